import { bookableRows, type DayGrid } from './availability';
import type { VillaSet } from './villaSets';

/*
 * The villas bookable for a stay (arrival day and nights) as a set, kept while the nights it
 * read stand. A search reads seven such sets (its arrival and the six flexible dates), and
 * working one out reads the arrival day's row of the grid for every villa: at 100,000 villas
 * that was about a third of a search never asked before. Searches share them: agents ask
 * about the same arrivals and lengths, and one search's flexible dates are the next one's
 * arrival. Whether a stay is bookable depends on its own nights only (availability.ts: a
 * free run that starts on the arrival day and is at least as long as the stay), so a change
 * of nights drops only the sets of stays that include one of them, as held answers are dropped
 * (searchAnswers.ts); a reload or a new day is a new catalog, with none held.
 */

/** Up to this many bytes of sets: every stay the search window allows at 10,000 villas. */
export const BOOKABLE_SETS_BUDGET_BYTES = 64 * 1024 * 1024;

/** What the sets are worked out from: the catalog's grid and its log of changed nights. */
export interface BookableSource {
  readonly grid: DayGrid;
  readonly version: number;
  nightsChangedSince(version: number): { from: number; to: number }[] | null;
}

/** Nights fit in 8 bits (the grid's minimum-nights field); the key packs the day above them. */
const keyOf = (arrival: number, nights: number) => arrival * 256 + nights;

export class BookableSets {
  private version: number;
  /** Stay key -> set; a Map iterates oldest first, so it is also the least-recently-used order. */
  private readonly held = new Map<number, VillaSet>();
  private bytes = 0;

  constructor(
    private readonly source: BookableSource,
    private readonly budgetBytes = BOOKABLE_SETS_BUDGET_BYTES,
  ) {
    this.version = source.version;
  }

  /**
   * The villa rows bookable for `nights` nights from `arrival` (bookableRows). Shared with
   * later searches: a caller that needs to change it changes a copy.
   */
  of(arrival: number, nights: number): Readonly<VillaSet> {
    if (nights > 255) return bookableRows(this.source.grid, arrival, nights);
    this.catchUp();
    const key = keyOf(arrival, nights);
    const held = this.held.get(key);
    if (held !== undefined) {
      // Most recently used goes last.
      this.held.delete(key);
      this.held.set(key, held);
      return held;
    }
    const set = bookableRows(this.source.grid, arrival, nights);
    if (set.byteLength > this.budgetBytes) return set;
    for (const [oldKey, old] of this.held) {
      if (this.bytes + set.byteLength <= this.budgetBytes) break;
      this.held.delete(oldKey);
      this.bytes -= old.byteLength;
    }
    this.held.set(key, set);
    this.bytes += set.byteLength;
    return set;
  }

  /** How many sets are held and what they weigh. */
  size() {
    return { sets: this.held.size, bytes: this.bytes };
  }

  /** Drops the sets of stays whose nights changed since they were worked out. */
  private catchUp() {
    const { source } = this;
    if (source.version === this.version) return;
    const changed = source.nightsChangedSince(this.version);
    this.version = source.version;
    if (changed === null) {
      this.held.clear();
      this.bytes = 0;
      return;
    }
    for (const [key, set] of this.held) {
      const arrival = Math.floor(key / 256);
      const departure = arrival + (key % 256);
      if (changed.some((nights) => nights.from < departure && arrival < nights.to)) {
        this.held.delete(key);
        this.bytes -= set.byteLength;
      }
    }
  }
}
