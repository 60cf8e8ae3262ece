import { FILTER_SECTIONS, statusTakesNights, dayOf } from '@villa/shared/contract';
import { DayGrid, type VillaCalendarFacts } from '../rules/availability';
import { priceFromPerNight } from '../rules/pricing';
import type { BookingChangeRow } from '../seam';
import type { SearchWindow } from './catalog';
import { SECTION_RULES, type FilterOption } from './sections';
import { gridRangeOf, type CatalogShape, type VillaEntry } from './villaEntries';

/*
 * The portfolio of one search window, a row per villa. What a search reads of every villa sits
 * in arrays by row, side by side (the day grid of availability.ts, "Price from", the villa's
 * filter values, its code's place), so one pass over thousands of villas reads memory in order;
 * the villa's own object (card facts, discount rules) is read only for the villas it prices.
 * A villa read again is written into its row; a row left by a villa is emptied for the next.
 */

/** A row no villa holds: no rates, so no stay. */
const NO_CALENDAR: VillaCalendarFacts = {
  seasons: [],
  ratesUntil: 0,
  unbookableWeekdays: 0,
  unbookableDates: [],
  blockedNights: [],
};

/** A copy of `array` with room for `length` rows. */
function grown<T extends Int32Array | Uint16Array>(array: T, length: number): T {
  const copy = new (array.constructor as new (length: number) => T)(length);
  copy.set(array);
  return copy;
}

/** What a row keeps of its villa once its calendar is in the grid. */
export type HeldVilla = Omit<VillaEntry, 'calendar'>;

export interface CatalogSection {
  key: (typeof FILTER_SECTIONS)[number];
  options: FilterOption[];
}

export class CatalogData {
  /** Every villa's calendar, a row each. */
  grid: DayGrid;
  /** Per row: the villa's entry (undefined for an empty row). */
  readonly entries: (HeldVilla | undefined)[] = [];
  /** Per row: lowest nightly rate inside the window ("Price from"); 0 when it has none. */
  priceFromPence: Int32Array;
  /** Per row: bedrooms and sleeps (the orders by size). */
  bedrooms: Uint16Array;
  sleeps: Uint16Array;
  /** Per row: the villa's property code, lower case (quick search). */
  readonly codes: string[] = [];
  /**
   * Per row: the ids of the villa's filter values (every section's, `valueSlots` a row, the
   * first `valueCounts[row]` used). A value's id names its section and value (below).
   */
  valueIds: Int32Array;
  valueCounts: Uint16Array;
  private valueSlots = 32;
  /** Value id -> section (position in FILTER_SECTIONS) and value; "s:value" -> id. */
  readonly sectionOfId: number[] = [];
  readonly valueOfId: string[] = [];
  private readonly idOf = new Map<string, number>();
  /** Per section, the ids of its values. */
  readonly idsOfSection: number[][] = FILTER_SECTIONS.map(() => []);
  private readonly rowOfVilla = new Map<number, number>();
  private readonly freeRows: number[] = [];
  private rows = 0;
  /** Stay id -> villa id, for a stay moved to another villa or no longer taking nights. */
  private readonly villaOfStay = new Map<number, number>();
  private ranks: Int32Array | null = null;
  private listed: CatalogSection[] | null = null;
  /** When the first hold or unpaid deposit of any villa frees its nights. */
  private nextExpiryMs = Infinity;
  /** The instant the grid answers for: searches use it as "now". */
  asOfMs = 0;

  constructor(
    readonly window: SearchWindow,
    readonly shape: CatalogShape,
    villas: number,
  ) {
    const capacity = Math.max(1, villas);
    const { start, days } = gridRangeOf(window);
    this.grid = new DayGrid(start, days, capacity);
    this.priceFromPence = new Int32Array(capacity);
    this.bedrooms = new Uint16Array(capacity);
    this.sleeps = new Uint16Array(capacity);
    this.valueIds = new Int32Array(capacity * this.valueSlots);
    this.valueCounts = new Uint16Array(capacity);
  }

  /** Rows in use, empty ones included: a search walks rows 0 to rowCount - 1. */
  get rowCount(): number {
    return this.rows;
  }

  /** Active villas. */
  get count(): number {
    return this.rowOfVilla.size;
  }

  rowOf(villaId: number): number | undefined {
    return this.rowOfVilla.get(villaId);
  }

  /** Per row, its place in property code order (the order of results that tie). */
  codeRanks(): Int32Array {
    if (this.ranks === null) {
      const rows = [...this.rowOfVilla.values()].sort((a, b) =>
        this.codes[a] < this.codes[b] ? -1 : this.codes[a] > this.codes[b] ? 1 : 0,
      );
      this.ranks = new Int32Array(this.rows);
      rows.forEach((row, rank) => ((this.ranks as Int32Array)[row] = rank));
    }
    return this.ranks;
  }

  /** Each section's options, in display order (SECTION_RULES). */
  sections(): readonly CatalogSection[] {
    if (this.listed === null) {
      const present = FILTER_SECTIONS.map(() => new Set<string>());
      for (const row of this.rowOfVilla.values()) {
        const from = row * this.valueSlots;
        for (let j = 0; j < this.valueCounts[row]; j += 1) {
          const id = this.valueIds[from + j];
          present[this.sectionOfId[id]].add(this.valueOfId[id]);
        }
      }
      this.listed = FILTER_SECTIONS.map((key, s) => ({
        key,
        options: SECTION_RULES[key].options(present[s], this.shape),
      }));
    }
    return this.listed;
  }

  /** The id of a section's value, or undefined when no villa has had it. */
  idOfValue(section: number, value: string): number | undefined {
    return this.idOf.get(`${section}:${value}`);
  }

  /** Enters a villa read afresh (replacing what was known of it), as of `nowMs`. */
  put(entry: VillaEntry, nowMs: number): void {
    const id = entry.villa.id;
    const row = this.rowOfVilla.get(id) ?? this.takeRow();
    this.forgetStays(row);
    const ids = FILTER_SECTIONS.flatMap((key, s) =>
      SECTION_RULES[key].valuesOf(entry.villa).map((value) => this.valueId(s, value)),
    );
    if (ids.length > this.valueSlots) this.grow(this.grid.villas, ids.length);
    this.valueIds.set(ids, row * this.valueSlots);
    this.valueCounts[row] = ids.length;
    this.grid.setCalendar(row, entry.calendar);
    this.grid.setStays(row, entry.stays, nowMs);
    this.priceFromPence[row] = this.lowestRateOf(row);
    this.entries[row] = { villa: entry.villa, stays: entry.stays };
    this.bedrooms[row] = entry.villa.bedrooms;
    this.sleeps[row] = entry.villa.sleeps;
    this.codes[row] = entry.villa.code.toLowerCase();
    this.rowOfVilla.set(id, row);
    for (const stay of entry.stays) this.villaOfStay.set(stay.id, id);
    this.nextExpiryMs = Math.min(this.nextExpiryMs, this.grid.expiresAtMs[row]);
    this.ranks = null;
    this.listed = null;
  }

  /** Forgets a villa (withdrawn, deleted); its row is emptied for the next villa. */
  remove(villaId: number): void {
    const row = this.rowOfVilla.get(villaId);
    if (row === undefined) return;
    this.forgetStays(row);
    this.rowOfVilla.delete(villaId);
    this.entries[row] = undefined;
    this.codes[row] = '';
    this.valueCounts[row] = 0;
    this.priceFromPence[row] = 0;
    this.bedrooms[row] = 0;
    this.sleeps[row] = 0;
    this.grid.setCalendar(row, NO_CALENDAR);
    this.grid.setStays(row, [], 0);
    this.freeRows.push(row);
    this.ranks = null;
    this.listed = null;
  }

  /** Enters booking rows (new or changed) into the grid rows of the villas they are and were on. */
  applyBookingRows(rows: readonly BookingChangeRow[], nowMs: number): void {
    const touched = new Set<number>();
    const gridEnd = this.grid.start + this.grid.days;
    for (const booking of rows) {
      const before = this.villaOfStay.get(booking.id);
      const was = before === undefined ? undefined : this.rowOfVilla.get(before);
      if (was !== undefined) {
        const entry = this.entries[was] as HeldVilla;
        entry.stays = entry.stays.filter((s) => s.id !== booking.id);
        this.villaOfStay.delete(booking.id);
        touched.add(was);
      }
      const row = this.rowOfVilla.get(booking.villa_id);
      if (row === undefined || !statusTakesNights(booking.status)) continue;
      const arrival = dayOf(booking.arrival);
      const departure = dayOf(booking.departure);
      if (departure <= this.grid.start || arrival >= gridEnd) continue;
      (this.entries[row] as HeldVilla).stays.push({
        id: booking.id,
        status: booking.status,
        arrival,
        departure,
        expiresAtMs: booking.expires_at ? Date.parse(booking.expires_at) : null,
      });
      this.villaOfStay.set(booking.id, booking.villa_id);
      touched.add(row);
    }
    for (const row of touched) this.enterStays(row, nowMs);
  }

  /** Frees the nights of holds and unpaid deposits whose deadline has passed by nowMs. */
  advanceTo(nowMs: number): void {
    if (nowMs >= this.nextExpiryMs) {
      this.nextExpiryMs = Infinity;
      for (const row of this.rowOfVilla.values()) {
        if (this.grid.expiresAtMs[row] <= nowMs) this.enterStays(row, nowMs);
        this.nextExpiryMs = Math.min(this.nextExpiryMs, this.grid.expiresAtMs[row]);
      }
    }
    this.asOfMs = Math.max(this.asOfMs, nowMs);
  }

  private enterStays(row: number, nowMs: number): void {
    this.grid.setStays(row, (this.entries[row] as HeldVilla).stays, nowMs);
    this.nextExpiryMs = Math.min(this.nextExpiryMs, this.grid.expiresAtMs[row]);
  }

  private forgetStays(row: number): void {
    for (const stay of this.entries[row]?.stays ?? []) this.villaOfStay.delete(stay.id);
  }

  private valueId(section: number, value: string): number {
    const key = `${section}:${value}`;
    let id = this.idOf.get(key);
    if (id === undefined) {
      id = this.valueOfId.push(value) - 1;
      this.sectionOfId.push(section);
      this.idsOfSection[section].push(id);
      this.idOf.set(key, id);
    }
    return id;
  }

  private takeRow(): number {
    const free = this.freeRows.pop();
    if (free !== undefined) return free;
    if (this.rows === this.grid.villas)
      this.grow(Math.ceil(this.rows * 1.25) + 16, this.valueSlots);
    return this.rows++;
  }

  /** Makes room for `villas` rows of `slots` values each, keeping every row. */
  private grow(villas: number, slots: number): void {
    if (villas > this.grid.villas) {
      this.grid = this.grid.withRoom(villas);
      this.priceFromPence = grown(this.priceFromPence, villas);
      this.bedrooms = grown(this.bedrooms, villas);
      this.sleeps = grown(this.sleeps, villas);
      this.valueCounts = grown(this.valueCounts, villas);
    }
    const width = Math.max(slots, this.valueSlots);
    const ids = new Int32Array(villas * width);
    for (let row = 0; row < this.rows; row += 1) {
      const from = row * this.valueSlots;
      ids.set(this.valueIds.subarray(from, from + this.valueCounts[row]), row * width);
    }
    this.valueIds = ids;
    this.valueSlots = width;
  }

  /** Where row `row`'s values start in valueIds. */
  valuesFrom(row: number): number {
    return row * this.valueSlots;
  }

  /** The villa's lowest nightly rate inside the window (pricing.ts priceFromPerNight). */
  private lowestRateOf(row: number): number {
    const { grid, window } = this;
    const rates = function* () {
      for (let day = window.earliest; day <= window.latest; day += 1) yield grid.rateOn(row, day);
    };
    return priceFromPerNight(rates()) ?? 0;
  }
}
