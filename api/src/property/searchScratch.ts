import { fullSet, wordsFor, type VillaSet } from './villaSets';

/*
 * A search's working arrays, lent by its catalog and taken back by the next search, instead of
 * allocated for each one (a section's "or" or "and" of several ticked options, the stay's
 * bookable villas less a quick search's, the facet histograms). The filtered villas, the
 * results and the failing villas of each section live in the search kernel's memory instead
 * (searchKernel.ts). At 100,000 villas a search took about 60 KB of such arrays; allocated per
 * search they were garbage the collector walked several hundred times a second under
 * never-asked searches.
 *
 * Safe because a search runs to its end before the next one starts (runSearch is synchronous)
 * and none of these arrays outlives it: they are never held, answered or shared. What a search
 * keeps (a bookable set, a section's own set) is never one of them.
 */
export class SearchScratch {
  private readonly full: VillaSet;
  private readonly sets: VillaSet[] = [];
  private readonly counts = new Map<number, { lent: number; arrays: Int32Array[] }>();
  private setsLent = 0;

  constructor(private readonly rows: number) {
    this.full = fullSet(rows);
  }

  /** Takes back everything lent: the start of a search. */
  begin(): this {
    this.setsLent = 0;
    for (const pool of this.counts.values()) pool.lent = 0;
    return this;
  }

  /** A set of no villas, until the next begin(). */
  emptySet(): VillaSet {
    return this.nextSet().fill(0);
  }

  /** A set of every villa, until the next begin(). */
  fullSet(): VillaSet {
    return this.copyOf(this.full);
  }

  /** A copy of `set`, until the next begin(). */
  copyOf(set: Readonly<VillaSet>): VillaSet {
    const copy = this.nextSet();
    copy.set(set);
    return copy;
  }

  /** `length` counters at 0, until the next begin(). */
  counters(length: number): Int32Array {
    let pool = this.counts.get(length);
    if (pool === undefined) {
      pool = { lent: 0, arrays: [] };
      this.counts.set(length, pool);
    }
    if (pool.lent === pool.arrays.length) pool.arrays.push(new Int32Array(length));
    return pool.arrays[pool.lent++].fill(0);
  }

  private nextSet(): VillaSet {
    if (this.setsLent === this.sets.length) this.sets.push(new Uint32Array(wordsFor(this.rows)));
    return this.sets[this.setsLent++];
  }
}
