import { isStaffRole, type Role } from '../contract/roles';

/** The six remotes; the host owns the rest (log-in, impersonation, home). */
export type RemoteName = 'search' | 'villa' | 'booking' | 'admin' | 'content' | 'office';
/** Which app shows a screen: the host itself or one of the remotes. */
export type RouteOwner = 'host' | RemoteName;
export const REMOTE_NAMES = [
  'search',
  'villa',
  'booking',
  'admin',
  'content',
  'office',
] as const satisfies readonly RemoteName[];

/**
 * The screens one app links to in another, by id, with their path patterns (react-router
 * syntax) so that `paths.*` stays typed (docs/adr/0014). Only links live here: a screen's
 * title, roles and data calls are its remote's route manifest (remote-<name>/src/routes.json),
 * read at run time, so a remote adds, renames or removes a page without a change here. A
 * remote's manifest must give a linked id this very pattern (shared/src/routes/manifests.test.ts).
 */
export const linkTable = {
  login: '/login',
  impersonate: '/admin/impersonate',
  home: '/',

  agentDashboard: '/admin/agent/dashboard',
  agentBookings: '/admin/agent/bookings',
  agentQuotes: '/admin/agent/quotes',
  agentAccount: '/admin/agent/account',
  agentSupport: '/admin/agent/support',
  agentGuides: '/admin/agent/guides',
  completeSignup: '/admin/agent/complete-signup',
  organisationDashboard: '/admin/organisation/dashboard',
  accountsDashboard: '/admin/accounts/dashboard',

  villas: '/villas',
  villa: '/villa/:id',

  optionalExtras: '/optional-extras',
  checkout: '/checkout/:product/:stage/:ref?',
  checkoutCompleted: '/checkout-completed/:ref',
  bookingDetail: '/admin/agent/bookings/:ref',

  communityList: '/communities/:letter',
  community: '/community/:id',
  aboutFlorida: '/about-florida/:sectionName?',
  themePark: '/about-florida/theme-parks/:parkId',
  ride: '/about-florida/theme-parks/:parkId/:rideId',
  terms: '/terms-conditions/:type',

  officeLogin: '/office/login',
  officeHome: '/office',
  officeVillas: '/office/villas',
  officeNewVilla: '/office/villas/new',
  officeVilla: '/office/villas/:id',
} as const;

/** A screen other apps link to. */
export type LinkId = keyof typeof linkTable;

/** The screens the host itself renders; every other screen comes from a remote's manifest. */
export const HOST_ROUTE_IDS = ['login', 'impersonate', 'home'] as const satisfies LinkId[];

/**
 * Whether a path can show a screen: routing is strict about a trailing slash, which
 * react-router itself ignores (/villa/1/ shows "Page not found"; "/" is a path like any other).
 * The host's router and the server that answers the page's URL both ask it.
 */
export const isStrictPath = (pathname: string) => pathname === '/' || !pathname.endsWith('/');

/** The provider's office: its paths are /office and /office/..., its sign-in page its own. */
export const isOfficePath = (pathname: string) =>
  pathname === linkTable.officeHome || pathname.startsWith(`${linkTable.officeHome}/`);

/** Where a role signs in: the office's page for staff, the agents' log-in for the rest. */
export const signInPathOf = (role: Role | null) =>
  isStaffRole(role) ? linkTable.officeLogin : linkTable.login;

/** Where a role starts: the office's dashboard for staff, home for the agents' roles. */
export const startPathOf = (role: Role | null) =>
  isStaffRole(role) ? linkTable.officeHome : linkTable.home;

/** A path that only forwards somewhere else. */
export interface Redirect {
  from: string;
  to: string;
  roles: readonly Role[];
}

const AGENT = ['AGENT'] as const;

/** Paths that only forward somewhere else; the host routes them, the server answers them 200. */
export const redirects: readonly Redirect[] = [
  { from: '/admin/agent', to: linkTable.agentDashboard, roles: AGENT },
  { from: '/admin/organisation', to: linkTable.organisationDashboard, roles: ['ORGANISATION'] },
  { from: '/admin/accounts', to: linkTable.accountsDashboard, roles: ['ACCOUNTS'] },
  { from: '/communities', to: '/communities/A', roles: AGENT },
  { from: '/about-florida/communities', to: '/communities/A', roles: AGENT },
];
