import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from '@villa/shared/router';
import { scrollOnNavigate, type ScrollLocation } from './scrollRule';

/** How long a restore waits for a lazily loaded page to grow tall enough. */
const RESTORE_WAIT_MS = 2000;

/**
 * The one place scrolling is decided: forward navigations follow scrollOnNavigate (top, or
 * left alone between optional-extras steps); back and forward restore the position the entry
 * had, waiting briefly for a remote page to render.
 */
export function ScrollManager() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef(new Map<string, number>());
  const currentKey = useRef(location.key);
  const previous = useRef<ScrollLocation | null>(null);

  useEffect(() => {
    if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
    let frame = 0;
    const record = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() =>
        positions.current.set(currentKey.current, window.scrollY),
      );
    };
    window.addEventListener('scroll', record, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', record);
    };
  }, []);

  useLayoutEffect(() => {
    const fromKey = currentKey.current;
    currentKey.current = location.key;
    const to = { pathname: location.pathname, search: location.search, hash: location.hash };
    const from = previous.current;
    previous.current = to;

    /*
     * Scrolls to `target` once the page is tall enough: a remote page shows a spinner
     * before its content, and the window cannot be further down than the page is long.
     */
    const settleAt = (target: number) => {
      const started = Date.now();
      let frame = 0;
      const settle = () => {
        const reachable = document.documentElement.scrollHeight - window.innerHeight >= target;
        if (reachable || Date.now() - started > RESTORE_WAIT_MS) {
          window.scrollTo(0, target);
          return;
        }
        frame = requestAnimationFrame(settle);
      };
      settle();
      return () => cancelAnimationFrame(frame);
    };

    if (navigationType === 'POP' && from) return settleAt(positions.current.get(location.key) ?? 0);
    if (scrollOnNavigate(from, to) === 'top') {
      window.scrollTo(0, 0);
      return undefined;
    }
    // Kept between two optional-extras steps: another page, so hold the position it had.
    if (from && from.pathname !== to.pathname) {
      const kept = positions.current.get(fromKey) ?? window.scrollY;
      positions.current.set(location.key, kept);
      return settleAt(kept);
    }
    return undefined;
  }, [location.key, location.pathname, location.search, location.hash, navigationType]);

  return null;
}
