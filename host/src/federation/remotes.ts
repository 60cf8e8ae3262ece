import type { ComponentType } from 'react';
import type { RemoteName, RemotePage } from '@villa/shared/routes';
import { federation } from './federation';
import { remoteLoadLimitMs } from './loadLimit';
import { remoteLocations, type RemoteLocations } from './remoteLocations';
import { reportRemoteLoadFailure } from './reportLoadFailure';
import { noteRemoteLoad } from '../tracing/remoteLoads';

let registered: Promise<RemoteLocations> | undefined;
/**
 * Remotes whose last load failed or is still running: they are registered afresh before the
 * next attempt, so a Retry during a slow load asks again rather than joining the stalled one.
 */
const unsettledRemotes = new Set<RemoteName>();

function entryUrl(entry: string) {
  return new URL(entry, location.href).href;
}

/**
 * Starts the federation runtime and registers every remote of the boot data (on the first
 * visit to a remote route, not at start); nothing is fetched from the remotes themselves yet.
 */
export function registerRemoteLocations(): Promise<RemoteLocations> {
  registered ??= federation()
    .then((runtime) => {
      const locations = remoteLocations();
      runtime.registerRemotes(
        Object.entries(locations).map(([name, entry]) => ({ name, entry: entryUrl(entry) })),
      );
      return locations;
    })
    .catch((error: unknown) => {
      registered = undefined;
      throw error;
    });
  return registered;
}

function withDeadline<T>(promise: Promise<T>, remote: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`remote ${remote} did not load within the load limit`)),
      remoteLoadLimitMs(),
    );
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/** Loads one remote's route manifest; rejects (never hangs) when the remote is down. */
export async function loadRemoteRoutes(remote: RemoteName): Promise<Record<string, RemotePage>> {
  const locations = await registerRemoteLocations();
  const entry = locations[remote];
  if (!entry) throw new Error(`remotes.json names no ${remote} remote`);
  if (unsettledRemotes.has(remote)) {
    // The runtime keeps what it learnt of a remote (manifest, entry, module cache); a forced
    // registration drops all of it, so a retry really fetches again.
    (await federation()).registerRemotes([{ name: remote, entry: entryUrl(entry) }], {
      force: true,
    });
  }
  unsettledRemotes.add(remote);
  const start = performance.now();
  try {
    const loaded = await withDeadline(
      (await federation()).loadRemote<{ routes: Record<string, RemotePage> }>(`${remote}/routes`),
      remote,
    );
    if (!loaded?.routes) throw new Error(`remote ${remote} exposes no routes`);
    unsettledRemotes.delete(remote);
    noteRemoteLoad({ remote, start, end: performance.now(), ok: true });
    return loaded.routes;
  } catch (error) {
    unsettledRemotes.add(remote);
    noteRemoteLoad({ remote, start, end: performance.now(), ok: false });
    reportRemoteLoadFailure(remote, error);
    throw error;
  }
}

/** The page component of one remote-owned route. */
export async function loadRemotePage(remote: RemoteName, id: string): Promise<ComponentType> {
  const routes = await loadRemoteRoutes(remote);
  const route = routes[id];
  if (!route) throw new Error(`remote ${remote} has no route ${id}`);
  const page = await route.page();
  return page.default;
}
