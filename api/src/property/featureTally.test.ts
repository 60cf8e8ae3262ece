import fc from 'fast-check';
import { FeatureTally } from './featureTally';

describe('FeatureTally', () => {
  it('counts each feature bit over the villas added, as a walk of every bit does', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 3 }).chain((words) =>
          fc.tuple(
            fc.constant(words),
            fc.array(
              fc.array(fc.integer({ min: 0, max: 0xffffffff }), {
                minLength: words,
                maxLength: words,
              }),
              { maxLength: 600 },
            ),
          ),
        ),
        ([words, villas]) => {
          const bits = Uint32Array.from(villas.flat());
          const counts = new Int32Array(32 * words);
          const tally = new FeatureTally(words, counts);
          villas.forEach((_, v) => tally.add(bits, v * words));
          tally.flush();

          const expected = new Int32Array(32 * words);
          for (const villa of villas) {
            villa.forEach((word, k) => {
              for (let b = 0; b < 32; b += 1) if ((word >>> b) & 1) expected[32 * k + b] += 1;
            });
          }
          expect([...counts]).toEqual([...expected]);
        },
      ),
    );
  });

  it('adds to counts already there, and leaves bits past the counts alone', () => {
    const counts = Int32Array.from([5, 0, 0]);
    const tally = new FeatureTally(1, counts);
    // Past 15 (a nibble) and 255 (a byte) villas with the same bits.
    for (let v = 0; v < 600; v += 1) tally.add(Uint32Array.of(0b1111), 0);
    tally.flush();
    expect([...counts]).toEqual([605, 600, 600]);
  });
});
