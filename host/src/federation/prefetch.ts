import type { RemoteName, RouteOwner } from '@villa/shared/routes';
import { federation } from './federation';
import { registerRemoteLocations } from './remotes';
import { afterPageSettles } from './afterPageSettles';

/**
 * Where agents usually go next from a page of each owner: home to the search, the search to a
 * villa, a villa to checkout, the agent office to a booking, a booking back to the office,
 * destination pages to the search. Only a hint: a wrong guess costs one remote's entry files.
 */
export const NEXT_LIKELY_REMOTE: Readonly<Record<RouteOwner, RemoteName>> = {
  host: 'search',
  search: 'villa',
  villa: 'booking',
  admin: 'booking',
  booking: 'admin',
  content: 'search',
  // The office's staff stay in the office.
  office: 'office',
};

const prefetched = new Set<RemoteName>();

/**
 * Fetches a remote's entry and route module into the browser's cache without running them, so
 * its first page waits only for the page's own chunk. Once per remote; a failure is forgotten
 * (the real load reports it).
 */
export function prefetchRemote(remote: RemoteName): void {
  if (prefetched.has(remote)) return;
  prefetched.add(remote);
  void registerRemoteLocations()
    .then(() => federation())
    .then((runtime) =>
      runtime.preloadRemote([
        { nameOrAlias: remote, exposes: ['./routes'], resourceCategory: 'sync' },
      ]),
    )
    .catch(() => prefetched.delete(remote));
}

/**
 * Once a page of `owner` is showing, prefetches the remote agents usually visit next, after the
 * page's own requests (its data, pictures and lazy chunks) and when the browser is idle, so it
 * never competes with them: started at the first idle moment it took bandwidth and main thread
 * from the villa page's first photo. Returns a cancel.
 */
export function prefetchNextAfter(owner: RouteOwner): () => void {
  return afterPageSettles(() => prefetchRemote(NEXT_LIKELY_REMOTE[owner]));
}

/**
 * Prefetches the remote of any link the pointer rests on or the keyboard focuses: by the time
 * the click lands, its code is on the way. `ownerOf` names the remote of a path (undefined for
 * the host's own pages and unknown paths).
 */
export function prefetchOnIntent(
  ownerOf: (pathname: string) => RouteOwner | undefined,
): () => void {
  const prefetchFor = (target: EventTarget | null) => {
    const link = (target as Element | null)?.closest?.('a[href]');
    if (!(link instanceof HTMLAnchorElement) || link.origin !== location.origin) return;
    const owner = ownerOf(link.pathname);
    if (owner && owner !== 'host') prefetchRemote(owner);
  };
  const onIntent = (event: Event) => prefetchFor(event.target);
  document.addEventListener('pointerover', onIntent, { passive: true });
  document.addEventListener('focusin', onIntent);
  // This starts with the remote runtime's chunk, after the page has shown: a link focused or
  // pointed at before then (the keyboard can be quicker than the code) counts too.
  prefetchFor(document.activeElement);
  prefetchFor(document.querySelector('a[href]:hover'));
  return () => {
    document.removeEventListener('pointerover', onIntent);
    document.removeEventListener('focusin', onIntent);
  };
}
