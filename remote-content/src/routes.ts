import type { RemotePages } from '@villa/shared/routes';
import type manifest from './routes.json';

/**
 * This remote's only exposed module: the page of each screen of its manifest (routes.json, which
 * says path, title, roles and data calls), each loaded when first visited.
 */
export const routes: RemotePages<typeof manifest> = {
  communityList: { page: () => import('./pages/CommunityListPage') },
  community: { page: () => import('./pages/CommunityPage') },
  aboutFlorida: { page: () => import('./pages/AboutFloridaPage') },
  weather: { page: () => import('./pages/WeatherPage') },
  wildlife: { page: () => import('./pages/WildlifePage') },
  map: { page: () => import('./pages/MapPage') },
  themePark: { page: () => import('./pages/ThemeParkPage') },
  ride: { page: () => import('./pages/RidePage') },
  terms: { page: () => import('./pages/TermsPage') },
};

export default routes;
