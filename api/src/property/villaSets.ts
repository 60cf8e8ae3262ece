/*
 * Sets of villa rows as bits: row v is bit (v & 31) of word (v >>> 5). The search combines
 * filters with "and" / "or" over whole words (32 villas at a time) instead of asking every
 * villa every question, and counts a set with a population count. Bits past the last row are
 * always 0, so counting never needs to know the row count.
 */

export type VillaSet = Uint32Array;

export function wordsFor(rows: number): number {
  return (rows + 31) >>> 5;
}

export function emptySet(rows: number): VillaSet {
  return new Uint32Array(wordsFor(rows));
}

/** Every row from 0 to rows - 1. */
export function fullSet(rows: number): VillaSet {
  const set = new Uint32Array(wordsFor(rows)).fill(0xffffffff);
  const tail = rows & 31;
  if (tail !== 0) set[set.length - 1] = (1 << tail) - 1;
  return set;
}

/** The rows for which `has` is true. */
export function setWhere(rows: number, has: (v: number) => boolean): VillaSet {
  const set = emptySet(rows);
  for (let v = 0; v < rows; v += 1) if (has(v)) set[v >>> 5] |= 1 << (v & 31);
  return set;
}

/** Number of 1 bits of a 32-bit word (SWAR population count). */
export function bitCount(word: number): number {
  let x = word - ((word >>> 1) & 0x55555555);
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  x = (x + (x >>> 4)) & 0x0f0f0f0f;
  return Math.imul(x, 0x01010101) >>> 24;
}

/** How many rows the set holds. */
export function sizeOf(set: VillaSet): number {
  let size = 0;
  for (let w = 0; w < set.length; w += 1) if (set[w] !== 0) size += bitCount(set[w]);
  return size;
}

/** How many rows both sets hold. */
export function sizeOfBoth(a: VillaSet, b: VillaSet): number {
  let size = 0;
  for (let w = 0; w < a.length; w += 1) {
    const both = a[w] & b[w];
    if (both !== 0) size += bitCount(both);
  }
  return size;
}

/**
 * How many rows both sets hold in the words `words[from .. to)` (each read once). Counted
 * four words at a time with carry-save adders (the Harley-Seal method): the words' bits are
 * added as ones, twos and fours, and only the fours are counted per group, with one count of
 * the twos and the ones at the end. A third less time than a count per word over the flexible
 * dates of a search at 100,000 villas, which read about 20,000 words.
 */
export function sizeOfBothAt(
  a: Readonly<VillaSet>,
  b: Readonly<VillaSet>,
  words: Int32Array,
  from: number,
  to: number,
): number {
  const popcount = bitCount; // read once, not per word (see rowOfBit)
  let fours = 0;
  let twos = 0;
  let ones = 0;
  let i = from;
  for (; i + 4 <= to; i += 4) {
    const x0 = a[words[i]] & b[words[i]];
    const x1 = a[words[i + 1]] & b[words[i + 1]];
    const x2 = a[words[i + 2]] & b[words[i + 2]];
    const x3 = a[words[i + 3]] & b[words[i + 3]];
    // ones + x0 + x1 = 2 * carryA + ones'; again with x2, x3; twos + carryA + carryB likewise.
    let sum = ones ^ x0;
    const carryA = (ones & x0) | (sum & x1);
    ones = sum ^ x1;
    sum = ones ^ x2;
    const carryB = (ones & x2) | (sum & x3);
    ones = sum ^ x3;
    sum = twos ^ carryA;
    const carryOfTwos = (twos & carryA) | (sum & carryB);
    twos = sum ^ carryB;
    fours += popcount(carryOfTwos);
  }
  let size = 4 * fours + 2 * popcount(twos) + popcount(ones);
  for (; i < to; i += 1) size += popcount(a[words[i]] & b[words[i]]);
  return size;
}

/** Sizes of sets that are never changed once made (a stay's bookable villas), by set. */
const sizesOfShared = new WeakMap<Readonly<VillaSet>, number>();

/** sizeOf for a set that is never changed once made, counted once. */
export function sizeOfShared(set: Readonly<VillaSet>): number {
  let size = sizesOfShared.get(set);
  if (size === undefined) {
    size = sizeOf(set);
    sizesOfShared.set(set, size);
  }
  return size;
}

/** target := target and other. */
export function keepBoth(target: VillaSet, other: VillaSet): void {
  for (let w = 0; w < target.length; w += 1) target[w] &= other[w];
}

/** target := target or other. */
export function addAll(target: VillaSet, other: VillaSet): void {
  for (let w = 0; w < target.length; w += 1) target[w] |= other[w];
}

/**
 * The row a set bit stands for: `bit` is one bit (the lowest, `bits & -bits`) of word `w`.
 * Hot loops walk the words inline and name each member with this. They read it into a local
 * first (`const rowOf = rowOfBit`): the API runs as CommonJS compiled by tsx, where an imported
 * function is read through a getter on every use, and at 100,000 villas those reads were a
 * quarter of a search's CPU (a profile of the API under never-asked searches).
 */
export function rowOfBit(w: number, bit: number): number {
  return (w << 5) + 31 - Math.clz32(bit);
}

/** The rows of the set, ascending (tests and cold paths; hot loops walk the words inline). */
export function rowsOf(set: VillaSet): number[] {
  const rows: number[] = [];
  for (let w = 0; w < set.length; w += 1) {
    let bits = set[w];
    while (bits !== 0) {
      const low = bits & -bits;
      rows.push(rowOfBit(w, low));
      bits ^= low;
    }
  }
  return rows;
}
