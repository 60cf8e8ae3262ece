import { bookableRows, type DayGrid } from './availability';
import { HeldPerStay, type NightsLog } from './heldByNights';
import type { VillaSet } from './villaSets';

/*
 * The villas bookable for a stay (arrival day and nights) as a set, kept while the nights it
 * read stand. A search reads seven such sets (its arrival and the six flexible dates), and
 * working one out reads the arrival day's row of the grid for every villa: at 100,000 villas
 * that was about a third of a search never asked before. Searches share them: agents ask
 * about the same arrivals and lengths, and one search's flexible dates are the next one's
 * arrival. Whether a stay is bookable depends on its own nights only (availability.ts: a
 * free run that starts on the arrival day and is at least as long as the stay), so a change
 * of nights drops only the sets of stays that include one of them (heldByNights.ts, as the
 * held answers are); a reload or a new day is a new catalog, with none held.
 */

/** Up to this many bytes of sets: every stay the search window allows at 10,000 villas. */
export const BOOKABLE_SETS_BUDGET_BYTES = 64 * 1024 * 1024;

/** What the sets are worked out from: the catalog's grid and its log of changed nights. */
export interface BookableSource extends NightsLog {
  readonly grid: DayGrid;
}

export class BookableSets {
  private readonly held: HeldPerStay<VillaSet>;

  constructor(source: BookableSource, budgetBytes = BOOKABLE_SETS_BUDGET_BYTES) {
    // A stay's verdict reads its own nights only (a free run from the arrival day).
    this.held = new HeldPerStay(source, budgetBytes, (arrival, nights) =>
      bookableRows(source.grid, arrival, nights),
    );
  }

  /**
   * The villa rows bookable for `nights` nights from `arrival` (bookableRows). Shared with
   * later searches: a caller that needs to change it changes a copy.
   */
  of(arrival: number, nights: number): Readonly<VillaSet> {
    return this.held.of(arrival, nights);
  }

  /** How many sets are held and what they weigh. */
  size() {
    return this.held.size();
  }
}
