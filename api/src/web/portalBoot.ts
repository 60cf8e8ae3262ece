import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import {
  PORTAL_BOOT_ELEMENT_ID,
  REMOTE_NAMES,
  endpointNamed,
  manifestUrlOf,
  routeManifestSchema,
  type BootManifest,
  type PortalBoot,
  type RemoteName,
  type RouteManifest,
} from '@villa/shared/routes';

/*
 * The page's boot data (docs/adr/0014): remotes.json and every remote's route manifest
 * (routes.json beside its mf-manifest.json), written into index.html so the host guards,
 * titles and routes every screen before any remote code loads, with no round trip to learn
 * them. The same manifests decide the server's 200 or 404 for a history route.
 */

/** A manifest on another origin is given this long; past it the page is sent without it. */
const REMOTE_MANIFEST_TIMEOUT_MS = 1500;
/** A manifest read over HTTP (or a failure to read it) is kept this long. */
const REMOTE_MANIFEST_CACHE_MS = 5000;
/** A relative entry is resolved against this; only its path is used. */
const LOCAL_BASE = 'http://portal.invalid/';

/**
 * The manifest with each data call's method and path from the endpoint table, so the host can
 * start it without carrying the table. A call naming no GET endpoint is left out: a navigation
 * never changes anything, and the page still asks for its own data.
 */
function withEndpoints(manifest: RouteManifest): BootManifest {
  const routes: BootManifest['routes'] = {};
  for (const [id, route] of Object.entries(manifest.routes)) {
    const data = route.data?.flatMap((call) => {
      const endpoint = endpointNamed(call.endpoint);
      return endpoint?.method === 'GET'
        ? [{ ...call, method: 'GET' as const, path: endpoint.path }]
        : [];
    });
    routes[id] = data ? { ...route, data } : route;
  }
  return { ...manifest, routes };
}

function parseManifest(text: string, remote: RemoteName): BootManifest | null {
  try {
    const parsed = v.safeParse(routeManifestSchema, JSON.parse(text));
    return parsed.success && parsed.output.remote === remote ? withEndpoints(parsed.output) : null;
  } catch {
    return null;
  }
}

/** Reads remotes.json and the manifests of the remotes it names. */
export interface BootReader {
  read(remotesJson: string | null): Promise<PortalBoot>;
}

/**
 * A remote served by this server (a relative entry URL) is read through the server's own
 * routes, wherever they map it (a remote's dist, a deployed version's folder); one on another
 * origin over HTTP, with a short timeout and a short cache. A remote whose current manifest
 * cannot be read keeps the last one this server read for it, else the one of its build in the
 * portal root (remote-<name>/dist/routes.json); with none, its routes are missing and the rest
 * of the portal works.
 */
export function createBootReader(app: FastifyInstance, portalRoot: string | null): BootReader {
  const lastGood = new Map<RemoteName, BootManifest>();
  const remoteCache = new Map<string, { at: number; text: Promise<string | null> }>();

  async function readLocal(url: URL): Promise<string | null> {
    const res = await app.inject({ method: 'GET', url: url.pathname });
    return res.statusCode === 200 ? res.body : null;
  }

  function readRemote(url: string): Promise<string | null> {
    const cached = remoteCache.get(url);
    if (cached && Date.now() - cached.at < REMOTE_MANIFEST_CACHE_MS) return cached.text;
    const text = fetch(url, { signal: AbortSignal.timeout(REMOTE_MANIFEST_TIMEOUT_MS) })
      .then((res) => (res.ok ? res.text() : null))
      .catch(() => null);
    remoteCache.set(url, { at: Date.now(), text });
    return text;
  }

  async function builtWithPortal(remote: RemoteName): Promise<BootManifest | null> {
    if (!portalRoot) return null;
    try {
      const file = path.join(portalRoot, `remote-${remote}`, 'dist', 'routes.json');
      return parseManifest(await readFile(file, 'utf8'), remote);
    } catch {
      return null;
    }
  }

  async function manifestOf(remote: RemoteName, entry: string): Promise<BootManifest | null> {
    let text: string | null = null;
    try {
      const url = new URL(manifestUrlOf(entry, LOCAL_BASE));
      text =
        url.origin === new URL(LOCAL_BASE).origin
          ? await readLocal(url)
          : await readRemote(url.href);
    } catch {
      text = null;
    }
    const manifest = text === null ? null : parseManifest(text, remote);
    if (manifest) {
      lastGood.set(remote, manifest);
      return manifest;
    }
    return lastGood.get(remote) ?? (await builtWithPortal(remote));
  }

  return {
    async read(remotesJson) {
      const remotes = parseRemotes(remotesJson);
      const manifests = await Promise.all(
        (Object.entries(remotes) as [RemoteName, string][]).map(
          async ([remote, entry]) => [remote, await manifestOf(remote, entry)] as const,
        ),
      );
      const routes: PortalBoot['routes'] = {};
      for (const [remote, manifest] of manifests) if (manifest) routes[remote] = manifest;
      return { remotes, routes };
    },
  };
}

/** The remotes of remotes.json: entry URL strings of known remotes; anything else is left out. */
function parseRemotes(remotesJson: string | null): PortalBoot['remotes'] {
  const remotes: PortalBoot['remotes'] = {};
  if (!remotesJson) return remotes;
  try {
    const parsed = JSON.parse(remotesJson) as Record<string, unknown>;
    for (const [name, entry] of Object.entries(parsed)) {
      if (REMOTE_NAMES.includes(name as RemoteName) && typeof entry === 'string') {
        remotes[name as RemoteName] = entry;
      }
    }
  } catch {
    // an unreadable remotes.json: no remotes, the host's own screens still work
  }
  return remotes;
}

/** The boot data the page carries: what to preload is the server's business only. */
function withoutAssets(boot: PortalBoot): PortalBoot {
  const routes: PortalBoot['routes'] = {};
  for (const [remote, manifest] of Object.entries(boot.routes) as [RemoteName, BootManifest][]) {
    routes[remote] = {
      ...manifest,
      routes: Object.fromEntries(
        Object.entries(manifest.routes).map(
          ([id, { assets: _assets, shared: _shared, ...route }]) => [id, route],
        ),
      ),
    };
  }
  return { ...boot, routes };
}

/**
 * index.html with the boot data as a JSON block before </head>. A JSON script block is never
 * executed, so the Content-Security-Policy has nothing to allow; '<' is escaped so no text of a
 * manifest can close the element.
 */
export function withBootData(html: string, boot: PortalBoot): string {
  const json = JSON.stringify(withoutAssets(boot)).replace(/</g, '\\u003c');
  const block = `<script id="${PORTAL_BOOT_ELEMENT_ID}" type="application/json">${json}</script>`;
  const at = html.indexOf('</head>');
  return at === -1 ? `${block}${html}` : `${html.slice(0, at)}${block}${html.slice(at)}`;
}
