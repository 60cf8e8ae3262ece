import { fillPath } from '../contract/endpoints';
import type { BootDataCall } from './manifest';

/** A route's data call as its page makes it: the endpoint's path, its params, the query sent. */
export type RouteDataKey = readonly [path: string, params?: Record<string, string>, query?: string];

/**
 * A call a route's manifest declares, made concrete for one page: each path param taken from a
 * route param (`{ id: ':id' }`), and the URL's own query when the call says `query: 'url'`
 * (normalised, as URLSearchParams writes it). Null when it cannot be made: not a GET, no path
 * (the manifests the dev server reads), or a route param missing. It is also the call's query
 * key (`endpointKey`, @villa/shared/query, makes the same for the page).
 */
export function routeDataKey(
  call: Pick<BootDataCall, 'method' | 'path' | 'params' | 'query'>,
  routeParams: Record<string, string | undefined>,
  search: string,
): RouteDataKey | null {
  const { path } = call;
  if (call.method !== 'GET' || !path) return null;
  const params: Record<string, string> = {};
  for (const [name, source] of Object.entries(call.params ?? {})) {
    const value = source.startsWith(':') ? routeParams[source.slice(1)] : source;
    if (value === undefined) return null;
    params[name] = value;
  }
  if (call.query === 'url') return [path, params, new URLSearchParams(search).toString()];
  return call.params ? [path, params] : [path];
}

/** The call's address under the API ('property/1?from=2027-01-02'), as the API client sends it. */
export function routeDataRoute([path, params, query]: RouteDataKey): string {
  const route = fillPath(path, params).replace(/^\/+/, '');
  return query ? `${route}?${query}` : route;
}

/**
 * The attribute of the page's inline script that lists the opening screen's calls (JSON, each
 * a path under the page's origin: '/api/property/1'), written by the server that sends the page.
 */
export const OPENING_CALLS_ATTRIBUTE = 'data-opening-calls';

/**
 * Beside it: the roles the screen allows (JSON, its manifest's `roles`). The script sends the
 * calls only for a stored role among them, as the route guard would show the screen; another
 * role is sent to the access-denied page, and its calls would only be refused (403).
 */
export const OPENING_ROLES_ATTRIBUTE = 'data-opening-roles';
