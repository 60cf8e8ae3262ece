import { paths } from '@villa/shared/routes';

export interface ScrollLocation {
  pathname: string;
  search: string;
  hash: string;
}

/** The two optional-extras steps: /optional-extras and /checkout/<product>/optional-extras/... */
export function isOptionalExtrasStep(pathname: string): boolean {
  return (
    pathname === paths.optionalExtras() ||
    /^\/checkout\/[^/]+\/optional-extras(\/|$)/.test(pathname)
  );
}

/**
 * What a forward navigation (link, push, replace) does to the scroll position:
 * 'top' scrolls to the top; 'keep' leaves it alone: between two optional-extras steps, and
 * when only the hash changes (in-page anchors). Back and forward restore the earlier position
 * instead; that is not decided here.
 */
export function scrollOnNavigate(from: ScrollLocation | null, to: ScrollLocation): 'top' | 'keep' {
  if (!from) return 'top';
  if (from.pathname === to.pathname && from.search === to.search && from.hash !== to.hash) {
    return 'keep';
  }
  if (isOptionalExtrasStep(from.pathname) && isOptionalExtrasStep(to.pathname)) return 'keep';
  return 'top';
}
