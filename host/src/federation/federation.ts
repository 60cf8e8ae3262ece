import type { ModuleFederation } from '@module-federation/enhanced/runtime';
import { sharedInMemory, sharedOnDemand, sharedVersions } from './sharedByHost';

let started: Promise<ModuleFederation> | undefined;

const shareConfig = (name: string, versions: Record<string, string>) => ({
  version: versions[name] ?? '0.0.0',
  shareConfig: { singleton: true, requiredVersion: false as const },
});

/**
 * The page's Module Federation runtime, started on the first visit to a remote's route. The
 * log-in page and the host's own pages never download it (about 24 KB gzip). Modules the
 * host already runs are offered as loaded, so a remote never brings in a second copy.
 */
export function federation(): Promise<ModuleFederation> {
  started ??= Promise.all([
    import('@module-federation/enhanced/runtime'),
    import('./remoteTimeoutPlugin'),
  ]).then(([{ createInstance }, { default: remoteTimeoutPlugin }]) => {
    const versions = sharedVersions();
    return createInstance({
      name: 'host',
      remotes: [],
      plugins: [remoteTimeoutPlugin()],
      shareStrategy: 'loaded-first',
      shared: {
        ...Object.fromEntries(
          Object.entries(sharedInMemory).map(([name, module]) => [
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
  });
  return started;
}
