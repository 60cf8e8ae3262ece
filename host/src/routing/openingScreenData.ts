import { matchRoutes } from '@villa/shared/router';
import { getSession, readStoredToken } from '@villa/shared/store';
import { startRouteData } from '../remote/routeData';
import { decideGuard } from './guard';
import { currentRoute } from './routeHandle';

/**
 * Starts the data calls of the remote screen the page opens on, right after the page's script
 * has run and before React's first render, when the route guard will show that screen: the
 * call leaves about a round trip sooner than from the screen's own effect (which renders the
 * frame, the guard and the screen first), and the screen then finds it in flight.
 */
export function startOpeningScreenData({
  pathname,
  search,
}: Pick<Location, 'pathname' | 'search'>) {
  const screen = currentRoute(pathname).definition;
  if (!screen || screen.owner === 'host' || !screen.data?.length) return;
  const session = getSession();
  const decision = decideGuard({
    pathname,
    roles: screen.roles,
    hasToken: readStoredToken() !== null,
    isAuthenticated: session.isAuthenticated,
    userRole: session.userRole,
    accountSignupIncomplete: session.accountSignupIncomplete,
  });
  if (decision.action !== 'render') return;
  const params = matchRoutes([{ path: screen.path }], pathname)?.at(-1)?.params ?? {};
  startRouteData(screen.data, params, search);
}
