/*
 * Values worked out from the catalog's grid, kept per key while the nights each one read
 * stand: the search's answers (searchAnswers.ts) and its bookable sets (bookableSets.ts). The
 * catalog's version moves on when a night changes and logs which nights did
 * (CatalogData.nightsChangedSince); a value is dropped only when one of its own nights
 * changed. Another catalog (a reload, a new day) or a log that no longer reaches back drops
 * them all. Up to a budget of bytes, least recently used dropped first.
 */

/** What the values are read from: the catalog's version and its log of changed nights. */
export interface NightsLog {
  readonly version: number;
  nightsChangedSince(version: number): { from: number; to: number }[] | null;
}

interface Held<V> {
  value: V;
  /** The nights the value read (day numbers, `to` exclusive); from = to: none. */
  from: number;
  to: number;
  bytes: number;
}

export class HeldByNights<K, V> {
  private source: NightsLog | null = null;
  private version = -1;
  /** Key -> value; a Map iterates oldest first, so it is also the least-recently-used order. */
  private readonly held = new Map<K, Held<V>>();
  private bytes = 0;

  constructor(private readonly budgetBytes: number) {}

  /** The value held for `key` as `source` now stands, if any. */
  get(source: NightsLog, key: K): V | undefined {
    this.catchUp(source);
    const held = this.held.get(key);
    if (held === undefined) return undefined;
    // Most recently used goes last.
    this.held.delete(key);
    this.held.set(key, held);
    return held.value;
  }

  /**
   * Keeps `value` (worked out from the source `get` was last asked about), which read the
   * nights `from` .. `to` (exclusive) and weighs `bytes`. One larger than the budget is not kept.
   */
  set(key: K, value: V, nights: { from: number; to: number }, bytes: number): void {
    if (bytes > this.budgetBytes) return;
    const old = this.held.get(key);
    if (old !== undefined) this.drop(key, old);
    for (const [oldKey, oldest] of this.held) {
      if (this.bytes + bytes <= this.budgetBytes) break;
      this.drop(oldKey, oldest);
    }
    this.held.set(key, { value, from: nights.from, to: nights.to, bytes });
    this.bytes += bytes;
  }

  /** How many values are held and what they weigh. */
  size(): { count: number; bytes: number } {
    return { count: this.held.size, bytes: this.bytes };
  }

  private catchUp(source: NightsLog) {
    if (source === this.source && source.version === this.version) return;
    const changed = source === this.source ? source.nightsChangedSince(this.version) : null;
    this.source = source;
    this.version = source.version;
    if (changed === null) {
      this.held.clear();
      this.bytes = 0;
      return;
    }
    for (const [key, held] of this.held) {
      if (changed.some((nights) => nights.from < held.to && held.from < nights.to)) {
        this.drop(key, held);
      }
    }
  }

  private drop(key: K, held: Held<V>) {
    this.held.delete(key);
    this.bytes -= held.bytes;
  }
}

/** Nights fit in 8 bits (the grid's minimum-nights field); the key packs the day above them. */
const stayKey = (arrival: number, nights: number) => arrival * 256 + nights;

/**
 * Values worked out per stay (arrival day and nights) that read the stay's own nights and
 * otherwise only what stands while the catalog does: held until one of those nights changes
 * (the bookable sets, bookableSets.ts; the stay floors, stayFloors.ts). A stay longer than the
 * key holds is worked out every time.
 */
export class HeldPerStay<V extends { byteLength: number }> {
  private readonly held: HeldByNights<number, V>;

  constructor(
    private readonly source: NightsLog,
    budgetBytes: number,
    private readonly workOut: (arrival: number, nights: number) => V,
  ) {
    this.held = new HeldByNights(budgetBytes);
  }

  of(arrival: number, nights: number): V {
    if (nights > 255) return this.workOut(arrival, nights);
    const key = stayKey(arrival, nights);
    const held = this.held.get(this.source, key);
    if (held !== undefined) return held;
    const value = this.workOut(arrival, nights);
    this.held.set(key, value, { from: arrival, to: arrival + nights }, value.byteLength);
    return value;
  }

  /** How many values are held and what they weigh. */
  size(): { count: number; bytes: number } {
    return this.held.size();
  }
}
