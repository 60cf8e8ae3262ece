// Only generatePath's type, for the params of each pattern: nothing of react-router is bundled.
// eslint-disable-next-line no-restricted-imports -- a type, not the router instance
import type { generatePath } from 'react-router';
import { linkTable, redirects, type LinkId } from './links';

type ParamsOf<Id extends LinkId> = Parameters<typeof generatePath<(typeof linkTable)[Id]>>[1];

/**
 * A link-table pattern with its params filled in and encoded, as react-router's generatePath
 * fills it (an optional last segment without a value is left out). A few lines of our own:
 * importing generatePath put the whole of react-router (14 KB gzip) into every remote's pages,
 * beside the copy the host shares with them. Its type still types the params.
 */
function fillPath(pattern: string, params: Record<string, unknown> = {}): string {
  const segments = pattern.split('/').map((segment) => {
    const match = /^:([\w-]+)(\??)$/.exec(segment);
    if (!match) return segment;
    const [, key, optional] = match;
    const value = params[key];
    if (value === undefined || value === null) {
      if (optional) return '';
      throw new Error(`${pattern}: no value for :${key}`);
    }
    return encodeURIComponent(String(value));
  });
  return segments.filter((segment, i) => i === 0 || segment !== '').join('/') || '/';
}

/** The path of a linked screen, its parameters filled in (and encoded). */
function pathOf<Id extends LinkId>(id: Id, params?: ParamsOf<Id>, query = ''): string {
  const path = fillPath(linkTable[id], params as Record<string, unknown> | undefined);
  return query ? `${path}?${query}` : path;
}

/** The path a redirect forwards from. */
function redirectFrom(to: string): string {
  const redirect = redirects.find((r) => r.to === to);
  if (!redirect) throw new Error(`no redirect to ${to}`);
  return redirect.from;
}

/**
 * Links between screens go through here, never through hand-built strings: each builds its path
 * from the link table (`fillPath`), so a path changes in one place (links.ts).
 */
export const paths = {
  login: () => pathOf('login'),
  home: () => pathOf('home'),
  impersonate: () => pathOf('impersonate'),
  accessDenied: () => pathOf('home', undefined, 'rolestatus=invalid'),
  agentDashboard: () => pathOf('agentDashboard'),
  agentBookings: () => pathOf('agentBookings'),
  agentQuotes: () => pathOf('agentQuotes'),
  agentAccount: () => pathOf('agentAccount'),
  agentSupport: () => pathOf('agentSupport'),
  agentGuides: () => pathOf('agentGuides'),
  completeSignup: () => pathOf('completeSignup'),
  /** /admin/agent, which forwards to the dashboard. */
  agentAdmin: () => redirectFrom(pathOf('agentDashboard')),
  organisationDashboard: () => pathOf('organisationDashboard'),
  accountsDashboard: () => pathOf('accountsDashboard'),
  villas: (query = '') => pathOf('villas', undefined, query),
  villa: (id: number | string, query = '') => pathOf('villa', { id: String(id) }, query),
  optionalExtras: (query = '') => pathOf('optionalExtras', undefined, query),
  checkout: (
    product: 'reserve' | 'all',
    stage: 'optional-extras' | 'customer-details',
    ref?: string,
  ) => pathOf('checkout', { product, stage, ref }),
  checkoutCompleted: (ref: string) => pathOf('checkoutCompleted', { ref }),
  bookingDetail: (ref: string) => pathOf('bookingDetail', { ref }),
  /** /communities, which forwards to the letter A. */
  communitiesIndex: () => redirectFrom(pathOf('communityList', { letter: 'A' })),
  communities: (letter = 'A') => pathOf('communityList', { letter }),
  community: (id: number | string) => pathOf('community', { id: String(id) }),
  aboutFlorida: (section?: string) => pathOf('aboutFlorida', { sectionName: section }),
  themePark: (parkId: number | string) => pathOf('themePark', { parkId: String(parkId) }),
  ride: (parkId: number | string, rideId: number | string) =>
    pathOf('ride', { parkId: String(parkId), rideId: String(rideId) }),
  terms: (type: 'vc-booking' | 'vc-agent-signup') => pathOf('terms', { type }),
  officeLogin: () => pathOf('officeLogin'),
  officeHome: () => pathOf('officeHome'),
  officeVillas: (query = '') => pathOf('officeVillas', undefined, query),
  officeNewVilla: () => pathOf('officeNewVilla'),
  officeVilla: (id: number | string) => pathOf('officeVilla', { id: String(id) }),
  villasInCommunity: (comId: number | string) =>
    pathOf('villas', undefined, `filters[community]=${comId}`),
} as const;
