import { request } from '@villa/shared/api';
import type {
  AboutFloridaIndexResponse,
  AboutSectionResponse,
  CommunitiesListResponse,
  CommunityResponse,
  MapResponse,
  RideResponse,
  TermsResponse,
  ThemeParkResponse,
  ThemeParksListResponse,
  WeatherPageResponse,
  WildlifePageResponse,
} from '@villa/shared/contract';
import { queryOptions } from '@villa/shared/query';

/**
 * How long an article is shown without asking again: the content changes with a deployment,
 * not while an agent reads, so going back and forth between articles asks nothing.
 */
const CONTENT_FRESH_MS = 5 * 60_000;

/** One content call (under /api; see api/src/content/README.md) as query options. */
function contentQuery<T>(route: string) {
  return queryOptions({
    queryKey: ['content', route] as const,
    queryFn: ({ signal }) => request<T>(route, { signal }),
    staleTime: CONTENT_FRESH_MS,
  });
}

const part = encodeURIComponent;

/** The content area's reads, each with its query options. */
export const contentQueries = {
  communitiesList: (letter: string) =>
    contentQuery<CommunitiesListResponse>(`/communities-list/${part(letter)}`),
  community: (id: string) => contentQuery<CommunityResponse>(`/community/${part(id)}`),
  aboutIndex: () => contentQuery<AboutFloridaIndexResponse>('/about-florida'),
  aboutSection: (name: string) =>
    contentQuery<AboutSectionResponse>(`/about-florida/${part(name)}`),
  weather: () => contentQuery<WeatherPageResponse>('/about-florida/weather'),
  wildlife: () => contentQuery<WildlifePageResponse>('/about-florida/wildlife'),
  map: () => contentQuery<MapResponse>('/about-florida/map'),
  themeParks: () => contentQuery<ThemeParksListResponse>('/about-florida/theme-parks'),
  themePark: (parkId: string) =>
    contentQuery<ThemeParkResponse>(`/about-florida/theme-parks/${part(parkId)}`),
  ride: (parkId: string, rideId: string) =>
    contentQuery<RideResponse>(`/about-florida/theme-parks/${part(parkId)}/${part(rideId)}`),
  terms: (type: string) => contentQuery<TermsResponse>(`/terms-conditions/${part(type)}`),
};
