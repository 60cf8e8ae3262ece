/** The content calls' routes (under /api), in one place; see api/src/content/README.md. */
export const contentApi = {
  communitiesList: (letter: string) => `/communities-list/${encodeURIComponent(letter)}`,
  community: (id: string) => `/community/${encodeURIComponent(id)}`,
  aboutIndex: () => '/about-florida',
  aboutSection: (name: string) => `/about-florida/${encodeURIComponent(name)}`,
  weather: () => '/about-florida/weather',
  wildlife: () => '/about-florida/wildlife',
  map: () => '/about-florida/map',
  themeParks: () => '/about-florida/theme-parks',
  themePark: (parkId: string) => `/about-florida/theme-parks/${encodeURIComponent(parkId)}`,
  ride: (parkId: string, rideId: string) =>
    `/about-florida/theme-parks/${encodeURIComponent(parkId)}/${encodeURIComponent(rideId)}`,
  terms: (type: string) => `/terms-conditions/${encodeURIComponent(type)}`,
} as const;
