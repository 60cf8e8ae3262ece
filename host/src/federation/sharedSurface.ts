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
