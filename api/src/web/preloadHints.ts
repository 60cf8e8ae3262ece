import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';

/** One file the browser should fetch before the page's script asks for it. */
export interface Preload {
  href: string;
  as: 'script' | 'style' | 'fetch' | 'image';
  /** An image the page paints first is asked for ahead of the scripts that will draw it. */
  fetchpriority?: 'high';
  /**
   * Fetched in CORS mode (anonymous). A preload is used only by a request of the same mode, so
   * this must say what the requester does: fetch() always; scripts never here (the federation
   * runtime's createScript, host remoteTimeoutPlugin.ts, fetches a remote's entry and exposed
   * module in CORS mode only from another origin, whose preloads must not be used: sameOrigin).
   */
  crossorigin?: boolean;
}

const kindOf = (file: string): Preload['as'] => (file.endsWith('.css') ? 'style' : 'script');

/**
 * What the page of a remote's route will fetch first, so the browser can fetch it while it
 * still reads the host's script: the page's own script and stylesheet first, the host's files
 * the page needs (hostFilesFor), the remote's mf-manifest.json (its entry, as remotes.json names it),
 * its remoteEntry.js beside it, and the files the route's manifest lists for its page.
 */
export function remoteRoutePreloads(opts: {
  pageFiles?: readonly string[];
  hostFiles: readonly string[];
  entry: string;
  pageAssets?: readonly string[];
}): Preload[] {
  const base = opts.entry.slice(0, opts.entry.lastIndexOf('/') + 1);
  const all: Preload[] = [
    ...(opts.pageFiles ?? []).map((href): Preload => ({ href, as: kindOf(href) })),
    ...opts.hostFiles.map((file): Preload => ({ href: `/${file}`, as: kindOf(file) })),
    { href: opts.entry, as: 'fetch', crossorigin: true },
    { href: `${base}remoteEntry.js`, as: 'script' },
    // A page's chunks are asked for in the mode of their preload, so for a remote on another
    // origin that was down at page load a preload would hand Retry the failure again (seen in
    // CI: "Loading chunk 529 failed" after the search remote came back). They are preloaded
    // only from the page's own server.
    ...(sameOrigin(opts.entry) ? (opts.pageAssets ?? []) : []).map((file): Preload => ({
      href: `${base}${file}`,
      as: kindOf(file),
    })),
  ];
  // A chunk both of the host's groups need is listed once.
  return all.filter((preload, i) => all.findIndex((p) => p.href === preload.href) === i);
}

/**
 * A remote served by the page's own server, named by a path. Only its files' preloads match the
 * runtime's requests: a preload the runtime uses is used as it came, failure included, and a
 * remote elsewhere may be down when the page loads and back when the agent presses Retry (the
 * entry's preload of a remote on another origin, in another mode than the runtime's request, is
 * still a warm connection and a cached copy).
 */
const sameOrigin = (entry: string) => entry.startsWith('/') && !entry.startsWith('//');

/**
 * The preloads as `Link` header values. `crossorigin` is anonymous: same-origin credentials, as
 * fetch() and a crossorigin script send by default.
 */
export function linkHeader(preloads: readonly Preload[]): string {
  return preloads
    .map(
      ({ href, as, crossorigin, fetchpriority }) =>
        `<${href}>; rel=preload; as=${as}${crossorigin ? '; crossorigin' : ''}${
          fetchpriority ? `; fetchpriority=${fetchpriority}` : ''
        }`,
    )
    .join(', ');
}

/**
 * The page's own script and stylesheet, named in index.html: listed first, so the host's script
 * is not queued behind the remote's files on a connection that fetches a few at a time.
 */
export function pageEntryFiles(html: string): string[] {
  const head = html.slice(0, html.indexOf('</head>') + 1 || undefined);
  const scripts = [...head.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map((m) => m[1]);
  const styles = [...head.matchAll(/<link[^>]*\shref="([^"]+\.css)"/g)].map((m) => m[1]);
  return [...scripts, ...styles].filter((href) => href.startsWith('/'));
}

/** The host build's preload.json: each chunk group's files, by name (see hostFilesFor). */
export type HostPreloadGroups = Readonly<Record<string, readonly string[]>>;

/** The group of what every remote page needs: the federation runtime and TanStack Query. */
const REMOTE_RUNTIME = 'remote-runtime';

/**
 * The host's files a remote page fetches first: the remote runtime's, then the host's copy of
 * each shared module the page uses (its route manifest's `shared`, share keys; preload.json
 * lists those groups under the same keys). A manifest without `shared` (built before it was
 * written) gets every group, as before.
 */
export function hostFilesFor(groups: HostPreloadGroups, shared?: readonly string[]): string[] {
  const keys =
    shared ?? Object.keys(groups).filter((key) => key !== REMOTE_RUNTIME && !isHostPage(key));
  return [REMOTE_RUNTIME, ...keys].flatMap((key) =>
    Object.hasOwn(groups, key) ? groups[key] : [],
  );
}

/** The groups of the host's own pages that are chunks of their own: `page-<id>`. */
const isHostPage = (key: string) => key.startsWith('page-');

/**
 * What the page of one of the host's own screens fetches first: its script and stylesheet,
 * then its page's chunk group when it has one (/login: `page-login`), instead of one round trip
 * after the script has run.
 */
export function hostScreenPreloads(opts: {
  pageFiles: readonly string[];
  groups: HostPreloadGroups;
  screenId: string;
}): Preload[] {
  const key = `page-${opts.screenId}`;
  const files = Object.hasOwn(opts.groups, key) ? opts.groups[key] : [];
  if (files.length === 0) return [];
  const all = [...opts.pageFiles, ...files.map((file) => `/${file}`)];
  return [...new Set(all)].map((href): Preload => ({ href, as: kindOf(href) }));
}

let hostGroupsCache: { file: string; mtimeMs: number; groups: HostPreloadGroups } | undefined;

/**
 * The host build's preload.json ({} when there is none), read again only when the file changes
 * (a new host build in place).
 */
export async function hostPreloadGroups(hostDist: string): Promise<HostPreloadGroups> {
  const file = path.join(hostDist, 'preload.json');
  try {
    const { mtimeMs } = await stat(file);
    if (hostGroupsCache?.file === file && hostGroupsCache.mtimeMs === mtimeMs) {
      return hostGroupsCache.groups;
    }
    const parsed = JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>;
    const groups: Record<string, readonly string[]> = {};
    for (const [key, list] of Object.entries(parsed)) {
      if (!Array.isArray(list)) continue;
      groups[key] = (list as unknown[]).filter(
        (f): f is string => typeof f === 'string' && /^[\w.-]+\.(js|css)$/.test(f),
      );
    }
    hostGroupsCache = { file, mtimeMs, groups };
    return groups;
  } catch {
    return {};
  }
}
