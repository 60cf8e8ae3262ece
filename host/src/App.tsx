import { Suspense, lazy, useMemo } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { routeTable, type RouteId } from '@villa/shared/routes';
import { loadRemoteRoutes } from './federation/remotes';

function RemotePage({ id }: { id: RouteId }) {
  const route = routeTable[id];
  const Page = useMemo(
    () =>
      lazy(async () => {
        if (route.owner === 'host') throw new Error('host route');
        const routes = await loadRemoteRoutes(route.owner);
        return routes[id].page();
      }),
    [id, route.owner],
  );
  return <Page />;
}

export function App() {
  return (
    <BrowserRouter>
      <Suspense fallback={<p>Loading…</p>}>
        <Routes>
          {(Object.keys(routeTable) as RouteId[])
            .filter((id) => routeTable[id].owner !== 'host')
            .map((id) => (
              <Route key={id} path={routeTable[id].path} element={<RemotePage id={id} />} />
            ))}
          <Route path="*" element={<h1>Oops</h1>} />
        </Routes>
      </Suspense>
    </BrowserRouter>
  );
}
