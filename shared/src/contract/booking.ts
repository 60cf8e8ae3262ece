import * as v from 'valibot';
import { isIsoDate } from './days';
import {
  additionalDetailsEntries,
  addressEntries,
  contactEntries,
  fieldLabels,
  lengthText,
  optionalText,
  optionalTitleField,
  personNameEntries,
  quoteBookedAsSchema,
} from './agentOffice';
import {
  CARD_PAYMENT_MINIMUM,
  CHANGE_REQUEST_MIN_LENGTH,
  CHILD_UP_TO_YEARS,
  INFANT_UNDER_YEARS,
} from './constants';
import { formatMoney, toPence, toPounds } from '../format/money';
import { bookingTexts } from './bookingTexts';
import { messages, requiredText } from './validation';

// Its own module, so a page that needs only the words does not load every booking schema.
export { bookingTexts };

/*
 * Booking and checkout (docs/booking-and-payments.md): the rules both
 * sides apply (passenger types, occupancy, card payment bounds), the request bodies with their
 * valibot schemas, and the answers. Forms and routes validate with these very schemas.
 * Money on the wire is pounds with two decimals; dates are YYYY-MM-DD.
 */

/** Pounds on the wire: a number with at most two decimals. */
export const moneySchema = v.number();
export type Money = v.InferOutput<typeof moneySchema>;

export const BOOKING_STATUSES = [
  'QUOTATION',
  'RESERVE',
  'PAYPENDING',
  'BOOKING',
  'CANCELLED',
] as const;
export const bookingStatusCodeSchema = v.picklist(BOOKING_STATUSES);
export type BookingStatusCode = v.InferOutput<typeof bookingStatusCodeSchema>;

/**
 * Why a stay (or an arrival day) cannot be booked: the ONE reason, the first rule it fails in
 * this order (api/src/property/stayAssessment.ts checks them):
 *   PAST             the arrival is before the booking window's first arrival day
 *   OUTSIDE_CALENDAR the arrival is after the window's last arrival day
 *   NIGHTS_RANGE     the nights are outside nights_bookable
 *   UNBOOKABLE_START stays may not start on the arrival day
 *   NO_RATES         a night has no rate
 *   MIN_NIGHTS       shorter than the arrival night's season allows (or, for a day, no length fits)
 *   TAKEN            a night is taken by another stay
 */
export const stayProblemSchema = v.picklist([
  'PAST',
  'OUTSIDE_CALENDAR',
  'NIGHTS_RANGE',
  'UNBOOKABLE_START',
  'NO_RATES',
  'MIN_NIGHTS',
  'TAKEN',
]);
export type StayProblem = v.InferOutput<typeof stayProblemSchema>;

/** What can be done with a booking now; GET /bookings/{ref} sends them, the pages obey them. */
export const bookingCapabilitiesSchema = v.object({
  /** Card payments are taken (PAYPENDING and BOOKING). */
  takesPayments: v.boolean(),
  /** Extras cannot be added or removed (cancelled, a lapsed hold, an unbookable quotation). */
  extrasLocked: v.boolean(),
  /** Lead passenger and passengers can be changed (anything but a cancelled booking). */
  passengersEditable: v.boolean(),
  /** A live hold can be upgraded to a booking or cancelled. */
  canUpgrade: v.boolean(),
  canCancel: v.boolean(),
  /** A quotation that can still be booked (not expired, its stay still bookable). */
  canBook: v.boolean(),
});
export type BookingCapabilities = v.InferOutput<typeof bookingCapabilitiesSchema>;

export const CHECKOUT_PRODUCTS = ['reserve', 'all'] as const;
export type CheckoutProduct = (typeof CHECKOUT_PRODUCTS)[number];
export const CHECKOUT_STAGES = ['optional-extras', 'customer-details'] as const;
export type CheckoutStage = (typeof CHECKOUT_STAGES)[number];

/** The extra that is pool heating: priced per villa and night, chosen only while quoting. */
export const POOL_HEATING_EXTRA_ID = 12;

export const PASSENGER_TYPES = ['Adult', 'Child', 'Infant'] as const;
export const passengerTypeSchema = v.picklist(PASSENGER_TYPES);
export type PassengerType = v.InferOutput<typeof passengerTypeSchema>;

export const REGISTERED_DETAILS = ['AGENT', 'ORGANISATION', 'NONE'] as const;
export type RegisteredDetails = (typeof REGISTERED_DETAILS)[number];

export const MODIFY_RESERVE_WAYS = ['UPGRADE', 'CANCEL'] as const;
export type ModifyReserveWay = (typeof MODIFY_RESERVE_WAYS)[number];

export const AGENT_REF_MAX = 50;
export const AGENT_NOTES_MAX = 1000;
export const CHANGE_REQUEST_SUBJECT_MAX = 150;
export const CHANGE_REQUEST_BODY_MAX = 5000;
/** Most passengers a list may hold, infants included; occupancy is the real limit. */
export const PASSENGER_LIST_MAX = 30;
export const EXTRA_QUANTITY_MAX = 20;

// ---- Ages and passenger types (docs/booking-and-payments.md, Passenger list) ----

/** Whole years from a date of birth to a date (both YYYY-MM-DD). */
export function ageOn(dob: string, date: string): number {
  const [by, bm, bd] = dob.split('-').map(Number);
  const [y, m, d] = date.split('-').map(Number);
  let age = y - by;
  if (m < bm || (m === bm && d < bd)) age -= 1;
  return age;
}

/**
 * Passenger type from the date of birth at the arrival date: under 2 years Infant, 2 to 16
 * inclusive Child, otherwise Adult. Without a (valid) date of birth: Adult.
 */
export function passengerTypeAt(dob: string | null | undefined, arrival: string): PassengerType {
  if (!dob || !isIsoDate(dob) || !isIsoDate(arrival)) return 'Adult';
  const age = ageOn(dob, arrival);
  if (age < INFANT_UNDER_YEARS) return 'Infant';
  if (age <= CHILD_UP_TO_YEARS) return 'Child';
  return 'Adult';
}

/**
 * Occupancy: the lead passenger plus every additional passenger who is not an infant at
 * arrival (infants sleep in cots and do not count).
 */
export function occupancyOf(
  additional: readonly { dob?: string | null }[],
  arrival: string,
  { withLead = true } = {},
): number {
  const others = additional.filter((p) => passengerTypeAt(p.dob, arrival) !== 'Infant').length;
  return (withLead ? 1 : 0) + others;
}

// ---- Card payment bounds (docs/booking-and-payments.md, Card payments) ----

export const cardPaymentBoundsSchema = v.object({
  minimum: moneySchema,
  maximum: moneySchema,
});
export type CardPaymentBounds = v.InferOutput<typeof cardPaymentBoundsSchema>;

/**
 * Minimum 10, or the deposit (the full amount when no deposit applies) while nothing has been
 * paid; when the outstanding balance is under 10 the minimum is the balance. Maximum: the
 * outstanding balance. Rounded to 2 decimals. Nothing outstanding: both 0.
 */
export function cardPaymentBounds(input: {
  outstandingBalance: Money;
  paymentsReceived: Money;
  depositAmount: Money;
}): CardPaymentBounds {
  const max = Math.max(0, toPence(input.outstandingBalance));
  let min =
    toPence(input.paymentsReceived) > 0
      ? toPence(CARD_PAYMENT_MINIMUM)
      : toPence(input.depositAmount);
  if (max < toPence(CARD_PAYMENT_MINIMUM)) min = max;
  min = Math.min(Math.max(min, 0), max);
  return { minimum: toPounds(min), maximum: toPounds(max) };
}

/**
 * What the card form offers to pay before the agent types: the deposit while nothing has been
 * paid (the minimum then), and once something has, the outstanding balance (the maximum), the
 * payment still to make. Never the bare minimum of 10 after a payment, which pays nothing that
 * is due. The agent may type any amount within the bounds.
 */
export function suggestedCardAmount(bounds: CardPaymentBounds, paymentsReceived: Money): number {
  return toPence(paymentsReceived) > 0 ? bounds.maximum : bounds.minimum;
}

export const cardPaymentLabels = {
  amount: 'Amount',
  registeredDetails: 'Card registered details',
} as const;

export const cardPaymentMessages = {
  amountRequired: messages.required(cardPaymentLabels.amount),
  amountNumber: 'Amount must be a number, e.g. 250.00',
  decimals: 'Amount must have at most 2 decimal places',
  range: (b: CardPaymentBounds) =>
    b.minimum === b.maximum
      ? `Amount must be ${formatMoney(b.maximum)}`
      : `Amount must be between ${formatMoney(b.minimum)} and ${formatMoney(b.maximum)}`,
  detailsRequired: messages.required(cardPaymentLabels.registeredDetails),
} as const;

/** The card payment form: amount within the bounds (2 decimals) and the registered details. */
export function cardPaymentSchema(bounds: CardPaymentBounds) {
  return v.object({
    amount: v.pipe(
      v.union([v.number(), v.string()], cardPaymentMessages.amountRequired),
      v.transform((value) => (typeof value === 'number' ? String(value) : value.trim())),
      v.nonEmpty(cardPaymentMessages.amountRequired),
      v.regex(/^\d+(\.\d+)?$/, cardPaymentMessages.amountNumber),
      v.regex(/^\d+(\.\d{1,2})?$/, cardPaymentMessages.decimals),
      v.transform(Number),
      v.check(
        (amount) =>
          toPence(amount) >= toPence(bounds.minimum) && toPence(amount) <= toPence(bounds.maximum),
        cardPaymentMessages.range(bounds),
      ),
    ),
    registeredDetails: v.picklist(REGISTERED_DETAILS, cardPaymentMessages.detailsRequired),
  });
}
export type CardPaymentRequest = v.InferInput<ReturnType<typeof cardPaymentSchema>>;

/** POST /booking-modify/card-payment/{bookRef} answer: where the provider's page lives. */
export const cardPaymentStartResponseSchema = v.object({
  /** Opaque id of this attempt; poll GET /booking-modify/card-payment/{bookRef}/{paymentId}. */
  paymentId: v.string(),
  /** The provider's hosted page, relative to the API origin (embed it in an iframe). */
  paymentUrl: v.string(),
  amount: moneySchema,
});
export type CardPaymentStartResponse = v.InferOutput<typeof cardPaymentStartResponseSchema>;

/**
 * OPEN: the page takes the card. SUCCEEDED: paid. DECLINED: the card was declined. EXPIRED: the
 * page ran out of time or a newer payment replaced it. REFUSED: the card was accepted but the
 * booking refused the money (replaced, or more than still owed); nothing was taken.
 */
export const cardPaymentStateSchema = v.picklist([
  'OPEN',
  'SUCCEEDED',
  'DECLINED',
  'EXPIRED',
  'REFUSED',
]);
export type CardPaymentState = v.InferOutput<typeof cardPaymentStateSchema>;

export const cardPaymentStatusResponseSchema = v.object({
  state: cardPaymentStateSchema,
  /** REFUSED: why, in plain words. */
  message: v.optional(v.string()),
});
export type CardPaymentStatusResponse = v.InferOutput<typeof cardPaymentStatusResponseSchema>;

// ---- Lead passenger and passenger list (docs/booking-and-payments.md) ----

export const bookingFieldLabels = {
  clientTitle: fieldLabels.title,
  clientForename: fieldLabels.forename,
  clientSurname: fieldLabels.surname,
  agentRef: 'Your reference',
  agentNotes: 'Your notes',
  termsAccepted: 'Booking terms and conditions',
  subject: 'Subject',
  body: 'Message',
  passengers: 'Passengers',
} as const;

/**
 * The lead passenger as the API names the fields: person name (client*), address, contact
 * (mobile optional: "Leave blank if you only have the one phone number"), date of birth
 * (required: the passenger list needs it) and driving.
 */
export const leadPassengerEntries = {
  clientTitle: personNameEntries.title,
  clientForename: personNameEntries.forename,
  clientSurname: personNameEntries.surname,
  ...addressEntries,
  ...contactEntries({ mobileRequired: false }),
  ...additionalDetailsEntries({ dobRequired: true }),
};
export const leadPassengerSchema = v.object(leadPassengerEntries);
export type LeadPassengerRequest = v.InferInput<typeof leadPassengerSchema>;
export type LeadPassengerValues = v.InferOutput<typeof leadPassengerSchema>;

/**
 * The same rules keyed as the shared person name block names its fields (title, forename,
 * surname): the forms validate with this, then leadFormToRequest renames for the API.
 */
export const leadPassengerFormSchema = v.object({
  title: personNameEntries.title,
  forename: personNameEntries.forename,
  surname: personNameEntries.surname,
  ...addressEntries,
  ...contactEntries({ mobileRequired: false }),
  ...additionalDetailsEntries({ dobRequired: true }),
});

/** The lead passenger as the form holds it. */
export interface LeadPassengerFormValues {
  title?: string;
  forename?: string;
  surname?: string;
  address1?: string;
  address2?: string;
  addTown?: string;
  addCounty?: string;
  addCountryId?: number | string;
  addPostcode?: string;
  clientTelephone?: string;
  clientMobile?: string;
  clientEmail?: string;
  dob?: string;
  isDriving?: string;
}

/** Form field name -> API field name (title -> clientTitle, ...). */
export const leadFieldOfRequest = (field: string) =>
  ({ clientTitle: 'title', clientForename: 'forename', clientSurname: 'surname' })[field] ?? field;

export function leadFormToRequest(values: LeadPassengerFormValues): LeadPassengerRequest {
  const { title, forename, surname, ...rest } = values;
  return {
    clientTitle: title ?? '',
    clientForename: forename ?? '',
    clientSurname: surname ?? '',
    address1: rest.address1 ?? '',
    address2: rest.address2 ?? '',
    addTown: rest.addTown ?? '',
    addCounty: rest.addCounty ?? '',
    addCountryId: rest.addCountryId ?? '',
    addPostcode: rest.addPostcode ?? '',
    clientTelephone: rest.clientTelephone ?? '',
    clientMobile: rest.clientMobile ?? '',
    clientEmail: rest.clientEmail ?? '',
    dob: rest.dob ?? '',
    isDriving: rest.isDriving ?? '',
  };
}

export function leadToFormValues(lead: LeadPassenger | null): LeadPassengerFormValues {
  if (!lead) return {};
  return {
    title: lead.clientTitle,
    forename: lead.clientForename,
    surname: lead.clientSurname,
    address1: lead.address1,
    address2: lead.address2,
    addTown: lead.addTown,
    addCounty: lead.addCounty,
    addCountryId: lead.addCountryId ?? undefined,
    addPostcode: lead.addPostcode,
    clientTelephone: lead.clientTelephone,
    clientMobile: lead.clientMobile,
    clientEmail: lead.clientEmail,
    dob: lead.dob,
    isDriving: lead.isDriving,
  };
}

const passengerDob = v.pipe(
  requiredText(fieldLabels.dob),
  v.check(isIsoDate, `${fieldLabels.dob} must be a valid date`),
);

/** One additional passenger row as sent (only populated rows are sent). */
export const additionalPassengerSchema = v.object({
  title: optionalTitleField,
  forename: lengthText(fieldLabels.forename, 2, 50),
  surname: lengthText(fieldLabels.surname, 2, 50),
  dob: passengerDob,
  isDriving: additionalDetailsEntries().isDriving,
  /** Sent by the block; the server works it out again from dob and arrival. */
  passengerType: v.optional(v.picklist(PASSENGER_TYPES, 'Passenger type is not known'), 'Adult'),
});
export type AdditionalPassengerRequest = v.InferInput<typeof additionalPassengerSchema>;
export type AdditionalPassengerValues = v.InferOutput<typeof additionalPassengerSchema>;

/**
 * POST /booking-modify/passenger-list/{bookRef}: every passenger, lead first. The first entry
 * stands for the lead passenger (edited through lead-passenger); the rest replace the
 * additional passengers.
 */
export const passengerListSchema = v.object({
  passengers: v.pipe(
    v.array(additionalPassengerSchema, 'Passengers must be a list'),
    v.minLength(1, 'The lead passenger must come first in the list'),
    v.maxLength(PASSENGER_LIST_MAX, `At most ${PASSENGER_LIST_MAX} passengers`),
  ),
});
export type PassengerListRequest = v.InferInput<typeof passengerListSchema>;

export interface FieldError {
  field: string;
  error: string;
}

/**
 * Rules that need the stay: every date of birth on or before the arrival, and the occupancy
 * (lead plus non-infants) within the villa's maximum. `field` paths match the request
 * (`passengers.2.dob`, `passengers`).
 */
export function passengerStayErrors(
  additional: readonly { dob: string }[],
  stay: { arrival: string; maxOccupancy: number },
  {
    prefix = 'passengers',
    offset = 0,
    leadDob,
  }: { prefix?: string; offset?: number; leadDob?: string } = {},
): FieldError[] {
  const errors: FieldError[] = [];
  const afterArrival = `${fieldLabels.dob} must be on or before the arrival date`;
  if (leadDob && isIsoDate(leadDob) && leadDob > stay.arrival) {
    errors.push({ field: 'leadPassenger.dob', error: afterArrival });
  }
  additional.forEach((p, i) => {
    if (isIsoDate(p.dob) && p.dob > stay.arrival) {
      errors.push({ field: `${prefix}.${i + offset}.dob`, error: afterArrival });
    }
  });
  if (occupancyOf(additional, stay.arrival) > stay.maxOccupancy) {
    errors.push({ field: prefix, error: bookingTexts.tooManyPassengers(stay.maxOccupancy) });
  }
  return errors;
}

// ---- Agent reference and notes, change request ----

export const agentsAdditionalDetailsEntries = {
  agentRef: optionalText(bookingFieldLabels.agentRef, AGENT_REF_MAX),
  agentNotes: optionalText(bookingFieldLabels.agentNotes, AGENT_NOTES_MAX),
};
export const agentsAdditionalDetailsSchema = v.object(agentsAdditionalDetailsEntries);
export type AgentsAdditionalDetailsRequest = v.InferInput<typeof agentsAdditionalDetailsSchema>;

export const changeRequestSchema = v.object({
  subject: optionalText(bookingFieldLabels.subject, CHANGE_REQUEST_SUBJECT_MAX),
  body: v.pipe(
    requiredText(bookingFieldLabels.body),
    v.minLength(
      CHANGE_REQUEST_MIN_LENGTH,
      messages.minLength(bookingFieldLabels.body, CHANGE_REQUEST_MIN_LENGTH),
    ),
    v.maxLength(
      CHANGE_REQUEST_BODY_MAX,
      messages.maxLength(bookingFieldLabels.body, CHANGE_REQUEST_BODY_MAX),
    ),
  ),
  /** The booking the message is about, when sent from a booking page. */
  bookRef: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(20)), ''),
});
export type ChangeRequest = v.InferInput<typeof changeRequestSchema>;

/** POST /send-enquiry answer (202): the mail is in the outbox. */
export const sendEnquiryResponseSchema = v.object({
  queued: v.literal(true),
});
export type SendEnquiryResponse = v.InferOutput<typeof sendEnquiryResponseSchema>;

// ---- Modification calls ----

export const modifyReserveSchema = v.object({
  way: v.picklist(MODIFY_RESERVE_WAYS, 'Way must be UPGRADE or CANCEL'),
});
export type ModifyReserveRequest = v.InferInput<typeof modifyReserveSchema>;

const positiveId = (label: string) =>
  v.pipe(
    v.number(`${label} must be a number`),
    v.integer(`${label} must be a whole number`),
    v.minValue(1, `${label} must be 1 or more`),
    v.maxValue(2_147_483_647, `${label} is too large`),
  );

export const optionalExtrasAddSchema = v.object({ extraId: positiveId('Extra id') });
export const optionalExtrasRemoveSchema = v.object({
  villaBookExtraId: positiveId('Booked extra id'),
});

export const leadPassengerAnswerSchema = v.object({
  clientTitle: v.string(),
  clientForename: v.string(),
  clientSurname: v.string(),
  clientTelephone: v.string(),
  clientMobile: v.string(),
  clientEmail: v.string(),
  address1: v.string(),
  address2: v.string(),
  addTown: v.string(),
  addCounty: v.string(),
  addPostcode: v.string(),
  addCountryId: v.nullable(v.number()),
  countryName: v.string(),
  dob: v.string(),
  isDriving: v.picklist(['1', '0', '']),
});
export type LeadPassenger = v.InferOutput<typeof leadPassengerAnswerSchema>;

export const additionalPassengerAnswerSchema = v.object({
  title: v.string(),
  forename: v.string(),
  surname: v.string(),
  isDriving: v.picklist(['1', '0']),
  /** YYYY-MM-DD */
  dob: v.string(),
  passengerType: passengerTypeSchema,
});
export type AdditionalPassenger = v.InferOutput<typeof additionalPassengerAnswerSchema>;

export const modifyReserveResponseSchema = v.object({
  bookStatusCode: bookingStatusCodeSchema,
});
export type ModifyReserveResponse = v.InferOutput<typeof modifyReserveResponseSchema>;

export const leadPassengerResponseSchema = v.object({
  client: leadPassengerAnswerSchema,
});
export type LeadPassengerResponse = v.InferOutput<typeof leadPassengerResponseSchema>;

export const passengerListResponseSchema = v.object({
  additionalPassengers: v.array(additionalPassengerAnswerSchema),
});
export type PassengerListResponse = v.InferOutput<typeof passengerListResponseSchema>;

export const agentsAdditionalDetailsResponseSchema = v.object({
  agentsAdditionalDetails: v.object({
    agentRef: v.string(),
    agentNotes: v.string(),
  }),
});
export type AgentsAdditionalDetailsResponse = v.InferOutput<
  typeof agentsAdditionalDetailsResponseSchema
>;

export const optionalExtrasAddResponseSchema = v.object({
  updated: v.literal(true),
  villaBookExtraId: v.number(),
});
export type OptionalExtrasAddResponse = v.InferOutput<typeof optionalExtrasAddResponseSchema>;

export const optionalExtrasRemoveResponseSchema = v.object({
  removed: v.literal(true),
});
export type OptionalExtrasRemoveResponse = v.InferOutput<typeof optionalExtrasRemoveResponseSchema>;

// ---- Checkout ----

const stayEntries = {
  propertyId: positiveId('Property id'),
  arrival: v.pipe(
    v.string('Arrival date is required'),
    v.check(isIsoDate, 'Arrival date must be a real date written YYYY-MM-DD'),
  ),
  nights: v.pipe(
    v.number('Nights must be a number'),
    v.integer('Nights must be a whole number'),
    v.minValue(1, 'Nights must be 1 or more'),
    v.maxValue(365, 'Nights must be at most 365'),
  ),
};

export const chosenExtraSchema = v.object({
  extraId: positiveId('Extra id'),
  quantity: v.pipe(
    v.number('Quantity must be a number'),
    v.integer('Quantity must be a whole number'),
    v.minValue(1, 'Quantity must be 1 or more'),
    v.maxValue(EXTRA_QUANTITY_MAX, `Quantity must be at most ${EXTRA_QUANTITY_MAX}`),
  ),
});
export type ChosenExtra = v.InferOutput<typeof chosenExtraSchema>;

/**
 * POST /checkout/{reserve|all}: the stay (or the quotation's bookRef), the extras chosen, the
 * lead passenger, the additional passengers (populated rows only), the agent's reference and
 * notes, and the acceptance of the vc-booking terms.
 */
export const checkoutRequestSchema = v.object({
  /** A saved quotation to book; then propertyId, arrival and nights are ignored. */
  bookRef: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(20)), ''),
  propertyId: v.optional(stayEntries.propertyId),
  arrival: v.optional(stayEntries.arrival),
  nights: v.optional(stayEntries.nights),
  extras: v.optional(
    v.pipe(v.array(chosenExtraSchema, 'Extras must be a list'), v.maxLength(50)),
    [],
  ),
  leadPassenger: leadPassengerSchema,
  passengers: v.optional(
    v.pipe(
      v.array(additionalPassengerSchema, 'Passengers must be a list'),
      v.maxLength(PASSENGER_LIST_MAX, `At most ${PASSENGER_LIST_MAX} passengers`),
    ),
    [],
  ),
  ...agentsAdditionalDetailsEntries,
  termsAccepted: v.literal(true, bookingTexts.termsRequired),
});
export type CheckoutRequest = v.InferInput<typeof checkoutRequestSchema>;

/** The customer details form of the checkout: the lead as the shared blocks name it, the agent's fields, the terms. */
export const checkoutFormSchema = v.object({
  lead: leadPassengerFormSchema,
  ...agentsAdditionalDetailsEntries,
  termsAccepted: v.literal(true, bookingTexts.termsRequired),
});

/** POST /checkout/{product} answer (201). */
export const checkoutResponseSchema = v.object({
  bookRef: v.string(),
  bookStatusCode: bookingStatusCodeSchema,
});
export type CheckoutResponse = v.InferOutput<typeof checkoutResponseSchema>;

/** GET /checkout-completed/{ref}: the completed booking (docs/booking-and-payments.md). */
export const checkoutCompletedResponseSchema = v.object({
  ref: v.string(),
  /** The booking's status now: the page follows a later cancel, lapse or payment. */
  bookStatusCode: bookingStatusCodeSchema,
  agentRef: v.string(),
  agentNotes: v.string(),
  client: v.object({
    clientTitle: v.string(),
    clientForename: v.string(),
    clientSurname: v.string(),
  }),
  total: moneySchema,
  /**
   * What is required within 24 hours while the booking is pending payment: the deposit, or the
   * full balance when no deposit applies; null otherwise (a hold, paid, cancelled).
   */
  deposit: v.nullable(moneySchema),
  /** ISO timestamp the booking lapses unless `deposit` is paid by then; null otherwise. */
  depositDueBy: v.nullable(v.string()),
  /** YYYY-MM-DD the balance is due; null when no deposit applies, or nothing is left to pay. */
  balanceDue: v.nullable(v.string()),
  reserve: v.boolean(),
  /** ISO timestamp when a reserve hold lapses; null otherwise. */
  reserveReleaseDate: v.nullable(v.string()),
  paymentsReceived: moneySchema,
  /** What is left to pay; 0 once paid in full, and on a cancelled booking. */
  outstandingBalance: moneySchema,
  /** HOLD_LAPSED, DEPOSIT_LAPSED, AGENT_CANCELLED or OFFICE_CANCELLED when cancelled; else null. */
  cancelReason: v.nullable(v.string()),
  /** ISO timestamp of the cancellation; null unless cancelled. */
  cancelledAt: v.nullable(v.string()),
  /** None on a cancelled booking. */
  agentCommission: moneySchema,
});
export type CheckoutCompletedResponse = v.InferOutput<typeof checkoutCompletedResponseSchema>;

/** The label of the completed page's payment line: Deposit only when both exist. */
export function paymentDueLabel(c: {
  deposit: Money | null;
  balanceDue: string | null;
}): 'Deposit' | 'Full Balance' {
  return c.deposit !== null && c.balanceDue !== null ? 'Deposit' : 'Full Balance';
}

// ---- Optional extras ----

export const extraBasisSchema = v.picklist(['PER_STAY', 'PER_NIGHT']);
export type ExtraBasis = v.InferOutput<typeof extraBasisSchema>;

export const optionalExtraSchema = v.object({
  extraId: v.number(),
  extraName: v.string(),
  description: v.string(),
  category: v.string(),
  basis: extraBasisSchema,
  /** Per stay or per night, as basis says; for pool heating the villa's nightly cost (null without a villa). */
  unitPrice: v.nullable(moneySchema),
  /** One unit for the whole stay; null without a stay. */
  stayPrice: v.nullable(moneySchema),
  maxQuantity: v.number(),
  /** Which villas the extra fits when not every one (e.g. "Villas with a private pool only"). */
  fitsOnly: v.nullable(v.string()),
  /** Pool heating: chosen only while quoting, never added to a booking afterwards. */
  quoteOnly: v.boolean(),
  commissionable: v.literal(false),
});
export type OptionalExtra = v.InferOutput<typeof optionalExtraSchema>;

export const optionalExtrasCategorySchema = v.object({
  category: v.string(),
  extras: v.array(optionalExtraSchema),
});
export type OptionalExtrasCategory = v.InferOutput<typeof optionalExtrasCategorySchema>;

/** The stay a checkout or optional-extras page is about. */
export const stayQuoteSchema = v.object({
  propertyId: v.number(),
  villaCode: v.string(),
  villaName: v.string(),
  propertyTypeName: v.string(),
  communityName: v.string(),
  bedrooms: v.number(),
  maxOccupancy: v.number(),
  image: v.nullable(
    v.object({
      imgUrl: v.string(),
      title: v.string(),
    }),
  ),
  arrival: v.string(),
  departure: v.string(),
  nights: v.number(),
  checkInTime: v.string(),
  checkOutTime: v.string(),
  /** Whether the stay can be reserved or booked now. */
  available: v.boolean(),
  /** Why not, in words, when it cannot. */
  unavailableReason: v.nullable(v.string()),
  price: v.object({
    originalPrice: moneySchema,
    discounts: v.array(
      v.object({
        name: v.string(),
        amount: moneySchema,
      }),
    ),
    /** The villa after discounts: the commissionable part. */
    totalPrice: moneySchema,
  }),
  deposit: v.object({
    available: v.boolean(),
    amount: moneySchema,
    balanceDue: v.nullable(v.string()),
  }),
  agentCommission: v.object({
    rate: v.number(),
    amount: moneySchema,
  }),
  /** The saved quotation this stay comes from, if any. */
  bookRef: v.nullable(v.string()),
});
export type StayQuote = v.InferOutput<typeof stayQuoteSchema>;

/** GET /optional-extras?propertyId&arrival&nights | ?bookRef answer. */
export const optionalExtrasResponseSchema = v.object({
  categories: v.array(optionalExtrasCategorySchema),
  stay: v.nullable(stayQuoteSchema),
  /** Quantities already chosen (from a quotation or the query), by extra id. */
  chosen: v.array(chosenExtraSchema),
});
export type OptionalExtrasResponse = v.InferOutput<typeof optionalExtrasResponseSchema>;

/** Total of the extras chosen for a stay, pence-exact. */
export function extrasTotal(
  extras: readonly Pick<OptionalExtra, 'extraId' | 'stayPrice'>[],
  chosen: readonly ChosenExtra[],
): Money {
  let pence = 0;
  for (const c of chosen) {
    const extra = extras.find((e) => e.extraId === c.extraId);
    if (extra?.stayPrice != null) pence += toPence(extra.stayPrice) * c.quantity;
  }
  return toPounds(pence);
}

// ---- The booking (GET /bookings/{ref}) ----

export const paymentSchema = v.object({
  payTypeDesc: v.string(),
  payReference: v.string(),
  /** ISO timestamp */
  payDate: v.string(),
  payAmount: moneySchema,
});
export type Payment = v.InferOutput<typeof paymentSchema>;

/** A card payment the card's bank declined: no money was taken. */
export const declinedPaymentSchema = v.object({
  /** ISO timestamp */
  declinedAt: v.string(),
  amount: moneySchema,
  /** The card's last four digits as the provider reported them; null when it did not. */
  cardLastFour: v.nullable(v.string()),
  /** The provider's words, e.g. "Insufficient funds." */
  reason: v.nullable(v.string()),
});
export type DeclinedPayment = v.InferOutput<typeof declinedPaymentSchema>;

export const purchasedExtraGroupSchema = v.object({
  info: v.object({
    extraId: v.number(),
    extraName: v.string(),
    datesEditable: v.boolean(),
  }),
  purchased: v.array(
    v.object({
      villaBookExtraId: v.number(),
      bookFrom: v.string(),
      bookNights: v.number(),
      bookChargeAmount: moneySchema,
    }),
  ),
});
export type PurchasedExtraGroup = v.InferOutput<typeof purchasedExtraGroupSchema>;

export const purchasableExtraSchema = v.object({
  extraId: v.number(),
  extraName: v.string(),
  category: v.string(),
  /** One more unit for this booking's stay. */
  extraPrice: moneySchema,
  maxQuantity: v.number(),
});
export type PurchasableExtra = v.InferOutput<typeof purchasableExtraSchema>;

export const bookingResponseSchema = v.object({
  bookingInfo: v.object({
    bookRef: v.string(),
    bookStatusCode: bookingStatusCodeSchema,
    /** ISO timestamp the booking (or quotation) was made. */
    bookDate: v.string(),
    /** RESERVE: when the hold lapses (ISO). */
    holdExpiresAt: v.nullable(v.string()),
    /** PAYPENDING: when it lapses unless the deposit (or the whole price) is paid (ISO). */
    depositDueBy: v.nullable(v.string()),
    /** Why it was cancelled: HOLD_LAPSED, DEPOSIT_LAPSED, AGENT_CANCELLED, ...; null otherwise. */
    cancelReason: v.nullable(v.string()),
    cancelledAt: v.nullable(v.string()),
  }),
  propertyInfo: v.object({
    propertyId: v.number(),
    villaCode: v.string(),
    villaName: v.string(),
    propertyTypeName: v.string(),
    bedrooms: v.number(),
    communityName: v.string(),
    maxOccupancy: v.number(),
  }),
  propertyBookingInfo: v.object({
    propertyId: v.number(),
    arrival: v.string(),
    departure: v.string(),
    checkInTime: v.string(),
    checkOutTime: v.string(),
    nights: v.number(),
  }),
  leadPassenger: v.nullable(leadPassengerAnswerSchema),
  additionalPassengers: v.array(additionalPassengerAnswerSchema),
  customerBreakdown: v.array(
    v.object({
      name: v.string(),
      amount: moneySchema,
    }),
  ),
  agentSummary: v.object({
    agentTotalCommissionable: moneySchema,
    agentTotalNonCommissionable: moneySchema,
    /** Percent, e.g. 10. */
    commissionRate: v.number(),
    commissionAmount: moneySchema,
    vatRate: v.optional(v.number()),
    vatAmount: v.optional(moneySchema),
    paymentsReceived: moneySchema,
    outstandingBalance: moneySchema,
  }),
  total: moneySchema,
  /** Money received. */
  payments: v.array(paymentSchema),
  /** Card payments that were declined, oldest first: a trace for the agent, no money taken. */
  declinedPayments: v.array(declinedPaymentSchema),
  depositInfo: v.object({
    available: v.boolean(),
    amount: moneySchema,
    balanceDue: v.nullable(v.string()),
  }),
  /** Present while card payments can be taken (PAYPENDING or BOOKING with a balance). */
  paymentToken: v.nullable(v.string()),
  cardPayment: v.nullable(
    v.object({
      ...cardPaymentBoundsSchema.entries,
      ...v.object({
        allowed: v.boolean(),
      }).entries,
    }),
  ),
  purchasedExtras: v.array(purchasedExtraGroupSchema),
  purchaseAbleExtras: v.array(purchasableExtraSchema),
  /** = capabilities.extrasLocked (the specification names the state; the page reads capabilities). */
  extrasLocked: v.boolean(),
  purchasedCustomExtras: v.array(
    v.object({
      customExtraName: v.string(),
      customExtraDescription: v.string(),
      bookChargeAmount: moneySchema,
    }),
  ),
  agentsAdditionalDetails: v.object({
    agentRef: v.string(),
    agentNotes: v.string(),
  }),
  quoteAvailableToBeBooked: v.boolean(),
  quoteExpiry: v.nullable(
    v.object({
      expires: v.string(),
      expired: v.boolean(),
    }),
  ),
  /** Why a quotation cannot be booked now ('This quotation has expired' or assessStay's one
   * message); null when it can, and for any other status. */
  quoteUnavailableReason: v.nullable(v.string()),
  /** A quotation that became the agent's booking: that booking (the page links to it). */
  quoteBookedAs: v.nullable(quoteBookedAsSchema),
  /** A quotation's latest recipient by e-mail; null when it was never e-mailed. */
  quoteSentTo: v.nullable(v.string()),
  /** What can be done with the booking now (the contract's bookingCapabilities, worked out on
   * the server); the pages show and hide their actions by it and derive nothing of their own. */
  capabilities: bookingCapabilitiesSchema,
  /** The e-mails the booking sent its agent by itself (reminders, warnings), oldest first. */
  remindersSent: v.array(v.object({ kind: v.string(), label: v.string(), sentAt: v.string() })),
});
export type BookingResponse = v.InferOutput<typeof bookingResponseSchema>;

// ---- Query of the checkout and optional-extras links ----

export interface StayQuery {
  propertyId: number;
  arrival: string;
  nights: number;
  extras?: readonly ChosenExtra[];
}

/** `propertyId=12&arrival=2027-03-01&nights=7&extras[3]=2`, keys in that order. */
export function stayQueryString(stay: StayQuery): string {
  const params = [
    `propertyId=${stay.propertyId}`,
    `arrival=${encodeURIComponent(stay.arrival)}`,
    `nights=${stay.nights}`,
  ];
  for (const extra of [...(stay.extras ?? [])].sort((a, b) => a.extraId - b.extraId)) {
    if (extra.quantity > 0) params.push(`extras[${extra.extraId}]=${extra.quantity}`);
  }
  return params.join('&');
}

/** Reads a stay query (URLSearchParams or a raw object); null when the stay is incomplete or wrong. */
export function parseStayQuery(
  params: URLSearchParams | Record<string, string | string[] | undefined>,
): StayQuery | null {
  const get = (key: string): string | undefined => {
    if (params instanceof URLSearchParams) return params.get(key) ?? undefined;
    const value = params[key];
    return Array.isArray(value) ? value[0] : value;
  };
  const entries: [string, string][] =
    params instanceof URLSearchParams
      ? [...params.entries()]
      : Object.entries(params).flatMap(([k, value]) =>
          value === undefined
            ? []
            : [[k, Array.isArray(value) ? value[0] : value] as [string, string]],
        );
  const propertyId = get('propertyId') ?? '';
  const arrival = get('arrival') ?? '';
  const nights = get('nights') ?? '';
  if (!/^\d{1,9}$/.test(propertyId) || !/^\d{1,3}$/.test(nights) || !isIsoDate(arrival)) {
    return null;
  }
  const extras: ChosenExtra[] = [];
  for (const [key, value] of entries) {
    const match = /^extras\[(\d{1,9})\]$/.exec(key);
    if (!match || !/^\d{1,2}$/.test(value)) continue;
    const quantity = Math.min(Number(value), EXTRA_QUANTITY_MAX);
    if (quantity > 0 && !extras.some((e) => e.extraId === Number(match[1]))) {
      extras.push({ extraId: Number(match[1]), quantity });
    }
  }
  const n = Number(nights);
  if (n < 1 || Number(propertyId) < 1) return null;
  return { propertyId: Number(propertyId), arrival, nights: n, extras };
}
