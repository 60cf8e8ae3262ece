import { callEndpoint, searchParamsOf, type QueryInput, type RequestArgs } from '@villa/shared/api';
import type { EndpointSpec, RequestOf } from '@villa/shared/contract';

/*
 * Query keys and options from the endpoint table (docs/adr/0010): here, with TanStack Query,
 * rather than in @villa/shared/api, so that /login (which runs the API client but no query)
 * does not carry them.
 */

/** What of a call its query key holds: its params (some of them, to name a group) and query. */
export type KeyRequest<E extends EndpointSpec> = {
  params?: Partial<RequestOf<E>['params']>;
  query?: RequestOf<E>['query'];
};

/**
 * The TanStack Query key of a call, the one way keys are made: the endpoint's path pattern,
 * then its params, then its query as sent ('a=1&b=2'). A key with fewer params names every
 * cached answer that has them (TanStack matches a key's objects in part), so
 * `endpointKey(endpoints.booking.cardPayment, { params: { bookRef } })` invalidates every
 * payment check of that booking and `endpointKey(endpoints.booking.get)` every booking.
 */
export function endpointKey<E extends EndpointSpec>(
  endpoint: E,
  request: KeyRequest<E> = {},
): readonly [path: string, params?: Record<string, unknown>, query?: string] {
  const query = searchParamsOf(request.query as QueryInput)?.toString();
  if (query !== undefined) return [endpoint.path, { ...request.params }, query] as const;
  return request.params ? ([endpoint.path, { ...request.params }] as const) : [endpoint.path];
}

/**
 * A query's key and function for one call of the table, to spread into `queryOptions` beside
 * what the page adds (staleTime, placeholderData): the function passes TanStack's signal on.
 */
export function endpointQuery<E extends EndpointSpec>(endpoint: E, ...[request]: RequestArgs<E>) {
  return {
    queryKey: endpointKey(endpoint, request as KeyRequest<E> | undefined),
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      callEndpoint(endpoint, ...([{ ...request, signal }] as RequestArgs<E>)),
  };
}
