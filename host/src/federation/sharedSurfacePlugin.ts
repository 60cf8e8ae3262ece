// Started with the federation runtime (federation.ts); it must not import react or any shared module.
import { satisfy, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { RemoteNeedsUpdateError, remoteMismatches, type RemoteManifest } from './sharedSurface';

/**
 * Refuses a remote built against a @villa/shared surface the host does not provide, or by a
 * federation plugin whose runtime is not the host's, before its remoteEntry is fetched: its
 * manifest lists each shared singleton with the range it was built against
 * (`requiredVersion`, from build/sharedModules.cjs) and the plugin's version. Refused there,
 * its code never runs on the wrong shared code and never offers its own copies to the other
 * remotes.
 */
export default function sharedSurfacePlugin(
  provided: Record<string, string>,
): ModuleFederationRuntimePlugin {
  return {
    name: 'villa-shared-surface',
    afterLoadManifest({ manifestJson, moduleInfo }) {
      const mismatches = remoteMismatches(
        (manifestJson ?? {}) as RemoteManifest,
        provided,
        satisfy,
      );
      if (mismatches.length > 0) throw new RemoteNeedsUpdateError(moduleInfo.name, mismatches);
    },
  };
}
