/*
 * The carousel's layout at each window width: shared by the carousel (react-slick, a chunk of its
 * own) and the placeholder shown while that chunk loads, which must take the same room.
 */

/** Thumbnails visible at once at each width, before capping at the number of images. */
export const THUMBNAIL_BREAKPOINTS = [
  { maxWidth: 767, show: 3 },
  { maxWidth: 1199, show: 4 },
] as const;
export const THUMBNAILS_WIDE = 9;
/** The large slider's breakpoints; at 767 px and under the arrows give way to dots and swipes. */
export const LARGE_BREAKPOINTS = [1199, 991, 767] as const;

/** How many thumbnails the strip shows at a window width (react-slick's max-width rule). */
export function thumbnailsShown(width: number, count: number): number {
  const rule = THUMBNAIL_BREAKPOINTS.find((b) => width <= b.maxWidth);
  return Math.min(rule ? rule.show : THUMBNAILS_WIDE, count);
}

export function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/** The slideshow plays from the start when there is more than one photo, unless motion is reduced. */
export function playsAtStart(count: number): boolean {
  return count > 1 && !prefersReducedMotion();
}
