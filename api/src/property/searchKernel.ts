import fs from 'node:fs';
import path from 'node:path';
import { ONE_VALUE_FACETS, type FacetCombos, type OneValueFacet } from './facetCombos';
import { fullSet, wordsFor, type VillaSet } from './villaSets';

/*
 * The search's loops over villa sets and villas, run as WebAssembly written by hand
 * (searchKernel.wat), one instance per catalog: combining the ticked sections' sets with the
 * villas bookable for the stay, finding the villas failing one section only and counting them
 * by that section's value, and the facet counts of the results (one walk over the result
 * villas, each added to its combination of one-value facets and to each of its feature bits,
 * then the combinations spread over the five histograms).
 *
 * At 100,000 villas these loops were most of a search never asked before: JavaScript has no
 * population count or lowest-set-bit instruction and checks the bounds of every typed-array
 * read (the results' walk took about 6 ns a villa there, under 3 here). The villas' feature
 * words, values and combinations are copied into the kernel's memory once per catalog; a
 * search's sets are copied in per search (12.5 KB each at 100,000 villas, about a microsecond).
 * What the kernel answers (the filtered villas, the results, the counts) are views of its
 * memory, good until the catalog's next search: runSearch is synchronous, so one search runs
 * to its end before the next one starts.
 */

/** What a catalog gives its kernel. */
export interface KernelVillas {
  count: number;
  /** Every villa's own feature words, `stride` per villa row. */
  ownFeatures: { bits: Uint32Array; stride: number };
  /** Each villa row's value of each one-value facet (its place in that facet's histogram). */
  values: Record<OneValueFacet, Uint8Array | Uint16Array>;
  /** How many places each facet's histogram has. */
  histogramSizes: Record<OneValueFacet, number>;
  facetCombos: FacetCombos;
}

/** Sets a search combines: its sections (eight) and the quick search. */
const MOST_SETS = 9;
const PAGE_BYTES = 65_536;
/** Eight accumulators of byte lanes, the tally's working room. */
const LANES_BYTES = 32;

interface KernelExports {
  passingAll(
    full: number,
    sets: number,
    setCount: number,
    base: number,
    filtered: number,
    results: number,
    liveWords: number,
    words: number,
    matching: number,
  ): number;
  failingOnly(
    base: number,
    own: number,
    others: number,
    otherCount: number,
    failing: number,
    failingWords: number,
    words: number,
    size: number,
  ): number;
  tally(
    results: number,
    liveWords: number,
    wordCount: number,
    features: number,
    stride: number,
    k: number,
    combos: number,
    comboBytes: number,
    perCombo: number,
    counting: number,
    counts: number,
    lanes: number,
  ): void;
  spread(perCombo: number, comboCount: number, values: number, hists: number): void;
  countValues(
    set: number,
    setWords: number,
    wordCount: number,
    values: number,
    bytes: number,
    histogram: number,
  ): void;
}

/** searchKernel.wat, compiled (scripts/buildWasm.mjs) and checked against it by its test. */
const compiled = new WebAssembly.Module(fs.readFileSync(path.join(__dirname, 'searchKernel.wasm')));

/** Byte offsets in the kernel's memory, handed out in order, 4-byte aligned. */
class Layout {
  end = 0;
  take(bytes: number): number {
    const at = this.end;
    this.end += Math.ceil(bytes / 4) * 4;
    return at;
  }
}

export interface Passing {
  /** The villas in every set; the results (also in base); the words holding a filtered villa. */
  filtered: VillaSet;
  results: VillaSet;
  liveWords: Int32Array;
  live: number;
  matching: number;
}

export class SearchKernel {
  private readonly kernel: KernelExports;
  private readonly words: number;
  private readonly stride: number;
  /** Feature words read per villa: at least one (all zero when villas have no own features). */
  private readonly featureWords: number;
  private readonly comboCount: number;
  private readonly comboBytes: number;
  private readonly valueBytes: Record<OneValueFacet, number>;
  private readonly at: {
    features: number;
    combos: number;
    values: Record<OneValueFacet, number>;
    full: number;
    base: number;
    sets: number[];
    setList: number;
    otherList: number;
    filtered: number;
    results: number;
    liveWords: number;
    failing: number;
    failingWords: number;
    perCombo: number;
    counts: number;
    lanes: number;
    histograms: Record<OneValueFacet, number>;
    histList: number;
    comboValueList: number;
    valueHistogram: number;
    out: number;
  };
  /**
   * Views of the memory the search reads and writes, made once (the memory never grows, so
   * they stay valid): not a handful of new typed arrays on every search.
   */
  private readonly views: {
    base: Uint32Array;
    sets: Uint32Array[];
    setList: Int32Array;
    otherList: Int32Array;
    filtered: Uint32Array;
    results: Uint32Array;
    liveWords: Int32Array;
    failing: Uint32Array;
    perCombo: Int32Array;
    counts: Int32Array;
    histograms: Record<OneValueFacet, Int32Array>;
    /** The failing villas' histogram, as long as each facet's. */
    valueHistograms: Record<OneValueFacet, Int32Array>;
    out: Int32Array;
  };
  /** The sets of the search in hand, in the order passingAll was given them. */
  private setCount = 0;
  private live = 0;
  private failingWordCount = 0;

  constructor(villas: KernelVillas) {
    const n = villas.count;
    const words = wordsFor(n);
    const { ownFeatures, facetCombos } = villas;
    this.words = words;
    this.stride = ownFeatures.stride;
    this.featureWords = Math.max(1, ownFeatures.stride);
    this.comboCount = facetCombos.count;
    this.comboBytes = facetCombos.ofRow.BYTES_PER_ELEMENT;
    this.valueBytes = mapFacets((f) => villas.values[f].BYTES_PER_ELEMENT);
    const setBytes = words * 4;
    const layout = new Layout();
    const largestHistogram = Math.max(...ONE_VALUE_FACETS.map((f) => villas.histogramSizes[f]));
    this.at = {
      features: layout.take(Math.max(1, ownFeatures.bits.length) * 4),
      combos: layout.take(facetCombos.ofRow.byteLength),
      values: mapFacets((f) => layout.take(villas.values[f].byteLength)),
      full: layout.take(setBytes),
      base: layout.take(setBytes),
      sets: Array.from({ length: MOST_SETS }, () => layout.take(setBytes)),
      setList: layout.take(MOST_SETS * 4),
      otherList: layout.take(MOST_SETS * 4),
      filtered: layout.take(setBytes),
      results: layout.take(setBytes),
      liveWords: layout.take(setBytes),
      failing: layout.take(setBytes),
      failingWords: layout.take(setBytes),
      perCombo: layout.take(this.comboCount * 4),
      counts: layout.take(this.featureWords * 32 * 4),
      lanes: layout.take(LANES_BYTES),
      histograms: mapFacets((f) => layout.take(villas.histogramSizes[f] * 4)),
      histList: layout.take(ONE_VALUE_FACETS.length * 4),
      comboValueList: layout.take(ONE_VALUE_FACETS.length * 4),
      valueHistogram: layout.take(largestHistogram * 4),
      out: layout.take(4),
    };
    const comboValues = ONE_VALUE_FACETS.map(() => layout.take(this.comboCount * 2));
    const memory = new WebAssembly.Memory({
      initial: Math.max(1, Math.ceil(layout.end / PAGE_BYTES)),
    });
    const { buffer } = memory;
    const { at } = this;
    const u32 = (offset: number, length: number) => new Uint32Array(buffer, offset, length);
    const i32 = (offset: number, length: number) => new Int32Array(buffer, offset, length);
    u32(at.features, ownFeatures.bits.length).set(ownFeatures.bits);
    viewLike(facetCombos.ofRow, buffer, at.combos).set(facetCombos.ofRow);
    for (const f of ONE_VALUE_FACETS) {
      viewLike(villas.values[f], buffer, at.values[f]).set(villas.values[f]);
    }
    u32(at.full, words).set(fullSet(n));
    const histList = i32(at.histList, ONE_VALUE_FACETS.length);
    const comboValueList = i32(at.comboValueList, ONE_VALUE_FACETS.length);
    ONE_VALUE_FACETS.forEach((f, i) => {
      new Uint16Array(buffer, comboValues[i], this.comboCount).set(facetCombos.valuesOf(f));
      histList[i] = at.histograms[f];
      comboValueList[i] = comboValues[i];
    });
    const sizes = villas.histogramSizes;
    this.views = {
      base: u32(at.base, words),
      sets: at.sets.map((offset) => u32(offset, words)),
      setList: i32(at.setList, MOST_SETS),
      otherList: i32(at.otherList, MOST_SETS),
      filtered: u32(at.filtered, words),
      results: u32(at.results, words),
      liveWords: i32(at.liveWords, words),
      failing: u32(at.failing, words),
      perCombo: i32(at.perCombo, this.comboCount),
      counts: i32(at.counts, this.featureWords * 32),
      histograms: mapFacets((f) => i32(at.histograms[f], sizes[f])),
      valueHistograms: mapFacets((f) => i32(at.valueHistogram, sizes[f])),
      out: i32(at.out, 1),
    };
    const instance = new WebAssembly.Instance(compiled, { kernel: { memory } });
    this.kernel = instance.exports as unknown as KernelExports;
  }

  /**
   * The villas in every one of `sets` (at most nine; all villas when none), those of them also
   * in `base` (the results) and how many, and the words holding any filtered villa:
   * `liveWords[0 .. live)`. Copies `base` and `sets` in for the rest of the search.
   */
  passingAll(base: Readonly<VillaSet>, sets: readonly Readonly<VillaSet>[]): Passing {
    if (sets.length > MOST_SETS) throw new Error(`a search combines at most ${MOST_SETS} sets`);
    const { at, words, views } = this;
    views.base.set(base);
    sets.forEach((set, k) => {
      views.sets[k].set(set);
      views.setList[k] = at.sets[k];
    });
    this.setCount = sets.length;
    this.live = this.kernel.passingAll(
      at.full,
      at.setList,
      sets.length,
      at.base,
      at.filtered,
      at.results,
      at.liveWords,
      words,
      at.out,
    );
    return {
      filtered: views.filtered,
      results: views.results,
      liveWords: views.liveWords,
      live: this.live,
      matching: views.out[0],
    };
  }

  /**
   * The villas of the search's base not in its set number `own` and in each of its sets
   * numbered `others` (places in the list passingAll was given), and how many: a view, good
   * until the next call.
   */
  failingOnly(own: number, others: readonly number[]): { set: VillaSet; size: number } {
    const { at, words, views } = this;
    others.forEach((k, i) => (views.otherList[i] = this.setAt(k)));
    this.failingWordCount = this.kernel.failingOnly(
      at.base,
      this.setAt(own),
      at.otherList,
      others.length,
      at.failing,
      at.failingWords,
      words,
      at.out,
    );
    return { set: views.failing, size: views.out[0] };
  }

  /** Adds the villas of the last failingOnly to `into`, by their value of `facet`. */
  countFailing(facet: OneValueFacet, into: Int32Array): void {
    const { at } = this;
    const counts = this.views.valueHistograms[facet].fill(0);
    this.kernel.countValues(
      at.failing,
      at.failingWords,
      this.failingWordCount,
      at.values[facet],
      this.valueBytes[facet],
      at.valueHistogram,
    );
    for (let i = 0; i < counts.length; i += 1) into[i] += counts[i];
  }

  /**
   * Adds the results of the last passingAll to the histograms of each one-value facet, and
   * answers how many have each own feature bit (bit b & 31 of feature word b >>> 5: a view,
   * good until the next call).
   */
  countResults(into: Record<OneValueFacet, Int32Array>): Int32Array {
    const { at, views } = this;
    views.perCombo.fill(0);
    const counts = views.counts.fill(0);
    for (const f of ONE_VALUE_FACETS) views.histograms[f].fill(0);
    for (let k = 0; k < this.featureWords; k += 1) {
      this.kernel.tally(
        at.results,
        at.liveWords,
        this.live,
        at.features,
        this.stride,
        k,
        at.combos,
        this.comboBytes,
        at.perCombo,
        k === 0 ? 1 : 0,
        at.counts + k * 32 * 4,
        at.lanes,
      );
    }
    this.kernel.spread(at.perCombo, this.comboCount, at.comboValueList, at.histList);
    for (const f of ONE_VALUE_FACETS) {
      const counted = views.histograms[f];
      const hist = into[f];
      for (let i = 0; i < counted.length; i += 1) hist[i] += counted[i];
    }
    return counts;
  }

  private setAt(k: number): number {
    if (k < 0 || k >= this.setCount) throw new Error(`no set ${k} in this search`);
    return this.at.sets[k];
  }
}

/** A view of `buffer` at `offset` of the same element type and length as `like`. */
function viewLike(
  like: Uint8Array | Uint16Array | Uint32Array,
  buffer: ArrayBuffer,
  offset: number,
) {
  const Type = like.constructor as Uint8ArrayConstructor;
  return new Type(buffer, offset, like.length);
}

function mapFacets<T>(f: (facet: OneValueFacet) => T): Record<OneValueFacet, T> {
  return Object.fromEntries(ONE_VALUE_FACETS.map((facet) => [facet, f(facet)])) as Record<
    OneValueFacet,
    T
  >;
}
