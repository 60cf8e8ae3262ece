import type { ModuleFederation } from '@module-federation/enhanced/runtime';
import { sharedInMemory, sharedOnDemand, sharedVersions, sharedWithRuntime } from './sharedByHost';

let started: Promise<ModuleFederation> | undefined;

/** Where a remote's entry built with externalRuntime looks for the federation runtime. */
const EXTERNAL_RUNTIME_GLOBAL = '_FEDERATION_RUNTIME_CORE';

function provideRuntimeToRemotes(runtimeCore: object) {
  (globalThis as Record<string, unknown>)[EXTERNAL_RUNTIME_GLOBAL] = runtimeCore;
}

const shareConfig = (name: string, versions: Record<string, string>) => ({
  version: versions[name] ?? '0.0.0',
  shareConfig: { singleton: true, requiredVersion: false as const },
});

/** Loads every module of a list, keeping the names. */
async function loadAll(modules: Record<string, () => Promise<unknown>>) {
  const entries = await Promise.all(
    Object.entries(modules).map(async ([name, load]) => [name, await load()] as const),
  );
  return Object.fromEntries(entries);
}

/**
 * The page's Module Federation runtime, started on the first visit to a remote's route. The
 * log-in page and the host's own pages never download it (about 24 KB gzip). Modules the
 * host already runs are offered as loaded, so a remote never brings in a second copy; each is
 * offered at its version, and a remote whose manifest asks for a @villa/shared range the
 * host does not satisfy is refused (sharedSurfacePlugin).
 */
export function federation(): Promise<ModuleFederation> {
  started ??= Promise.all([
    // One chunk group for all a remote page needs of the host, which the server preloads with
    // a remote route's page (build/webpack-config.cjs REMOTE_RUNTIME_CHUNK).
    import(/* webpackChunkName: "remote-runtime" */ '@module-federation/enhanced/runtime'),
    import(/* webpackChunkName: "remote-runtime" */ '@module-federation/runtime-core'),
    import(/* webpackChunkName: "remote-runtime" */ './remoteTimeoutPlugin'),
    import(/* webpackChunkName: "remote-runtime" */ './sharedSurfacePlugin'),
    loadAll(sharedWithRuntime),
  ]).then(
    ([
      { createInstance },
      runtimeCore,
      { default: remoteTimeoutPlugin },
      { default: sharedSurfacePlugin },
      loadedWithRuntime,
    ]) => {
      // A remote's production entry is built without the runtime (experiments.externalRuntime
      // in build/webpack-config.cjs) and takes the host's from this global, the one instance
      // the host's own runtime runs on. Set before any remote entry can run: they are all
      // loaded through the instance made below.
      provideRuntimeToRemotes(runtimeCore);
      const versions = sharedVersions();
      const loaded = { ...sharedInMemory, ...loadedWithRuntime };
      return createInstance({
        name: 'host',
        remotes: [],
        // A remote built against shared code the host does not provide is refused unrun.
        plugins: [remoteTimeoutPlugin(), sharedSurfacePlugin(versions)],
        shareStrategy: 'loaded-first',
        shared: {
          ...Object.fromEntries(
            Object.entries(loaded).map(([name, module]) => [
              name,
              { ...shareConfig(name, versions), lib: () => module },
            ]),
          ),
          ...Object.fromEntries(
            Object.entries(sharedOnDemand).map(([name, load]) => [
              name,
              { ...shareConfig(name, versions), get: () => load().then((module) => () => module) },
            ]),
          ),
        },
      });
    },
  );
  return started;
}
