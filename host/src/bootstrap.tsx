import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { listenToOtherTabs } from '@villa/shared/store';
import { globalStyles } from '@villa/shared/ui';
import { App } from './router';
import { portalStarted } from './startPortal';

// The portal's stylesheet is injected when @villa/shared/ui loads; naming it keeps it bundled.
void globalStyles;

// One listener for the page: this tab follows logins, logouts and renewals of other tabs.
listenToOtherTabs(window);

/** Renders the portal once it knows where the remotes are and which screens they have. */
void portalStarted.then(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
