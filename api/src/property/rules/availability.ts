import { takesNightsAt, weekdayOf } from '@villa/shared/contract';
import type { BookingStatus } from '../tables';

/*
 * The one availability module (rules in README.md). A stay of `nights` nights arriving on day
 * A occupies the nights A .. A+nights-1 and departs on day A+nights (check-out 10:00, check-in
 * 16:00, so a departure day can be the next stay's arrival day). It is bookable when:
 *   1. the arrival day is not an unbookable start day (weekday rule or a listed date);
 *   2. every night has a rate (a season covers it and it is not past the rates horizon);
 *   3. nights >= the minimum nights of the season of the arrival night;
 *   4. no night is taken by a PAYPENDING or BOOKING stay, or by a RESERVE hold that has not
 *      lapsed (QUOTATION and CANCELLED take nothing), or blocked by the provider's staff (an
 *      owner stay, maintenance: the villa's calendar facts, not a stay).
 *
 * The facts live in a day grid: flat typed arrays, one row of days per villa, so each rule is
 * O(1) per stay. The villa page, checkout and the search catalog each build one-villa grids and
 * ask the same questions. A grid answers as of an instant:
 * stays are entered with `now`, live holds take their nights, and `expiresAtMs` says when the
 * first of them lapses (enter the stays again then).
 */

export interface SeasonFact {
  /** Day numbers of the first and last night (inclusive). */
  from: number;
  to: number;
  ratePence: number;
  minNights: number;
}

export interface VillaCalendarFacts {
  seasons: readonly SeasonFact[];
  /** Last night with rates (day number). */
  ratesUntil: number;
  /** Bit (1 << weekday), Sunday = 0. */
  unbookableWeekdays: number;
  /** Day numbers refused as arrival days. */
  unbookableDates: readonly number[];
  /** Nights closed to every stay by the office (first and last night, inclusive). */
  blockedNights: readonly { from: number; to: number }[];
}

export interface StayFact {
  id: number;
  status: BookingStatus;
  arrival: number;
  departure: number;
  /** Epoch ms when a RESERVE hold lapses; null otherwise. */
  expiresAtMs: number | null;
}

export type StayVerdict =
  'BOOKABLE' | 'OUTSIDE_CALENDAR' | 'UNBOOKABLE_START' | 'NO_RATES' | 'MIN_NIGHTS' | 'TAKEN';

const RATE = 1;
const TAKEN = 2;
const BLOCKED = 4;
const NO_START = 1 << 8;
const MIN_NIGHTS_MASK = 0xff;
const FREE_RUN_SHIFT = 9;

/**
 * Day-indexed facts of villas, laid out day by day (all villas of day i, then all of day i+1):
 * the search catalog holds every villa in one grid, so asking about a day for every villa reads
 * memory in order; the villa page and checkout hold one villa (villas = 1).
 * - `night`: per villa-night, bit RATE (it has a rate), bit TAKEN (a PAYPENDING or BOOKING
 *   stay, or a RESERVE hold live at the instant the stays were entered) and bit BLOCKED (a
 *   block of the villa's calendar: entered with the calendar, kept when the stays change);
 * - `dayWord`: per villa-day, packed so a stay's rules are one read: the season's minimum nights (bits 0-7),
 *   unbookable start day (bit 8) and the free run (bits 9+): how many consecutive nights from
 *   this one have a rate and are not taken. A stay of N nights from day A passes the rules
 *   exactly when: no NO_START bit, minimum <= N, free run >= N. One read.
 * - `ratePrefix`: sum of the nightly rates (pence) of a villa's nights before day index i
 *   (days+1 rows), so any stay's price is two reads.
 */
export class DayGrid {
  readonly ratePrefix: Int32Array;
  readonly night: Uint8Array;
  readonly dayWord: Uint32Array;
  /** Per villa: when the first hold that takes nights lapses (Infinity: none). */
  readonly expiresAtMs: Float64Array;

  constructor(
    readonly start: number,
    readonly days: number,
    readonly villas: number,
  ) {
    this.ratePrefix = new Int32Array(villas * (days + 1));
    this.night = new Uint8Array(villas * days);
    this.dayWord = new Uint32Array(villas * days);
    this.expiresAtMs = new Float64Array(villas).fill(Infinity);
  }

  /** A grid of `villas` rows holding this one's rows (the rows past them are empty). */
  withRoom(villas: number): DayGrid {
    const grown = new DayGrid(this.start, this.days, villas);
    const copyRows = <T extends Int32Array | Uint8Array | Uint32Array>(
      from: T,
      to: T,
      rows: number,
    ) => {
      for (let i = 0; i < rows; i += 1) {
        to.set(from.subarray(i * this.villas, (i + 1) * this.villas), i * villas);
      }
    };
    copyRows(this.ratePrefix, grown.ratePrefix, this.days + 1);
    copyRows(this.night, grown.night, this.days);
    copyRows(this.dayWord, grown.dayWord, this.days);
    grown.expiresAtMs.set(this.expiresAtMs);
    return grown;
  }

  /** Fills villa v's rates, minimum nights, unbookable start days and blocked nights. */
  setCalendar(v: number, facts: VillaCalendarFacts): void {
    const { start, days, villas, night, dayWord, ratePrefix } = this;
    const rates = new Int32Array(days);
    const minimum = new Uint8Array(days);
    const blocked = new Uint8Array(days);
    for (const block of facts.blockedNights) {
      const from = Math.max(block.from, start);
      const to = Math.min(block.to, start + days - 1);
      for (let d = from; d <= to; d += 1) blocked[d - start] = BLOCKED;
    }
    for (const season of facts.seasons) {
      const from = Math.max(season.from, start);
      const to = Math.min(season.to, facts.ratesUntil, start + days - 1);
      for (let d = from; d <= to; d += 1) {
        rates[d - start] = season.ratePence;
        minimum[d - start] = Math.min(MIN_NIGHTS_MASK, Math.max(1, season.minNights));
      }
    }
    ratePrefix[v] = 0;
    for (let i = 0; i < days; i += 1) {
      const at = i * villas + v;
      ratePrefix[at + villas] = ratePrefix[at] + rates[i];
      night[at] = (night[at] & TAKEN) | (rates[i] > 0 ? RATE : 0) | blocked[i];
      const noStart = (facts.unbookableWeekdays >> weekdayOf(start + i)) & 1;
      dayWord[at] = minimum[i] | (noStart ? NO_START : 0);
    }
    for (const date of facts.unbookableDates) {
      if (date >= start && date < start + days) dayWord[(date - start) * villas + v] |= NO_START;
    }
    this.fillFreeRuns(v);
  }

  /**
   * Replaces villa v's stays as of `nowMs`: BOOKING takes its nights, a RESERVE hold and a
   * PAYPENDING booking take them until their deadline (the contract's takesNightsAt), the rest
   * take nothing. Returns the nights whose state changed (day numbers, `to` exclusive), null
   * when none did: what was known about every other night still stands.
   */
  setStays(
    v: number,
    stays: Iterable<StayFact>,
    nowMs: number,
  ): { from: number; to: number } | null {
    const { start, days, villas, night } = this;
    const taken = new Uint8Array(days);
    let firstExpiry = Infinity;
    for (const stay of stays) {
      if (!takesNightsAt(stay, nowMs)) continue;
      // A hold or an unpaid deposit frees its nights at its deadline (BOOKING has none).
      if (stay.expiresAtMs !== null) firstExpiry = Math.min(firstExpiry, stay.expiresAtMs);
      const from = Math.max(stay.arrival, start);
      const to = Math.min(stay.departure, start + days);
      for (let d = from; d < to; d += 1) taken[d - start] = TAKEN;
    }
    this.expiresAtMs[v] = firstExpiry;
    let first = -1;
    let last = -1;
    for (let i = 0; i < days; i += 1) {
      const at = i * villas + v;
      if ((night[at] & TAKEN) === taken[i]) continue;
      night[at] ^= TAKEN;
      if (first < 0) first = i;
      last = i;
    }
    if (first < 0) return null;
    this.fillFreeRuns(v);
    return { from: start + first, to: start + last + 1 };
  }

  private fillFreeRuns(v: number): void {
    const { days, villas, night, dayWord } = this;
    let run = 0;
    for (let i = days - 1; i >= 0; i -= 1) {
      const at = i * villas + v;
      run = night[at] === RATE ? run + 1 : 0;
      dayWord[at] = (dayWord[at] & (NO_START | MIN_NIGHTS_MASK)) | (run << FREE_RUN_SHIFT);
    }
  }

  /** Whether every night arrival .. arrival+nights-1 lies in the grid. */
  covers(arrival: number, nights: number): boolean {
    return arrival >= this.start && arrival + nights <= this.start + this.days && nights > 0;
  }

  /**
   * Where day `day`'s row starts in the arrays (villa v of that day is at dayRow(day) + v).
   * Loops over many villas take the rows once: a stay's rates are then
   * ratePrefix[dayRow(departure) + v] - ratePrefix[dayRow(arrival) + v].
   */
  dayRow(day: number): number {
    return (day - this.start) * this.villas;
  }

  /** Sum of the nightly rates of the stay (meaningful only when every night has a rate). */
  ratesPence(v: number, arrival: number, nights: number): number {
    return (
      this.ratePrefix[this.dayRow(arrival + nights) + v] - this.ratePrefix[this.dayRow(arrival) + v]
    );
  }

  /** Whether the night of `day` is taken by a stay (a live hold included) or blocked. */
  nightTaken(v: number, day: number): boolean {
    return (this.night[(day - this.start) * this.villas + v] & (TAKEN | BLOCKED)) !== 0;
  }

  /** The minimum nights of a stay arriving on `day` (its night's season); 0 without a rate. */
  minNightsOn(v: number, day: number): number {
    const at = (day - this.start) * this.villas + v;
    return (this.night[at] & RATE) === 0 ? 0 : this.dayWord[at] & MIN_NIGHTS_MASK;
  }

  /** Whether the villa refuses stays starting on `day` (a weekday rule or a listed date). */
  startRefused(v: number, day: number): boolean {
    return (this.dayWord[(day - this.start) * this.villas + v] & NO_START) !== 0;
  }

  /** The nightly rate of one night, 0 when it has none. */
  rateOn(v: number, day: number): number {
    const at = (day - this.start) * this.villas + v;
    return this.ratePrefix[at + this.villas] - this.ratePrefix[at];
  }
}

/** Two stays overlap when one arrives before the other departs, both ways. */
export function staysOverlap(
  aArrival: number,
  aDeparture: number,
  bArrival: number,
  bDeparture: number,
) {
  return aArrival < bDeparture && bArrival < aDeparture;
}

/**
 * Whether the stay passes rules 1 to 4, from the arrival day's word alone: a free run as long
 * as the stay means every night has a rate and is free. Holds are judged as of the instant the
 * grid's stays were entered.
 */
export function isStayBookable(grid: DayGrid, v: number, arrival: number, nights: number) {
  if (!grid.covers(arrival, nights)) return false;
  const word = grid.dayWord[(arrival - grid.start) * grid.villas + v];
  return (
    (word & NO_START) === 0 &&
    word >>> FREE_RUN_SHIFT >= nights &&
    nights >= (word & MIN_NIGHTS_MASK)
  );
}

/** The verdict on a stay: BOOKABLE, or the first of the rules, in order, that it fails. */
export function checkStay(grid: DayGrid, v: number, arrival: number, nights: number): StayVerdict {
  if (isStayBookable(grid, v, arrival, nights)) return 'BOOKABLE';
  if (!grid.covers(arrival, nights)) return 'OUTSIDE_CALENDAR';
  const i = arrival - grid.start;
  const word = grid.dayWord[i * grid.villas + v];
  if ((word & NO_START) !== 0) return 'UNBOOKABLE_START';
  for (let k = i; k < i + nights; k += 1) {
    if ((grid.night[k * grid.villas + v] & RATE) === 0) return 'NO_RATES';
  }
  if (nights < (word & MIN_NIGHTS_MASK)) return 'MIN_NIGHTS';
  return 'TAKEN';
}

export interface NightOption {
  nights: number;
  disabled: boolean;
}

/**
 * The nights a stay arriving on `arrival` may last, between the bookable minimum and maximum:
 * each option disabled unless the whole stay is bookable. null when the day cannot start a
 * stay at all (unbookable start day, no rate, or the season's minimum does not fit).
 */
export function nightOptions(
  grid: DayGrid,
  v: number,
  arrival: number,
  range: { min: number; max: number },
): NightOption[] | null {
  const options: NightOption[] = [];
  for (let nights = range.min; nights <= range.max; nights += 1) {
    options.push({ nights, disabled: !isStayBookable(grid, v, arrival, nights) });
  }
  return options.some((o) => !o.disabled) ? options : null;
}
