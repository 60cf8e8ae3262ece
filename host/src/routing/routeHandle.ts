import { useMatches } from 'react-router-dom';
import { routeTable, type RouteDefinition, type RouteId } from '@villa/shared/routes';
import { texts } from '@villa/shared/texts';

/** What each route of the router carries for the frame (title, tabs, session check). */
export type RouteHandle =
  { kind: 'screen'; id: RouteId } | { kind: 'redirect' } | { kind: 'notFound' };

export interface CurrentRoute {
  /** The screen's table entry; undefined on redirects and the not-found screen. */
  definition?: RouteDefinition;
  id?: RouteId;
  notFound: boolean;
}

/**
 * The route being shown. Paths ending in '/' (other than '/') are not found: routing is
 * strict about trailing slashes while react-router itself ignores them.
 */
export function useCurrentRoute(pathname: string): CurrentRoute {
  const matches = useMatches();
  const handle = matches[matches.length - 1]?.handle as RouteHandle | undefined;
  if (pathname.length > 1 && pathname.endsWith('/')) return { notFound: true };
  if (handle?.kind === 'screen') {
    return { definition: routeTable[handle.id], id: handle.id, notFound: false };
  }
  return { notFound: handle?.kind === 'notFound' };
}

/** The second half of the document title. */
export function titleOf(route: CurrentRoute): string | undefined {
  if (route.notFound) return texts.notFound.title;
  return route.definition?.title;
}
