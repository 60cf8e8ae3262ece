import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { PortalBoot } from '@villa/shared/routes';
import { listenToOtherTabs } from '@villa/shared/store';
import { globalStyles } from '@villa/shared/ui';
import { setRemoteLocations } from './federation/remoteLocations';
import { App } from './router';
import { inlineBoot } from './routing/portalBoot';
import { startOpeningScreen } from './routing/openingScreenData';
import { installRemoteRoutes } from './routing/routeTable';

// The portal's stylesheet is injected when @villa/shared/ui loads; naming it keeps it bundled.
void globalStyles;

// One listener for the page: this tab follows logins, logouts and renewals of other tabs.
listenToOtherTabs(window);

/** Renders the portal once it knows where the remotes are and which screens they have. */
function start(boot: PortalBoot) {
  setRemoteLocations(boot.remotes);
  installRemoteRoutes(boot.routes);
  startOpeningScreen(window.location);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

// The server writes the boot data into the page; only the webpack dev server has none.
const inline = inlineBoot();
if (inline) start(inline);
else void import('./routing/fetchBoot').then(({ fetchBoot }) => fetchBoot()).then(start);
