import { matchRoutes } from '@villa/shared/router';
import { isStrictPath, redirects, type Redirect, type RouteOwner } from '@villa/shared/routes';
import { texts } from '@villa/shared/texts';
import { allScreens, routeTableVersion, screenById, type Screen } from './routeTable';

/** What each route of the router carries for the frame (title, tabs, session check). */
export type RouteHandle =
  { kind: 'screen'; id: string } | { kind: 'redirect'; redirect: Redirect } | { kind: 'notFound' };

/** A path the host routes, and what it is. */
export interface RouteEntry {
  path: string;
  handle: RouteHandle;
}

let entries: { version: number; list: RouteEntry[] } | undefined;

/**
 * Every path of the portal, from the composed route table (the host's screens and each
 * remote's manifest): the screens, the redirect paths, and "Page not found" for the rest. The
 * router renders them and the frame reads them, so both agree on which route is showing.
 */
export function routeEntries(): readonly RouteEntry[] {
  if (entries?.version !== routeTableVersion()) {
    entries = {
      version: routeTableVersion(),
      list: [
        ...allScreens().map(({ id, path }) => ({
          path,
          handle: { kind: 'screen', id } as const,
        })),
        ...redirects.map((redirect) => ({
          path: redirect.from,
          handle: { kind: 'redirect', redirect } as const,
        })),
        { path: '*', handle: { kind: 'notFound' } },
      ],
    };
  }
  return entries.list;
}

export interface CurrentRoute {
  /** The screen's table entry; undefined on redirects and the not-found screen. */
  definition?: Screen;
  id?: string;
  /** Where a redirect path forwards to. */
  redirectTo?: string;
  notFound: boolean;
}

/** The route being shown. A path ending in '/' (other than '/') is not found (isStrictPath). */
export function currentRoute(pathname: string): CurrentRoute {
  if (!isStrictPath(pathname)) return { notFound: true };
  const matches = matchRoutes(routeEntries() as RouteEntry[], pathname);
  const handle = (matches?.at(-1)?.route as RouteEntry | undefined)?.handle;
  if (handle?.kind === 'screen') {
    return { definition: screenById(handle.id), id: handle.id, notFound: false };
  }
  if (handle?.kind === 'redirect') return { redirectTo: handle.redirect.to, notFound: false };
  return { notFound: handle?.kind === 'notFound' };
}

/** Which app shows a path: the host, a remote, or nobody (a redirect is followed). */
export function ownerOfPath(pathname: string): RouteOwner | undefined {
  const route = currentRoute(pathname);
  return route.redirectTo
    ? currentRoute(route.redirectTo).definition?.owner
    : route.definition?.owner;
}

/** The second half of the document title. */
export function titleOf(route: CurrentRoute): string | undefined {
  if (route.notFound) return texts.notFound.title;
  return route.definition?.title;
}
