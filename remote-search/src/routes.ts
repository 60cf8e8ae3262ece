import type { RemotePages } from '@villa/shared/routes';
import type manifest from './routes.json';

/**
 * This remote's only exposed module: the page of each screen of its manifest (routes.json, which
 * says path, title, roles and data calls), each loaded when first visited.
 */
export const routes: RemotePages<typeof manifest> = {
  villas: { page: () => import(/* webpackChunkName: "page-villas" */ './pages/VillaSearchPage') },
};

export default routes;
