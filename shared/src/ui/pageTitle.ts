import { useEffect, useSyncExternalStore } from 'react';
import { useLocation } from '@villa/shared/router';

/*
 * A page's own name for the browser tab, once it knows it (the villa's name, the booking's
 * reference): "Villa Portal / Blue Heron Escape" rather than the route's "Villa Portal / Villa".
 * The page names itself with usePageTitle; the host's frame, which writes document.title,
 * reads pageTitleFor. A name is kept with the path it was given on, so the tab of the next
 * page never shows the last page's name; until a page names itself, its route's title stands.
 */

let current: { pathname: string; title: string } | null = null;
const listeners = new Set<() => void>();

function publish(next: typeof current) {
  current = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Names the current page in the browser tab while it is shown; undefined leaves the route's title. */
export function usePageTitle(title: string | undefined): void {
  const { pathname } = useLocation();
  useEffect(() => {
    if (!title) return undefined;
    publish({ pathname, title });
    return () => {
      if (current?.pathname === pathname && current.title === title) publish(null);
    };
  }, [pathname, title]);
}

/** The name the page on `pathname` gave itself, or undefined (the host's title effect). */
export function usePageTitleFor(pathname: string): string | undefined {
  const named = useSyncExternalStore(subscribe, () => current);
  return named?.pathname === pathname ? named.title : undefined;
}
