import type { Role } from '../contract/roles';

/** Which deployable owns a screen: the host itself or one of the five remotes. */
export type RemoteName = 'search' | 'villa' | 'booking' | 'admin' | 'content';
export type RouteOwner = 'host' | RemoteName;

export interface RouteDefinition {
  /** Path pattern in react-router syntax; matched strictly (no trailing slash). */
  path: string;
  /** Second half of the document title: "<product> / <title>". */
  title: string;
  /** Roles allowed, or 'public' for pages that need no token. */
  roles: readonly Role[] | 'public';
  owner: RouteOwner;
  /** Agent admin tabs are hidden here (signup routes). */
  hideAdminTabs?: boolean;
  /** The once-a-second session check is skipped here (signup, password reset, impersonate). */
  skipsSessionCheck?: boolean;
}

const AGENT = ['AGENT'] as const;
const ALL_ROLES = ['AGENT', 'ORGANISATION', 'ACCOUNTS'] as const;

/**
 * Every screen of both specifications. The host guards and titles routes from this table
 * without fetching any remote; each remote's `./routes` manifest supplies the page for the
 * ids it owns.
 */
export const routeTable = {
  login: { path: '/login', title: 'Log in', roles: 'public', owner: 'host' },
  impersonate: {
    path: '/admin/impersonate',
    title: 'Impersonating',
    roles: 'public',
    owner: 'host',
    skipsSessionCheck: true,
  },
  home: { path: '/', title: 'Home', roles: ALL_ROLES, owner: 'host' },

  agentDashboard: {
    path: '/admin/agent/dashboard',
    title: 'Dashboard',
    roles: AGENT,
    owner: 'admin',
  },
  agentBookings: {
    path: '/admin/agent/bookings',
    title: 'Customer Bookings',
    roles: AGENT,
    owner: 'admin',
  },
  agentQuotes: { path: '/admin/agent/quotes', title: 'Sent Quotes', roles: AGENT, owner: 'admin' },
  agentAccount: {
    path: '/admin/agent/account',
    title: 'Your Account',
    roles: AGENT,
    owner: 'admin',
  },
  agentSupport: {
    path: '/admin/agent/support',
    title: 'Help & Support',
    roles: AGENT,
    owner: 'admin',
  },
  agentGuides: { path: '/admin/agent/guides', title: 'Guides', roles: AGENT, owner: 'admin' },
  completeSignup: {
    path: '/admin/agent/complete-signup',
    title: 'Complete your signup',
    roles: AGENT,
    owner: 'admin',
    hideAdminTabs: true,
  },
  agentSignup: {
    path: '/admin/agent/signup/:agentInviteId/:token',
    title: 'Agent signup',
    roles: 'public',
    owner: 'admin',
    hideAdminTabs: true,
    skipsSessionCheck: true,
  },
  passwordReset: {
    path: '/admin/agent/password-reset/:apiUserId/:token/:apiUserPasswordResetId',
    title: 'Password reset',
    roles: 'public',
    owner: 'admin',
    hideAdminTabs: true,
    skipsSessionCheck: true,
  },
  organisationDashboard: {
    path: '/admin/organisation/dashboard',
    title: 'Organisation Dashboard',
    roles: ['ORGANISATION'],
    owner: 'admin',
  },
  accountsDashboard: {
    path: '/admin/accounts/dashboard',
    title: 'Accounts Dashboard',
    roles: ['ACCOUNTS'],
    owner: 'admin',
  },

  villas: { path: '/villas', title: 'Search Properties', roles: AGENT, owner: 'search' },
  villa: { path: '/villa/:id', title: 'Villa', roles: AGENT, owner: 'villa' },

  optionalExtras: {
    path: '/optional-extras',
    title: 'Optional Extras',
    roles: AGENT,
    owner: 'booking',
  },
  checkout: {
    path: '/checkout/:product/:stage/:ref?',
    title: 'Checkout',
    roles: AGENT,
    owner: 'booking',
  },
  checkoutCompleted: {
    path: '/checkout-completed/:ref',
    title: 'Thank You!',
    roles: AGENT,
    owner: 'booking',
  },
  bookingDetail: {
    path: '/admin/agent/bookings/:ref',
    title: 'Booking',
    roles: AGENT,
    owner: 'booking',
  },

  communityList: {
    path: '/communities/:letter',
    title: 'Communities',
    roles: AGENT,
    owner: 'content',
  },
  community: { path: '/community/:id', title: 'Community', roles: AGENT, owner: 'content' },
  aboutFlorida: {
    path: '/about-florida/:sectionName?',
    title: 'About Florida',
    roles: AGENT,
    owner: 'content',
  },
  weather: { path: '/about-florida/weather', title: 'Weather', roles: AGENT, owner: 'content' },
  wildlife: { path: '/about-florida/wildlife', title: 'Wildlife', roles: AGENT, owner: 'content' },
  map: { path: '/about-florida/map', title: 'Map', roles: AGENT, owner: 'content' },
  themePark: {
    path: '/about-florida/theme-parks/:parkId',
    title: 'Theme Park',
    roles: AGENT,
    owner: 'content',
  },
  ride: {
    path: '/about-florida/theme-parks/:parkId/:rideId',
    title: 'Ride',
    roles: AGENT,
    owner: 'content',
  },
  terms: {
    path: '/terms-conditions/:type',
    title: 'Terms & Conditions',
    // Public: someone signing up by invitation has no log-in yet and must be able to read the
    // agent terms first (issue 16); the booking terms are the customer's anyway.
    roles: 'public',
    owner: 'content',
  },
} as const satisfies Record<string, RouteDefinition>;

export type RouteId = keyof typeof routeTable;

/** A path that only forwards somewhere else. */
export interface Redirect {
  from: string;
  to: string;
  roles: readonly Role[];
}

/** Paths that only forward somewhere else; the host owns them. */
export const redirects: readonly Redirect[] = [
  { from: '/admin/agent', to: '/admin/agent/dashboard', roles: AGENT },
  { from: '/admin/organisation', to: '/admin/organisation/dashboard', roles: ['ORGANISATION'] },
  { from: '/admin/accounts', to: '/admin/accounts/dashboard', roles: ['ACCOUNTS'] },
  { from: '/communities', to: '/communities/A', roles: AGENT },
  { from: '/about-florida/communities', to: '/communities/A', roles: AGENT },
];

/** The ids a remote owns, for typing its manifest. */
export type RouteIdsOf<O extends RouteOwner> = {
  [K in RouteId]: (typeof routeTable)[K]['owner'] extends O ? K : never;
}[RouteId];
