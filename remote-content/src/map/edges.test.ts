import { edgeMarkers, inView } from './edges';
import { toScreen, type View } from './projection';

const size = { width: 800, height: 650 };
const orlando: View = { center: { lat: 28.39, lng: -81.52 }, zoom: 12 };
const airports = {
  MCO: { lat: 28.4294, lng: -81.3089 },
  SFB: { lat: 28.7776, lng: -81.2375 },
  TPA: { lat: 27.9754, lng: -82.5332 },
  MLB: { lat: 28.1029, lng: -80.6453 },
};

function placesIn(view: View) {
  return Object.entries(airports).map(([key, position]) => ({
    key,
    position,
    screen: toScreen(position, view, size),
  }));
}

describe('airports outside the view, marked at the edge', () => {
  test('at zoom 12 over the resort area every airport is off the map and marked on its edge', () => {
    const marks = edgeMarkers(placesIn(orlando), orlando.center, size);
    expect(marks.map((m) => m.key).sort()).toEqual(['MCO', 'MLB', 'SFB', 'TPA']);
    for (const m of marks) {
      expect(inView(m.at, size)).toBe(true);
      // On the inset box's edge: 28 px from one side.
      const fromSides = [m.at.x, m.at.y, size.width - m.at.x, size.height - m.at.y];
      expect(Math.min(...fromSides)).toBeCloseTo(28, 6);
    }
    const byKey = Object.fromEntries(marks.map((m) => [m.key, m]));
    // Tampa is to the west (left), Melbourne east (right), Sanford north-east (top).
    expect(byKey.TPA.at.x).toBeCloseTo(28, 6);
    expect(byKey.MLB.at.x).toBeCloseTo(size.width - 28, 6);
    expect(byKey.SFB.at.y).toBeLessThan(size.height / 2);
    // Miles from the middle of the view, great circle: Tampa about 65, Orlando airport about 13.
    expect(byKey.TPA.miles).toBeGreaterThanOrEqual(60);
    expect(byKey.TPA.miles).toBeLessThanOrEqual(70);
    expect(byKey.MCO.miles).toBeGreaterThanOrEqual(11);
    expect(byKey.MCO.miles).toBeLessThanOrEqual(15);
  });

  test('an airport inside the view gets no edge marker', () => {
    const nearMco: View = { center: { lat: 28.42, lng: -81.33 }, zoom: 12 };
    const marks = edgeMarkers(placesIn(nearMco), nearMco.center, size);
    expect(marks.map((m) => m.key)).not.toContain('MCO');
    expect(marks.map((m) => m.key)).toContain('TPA');
  });

  test('the arrow points towards the place', () => {
    const [tpa] = edgeMarkers(
      placesIn(orlando).filter((p) => p.key === 'TPA'),
      orlando.center,
      size,
    );
    // West and somewhat south: a little under 180 degrees (screen angles, y grows down).
    expect(tpa.angle).toBeGreaterThan(135);
    expect(tpa.angle).toBeLessThan(180);
  });
});
