import type { RemotePages } from '@villa/shared/routes';
import type manifest from './routes.json';

/**
 * This remote's only exposed module: the page of each screen of its manifest (routes.json, which
 * says path, title, roles and data calls), each loaded when first visited.
 */
export const routes: RemotePages<typeof manifest> = {
  communityList: {
    page: () => import(/* webpackChunkName: "page-communityList" */ './pages/CommunityListPage'),
  },
  community: {
    page: () => import(/* webpackChunkName: "page-community" */ './pages/CommunityPage'),
  },
  aboutFlorida: {
    page: () => import(/* webpackChunkName: "page-aboutFlorida" */ './pages/AboutFloridaPage'),
  },
  weather: { page: () => import(/* webpackChunkName: "page-weather" */ './pages/WeatherPage') },
  wildlife: { page: () => import(/* webpackChunkName: "page-wildlife" */ './pages/WildlifePage') },
  map: { page: () => import(/* webpackChunkName: "page-map" */ './pages/MapPage') },
  themePark: {
    page: () => import(/* webpackChunkName: "page-themePark" */ './pages/ThemeParkPage'),
  },
  ride: { page: () => import(/* webpackChunkName: "page-ride" */ './pages/RidePage') },
  terms: { page: () => import(/* webpackChunkName: "page-terms" */ './pages/TermsPage') },
};

export default routes;
