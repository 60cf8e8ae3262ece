import { endOpeningCalls } from '@villa/shared/api';
import type { PortalBoot } from '@villa/shared/routes';
import { setRemoteLocations } from './federation/remoteLocations';
import { startOpeningScreen } from './routing/openingScreenData';
import { inlineBoot } from './routing/portalBoot';
import { installRemoteRoutes } from './routing/routeTable';

/*
 * The first module the host's script runs (index.ts imports it before the React app): it puts
 * the boot data in place and starts the opening screen's data calls. Modules run in the order
 * they are imported, and nothing here needs react-dom, the router's screens or the shell, so
 * the calls (sent at once: sendRequestNow) leave before the browser has evaluated those, when
 * the page has not sent them already (openingCalls.ts; README.md, "Code and data before they
 * are asked for"). bootstrap.tsx renders once `portalStarted` resolves.
 */

function start(boot: PortalBoot) {
  setRemoteLocations(boot.remotes);
  installRemoteRoutes(boot.routes);
  startOpeningScreen(window.location);
  // Calls the page sent that the opening screen did not take are not taken later.
  endOpeningCalls();
}

// The server writes the boot data into the page; only the webpack dev server has none.
const inline = inlineBoot();
if (inline) start(inline);

/** Resolves once the remotes and their routes are known and the opening calls have left. */
export const portalStarted: Promise<void> = inline
  ? Promise.resolve()
  : import('./routing/fetchBoot').then(({ fetchBoot }) => fetchBoot()).then(start);
