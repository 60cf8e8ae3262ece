import {
  addMonths,
  datePartsOf,
  dayOf,
  dayOfDate,
  daysInMonth,
  isoOf,
  weekdayOf,
} from '@villa/shared/contract';
import { formatDate } from '@villa/shared/format';

/*
 * The months of a villa's calendar, the one layout the agent's availability calendar and the
 * office calendar share: each month a 42-cell grid of weeks starting on Sunday, days as the
 * contract's day numbers (so nothing depends on the browser's time zone), and how the keyboard
 * moves between days.
 */

export const CELLS_PER_MONTH = 42;
export const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

export interface MonthGrid<T> {
  /** "March 2027". */
  label: string;
  /** YYYY-MM. */
  key: string;
  /** Exactly 42 cells, Sunday first; null for the days of the months either side. */
  cells: (T | null)[];
}

/** "Friday 5 March 2027", for screen readers and titles. */
export const longDate = (day: number): string => formatDate(isoOf(day), 'dddd D MMMM YYYY');

/** The months from `fromIso`'s to `toIso`'s, each cell what `cellOf` makes of its day. */
export function monthGrids<T>(
  fromIso: string,
  toIso: string,
  cellOf: (day: number) => T | null,
): MonthGrid<T>[] {
  const months: MonthGrid<T>[] = [];
  const from = datePartsOf(dayOf(fromIso));
  const to = datePartsOf(dayOf(toIso));
  let { year, month } = from;
  while (year < to.year || (year === to.year && month <= to.month)) {
    const firstOfMonth = dayOfDate(year, month, 1);
    const lastOfMonth = firstOfMonth + daysInMonth(year, month) - 1;
    const start = firstOfMonth - weekdayOf(firstOfMonth);
    const cells: (T | null)[] = [];
    for (let i = 0; i < CELLS_PER_MONTH; i += 1) {
      const day = start + i;
      cells.push(day >= firstOfMonth && day <= lastOfMonth ? cellOf(day) : null);
    }
    months.push({
      label: formatDate(isoOf(firstOfMonth), 'MMMM YYYY'),
      key: `${year}-${String(month).padStart(2, '0')}`,
      cells,
    });
    [year, month] = month === 12 ? [year + 1, 1] : [year, month + 1];
  }
  return months;
}

/** Index of the month (0-based) that holds a day, or -1. */
export function monthIndexOf(months: readonly { key: string }[], iso: string): number {
  return months.findIndex((m) => m.key === iso.slice(0, 7));
}

/**
 * The day a key moves the focus to from `day`: arrows a day or a week, Home / End the week's
 * ends, Page Up / Page Down a month; null for any other key.
 */
export function dayAfterKey(key: string, day: number): number | null {
  const weekday = weekdayOf(day);
  switch (key) {
    case 'ArrowLeft':
      return day - 1;
    case 'ArrowRight':
      return day + 1;
    case 'ArrowUp':
      return day - 7;
    case 'ArrowDown':
      return day + 7;
    case 'Home':
      return day - weekday;
    case 'End':
      return day + 6 - weekday;
    case 'PageUp':
      return addMonths(day, -1);
    case 'PageDown':
      return addMonths(day, 1);
    default:
      return null;
  }
}
