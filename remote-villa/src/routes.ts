import { routeTable, type RemoteRoutesManifest } from '@villa/shared/routes';

/** This remote's only exposed module: the pages it owns, each loaded when first visited. */
export const routes: RemoteRoutesManifest<'villa'> = {
  villa: { ...routeTable.villa, page: () => import('./pages/VillaDetailPage') },
};

export default routes;
