import {
  bookingTexts,
  type BookingCapabilities,
  type BookingStatusCode,
  type StayProblem,
} from './booking';
import { DEPOSIT_WAIT_HOURS, RESERVE_HOLD_HOURS } from './constants';
import { addDaysIso, dayOf, daysInMs, instantOfDay, isoDayOfInstant } from './days';
import { villaMessages } from './villa';
import { ukInstantOf } from './ukClock';

/*
 * The stay lifecycle in one place: which statuses take nights, when a hold is live, when a
 * quotation expires, and every status change (the state machine). The API's stay writer
 * (api/src/property/bookings.ts) applies these rules to the database; the pages read the
 * same rules through the booking's capabilities. api/src/booking/README.md says them in words:
 *
 *   QUOTATION --checkout reserve--> RESERVE     (a 24-hour hold)
 *   QUOTATION --checkout all------> PAYPENDING
 *   (new stay) --checkout reserve-> RESERVE
 *   (new stay) --checkout all-----> PAYPENDING
 *   RESERVE ----upgrade-----------> PAYPENDING  (only while the hold is live)
 *   RESERVE ----cancel------------> CANCELLED   (AGENT_CANCELLED)
 *   RESERVE ----24 hours pass-----> CANCELLED   (HOLD_LAPSED)
 *   PAYPENDING --payment----------> BOOKING     once the payments reach the amount due now
 *                                               (the deposit, or the total without one)
 *   PAYPENDING --24 hours unpaid--> CANCELLED   (DEPOSIT_LAPSED)
 *   PAYPENDING / BOOKING --payment-> unchanged otherwise
 *   PAYPENDING / BOOKING --office cancel--> CANCELLED (OFFICE_CANCELLED; keptOnCancel says
 *                                               what is kept and what is refunded)
 *
 * A stay's deadline is bookings.expires_at: a hold's 24 hours, or the 24 hours a PAYPENDING
 * booking has to take its deposit (set when it becomes PAYPENDING, cleared once money is
 * received; a PAYPENDING row without one, made before this rule, never lapses).
 *
 * Anything else is refused with a reason the agent can read.
 */

/** Statuses whose stays take their nights (RESERVE only while its hold is live). */
export const STATUSES_TAKING_NIGHTS = [
  'RESERVE',
  'PAYPENDING',
  'BOOKING',
] as const satisfies readonly BookingStatusCode[];

export const statusTakesNights = (status: BookingStatusCode): boolean =>
  (STATUSES_TAKING_NIGHTS as readonly BookingStatusCode[]).includes(status);

export const RESERVE_HOLD_MS = RESERVE_HOLD_HOURS * 3_600_000;
export const DEPOSIT_WAIT_MS = DEPOSIT_WAIT_HOURS * 3_600_000;

/** Statuses that lapse at their deadline (bookings.expires_at) when nothing happens first. */
export const STATUSES_WITH_DEADLINE = [
  'RESERVE',
  'PAYPENDING',
] as const satisfies readonly BookingStatusCode[];
export type StatusWithDeadline = (typeof STATUSES_WITH_DEADLINE)[number];

export const statusHasDeadline = (status: BookingStatusCode): status is StatusWithDeadline =>
  (STATUSES_WITH_DEADLINE as readonly BookingStatusCode[]).includes(status);

/** The deadline a stay gets when it enters `status` at `nowMs` (epoch ms), or null for none. */
export function deadlineFor(status: BookingStatusCode, nowMs: number): number | null {
  if (status === 'RESERVE') return nowMs + RESERVE_HOLD_MS;
  if (status === 'PAYPENDING') return nowMs + DEPOSIT_WAIT_MS;
  return null;
}

/** A RESERVE hold is live (takes its nights, can be upgraded or cancelled) until it expires. */
export const holdIsLive = (expiresAtMs: number | null, nowMs: number): boolean =>
  expiresAtMs !== null && expiresAtMs > nowMs;

/**
 * Whether a stay's deadline has passed: a hold past its 24 hours (a hold without one is never
 * live), a PAYPENDING booking past its 24 hours for the deposit. Such a stay takes no nights
 * and is lapsed (CANCELLED) by whoever finds it first: the job, a read, a stay written over it.
 */
export function deadlinePassed(
  stay: { status: BookingStatusCode; expiresAtMs: number | null },
  nowMs: number,
): boolean {
  if (stay.status === 'RESERVE') return !holdIsLive(stay.expiresAtMs, nowMs);
  if (stay.status === 'PAYPENDING') return stay.expiresAtMs !== null && stay.expiresAtMs <= nowMs;
  return false;
}

/** Whether a stay takes its nights at `nowMs`. */
export const takesNightsAt = (
  stay: { status: BookingStatusCode; expiresAtMs: number | null },
  nowMs: number,
): boolean => statusTakesNights(stay.status) && !deadlinePassed(stay, nowMs);

/** Epoch ms of a stored timestamp (ISO text), or null. */
export const instantOf = (timestamp: string | null): number | null =>
  timestamp === null ? null : Date.parse(timestamp);

/** Why a booking was cancelled (bookings.cancel_reason); one spelling each. */
export const CANCEL_REASONS = {
  holdLapsed: 'HOLD_LAPSED',
  /** PAYPENDING not paid within DEPOSIT_WAIT_HOURS. */
  depositLapsed: 'DEPOSIT_LAPSED',
  agentCancelled: 'AGENT_CANCELLED',
  /** The provider's office cancelled a booking pending payment or confirmed. */
  officeCancelled: 'OFFICE_CANCELLED',
} as const;

/** The cancel reason of the lapse of a stay in `status` (a hold, or a deposit not paid). */
export const lapseReasonOf = (status: StatusWithDeadline): string =>
  status === 'RESERVE' ? CANCEL_REASONS.holdLapsed : CANCEL_REASONS.depositLapsed;

/**
 * Whether the booking is a hold whose 24 hours have run out: still RESERVE past its expiry
 * (not yet lapsed by the job), or already CANCELLED by its lapse.
 */
export const holdHasLapsed = (
  booking: { status: BookingStatusCode; expiresAtMs: number | null; cancelReason: string | null },
  nowMs: number,
): boolean =>
  (booking.status === 'RESERVE' && !holdIsLive(booking.expiresAtMs, nowMs)) ||
  (booking.status === 'CANCELLED' && booking.cancelReason === CANCEL_REASONS.holdLapsed);

export type BookingEvent =
  | { type: 'CHECKOUT'; product: 'reserve' | 'all' }
  | { type: 'UPGRADE'; holdLapsed: boolean }
  | { type: 'CANCEL'; holdLapsed: boolean }
  /** `live`: the stay's deadline has not passed yet. */
  | { type: 'LAPSE'; live: boolean }
  | { type: 'PAYMENT'; paidPence: number; dueNowPence: number }
  | { type: 'OFFICE_CANCEL' };

export type Transition =
  { ok: true; status: BookingStatusCode; cancelReason?: string } | { ok: false; reason: string };

const refuse = (reason: string): Transition => ({ ok: false, reason });

/** The status after an event, or why the event is refused. `current` null: a new stay. */
export function nextStatus(current: BookingStatusCode | null, event: BookingEvent): Transition {
  switch (event.type) {
    case 'CHECKOUT':
      if (current !== null && current !== 'QUOTATION') return refuse(bookingTexts.quoteNotBookable);
      return { ok: true, status: event.product === 'reserve' ? 'RESERVE' : 'PAYPENDING' };
    case 'UPGRADE':
      if (event.holdLapsed) return refuse(bookingTexts.holdLapsedNoUpgrade);
      if (current !== 'RESERVE') return refuse(bookingTexts.notReserve);
      return { ok: true, status: 'PAYPENDING' };
    case 'CANCEL':
      if (event.holdLapsed) return refuse(bookingTexts.holdLapsed);
      if (current !== 'RESERVE') return refuse(bookingTexts.notReserve);
      return { ok: true, status: 'CANCELLED', cancelReason: CANCEL_REASONS.agentCancelled };
    case 'LAPSE':
      if (current === null || !statusHasDeadline(current) || event.live) {
        return refuse(bookingTexts.notReserve);
      }
      return { ok: true, status: 'CANCELLED', cancelReason: lapseReasonOf(current) };
    case 'PAYMENT':
      if (current !== 'PAYPENDING' && current !== 'BOOKING') {
        return refuse(bookingTexts.paymentsNotOpen);
      }
      if (current === 'PAYPENDING' && event.paidPence >= event.dueNowPence) {
        return { ok: true, status: 'BOOKING' };
      }
      return { ok: true, status: current };
    case 'OFFICE_CANCEL':
      if (current !== 'PAYPENDING' && current !== 'BOOKING') {
        return refuse(bookingTexts.notOfficeCancellable);
      }
      return { ok: true, status: 'CANCELLED', cancelReason: CANCEL_REASONS.officeCancelled };
  }
}

/* ------------------------------------------------------------- assessStay ---- */

/**
 * The one set of messages for StayProblem, said alike by the villa page, the nights chooser,
 * checkout, optional extras and the booking page. The specification's own words where it gives them
 * ("This property is no longer available to be booked"; the minimum-nights message, spelling
 * corrected).
 */
export function stayProblemMessage(
  problem: StayProblem,
  nights: { min: number; max: number },
): string {
  switch (problem) {
    case 'PAST':
      return 'This date has passed or is too soon to book. Please choose a later date.';
    case 'OUTSIDE_CALENDAR':
      return 'These dates are not open for booking yet. Please choose earlier dates.';
    case 'NIGHTS_RANGE':
      return villaMessages.nightsFormat(nights.min, nights.max);
    case 'UNBOOKABLE_START':
      return 'Stays cannot start on this day. Please choose a different date.';
    case 'NO_RATES':
      return 'Rates are not yet available for these dates.';
    case 'MIN_NIGHTS':
      // The specification's words, spelling corrected (docs/forms-and-errors.md, Words on screen).
      return 'Minimum number of nights will not fit in here. Please choose a different date.';
    case 'TAKEN':
      return bookingTexts.notAvailable;
  }
}

/** The request field a refused stay is reported on (a 422's validationErrors entry). */
export const stayProblemField = (problem: StayProblem): 'arrival' | 'nights' =>
  problem === 'MIN_NIGHTS' || problem === 'NIGHTS_RANGE' ? 'nights' : 'arrival';

/** A stay's assessment as the contract carries it: bookable, or the one reason why not. */
export type StayVerdict =
  { bookable: true } | { bookable: false; problem: StayProblem; message: string };

/* ------------------------------------------------------------ quote expiry ---- */

/** A quotation can be booked until the end of the day this many days after it was made. */
export const QUOTE_VALID_DAYS = 7;

/** When a quotation made at `madeMs` stops being bookable: the end of its last day (UTC). */
export function quoteExpiresAt(madeMs: number): string {
  return `${isoDayOfInstant(madeMs + daysInMs(QUOTE_VALID_DAYS))}T23:59:59.999Z`;
}

/**
 * The one quote-expiry rule: a quotation expires at its expiry time, or when its arrival day
 * begins if that comes first (a stay cannot start in the past). `expires` is the last day it
 * can be booked.
 */
export function quoteExpiryOf(
  quote: { expiresAt: string | null; arrival: string },
  nowMs: number,
): { expires: string; expired: boolean } {
  const arrivalMs = instantOfDay(dayOf(quote.arrival));
  const endMs =
    quote.expiresAt === null ? arrivalMs : Math.min(Date.parse(quote.expiresAt), arrivalMs);
  return { expires: isoDayOfInstant(endMs - 1), expired: nowMs >= endMs };
}

/* ------------------------------------------------- deadlines that chase themselves ---- */

/** A hold or a booking waiting for its deposit is warned this long before it lapses. */
export const DEADLINE_WARNING_HOURS = 2;
/** Balance reminders go out this many days before the balance is due, and once overdue. */
export const BALANCE_REMINDER_DAYS = [7, 3, 1] as const;
/** Balance reminders go out at this hour of the day, UK time (the agents' working day). */
export const BALANCE_REMINDER_HOUR_UK = 9;

/**
 * Every e-mail a booking sends its agent by itself; each at most once per booking (the key of
 * booking_reminders).
 */
export type ReminderKind =
  'BALANCE_7' | 'BALANCE_3' | 'BALANCE_1' | 'BALANCE_OVERDUE' | 'HOLD_WARNING' | 'DEPOSIT_WARNING';

/**
 * How the booking page lists a reminder that was sent, when the moment it warned of is not
 * known (reminderLabelOf says how long was left when it is).
 */
export const reminderLabels: Record<ReminderKind, string> = {
  BALANCE_7: 'Balance reminder: due in 7 days',
  BALANCE_3: 'Balance reminder: due in 3 days',
  BALANCE_1: 'Balance reminder: due tomorrow',
  BALANCE_OVERDUE: 'Balance overdue notice',
  HOLD_WARNING: 'Reserve hold lapse warning',
  DEPOSIT_WARNING: 'Deposit not paid: lapse warning',
};

/**
 * Whole minutes left before a deadline, rounded down: a countdown never promises a minute
 * that is not there (a hold made a second ago has 23 h 59 min, not "24 h 01 min"); 0 once it
 * has passed. A deadline is an instant, so no time zone is involved (docs/adr/0016); the
 * moment itself is shown in UK time (formatUkDateTime).
 */
export function minutesLeft(deadlineMs: number, nowMs: number): number {
  return Math.max(0, Math.floor((deadlineMs - nowMs) / 60_000));
}

/**
 * The time left before a deadline as every page and mail says it: "23 h 05 min", "12 min",
 * "0 min" (minutesLeft: rounded down). The reminder mails, the booking page's "Reminders sent"
 * and its countdowns all use it.
 */
export function timeLeft(deadlineMs: number, nowMs: number): string {
  const minutes = minutesLeft(deadlineMs, nowMs);
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return hours > 0 ? `${hours} h ${String(rest).padStart(2, '0')} min` : `${rest} min`;
}

/**
 * How the booking page lists a reminder sent at `sentAtMs`: a lapse warning says how long was
 * left when it went out, as its mail did ("Reserve hold lapses in 1 h 00 min"); the others
 * (and a warning whose deadline was not recorded) are reminderLabels.
 */
export function reminderLabelOf(
  kind: ReminderKind,
  sentAtMs: number,
  deadlineMs: number | null,
): string {
  if (deadlineMs === null) return reminderLabels[kind];
  const left = timeLeft(deadlineMs, sentAtMs);
  if (kind === 'HOLD_WARNING') return `Reserve hold lapses in ${left}`;
  if (kind === 'DEPOSIT_WARNING') return `Deposit not paid: the booking lapses in ${left}`;
  return reminderLabels[kind];
}

/**
 * When each balance reminder of a balance due by `balanceDue` (YYYY-MM-DD, the whole day) goes
 * out: at BALANCE_REMINDER_HOUR_UK, UK time, 7, 3 and 1 days before, and the day after (overdue).
 */
export function balanceReminderTimes(balanceDue: string): { kind: ReminderKind; atMs: number }[] {
  return [
    ...BALANCE_REMINDER_DAYS.map((days) => ({
      kind: `BALANCE_${days}` as ReminderKind,
      atMs: ukInstantOf(addDaysIso(balanceDue, -days), BALANCE_REMINDER_HOUR_UK),
    })),
    {
      kind: 'BALANCE_OVERDUE',
      atMs: ukInstantOf(addDaysIso(balanceDue, 1), BALANCE_REMINDER_HOUR_UK),
    },
  ];
}

/**
 * The reminder a booking is owed now, or null: a confirmed booking with a balance left and a
 * balance date gets the latest balance reminder whose time has come (one missed while the job
 * was not running, or passed before the booking was made, is not sent late); a hold or a
 * booking waiting for its deposit gets its warning in the last DEADLINE_WARNING_HOURS before its
 * deadline. Whether it was already sent is the caller's (booking_reminders' unique key).
 */
export function reminderDue(
  booking: {
    status: BookingStatusCode;
    expiresAtMs: number | null;
    balanceDue: string | null;
    outstandingPence: number;
  },
  nowMs: number,
): ReminderKind | null {
  const { status, expiresAtMs } = booking;
  if (statusHasDeadline(status)) {
    if (expiresAtMs === null || nowMs >= expiresAtMs) return null;
    if (nowMs < expiresAtMs - DEADLINE_WARNING_HOURS * 3_600_000) return null;
    return status === 'RESERVE' ? 'HOLD_WARNING' : 'DEPOSIT_WARNING';
  }
  if (status !== 'BOOKING' || booking.balanceDue === null || booking.outstandingPence <= 0) {
    return null;
  }
  const due = balanceReminderTimes(booking.balanceDue).filter((r) => r.atMs <= nowMs);
  return due.length > 0 ? due[due.length - 1].kind : null;
}

/** What a booking waits for next, and by when: the summary at the top of the booking page. */
export type NextDue =
  | { kind: 'HOLD'; at: string }
  | { kind: 'DEPOSIT'; at: string }
  | { kind: 'BALANCE'; day: string }
  | null;

export function nextDueOf(booking: {
  status: BookingStatusCode;
  holdExpiresAt: string | null;
  depositDueBy: string | null;
  balanceDue: string | null;
  outstandingPence: number;
}): NextDue {
  if (booking.status === 'RESERVE' && booking.holdExpiresAt) {
    return { kind: 'HOLD', at: booking.holdExpiresAt };
  }
  if (booking.status === 'PAYPENDING' && booking.depositDueBy) {
    return { kind: 'DEPOSIT', at: booking.depositDueBy };
  }
  if (
    (booking.status === 'PAYPENDING' || booking.status === 'BOOKING') &&
    booking.balanceDue &&
    booking.outstandingPence > 0
  ) {
    return { kind: 'BALANCE', day: booking.balanceDue };
  }
  return null;
}

/* ------------------------------------------------------------ capabilities ---- */

/** Card payments are taken for PAYPENDING and BOOKING only (whatever else holds). */
export const statusTakesPayments = (status: BookingStatusCode): boolean =>
  status === 'PAYPENDING' || status === 'BOOKING';

/**
 * The one function of status and state behind every "can this be done" of a booking.
 * `holdLive`: a RESERVE hold's 24 hours have not run out; `quoteBookable`: a quotation has not
 * expired and its stay can be booked now.
 */
export function bookingCapabilities(
  status: BookingStatusCode,
  state: { holdLive: boolean; quoteBookable: boolean },
): BookingCapabilities {
  const liveHold = status === 'RESERVE' && state.holdLive;
  const bookableQuote = status === 'QUOTATION' && state.quoteBookable;
  return {
    takesPayments: statusTakesPayments(status),
    extrasLocked:
      status === 'CANCELLED' ||
      (status === 'RESERVE' && !state.holdLive) ||
      (status === 'QUOTATION' && !state.quoteBookable),
    passengersEditable: status !== 'CANCELLED',
    canUpgrade: liveHold,
    canCancel: liveHold,
    canBook: bookableQuote,
  };
}
