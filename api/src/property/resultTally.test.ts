import fc from 'fast-check';
import fs from 'node:fs';
import path from 'node:path';
import { ResultTally } from './resultTally';
import { rowsOf, wordsFor } from './villaSets';

const { wasmOfWat } = require('../../scripts/wasmOfWat.cjs') as {
  wasmOfWat: (file: string) => Promise<Uint8Array>;
};

/** The live words of a set: those holding a member. */
function liveWordsOf(set: Uint32Array) {
  const words = Int32Array.from(set.keys()).filter((w) => set[w] !== 0);
  return { set, words, wordCount: words.length };
}

interface Villa {
  words: number[];
  combo: number;
}

/** What a walk of every bit of every result villa counts. */
function walkOf(villas: readonly Villa[], set: Uint32Array, stride: number, combos: number) {
  const perCombo = new Int32Array(combos);
  const counts = new Int32Array(32 * Math.max(1, stride));
  for (const v of rowsOf(set)) {
    perCombo[villas[v].combo] += 1;
    for (let k = 0; k < stride; k += 1) {
      for (let b = 0; b < 32; b += 1) {
        if ((villas[v].words[k] >>> b) & 1) counts[32 * k + b] += 1;
      }
    }
  }
  return { perCombo: [...perCombo], featureCounts: [...counts] };
}

const plain = ({
  perCombo,
  featureCounts,
}: {
  perCombo: Int32Array;
  featureCounts: Int32Array;
}) => ({
  perCombo: [...perCombo],
  featureCounts: [...featureCounts],
});

describe('ResultTally', () => {
  it('counts each result villa into its combination and each feature bit, as a walk of every bit does, search after search', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 3 }).chain((stride) =>
          fc.record({
            stride: fc.constant(stride),
            wideCombos: fc.boolean(),
            villas: fc.array(
              fc.record({
                words: fc.array(fc.integer({ min: 0, max: 0xffffffff }), {
                  minLength: stride,
                  maxLength: stride,
                }),
                combo: fc.integer({ min: 0, max: 4 }),
              }),
              { minLength: 1, maxLength: 700 },
            ),
            searches: fc.array(fc.array(fc.boolean(), { minLength: 700, maxLength: 700 }), {
              minLength: 1,
              maxLength: 3,
            }),
          }),
        ),
        ({ stride, wideCombos, villas, searches }) => {
          const comboOfVilla = villas.map((v) => v.combo);
          const combos = wideCombos
            ? Uint32Array.from(comboOfVilla)
            : Uint16Array.from(comboOfVilla);
          const bits = Uint32Array.from(villas.flatMap((villa) => villa.words));
          const tally = new ResultTally({ bits, stride }, combos, 5);
          for (const isResult of searches) {
            const set = new Uint32Array(wordsFor(villas.length));
            villas.forEach((_, v) => {
              if (isResult[v]) set[v >>> 5] |= 1 << (v & 31);
            });
            expect(plain(tally.tally(liveWordsOf(set)))).toEqual(walkOf(villas, set, stride, 5));
          }
        },
      ),
    );
  });

  it('counts past 15 and 255 villas with the same bits', () => {
    const villas = 600;
    const set = new Uint32Array(wordsFor(villas)).fill(0xffffffff);
    set[set.length - 1] = 2 ** (villas % 32) - 1;
    const tally = new ResultTally(
      { bits: new Uint32Array(villas).fill(0b1111), stride: 1 },
      new Uint16Array(villas),
      1,
    );
    const { perCombo, featureCounts } = tally.tally(liveWordsOf(set));
    expect([...featureCounts.slice(0, 5)]).toEqual([600, 600, 600, 600, 0]);
    expect([...perCombo]).toEqual([600]);
  });

  it('reads only the live words it is given', () => {
    // Villas 0 to 39 (two words); villa v has feature bit v & 31 and combination v & 1.
    const tally = new ResultTally(
      { bits: Uint32Array.from({ length: 40 }, (_, v) => 1 << (v & 31)), stride: 1 },
      Uint16Array.from({ length: 40 }, (_, v) => v & 1),
      2,
    );
    const set = Uint32Array.of(0b1011, 0b1);
    const { perCombo, featureCounts } = tally.tally({
      set,
      words: Int32Array.of(0, 1),
      wordCount: 1,
    });
    expect([...perCombo]).toEqual([1, 2]);
    expect([...featureCounts.slice(0, 5)]).toEqual([1, 1, 0, 1, 0]);
  });

  it('runs the WebAssembly that resultTally.wat compiles to (pnpm --filter @villa/api build:wasm)', async () => {
    const wat = path.join(__dirname, 'resultTally.wat');
    const built = fs.readFileSync(wat.replace(/\.wat$/, '.wasm'));
    expect(Buffer.from(await wasmOfWat(wat)).equals(built)).toBe(true);
  });
});
