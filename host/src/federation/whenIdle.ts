/** Runs `work` when the browser is idle (or soon, where it cannot say); returns a cancel. */
export function whenIdle(work: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(work, { timeout: 3000 });
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(work, 500);
  return () => clearTimeout(timer);
}
