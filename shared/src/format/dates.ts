// Dates as agents read them. No moment here: this module is compiled into every page that
// shows a date, and moment (20 KB of gzip) is fetched only by the pages where an agent types a
// date (dateInput.ts).
import { MONTH_NAMES as MONTHS } from '../contract/constants';

/** The API's date format, and the format of the search window in the store. */
export const API_DATE_FORMAT = 'YYYY-MM-DD';
/** How dates are shown to agents (en-GB): 05 Mar 2027. */
export const DISPLAY_DATE_FORMAT = 'DD MMM YYYY';

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
/** A date and time as ISO 8601 writes it; without an offset it is the reader's local time. */
const ISO_DATE_TIME =
  /^\d{4}-\d{2}-\d{2}[T ]\d{2}(:\d{2}(:\d{2}([.,]\d{1,9})?)?)?(Z|[+-]\d{2}(:?\d{2})?)?$/;

/** Anything with a toDate(), such as a moment, is read as the instant it holds. */
type DateLike = { toDate(): Date };

/** The local day or instant a value names; null when it names none (31 Feb included). */
function dateOf(value: string | Date | DateLike): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (typeof value !== 'string') return dateOf(value.toDate());
  const day = ISO_DAY.exec(value);
  if (day) {
    const [year, month, date] = [Number(day[1]), Number(day[2]) - 1, Number(day[3])];
    const local = new Date(2000, 0, 1);
    local.setFullYear(year, month, date);
    return local.getMonth() === month && local.getDate() === date ? local : null;
  }
  if (!ISO_DATE_TIME.test(value)) return null;
  const instant = new Date(value.replace(' ', 'T').replace(',', '.'));
  return Number.isNaN(instant.getTime()) ? null : instant;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** moment's tokens that the portal's formats use; anything else is written as it stands. */
const TOKENS: Record<string, (d: Date) => string> = {
  YYYY: (d) => pad(d.getFullYear(), 4),
  MMMM: (d) => MONTHS[d.getMonth()],
  MMM: (d) => MONTHS[d.getMonth()].slice(0, 3),
  MM: (d) => pad(d.getMonth() + 1),
  M: (d) => String(d.getMonth() + 1),
  dddd: (d) => WEEKDAYS[d.getDay()],
  ddd: (d) => WEEKDAYS[d.getDay()].slice(0, 3),
  DD: (d) => pad(d.getDate()),
  D: (d) => String(d.getDate()),
  HH: (d) => pad(d.getHours()),
  mm: (d) => pad(d.getMinutes()),
  ss: (d) => pad(d.getSeconds()),
};
const TOKEN = /\[([^\]]*)\]|YYYY|MMMM|MMM|MM|M|dddd|ddd|DD|D|HH|mm|ss/g;

/**
 * A date from the API (YYYY-MM-DD, or a date and time in ISO 8601) for display, in moment's
 * format tokens (YYYY, MMMM, MMM, MM, M, dddd, ddd, DD, D, HH, mm, ss, [literal]).
 */
export function formatDate(
  value: string | Date | DateLike | null | undefined,
  format = DISPLAY_DATE_FORMAT,
): string {
  if (!value) return '';
  const date = dateOf(value);
  if (!date) return '';
  return format.replace(TOKEN, (token, literal?: string) =>
    literal !== undefined ? literal : TOKENS[token](date),
  );
}
