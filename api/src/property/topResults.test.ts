import fc from 'fast-check';
import { TopResults } from './topResults';

/*
 * The bounded selection keeps exactly the first `limit` results of a full sort by
 * (primary, secondary), in that order, whatever order they are offered in.
 */

const entries = fc.uniqueArray(
  fc.record({
    // Few distinct primaries, so ties on it (broken by the secondary key) are common.
    primary: fc.integer({ min: -5, max: 5 }),
    secondary: fc.integer({ min: 0, max: 1_000_000 }),
  }),
  { selector: (e) => e.secondary, maxLength: 300 },
);

function fullSortRows(list: { primary: number; secondary: number }[]): number[] {
  return list
    .map((e, row) => ({ ...e, row }))
    .sort((a, b) => a.primary - b.primary || a.secondary - b.secondary)
    .map((e) => e.row);
}

describe('TopResults', () => {
  test('keeps the first `limit` rows of the full sort, in order', () => {
    fc.assert(
      fc.property(entries, fc.nat({ max: 320 }), (list, limit) => {
        const top = new TopResults(limit);
        list.forEach((e, row) => top.offer(e.primary, e.secondary, row));
        expect(top.rows()).toEqual(fullSortRows(list).slice(0, limit));
      }),
      { numRuns: 500 },
    );
  });

  test('wouldKeep says whether an offer would change what is kept', () => {
    fc.assert(
      fc.property(entries, fc.integer({ min: 1, max: 20 }), (list, limit) => {
        const top = new TopResults(limit);
        list.forEach((e, row) => {
          const before = top.rows();
          const keep = top.wouldKeep(e.primary, e.secondary);
          top.offer(e.primary, e.secondary, row);
          expect(top.rows().includes(row)).toBe(keep);
          if (!keep) expect(top.rows()).toEqual(before);
        });
      }),
      { numRuns: 200 },
    );
  });

  test('a limit of 0 keeps nothing', () => {
    const top = new TopResults(0);
    top.offer(1, 1, 1);
    expect(top.wouldKeep(0, 0)).toBe(false);
    expect(top.rows()).toEqual([]);
  });
});
