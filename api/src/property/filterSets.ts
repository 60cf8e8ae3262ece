import { addAll, emptySet, rowOfBit, setWhere, type VillaSet } from './villaSets';

/*
 * Every filter option of the catalog as a set of villa rows (villaSets.ts), built once per
 * catalog: a search combines the sets of the ticked options word by word instead of asking
 * each villa about each section. About 120 sets of 12.5 KB at 100,000 villas.
 */

/** What the sets are built from: the catalog's per-villa facts. */
export interface FilterFacts {
  count: number;
  /** Property codes, lower case (the quick search). */
  codes: readonly string[];
  bedrooms: Uint8Array;
  sleeps: Uint8Array;
  ensuite: Uint8Array;
  typeIndex: Uint8Array;
  communityIndex: Uint16Array;
  typeCount: number;
  communityCount: number;
  /** Feature bits, `words` per villa, and how many bits are in use. */
  featureBits: Uint32Array;
  words: number;
  featureCount: number;
  priceFromPence: Int32Array;
}

export type CountSection = 'bedrooms' | 'sleeps' | 'ensuite';

/** Quick searches whose villas are kept; agents type the same few codes again and again. */
const QUICK_SEARCHES_KEPT = 256;

/** "At least k" sets of one count, for each value k some villa has (ascending). */
class AtLeastSets {
  private readonly values: number[];
  private readonly sets: VillaSet[];
  /** Villas with exactly each value, values ascending (shared: callers must not change them). */
  readonly exactly: readonly { value: number; set: VillaSet }[];

  constructor(rows: number, counts: Uint8Array) {
    const exactly = new Map<number, VillaSet>();
    for (let v = 0; v < rows; v += 1) {
      let set = exactly.get(counts[v]);
      if (!set) exactly.set(counts[v], (set = emptySet(rows)));
      set[v >>> 5] |= 1 << (v & 31);
    }
    this.values = [...exactly.keys()].sort((a, b) => a - b);
    this.exactly = this.values.map((value) => ({ value, set: exactly.get(value) as VillaSet }));
    this.sets = this.values.map(() => emptySet(rows));
    // From the largest value down: each set holds its own villas and every larger count's.
    const running = emptySet(rows);
    for (let i = this.values.length - 1; i >= 0; i -= 1) {
      addAll(running, exactly.get(this.values[i]) as VillaSet);
      this.sets[i].set(running);
    }
  }

  /** Villas with a count of at least `min` (shared: callers must not change it). */
  atLeast(min: number, rows: number): Readonly<VillaSet> {
    const i = this.values.findIndex((value) => value >= min);
    return i < 0 ? emptySet(rows) : this.sets[i];
  }
}

export class FilterSets {
  private readonly counts: Record<CountSection, AtLeastSets>;
  /** Per type row / community row (CatalogData.typeValues / communityValues). */
  readonly byType: VillaSet[];
  readonly byCommunity: VillaSet[];
  /** Per feature bit (CatalogData.bitOf). */
  readonly byFeature: VillaSet[];
  /** Villas with a rate in the window: the ones a search without dates lists. */
  readonly rated: VillaSet;
  /** Quick search text -> its villas, oldest first. */
  private readonly quickSearches = new Map<string, VillaSet>();

  constructor(readonly facts: FilterFacts) {
    const n = facts.count;
    this.counts = {
      bedrooms: new AtLeastSets(n, facts.bedrooms),
      sleeps: new AtLeastSets(n, facts.sleeps),
      ensuite: new AtLeastSets(n, facts.ensuite),
    };
    this.byType = Array.from({ length: facts.typeCount }, () => emptySet(n));
    this.byCommunity = Array.from({ length: facts.communityCount }, () => emptySet(n));
    this.byFeature = Array.from({ length: facts.featureCount }, () => emptySet(n));
    for (let v = 0; v < n; v += 1) {
      const word = v >>> 5;
      const bit = 1 << (v & 31);
      this.byType[facts.typeIndex[v]][word] |= bit;
      this.byCommunity[facts.communityIndex[v]][word] |= bit;
      for (let w = 0; w < facts.words; w += 1) {
        let bits = facts.featureBits[v * facts.words + w];
        while (bits !== 0) {
          const low = bits & -bits;
          this.byFeature[rowOfBit(w, low)][word] |= bit;
          bits ^= low;
        }
      }
    }
    this.rated = setWhere(n, (v) => facts.priceFromPence[v] > 0);
  }

  /** Villas with at least `min` of a count (shared: callers must not change it). */
  atLeast(section: CountSection, min: number): Readonly<VillaSet> {
    return this.counts[section].atLeast(min, this.facts.count);
  }

  /** Villas with exactly each value of a count, values ascending (shared: do not change). */
  exactly(section: CountSection): readonly { value: number; set: VillaSet }[] {
    return this.counts[section].exactly;
  }

  /**
   * Villas whose code contains `q` (lower case), shared by the searches that ask: the caller
   * must not change it. Reading every code again was about a fiftieth of the API's time in a
   * profile under never-asked searches at 10,000 villas, one in twenty of them quick searches.
   */
  codesContaining(q: string): VillaSet {
    let set = this.quickSearches.get(q);
    if (set === undefined) {
      set = setWhere(this.facts.count, (v) => this.facts.codes[v].includes(q));
      if (this.quickSearches.size >= QUICK_SEARCHES_KEPT) {
        this.quickSearches.delete(this.quickSearches.keys().next().value as string);
      }
      this.quickSearches.set(q, set);
    }
    return set;
  }
}
