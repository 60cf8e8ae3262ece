import fs from 'node:fs';
import path from 'node:path';
import { wordsFor, type VillaSet } from './villaSets';

/*
 * The facet counts of a search's results, in one walk over the result villas: each adds one
 * to its combination of one-value facets (facetCombos.ts) and to each of its own feature bits.
 * At 100,000 villas a search has about 13,000 results, and this walk was the largest single
 * cost of a search never asked before: about 6 ns a villa in JavaScript. It runs as
 * WebAssembly written by hand (resultTally.wat), in under 3 ns a villa: a lowest-set-bit
 * instruction and reads without bounds checks. The villas' feature words and combinations are
 * copied into its memory once per catalog; the results are copied in per search (12.5 KB at
 * 100,000 villas, about a microsecond).
 */

export interface ResultVillas {
  /** The results, and the words of it to read (the others are empty): `words[0 .. wordCount)`. */
  set: VillaSet;
  words: Int32Array;
  wordCount: number;
}

export interface VillaFeatureWords {
  /** Every villa's own feature words, `stride` per villa row. */
  bits: Uint32Array;
  stride: number;
}

interface TallyExports {
  tally(
    results: number,
    liveWords: number,
    wordCount: number,
    features: number,
    stride: number,
    k: number,
    combos: number,
    wideCombos: number,
    perCombo: number,
    counting: number,
    counts: number,
    lanes: number,
  ): void;
}

/** resultTally.wat, compiled (scripts/buildWasm.mjs) and checked against it by its test. */
const kernel = new WebAssembly.Module(fs.readFileSync(path.join(__dirname, 'resultTally.wasm')));

const PAGE_BYTES = 65_536;
/** Eight accumulators of byte lanes, the kernel's working room. */
const LANES_BYTES = 32;

/** One catalog's tally: its villas' feature words and combinations in the kernel's memory. */
export class ResultTally {
  private readonly kernel: TallyExports;
  private readonly at: Record<
    'features' | 'combos' | 'results' | 'liveWords' | 'perCombo' | 'counts' | 'lanes',
    number
  >;
  private readonly results: Uint32Array;
  private readonly liveWords: Int32Array;
  private readonly perCombo: Int32Array;
  private readonly counts: Int32Array;
  /** Feature words read per villa: at least one (all zero when villas have no own features). */
  private readonly wordsPerVilla: number;
  private readonly stride: number;
  private readonly wideCombos: boolean;

  /**
   * `combos[v]` is villa row v's combination, below `comboCount`; `features` has as many rows
   * as `combos`.
   */
  constructor(features: VillaFeatureWords, combos: Uint16Array | Uint32Array, comboCount: number) {
    const villas = combos.length;
    const setWords = wordsFor(villas);
    this.stride = features.stride;
    this.wordsPerVilla = Math.max(1, features.stride);
    this.wideCombos = combos instanceof Uint32Array;
    let end = 0;
    const take = (bytes: number) => {
      const at = end;
      end += Math.ceil(bytes / 4) * 4;
      return at;
    };
    this.at = {
      features: take(Math.max(1, features.bits.length) * 4),
      combos: take(combos.byteLength),
      results: take(setWords * 4),
      liveWords: take(setWords * 4),
      perCombo: take(comboCount * 4),
      counts: take(this.wordsPerVilla * 32 * 4),
      lanes: take(LANES_BYTES),
    };
    const memory = new WebAssembly.Memory({ initial: Math.max(1, Math.ceil(end / PAGE_BYTES)) });
    const { buffer } = memory;
    new Uint32Array(buffer, this.at.features, features.bits.length).set(features.bits);
    new (this.wideCombos ? Uint32Array : Uint16Array)(buffer, this.at.combos, villas).set(combos);
    this.results = new Uint32Array(buffer, this.at.results, setWords);
    this.liveWords = new Int32Array(buffer, this.at.liveWords, setWords);
    this.perCombo = new Int32Array(buffer, this.at.perCombo, comboCount);
    this.counts = new Int32Array(buffer, this.at.counts, this.wordsPerVilla * 32);
    const instance = new WebAssembly.Instance(kernel, { tally: { memory } });
    this.kernel = instance.exports as unknown as TallyExports;
  }

  /**
   * The results counted per combination, and per own feature bit (bit b & 31 of feature word
   * b >>> 5). Both are views of the kernel's memory, overwritten by the next tally: read them
   * before.
   */
  tally(results: ResultVillas): { perCombo: Int32Array; featureCounts: Int32Array } {
    const { at } = this;
    this.results.set(results.set);
    this.liveWords.set(results.words.subarray(0, results.wordCount));
    this.perCombo.fill(0);
    this.counts.fill(0);
    for (let k = 0; k < this.wordsPerVilla; k += 1) {
      this.kernel.tally(
        at.results,
        at.liveWords,
        results.wordCount,
        at.features,
        this.stride,
        k,
        at.combos,
        this.wideCombos ? 1 : 0,
        at.perCombo,
        k === 0 ? 1 : 0,
        at.counts + k * 32 * 4,
        at.lanes,
      );
    }
    return { perCombo: this.perCombo, featureCounts: this.counts };
  }
}
