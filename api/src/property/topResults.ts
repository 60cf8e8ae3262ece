/*
 * The first `limit` results of an order, without sorting all of them: a search shows one page,
 * so of 50,000 matching villas only the page * rpp first need ordering. A bounded max-heap
 * keeps the best `limit` seen so far (its root is the worst of them, the one a better result
 * pushes out); offering n results costs O(n log limit) and sorting what is kept O(limit log
 * limit). Results are ordered by (primary, secondary) ascending; callers make both keys so that
 * no two results tie (the row number is part of the secondary key), so the order is total and
 * equal to a full sort's.
 */
export class TopResults {
  private readonly primary: Float64Array;
  private readonly secondary: Float64Array;
  private readonly row: Int32Array;
  private size = 0;

  constructor(readonly limit: number) {
    this.primary = new Float64Array(limit);
    this.secondary = new Float64Array(limit);
    this.row = new Int32Array(limit);
  }

  /** Whether (primary, secondary) comes before b's keys. */
  private static before(p: number, s: number, bp: number, bs: number): boolean {
    return p < bp || (p === bp && s < bs);
  }

  /** Whether `limit` results are held. */
  get full(): boolean {
    return this.size >= this.limit;
  }

  /** Whether a result with these keys would be kept now (false once the heap holds better). */
  wouldKeep(primary: number, secondary: number): boolean {
    if (this.size < this.limit) return this.limit > 0;
    return TopResults.before(primary, secondary, this.primary[0], this.secondary[0]);
  }

  offer(primary: number, secondary: number, row: number): void {
    if (this.size < this.limit) {
      // Sift up from the new leaf: parents are worse (greater) than their children.
      let i = this.size;
      this.size += 1;
      while (i > 0) {
        const parent = (i - 1) >> 1;
        if (!TopResults.before(this.primary[parent], this.secondary[parent], primary, secondary)) {
          break;
        }
        this.place(i, parent);
        i = parent;
      }
      this.set(i, primary, secondary, row);
      return;
    }
    if (!this.wouldKeep(primary, secondary)) return;
    // Replace the worst (the root) and sift down.
    let i = 0;
    const size = this.size;
    for (;;) {
      const left = 2 * i + 1;
      if (left >= size) break;
      let worse = left;
      const right = left + 1;
      if (
        right < size &&
        TopResults.before(
          this.primary[left],
          this.secondary[left],
          this.primary[right],
          this.secondary[right],
        )
      ) {
        worse = right;
      }
      if (!TopResults.before(primary, secondary, this.primary[worse], this.secondary[worse])) {
        break;
      }
      this.place(i, worse);
      i = worse;
    }
    this.set(i, primary, secondary, row);
  }

  /** The rows kept, best first. */
  rows(): number[] {
    const order = Array.from({ length: this.size }, (_, i) => i);
    order.sort((a, b) =>
      this.primary[a] !== this.primary[b]
        ? this.primary[a] - this.primary[b]
        : this.secondary[a] - this.secondary[b],
    );
    return order.map((i) => this.row[i]);
  }

  private place(to: number, from: number) {
    this.primary[to] = this.primary[from];
    this.secondary[to] = this.secondary[from];
    this.row[to] = this.row[from];
  }

  private set(i: number, primary: number, secondary: number, row: number) {
    this.primary[i] = primary;
    this.secondary[i] = secondary;
    this.row[i] = row;
  }
}
