// Its own area of the endpoint table: the whole table brought every area's schemas and texts.
import { contentEndpoints } from '@villa/shared/contract';
import { endpointQuery, type QueryKey, queryOptions } from '@villa/shared/query';

/**
 * How long an article is shown without asking again: the content changes with a deployment,
 * not while an agent reads, so going back and forth between articles asks nothing.
 */
const CONTENT_FRESH_MS = 5 * 60_000;

/** One content call (see api/src/content/README.md) as query options. */
const contentQuery = <T>(query: {
  queryKey: QueryKey;
  queryFn: (context: { signal: AbortSignal }) => Promise<T>;
}) => queryOptions({ ...query, staleTime: CONTENT_FRESH_MS });

const content = contentEndpoints;

/** The content area's reads, each with its query options. */
export const contentQueries = {
  communitiesList: (letter: string) =>
    contentQuery(endpointQuery(content.communitiesByLetter, { params: { letter } })),
  community: (id: string) => contentQuery(endpointQuery(content.community, { params: { id } })),
  aboutIndex: () => contentQuery(endpointQuery(content.aboutFlorida)),
  aboutSection: (sectionName: string) =>
    contentQuery(endpointQuery(content.aboutSection, { params: { sectionName } })),
  weather: () => contentQuery(endpointQuery(content.weather)),
  wildlife: () => contentQuery(endpointQuery(content.wildlife)),
  map: () => contentQuery(endpointQuery(content.map)),
  themeParks: () => contentQuery(endpointQuery(content.themeParks)),
  themePark: (parkId: string) =>
    contentQuery(endpointQuery(content.themePark, { params: { parkId } })),
  ride: (parkId: string, rideId: string) =>
    contentQuery(endpointQuery(content.ride, { params: { parkId, rideId } })),
  terms: (type: string) => contentQuery(endpointQuery(content.terms, { params: { type } })),
};
