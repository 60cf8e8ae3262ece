import * as v from 'valibot';
import {
  BLOCK_REASONS,
  calendarEditSchema,
  calendarRangeProblem,
  type BlockReason,
  type CalendarEditRequest,
  type OfficeCalendarWindow,
} from '@villa/shared/contract';

/** The form's values as typed: text fields stay text until the request is made. */
export interface CalendarFormValues {
  nightlyRate: string;
  minNights: string;
  arrival: 'keep' | 'yes' | 'no';
  block: 'keep' | 'set' | 'clear';
  reason: BlockReason | '';
  note: string;
}

export const EMPTY_CALENDAR_FORM: CalendarFormValues = {
  nightlyRate: '',
  minNights: '',
  arrival: 'keep',
  block: 'keep',
  reason: '',
  note: '',
};

/** The form's fields a message is shown at; `form` for one about the whole change. */
export type CalendarFormField =
  'range' | 'nightlyRate' | 'minNights' | 'arrival' | 'reason' | 'note' | 'form';
export type CalendarFormErrors = Partial<Record<CalendarFormField, string>>;

/** A number typed in a field: empty is "leave it", anything else the number it reads as. */
const numberOf = (text: string): number | undefined =>
  text.trim() === '' ? undefined : Number(text.trim().replace(/^£/, '').replace(/,/g, ''));

/** The request of the form's values for a range (the schema then judges it). */
export function calendarEditOf(
  range: { from: string; to: string },
  values: CalendarFormValues,
): CalendarEditRequest {
  const edit: CalendarEditRequest = { from: range.from, to: range.to };
  const rate = numberOf(values.nightlyRate);
  if (rate !== undefined) edit.nightlyRate = rate;
  const min = numberOf(values.minNights);
  if (min !== undefined) edit.minNights = min;
  if (values.arrival !== 'keep') edit.arrivalAllowed = values.arrival === 'yes';
  if (values.block === 'clear') edit.block = null;
  if (values.block === 'set') {
    edit.block = {
      reason: (BLOCK_REASONS as readonly string[]).includes(values.reason)
        ? (values.reason as BlockReason)
        : ('' as BlockReason),
      ...(values.note.trim() ? { note: values.note } : {}),
    };
  }
  return edit;
}

/** The form field of a field the server names in a 422 (`block.reason` is the reason's). */
export function formFieldOf(field: string): CalendarFormField {
  switch (field) {
    case 'nightlyRate':
    case 'minNights':
      return field;
    case 'arrivalAllowed':
      return 'arrival';
    case 'block':
    case 'block.reason':
      return 'reason';
    case 'block.note':
      return 'note';
    case 'from':
    case 'to':
      return 'range';
    default:
      return 'form';
  }
}

/**
 * The messages of an edit before it is sent: the contract's schema and window rule, the very
 * ones the server applies, each at its field.
 */
export function calendarEditProblems(
  edit: CalendarEditRequest,
  window: OfficeCalendarWindow,
): CalendarFormErrors {
  const errors: CalendarFormErrors = {};
  const range = calendarRangeProblem(edit, window, true);
  if (range) errors.range = range.error;
  const result = v.safeParse(calendarEditSchema, edit, { abortPipeEarly: true });
  if (!result.success) {
    for (const issue of result.issues) {
      const path = issue.path?.map((item) => String(item.key)).join('.') ?? '';
      const field = path ? formFieldOf(path) : 'form';
      errors[field] ??= issue.message;
    }
  }
  return errors;
}
