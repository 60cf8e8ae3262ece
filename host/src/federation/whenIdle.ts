/** Runs `work` when the browser is idle (or soon, where it cannot say); returns a cancel. */
export function whenIdle(work: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(work, { timeout: 3000 });
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(work, 500);
  return () => clearTimeout(timer);
}

/**
 * How long after a page's code has run its own requests may still be starting: its data, then its
 * pictures and the chunks behind them (the villa's carousel). The browser is idle while it waits
 * for each, so idleness alone does not say the page is done.
 */
export const PAGE_SETTLE_MS = 1500;

/** Runs `work` once the page has had PAGE_SETTLE_MS to fetch its own files, when idle. */
export function afterPageSettles(work: () => void): () => void {
  let cancelIdle: (() => void) | undefined;
  const timer = setTimeout(() => {
    cancelIdle = whenIdle(work);
  }, PAGE_SETTLE_MS);
  return () => {
    clearTimeout(timer);
    cancelIdle?.();
  };
}
