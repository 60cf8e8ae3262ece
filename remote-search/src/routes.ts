import { routeTable, type RemoteRoutesManifest } from '@villa/shared/routes';

/** This remote's only exposed module: the pages it owns, each loaded when first visited. */
export const routes: RemoteRoutesManifest<'search'> = {
  villas: { ...routeTable.villas, page: () => import('./pages/VillaSearchPage') },
};

export default routes;
