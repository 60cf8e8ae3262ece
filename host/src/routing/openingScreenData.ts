import { matchRoutes } from '@villa/shared/router';
import { paths } from '@villa/shared/routes';
import { getSession, readStoredToken } from '@villa/shared/store';
import { loginPage } from '../pages/loginChunk';
import { startRouteData } from '../remote/routeData';
import { decideGuard } from './guard';
import { currentRoute } from './routeHandle';

type PageLocation = Pick<Location, 'pathname' | 'search'>;

/** The screen the page opens on and what the route guard will do there, before React runs. */
function openingScreen({ pathname }: PageLocation) {
  const screen = currentRoute(pathname).definition;
  if (!screen) return null;
  const session = getSession();
  const decision = decideGuard({
    pathname,
    roles: screen.roles,
    hasToken: readStoredToken() !== null,
    isAuthenticated: session.isAuthenticated,
    userRole: session.userRole,
    accountSignupIncomplete: session.accountSignupIncomplete,
  });
  return { screen, decision };
}

/**
 * What the page starts for the screen it opens on, as the host's first script starts (from
 * startPortal.ts, before React and the shell are evaluated), from one reading of the route and
 * the guard:
 * - the data calls of a remote screen the guard will show: the call leaves about a round trip
 *   sooner than from the screen's own effect (which renders the frame, the guard and the screen
 *   first), and the screen then finds it in flight;
 * - the log-in page's chunk when that is where the page will show: /login itself, or a screen
 *   the guard sends a visitor without a token away from.
 */
export function startOpeningScreen(location: PageLocation) {
  const opening = openingScreen(location);
  if (!opening) return;
  const { screen, decision } = opening;
  if (screen.owner !== 'host' && screen.data?.length && decision.action === 'render') {
    const params = matchRoutes([{ path: screen.path }], location.pathname)?.at(-1)?.params ?? {};
    startRouteData(screen.data, params, location.search);
  }
  const toLogin =
    (screen.owner === 'host' && screen.id === 'login' && decision.action === 'render') ||
    (decision.action === 'redirect' && decision.to === paths.login());
  if (toLogin) void loginPage.preload().catch(() => undefined);
}
