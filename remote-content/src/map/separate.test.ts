import { PIN, pinBox, separate, type Box } from './separate';
import { spreadMarkers } from './spread';

const overlap = (a: Box, b: Box) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** A small seeded generator, so every run tries the same layouts. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1664525 + 1013904223) % 2 ** 32;
    return state / 2 ** 32;
  };
}

const phoneMap = { width: 380, height: 650 };

describe('markers kept whole and apart', () => {
  it('moves a pin off an edge badge and inside the map, keeping where its place is', () => {
    const badge: Box = { left: -20, top: 390, right: 80, bottom: 416 };
    const placed = [
      { key: 'over-badge', at: { x: 60, y: 420 }, drawn: { x: 60, y: 420 } },
      { key: 'past-the-side', at: { x: 375, y: 30 }, drawn: { x: 390, y: 20 } },
      { key: 'off-the-map', at: { x: 420, y: 100 }, drawn: { x: 420, y: 100 } },
      { key: 'alone', at: { x: 200, y: 300 }, drawn: { x: 200, y: 300 } },
    ];
    const [overBadge, side, off, alone] = separate(placed, {
      bounds: phoneMap,
      obstacles: [badge],
    });
    expect(overlap(pinBox(overBadge.drawn), badge)).toBe(false);
    expect(overBadge.at).toEqual({ x: 60, y: 420 });
    const sideBox = pinBox(side.drawn);
    expect(sideBox.right).toBeLessThanOrEqual(phoneMap.width);
    expect(sideBox.top).toBeGreaterThanOrEqual(0);
    // The nearest such spot: by the corner, within two steps of the search.
    expect(
      Math.hypot(side.drawn.x - (phoneMap.width - PIN.width / 2), side.drawn.y - PIN.height),
    ).toBeLessThan(7);
    expect(off).toBe(placed[2]);
    expect(alone).toBe(placed[3]);
  });

  it('leaves no pin covering another, a badge or the side, over many crowded layouts', () => {
    const next = random(7);
    for (let layout = 0; layout < 200; layout += 1) {
      const count = 2 + Math.floor(next() * 9);
      // A crowd around one spot, as the Universal parks or the Disney parks are.
      const spot = { x: next() * phoneMap.width, y: next() * phoneMap.height };
      // Placed as the map places them: spread first, then separated.
      const placed = spreadMarkers(
        Array.from({ length: count }, (_, i) => ({
          key: `m${i}`,
          at: { x: spot.x + (next() - 0.5) * 60, y: spot.y + (next() - 0.5) * 60 },
        })),
      );
      const badges: Box[] = [
        { left: -40, top: next() * 600, right: 60, bottom: 0 },
        { left: 320, top: next() * 600, right: 420, bottom: 0 },
      ].map((b) => ({ ...b, bottom: b.top + 26 }));
      const result = separate(placed, { bounds: phoneMap, obstacles: badges });
      const shown = result.filter(
        (p) => p.at.x >= 0 && p.at.y >= 0 && p.at.x <= phoneMap.width && p.at.y <= phoneMap.height,
      );
      for (const p of shown) {
        const box = pinBox(p.drawn);
        expect([box.left, box.top]).toEqual([Math.max(box.left, 0), Math.max(box.top, 0)]);
        expect(box.right).toBeLessThanOrEqual(phoneMap.width);
        expect(box.bottom).toBeLessThanOrEqual(phoneMap.height);
        for (const badge of badges) expect(overlap(box, badge)).toBe(false);
      }
      // Two places both off the map are not drawn over it: only pins on the map must part.
      for (let i = 0; i < shown.length; i += 1) {
        for (const other of result) {
          if (other === shown[i]) continue;
          expect(overlap(pinBox(shown[i].drawn), pinBox(other.drawn))).toBe(false);
        }
      }
    }
  });

  it('gives the same answer every time', () => {
    const placed = [0, 1, 2, 3].map((i) => ({
      key: `m${i}`,
      at: { x: 100 + i, y: 100 },
      drawn: { x: 100 + i, y: 100 },
    }));
    expect(separate(placed, { bounds: phoneMap })).toEqual(separate(placed, { bounds: phoneMap }));
  });
});
