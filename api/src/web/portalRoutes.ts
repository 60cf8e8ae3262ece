import { redirects, routeTable } from '@villa/shared/routes';

/**
 * The screens of the portal as the host's router knows them (shared/src/routes), compiled to
 * regular expressions once: `:name` is one non-empty segment, `:name?` an optional last one.
 */
const PATTERNS: readonly RegExp[] = [
  ...Object.values(routeTable).map((route) => route.path),
  ...redirects.map((redirect) => redirect.from),
].map((pattern) => {
  const segments = pattern
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      if (segment.startsWith(':')) return segment.endsWith('?') ? '(?:/[^/]+)?' : '/[^/]+';
      return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
    });
  return new RegExp(`^${segments.join('') || '/'}/?$`);
});

/** True when the path (no query) is a screen of the portal, so the page answers it with 200. */
export const isPortalRoute = (pathname: string) =>
  PATTERNS.some((pattern) => pattern.test(pathname));
