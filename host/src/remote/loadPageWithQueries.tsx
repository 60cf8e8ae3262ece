import type { ComponentType } from 'react';
import type { RemoteName } from '@villa/shared/routes';
import { loadRemotePage } from '../federation/remotes';
import { handRouteDataTo } from './routeData';

/**
 * Loads a remote's page and, beside it, TanStack Query with the page's one QueryClient, and
 * gives the page that client. Both come with the first remote route, as the federation runtime
 * does: the log-in page never downloads them.
 */
export async function loadPageWithQueries(remote: RemoteName, id: string): Promise<ComponentType> {
  const [{ PortalQueryProvider }, Page] = await Promise.all([
    import(/* webpackChunkName: "remote-runtime" */ '@villa/shared/query').then((query) => {
      // Answers started at navigation, before TanStack Query was here, join the page's client.
      handRouteDataTo(query.portalQueryClient());
      return query;
    }),
    loadRemotePage(remote, id),
  ]);
  return function PageWithQueries() {
    return (
      <PortalQueryProvider>
        <Page />
      </PortalQueryProvider>
    );
  };
}
