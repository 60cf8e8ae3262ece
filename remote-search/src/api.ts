import { ApiError, request } from '@villa/shared/api';
import type { PropertySearchResponse } from '@villa/shared/contract';
import { queryOptions, SEARCH_FRESH_MS } from '@villa/shared/query';

/**
 * GET /property-search for a query string. An answer of the last minute is shown without asking
 * again, so back and forward are instant and the scroll position can be put back at once.
 */
export function propertySearchQuery(queryString: string) {
  return queryOptions({
    queryKey: ['property-search', queryString] as const,
    queryFn: ({ signal }) =>
      request<PropertySearchResponse>('property-search', {
        params: new URLSearchParams(queryString),
        signal,
        // The page says what went wrong next to the search, with a retry.
        showErrorDialog: false,
      }),
    staleTime: SEARCH_FRESH_MS,
  });
}

/** The messages of a failed search, for the page. */
export function errorMessages(error: ApiError): string[] {
  const body = error.body as
    { validationErrors?: { error: string }[]; errors?: string[] } | null | undefined;
  if (body?.validationErrors?.length) return body.validationErrors.map((e) => e.error);
  if (body?.errors?.length) return body.errors;
  return [];
}
