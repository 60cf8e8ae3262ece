import type { StayProblem } from './booking';

/*
 * What one day is as an arrival day, for the server and the villa calendar alike: the server
 * refuses a stay arriving that day with this reason (api/src/property/stayAssessment.ts
 * arrivalProblem), and the calendar marks the day with it (remote-villa's calendarModel.ts),
 * so a day the calendar calls "Stays cannot start on this day" is one the server refuses for
 * that reason. The order is the contract's StayProblem order: the booking window, then the
 * villa's start-day rule, its rates, then the nights already taken.
 */

/** The facts of one day that decide whether a stay can arrive on it. */
export interface ArrivalDayFacts {
  /** Before the booking window's first arrival day. */
  beforeWindow: boolean;
  /** After its last arrival day, or outside the villa's calendar. */
  afterWindow: boolean;
  /** The villa refuses stays starting that day (a weekday rule or a listed date). */
  unbookableStart: boolean;
  /** Its night has a rate (a season covers it, within the villa's rates horizon). */
  rated: boolean;
  /** Its night is taken by another stay (a live hold included). */
  taken: boolean;
}

/** The reasons a day alone can give: a stay's length is not yet known. */
export type ArrivalDayProblem = Extract<
  StayProblem,
  'PAST' | 'OUTSIDE_CALENDAR' | 'UNBOOKABLE_START' | 'NO_RATES' | 'TAKEN'
>;

/** Why no stay can arrive on a day, or null when some stay may (its length decides the rest). */
export function arrivalDayProblem(day: ArrivalDayFacts): ArrivalDayProblem | null {
  if (day.beforeWindow) return 'PAST';
  if (day.afterWindow) return 'OUTSIDE_CALENDAR';
  if (day.unbookableStart) return 'UNBOOKABLE_START';
  if (!day.rated) return 'NO_RATES';
  if (day.taken) return 'TAKEN';
  return null;
}
