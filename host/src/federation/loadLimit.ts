// Free of React and of the federation runtime: read by the main bundle (remotes.ts) and by the
// runtime's time-out plugin.

/**
 * spec-1 §9: script and style files are loaded "with a load time-out of 120 seconds". A remote
 * that is slow is not down: its load is given up only after this long (a refused connection or
 * an HTTP error still fails at once).
 */
export const REMOTE_LOAD_LIMIT_MS = 120_000;

/**
 * localStorage key that shortens the limit for this browser (tests use it, so a hanging remote
 * is given up in seconds); it can only shorten it, never raise it above REMOTE_LOAD_LIMIT_MS.
 */
export const REMOTE_LOAD_LIMIT_SETTING = 'villa:remote-load-limit-ms';

/** The load limit in force: the spec's 120 s unless the setting above shortens it. */
export function remoteLoadLimitMs(): number {
  let setting = 0;
  try {
    setting = Number(localStorage.getItem(REMOTE_LOAD_LIMIT_SETTING));
  } catch {
    // Storage blocked: the spec's limit.
  }
  return setting > 0 && setting < REMOTE_LOAD_LIMIT_MS ? setting : REMOTE_LOAD_LIMIT_MS;
}
