/** How long whenIdle may wait for idle time, and what it waits where the browser cannot say. */
export interface IdleTiming {
  timeoutMs: number;
  fallbackMs: number;
}

/**
 * Runs `work` when the browser is idle, at most `timeoutMs` from now, or after `fallbackMs`
 * where the browser has no requestIdleCallback; returns a cancel.
 */
export function whenIdle(work: () => void, timing: IdleTiming): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(work, { timeout: timing.timeoutMs });
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(work, timing.fallbackMs);
  return () => clearTimeout(timer);
}
