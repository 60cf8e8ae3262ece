import { toScreen, type View } from './projection';
import { MARKER_GAP_PX, spreadMarkers } from './spread';

const size = { width: 800, height: 650 };
const distance = (a: { x: number; y: number }, b: { x: number; y: number }) =>
  Math.hypot(a.x - b.x, a.y - b.y);

function minGap(placed: { drawn: { x: number; y: number } }[]) {
  let min = Infinity;
  for (let i = 0; i < placed.length; i += 1) {
    for (let j = i + 1; j < placed.length; j += 1) {
      min = Math.min(min, distance(placed[i].drawn, placed[j].drawn));
    }
  }
  return min;
}

const MAGIC_KINGDOM = { lat: 28.4177, lng: -81.5812 };
const EPCOT = { lat: 28.3747, lng: -81.5494 };
const HOLLYWOOD_STUDIOS = { lat: 28.3575, lng: -81.5583 };
const ANIMAL_KINGDOM = { lat: 28.3553, lng: -81.5901 };

describe('spreading markers that would cover each other', () => {
  test('Magic Kingdom and EPCOT zoomed out: both drawn, apart, each near its place', () => {
    const view: View = { center: { lat: 28.4, lng: -81.5 }, zoom: 8 };
    const items = [
      { key: 'attraction-1', at: toScreen(MAGIC_KINGDOM, view, size) },
      { key: 'attraction-2', at: toScreen(EPCOT, view, size) },
    ];
    expect(distance(items[0].at, items[1].at)).toBeLessThan(MARKER_GAP_PX);
    const placed = spreadMarkers(items);
    expect(distance(placed[0].drawn, placed[1].drawn)).toBeGreaterThanOrEqual(MARKER_GAP_PX - 1e-6);
    for (const p of placed) expect(distance(p.drawn, p.at)).toBeLessThanOrEqual(MARKER_GAP_PX);
    // Magic Kingdom is north-west of EPCOT, and stays on that side.
    expect(placed[0].drawn.y).toBeLessThan(placed[1].drawn.y);
    expect(placed[0].drawn.x).toBeLessThan(placed[1].drawn.x);
  });

  test('markers far enough apart stay exactly where they are', () => {
    const view: View = { center: { lat: 28.39, lng: -81.52 }, zoom: 12 };
    const items = [
      { key: 'a', at: toScreen(MAGIC_KINGDOM, view, size) },
      { key: 'b', at: toScreen(EPCOT, view, size) },
    ];
    expect(spreadMarkers(items).map((p) => p.drawn)).toEqual(items.map((i) => i.at));
  });

  test('the four Disney parks on one spot at zoom 7 all end up at least a marker apart', () => {
    const view: View = { center: { lat: 28.4, lng: -81.5 }, zoom: 7 };
    const items = [MAGIC_KINGDOM, EPCOT, HOLLYWOOD_STUDIOS, ANIMAL_KINGDOM].map((p, i) => ({
      key: `park-${i}`,
      at: toScreen(p, view, size),
    }));
    const placed = spreadMarkers(items);
    expect(minGap(placed)).toBeGreaterThanOrEqual(MARKER_GAP_PX - 1e-6);
  });

  test('identical positions and neighbouring groups are separated too, the same way every time', () => {
    const items = [
      { key: 'a', at: { x: 100, y: 100 } },
      { key: 'b', at: { x: 100, y: 100 } },
      { key: 'c', at: { x: 100, y: 100 } },
      { key: 'd', at: { x: 140, y: 100 } },
      { key: 'e', at: { x: 150, y: 110 } },
      { key: 'f', at: { x: 400, y: 400 } },
    ];
    const placed = spreadMarkers(items);
    expect(minGap(placed)).toBeGreaterThanOrEqual(MARKER_GAP_PX - 1e-6);
    expect(placed.find((p) => p.key === 'f')?.drawn).toEqual({ x: 400, y: 400 });
    expect(spreadMarkers(items)).toEqual(placed);
  });
});
