import { whenIdle } from '@villa/shared/ui';

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
    cancelIdle = whenIdle(work, { timeoutMs: 3000, fallbackMs: 500 });
  }, PAGE_SETTLE_MS);
  return () => {
    clearTimeout(timer);
    cancelIdle?.();
  };
}
