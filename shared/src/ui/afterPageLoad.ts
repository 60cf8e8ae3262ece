import { whenIdle } from './whenIdle';

/**
 * Runs `work` once the page has loaded (its code, styles and first photos) and the browser is
 * idle; returns a cancel. For what the page does not show first (code behind a click, a
 * drawing under the content): any sooner, it shares the network and the main thread with what
 * the page shows first. A page opened from another page of the portal has loaded already, so
 * there it waits for idle time only.
 */
export function afterPageLoad(work: () => void): () => void {
  let cancelIdle = () => {};
  const onLoad = () => {
    cancelIdle = whenIdle(work, { timeoutMs: 2000, fallbackMs: 200 });
  };
  if (document.readyState === 'complete') onLoad();
  else window.addEventListener('load', onLoad, { once: true });
  return () => {
    window.removeEventListener('load', onLoad);
    cancelIdle();
  };
}
