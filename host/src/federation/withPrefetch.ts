type Prefetch = typeof import('./prefetch');

/**
 * Runs `use` with the prefetch module, loaded with the federation runtime's chunk (which it
 * needs anyway) rather than with the log-in page; returns a cancel for what `use` started.
 */
export function withPrefetch(use: (prefetch: Prefetch) => () => void): () => void {
  let cancelled = false;
  let cancel: (() => void) | undefined;
  void import(/* webpackChunkName: "remote-runtime" */ './prefetch').then((prefetch) => {
    if (!cancelled) cancel = use(prefetch);
  });
  return () => {
    cancelled = true;
    cancel?.();
  };
}
