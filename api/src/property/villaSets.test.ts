import fc from 'fast-check';
import {
  addAll,
  bitCount,
  fullSet,
  keepBoth,
  rowsOf,
  setWhere,
  sizeOf,
  sizeOfBoth,
  sizeOfBothAt,
  sizeOfShared,
} from './villaSets';

/* Villa sets against plain arrays of booleans. */

const flags = fc.array(fc.boolean(), { maxLength: 200 });
const pairOfFlags = fc
  .nat({ max: 200 })
  .chain((n) =>
    fc.tuple(
      fc.array(fc.boolean(), { minLength: n, maxLength: n }),
      fc.array(fc.boolean(), { minLength: n, maxLength: n }),
    ),
  );
const rowsWhere = (list: boolean[]) => list.flatMap((on, v) => (on ? [v] : []));

describe('villa sets', () => {
  test('a set holds exactly its rows, and counts them', () => {
    fc.assert(
      fc.property(flags, (list) => {
        const set = setWhere(list.length, (v) => list[v]);
        expect(rowsOf(set)).toEqual(rowsWhere(list));
        expect(sizeOf(set)).toBe(rowsWhere(list).length);
      }),
    );
  });

  test('and, or and the size of both agree with the rows', () => {
    fc.assert(
      fc.property(pairOfFlags, ([a, b]) => {
        const n = a.length;
        const both = setWhere(n, (v) => a[v]);
        keepBoth(
          both,
          setWhere(n, (v) => b[v]),
        );
        expect(rowsOf(both)).toEqual(rowsWhere(a.map((on, v) => on && b[v])));
        const either = setWhere(n, (v) => a[v]);
        addAll(
          either,
          setWhere(n, (v) => b[v]),
        );
        expect(rowsOf(either)).toEqual(rowsWhere(a.map((on, v) => on || b[v])));
        expect(
          sizeOfBoth(
            setWhere(n, (v) => a[v]),
            setWhere(n, (v) => b[v]),
          ),
        ).toBe(rowsOf(both).length);
      }),
    );
  });

  test('the full set holds every row and no bit past the last', () => {
    fc.assert(
      fc.property(fc.nat({ max: 200 }), (n) => {
        expect(rowsOf(fullSet(n))).toEqual(Array.from({ length: n }, (_, v) => v));
      }),
    );
  });

  test('bitCount counts the 1 bits of any 32-bit word', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffffffff }), (word) => {
        expect(bitCount(word)).toBe(word.toString(2).replaceAll('0', '').length);
      }),
    );
  });

  test('the size of both over some words counts the rows of those words alone', () => {
    fc.assert(
      fc.property(
        pairOfFlags.chain(([a, b]) =>
          fc.tuple(
            fc.constant(a),
            fc.constant(b),
            fc.subarray(Array.from({ length: Math.ceil(a.length / 32) }, (_, w) => w)),
          ),
        ),
        fc.nat(),
        fc.nat(),
        ([a, b, chosen], fromSeed, toSeed) => {
          const n = a.length;
          const words = Int32Array.from(chosen);
          const from = chosen.length === 0 ? 0 : fromSeed % chosen.length;
          const to = from + (toSeed % (chosen.length - from + 1));
          const counted = new Set(chosen.slice(from, to));
          const expected = rowsWhere(a.map((on, v) => on && b[v])).filter((v) =>
            counted.has(v >>> 5),
          ).length;
          expect(
            sizeOfBothAt(
              setWhere(n, (v) => a[v]),
              setWhere(n, (v) => b[v]),
              words,
              from,
              to,
            ),
          ).toBe(expected);
        },
      ),
    );
  });

  test('a shared set answers its row count, the first time and after', () => {
    const set = setWhere(100, (v) => v % 3 === 0);
    expect(sizeOfShared(set)).toBe(34);
    expect(sizeOfShared(set)).toBe(34);
    expect(sizeOfShared(setWhere(10, () => true))).toBe(10);
  });
});
