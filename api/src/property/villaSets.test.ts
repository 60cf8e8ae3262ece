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
});
