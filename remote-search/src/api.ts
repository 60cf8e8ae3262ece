import { type ApiError } from '@villa/shared/api';
// Its own area of the endpoint table: the whole table brought every area's schemas and texts.
import { propertyEndpoints } from '@villa/shared/contract';
import { endpointQuery, queryOptions, SEARCH_FRESH_MS } from '@villa/shared/query';

/**
 * The search for a query string. An answer of the last minute is shown without asking again,
 * so back and forward are instant and the scroll position can be put back at once.
 */
export const propertySearchQuery = (queryString: string) =>
  queryOptions({
    ...endpointQuery(propertyEndpoints.search, {
      query: new URLSearchParams(queryString),
      // The page says what went wrong next to the search, with a retry.
      showErrorDialog: false,
    }),
    staleTime: SEARCH_FRESH_MS,
  });

/** The messages of a failed search, for the page. */
export function errorMessages(error: ApiError): string[] {
  const body = error.body as
    { validationErrors?: { error: string }[]; errors?: string[] } | null | undefined;
  if (body?.validationErrors?.length) return body.validationErrors.map((e) => e.error);
  if (body?.errors?.length) return body.errors;
  return [];
}
