import type { ComponentType } from 'react';
import {
  BrowserRouter,
  Navigate,
  useLocation,
  useParams,
  useRoutes,
  type RouteObject,
} from '@villa/shared/router';
import { HomePage } from './pages/HomePage';
import { chunkPage } from './pages/chunkPage';
import { loginPage } from './pages/loginChunk';
import { NotFoundPage, Spinner } from '@villa/shared/ui';
import type { RemotePageProps } from './remote/RemotePage';
import { useRouteData } from './remote/routeData';
import { GuardedRoute } from './routing/GuardedRoute';
import { routeEntries, type RouteHandle } from './routing/routeHandle';
import { screenById, type Screen } from './routing/routeTable';
import { AppLayout } from './shell/AppLayout';

// Only an administrator's impersonation link opens it: a chunk of its own keeps it (and its
// texts) out of the log-in page's JavaScript budget.
const impersonatePage = chunkPage(
  () => import('./pages/ImpersonatePage').then((m) => m.ImpersonatePage),
  () => <Spinner />,
);

// Everything a remote's page needs of the host (the loader, its panels, the federation
// runtime) comes with the first remote route, in the chunk the server preloads for remote
// routes: the log-in page never downloads it.
const remotePage = chunkPage(
  () =>
    import(/* webpackChunkName: "remote-runtime" */ './remote/RemotePage').then(
      (m) => m.RemotePage,
    ),
  // The same screen-high area as RemotePage's own loading state: no shift when it arrives.
  () => (
    <div className="remote-page">
      <Spinner />
    </div>
  ),
);
const RemotePage = remotePage.Page;

/**
 * A remote's screen: its data calls start at navigation, in parallel with the remote's code
 * (render as you fetch), and the page reads them from the page's QueryClient when it arrives.
 */
function RemoteScreen({ screen }: { screen: Screen }) {
  const params = useParams();
  const { search } = useLocation();
  useRouteData(screen.data, params, search);
  return <RemotePage id={screen.id} remote={screen.owner as RemotePageProps['remote']} />;
}

/** Pages the host itself owns; every other route belongs to a remote. */
const hostPages: Partial<Record<string, ComponentType>> = {
  login: loginPage.Page,
  impersonate: impersonatePage.Page,
  home: HomePage,
};

function pageFor(screen: Screen) {
  if (screen.owner === 'host') {
    const HostPage = hostPages[screen.id];
    return HostPage ? <HostPage /> : <NotFoundPage />;
  }
  return <RemoteScreen screen={screen} />;
}

function elementFor(handle: RouteHandle, path: string) {
  switch (handle.kind) {
    case 'screen': {
      const screen = screenById(handle.id);
      if (!screen) return <NotFoundPage />;
      return (
        <GuardedRoute key={handle.id} roles={screen.roles}>
          {pageFor(screen)}
        </GuardedRoute>
      );
    }
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
 * One router from the composed route table (the host's screens and the remotes' manifests,
 * installed from the page's boot data before the first render): each route is guard, then page, inside the frame
 * (which sets the title); the redirect paths are guarded too; everything else is "Page not
 * found".
 */
export function appRoutes(): RouteObject[] {
  return [
    {
      path: '/',
      element: <AppLayout />,
      children: routeEntries().map(({ path, handle }) => ({
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
