import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic, { type SetHeadersResponse } from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { PortalBoot } from '@villa/shared/routes';
import { MESSAGES } from '../errors';
import { firstPaintPreloads, type FirstPaintImages } from './firstPaint';
import { createBootReader, withBootData, type BootReader } from './portalBoot';
import { openingCallPaths, openingCallsScript, withOpeningCalls } from './openingCalls';
import { hostScreenOf, isPortalRoute, remoteScreenOf } from './portalRoutes';
import {
  hostFilesFor,
  hostPreloadGroups,
  hostScreenPreloads,
  linkHeader,
  pageEntryFiles,
  remoteRoutePreloads,
} from './preloadHints';
import {
  REMOTE_NAMES,
  deployDir,
  deployedVersionFolder,
  readRemotesJson,
  remotesJsonFiles,
} from './remotes';

/** Files whose name stays the same across builds: the browser must check them every time. */
const ALWAYS_REVALIDATE = new Set([
  'index.html',
  'remotes.json',
  'remoteEntry.js',
  'mf-manifest.json',
  'mf-stats.json',
]);
/** webpack's [contenthash] names: main.958af39a7d.js, 113.8e951597d4.js.LICENSE.txt ... */
const CONTENT_HASHED = /\.[0-9a-f]{8,}\.[^/]+$/i;

const IMMUTABLE = 'public, max-age=31536000, immutable';

export function cacheControlFor(fileName: string) {
  if (!ALWAYS_REVALIDATE.has(fileName) && CONTENT_HASHED.test(fileName)) {
    return IMMUTABLE;
  }
  return 'no-cache';
}

/** The suffix of a build's compressed copy of a file. */
const PRECOMPRESSED_SUFFIX = /\.(br|gz)$/;

/**
 * Cache headers by file. A deployed version folder (`pnpm deploy:remote`) never changes once
 * written (its name is its content's hash), so even its remoteEntry.js and mf-manifest.json are
 * cached for good there: a preloaded entry is then used as it is, not asked for again.
 */
const cacheHeaders = (deployed: string | null) => (res: SetHeadersResponse, filePath: string) => {
  // The file sent may be a build's compressed copy of the one asked for (main.<hash>.js.br).
  const name = path.basename(filePath).replace(PRECOMPRESSED_SUFFIX, '');
  const inVersionFolder =
    deployed !== null && filePath.startsWith(path.join(deployed, 'remotes') + path.sep);
  res.setHeader(
    'cache-control',
    inVersionFolder && name !== 'index.html' ? IMMUTABLE : cacheControlFor(name),
  );
  // Which copy is sent depends on the browser's accept-encoding: a shared cache must know.
  res.setHeader('vary', 'accept-encoding');
};

/** A last path segment with an extension names a file, never a screen of the portal. */
const looksLikeFile = (pathname: string) =>
  /\.[a-z0-9]{1,8}$/i.test(pathname.split('/').pop() ?? '');

/**
 * Serves the built portal beside the API: the host at /, each remote under /remotes/<name>/
 * (its deployed versions under /remotes/<name>/<version>/, from the deploy folder), and
 * remotes.json (REMOTES_JSON when set, else the deploy folder's or the host build's). Registered after the API so /api wins.
 */
export async function registerPortal(
  app: FastifyInstance,
  { firstPaintImages = {} }: { firstPaintImages?: FirstPaintImages } = {},
) {
  const { config } = app.services;
  const remotesFiles = remotesJsonFiles(config);
  const deployed = deployDir(config);
  const portalRoot = config.portalRoot;
  const hostDist = portalRoot ? path.join(portalRoot, 'host', 'dist') : null;
  const page: PageSource = {
    hostDist: hostDist ?? '',
    boot: createBootReader(app, portalRoot),
    remotesJson: () => readRemotesJson(remotesFiles),
    firstPaintImages,
  };

  if (remotesFiles.length > 0) {
    app.get('/remotes.json', async (_request, reply) => {
      const text = await readRemotesJson(remotesFiles);
      if (text === null) return notFound(reply);
      return reply
        .header('cache-control', 'no-cache')
        .header('access-control-allow-origin', '*')
        .type('application/json; charset=utf-8')
        .send(text);
    });
  }

  if (hostDist && portalRoot) {
    // Source maps stay on the disk (for an error tracker), never sent: they are the portal's
    // whole source.
    app.addHook('onRequest', async (request, reply) => {
      if (request.url.split('?')[0].endsWith('.map')) return notFound(reply);
    });
    await app.register(fastifyStatic, {
      root: hostDist,
      prefix: '/',
      wildcard: true,
      cacheControl: false,
      dotfiles: 'ignore',
      index: false,
      setHeaders: cacheHeaders(deployed),
      // The build writes .br and .gz beside each script, style sheet and manifest
      // (build/webpack-config.cjs): sent as they are, the one the browser accepts.
      preCompressed: true,
    });

    // The page itself always goes through sendPage (these exact routes win over the wildcard).
    app.get('/', (request, reply) => sendPage(reply, page, pageUrl(request, '/')));
    app.get('/index.html', (request, reply) => sendPage(reply, page, pageUrl(request, '/')));

    app.get<{ Params: { name: string; '*': string } }>(
      '/remotes/:name/*',
      async (request, reply) => {
        const name = request.params.name as (typeof REMOTE_NAMES)[number];
        if (!REMOTE_NAMES.includes(name)) return notFound(reply);
        // The host page loads remotes from other origins in development and split deployments.
        reply.header('access-control-allow-origin', '*');
        // /remotes/<name>/<version>/… : a build `pnpm deploy:remote` put in the deploy folder.
        const [first, ...rest] = request.params['*'].split('/');
        const version = deployedVersionFolder(deployed, name, first);
        if (version) return reply.sendFile(rest.join('/') || 'index.html', version);
        return reply.sendFile(
          request.params['*'] || 'index.html',
          path.join(portalRoot, `remote-${name}`, 'dist'),
        );
      },
    );
  }

  app.setNotFoundHandler(async (request, reply) => {
    if (hostDist && isHistoryRoute(request)) {
      // Not a screen of the portal: still the page (it shows its own "not found"), but a 404,
      // so nobody (scanners included) takes /backup or /wp-admin for something that exists.
      // The screens are those of the boot data the page itself carries.
      const boot = await page.boot.read(await page.remotesJson());
      const url = pageUrl(request);
      const status = isPortalRoute(url.pathname, boot.routes) ? 200 : 404;
      return sendPage(reply.code(status), page, url, boot);
    }
    return notFound(reply);
  });
}

/** What the page is made of: the host's index.html and the boot data written into it. */
interface PageSource {
  hostDist: string;
  boot: BootReader;
  remotesJson: () => Promise<string | null>;
  firstPaintImages: FirstPaintImages;
}

/**
 * index.html is always sent whole, never as a 304: its Content-Security-Policy is computed from
 * the current remotes.json, and a 304 would leave the browser with the policy of the old one,
 * blocking a remote just moved to a new origin. It carries the boot data (portalBoot.ts): where
 * the remotes are and their routes, as of this request.
 */
async function sendPage(
  reply: FastifyReply,
  page: PageSource,
  { pathname, search }: PageUrl,
  known?: PortalBoot,
) {
  const [template, boot, hostGroups, openingScript] = await Promise.all([
    readFile(path.join(page.hostDist, 'index.html'), 'utf8'),
    known ?? page.remotesJson().then((text) => page.boot.read(text)),
    hostPreloadGroups(page.hostDist),
    openingCallsScript(page.hostDist),
  ]);
  let html = template;
  // A remote's screen: the files its page fetches first are fetched while the host's script
  // is still on its way, rather than one round trip after another (preloadHints.ts).
  // Its first picture too, when the domain knows it from the URL (firstPaint.ts).
  const screen = remoteScreenOf(pathname, boot.routes);
  const entry = screen && boot.remotes[screen.remote];
  if (entry) {
    // Its data calls leave as soon as the page is read, not after the host's script has come.
    const calls = openingCallPaths(screen.route, pathname, search);
    if (openingScript && calls.length > 0) {
      html = withOpeningCalls(template, openingScript, calls, screen.route.roles);
      reply.inlineScripts = [openingScript.hash];
    }
    reply.header(
      'link',
      linkHeader([
        ...remoteRoutePreloads({
          pageFiles: pageEntryFiles(template),
          hostFiles: hostFilesFor(hostGroups, screen.route.shared),
          entry,
          pageAssets: screen.route.assets,
        }),
        ...(await firstPaintPreloads(pathname, page.firstPaintImages)),
      ]),
    );
  } else {
    // One of the host's own screens: its page's chunk, when it is one (/login).
    const screenId = hostScreenOf(pathname);
    const preloads = screenId
      ? hostScreenPreloads({ pageFiles: pageEntryFiles(template), groups: hostGroups, screenId })
      : [];
    if (preloads.length > 0) reply.header('link', linkHeader(preloads));
  }
  return reply
    .header('cache-control', 'no-cache')
    .type('text/html; charset=utf-8')
    .send(withBootData(html, boot));
}

/** The page's path and query, as the browser asked for it. */
type PageUrl = Pick<URL, 'pathname' | 'search'>;

function pageUrl(request: FastifyRequest, pathname?: string): PageUrl {
  const at = request.url.indexOf('?');
  const search = at === -1 ? '' : request.url.slice(at);
  return { pathname: pathname ?? (at === -1 ? request.url : request.url.slice(0, at)), search };
}

function isHistoryRoute(request: FastifyRequest) {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const pathname = request.url.split('?')[0];
  if (pathname === '/api' || pathname.startsWith('/api/')) return false;
  if (pathname === '/remotes' || pathname.startsWith('/remotes/')) return false;
  return !looksLikeFile(pathname);
}

function notFound(reply: FastifyReply) {
  return reply.code(404).send({ errors: [MESSAGES.notFound] });
}
