import fc from 'fast-check';
import { SearchScratch } from './searchScratch';
import { fullSet, rowsOf } from './villaSets';

describe('SearchScratch', () => {
  it('lends each search clean arrays of its own, whatever the last search left in them', () => {
    const borrow = fc.constantFrom('empty', 'full', 'copy', 'counters3', 'counters40');
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 200 }),
        fc.array(fc.array(borrow, { maxLength: 8 }), { minLength: 1, maxLength: 5 }),
        (rows, searches) => {
          const scratch = new SearchScratch(rows);
          const every = rowsOf(fullSet(rows));
          const source = fullSet(rows).map((word, w) => word & (w % 2 === 0 ? 0x5555 : 0xf0f0));
          for (const search of searches) {
            scratch.begin();
            const lent: (Uint32Array | Int32Array)[] = [];
            for (const kind of search) {
              const array =
                kind === 'empty'
                  ? scratch.emptySet()
                  : kind === 'full'
                    ? scratch.fullSet()
                    : kind === 'copy'
                      ? scratch.copyOf(source)
                      : scratch.counters(kind === 'counters3' ? 3 : 40);
              if (kind === 'empty') expect(rowsOf(array as Uint32Array)).toEqual([]);
              if (kind === 'full') expect(rowsOf(array as Uint32Array)).toEqual(every);
              if (kind === 'copy') expect([...array]).toEqual([...source]);
              if (kind.startsWith('counters')) expect(array.every((c) => c === 0)).toBe(true);
              // No two borrowings of one search share an array.
              expect(lent.some((other) => other.buffer === array.buffer)).toBe(false);
              lent.push(array);
            }
            // The search dirties everything it borrowed.
            for (const array of lent) array.fill(-1);
          }
        },
      ),
    );
  });
});
