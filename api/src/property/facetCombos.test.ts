import fc from 'fast-check';
import { FacetCombos, ONE_VALUE_FACETS } from './facetCombos';

describe('FacetCombos', () => {
  it('gives each villa a combination holding its values, one per distinct set of values', () => {
    // Few values, so villas share combinations (a community row may pass 255).
    const villa = fc.tuple(
      fc.integer({ min: 0, max: 2 }),
      fc.integer({ min: 0, max: 3 }),
      fc.integer({ min: 0, max: 1 }),
      fc.integer({ min: 0, max: 1 }),
      fc.constantFrom(0, 1, 2, 400),
    );
    fc.assert(
      fc.property(fc.array(villa, { minLength: 1, maxLength: 300 }), (rows) => {
        const facet = (f: number) => rows.map((values) => values[f]);
        const combos = new FacetCombos({
          count: rows.length,
          bedrooms: Uint8Array.from(facet(0)),
          sleeps: Uint8Array.from(facet(1)),
          ensuite: Uint8Array.from(facet(2)),
          typeIndex: Uint8Array.from(facet(3)),
          communityIndex: Uint16Array.from(facet(4)),
        });
        rows.forEach((values, v) => {
          const combo = combos.ofRow[v];
          expect(ONE_VALUE_FACETS.map((f) => combos.valuesOf(f)[combo])).toEqual(values);
        });
        expect(combos.count).toBe(new Set(rows.map((values) => values.join())).size);
      }),
    );
  });
});
