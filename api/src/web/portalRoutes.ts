import {
  HOST_ROUTE_IDS,
  isStrictPath,
  linkTable,
  redirects,
  remoteScreens,
  type BootManifest,
  type PortalBoot,
  type RemoteName,
} from '@villa/shared/routes';

const compiled = new Map<string, RegExp>();

/** A react-router pattern as a regular expression: `:name` one non-empty segment, `:name?` an optional last one. */
function patternOf(path: string): RegExp {
  let pattern = compiled.get(path);
  if (!pattern) {
    const segments = path
      .split('/')
      .filter(Boolean)
      .map((segment) => {
        if (segment.startsWith(':')) return segment.endsWith('?') ? '(?:/[^/]+)?' : '/[^/]+';
        return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
      });
    pattern = new RegExp(`^${segments.join('') || '/'}/?$`);
    compiled.set(path, pattern);
  }
  return pattern;
}

/** Whether a react-router pattern shows a path, strict about a trailing slash as the host is. */
const shows = (path: string, pathname: string) =>
  isStrictPath(pathname) && patternOf(path).test(pathname);

/**
 * True when the path (no query) is a screen of the portal as the host routes it (the host's
 * own screens, the redirects and every remote's screen in the page's boot data), so the page
 * answers it with 200.
 */
export function isPortalRoute(pathname: string, routes: PortalBoot['routes']): boolean {
  const paths = [
    ...HOST_ROUTE_IDS.map((id) => linkTable[id]),
    ...redirects.map((redirect) => redirect.from),
    ...remoteScreens(routes).map((screen) => screen.path),
  ];
  return paths.some((path) => shows(path, pathname));
}

/**
 * The route params of a path shown by a react-router pattern (`/villa/:id` and `/villa/12` give
 * `{ id: '12' }`), or null when the pattern does not show it.
 */
export function routeParamsOf(path: string, pathname: string): Record<string, string> | null {
  if (!shows(path, pathname)) return null;
  const names = path.split('/').filter(Boolean);
  const values = pathname.split('/').filter(Boolean);
  const params: Record<string, string> = {};
  try {
    names.forEach((segment, i) => {
      const value = values[i];
      if (segment.startsWith(':') && value !== undefined) {
        params[segment.slice(1).replace(/\?$/, '')] = decodeURIComponent(value);
      }
    });
  } catch {
    return null; // a malformed escape names no record
  }
  return params;
}

/**
 * How specific a pattern is for a path it shows, as react-router ranks the routes that match:
 * each static segment 10, each param 3 (an optional one only when the path has it). So
 * /about-florida/map is the map's screen, not /about-florida/:sectionName? with "map".
 */
function specificity(path: string, pathname: string): number {
  const given = pathname.split('/').filter(Boolean).length;
  return path
    .split('/')
    .filter(Boolean)
    .reduce((score, segment, i) => {
      if (!segment.startsWith(':')) return score + 10;
      return i < given ? score + 3 : score;
    }, 0);
}

/**
 * The remote screen a path shows, if any: its remote and its manifest entry, among the screens
 * the host routes (shared remoteScreens: an id the host or an earlier remote has is not taken).
 */
export function remoteScreenOf(
  pathname: string,
  routes: PortalBoot['routes'],
): { remote: RemoteName; route: BootManifest['routes'][string] } | undefined {
  let shown: { remote: RemoteName; route: BootManifest['routes'][string] } | undefined;
  let best = -1;
  for (const screen of remoteScreens(routes)) {
    if (!shows(screen.path, pathname)) continue;
    const score = specificity(screen.path, pathname);
    if (score > best) [shown, best] = [{ remote: screen.owner, route: screen }, score];
  }
  return shown;
}

/** The id of the host's own screen a path shows (`login` for /login), if any. */
export function hostScreenOf(pathname: string): string | undefined {
  return HOST_ROUTE_IDS.find((id) => shows(linkTable[id], pathname));
}
