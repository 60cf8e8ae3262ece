import * as v from 'valibot';
import { toPence } from '../format/money';
import { dayOf, isIsoDate } from './days';
import { poundsSchema } from './property';

/*
 * The office calendar of one villa (docs/office-calendar.md): what staff read of each day and
 * the one range edit they make (a nightly rate, minimum nights, whether stays may start, a
 * block). The screen and the server check an edit with the same schema and the same window
 * rule below.
 */

/** Why nights are blocked: the owner stays, the villa is being repaired, or anything else. */
export const BLOCK_REASONS = ['OWNER_STAY', 'MAINTENANCE', 'OTHER'] as const;
export type BlockReason = (typeof BLOCK_REASONS)[number];

export const BLOCK_REASON_NAMES: Record<BlockReason, string> = {
  OWNER_STAY: 'Owner stay',
  MAINTENANCE: 'Maintenance',
  OTHER: 'Other',
};

/** Minimum nights staff may set on a night (the availability rule keeps it in a byte). */
export const MIN_NIGHTS_SETTABLE = { min: 1, max: 60 } as const;

/**
 * The highest nightly rate staff may set, in pounds. The day grid sums a villa's rates over its
 * whole calendar in 32-bit pence (availability.ts), so 800 nights at this rate still fit.
 */
export const NIGHTLY_RATE_MAX = 20_000;

export const BLOCK_NOTE_MAX_LENGTH = 500;

export const officeCalendarMessages = {
  dateFormat: (label: string) => `${label} must be a date (YYYY-MM-DD)`,
  toBeforeFrom: 'The last day must not be before the first day',
  rateNumber: 'The nightly rate must be a number of pounds, e.g. 245.00',
  ratePositive: 'The nightly rate must be more than £0',
  rateDecimals: 'The nightly rate must have at most 2 decimal places',
  rateMax: `The nightly rate must be at most £${NIGHTLY_RATE_MAX.toLocaleString('en-GB')}`,
  minNights: `Minimum nights must be a whole number from ${MIN_NIGHTS_SETTABLE.min} to ${MIN_NIGHTS_SETTABLE.max}`,
  arrivalAllowed: 'Whether stays may start must be yes or no',
  blockReason: 'Choose why the nights are blocked: owner stay, maintenance or other',
  blockNote: `The note must be at most ${BLOCK_NOTE_MAX_LENGTH} characters`,
  nothingToChange: 'Choose what to change: a nightly rate, minimum nights, arrivals or a block',
  past: 'Days before today cannot be changed',
  pastWindow: 'The calendar runs 24 months: choose days inside it',
  gapNeedsMinNights:
    'Some of these nights have no rate yet: give their minimum nights with the nightly rate',
  blockOverStays: (refs: readonly string[]) =>
    `These nights are taken by ${refs.length === 1 ? 'booking' : 'bookings'} ${refs.join(', ')}: a block cannot cover them`,
} as const;

const isoDay = (label: string) =>
  v.pipe(
    v.string(officeCalendarMessages.dateFormat(label)),
    v.trim(),
    v.check(isIsoDate, officeCalendarMessages.dateFormat(label)),
  );

const nightlyRate = v.pipe(
  v.number(officeCalendarMessages.rateNumber),
  v.finite(officeCalendarMessages.rateNumber),
  v.check((n) => n > 0, officeCalendarMessages.ratePositive),
  v.check((n) => Math.abs(toPence(n) - n * 100) < 1e-6, officeCalendarMessages.rateDecimals),
  v.maxValue(NIGHTLY_RATE_MAX, officeCalendarMessages.rateMax),
);

const minNights = v.pipe(
  v.number(officeCalendarMessages.minNights),
  v.integer(officeCalendarMessages.minNights),
  v.minValue(MIN_NIGHTS_SETTABLE.min, officeCalendarMessages.minNights),
  v.maxValue(MIN_NIGHTS_SETTABLE.max, officeCalendarMessages.minNights),
);

export const calendarBlockSchema = v.object({
  reason: v.picklist(BLOCK_REASONS, officeCalendarMessages.blockReason),
  note: v.optional(
    v.nullable(
      v.pipe(
        v.string(officeCalendarMessages.blockNote),
        v.trim(),
        v.maxLength(BLOCK_NOTE_MAX_LENGTH, officeCalendarMessages.blockNote),
      ),
    ),
  ),
});
export type CalendarBlock = v.InferOutput<typeof calendarBlockSchema>;

/**
 * POST /office/villas/{id}/calendar: one change to every night from `from` to `to` (both
 * included). Each part left out is left as it is; `block: null` lifts the blocks of the range.
 */
export const calendarEditSchema = v.pipe(
  v.object({
    from: isoDay('The first day'),
    to: isoDay('The last day'),
    nightlyRate: v.optional(nightlyRate),
    minNights: v.optional(minNights),
    arrivalAllowed: v.optional(v.boolean(officeCalendarMessages.arrivalAllowed)),
    block: v.optional(v.nullable(calendarBlockSchema)),
  }),
  v.forward(
    v.partialCheck(
      [['from'], ['to']],
      (edit) => edit.to >= edit.from,
      officeCalendarMessages.toBeforeFrom,
    ),
    ['to'],
  ),
  v.check(
    (edit) =>
      edit.nightlyRate !== undefined ||
      edit.minNights !== undefined ||
      edit.arrivalAllowed !== undefined ||
      edit.block !== undefined,
    officeCalendarMessages.nothingToChange,
  ),
);
export type CalendarEditRequest = v.InferInput<typeof calendarEditSchema>;
export type CalendarEdit = v.InferOutput<typeof calendarEditSchema>;

/** The days the office calendar shows and the days staff may change (YYYY-MM-DD, inclusive). */
export const calendarWindowSchema = v.object({
  /** The 1st of the current month: the calendar's first day. */
  from: v.string(),
  /** The last day of the 24th month. */
  to: v.string(),
  /** The server's today (UTC): days before it cannot be changed. */
  today: v.string(),
});
export type OfficeCalendarWindow = v.InferOutput<typeof calendarWindowSchema>;

/**
 * Where a range lies outside the window, as the field to name and its message; null when it
 * lies inside. `editing`: a change must also start today or later.
 */
export function calendarRangeProblem(
  range: { from: string; to: string },
  window: OfficeCalendarWindow,
  editing: boolean,
): { field: 'from' | 'to'; error: string } | null {
  if (range.to < range.from) return { field: 'to', error: officeCalendarMessages.toBeforeFrom };
  if (editing && range.from < window.today) {
    return { field: 'from', error: officeCalendarMessages.past };
  }
  if (range.from < window.from || range.to > window.to) {
    return {
      field: range.from < window.from ? 'from' : 'to',
      error: officeCalendarMessages.pastWindow,
    };
  }
  return null;
}

/** The number of days of a range, both ends included. */
export const daysInRange = (range: { from: string; to: string }) =>
  dayOf(range.to) - dayOf(range.from) + 1;

export const calendarStaySchema = v.object({
  ref: v.string(),
  /** RESERVE (a live hold), PAYPENDING or BOOKING. */
  status: v.string(),
  /** First night and departure day of the stay. */
  arrival: v.string(),
  departure: v.string(),
});

export const officeCalendarDaySchema = v.object({
  date: v.string(),
  /** Pounds; null when the night has no rate (no season, or past the rates horizon). */
  nightlyRate: v.nullable(poundsSchema),
  /** The minimum nights of a stay arriving this day; null without a rate. */
  minNights: v.nullable(v.number()),
  /** Whether a stay may start this day (false: the weekly rule or a listed date refuses it). */
  arrivalAllowed: v.boolean(),
  /** True when the villa's weekly rule refuses arrivals on this weekday (not changed here). */
  weeklyNoArrival: v.boolean(),
  block: v.nullable(
    v.object({
      reason: v.picklist(BLOCK_REASONS),
      note: v.nullable(v.string()),
      /** The whole block this night belongs to. */
      from: v.string(),
      to: v.string(),
    }),
  ),
  /** The stay that takes this night: a booking, an unpaid deposit or a live hold. */
  booking: v.nullable(calendarStaySchema),
});
export type OfficeCalendarDay = v.InferOutput<typeof officeCalendarDaySchema>;

export const officeCalendarResponseSchema = v.object({
  villa: v.object({ id: v.number(), villaCode: v.string(), villaName: v.string() }),
  window: calendarWindowSchema,
  days: v.array(officeCalendarDaySchema),
});
export type OfficeCalendarResponse = v.InferOutput<typeof officeCalendarResponseSchema>;

export const officeCalendarQuerySchema = v.object({
  from: v.optional(isoDay('from')),
  to: v.optional(isoDay('to')),
});
