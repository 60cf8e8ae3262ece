import { countInto, rowOfBit, type VillaSet } from './villaSets';

/*
 * The facet counts of a search's results, in walks over the result villas that keep their
 * running counts in local variables (at 100,000 villas a search has about 13,000 results, so
 * memory traffic per villa is what costs):
 * - each villa adds one to its combination of one-value facets (facetCombos.ts);
 * - each of its feature words is spread over four accumulators of eight 4-bit lanes (bits 0, 4,
 *   8, ... in the first; 1, 5, 9, ... in the second; and so on), four masked adds a villa. A
 *   4-bit lane holds at most 15, so every 15 villas the lanes are widened into 8-bit lanes (two
 *   accumulators each: the even and the odd nibbles), and those, which hold at most 255, are
 *   read out into the counts every 255 villas and at the end.
 * One walk per feature word (one in practice: the villas' own features fit a word); the first
 * also counts the combinations.
 */

const LOW_BIT_OF_EACH_NIBBLE = 0x11111111;
const LOW_NIBBLE_OF_EACH_BYTE = 0x0f0f0f0f;
const VILLAS_PER_NIBBLE = 15;
/** 17 rounds of at most 15 each: 255, what a byte holds. */
const ROUNDS_PER_BYTE = 17;

export interface ResultVillas {
  /** The results, and the words of it to read (the others are empty): `words[0 .. wordCount)`. */
  set: VillaSet;
  words: Int32Array;
  wordCount: number;
}

export interface FeatureWords {
  /** Every villa's feature words, `stride` per villa row. */
  bits: Uint32Array;
  stride: number;
  /** How many of each villa's words to tally (from its first). */
  tallied: number;
}

/**
 * Adds each result villa to `perCombo[comboOfRow[v]]`, and, when `features` is given, counts
 * into `featureCounts[b]` the villas that have feature bit b (bit b & 31 of word b >>> 5).
 */
export function tallyResults(
  results: ResultVillas,
  comboOfRow: Uint16Array | Uint32Array,
  perCombo: Int32Array,
  features: FeatureWords | null,
  featureCounts: Int32Array,
): void {
  const tallied = features?.tallied ?? 0;
  if (features === null || tallied === 0) countInto(perCombo, comboOfRow, results.set);
  else {
    for (let k = 0; k < tallied; k += 1) {
      tallyWord(results, features, k, featureCounts, k === 0 ? { comboOfRow, perCombo } : null);
    }
  }
}

/** Tallies feature word k of the results, counting their combinations too when `combos`. */
function tallyWord(
  results: ResultVillas,
  features: FeatureWords,
  k: number,
  counts: Int32Array,
  combos: { comboOfRow: Uint16Array | Uint32Array; perCombo: Int32Array } | null,
) {
  const { set, words, wordCount } = results;
  const counting = combos !== null;
  const comboOfRow = combos?.comboOfRow ?? new Uint16Array(0);
  const perCombo = combos?.perCombo ?? new Int32Array(0);
  const { bits: featureBits, stride } = features;
  const rowOf = rowOfBit;
  const lane = LOW_BIT_OF_EACH_NIBBLE;
  // Nibble lanes of bit offsets 0 to 3, in locals (no closure may write them, or they would
  // live on the heap); byte lanes, written every 15 villas, in an array.
  let n0 = 0;
  let n1 = 0;
  let n2 = 0;
  let n3 = 0;
  const bytes = new Uint32Array(8);
  let villas = 0;
  let rounds = 0;
  for (let i = 0; i < wordCount; i += 1) {
    const w = words[i];
    let bits = set[w];
    while (bits !== 0) {
      const low = bits & -bits;
      const v = rowOf(w, low);
      const x = featureBits[v * stride + k];
      bits ^= low;
      if (counting) perCombo[comboOfRow[v]] += 1;
      n0 += x & lane;
      n1 += (x >>> 1) & lane;
      n2 += (x >>> 2) & lane;
      n3 += (x >>> 3) & lane;
      villas += 1;
      if (villas === VILLAS_PER_NIBBLE) {
        widen(bytes, n0, n1, n2, n3);
        n0 = n1 = n2 = n3 = 0;
        villas = 0;
        rounds += 1;
        if (rounds === ROUNDS_PER_BYTE) {
          readOut(bytes, k, counts);
          rounds = 0;
        }
      }
    }
  }
  widen(bytes, n0, n1, n2, n3);
  readOut(bytes, k, counts);
}

/** Adds nibble lanes n0 to n3 into the byte lanes: even nibbles, then odd, of each. */
function widen(bytes: Uint32Array, n0: number, n1: number, n2: number, n3: number) {
  bytes[0] += n0 & LOW_NIBBLE_OF_EACH_BYTE;
  bytes[1] += (n0 >>> 4) & LOW_NIBBLE_OF_EACH_BYTE;
  bytes[2] += n1 & LOW_NIBBLE_OF_EACH_BYTE;
  bytes[3] += (n1 >>> 4) & LOW_NIBBLE_OF_EACH_BYTE;
  bytes[4] += n2 & LOW_NIBBLE_OF_EACH_BYTE;
  bytes[5] += (n2 >>> 4) & LOW_NIBBLE_OF_EACH_BYTE;
  bytes[6] += n3 & LOW_NIBBLE_OF_EACH_BYTE;
  bytes[7] += (n3 >>> 4) & LOW_NIBBLE_OF_EACH_BYTE;
}

/** Adds the byte lanes of feature word k into the counts and empties them. */
function readOut(bytes: Uint32Array, k: number, counts: Int32Array) {
  for (let i = 0; i < 8; i += 1) {
    const lanes = bytes[i];
    if (lanes === 0) continue;
    // bytes[i] holds nibble accumulator j = i >> 1 (bit offset j), odd nibbles if i is odd;
    // its byte b is nibble 2b (+1 if odd): bit 4 * nibble + j of word k.
    const j = i >> 1;
    const odd = i & 1;
    for (let b = 0; b < 4; b += 1) {
      const bit = 32 * k + 4 * (2 * b + odd) + j;
      if (bit < counts.length) counts[bit] += (lanes >>> (8 * b)) & 0xff;
    }
    bytes[i] = 0;
  }
}
