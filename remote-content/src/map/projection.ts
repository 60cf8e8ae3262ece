/*
 * Web Mercator, as map tiles use it: world pixels at a zoom level are 256 × 2^zoom wide. The
 * offline plot places markers with the same projection, so it shows what the real map would.
 */

export interface LatLng {
  lat: number;
  lng: number;
}

export interface Point {
  x: number;
  y: number;
}

const TILE = 256;
const MAX_LAT = 85.05112878;

export function toWorld({ lat, lng }: LatLng, zoom: number): Point {
  const scale = TILE * 2 ** zoom;
  const clamped = Math.max(-MAX_LAT, Math.min(MAX_LAT, lat));
  const sin = Math.sin((clamped * Math.PI) / 180);
  return {
    x: ((lng + 180) / 360) * scale,
    y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * scale,
  };
}

export function fromWorld({ x, y }: Point, zoom: number): LatLng {
  const scale = TILE * 2 ** zoom;
  const n = Math.PI - (2 * Math.PI * y) / scale;
  return {
    lat: (180 / Math.PI) * Math.atan(Math.sinh(n)),
    lng: (x / scale) * 360 - 180,
  };
}

export interface View {
  center: LatLng;
  zoom: number;
}

/** Where a position appears in a box of the given size showing `view`. */
export function toScreen(
  position: LatLng,
  view: View,
  size: { width: number; height: number },
): Point {
  const p = toWorld(position, view.zoom);
  const c = toWorld(view.center, view.zoom);
  return { x: p.x - c.x + size.width / 2, y: p.y - c.y + size.height / 2 };
}

/** The view after dragging the content by (dx, dy) screen pixels. */
export function panBy(view: View, dx: number, dy: number): View {
  const c = toWorld(view.center, view.zoom);
  return { ...view, center: fromWorld({ x: c.x - dx, y: c.y - dy }, view.zoom) };
}

/**
 * The view that shows every position inside the box with `padding` pixels to spare, at a zoom
 * in quarter steps no higher than `maxZoom`.
 */
export function fitView(
  positions: readonly LatLng[],
  size: { width: number; height: number },
  padding = 40,
  maxZoom = 15,
): View {
  if (positions.length === 0) return { center: { lat: 28.5383, lng: -81.3792 }, zoom: 9 };
  const world = positions.map((p) => toWorld(p, 0));
  const minX = Math.min(...world.map((p) => p.x));
  const maxX = Math.max(...world.map((p) => p.x));
  const minY = Math.min(...world.map((p) => p.y));
  const maxY = Math.max(...world.map((p) => p.y));
  const availableW = Math.max(1, size.width - 2 * padding);
  const availableH = Math.max(1, size.height - 2 * padding);
  const spanX = Math.max(maxX - minX, 1e-9);
  const spanY = Math.max(maxY - minY, 1e-9);
  const zoom = Math.min(maxZoom, Math.log2(Math.min(availableW / spanX, availableH / spanY)));
  const stepped = Math.floor(zoom * 4) / 4;
  return { center: fromWorld({ x: (minX + maxX) / 2, y: (minY + maxY) / 2 }, 0), zoom: stepped };
}

/** Kilometres per screen pixel at a latitude and zoom. */
export function kmPerPixel(lat: number, zoom: number): number {
  return (40075.016686 * Math.cos((lat * Math.PI) / 180)) / (TILE * 2 ** zoom);
}
