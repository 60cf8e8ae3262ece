import { CONTRACT_VERSION, contractCompatible, type Role } from '@villa/shared/contract';
import {
  linkTable,
  remoteScreens,
  type BootDataCall,
  type PortalBoot,
  type RemoteName,
} from '@villa/shared/routes';

/** A screen of the portal as the host routes it: the host's own, or one of a remote's manifest. */
export interface Screen {
  id: string;
  owner: 'host' | RemoteName;
  /** Path pattern in react-router syntax; matched strictly (no trailing slash). */
  path: string;
  /** Second half of the document title: "<product> / <title>". */
  title: string;
  /** Roles allowed, or 'public' for pages that need no token. */
  roles: readonly Role[] | 'public';
  /** The agent's admin tabs are hidden here (signup routes). */
  hideAdminTabs?: boolean;
  /** The screen's line in the office's menu (an office screen's manifest gives it). */
  menu?: string;
  /** The once-a-second session check is skipped here. */
  skipsSessionCheck?: boolean;
  /** The API calls its page makes at once, started at navigation (remote/routeData.ts). */
  data?: readonly BootDataCall[];
}

/** The screens the host renders itself; every other screen is a remote's (docs/adr/0014). */
const hostScreens: readonly Screen[] = [
  { id: 'login', owner: 'host', path: linkTable.login, title: 'Log in', roles: 'public' },
  {
    id: 'impersonate',
    owner: 'host',
    path: linkTable.impersonate,
    title: 'Impersonating',
    roles: 'public',
    skipsSessionCheck: true,
  },
  {
    id: 'home',
    owner: 'host',
    path: linkTable.home,
    title: 'Home',
    roles: ['AGENT', 'ORGANISATION', 'ACCOUNTS'],
  },
];

let screens: readonly Screen[] = hostScreens;
let version = 0;
/** Remotes built against another major of the endpoint contract than this portal's. */
let outdated = new Set<RemoteName>();

/**
 * Takes the remotes' route manifests of the page's boot data (index.ts, before the first
 * render): from then on the host guards, titles and routes their screens. A remote cannot
 * take over a host screen's id (remoteScreens).
 */
export function installRemoteRoutes(routes: PortalBoot['routes']) {
  screens = [...hostScreens, ...remoteScreens(routes)];
  // The host is deployed with the API it serves, so its contract is the API's (docs/adr/0017).
  outdated = new Set(
    (Object.keys(routes) as RemoteName[]).filter(
      (remote) => !contractCompatible(routes[remote]?.contract, CONTRACT_VERSION),
    ),
  );
  version += 1;
}

/**
 * Whether a remote's manifest names an endpoint contract of another major than the API's: its
 * pages would read answers whose shapes changed, so the host shows "This section needs an
 * update" instead of running them.
 */
export const builtForAnotherContract = (remote: RemoteName) => outdated.has(remote);

/** Every screen: the host's, then each remote's in remotes.json order. */
export const allScreens = () => screens;

/** Changes whenever the table is installed again, for what is computed from it. */
export const routeTableVersion = () => version;

export const screenById = (id: string) => screens.find((screen) => screen.id === id);
