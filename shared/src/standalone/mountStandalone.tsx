import { StrictMode, Suspense, lazy, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { PortalQueryProvider } from '@villa/shared/query';
import { BrowserRouter, Link, Route, Routes } from '@villa/shared/router';
import { StyleScope } from '@villa/shared/ui';
import type { RemotePage, RouteManifest } from '../routes';

/**
 * Mounts one remote's routes (its manifest's paths, its pages) in a minimal frame, so a remote team can develop without the
 * host. No guards and no session dialog: those belong to the host.
 */
export function mountStandalone(
  name: string,
  routes: Record<string, RemotePage>,
  manifest: RouteManifest,
) {
  const pages = Object.entries(manifest.routes).map(([id, route]) => ({
    id,
    route,
    Page: lazy(routes[id].page) as ComponentType,
  }));
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <PortalQueryProvider>
        <BrowserRouter>
          <header>
            <strong>remote-{name}</strong> (stand-alone)
          </header>
          <Suspense fallback={<p>Loading…</p>}>
            <Routes>
              {pages.map(({ id, route, Page }) => (
                <Route
                  key={id}
                  path={route.path}
                  element={
                    <StyleScope remote={name}>
                      <Page />
                    </StyleScope>
                  }
                />
              ))}
              <Route
                path="*"
                element={
                  <ul>
                    {pages.map(({ id, route }) => (
                      <li key={id}>
                        <Link to={route.path}>{route.path}</Link>
                      </li>
                    ))}
                  </ul>
                }
              />
            </Routes>
          </Suspense>
        </BrowserRouter>
      </PortalQueryProvider>
    </StrictMode>,
  );
}
