// Instants as agents read them in UK time (the clock itself is the contract's: ukClock.ts).
import { UK_TIME_LABEL, ukWallClockOf } from '../contract/ukClock';
import { DISPLAY_DATE_FORMAT, formatDate } from './dates';

/** An instant as "01 Mar 2027 at 10:15 UK time"; '' when missing or not a date. */
export function formatUkDateTime(value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const ms = typeof value === 'number' ? value : Date.parse(value);
  if (Number.isNaN(ms)) return '';
  const wall = ukWallClockOf(ms);
  const time = `${String(wall.hour).padStart(2, '0')}:${String(wall.minute).padStart(2, '0')}`;
  return `${formatDate(`${wall.day}T${time}`, `${DISPLAY_DATE_FORMAT} [at] HH:mm`)} ${UK_TIME_LABEL}`;
}
