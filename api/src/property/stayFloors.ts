import type { DayGrid } from './availability';
import { HeldPerStay, type NightsLog } from './heldByNights';
import { rowOfBit, type VillaSet } from './villaSets';

/*
 * Floors under the price of a stay (arrival day and nights), one per block of 32 villa rows
 * (one word of a villa set): the least price floor (priceFloorPence) of the block's villas
 * bookable for the stay, NO_FLOOR when none is. The search prices a villa of a block only
 * when the block's floor could beat the lowest price it has found or enter the page it shows.
 *
 * Worked out once per stay from the grid's running sums (two reads per bookable villa) and
 * shared by later searches, as the bookable sets are (bookableSets.ts): a stay's floors read
 * its bookable set and the rates, and rates stand while the catalog does, so a change of
 * nights drops only the floors of stays that include one of them. They replaced a floor per
 * block and eight-day bucket of the grid, the least nightly rate of any of the block's villas,
 * bookable or not: a search never asked before at 100,000 villas priced about 400 villas for
 * each flexible date under it, most of them in vain.
 */

/** Up to this many bytes of floors: as many stays as the bookable sets hold. */
export const STAY_FLOORS_BUDGET_BYTES = 64 * 1024 * 1024;

/** A block with no villa bookable for the stay: above any price. */
export const NO_FLOOR = 2_147_483_647;

/**
 * A floor under the total price of a stay whose nightly rates sum to `originalPence`, at a
 * villa whose discounts take at most `maxDiscountBp` off, when no villa's discount rules take
 * more than `10_000 - keptBp` off that stay (CatalogData.stayOfBlocks): each discount type
 * rounds half up, half a penny more at most, so 2 pence under. The one such floor the search
 * and these floors use.
 */
export function priceFloorPence(originalPence: number, maxDiscountBp: number, keptBp: number) {
  return (originalPence * Math.max(10_000 - maxDiscountBp, keptBp)) / 10_000 - 2;
}

/** What the floors are worked out from: the catalog. */
export interface FloorSource extends NightsLog {
  readonly grid: DayGrid;
  readonly maxDiscountBp: Uint16Array;
  readonly bookable: { of(arrival: number, nights: number): Readonly<VillaSet> };
  /** What is left of a stay's price once the most any villa's discounts take off is off. */
  keptBpOf(arrival: number, nights: number): number;
}

export class StayFloors {
  private readonly held: HeldPerStay<Int32Array>;

  constructor(
    private readonly source: FloorSource,
    budgetBytes = STAY_FLOORS_BUDGET_BYTES,
  ) {
    // The bookable set reads the stay's own nights; the rates stand with the catalog.
    this.held = new HeldPerStay(source, budgetBytes, (arrival, nights) =>
      this.workOut(arrival, nights),
    );
  }

  /** Per block, the floor of the stay (whole pence). Shared: not to be changed. */
  of(arrival: number, nights: number): Readonly<Int32Array> {
    return this.held.of(arrival, nights);
  }

  /** How many stays' floors are held and what they weigh. */
  size() {
    return this.held.size();
  }

  private workOut(arrival: number, nights: number): Int32Array {
    const { grid, maxDiscountBp } = this.source;
    const bookable = this.source.bookable.of(arrival, nights);
    const keptBp = this.source.keptBpOf(arrival, nights);
    const { ratePrefix } = grid;
    const arriving = grid.dayRow(arrival);
    const departing = grid.dayRow(arrival + nights);
    const rowOf = rowOfBit; // read once, not per villa (see rowOfBit)
    const floors = new Int32Array(bookable.length).fill(NO_FLOOR);
    for (let w = 0; w < bookable.length; w += 1) {
      let bits = bookable[w];
      let least = Infinity;
      while (bits !== 0) {
        const low = bits & -bits;
        const v = rowOf(w, low);
        bits ^= low;
        const original = ratePrefix[departing + v] - ratePrefix[arriving + v];
        const floor = priceFloorPence(original, maxDiscountBp[v], keptBp);
        if (floor < least) least = floor;
      }
      if (least !== Infinity) floors[w] = Math.floor(least);
    }
    return floors;
  }
}
