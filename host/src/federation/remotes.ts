import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteName, RemoteRoute } from '@villa/shared/routes';

/** remotes.json, served beside the host: where each remote is deployed right now. */
export type RemoteLocations = Record<RemoteName, string>;

/** Whole-load deadline, above the plugin's per-request time-out, so Retry shows within 6 s. */
const REMOTE_LOAD_DEADLINE_MS = 5000;

let registered: Promise<void> | undefined;

/** Reads remotes.json once and registers every remote; nothing is fetched from them yet. */
export function registerRemoteLocations(): Promise<void> {
  registered ??= fetch('/remotes.json', { cache: 'no-cache' })
    .then((response) => {
      if (!response.ok) throw new Error(`remotes.json answered ${response.status}`);
      return response.json() as Promise<RemoteLocations>;
    })
    .then((locations) => {
      registerRemotes(
        Object.entries(locations).map(([name, entry]) => ({
          name,
          entry: new URL(entry, location.href).href,
        })),
      );
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
      () => reject(new Error(`remote ${remote} did not answer in time`)),
      REMOTE_LOAD_DEADLINE_MS,
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
export async function loadRemoteRoutes(remote: RemoteName): Promise<Record<string, RemoteRoute>> {
  await registerRemoteLocations();
  const loaded = await withDeadline(
    loadRemote<{ routes: Record<string, RemoteRoute> }>(`${remote}/routes`),
    remote,
  );
  if (!loaded?.routes) throw new Error(`remote ${remote} exposes no routes`);
  return loaded.routes;
}
