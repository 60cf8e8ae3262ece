import { useEffect, useState } from 'react';
import { Outlet, useLocation } from '@villa/shared/router';
import { isStaffRole } from '@villa/shared/contract';
import { useSessionStore } from '@villa/shared/store';
import { texts } from '@villa/shared/texts';
import { ErrorDialog, NotFoundPage, usePageTitleFor } from '@villa/shared/ui';
import { withPrefetch } from '../federation/withPrefetch';
import { GuardedRoute } from '../routing/GuardedRoute';
import { ScrollManager } from '../routing/ScrollManager';
import { currentRoute, ownerOfPath, titleOf } from '../routing/routeHandle';
import { SessionWatcher } from '../session/SessionWatcher';
import { AdminTabs } from './AdminTabs';
import { adminTabsFor } from './adminTabs';
import { Footer } from './Footer';
import { Header } from './Header';
import { MainNav } from './MainNav';
import { OfficeNav } from './OfficeNav';

/**
 * The frame around every page: header, main navigation, admin tabs, the content area, the
 * session clock with its dialog and the one global error dialog. Titles and scrolling are
 * decided here too.
 */
export function AppLayout() {
  const location = useLocation();
  const { pathname } = location;
  const route = currentRoute(pathname);
  const isAuthenticated = useSessionStore((s) => s.isAuthenticated);
  const userRole = useSessionStore((s) => s.userRole);
  const [navOpen, setNavOpen] = useState(false);

  // A page that knows its own name (a villa, a booking) names the tab; else the route does.
  const pageTitle = usePageTitleFor(pathname);
  const title = route.notFound ? titleOf(route) : (pageTitle ?? titleOf(route));
  useEffect(() => {
    document.title = title ? `${texts.productName} / ${title}` : texts.productName;
  }, [title]);

  // Remote code on its way before it is asked for: a link's remote when the pointer rests on
  // it or it is focused, and after a host page the remote agents usually open next (a remote
  // page does the same once it has loaded: RemotePage).
  const owner = route.definition?.owner;
  useEffect(
    () => (isAuthenticated ? withPrefetch((p) => p.prefetchOnIntent(ownerOfPath)) : undefined),
    [isAuthenticated],
  );
  useEffect(
    () =>
      isAuthenticated && owner === 'host'
        ? withPrefetch((p) => p.prefetchNextAfter('host'))
        : undefined,
    [isAuthenticated, owner],
  );

  // The phone menu folds away again after every navigation.
  useEffect(() => setNavOpen(false), [location.key]);

  const hideAdminTabs = Boolean(route.definition?.hideAdminTabs);
  const hasNav = isAuthenticated && userRole === 'AGENT' && !hideAdminTabs;
  // The office's menu, for the office's staff only (the agents' never shows to them).
  const hasOfficeNav = isAuthenticated && isStaffRole(userRole);
  const tabs = route.notFound ? null : adminTabsFor(userRole, pathname, hideAdminTabs);

  return (
    <div className="app">
      <ScrollManager />
      <Header
        hasNav={hasNav || hasOfficeNav}
        navOpen={navOpen}
        onToggleNav={() => setNavOpen((open) => !open)}
      />
      {hasNav ? <MainNav pathname={route.notFound ? '' : pathname} open={navOpen} /> : null}
      {hasOfficeNav ? <OfficeNav pathname={route.notFound ? '' : pathname} open={navOpen} /> : null}
      <main id="main-content" className="site-main container" tabIndex={-1}>
        {tabs && isAuthenticated ? <AdminTabs tabs={tabs} pathname={pathname} /> : null}
        {route.notFound ? (
          // Guarded too: an agent who must finish signing up is sent there from any path.
          <GuardedRoute roles="public">
            <NotFoundPage />
          </GuardedRoute>
        ) : (
          <Outlet />
        )}
      </main>
      <Footer />
      <SessionWatcher enabled={!route.definition?.skipsSessionCheck} />
      <ErrorDialog />
    </div>
  );
}
