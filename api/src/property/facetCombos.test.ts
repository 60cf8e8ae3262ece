import fc from 'fast-check';
import { FacetCombos } from './facetCombos';

describe('FacetCombos', () => {
  it('spreads counts per combination into the same histograms as counting villa by villa', () => {
    // Few values, so villas share combinations (a community row may pass 255).
    const villa = fc.tuple(
      fc.integer({ min: 0, max: 2 }),
      fc.integer({ min: 0, max: 3 }),
      fc.integer({ min: 0, max: 1 }),
      fc.integer({ min: 0, max: 1 }),
      fc.constantFrom(0, 1, 2, 400),
    );
    fc.assert(
      fc.property(
        fc.array(fc.tuple(villa, fc.boolean()), { minLength: 1, maxLength: 300 }),
        (rows) => {
          const facet = (f: number) => rows.map(([values]) => values[f]);
          const combos = new FacetCombos({
            count: rows.length,
            bedrooms: Uint8Array.from(facet(0)),
            sleeps: Uint8Array.from(facet(1)),
            ensuite: Uint8Array.from(facet(2)),
            typeIndex: Uint8Array.from(facet(3)),
            communityIndex: Uint16Array.from(facet(4)),
          });
          const sizes = [3, 4, 2, 2, 401];
          const perCombo = new Int32Array(combos.count);
          const expected = sizes.map((size) => new Int32Array(size));
          rows.forEach(([values, counted], v) => {
            if (!counted) return;
            perCombo[combos.ofRow[v]] += 1;
            values.forEach((value, f) => (expected[f][value] += 1));
          });
          const spread = sizes.map((size) => new Int32Array(size));
          combos.spread(
            perCombo,
            spread as [Int32Array, Int32Array, Int32Array, Int32Array, Int32Array],
          );
          expect(spread).toEqual(expected);
          expect(combos.count).toBe(new Set(rows.map(([values]) => values.join())).size);
        },
      ),
    );
  });
});
