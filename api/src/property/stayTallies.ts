import { HeldPerStay, type NightsLog } from './heldByNights';
import { tallyResults } from './resultTally';
import type { VillaSet } from './villaSets';

/*
 * The tally of every villa bookable for a stay (arrival day and nights): how many per
 * combination of one-value facets, and how many have each of the villas' own features. A
 * search whose results are most of the stay's bookable villas (few or loose filters) then
 * walks the bookable villas that are not results, fewer, and takes their counts from these:
 * results = bookable - the rest, so each count is the stay's less the rest's. At 100,000
 * villas the tally of the results was the largest part of a search never asked before.
 *
 * Worked out once per stay (one tally of its bookable set) and held as the bookable sets and
 * the stay floors are (HeldPerStay): a change of one of the stay's nights drops it; the facets
 * stand with the catalog.
 */

/** Up to this many bytes of tallies: about 9.6 KB a stay at 100,000 villas. */
export const STAY_TALLIES_BUDGET_BYTES = 64 * 1024 * 1024;

/** What the tallies are worked out from: the catalog. */
export interface TallySource extends NightsLog {
  readonly bookable: { of(arrival: number, nights: number): Readonly<VillaSet> };
  readonly facetCombos: { readonly ofRow: Uint16Array | Uint32Array; readonly count: number };
  /** The villas' own feature bits, `ownFeatureWords` words a villa (CatalogData). */
  readonly ownFeatureBits: Uint32Array;
  readonly villaFeatureBits: number;
}

/**
 * A stay's tally: `perCombo[c]` villas of combination c, and `features[b]` villas with own
 * feature bit b (b < villaFeatureBits).
 */
export interface StayTally {
  readonly perCombo: Readonly<Int32Array>;
  readonly features: Readonly<Int32Array>;
  readonly byteLength: number;
}

export class StayTallies {
  private readonly held: HeldPerStay<StayTally>;

  constructor(
    private readonly source: TallySource,
    budgetBytes = STAY_TALLIES_BUDGET_BYTES,
  ) {
    // The bookable set reads the stay's own nights; the facets stand with the catalog.
    this.held = new HeldPerStay(source, budgetBytes, (arrival, nights) =>
      this.workOut(arrival, nights),
    );
  }

  /** The tally of the villas bookable for the stay. Shared: not to be changed. */
  of(arrival: number, nights: number): StayTally {
    return this.held.of(arrival, nights);
  }

  private workOut(arrival: number, nights: number): StayTally {
    const { facetCombos, ownFeatureBits, villaFeatureBits } = this.source;
    const bookable = this.source.bookable.of(arrival, nights);
    const words = new Int32Array(bookable.length);
    let wordCount = 0;
    for (let w = 0; w < bookable.length; w += 1) if (bookable[w] !== 0) words[wordCount++] = w;
    const ownWords = Math.ceil(villaFeatureBits / 32);
    const perCombo = new Int32Array(facetCombos.count);
    const features = new Int32Array(ownWords * 32);
    tallyResults(
      { set: bookable as VillaSet, words, wordCount },
      facetCombos.ofRow,
      perCombo,
      { bits: ownFeatureBits, stride: ownWords, tallied: ownWords },
      features,
    );
    return { perCombo, features, byteLength: perCombo.byteLength + features.byteLength };
  }
}
