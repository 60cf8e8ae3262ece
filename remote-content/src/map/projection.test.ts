import { fitView, fromWorld, kmPerPixel, panBy, toScreen, toWorld } from './projection';

const size = { width: 800, height: 650 };

describe('projection', () => {
  test('world pixels round-trip', () => {
    const p = { lat: 28.3215, lng: -81.5985 };
    const back = fromWorld(toWorld(p, 12), 12);
    expect(back.lat).toBeCloseTo(p.lat, 8);
    expect(back.lng).toBeCloseTo(p.lng, 8);
  });

  test('the centre of the view is the centre of the box; east is right, north is up', () => {
    const view = { center: { lat: 28.39, lng: -81.52 }, zoom: 12 };
    expect(toScreen(view.center, view, size)).toEqual({ x: 400, y: 325 });
    const east = toScreen({ lat: 28.39, lng: -81.5 }, view, size);
    const north = toScreen({ lat: 28.41, lng: -81.52 }, view, size);
    expect(east.x).toBeGreaterThan(400);
    expect(north.y).toBeLessThan(325);
  });

  test('panning moves the content with the pointer', () => {
    const view = { center: { lat: 28.39, lng: -81.52 }, zoom: 12 };
    const moved = panBy(view, 100, 0);
    const p = toScreen(view.center, moved, size);
    expect(p.x).toBeCloseTo(500, 6);
    expect(p.y).toBeCloseTo(325, 6);
  });

  test('fitting shows every position inside the padding', () => {
    const positions = [
      { lat: 28.4294, lng: -81.3089 },
      { lat: 27.9754, lng: -82.5332 },
      { lat: 28.5235, lng: -80.6819 },
      { lat: 27.9888, lng: -81.6906 },
    ];
    const view = fitView(positions, size, 40);
    for (const p of positions) {
      const s = toScreen(p, view, size);
      expect(s.x).toBeGreaterThanOrEqual(40 - 1e-6);
      expect(s.x).toBeLessThanOrEqual(760 + 1e-6);
      expect(s.y).toBeGreaterThanOrEqual(40 - 1e-6);
      expect(s.y).toBeLessThanOrEqual(610 + 1e-6);
    }
    expect(view.zoom * 4).toBe(Math.floor(view.zoom * 4));
  });

  test('a kilometre is about 30 pixels at zoom 12 in Orlando', () => {
    expect(1 / kmPerPixel(28.4, 12)).toBeCloseTo(30, 0);
  });
});
