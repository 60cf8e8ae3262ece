import {
  stayProblemMessage,
  type CalendarData,
  type DateRange,
  type NightOption,
  type StayProblem,
  type StayTotal,
  type VillaPricing,
  isoOf,
  weekdayOf,
} from '@villa/shared/contract';
import { nightOptions } from '../property/rules/availability';
import { arrivalProblem, assessStayOn } from '../property/rules/stayAssessment';
import { priceFromPerNight, priceStay, type StayPrice } from '../property/rules/pricing';
import { toPounds } from '@villa/shared/format';
import type { VillaCalendarFacts } from './facts';

/*
 * The villa page's questions, answered by the property domain's modules over the one-villa
 * grid of facts.ts: what the calendar shows, whether a stay can be booked and why not, the
 * nights a stay from a day may last, and what a stay costs.
 */

const WEEKDAY = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTH = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "Sat 13 Mar 2027". */
export function shortDate(day: number): string {
  const iso = isoOf(day);
  return `${WEEKDAY[weekdayOf(day)]} ${Number(iso.slice(8, 10))} ${MONTH[Number(iso.slice(5, 7)) - 1]} ${iso.slice(0, 4)}`;
}

/** Day runs [from, to] (inclusive) where `test` holds, inside from .. to. */
function runs(from: number, to: number, test: (day: number) => boolean): DateRange[] {
  const ranges: DateRange[] = [];
  let start: number | null = null;
  for (let day = from; day <= to + 1; day += 1) {
    const inside = day <= to && test(day);
    if (inside && start === null) start = day;
    if (!inside && start !== null) {
      ranges.push({ dateFrom: isoOf(start), dateTo: isoOf(day - 1) });
      start = null;
    }
  }
  return ranges;
}

/** True when stays may not start on `day` (the villa's weekday rule or a listed date). */
export function isUnbookableStart(facts: VillaCalendarFacts, day: number): boolean {
  return facts.grid.covers(day, 1) && facts.grid.startRefused(0, day);
}

export function calendarDataOf(facts: VillaCalendarFacts): CalendarData {
  const { window, grid, seasons, ratesUntil } = facts;
  const { from, to } = window;
  // Taken nights as the grid holds them: stays (back-to-back ones read as one run) and the
  // office's blocks, which an agent sees as booked.
  const bookings = runs(from, to, (day) => grid.nightTaken(0, day));
  const unbookableDates: string[] = [];
  for (let day = from; day <= to; day += 1) {
    if (isUnbookableStart(facts, day)) unbookableDates.push(isoOf(day));
  }
  return {
    from: isoOf(from),
    to: isoOf(to),
    today: isoOf(window.today),
    firstArrival: isoOf(window.firstArrival),
    lastArrival: isoOf(window.lastArrival),
    bookings,
    unbookableDates,
    ratesNotAvailable: runs(from, to, (day) => grid.rateOn(0, day) === 0),
    seasons: seasons
      .filter((s) => s.to >= from && s.from <= Math.min(to, ratesUntil))
      .map((s) => ({
        seasons_id: s.id,
        season: s.season,
        name: s.name,
        dateFrom: isoOf(Math.max(s.from, from)),
        dateTo: isoOf(Math.min(s.to, to, ratesUntil)),
        minNights: s.minNights,
        pricePerNight: toPounds(s.ratePence),
      })),
  };
}

/** Whether a stay can be booked now, and if not the one reason (the shared assessStayOn). */
export function stayProblem(
  facts: VillaCalendarFacts,
  arrival: number,
  nights: number,
): StayProblem | null {
  return assessStayOn(facts.grid, 0, facts.window, arrival, nights);
}

/** The contract's message for a problem of this villa page's window. */
export function problemMessage(facts: VillaCalendarFacts, problem: StayProblem): string {
  return stayProblemMessage(problem, facts.window.nights);
}

/** The stay's full price (availability must have been checked first). */
export function priceOf(facts: VillaCalendarFacts, arrival: number, nights: number): StayPrice {
  return priceStay(
    facts.grid.ratesPence(0, arrival, nights),
    facts.discounts,
    { arrival, nights, today: facts.window.today },
    facts.terms,
  );
}

export function totalOf(price: StayPrice): StayTotal {
  return {
    totalPrice: toPounds(price.totalPence),
    originalPrice: toPounds(price.originalPence),
    discounts: price.discounts.map((d) => ({
      discountType: d.type,
      name: d.name,
      amount: toPounds(d.amountPence),
    })),
  };
}

/** "Price from £X per night": the lowest nightly rate an agent could book (arrival window). */
export function priceFromOf(facts: VillaCalendarFacts): number | null {
  const { grid, window } = facts;
  const rates: number[] = [];
  const last = Math.min(window.lastArrival, grid.start + grid.days - 1);
  for (let day = Math.max(window.firstArrival, grid.start); day <= last; day += 1) {
    rates.push(grid.rateOn(0, day));
  }
  const lowest = priceFromPerNight(rates);
  return lowest === null ? null : toPounds(lowest);
}

export function pricingOf(
  facts: VillaCalendarFacts,
  stay: { arrival: number; nights: number; price: StayPrice | null } | null,
): VillaPricing {
  const price = stay?.price ?? null;
  const perNight = facts.terms.poolHeatingPence;
  return {
    priceFrom: priceFromOf(facts),
    total: price ? totalOf(price) : null,
    agentCommission: price
      ? { rate: price.commission.rateBp / 100, amount: toPounds(price.commission.amountPence) }
      : null,
    poolHeating:
      perNight === null || perNight <= 0
        ? null
        : price?.poolHeating
          ? {
              amount: toPounds(price.poolHeating.totalPence),
              perNight: toPounds(price.poolHeating.perNightPence),
              nights: stay?.nights ?? null,
            }
          : { amount: toPounds(perNight), perNight: toPounds(perNight), nights: null },
  };
}

export type NightsAnswer =
  | { nightOptions: NightOption[] }
  | { cannotBeBookedFromThisNight: true; problem: StayProblem; message: string };

/**
 * The nights a stay arriving on `day` may last (config min..max), each disabled unless the
 * whole stay is bookable, with its departure and price. When the day cannot start a stay, or
 * no length fits (the season's minimum runs into a booking or a night without rates), says
 * why; the second is the "Minimum number of nights will not fit in here" case.
 */
export function nightsAnswer(facts: VillaCalendarFacts, day: number): NightsAnswer {
  const early = arrivalProblem(facts.grid, 0, facts.window, day);
  const options = early ? null : nightOptions(facts.grid, 0, day, facts.window.nights);
  if (!options) {
    const refused = early ?? 'MIN_NIGHTS';
    return {
      cannotBeBookedFromThisNight: true,
      problem: refused,
      message: problemMessage(facts, refused),
    };
  }
  return {
    nightOptions: options.map((o) => {
      const price = o.disabled ? null : priceOf(facts, day, o.nights);
      return {
        nights: o.nights,
        name: `${o.nights} nights (departing ${shortDate(day + o.nights)})`,
        disabled: o.disabled,
        totalPrice: price ? toPounds(price.totalPence) : null,
      };
    }),
  };
}
