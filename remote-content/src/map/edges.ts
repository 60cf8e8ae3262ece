import { distanceKm } from '@villa/shared/format';
import type { LatLng, Point } from './projection';

/*
 * Places outside the view (the airports of Tampa, Melbourne and Sanford when the map shows the
 * Orlando area) are marked on the edge of the map, in their direction, with how far they are
 * from the middle of the view. Pure, for the unit tests.
 */

export interface EdgeMarker {
  key: string;
  /** On the box's edge, `inset` pixels in. */
  at: Point;
  /** Direction to the place, degrees clockwise from east (screen), for the arrow. */
  angle: number;
  /** Great-circle miles from the middle of the view, rounded. */
  miles: number;
}

const KM_PER_MILE = 1.609344;

/** Whether a screen point is inside the box (with `margin` pixels to spare). */
export const inView = (p: Point, size: { width: number; height: number }, margin = 0) =>
  p.x >= margin && p.y >= margin && p.x <= size.width - margin && p.y <= size.height - margin;

/**
 * An edge marker for each place whose screen point is outside the box: where the line from the
 * box's middle towards it crosses the box inset by `inset`.
 */
export function edgeMarkers(
  places: readonly { key: string; position: LatLng; screen: Point }[],
  centre: LatLng,
  size: { width: number; height: number },
  inset = 28,
): EdgeMarker[] {
  const mid = { x: size.width / 2, y: size.height / 2 };
  const halfW = Math.max(1, size.width / 2 - inset);
  const halfH = Math.max(1, size.height / 2 - inset);
  return places
    .filter((p) => !inView(p.screen, size))
    .map((p) => {
      const dx = p.screen.x - mid.x;
      const dy = p.screen.y - mid.y;
      // The smaller of the two scales reaches the inset box first.
      const scale = Math.min(
        dx === 0 ? Infinity : halfW / Math.abs(dx),
        dy === 0 ? Infinity : halfH / Math.abs(dy),
      );
      return {
        key: p.key,
        at: { x: mid.x + dx * scale, y: mid.y + dy * scale },
        angle: (Math.atan2(dy, dx) * 180) / Math.PI,
        miles: Math.round(
          distanceKm(
            { lat: centre.lat, lon: centre.lng },
            { lat: p.position.lat, lon: p.position.lng },
          ) / KM_PER_MILE,
        ),
      };
    });
}
