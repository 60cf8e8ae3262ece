import type { ComponentType } from 'react';
import { HOST_ROUTE_IDS, type RemoteName } from './links';
import type { DataCall, ManifestRoute, RouteManifest } from './manifestSchema';

/*
 * A remote's route manifest (docs/adr/0014): remote-<name>/src/routes.json, pure data, copied
 * by the build to routes.json beside mf-manifest.json. The server inlines every remote's
 * manifest into index.html (api/src/web/portalBoot.ts), so the host guards, titles and routes
 * a remote's pages before any remote code loads, and the server answers 200 or 404 from them.
 */

/**
 * A data call as the page's boot data carries it: the server adds the endpoint's method and
 * path pattern from the endpoint table (the host's first script does not carry the table).
 * Absent when the host fetched the manifests itself (the webpack dev server).
 */
export interface BootDataCall extends DataCall {
  method?: 'GET';
  /** The endpoint's path under /api, with :name placeholders. */
  path?: string;
}

/** A remote's manifest as the page's boot data carries it. */
export interface BootManifest extends Omit<RouteManifest, 'routes'> {
  routes: Record<string, Omit<ManifestRoute, 'data'> & { data?: BootDataCall[] }>;
}

/** What the page carries for the host before any remote code: where each remote is, its routes. */
export interface PortalBoot {
  /** remotes.json as it is: each remote's entry URL. */
  remotes: Partial<Record<RemoteName, string>>;
  /** Each remote's manifest; a remote whose manifest could not be read is missing. */
  routes: Partial<Record<RemoteName, BootManifest>>;
}

/** The id of the element holding the portal's boot data in index.html. */
export const PORTAL_BOOT_ELEMENT_ID = 'portal-boot';

/** Where a remote's manifest is, beside its entry (mf-manifest.json) wherever that is deployed. */
export const manifestUrlOf = (entryUrl: string, base: string) =>
  new URL('routes.json', new URL(entryUrl, base)).href;

/** A screen of the composed route table: a remote's manifest entry, with its id and owner. */
export interface RemoteScreen extends Omit<ManifestRoute, 'data'> {
  data?: BootDataCall[];
  id: string;
  owner: RemoteName;
}

/**
 * Every remote's screens in one list. An id a remote claims that the host's screens or another
 * remote already have is dropped (first remote in remotes.json order wins), so one bad manifest
 * cannot take over the host's or another team's page.
 */
export function remoteScreens(routes: PortalBoot['routes']): RemoteScreen[] {
  const seen = new Set<string>(HOST_ROUTE_IDS);
  const screens: RemoteScreen[] = [];
  for (const [owner, manifest] of Object.entries(routes) as [RemoteName, BootManifest][]) {
    for (const [id, route] of Object.entries(manifest.routes)) {
      if (seen.has(id)) continue;
      seen.add(id);
      screens.push({ ...route, id, owner });
    }
  }
  return screens;
}

/** A page as a remote's `./routes` module gives it: loaded when first visited. */
export interface RemotePage {
  page: () => Promise<{ default: ComponentType }>;
}

/**
 * The type of a remote's `./routes` module (its only exposed module): a page for every id of
 * its manifest, and for no other (`RemotePages<typeof import('./routes.json')>`).
 */
export type RemotePages<M extends { routes: Record<string, unknown> }> = {
  [K in keyof M['routes']]: RemotePage;
};
