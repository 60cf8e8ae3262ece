import {
  arrivalDayProblem,
  dayOf,
  isoOf,
  type ArrivalDayProblem,
  type CalendarData,
  type CalendarSeason,
} from '@villa/shared/contract';
import { formatMoney, groupThousands } from '@villa/shared/format';
import { longDate, monthGrids, type MonthGrid } from '@villa/shared/villa-ui';

/*
 * The availability calendar's rules, apart from React: 24 months from the current month, laid
 * out as the shared month grid (@villa/shared/villa-ui: weeks from Sunday, docs/villa.md), and
 * what each day is.
 * Days are the contract's day numbers (contract/days.ts), so nothing depends on the agent's
 * time zone, and a day's state is the contract's arrivalDayProblem: the reason the server
 * would refuse a stay arriving that day.
 */

/**
 * What a day is as an arrival day: the server's reason for refusing a stay arriving on it
 * (arrivalDayProblem, in the contract's order: past, not open for booking yet, an unbookable
 * start day (marked *), without rates, booked). Only 'available' days can be chosen.
 */
export type DayStatus = 'past' | 'booked' | 'notOpen' | 'noRates' | 'unbookable' | 'available';

export interface CalendarDay {
  day: number;
  iso: string;
  /** Day of the month, 1..31. */
  date: number;
  status: DayStatus;
  season: CalendarSeason | null;
}

export type CalendarMonth = MonthGrid<CalendarDay>;

export const selectable = (day: CalendarDay | null | undefined): day is CalendarDay =>
  !!day && day.status === 'available';

interface RangeSet {
  has(day: number): boolean;
}

function rangeSet(ranges: readonly { dateFrom: string; dateTo: string }[]): RangeSet {
  const spans = ranges
    .map((r) => [dayOf(r.dateFrom), dayOf(r.dateTo)] as const)
    .sort((a, b) => a[0] - b[0]);
  return {
    has(day) {
      // Few ranges per villa: a linear scan is plenty.
      for (const [from, to] of spans) {
        if (day < from) return false;
        if (day <= to) return true;
      }
      return false;
    },
  };
}

/** The calendar's word for each reason a day cannot be an arrival. */
const STATUS_OF_PROBLEM: Record<ArrivalDayProblem, DayStatus> = {
  PAST: 'past',
  OUTSIDE_CALENDAR: 'notOpen',
  UNBOOKABLE_START: 'unbookable',
  NO_RATES: 'noRates',
  TAKEN: 'booked',
};

/** The status and season of every day of the calendar, by day number. */
export function dayFacts(data: CalendarData): Map<number, CalendarDay> {
  const first = dayOf(data.from);
  const last = dayOf(data.to);
  const firstArrival = dayOf(data.firstArrival);
  const lastArrival = dayOf(data.lastArrival);
  const booked = rangeSet(data.bookings);
  const noRates = rangeSet(data.ratesNotAvailable);
  const unbookable = new Set(data.unbookableDates.map(dayOf));
  const seasons = data.seasons
    .map((s) => ({ s, from: dayOf(s.dateFrom), to: dayOf(s.dateTo) }))
    .sort((a, b) => a.from - b.from);
  const facts = new Map<number, CalendarDay>();
  let seasonIndex = 0;
  for (let day = first; day <= last; day += 1) {
    while (seasonIndex < seasons.length && seasons[seasonIndex].to < day) seasonIndex += 1;
    const candidate = seasons[seasonIndex];
    const season = candidate && candidate.from <= day ? candidate.s : null;
    const problem = arrivalDayProblem({
      beforeWindow: day < firstArrival,
      afterWindow: day > lastArrival,
      unbookableStart: unbookable.has(day),
      rated: season !== null && !noRates.has(day),
      taken: booked.has(day),
    });
    const status = problem === null ? 'available' : STATUS_OF_PROBLEM[problem];
    const iso = isoOf(day);
    facts.set(day, { day, iso, date: Number(iso.slice(8, 10)), status, season });
  }
  return facts;
}

/** The months of the calendar, each as 42 cells starting on the Sunday on or before the 1st. */
export function calendarMonths(data: CalendarData, facts = dayFacts(data)): CalendarMonth[] {
  return monthGrids(data.from, data.to, (day) => facts.get(day) ?? null);
}

/** Words for a day's status, as the legend and screen readers give it. */
export const STATUS_TEXT: Record<DayStatus, string> = {
  past: 'Not available (past)',
  booked: 'Booked',
  notOpen: 'Not open for booking yet',
  noRates: 'Rates not available',
  unbookable: 'Stays cannot start on this day',
  available: 'Available',
};

/**
 * Whether a day shows its nightly price and minimum nights in its cell: days a stay can
 * include (available, or available but not a start day). Past, booked, unpriced and not yet
 * open days show none, so the prices an agent sees are ones they can book.
 */
export const showsRate = (day: CalendarDay): day is CalendarDay & { season: CalendarSeason } =>
  day.season !== null && (day.status === 'available' || day.status === 'unbookable');

/**
 * A nightly price short enough for a day cell: to the nearest pound (£245.50 is £246), as the
 * calendar's key says; the seasons under each month and the cell's accessible name give it to
 * the penny.
 */
export function cellPrice(pounds: number): string {
  return `£${groupThousands(Math.round(pounds))}`;
}

/** The accessible name of a day cell: date, status, season, nightly price and minimum nights. */
export function dayLabel(day: CalendarDay, stay?: { arrival: number; departure: number }): string {
  const parts = [longDate(day.day), STATUS_TEXT[day.status]];
  if (day.season && showsRate(day)) {
    parts.push(
      `${day.season.name} season, ${formatMoney(day.season.pricePerNight)} a night, minimum ${day.season.minNights} nights`,
    );
  } else if (day.season && day.status !== 'past') {
    parts.push(`${day.season.name} season, minimum ${day.season.minNights} nights`);
  }
  if (stay && day.day === stay.arrival) parts.push('your arrival');
  else if (stay && day.day === stay.departure) parts.push('your departure');
  else if (stay && day.day > stay.arrival && day.day < stay.departure) parts.push('in your stay');
  return parts.join(', ');
}

/** The seasons that have at least one day in the month, for the note under it. */
export function seasonsOfMonth(month: CalendarMonth): CalendarSeason[] {
  const seen = new Map<number, CalendarSeason>();
  for (const cell of month.cells) {
    if (cell?.season && !seen.has(cell.season.seasons_id))
      seen.set(cell.season.seasons_id, cell.season);
  }
  return [...seen.values()];
}
