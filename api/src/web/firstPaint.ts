import { linkTable, type LinkId } from '@villa/shared/routes';
import { routeParamsOf } from './portalRoutes';
import type { Preload } from './preloadHints';

/**
 * The image a screen paints first (its largest paint), found from the route's params by the
 * domain that knows it. Named in the page's Link header, it is fetched with the page's scripts
 * instead of once the page's data and code have arrived (a round trip or two later).
 */
export type FirstPaintImages = Partial<
  Record<LinkId, (params: Record<string, string>) => Promise<string | null>>
>;

/** A URL that can stand in a Link header as it is: printable ASCII, no angle brackets. */
const HEADER_SAFE_URL = /^[\x21-\x3b\x3d\x3f-\x7e]+$/;

/** The preload of the image the screen at `pathname` paints first, if one is known. */
export async function firstPaintPreloads(
  pathname: string,
  images: FirstPaintImages,
): Promise<Preload[]> {
  for (const [id, find] of Object.entries(images) as [LinkId, FirstPaintImages[LinkId]][]) {
    const params = find && routeParamsOf(linkTable[id], pathname);
    if (!find || !params) continue;
    const href = await find(params);
    return href && HEADER_SAFE_URL.test(href) ? [{ href, as: 'image', fetchpriority: 'high' }] : [];
  }
  return [];
}
