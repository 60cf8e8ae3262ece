// Dates as agents read them, written by moment, the portal's one date library (docs/adr/0016):
// the same tokens, month and weekday names wherever a date is shown, on the pages and in the
// server's PDFs and mails. Days as numbers and their arithmetic are the contract's
// (contract/days.ts).
import moment from 'moment';

/** The API's date format, and the format of the search window in the store. */
export const API_DATE_FORMAT = 'YYYY-MM-DD';
/** How dates are shown to agents (en-GB): 05 Mar 2027. */
export const DISPLAY_DATE_FORMAT = 'DD MMM YYYY';

/** What an API value may be: a day (YYYY-MM-DD) or a date and time in ISO 8601. */
const API_INPUT = [API_DATE_FORMAT, moment.ISO_8601];

/** Anything with a toDate(), such as a moment, is read as the instant it holds. */
type DateLike = { toDate(): Date };

/**
 * A date from the API (YYYY-MM-DD, or a date and time in ISO 8601) for display, in moment's
 * format tokens; a day is the local day it names, a time without an offset the reader's local
 * time. '' for nothing or for text that names no date (31 February included).
 */
export function formatDate(
  value: string | Date | DateLike | null | undefined,
  format = DISPLAY_DATE_FORMAT,
): string {
  if (!value) return '';
  const date =
    typeof value === 'string'
      ? moment(value, API_INPUT, true)
      : moment(value instanceof Date ? value : value.toDate());
  return date.isValid() ? date.format(format) : '';
}
