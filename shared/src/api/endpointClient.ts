import {
  HEADERS,
  fillPath,
  sessionEndpoints,
  type AnswerOf,
  type EndpointSpec,
  type RequestOf,
} from '@villa/shared/contract';
import { apiUrl, sendRequest, type ApiResponse, type RequestOptions } from './client';

/** How the call behaves, as for sendRequest. */
export type CallOptions = Pick<RequestOptions, 'showErrorDialog' | 'signal'>;

export type EndpointRequest<E extends EndpointSpec> = RequestOf<E> & CallOptions;

/** The request is optional exactly when the endpoint needs no params and no body. */
export type RequestArgs<E extends EndpointSpec> =
  Record<string, never> extends RequestOf<E>
    ? [request?: EndpointRequest<E>]
    : [request: EndpointRequest<E>];

export type QueryInput = Record<string, unknown> | URLSearchParams | undefined;

/** The query as sent: null and undefined left out, a list as the key repeated. */
export function searchParamsOf(query: QueryInput): URLSearchParams | undefined {
  if (!query) return undefined;
  if (query instanceof URLSearchParams) return query;
  const result = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === null || value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) result.append(key, String(one));
  }
  return result;
}

/**
 * The endpoint's path with its params filled (each encoded) and its query, relative to the
 * API ('bookings/AB12?x=1'): for downloadFile and anything else that takes a route.
 */
export function endpointRoute<E extends EndpointSpec>(
  endpoint: E,
  request: Pick<RequestOf<E>, 'params' | 'query'> = {} as Pick<RequestOf<E>, 'params' | 'query'>,
): string {
  const path = fillPath(endpoint.path, request.params as Record<string, string> | undefined);
  const query = searchParamsOf(request.query as QueryInput)?.toString();
  return `${path.replace(/^\/+/, '')}${query ? `?${query}` : ''}`;
}

/** The endpoint's absolute URL, for what the browser fetches itself (an <img> of a public picture). */
export function endpointUrl<E extends EndpointSpec>(
  endpoint: E,
  request?: Pick<RequestOf<E>, 'params' | 'query'>,
): string {
  return apiUrl(endpointRoute(endpoint, request));
}

/**
 * Calls an endpoint of the table through the one API client and resolves to the whole
 * response (status and headers too), for the caller that reads a header (the log-in's).
 * Throws ApiError on failure.
 */
export async function sendEndpoint<E extends EndpointSpec>(
  endpoint: E,
  ...[request]: RequestArgs<E>
): Promise<ApiResponse<AnswerOf<E>>> {
  const { route, options } = requestOf(endpoint, request);
  return sendRequest<AnswerOf<E>>(route, options);
}

/** The route and options sendRequest takes for a call of the table. */
function requestOf<E extends EndpointSpec>(endpoint: E, request: EndpointRequest<E> | undefined) {
  const given = (request ?? {}) as EndpointRequest<E> & { body?: unknown; query?: QueryInput };
  const route = fillPath(endpoint.path, given.params as Record<string, string> | undefined);
  const options: RequestOptions = {
    method: endpoint.method,
    params: searchParamsOf(given.query),
    data: given.body,
    responseType: endpoint.contentType ? 'blob' : 'json',
    showErrorDialog: given.showErrorDialog,
    signal: given.signal,
  };
  return { route, options };
}

/**
 * Calls an endpoint of the table (`callEndpoint(endpoints.booking.get, { params: { ref } })`)
 * through the one API client (token, admin header, expiry, 401, error dialog) and resolves to
 * its typed answer: the JSON, a Blob for a file, null for no body. Throws ApiError on failure.
 */
export async function callEndpoint<E extends EndpointSpec>(
  endpoint: E,
  ...request: RequestArgs<E>
): Promise<AnswerOf<E>> {
  return (await sendEndpoint(endpoint, ...request)).data;
}

/**
 * Whether the server still honours a session token (an impersonation link's), asked before the
 * page adopts it: GET /extend-session with that token and admin id, outside the session hooks,
 * so an expired or used link is told apart without a 401 logging anyone out. Any failure,
 * network included, is "no".
 */
export async function sessionTokenIsLive(token: string, adminUserId: number): Promise<boolean> {
  try {
    const response = await fetch(endpointUrl(sessionEndpoints.extend), {
      headers: { Authorization: `Bearer ${token}`, [HEADERS.adminUserId]: String(adminUserId) },
    });
    return response.ok;
  } catch {
    return false;
  }
}
