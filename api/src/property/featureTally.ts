/*
 * Counts, for each feature bit, how many of the villas added have it, without walking each
 * villa's bits one by one. Each 32-bit word of a villa's feature bits is spread over four
 * accumulators of eight 4-bit lanes (bits 0, 4, 8, ... in the first; 1, 5, 9, ... in the
 * second; and so on), so one villa costs four masked adds per word. A 4-bit lane holds at most
 * 15, so every 15 villas the lanes are widened into 8-bit lanes (two accumulators each: the
 * even and the odd nibbles), and those, which hold at most 255, are read out into the counts
 * every 255 villas and at the end.
 */

const LOW_BIT_OF_EACH_NIBBLE = 0x11111111;
const LOW_NIBBLE_OF_EACH_BYTE = 0x0f0f0f0f;
const VILLAS_PER_NIBBLE = 15;
/** 17 rounds of at most 15 each: 255, what a byte holds. */
const ROUNDS_PER_BYTE = 17;

export class FeatureTally {
  private readonly nibbles: Uint32Array;
  /** Per nibble accumulator: its even nibbles widened to bytes, then its odd ones. */
  private readonly bytes: Uint32Array;
  private villas = 0;
  private rounds = 0;

  /** `counts[b]` gains the villas that have feature bit b (bit b & 31 of word b >>> 5). */
  constructor(
    private readonly words: number,
    private readonly counts: Int32Array,
  ) {
    this.nibbles = new Uint32Array(4 * words);
    this.bytes = new Uint32Array(8 * words);
  }

  /** Adds the villa whose feature words are bits[at .. at + words - 1]. */
  add(bits: Uint32Array, at: number): void {
    const { nibbles } = this;
    for (let k = 0; k < this.words; k += 1) {
      const x = bits[at + k];
      nibbles[4 * k] += x & LOW_BIT_OF_EACH_NIBBLE;
      nibbles[4 * k + 1] += (x >>> 1) & LOW_BIT_OF_EACH_NIBBLE;
      nibbles[4 * k + 2] += (x >>> 2) & LOW_BIT_OF_EACH_NIBBLE;
      nibbles[4 * k + 3] += (x >>> 3) & LOW_BIT_OF_EACH_NIBBLE;
    }
    this.villas += 1;
    if (this.villas === VILLAS_PER_NIBBLE) this.widen();
  }

  /** Moves everything added into the counts; call once all villas are added. */
  flush(): void {
    this.widen();
    this.readOut();
  }

  private widen(): void {
    const { nibbles, bytes } = this;
    for (let i = 0; i < nibbles.length; i += 1) {
      bytes[2 * i] += nibbles[i] & LOW_NIBBLE_OF_EACH_BYTE;
      bytes[2 * i + 1] += (nibbles[i] >>> 4) & LOW_NIBBLE_OF_EACH_BYTE;
      nibbles[i] = 0;
    }
    this.villas = 0;
    this.rounds += 1;
    if (this.rounds === ROUNDS_PER_BYTE) this.readOut();
  }

  private readOut(): void {
    const { bytes, counts } = this;
    for (let i = 0; i < bytes.length; i += 1) {
      const lane = bytes[i];
      if (lane === 0) continue;
      // bytes[i] widened nibble accumulator i >> 1 (word k, bit offset j), odd nibbles if i is
      // odd; its byte b is nibble 2b (+1 if odd), i.e. bit 4 * nibble + j of word k.
      const k = i >> 3;
      const j = (i >> 1) & 3;
      const odd = i & 1;
      for (let b = 0; b < 4; b += 1) {
        const bit = 32 * k + 4 * (2 * b + odd) + j;
        if (bit < counts.length) counts[bit] += (lane >>> (8 * b)) & 0xff;
      }
      bytes[i] = 0;
    }
    this.rounds = 0;
  }
}
