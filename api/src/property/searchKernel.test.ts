import fc from 'fast-check';
import fs from 'node:fs';
import path from 'node:path';
import { FacetCombos, ONE_VALUE_FACETS, type OneValueFacet } from './facetCombos';
import { SearchKernel } from './searchKernel';
import { rowsOf, setWhere } from './villaSets';

const { wasmOfWat } = require('../../scripts/wasmOfWat.cjs') as {
  wasmOfWat: (file: string) => Promise<Uint8Array>;
};

/*
 * The kernel against plain walks over villas: the same sets and counts for random villas
 * (few values, so they share combinations), sets and searches, several searches per kernel.
 */

interface Villa {
  values: Record<OneValueFacet, number>;
  features: number[];
}

const HISTOGRAM_SIZES: Record<OneValueFacet, number> = {
  bedrooms: 256,
  sleeps: 256,
  ensuite: 256,
  typeIndex: 3,
  communityIndex: 401,
};

function kernelOf(villas: readonly Villa[], stride: number): SearchKernel {
  const column = (f: OneValueFacet) => villas.map((villa) => villa.values[f]);
  const values = {
    bedrooms: Uint8Array.from(column('bedrooms')),
    sleeps: Uint8Array.from(column('sleeps')),
    ensuite: Uint8Array.from(column('ensuite')),
    typeIndex: Uint8Array.from(column('typeIndex')),
    communityIndex: Uint16Array.from(column('communityIndex')),
  };
  return new SearchKernel({
    count: villas.length,
    ownFeatures: { bits: Uint32Array.from(villas.flatMap((villa) => villa.features)), stride },
    values,
    histogramSizes: HISTOGRAM_SIZES,
    facetCombos: new FacetCombos({ count: villas.length, ...values }),
  });
}

const villaOf = (stride: number) =>
  fc.record({
    values: fc.record({
      bedrooms: fc.integer({ min: 0, max: 2 }),
      sleeps: fc.integer({ min: 0, max: 255 }),
      ensuite: fc.integer({ min: 0, max: 1 }),
      typeIndex: fc.integer({ min: 0, max: 2 }),
      communityIndex: fc.constantFrom(0, 1, 400),
    }),
    features: fc.array(fc.integer({ min: 0, max: 0xffffffff }), {
      minLength: stride,
      maxLength: stride,
    }),
  });

/** A search: its base and up to four sets, each a random choice of villas. */
const searchOf = (villas: number) =>
  fc.record({
    base: fc.array(fc.boolean(), { minLength: villas, maxLength: villas }),
    sets: fc.array(fc.array(fc.boolean(), { minLength: villas, maxLength: villas }), {
      maxLength: 4,
    }),
  });

const setOf = (flags: readonly boolean[]) => setWhere(flags.length, (v) => flags[v]);
const emptyHistograms = () =>
  Object.fromEntries(
    ONE_VALUE_FACETS.map((f) => [f, new Int32Array(HISTOGRAM_SIZES[f])]),
  ) as Record<OneValueFacet, Int32Array>;

/** How many of `rows` have each value of each facet, and each feature bit. */
function countsOf(villas: readonly Villa[], rows: number[], stride: number) {
  const histograms = emptyHistograms();
  const features = new Int32Array(32 * Math.max(1, stride));
  for (const v of rows) {
    for (const f of ONE_VALUE_FACETS) histograms[f][villas[v].values[f]] += 1;
    for (let b = 0; b < 32 * stride; b += 1) {
      if ((villas[v].features[b >>> 5] >>> (b & 31)) & 1) features[b] += 1;
    }
  }
  return { histograms, features: [...features] };
}

describe('SearchKernel', () => {
  it('finds the filtered villas, the results, their words and counts, search after search', () => {
    fc.assert(
      fc.property(
        fc
          .integer({ min: 0, max: 3 })
          .chain((stride) =>
            fc
              .array(villaOf(stride), { minLength: 1, maxLength: 400 })
              .chain((villas) =>
                fc.tuple(
                  fc.constant(stride),
                  fc.constant(villas),
                  fc.array(searchOf(villas.length), { minLength: 1, maxLength: 3 }),
                ),
              ),
          ),
        ([stride, villas, searches]) => {
          const kernel = kernelOf(villas, stride);
          for (const search of searches) {
            const inEvery = (v: number) => search.sets.every((set) => set[v]);
            const passing = kernel.passingAll(setOf(search.base), search.sets.map(setOf));
            const filteredRows = villas.flatMap((_, v) => (inEvery(v) ? [v] : []));
            const resultRows = filteredRows.filter((v) => search.base[v]);
            expect(rowsOf(passing.filtered)).toEqual(filteredRows);
            expect(rowsOf(passing.results)).toEqual(resultRows);
            expect(passing.matching).toBe(resultRows.length);
            expect([...passing.liveWords.slice(0, passing.live)]).toEqual([
              ...new Set(filteredRows.map((v) => v >>> 5)),
            ]);

            const histograms = emptyHistograms();
            const features = kernel.countResults(histograms);
            const expected = countsOf(villas, resultRows, stride);
            expect(histograms).toEqual(expected.histograms);
            expect([...features]).toEqual(expected.features);

            // Each set in turn as the one failed.
            search.sets.forEach((own, k) => {
              const others = search.sets.flatMap((_, j) => (j === k ? [] : [j]));
              const failing = kernel.failingOnly(k, others);
              const failingRows = villas.flatMap((_, v) =>
                search.base[v] && !own[v] && others.every((j) => search.sets[j][v]) ? [v] : [],
              );
              expect(rowsOf(failing.set)).toEqual(failingRows);
              expect(failing.size).toBe(failingRows.length);
              for (const facet of ONE_VALUE_FACETS) {
                const counted = new Int32Array(HISTOGRAM_SIZES[facet]).fill(1);
                kernel.countFailing(facet, counted);
                const plain = countsOf(villas, failingRows, stride).histograms[facet];
                expect([...counted]).toEqual([...plain].map((count) => count + 1));
              }
            });
          }
        },
      ),
      { numRuns: 60 },
    );
  });

  it('counts past 15 and 255 villas with the same bits, and combinations of 32 bits', () => {
    // 70,000 villas, each of its own bedrooms and community: more combinations than 16 bits
    // number.
    const count = 70_000;
    const communities = count / 2;
    const values = {
      bedrooms: Uint8Array.from({ length: count }, (_, v) => (v < communities ? 0 : 1)),
      sleeps: new Uint8Array(count).fill(4),
      ensuite: new Uint8Array(count).fill(1),
      typeIndex: new Uint8Array(count),
      communityIndex: Uint16Array.from({ length: count }, (_, v) => v % communities),
    };
    const combos = new FacetCombos({ count, ...values });
    expect(combos.ofRow).toBeInstanceOf(Uint32Array);
    const kernel = new SearchKernel({
      count,
      ownFeatures: { bits: new Uint32Array(count).fill(0b1011), stride: 1 },
      values,
      histogramSizes: { ...HISTOGRAM_SIZES, communityIndex: communities },
      facetCombos: combos,
    });
    expect(
      kernel.passingAll(
        setWhere(count, () => true),
        [],
      ).matching,
    ).toBe(count);
    const histograms = { ...emptyHistograms(), communityIndex: new Int32Array(communities) };
    const features = kernel.countResults(histograms);
    expect([...features.slice(0, 5)]).toEqual([count, count, 0, count, 0]);
    expect([...histograms.bedrooms.slice(0, 3)]).toEqual([communities, communities, 0]);
    expect(histograms.sleeps[4]).toBe(count);
    expect(histograms.communityIndex.every((villas) => villas === 2)).toBe(true);
  });

  it('runs the WebAssembly that searchKernel.wat compiles to (pnpm --filter @villa/api build:wasm)', async () => {
    const wat = path.join(__dirname, 'searchKernel.wat');
    const built = fs.readFileSync(wat.replace(/\.wat$/, '.wasm'));
    expect(Buffer.from(await wasmOfWat(wat)).equals(built)).toBe(true);
  });
});
