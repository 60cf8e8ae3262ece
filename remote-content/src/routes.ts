import { routeTable, type RemoteRoutesManifest } from '@villa/shared/routes';

/** This remote's only exposed module: the pages it owns, each loaded when first visited. */
export const routes: RemoteRoutesManifest<'content'> = {
  communityList: { ...routeTable.communityList, page: () => import('./pages/CommunityListPage') },
  community: { ...routeTable.community, page: () => import('./pages/CommunityPage') },
  aboutFlorida: { ...routeTable.aboutFlorida, page: () => import('./pages/AboutFloridaPage') },
  weather: { ...routeTable.weather, page: () => import('./pages/WeatherPage') },
  wildlife: { ...routeTable.wildlife, page: () => import('./pages/WildlifePage') },
  map: { ...routeTable.map, page: () => import('./pages/MapPage') },
  themePark: { ...routeTable.themePark, page: () => import('./pages/ThemeParkPage') },
  ride: { ...routeTable.ride, page: () => import('./pages/RidePage') },
  terms: { ...routeTable.terms, page: () => import('./pages/TermsPage') },
};

export default routes;
