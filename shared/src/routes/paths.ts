/**
 * Links between screens go through here, never through hand-built strings, so a path
 * changes in one place.
 */
export const paths = {
  login: () => '/login',
  home: () => '/',
  accessDenied: () => '/?rolestatus=invalid',
  agentDashboard: () => '/admin/agent/dashboard',
  agentBookings: () => '/admin/agent/bookings',
  agentQuotes: () => '/admin/agent/quotes',
  agentAccount: () => '/admin/agent/account',
  agentSupport: () => '/admin/agent/support',
  agentGuides: () => '/admin/agent/guides',
  completeSignup: () => '/admin/agent/complete-signup',
  agentAdmin: () => '/admin/agent',
  organisationDashboard: () => '/admin/organisation/dashboard',
  accountsDashboard: () => '/admin/accounts/dashboard',
  villas: (query = '') => `/villas${query ? `?${query}` : ''}`,
  villa: (id: number | string, query = '') => `/villa/${id}${query ? `?${query}` : ''}`,
  optionalExtras: (query = '') => `/optional-extras${query ? `?${query}` : ''}`,
  checkout: (
    product: 'reserve' | 'all',
    stage: 'optional-extras' | 'customer-details',
    ref?: string,
  ) => `/checkout/${product}/${stage}${ref ? `/${ref}` : ''}`,
  checkoutCompleted: (ref: string) => `/checkout-completed/${ref}`,
  bookingDetail: (ref: string) => `/admin/agent/bookings/${ref}`,
  /** /communities, which forwards to the letter A. */
  communitiesIndex: () => '/communities',
  communities: (letter = 'A') => `/communities/${letter}`,
  community: (id: number | string) => `/community/${id}`,
  aboutFlorida: (section?: string) => `/about-florida${section ? `/${section}` : ''}`,
  themePark: (parkId: number | string) => `/about-florida/theme-parks/${parkId}`,
  ride: (parkId: number | string, rideId: number | string) =>
    `/about-florida/theme-parks/${parkId}/${rideId}`,
  terms: (type: 'vc-booking' | 'vc-agent-signup') => `/terms-conditions/${type}`,
  villasInCommunity: (comId: number | string) => `/villas?filters[community]=${comId}`,
} as const;
