import type { BookingSettings } from '../portalSettings';
import type { Db } from '../db/schema';
import { DayGrid, type StayFact } from '../property/rules/availability';
import {
  addMonths,
  datePartsOf,
  dayOf,
  dayOfDate,
  isoOf,
  CALENDAR_MONTHS,
} from '@villa/shared/contract';
import { bookingWindowOf, type BookingWindow } from '../property/rules/stayAssessment';
import type { DiscountRule, VillaTerms } from '../property/rules/pricing';
import { readVillaWindow, stayFactOf } from '../property/rules/villaWindow';

/*
 * Everything the villa page needs to know about one villa's calendar, read from the property
 * tables into a one-row DayGrid, so the property domain's availability (checkStay,
 * nightOptions) and pricing (priceStay) modules answer every question: no rule lives here.
 */

/**
 * The calendar the page shows (from the 1st of the current month, 24 months) around the one
 * booking window (property/stayAssessment.ts: first and last arrival, nights range).
 */
export interface CalendarWindow extends BookingWindow {
  /** First day of the current month. */
  from: number;
  /** Last day of the 24th month. */
  to: number;
}

export function calendarWindow(today: number, config: BookingSettings): CalendarWindow {
  const { year, month } = datePartsOf(today);
  const from = dayOfDate(year, month, 1);
  return {
    ...bookingWindowOf(config, today),
    from,
    to: addMonths(from, CALENDAR_MONTHS) - 1,
  };
}

export interface SeasonRow {
  id: number;
  season: string;
  name: string;
  from: number;
  to: number;
  ratePence: number;
  minNights: number;
}

export interface VillaCalendarFacts {
  window: CalendarWindow;
  grid: DayGrid;
  seasons: SeasonRow[];
  ratesUntil: number;
  discounts: DiscountRule[];
  terms: VillaTerms;
}

export interface VillaTermsRow {
  id: number;
  commission_bp: number;
  deposit_percent: number;
  balance_due_days: number;
  pool_heating_pence: number | null;
  rates_until: string;
  unbookable_weekdays: number;
}

/** Reads the calendar facts of a villa and fills the grid (row 0). */
export async function loadCalendarFacts(
  db: Db,
  villa: VillaTermsRow,
  window: CalendarWindow,
  nowMs: number,
): Promise<VillaCalendarFacts> {
  // The grid reaches past the calendar's last day by the longest stay, so a stay arriving on
  // the last day can be checked.
  const gridStart = window.from;
  const gridDays = window.to - window.from + 1 + window.nights.max + 1;
  const startIso = isoOf(gridStart);
  const endIso = isoOf(gridStart + gridDays);
  const { seasons, discounts, unbookableDays, blockedNights, stays } = await readVillaWindow(
    db,
    villa.id,
    startIso,
    endIso,
  );

  const seasonRows: SeasonRow[] = seasons.map((s) => ({
    id: s.id,
    season: s.season,
    name: s.name,
    from: dayOf(s.date_from),
    to: dayOf(s.date_to),
    ratePence: s.nightly_rate_pence,
    minNights: s.min_nights,
  }));
  const ratesUntil = dayOf(villa.rates_until);
  const grid = new DayGrid(gridStart, gridDays, 1);
  grid.setCalendar(0, {
    seasons: seasonRows.map((s) => ({
      from: s.from,
      to: s.to,
      ratePence: s.ratePence,
      minNights: s.minNights,
    })),
    ratesUntil,
    unbookableWeekdays: villa.unbookable_weekdays,
    unbookableDates: unbookableDays,
    blockedNights,
  });
  const stayFacts: StayFact[] = stays.map(stayFactOf);
  grid.setStays(0, stayFacts, nowMs);

  return {
    window,
    grid,
    seasons: seasonRows,
    ratesUntil,
    discounts,
    terms: {
      commissionBp: villa.commission_bp,
      depositPercent: villa.deposit_percent,
      balanceDueDays: villa.balance_due_days,
      poolHeatingPence: villa.pool_heating_pence,
    },
  };
}
