import { Suspense, lazy, type ComponentType } from 'react';
import { BrowserRouter, Navigate, useRoutes, type RouteObject } from '@villa/shared/router';
import { routeTable, type RemoteName, type RouteId } from '@villa/shared/routes';
import { HomePage } from './pages/HomePage';
import { LoginPage } from './pages/LoginPage';
import { NotFoundPage, Spinner } from '@villa/shared/ui';
import type { RemotePageProps } from './remote/RemotePage';
import { GuardedRoute } from './routing/GuardedRoute';
import { routeEntries, type RouteHandle } from './routing/routeHandle';
import { AppLayout } from './shell/AppLayout';

// Only an administrator's impersonation link opens it: a chunk of its own keeps it (and its
// texts) out of the log-in page's JavaScript budget.
const LazyImpersonatePage = lazy(() =>
  import('./pages/ImpersonatePage').then((m) => ({ default: m.ImpersonatePage })),
);

function ImpersonatePage() {
  return (
    <Suspense fallback={<Spinner />}>
      <LazyImpersonatePage />
    </Suspense>
  );
}

// Everything a remote's page needs of the host (the loader, its panels, the federation
// runtime) comes with the first remote route, in the chunk the server preloads for remote
// routes: the log-in page never downloads it.
const LazyRemotePage = lazy(() =>
  import(/* webpackChunkName: "remote-runtime" */ './remote/RemotePage').then((m) => ({
    default: m.RemotePage,
  })),
);

function RemotePage(props: RemotePageProps) {
  return (
    <Suspense
      fallback={
        // The same screen-high area as RemotePage's own loading state: no shift when it arrives.
        <div className="remote-page">
          <Spinner />
        </div>
      }
    >
      <LazyRemotePage {...props} />
    </Suspense>
  );
}

/** Pages the host itself owns; every other route belongs to a remote. */
const hostPages: Partial<Record<RouteId, ComponentType>> = {
  login: LoginPage,
  impersonate: ImpersonatePage,
  home: HomePage,
};

function pageFor(id: RouteId) {
  const HostPage = hostPages[id];
  if (HostPage) return <HostPage />;
  return <RemotePage id={id} remote={routeTable[id].owner as RemoteName} />;
}

function elementFor(handle: RouteHandle, path: string) {
  switch (handle.kind) {
    case 'screen':
      return (
        <GuardedRoute key={handle.id} roles={routeTable[handle.id].roles}>
          {pageFor(handle.id)}
        </GuardedRoute>
      );
    case 'redirect':
      return (
        <GuardedRoute key={path} roles={handle.redirect.roles}>
          <Navigate to={handle.redirect.to} replace />
        </GuardedRoute>
      );
    case 'notFound':
      return (
        <GuardedRoute roles="public">
          <NotFoundPage />
        </GuardedRoute>
      );
  }
}

/**
 * One router from the shared route table: each route is guard, then page, inside the frame
 * (which sets the title); the redirect paths are guarded too; everything else is "Page not
 * found".
 */
export function appRoutes(): RouteObject[] {
  return [
    {
      path: '/',
      element: <AppLayout />,
      children: routeEntries.map(({ path, handle }) => ({
        path,
        element: elementFor(handle, path),
      })),
    },
  ];
}

let routes: RouteObject[] | undefined;

/** The portal's routes, rendered under whichever router surrounds them. */
export function AppRoutes() {
  routes ??= appRoutes();
  return useRoutes(routes);
}

/**
 * The page's router. Declarative (BrowserRouter) rather than a data router: the portal
 * loads data in its pages, and the data router would add about 16 KB gzip to every page.
 */
export function App() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
