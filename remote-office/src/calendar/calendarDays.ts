import {
  BLOCK_REASON_NAMES,
  dayOf,
  type OfficeCalendarDay,
  type OfficeCalendarResponse,
} from '@villa/shared/contract';
import { formatMoney } from '@villa/shared/format';
import { longDate } from '@villa/shared/villa-ui';
import { officeTexts } from '../texts';

const t = officeTexts.calendar;

/** The calendar's days by day number, for the grid's cells. */
export const daysByNumber = (calendar: OfficeCalendarResponse) =>
  new Map(calendar.days.map((day) => [dayOf(day.date), day]));

/** What a screen reader hears of a day: its date, then everything its cell shows. */
export function dayLabel(cell: OfficeCalendarDay, day: number, past: boolean): string {
  const l = t.dayLabel;
  const parts = [longDate(day)];
  if (past) parts.push(l.past);
  parts.push(cell.nightlyRate === null ? l.noRate : l.rate(formatMoney(cell.nightlyRate)));
  if (cell.minNights !== null) parts.push(l.min(cell.minNights));
  if (cell.weeklyNoArrival) parts.push(l.weeklyNoArrival);
  else parts.push(cell.arrivalAllowed ? l.arrivals : l.noArrivals);
  if (cell.block) parts.push(l.blocked(BLOCK_REASON_NAMES[cell.block.reason]));
  if (cell.booking) {
    parts.push(l.taken(cell.booking.ref, t.stayStatus[cell.booking.status] ?? cell.booking.status));
  }
  return parts.join(', ');
}

/** The classes of a day's cell: its look for a block, a stay, a day without arrivals. */
export function dayClass(cell: OfficeCalendarDay): string {
  return [
    'office-day',
    cell.block ? 'office-day--blocked' : '',
    cell.booking ? 'office-day--taken' : '',
    cell.arrivalAllowed ? '' : 'office-day--no-arrival',
    cell.nightlyRate === null ? 'office-day--no-rate' : '',
  ]
    .filter(Boolean)
    .join(' ');
}

/** The references of the stays that take a night of a range, in order. */
export function staysIn(
  days: ReadonlyMap<number, OfficeCalendarDay>,
  from: number,
  to: number,
): string[] {
  const refs: string[] = [];
  for (let day = from; day <= to; day += 1) {
    const ref = days.get(day)?.booking?.ref;
    if (ref && !refs.includes(ref)) refs.push(ref);
  }
  return refs;
}
