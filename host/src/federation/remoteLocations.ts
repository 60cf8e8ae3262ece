import type { RemoteName } from '@villa/shared/routes';

/** remotes.json: where each remote is deployed right now (from the page's boot data). */
export type RemoteLocations = Partial<Record<RemoteName, string>>;

// A module of its own: the first script sets it, and the federation code (a chunk of its own,
// never loaded by the log-in page) reads it.
let locations: RemoteLocations = {};

/** Where the remotes are, as the page's boot data says (bootstrap.tsx, before the first render). */
export function setRemoteLocations(remotes: RemoteLocations) {
  locations = remotes;
}

export const remoteLocations = () => locations;
