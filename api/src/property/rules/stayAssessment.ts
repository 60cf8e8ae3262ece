import {
  addAmount,
  arrivalDayProblem,
  type ServerConfig,
  type StayProblem,
} from '@villa/shared/contract';
import { checkStay, type DayGrid } from './availability';

/*
 * The one answer to "can this stay be booked, and if not, the one reason why", for every
 * route that asks it: the villa page and its nights chooser (villa/stay.ts), quotes, optional
 * extras, checkout and the booking page (booking/stay.ts). The rules, in order (the contract's
 * StayProblem): the booking window, the nights range, then the availability module's
 * checkStay (unbookable start, rates, minimum nights, taken). The messages are the
 * contract's stayProblemMessage.
 */

/**
 * The booking window for `today` (day numbers): the first and last day an agent may arrive
 * (portal settings `search_dates`: today + 2 days .. today + 18 months) and the nights range
 * (`nights_bookable`). Worked out here only, on the server's UTC day; the client receives it
 * in its config.
 */
export interface BookingWindow {
  today: number;
  firstArrival: number;
  lastArrival: number;
  nights: { min: number; max: number };
}

export function bookingWindowOf(
  config: Pick<ServerConfig, 'searchDates' | 'nights_bookable'>,
  today: number,
): BookingWindow {
  const { earliest, latest } = config.searchDates;
  return {
    today,
    firstArrival: addAmount(today, earliest.amount, earliest.unit),
    lastArrival: addAmount(today, latest.amount, latest.unit),
    nights: { min: config.nights_bookable.min, max: config.nights_bookable.max },
  };
}

/**
 * Why no stay at all can arrive on `day`: the contract's arrivalDayProblem, which the villa
 * calendar applies to the same facts, so a day's mark there is this very reason.
 */
export function arrivalProblem(
  grid: DayGrid,
  v: number,
  window: BookingWindow,
  day: number,
): StayProblem | null {
  const inGrid = grid.covers(day, 1);
  return arrivalDayProblem({
    beforeWindow: day < window.firstArrival,
    afterWindow: day > window.lastArrival || !inGrid,
    unbookableStart: inGrid && grid.startRefused(v, day),
    rated: inGrid && grid.rateOn(v, day) > 0,
    taken: inGrid && grid.nightTaken(v, day),
  });
}

/** The window's rules alone (no villa facts needed): PAST, OUTSIDE_CALENDAR, NIGHTS_RANGE. */
export function windowProblem(
  window: BookingWindow,
  arrival: number,
  nights: number,
): StayProblem | null {
  if (arrival < window.firstArrival) return 'PAST';
  if (arrival > window.lastArrival) return 'OUTSIDE_CALENDAR';
  if (!Number.isInteger(nights) || nights < window.nights.min || nights > window.nights.max) {
    return 'NIGHTS_RANGE';
  }
  return null;
}

/** The one reason a stay cannot be booked, or null when it can (the order is the contract's). */
export function assessStayOn(
  grid: DayGrid,
  v: number,
  window: BookingWindow,
  arrival: number,
  nights: number,
): StayProblem | null {
  const outside = windowProblem(window, arrival, nights);
  if (outside) return outside;
  const verdict = checkStay(grid, v, arrival, nights);
  return verdict === 'BOOKABLE' ? null : verdict;
}
