import type { ServerConfig, StayProblem } from '@villa/shared/contract';
import { checkStay, type DayGrid } from './availability';
import { addAmount } from './days';

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

/** Why no stay at all can arrive on `day` (window, start day, its night's rate or taken). */
export function arrivalProblem(
  grid: DayGrid,
  v: number,
  window: BookingWindow,
  day: number,
): StayProblem | null {
  if (day < window.firstArrival) return 'PAST';
  if (day > window.lastArrival || !grid.covers(day, 1)) return 'OUTSIDE_CALENDAR';
  // A one-night question answers the start-day and rate rules alone (one night is always
  // under the minimum, so its MIN_NIGHTS says nothing here).
  const oneNight = checkStay(grid, v, day, 1);
  if (oneNight === 'UNBOOKABLE_START' || oneNight === 'NO_RATES') return oneNight;
  return grid.nightTaken(v, day) ? 'TAKEN' : null;
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
