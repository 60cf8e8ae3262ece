/*
 * Counts, for each feature bit, how many of the villas added have it, without walking each
 * villa's bits one by one. Each 32-bit word of a villa's feature bits is spread over four
 * accumulators of eight 4-bit lanes (bits 0, 4, 8, ... in the first; 1, 5, 9, ... in the
 * second; and so on), so one villa costs four masked adds per word. A lane holds at most 15,
 * so the lanes are emptied into the counts every 15 villas.
 */

const LOW_BIT_OF_EACH_NIBBLE = 0x11111111;
const VILLAS_PER_LANE = 15;

export class FeatureTally {
  private readonly lanes: Uint32Array;
  private pending = 0;

  /** `counts[b]` gains the villas that have feature bit b (bit b & 31 of word b >>> 5). */
  constructor(
    private readonly words: number,
    private readonly counts: Int32Array,
  ) {
    this.lanes = new Uint32Array(4 * words);
  }

  /** Adds the villa whose feature words are bits[at .. at + words - 1]. */
  add(bits: Uint32Array, at: number): void {
    const { lanes } = this;
    for (let k = 0; k < this.words; k += 1) {
      const x = bits[at + k];
      lanes[4 * k] += x & LOW_BIT_OF_EACH_NIBBLE;
      lanes[4 * k + 1] += (x >>> 1) & LOW_BIT_OF_EACH_NIBBLE;
      lanes[4 * k + 2] += (x >>> 2) & LOW_BIT_OF_EACH_NIBBLE;
      lanes[4 * k + 3] += (x >>> 3) & LOW_BIT_OF_EACH_NIBBLE;
    }
    this.pending += 1;
    if (this.pending === VILLAS_PER_LANE) this.flush();
  }

  /** Moves what the lanes hold into the counts; call once all villas are added. */
  flush(): void {
    if (this.pending === 0) return;
    const { lanes, counts } = this;
    for (let k = 0; k < this.words; k += 1) {
      for (let j = 0; j < 4; j += 1) {
        const lane = lanes[4 * k + j];
        if (lane === 0) continue;
        for (let nibble = 0; nibble < 8; nibble += 1) {
          const bit = 32 * k + 4 * nibble + j;
          if (bit < counts.length) counts[bit] += (lane >>> (4 * nibble)) & 15;
        }
        lanes[4 * k + j] = 0;
      }
    }
    this.pending = 0;
  }
}
