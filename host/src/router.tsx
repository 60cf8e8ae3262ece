import type { ComponentType } from 'react';
import { Navigate, createBrowserRouter, type RouteObject } from 'react-router-dom';
import {
  redirects,
  routeTable,
  type RemoteName,
  type RouteDefinition,
  type RouteId,
} from '@villa/shared/routes';
import { HomePage } from './pages/HomePage';
import { ImpersonatePage } from './pages/ImpersonatePage';
import { LoginPage } from './pages/LoginPage';
import { NotFoundPage } from './pages/NotFoundPage';
import { RemotePage } from './remote/RemotePage';
import { GuardedRoute } from './routing/GuardedRoute';
import type { RouteHandle } from './routing/routeHandle';
import { AppLayout } from './shell/AppLayout';

/** Pages the host itself owns; every other route belongs to a remote. */
const hostPages: Partial<Record<RouteId, ComponentType>> = {
  login: LoginPage,
  impersonate: ImpersonatePage,
  home: HomePage,
};

function pageFor(id: RouteId, definition: RouteDefinition) {
  const HostPage = hostPages[id];
  if (HostPage) return <HostPage />;
  return <RemotePage id={id} remote={definition.owner as RemoteName} />;
}

/**
 * One router from the shared route table: each route is guard, then page (the frame sets the
 * title); the redirect paths are guarded too; everything else is "Page not found".
 */
export function appRoutes(): RouteObject[] {
  const screens: RouteObject[] = (Object.keys(routeTable) as RouteId[]).map((id) => {
    const definition: RouteDefinition = routeTable[id];
    const handle: RouteHandle = { kind: 'screen', id };
    return {
      path: definition.path,
      handle,
      element: (
        <GuardedRoute key={id} roles={definition.roles}>
          {pageFor(id, definition)}
        </GuardedRoute>
      ),
    };
  });
  const forwards: RouteObject[] = redirects.map((redirect) => ({
    path: redirect.from,
    handle: { kind: 'redirect' } satisfies RouteHandle,
    element: (
      <GuardedRoute key={redirect.from} roles={redirect.roles}>
        <Navigate to={redirect.to} replace />
      </GuardedRoute>
    ),
  }));
  return [
    {
      path: '/',
      element: <AppLayout />,
      children: [
        ...screens,
        ...forwards,
        {
          path: '*',
          handle: { kind: 'notFound' } satisfies RouteHandle,
          element: <NotFoundPage />,
        },
      ],
    },
  ];
}

export function createAppRouter() {
  return createBrowserRouter(appRoutes());
}
