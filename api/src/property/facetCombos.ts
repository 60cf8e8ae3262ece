/*
 * A villa's five one-value facets (bedrooms, sleeps, en-suite, type, community) as one number
 * per villa row. Villas share far fewer combinations of them than there are villas (2,376 at
 * 100,000 seeded villas), so a search counts each result villa with one add, into its
 * combination, and spreads the combinations' counts over the five histograms once at the end
 * (searchKernel.ts): at 100,000 villas that took about a seventh off a search never asked
 * before.
 */

/** The facets with one value per villa (fields of OneValueFacets), in the order they are kept. */
export const ONE_VALUE_FACETS = [
  'bedrooms',
  'sleeps',
  'ensuite',
  'typeIndex',
  'communityIndex',
] as const;
export type OneValueFacet = (typeof ONE_VALUE_FACETS)[number];

export interface OneValueFacets {
  count: number;
  bedrooms: Uint8Array;
  sleeps: Uint8Array;
  ensuite: Uint8Array;
  typeIndex: Uint8Array;
  communityIndex: Uint16Array;
}

export class FacetCombos {
  /**
   * Each villa row's combination: 16 bits when they fit (they do by far at 100,000 villas), so
   * the tally, which reads it for every result villa, reads half the memory.
   */
  readonly ofRow: Uint16Array | Uint32Array;
  /** How many distinct combinations the villas have. */
  readonly count: number;
  /** Per combination, its value of each facet (the histogram index), in ONE_VALUE_FACETS order. */
  private readonly values: readonly (Uint8Array | Uint16Array)[];

  constructor(villas: OneValueFacets) {
    const rowFacets = ONE_VALUE_FACETS.map((facet) => villas[facet]);
    const ofRow = new Uint32Array(villas.count);
    const idOf = new Map<number, number>();
    const { bedrooms, sleeps, ensuite, typeIndex, communityIndex } = villas;
    for (let v = 0; v < villas.count; v += 1) {
      // 8 + 8 + 8 + 8 + 16 bits: 48, exact in a number (a string key per villa took 70-90 ms
      // of every catalog load at 100,000 villas).
      const key =
        (((bedrooms[v] * 256 + sleeps[v]) * 256 + ensuite[v]) * 256 + typeIndex[v]) * 65_536 +
        communityIndex[v];
      let id = idOf.get(key);
      if (id === undefined) {
        id = idOf.size;
        idOf.set(key, id);
      }
      ofRow[v] = id;
    }
    this.count = idOf.size;
    this.ofRow = this.count <= 65_536 ? Uint16Array.from(ofRow) : ofRow;
    // Each facet's values as wide as its villas' (community rows take 16 bits).
    const values = rowFacets.map(
      (facet) => new (facet.constructor as Uint16ArrayConstructor)(this.count),
    );
    for (let v = 0; v < villas.count; v += 1) {
      const id = this.ofRow[v];
      rowFacets.forEach((facet, f) => (values[f][id] = facet[v]));
    }
    this.values = values;
  }

  /** Per combination, its value of `facet` (its place in that facet's histogram). */
  valuesOf(facet: OneValueFacet): Uint8Array | Uint16Array {
    return this.values[ONE_VALUE_FACETS.indexOf(facet)];
  }
}
