import moment, { type Moment } from 'moment';
import { API_DATE_FORMAT } from './dates';

/**
 * Formats a typed date is accepted in: DD/MMM/YYYY, L, YYYY-MM-DD and YYYY/MM/DD. L is the
 * locale's short date; the portal is en-GB, so L is DD/MM/YYYY (written out rather than
 * loaded from a moment locale file, which would touch the shared moment instance).
 */
export const DATE_INPUT_FORMATS = ['DD/MMM/YYYY', 'DD/MM/YYYY', 'YYYY-MM-DD', 'YYYY/MM/DD'];

/** Parses what an agent typed; null when it matches none of the accepted formats. */
export function parseDateInput(text: string): Moment | null {
  const trimmed = text.trim();
  if (!trimmed) return null;
  const parsed = moment(trimmed, DATE_INPUT_FORMATS, true);
  return parsed.isValid() ? parsed : null;
}

/** A date as the API expects it (YYYY-MM-DD). */
export function toApiDate(value: Date | Moment): string {
  return moment(value).format(API_DATE_FORMAT);
}
