import { weekdayOf } from './days';
import type { BookingStatus } from './tables';

/*
 * The one availability module (rules in README.md). A stay of `nights` nights arriving on day
 * A occupies the nights A .. A+nights-1 and departs on day A+nights (check-out 10:00, check-in
 * 16:00, so a departure day can be the next stay's arrival day). It is bookable when:
 *   1. the arrival day is not an unbookable start day (weekday rule or a listed date);
 *   2. every night has a rate (a season covers it and it is not past the rates horizon);
 *   3. nights >= the minimum nights of the season of the arrival night;
 *   4. no night is taken by a PAYPENDING or BOOKING stay, or by a RESERVE hold that has not
 *      lapsed (QUOTATION and CANCELLED take nothing).
 *
 * The facts live in a day grid: flat typed arrays, one row of days per villa, with prefix sums
 * so each rule is O(1) per stay. The search checks thousands of villas and dates per request
 * with it; the villa page builds a one-villa grid and asks the same questions.
 */

/** Statuses whose nights are taken; RESERVE only while its hold is live. */
export const TAKES_NIGHTS: ReadonlySet<BookingStatus> = new Set([
  'RESERVE',
  'PAYPENDING',
  'BOOKING',
]);

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

interface Hold {
  arrival: number;
  departure: number;
  expiresAtMs: number;
}

/**
 * Day-indexed facts of many villas. Row v covers days start .. start+days-1; prefix arrays
 * have days+1 entries per row.
 */
export class DayGrid {
  readonly stride: number;
  /** Sum of nightly rates (pence) of the nights before index i. */
  readonly ratePrefix: Int32Array;
  /** Count of nights without a rate before index i. */
  readonly missingPrefix: Uint16Array;
  /** Count of nights taken by PAYPENDING / BOOKING stays before index i. */
  readonly takenPrefix: Uint16Array;
  /** Minimum nights of the season of the night at index i (0: no season). */
  readonly minNights: Uint8Array;
  /** 1 when the day at index i is refused as an arrival day. */
  readonly noStart: Uint8Array;
  /** Live or lapsed RESERVE holds per villa row; lapsing is decided at question time. */
  readonly holds = new Map<number, Hold[]>();
  /** 1 when row v has holds, so the hot loop skips the map for the others. */
  readonly hasHolds: Uint8Array;

  constructor(
    readonly start: number,
    readonly days: number,
    readonly villas: number,
  ) {
    this.stride = days + 1;
    this.ratePrefix = new Int32Array(villas * this.stride);
    this.missingPrefix = new Uint16Array(villas * this.stride);
    this.takenPrefix = new Uint16Array(villas * this.stride);
    this.minNights = new Uint8Array(villas * days);
    this.noStart = new Uint8Array(villas * days);
    this.hasHolds = new Uint8Array(villas);
  }

  /** Fills row v's rates, minimum nights and unbookable start days. */
  setCalendar(v: number, facts: VillaCalendarFacts): void {
    const { start, days, stride } = this;
    const rates = new Int32Array(days);
    const rowDays = v * days;
    for (const season of facts.seasons) {
      const from = Math.max(season.from, start);
      const to = Math.min(season.to, facts.ratesUntil, start + days - 1);
      for (let d = from; d <= to; d += 1) {
        rates[d - start] = season.ratePence;
        this.minNights[rowDays + d - start] = Math.min(255, season.minNights);
      }
    }
    const base = v * stride;
    this.ratePrefix[base] = 0;
    this.missingPrefix[base] = 0;
    for (let i = 0; i < days; i += 1) {
      this.ratePrefix[base + i + 1] = this.ratePrefix[base + i] + rates[i];
      this.missingPrefix[base + i + 1] = this.missingPrefix[base + i] + (rates[i] > 0 ? 0 : 1);
      const weekday = weekdayOf(start + i);
      this.noStart[rowDays + i] = (facts.unbookableWeekdays >> weekday) & 1;
    }
    for (const date of facts.unbookableDates) {
      if (date >= start && date < start + days) this.noStart[rowDays + date - start] = 1;
    }
  }

  /** Replaces row v's stays: PAYPENDING/BOOKING into the prefix, RESERVE holds aside. */
  setStays(v: number, stays: Iterable<StayFact>): void {
    const { start, days, stride } = this;
    const taken = new Uint8Array(days);
    const holds: Hold[] = [];
    for (const stay of stays) {
      if (!TAKES_NIGHTS.has(stay.status)) continue;
      if (stay.status === 'RESERVE') {
        if (stay.expiresAtMs !== null) {
          holds.push({
            arrival: stay.arrival,
            departure: stay.departure,
            expiresAtMs: stay.expiresAtMs,
          });
        }
        continue;
      }
      const from = Math.max(stay.arrival, start);
      const to = Math.min(stay.departure, start + days);
      for (let d = from; d < to; d += 1) taken[d - start] = 1;
    }
    const base = v * stride;
    this.takenPrefix[base] = 0;
    for (let i = 0; i < days; i += 1) {
      this.takenPrefix[base + i + 1] = this.takenPrefix[base + i] + taken[i];
    }
    if (holds.length > 0) this.holds.set(v, holds);
    else this.holds.delete(v);
    this.hasHolds[v] = holds.length > 0 ? 1 : 0;
  }

  /** Whether every night arrival .. arrival+nights-1 lies in the grid. */
  covers(arrival: number, nights: number): boolean {
    return arrival >= this.start && arrival + nights <= this.start + this.days && nights > 0;
  }

  /** Sum of the nightly rates of the stay (meaningful only when every night has a rate). */
  ratesPence(v: number, arrival: number, nights: number): number {
    const base = v * this.stride + arrival - this.start;
    return this.ratePrefix[base + nights] - this.ratePrefix[base];
  }

  /** The nightly rate of one night, 0 when it has none. */
  rateOn(v: number, day: number): number {
    const base = v * this.stride + day - this.start;
    return this.ratePrefix[base + 1] - this.ratePrefix[base];
  }
}

/** Whether a RESERVE hold still takes its nights at `nowMs` (it lapses at expiresAtMs). */
export function holdIsLive(expiresAtMs: number, nowMs: number): boolean {
  return expiresAtMs > nowMs;
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

/** The rules in order; the first one that fails is the verdict. */
export function checkStay(
  grid: DayGrid,
  v: number,
  arrival: number,
  nights: number,
  nowMs: number,
): StayVerdict {
  if (!grid.covers(arrival, nights)) return 'OUTSIDE_CALENDAR';
  const i = arrival - grid.start;
  const rowDays = v * grid.days;
  if (grid.noStart[rowDays + i] === 1) return 'UNBOOKABLE_START';
  const base = v * grid.stride + i;
  if (grid.missingPrefix[base + nights] !== grid.missingPrefix[base]) return 'NO_RATES';
  if (nights < grid.minNights[rowDays + i]) return 'MIN_NIGHTS';
  if (grid.takenPrefix[base + nights] !== grid.takenPrefix[base]) return 'TAKEN';
  const holds = grid.hasHolds[v] === 1 ? grid.holds.get(v) : undefined;
  if (holds) {
    const departure = arrival + nights;
    for (const hold of holds) {
      if (
        holdIsLive(hold.expiresAtMs, nowMs) &&
        staysOverlap(arrival, departure, hold.arrival, hold.departure)
      ) {
        return 'TAKEN';
      }
    }
  }
  return 'BOOKABLE';
}

export function isStayBookable(
  grid: DayGrid,
  v: number,
  arrival: number,
  nights: number,
  nowMs: number,
): boolean {
  return checkStay(grid, v, arrival, nights, nowMs) === 'BOOKABLE';
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
  nowMs: number,
): NightOption[] | null {
  const options: NightOption[] = [];
  for (let nights = range.min; nights <= range.max; nights += 1) {
    options.push({ nights, disabled: !isStayBookable(grid, v, arrival, nights, nowMs) });
  }
  return options.some((o) => !o.disabled) ? options : null;
}
