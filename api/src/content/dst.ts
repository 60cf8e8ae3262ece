import { dayOfDate, weekdayOf } from '@villa/shared/contract';
import { formatDate } from '@villa/shared/format';
import { DST_RULE } from './data/weather';

/** The day of the month of the n-th Sunday of a month (month 1..12). */
export function nthSunday(year: number, month: number, n: number): number {
  const firstWeekday = weekdayOf(dayOfDate(year, month, 1)); // 0 = Sunday
  const firstSunday = 1 + ((7 - firstWeekday) % 7);
  return firstSunday + 7 * (n - 1);
}

/** The US daylight-saving dates of a year (02:00 local on each): 'YYYY-MM-DD'. */
export function dstDates(year: number): { start: string; end: string } {
  const iso = (month: number, day: number) =>
    `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  return {
    start: iso(DST_RULE.startMonth, nthSunday(year, DST_RULE.startMonth, DST_RULE.startSunday)),
    end: iso(DST_RULE.endMonth, nthSunday(year, DST_RULE.endMonth, DST_RULE.endSunday)),
  };
}

/** "Sunday 8 March 2026". */
export const longDate = (iso: string): string => formatDate(iso, 'dddd D MMMM YYYY');

/**
 * The month's stored daylight-saving note followed by the dates of this year's and next year's
 * change, or null for a month without a change.
 */
export function timeChangeNote(month: number, note: string | null, today: Date): string | null {
  if (!note) return null;
  const year = today.getUTCFullYear();
  const pick = (y: number) =>
    month === DST_RULE.startMonth
      ? dstDates(y).start
      : month === DST_RULE.endMonth
        ? dstDates(y).end
        : null;
  const thisYear = pick(year);
  const nextYear = pick(year + 1);
  if (!thisYear || !nextYear) return note;
  return `${note} In ${year} the change is on ${longDate(thisYear)}; in ${year + 1} on ${longDate(nextYear)}.`;
}
