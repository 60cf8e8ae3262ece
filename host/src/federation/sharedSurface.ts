// Free of React and of the federation runtime: the host's main bundle (RemotePage) and the
// runtime plugin (sharedSurfacePlugin, which must not import shared modules) both use it.

/** The @villa/shared singletons are versioned; a remote declares the range it was built against. */
export const SHARED_SURFACE_PREFIX = '@villa/shared/';

/** One shared singleton a remote needs and the host does not provide at a version it accepts. */
export interface SurfaceMismatch {
  name: string;
  /** The range the remote was built against (`^1.2.0`). */
  required: string;
  /** The version the host provides, if any. */
  provided: string | undefined;
}

/** One shared module as a remote's mf-manifest.json lists it. */
export interface ManifestShared {
  name: string;
  requiredVersion?: string | false;
}

/**
 * The @villa/shared singletons a remote needs at a range the host's versions do not satisfy:
 * the one rule of the surface check, applied by the host's runtime plugin as a remote loads
 * (sharedSurfacePlugin.ts) and by `pnpm deploy:remote` before one is deployed
 * (scripts/deploy-remote-lib.mjs). The libraries' ranges are the host's business, not the
 * surface's. `satisfy` is Module Federation's, passed in so this module stays free of the runtime.
 */
export function surfaceMismatches(
  shared: readonly ManifestShared[],
  provided: Record<string, string>,
  satisfy: (version: string, range: string) => boolean,
): SurfaceMismatch[] {
  return shared
    .filter(({ name }) => name.startsWith(SHARED_SURFACE_PREFIX))
    .flatMap(({ name, requiredVersion }) => {
      if (typeof requiredVersion !== 'string') return [];
      const version = provided[name];
      return version && satisfy(version, requiredVersion)
        ? []
        : [{ name, required: requiredVersion, provided: version }];
    });
}

/** The name the host's versions give the federation runtime it lends remotes (build/sharedModules.cjs). */
export const FEDERATION_RUNTIME = '@module-federation/runtime-core';

/** What the host's rules read of a remote's mf-manifest.json. */
export interface RemoteManifest {
  shared?: readonly ManifestShared[];
  metaData?: { pluginVersion?: string };
}

/**
 * Why the host cannot run a remote: its @villa/shared ranges (surfaceMismatches), and the
 * federation runtime. A remote's production entry runs on the host's runtime
 * (experiments.externalRuntime), so it must have been built by the same major and minor version
 * of the federation plugin; a remote whose manifest does not say is left to run.
 */
export function remoteMismatches(
  manifest: RemoteManifest,
  provided: Record<string, string>,
  satisfy: (version: string, range: string) => boolean,
): SurfaceMismatch[] {
  const mismatches = surfaceMismatches(manifest.shared ?? [], provided, satisfy);
  const built = manifest.metaData?.pluginVersion;
  const runtime = provided[FEDERATION_RUNTIME];
  const line = (version: string) => version.split('.').slice(0, 2).join('.');
  if (built && runtime && line(built) !== line(runtime)) {
    mismatches.push({ name: FEDERATION_RUNTIME, required: built, provided: runtime });
  }
  return mismatches;
}

/** Thrown when a remote is refused before any of its code runs: it needs an update. */
export class RemoteNeedsUpdateError extends Error {
  override readonly name = 'RemoteNeedsUpdateError';

  constructor(
    readonly remote: string,
    readonly mismatches: SurfaceMismatch[],
  ) {
    super(
      `remote ${remote} was built against another shared surface: ${mismatches
        .map((m) => `${m.name} ${m.required} (host provides ${m.provided ?? 'nothing'})`)
        .join(', ')}`,
    );
  }
}

/** Whether a failed load was a refusal for version (the federation runtime may re-wrap errors). */
export function needsUpdate(error: unknown): boolean {
  return error instanceof Error && error.name === 'RemoteNeedsUpdateError';
}
