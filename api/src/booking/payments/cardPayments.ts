import { randomBytes } from 'node:crypto';
import {
  bookingTexts,
  cardPaymentSchema,
  statusTakesPayments,
  type CardPaymentStartResponse,
  type CardPaymentStatusResponse,
} from '@villa/shared/contract';
import { paths } from '@villa/shared/routes';
import type { FastifyBaseLogger } from 'fastify';
import type { Selectable } from 'kysely';
import { isUniqueViolation, transactionRetrying } from '../../db/engine';
import type { Db } from '../../db/schema';
import { errorsOf, HttpError, parseBody } from '../../errors';
import { formatPence, poundsDecimal, toPence, toPounds } from '@villa/shared/format';
import { toTimestamp } from '../../time';
import {
  lockBooking,
  moneyOfBooking,
  paymentBoundsOf,
  type BookingRow,
  type Money,
} from '../record';
import { applyStayEvent, lapseHolds, StayChangeRefused } from '../../property/bookings';
import { bookingDb, type PaymentAttemptsTable } from '../tables';
import type { MerchantAnswer } from '@villa/shared/contract';
import type { PaymentNotification, PaymentProvider } from './provider';

/*
 * Card payments, merchant side. Two rules keep a booking from being paid twice over:
 *
 * 1. One open attempt per booking. A start locks the booking's row, reads its money afresh,
 *    checks the amount against the bounds of docs/booking-and-payments.md (the schema the form uses) and
 *    then either hands back the open attempt (the same amount and details: a double click
 *    gets the same page) or expires it and opens a new one, all in that one transaction. The
 *    database backs it with a unique index over the OPEN attempts of a booking (migration 007).
 * 2. Settlement takes money only for an open attempt and never more than the booking still
 *    owes, again under the booking's lock. Otherwise the payment is refused: the provider voids
 *    it and its page says why (paymentRefusals). A repeated notification gets the same answer
 *    and records nothing (payments.provider_ref is unique).
 *
 * A declined card is kept on its attempt (when, how much, the card's last four digits) for the
 * booking's payments area. Deadlocks and serialisation failures are retried
 * (transactionRetrying), never answered as a 500.
 */

export const PAYMENT_PAGE_MINUTES = 30;
/** A repeated start gets the open page back while at least this much of its time is left. */
const REUSE_MIN_MINUTES_LEFT = 10;

/** Why a paid page took no money, as its page tells the agent. */
export const paymentRefusals = {
  replaced:
    'A newer card payment was started for this booking, so this page no longer takes payments. No money was taken.',
  expired:
    'This payment page has expired. No money was taken. Please start the payment again from the booking.',
  alreadyUsed: 'This payment page has already been used. No more money was taken.',
  notTakingPayments: 'This booking does not take payments now, so no money was taken.',
  paidInFull: 'This booking is already paid in full, so no money was taken.',
  moreThanOwed: (amountPence: number, owedPence: number) =>
    `This payment of ${formatPence(amountPence)} is more than the ${formatPence(owedPence)} still owed on this booking, so no money was taken. Please start a new payment from the booking.`,
} as const;

type AttemptRow = Selectable<PaymentAttemptsTable>;

/** A second open attempt of one booking, refused by the database (migration 007). */
const isSecondOpenAttempt = (error: unknown) =>
  isUniqueViolation(error, {
    constraint: 'payment_attempts_one_open',
    columns: 'payment_attempts.booking_id',
  });

/** The page sends the booking's payment token back; a token of another booking is refused. */
async function checkPaymentToken(db: Db, bookingId: number, body: unknown) {
  const token = (body as { paymentToken?: unknown }).paymentToken;
  if (token === undefined || token === null) return;
  const details = await bookingDb(db)
    .selectFrom('booking_details')
    .select('payment_token')
    .where('booking_id', '=', bookingId)
    .executeTakeFirst();
  if (typeof token !== 'string' || token !== details?.payment_token) {
    throw new HttpError(422, {
      validationErrors: [
        { field: 'paymentToken', error: 'The payment token does not match this booking' },
      ],
    });
  }
}

/**
 * The booking's row and money as they are now, inside a transaction that locked it. A booking
 * whose deadline passed (an unpaid deposit's 24 hours) is lapsed first: it takes no payment.
 */
async function readLocked(trx: Db, bookingId: number, nowMs: number) {
  await lockBooking(trx, bookingId);
  await lapseHolds(trx, nowMs, { bookingId });
  const booking = await trx
    .selectFrom('bookings')
    .selectAll()
    .where('id', '=', bookingId)
    .executeTakeFirstOrThrow();
  return { booking, money: await moneyOfBooking(trx, booking) };
}

/**
 * Starts (or, for a repeated start, resumes) the booking's one open card payment and returns
 * the provider's page for it.
 */
export async function startCardPayment(
  db: Db,
  provider: PaymentProvider,
  args: { booking: BookingRow; userId: number; body: unknown; nowMs: number },
): Promise<CardPaymentStartResponse> {
  const { userId, body, nowMs } = args;
  const now = toTimestamp(nowMs);
  const { attempt, replaced } = await transactionRetrying(
    db,
    async (trx) => {
      const { booking, money } = await readLocked(trx, args.booking.id, nowMs);
      if (!statusTakesPayments(booking.status)) throw errorsOf(409, bookingTexts.paymentsNotOpen);
      if (money.outstandingPence <= 0)
        throw errorsOf(409, 'There is nothing left to pay on this booking.');
      const input = parseBody(cardPaymentSchema(paymentBoundsOf(money)), body);
      await checkPaymentToken(trx, booking.id, body);
      const amountPence = toPence(input.amount);
      const tdb = bookingDb(trx);
      const open = await tdb
        .selectFrom('payment_attempts')
        .selectAll()
        .where('booking_id', '=', booking.id)
        .where('state', '=', 'OPEN')
        .executeTakeFirst();
      if (
        open &&
        open.amount_pence === amountPence &&
        open.registered_details === input.registeredDetails &&
        open.user_id === userId &&
        Date.parse(open.expires_at) - nowMs >= REUSE_MIN_MINUTES_LEFT * 60_000
      ) {
        return { attempt: open, replaced: [] as string[] };
      }
      const expired = await tdb
        .updateTable('payment_attempts')
        .set({ state: 'EXPIRED', settled_at: now })
        .where('booking_id', '=', booking.id)
        .where('state', '=', 'OPEN')
        .returning('id')
        .execute();
      const row: AttemptRow = {
        id: randomBytes(18).toString('base64url'),
        booking_id: booking.id,
        user_id: userId,
        amount_pence: amountPence,
        registered_details: input.registeredDetails,
        state: 'OPEN',
        provider: provider.name,
        provider_ref: null,
        decline_reason: null,
        card_summary: null,
        card_last_four: null,
        refusal: null,
        created_at: now,
        expires_at: toTimestamp(nowMs + PAYMENT_PAGE_MINUTES * 60_000),
        settled_at: null,
      };
      await tdb.insertInto('payment_attempts').values(row).execute();
      return { attempt: row, replaced: expired.map((e) => e.id) };
    },
    { alsoRetry: isSecondOpenAttempt },
  );
  // Pages of replaced attempts must not take money: closed at the provider's side too.
  if (replaced.length > 0) await provider.closePaymentPages(replaced, paymentRefusals.replaced);
  const page = await provider.createPaymentPage({
    reference: attempt.id,
    amountPence: attempt.amount_pence,
    description: `Booking ${args.booking.ref}`,
    returnUrl: paths.bookingDetail(args.booking.ref),
    expiresAt: attempt.expires_at,
  });
  // A start that raced this one may have replaced the attempt before its page existed.
  const still = await bookingDb(db)
    .selectFrom('payment_attempts')
    .select('state')
    .where('id', '=', attempt.id)
    .executeTakeFirst();
  if (still?.state !== 'OPEN')
    await provider.closePaymentPages([attempt.id], paymentRefusals.replaced);
  // As the specification builds it: bookRef, amount, source VC and the details choice.
  const query = new URLSearchParams({
    bookRef: args.booking.ref,
    amount: poundsDecimal(toPounds(attempt.amount_pence)),
    source: 'VC',
    details: attempt.registered_details,
  });
  return {
    paymentId: attempt.id,
    paymentUrl: `${page.url}?${query.toString()}`,
    amount: toPounds(attempt.amount_pence),
  };
}

export async function cardPaymentState(
  db: Db,
  booking: BookingRow,
  paymentId: string,
  nowMs: number,
): Promise<CardPaymentStatusResponse | null> {
  if (!/^[A-Za-z0-9_-]{10,64}$/.test(paymentId)) return null;
  const row = await bookingDb(db)
    .selectFrom('payment_attempts')
    .select(['state', 'expires_at', 'refusal'])
    .where('id', '=', paymentId)
    .where('booking_id', '=', booking.id)
    .executeTakeFirst();
  if (!row) return null;
  if (row.refusal !== null) return { state: 'REFUSED', message: row.refusal };
  if (row.state === 'OPEN' && Date.parse(row.expires_at) <= nowMs) return { state: 'EXPIRED' };
  return { state: row.state };
}

export type SettleAnswer = MerchantAnswer | { result: 'unknown' | 'mismatch' };

/** Why a paid notification may not take money now; null when it may. */
async function refusalOf(
  trx: Db,
  attempt: AttemptRow,
  booking: BookingRow,
  money: Money,
  nowMs: number,
): Promise<string | null> {
  if (attempt.state === 'SUCCEEDED' || attempt.state === 'DECLINED')
    return paymentRefusals.alreadyUsed;
  if (attempt.state === 'EXPIRED') {
    const newer = await bookingDb(trx)
      .selectFrom('payment_attempts')
      .select('id')
      .where('booking_id', '=', attempt.booking_id)
      .where('created_at', '>=', attempt.created_at)
      .where('id', '<>', attempt.id)
      .executeTakeFirst();
    return newer ? paymentRefusals.replaced : paymentRefusals.expired;
  }
  if (Date.parse(attempt.expires_at) <= nowMs) return paymentRefusals.expired;
  if (!statusTakesPayments(booking.status)) return paymentRefusals.notTakingPayments;
  if (money.outstandingPence <= 0) return paymentRefusals.paidInFull;
  if (attempt.amount_pence > money.outstandingPence)
    return paymentRefusals.moreThanOwed(attempt.amount_pence, money.outstandingPence);
  return null;
}

/** What the provider reported, kept on the attempt whatever the outcome: never the card number. */
const reportedColumns = (notification: PaymentNotification, now: string) => ({
  provider_ref: notification.transactionId,
  card_summary: notification.cardSummary,
  card_last_four: notification.cardLastFour,
  settled_at: now,
});

/** Keeps a declined card on its attempt; a repeated notification changes nothing. */
async function recordDecline(
  db: Db,
  attempt: AttemptRow,
  notification: PaymentNotification,
  now: string,
): Promise<SettleAnswer> {
  const updated = await bookingDb(db)
    .updateTable('payment_attempts')
    .set({
      state: 'DECLINED',
      decline_reason: notification.reason,
      ...reportedColumns(notification, now),
    })
    .where('id', '=', attempt.id)
    .where('state', 'in', ['OPEN', 'EXPIRED'])
    .where('refusal', 'is', null)
    .executeTakeFirst();
  return { result: Number(updated.numUpdatedRows) === 1 ? 'declined' : 'duplicate' };
}

/** Settles an attempt from the provider's notification; safe to call any number of times. */
export async function settlePayment(
  db: Db,
  notification: PaymentNotification,
  nowMs: number,
  log: FastifyBaseLogger,
): Promise<SettleAnswer> {
  const attempt = await bookingDb(db)
    .selectFrom('payment_attempts')
    .selectAll()
    .where('id', '=', notification.reference)
    .executeTakeFirst();
  if (!attempt) return { result: 'unknown' };
  if (attempt.amount_pence !== notification.amountPence) {
    log.error({ reference: attempt.id }, 'payment notification amount differs from the attempt');
    return { result: 'mismatch' };
  }
  const now = toTimestamp(nowMs);
  if (notification.outcome === 'DECLINED') return recordDecline(db, attempt, notification, now);

  try {
    return await transactionRetrying(db, async (trx): Promise<SettleAnswer> => {
      const { booking, money } = await readLocked(trx, attempt.booking_id, nowMs);
      const tdb = bookingDb(trx);
      const existing = await tdb
        .selectFrom('payments')
        .select('id')
        .where('provider_ref', '=', notification.transactionId)
        .executeTakeFirst();
      if (existing) return { result: 'duplicate' };
      const current = await tdb
        .selectFrom('payment_attempts')
        .selectAll()
        .where('id', '=', attempt.id)
        .executeTakeFirstOrThrow();
      // A refusal is repeated as it was given.
      if (current.refusal !== null) return { result: 'refused', message: current.refusal };
      const refusal = await refusalOf(trx, current, booking, money, nowMs);
      if (refusal) {
        if (current.state === 'OPEN' || current.state === 'EXPIRED') {
          await tdb
            .updateTable('payment_attempts')
            .set({ state: 'EXPIRED', refusal, ...reportedColumns(notification, now) })
            .where('id', '=', current.id)
            .execute();
        }
        log.warn({ ref: booking.ref, reference: current.id, refusal }, 'card payment refused');
        return { result: 'refused', message: refusal };
      }
      await tdb
        .insertInto('payments')
        .values({
          booking_id: booking.id,
          attempt_id: current.id,
          amount_pence: current.amount_pence,
          pay_type_desc: notification.cardSummary
            ? `Card payment (${notification.cardSummary})`
            : 'Card payment',
          provider_ref: notification.transactionId,
          created_at: now,
        })
        .execute();
      await tdb
        .updateTable('payment_attempts')
        .set({ state: 'SUCCEEDED', ...reportedColumns(notification, now) })
        .where('id', '=', current.id)
        .execute();
      try {
        await applyStayEvent(
          trx,
          booking,
          {
            type: 'PAYMENT',
            paidPence: money.paidPence + current.amount_pence,
            dueNowPence: money.dueNowPence,
          },
          nowMs,
        );
      } catch (error) {
        if (!(error instanceof StayChangeRefused)) throw error;
        // The money was taken by the provider: keep it on the booking, change no status.
        log.warn(
          { ref: booking.ref, status: booking.status },
          'payment received for a booking that takes none',
        );
      }
      return { result: 'recorded' };
    });
  } catch (error) {
    // Two deliveries of one notification racing: the unique transaction id let one in.
    if (
      isUniqueViolation(error, {
        constraint: 'payments_provider_ref_key',
        columns: 'payments.provider_ref',
      })
    )
      return { result: 'duplicate' };
    throw error;
  }
}
