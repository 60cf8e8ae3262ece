import fc from 'fast-check';
import { tallyResults } from './resultTally';
import { rowsOf, wordsFor } from './villaSets';

/** The live words of a set: those holding a member. */
function liveWordsOf(set: Uint32Array) {
  const words = Int32Array.from(set.keys()).filter((w) => set[w] !== 0);
  return { set, words, wordCount: words.length };
}

describe('tallyResults', () => {
  it('counts each result villa into its combination and each feature bit, as a walk of every bit does', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 3 }).chain((stride) =>
          fc.tuple(
            fc.constant(stride),
            fc.integer({ min: 0, max: stride }),
            fc.array(
              fc.record({
                words: fc.array(fc.integer({ min: 0, max: 0xffffffff }), {
                  minLength: stride,
                  maxLength: stride,
                }),
                combo: fc.integer({ min: 0, max: 4 }),
                result: fc.boolean(),
              }),
              { minLength: 1, maxLength: 700 },
            ),
          ),
        ),
        ([stride, tallied, villas]) => {
          const set = new Uint32Array(wordsFor(villas.length));
          villas.forEach((villa, v) => {
            if (villa.result) set[v >>> 5] |= 1 << (v & 31);
          });
          const bits = Uint32Array.from(villas.flatMap((villa) => villa.words));
          const comboOfRow = Uint32Array.from(villas, (villa) => villa.combo);
          const perCombo = new Int32Array(5);
          const counts = new Int32Array(32 * stride);
          tallyResults(liveWordsOf(set), comboOfRow, perCombo, { bits, stride, tallied }, counts);

          const expectedCombos = new Int32Array(5);
          const expectedCounts = new Int32Array(32 * stride);
          for (const v of rowsOf(set)) {
            expectedCombos[villas[v].combo] += 1;
            for (let k = 0; k < tallied; k += 1) {
              for (let b = 0; b < 32; b += 1) {
                if ((villas[v].words[k] >>> b) & 1) expectedCounts[32 * k + b] += 1;
              }
            }
          }
          expect([...perCombo]).toEqual([...expectedCombos]);
          expect([...counts]).toEqual([...expectedCounts]);
        },
      ),
    );
  });

  it('adds to counts already there, past 15 and 255 villas with the same bits, and leaves bits past the counts alone', () => {
    const villas = 600;
    const set = new Uint32Array(wordsFor(villas)).fill(0xffffffff);
    set[set.length - 1] = 2 ** (villas % 32) - 1;
    const bits = new Uint32Array(villas).fill(0b1111);
    const counts = Int32Array.from([5, 0, 0]);
    const perCombo = new Int32Array(1);
    tallyResults(
      liveWordsOf(set),
      new Uint32Array(villas),
      perCombo,
      { bits, stride: 1, tallied: 1 },
      counts,
    );
    expect([...counts]).toEqual([605, 600, 600]);
    expect([...perCombo]).toEqual([600]);
  });

  it('counts the combinations alone when no feature word is tallied', () => {
    const set = Uint32Array.of(0b1011);
    const perCombo = new Int32Array(2);
    const counts = new Int32Array(32);
    tallyResults(liveWordsOf(set), Uint32Array.of(0, 1, 0, 1), perCombo, null, counts);
    expect([...perCombo]).toEqual([1, 2]);
    expect(counts.every((c) => c === 0)).toBe(true);
  });
});
