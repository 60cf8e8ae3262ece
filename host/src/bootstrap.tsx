import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { listenToOtherTabs } from '@villa/shared/store';
import { globalStyles } from '@villa/shared/ui';
import { App } from './router';
import { portalStarted } from './startPortal';
import { tracePageAfterFirstPaint } from './tracing/pageTrace';

// The portal's stylesheet is injected when @villa/shared/ui loads; naming it keeps it bundled.
void globalStyles;

// One listener for the page: this tab follows logins, logouts and renewals of other tabs.
listenToOtherTabs(window);
// The page's trace, when the server records traces: nothing is fetched for it before then.
tracePageAfterFirstPaint();

/** Renders the portal once it knows where the remotes are and which screens they have. */
void portalStarted.then(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
