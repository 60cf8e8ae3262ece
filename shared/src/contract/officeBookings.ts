import * as v from 'valibot';
import { BOOKING_STATUSES, bookingResponseSchema, bookingStatusCodeSchema } from './booking';
import { auditEntrySchema } from './office';
import { isIsoDate } from './days';
import { messages } from './validation';

/*
 * The office's bookings (api/src/office/bookings/README.md): every agent's bookings and holds,
 * found and paged, one booking as its agent reads it (the agent's own BookingResponse, the same
 * rules) with its agent, organisation and history, and the money the office records on it.
 */

export const OFFICE_BOOKING_LIMITS = {
  listPageSize: 50,
  listPageSizeMax: 200,
  queryMax: 80,
  /** Rows of one CSV export: the filtered list, not the whole database. */
  exportMax: 10_000,
  referenceMax: 60,
  /** Largest payment the office records at once, pounds. */
  paymentMax: 1_000_000,
} as const;
const LIM = OFFICE_BOOKING_LIMITS;

export const officeBookingTexts = {
  notAgentBooking: 'Only an agent’s booking is handled in the office.',
  paymentsNotOpen: 'This booking does not take payments now.',
  nothingOwed: 'There is nothing left to pay on this booking.',
  moreThanOutstanding: (outstanding: string) =>
    `The amount is more than the ${outstanding} outstanding on this booking. Nothing was recorded.`,
  amount: `Amount must be a number of pounds from 0.01 with at most 2 decimals`,
  receivedOn: 'Date received must be a date (YYYY-MM-DD), not after today',
  reference: `Reference is required (at most ${LIM.referenceMax} characters)`,
  method: 'Method must be BANK_TRANSFER or CHEQUE',
} as const;

const once = (label: string) => `${label} must be given once`;
const yesFlag = (label: string) =>
  v.optional(
    v.pipe(
      v.string(once(label)),
      v.picklist(['1', 'true', '0', 'false', ''], `${label} must be 1 or 0`),
      v.transform((s) => s === '1' || s === 'true'),
    ),
  );
const dayQuery = (label: string) =>
  v.optional(
    v.pipe(v.string(once(label)), v.check(isIsoDate, `${label} must be a date (YYYY-MM-DD)`)),
  );
const rppMessage = `Bookings per page must be a whole number from 1 to ${LIM.listPageSizeMax}`;

/** GET /office/bookings: the filters, the search and the page. */
export const officeBookingListQuerySchema = v.object({
  /** Booking reference, lead passenger's surname or the agent's own reference. */
  q: v.optional(
    v.pipe(
      v.string(once('Search')),
      v.trim(),
      v.maxLength(LIM.queryMax, messages.maxLength('Search', LIM.queryMax)),
    ),
  ),
  status: v.optional(
    v.picklist(BOOKING_STATUSES, `Status must be one of ${BOOKING_STATUSES.join(', ')}`),
  ),
  arrivalFrom: dayQuery('Arrival from'),
  arrivalTo: dayQuery('Arrival to'),
  /** The agent's e-mail, or part of it. */
  agent: v.optional(
    v.pipe(
      v.string(once('Agent')),
      v.trim(),
      v.maxLength(LIM.queryMax, messages.maxLength('Agent', LIM.queryMax)),
    ),
  ),
  organisation: v.optional(
    v.pipe(
      v.string(once('Organisation')),
      v.regex(/^\d{1,9}$/, 'Organisation must be an organisation id'),
      v.transform(Number),
    ),
  ),
  /** Confirmed bookings whose balance date has passed with a balance left. */
  overdue: yesFlag('Balance overdue'),
  /** Holds and bookings waiting for a deposit whose deadline falls today (UK time). */
  endsToday: yesFlag('Ends today'),
  page: v.optional(
    v.pipe(
      v.string(once('Page')),
      v.regex(/^[1-9]\d{0,5}$/, 'Page must be a whole number from 1'),
      v.transform(Number),
    ),
  ),
  rpp: v.optional(
    v.pipe(
      v.string(once('Bookings per page')),
      v.regex(/^\d{1,3}$/, rppMessage),
      v.transform(Number),
      v.minValue(1, rppMessage),
      v.maxValue(LIM.listPageSizeMax, rppMessage),
    ),
  ),
});
export type OfficeBookingListQuery = v.InferOutput<typeof officeBookingListQuerySchema>;

export const officeBookingListItemSchema = v.object({
  ref: v.string(),
  status: bookingStatusCodeSchema,
  agentEmail: v.nullable(v.string()),
  organisation: v.nullable(v.string()),
  villaCode: v.string(),
  leadSurname: v.string(),
  agentRef: v.string(),
  arrival: v.string(),
  nights: v.number(),
  /** Pounds, as the agent's booking page says them. */
  total: v.number(),
  paid: v.number(),
  outstanding: v.number(),
  balanceDue: v.nullable(v.string()),
  /** A hold's or an unpaid deposit's deadline (ISO-8601 UTC); null otherwise. */
  deadline: v.nullable(v.string()),
});
export type OfficeBookingListItem = v.InferOutput<typeof officeBookingListItemSchema>;

export const officeBookingListResponseSchema = v.object({
  bookings: v.array(officeBookingListItemSchema),
  /** Bookings matching the query, on every page. */
  total: v.number(),
  page: v.number(),
  rpp: v.number(),
});
export type OfficeBookingListResponse = v.InferOutput<typeof officeBookingListResponseSchema>;

/** The CSV export's columns, in order: the list's fields. */
export const OFFICE_BOOKING_CSV_COLUMNS = [
  'ref',
  'status',
  'agentEmail',
  'organisation',
  'villaCode',
  'leadSurname',
  'agentRef',
  'arrival',
  'nights',
  'total',
  'paid',
  'outstanding',
  'balanceDue',
  'deadline',
] as const satisfies readonly (keyof OfficeBookingListItem)[];

/** A custom extra as the office lists it: with its id, to remove it by. */
export const officeCustomExtraSchema = v.object({
  id: v.number(),
  name: v.string(),
  description: v.string(),
  amount: v.number(),
  addedAt: v.string(),
});
export type OfficeCustomExtra = v.InferOutput<typeof officeCustomExtraSchema>;

/** GET /office/bookings/{ref}: the agent's booking page's answer, and what the office adds. */
export const officeBookingResponseSchema = v.object({
  booking: bookingResponseSchema,
  agent: v.nullable(v.object({ id: v.number(), email: v.string(), name: v.string() })),
  organisation: v.nullable(v.object({ id: v.number(), name: v.string() })),
  /** The office's payments recorded by hand (bank transfer, cheque). */
  officePayments: v.array(
    v.object({
      paymentId: v.number(),
      method: v.picklist(['BANK_TRANSFER', 'CHEQUE']),
      amount: v.number(),
      receivedOn: v.string(),
      reference: v.string(),
      staffEmail: v.string(),
      recordedAt: v.string(),
    }),
  ),
  /** Every payment received (not the refunds' own lines), with what is left to refund of it. */
  paymentsReceived: v.array(
    v.object({
      paymentId: v.number(),
      payTypeDesc: v.string(),
      payDate: v.string(),
      amount: v.number(),
      refunded: v.number(),
      refundable: v.number(),
      /** A card payment: refunded through the payment provider. */
      byProvider: v.boolean(),
    }),
  ),
  /** The custom extras with their ids (the agent's page lists them without). */
  customExtras: v.array(officeCustomExtraSchema),
  /** The audit log's entries of this booking, newest first. */
  history: v.array(auditEntrySchema),
});
export type OfficeBookingResponse = v.InferOutput<typeof officeBookingResponseSchema>;

/* --------------------------------------------------------- payments received ---- */

export const OFFICE_PAYMENT_METHODS = ['BANK_TRANSFER', 'CHEQUE'] as const;
export type OfficePaymentMethod = (typeof OFFICE_PAYMENT_METHODS)[number];

/** What the agent's Payments list calls each (payTypeDesc). */
export const officePaymentTypeDesc: Record<OfficePaymentMethod, string> = {
  BANK_TRANSFER: 'Bank transfer',
  CHEQUE: 'Cheque',
};

const T = officeBookingTexts;

/**
 * POST /office/bookings/{ref}/payments. `today` is the UK day of the call: money is not
 * received in the future. The outstanding amount is the server's to check (409).
 */
export const officePaymentSchema = (today: string) =>
  v.object({
    amount: v.pipe(
      v.number(T.amount),
      v.minValue(0.01, T.amount),
      v.maxValue(LIM.paymentMax, T.amount),
      v.check((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, T.amount),
    ),
    receivedOn: v.pipe(
      v.string(T.receivedOn),
      v.check(isIsoDate, T.receivedOn),
      v.check((d) => d <= today, T.receivedOn),
    ),
    reference: v.pipe(
      v.string(T.reference),
      v.trim(),
      v.nonEmpty(T.reference),
      v.maxLength(LIM.referenceMax, T.reference),
    ),
    method: v.picklist(OFFICE_PAYMENT_METHODS, T.method),
  });
export type OfficePaymentInput = v.InferOutput<ReturnType<typeof officePaymentSchema>>;

export const officePaymentResponseSchema = v.object({
  paymentId: v.number(),
  /** False when this reference was recorded before: nothing new was recorded. */
  recorded: v.boolean(),
  bookStatusCode: bookingStatusCodeSchema,
  outstanding: v.number(),
});
export type OfficePaymentResponse = v.InferOutput<typeof officePaymentResponseSchema>;

/* ------------------------------------------------------------ custom extras ---- */

export const CUSTOM_EXTRA_LIMITS = {
  nameMax: 100,
  descriptionMax: 500,
  /** Pounds: more than any extra sold so far; a typo of a few zeros is refused. */
  amountMax: 10_000,
} as const;

const amountFormat = 'Amount must be in pounds with at most 2 decimals, e.g. 45.00';
const twoDecimals = (n: number) =>
  Number.isFinite(n) && Math.abs(n * 100 - Math.round(n * 100)) < 1e-6;

/**
 * A custom extra as the provider's staff give it (the office's form and call, and `cli booking
 * add-extra`): amount in pounds, a number or its text, at most two decimals.
 */
export const customExtraSchema = v.object({
  name: v.pipe(
    v.string('Name is required'),
    v.trim(),
    v.nonEmpty('Name is required'),
    v.maxLength(
      CUSTOM_EXTRA_LIMITS.nameMax,
      `Name must be at most ${CUSTOM_EXTRA_LIMITS.nameMax} characters`,
    ),
  ),
  description: v.optional(
    v.pipe(
      v.string('Description must be text'),
      v.trim(),
      v.maxLength(
        CUSTOM_EXTRA_LIMITS.descriptionMax,
        `Description must be at most ${CUSTOM_EXTRA_LIMITS.descriptionMax} characters`,
      ),
    ),
    '',
  ),
  amount: v.pipe(
    v.union([v.number(), v.string()], 'Amount is required'),
    v.transform((x) => (typeof x === 'string' ? x.trim() : x)),
    v.check((x) => x !== '', 'Amount is required'),
    v.check(
      (x) => (typeof x === 'number' ? x >= 0 && twoDecimals(x) : /^\d+(\.\d{1,2})?$/.test(x)),
      amountFormat,
    ),
    v.transform(Number),
    v.minValue(0.01, 'Amount must be more than 0'),
    v.maxValue(
      CUSTOM_EXTRA_LIMITS.amountMax,
      `Amount must be at most ${CUSTOM_EXTRA_LIMITS.amountMax.toLocaleString('en-GB')}`,
    ),
  ),
});
export type CustomExtraInput = v.InferOutput<typeof customExtraSchema>;

/** POST /office/bookings/{ref}/custom-extras and its removal: the extra and the money after. */
export const officeCustomExtraResponseSchema = v.object({
  customExtra: officeCustomExtraSchema,
  total: v.number(),
  outstanding: v.number(),
});
export type OfficeCustomExtraResponse = v.InferOutput<typeof officeCustomExtraResponseSchema>;

/* ------------------------------------------------------------------ refunds ---- */

export const REFUND_REASON_MAX = 500;

export const refundTexts = {
  paymentId: 'Choose a payment of this booking to refund',
  amount: 'Amount must be a number of pounds from 0.01 with at most 2 decimals',
  reason: `Reason is required (at most ${REFUND_REASON_MAX} characters)`,
  notAPayment: 'This is not a payment of this booking, so it cannot be refunded.',
  moreThanLeft: (left: string) =>
    `The amount is more than the ${left} left to refund on this payment. Nothing was refunded.`,
  providerRefused: (reason: string) =>
    `The payment provider refused the refund: ${reason} Nothing was refunded.`,
  /** The agent's Payments line of a refund. */
  lineOf: (payTypeDesc: string) => `Refund of ${payTypeDesc}`,
} as const;

/** POST /office/bookings/{ref}/refunds. */
export const officeRefundSchema = v.object({
  paymentId: v.pipe(
    v.number(refundTexts.paymentId),
    v.integer(refundTexts.paymentId),
    v.minValue(1, refundTexts.paymentId),
  ),
  amount: v.pipe(
    v.number(refundTexts.amount),
    v.minValue(0.01, refundTexts.amount),
    v.maxValue(OFFICE_BOOKING_LIMITS.paymentMax, refundTexts.amount),
    v.check((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, refundTexts.amount),
  ),
  reason: v.pipe(
    v.string(refundTexts.reason),
    v.trim(),
    v.nonEmpty(refundTexts.reason),
    v.maxLength(REFUND_REASON_MAX, refundTexts.reason),
  ),
});
export type OfficeRefundInput = v.InferOutput<typeof officeRefundSchema>;

export const officeRefundResponseSchema = v.object({
  refundId: v.number(),
  amount: v.number(),
  /** Given back through the payment provider (a card), or recorded by hand (bank, cheque). */
  byProvider: v.boolean(),
  /** What is left to refund on the payment afterwards. */
  refundable: v.number(),
  paid: v.number(),
  outstanding: v.number(),
});
export type OfficeRefundResponse = v.InferOutput<typeof officeRefundResponseSchema>;
