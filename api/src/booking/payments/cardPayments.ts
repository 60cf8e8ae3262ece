import { randomBytes } from 'node:crypto';
import {
  bookingTexts,
  cardPaymentSchema,
  type CardPaymentStartResponse,
  type CardPaymentState,
} from '@villa/shared/contract';
import { paths } from '@villa/shared/routes';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/schema';
import { errorsOf, HttpError, parseBody } from '../../errors';
import { poundsDecimal, toPence, toPounds } from '@villa/shared/format';
import { toTimestamp } from '../../time';
import { lockBooking, moneyOfBooking, paymentBoundsOf, type BookingRow } from '../record';
import { nextStatus, takesPayments } from '../status';
import { bookingDb } from '../tables';
import type { PaymentNotification, PaymentProvider } from './provider';

/*
 * Card payments, merchant side. An attempt is created (amount checked against the bounds of
 * spec-2 section 9 with the same schema the form uses), the provider's page takes the card,
 * and the provider's notification settles the attempt:
 *   - PAID: the payment is recorded once per provider transaction id (a unique column; a
 *     repeated notification finds it and records nothing), then PAYPENDING becomes BOOKING
 *     when the payments reach the amount due now (status.ts);
 *   - DECLINED: the attempt is marked declined; nothing is recorded.
 * Opening a new attempt expires the booking's older open ones, so their pages refuse money.
 */

export const PAYMENT_PAGE_MINUTES = 30;

export async function startCardPayment(
  db: Db,
  provider: PaymentProvider,
  args: { booking: BookingRow; userId: number; body: unknown; nowMs: number },
): Promise<CardPaymentStartResponse> {
  const { booking, userId, body, nowMs } = args;
  if (!takesPayments(booking.status)) throw errorsOf(409, bookingTexts.paymentsNotOpen);
  const money = await moneyOfBooking(db, booking);
  if (money.outstandingPence <= 0)
    throw errorsOf(409, 'There is nothing left to pay on this booking.');
  const input = parseBody(cardPaymentSchema(paymentBoundsOf(money)), body);
  // The page sends the booking's payment token back; a token of another booking is refused.
  const token = (body as { paymentToken?: unknown }).paymentToken;
  if (token !== undefined && token !== null) {
    const details = await bookingDb(db)
      .selectFrom('booking_details')
      .select('payment_token')
      .where('booking_id', '=', booking.id)
      .executeTakeFirst();
    if (typeof token !== 'string' || token !== details?.payment_token) {
      throw new HttpError(422, {
        validationErrors: [
          { field: 'paymentToken', error: 'The payment token does not match this booking' },
        ],
      });
    }
  }
  const amountPence = toPence(input.amount);
  const id = randomBytes(18).toString('base64url');
  const expiresAt = toTimestamp(nowMs + PAYMENT_PAGE_MINUTES * 60_000);
  const now = toTimestamp(nowMs);
  const bdb = bookingDb(db);
  await db.transaction().execute(async (trx) => {
    await bookingDb(trx)
      .updateTable('payment_attempts')
      .set({ state: 'EXPIRED', settled_at: now })
      .where('booking_id', '=', booking.id)
      .where('state', '=', 'OPEN')
      .execute();
    await bookingDb(trx)
      .insertInto('payment_attempts')
      .values({
        id,
        booking_id: booking.id,
        user_id: userId,
        amount_pence: amountPence,
        registered_details: input.registeredDetails,
        state: 'OPEN',
        provider: provider.name,
        provider_ref: null,
        decline_reason: null,
        created_at: now,
        expires_at: expiresAt,
        settled_at: null,
      })
      .execute();
  });
  // Pages of expired attempts must not take money: close them at the provider's side too.
  await bdb
    .updateTable('sandbox_charges')
    .set({ expires_at: now })
    .where('state', '=', 'OPEN')
    .where(
      'merchant_reference',
      'in',
      bdb
        .selectFrom('payment_attempts')
        .select('id')
        .where('booking_id', '=', booking.id)
        .where('state', '=', 'EXPIRED'),
    )
    .execute();
  const page = await provider.createPaymentPage({
    reference: id,
    amountPence,
    description: `Booking ${booking.ref}`,
    returnUrl: paths.bookingDetail(booking.ref),
    expiresAt,
  });
  // As the specification builds it: bookRef, amount, source VC and the details choice.
  const query = new URLSearchParams({
    bookRef: booking.ref,
    amount: poundsDecimal(toPounds(amountPence)),
    source: 'VC',
    details: input.registeredDetails,
  });
  return {
    paymentId: id,
    paymentUrl: `${page.url}?${query.toString()}`,
    amount: toPounds(amountPence),
  };
}

export async function cardPaymentState(
  db: Db,
  booking: BookingRow,
  paymentId: string,
  nowMs: number,
): Promise<CardPaymentState | null> {
  if (!/^[A-Za-z0-9_-]{10,64}$/.test(paymentId)) return null;
  const row = await bookingDb(db)
    .selectFrom('payment_attempts')
    .select(['state', 'expires_at'])
    .where('id', '=', paymentId)
    .where('booking_id', '=', booking.id)
    .executeTakeFirst();
  if (!row) return null;
  if (row.state === 'OPEN' && Date.parse(row.expires_at) <= nowMs) return 'EXPIRED';
  return row.state;
}

export type SettleResult = 'recorded' | 'duplicate' | 'declined' | 'unknown' | 'mismatch';

const isUniqueViolation = (error: unknown) => {
  const e = error as { code?: unknown; message?: unknown } | null;
  return (
    e?.code === '23505' ||
    (typeof e?.message === 'string' && e.message.includes('UNIQUE constraint failed'))
  );
};

/** Settles an attempt from the provider's notification; safe to call any number of times. */
export async function settlePayment(
  db: Db,
  notification: PaymentNotification,
  nowMs: number,
  log: FastifyBaseLogger,
): Promise<SettleResult> {
  const bdb = bookingDb(db);
  const attempt = await bdb
    .selectFrom('payment_attempts')
    .selectAll()
    .where('id', '=', notification.reference)
    .executeTakeFirst();
  if (!attempt) return 'unknown';
  if (attempt.amount_pence !== notification.amountPence) {
    log.error({ reference: attempt.id }, 'payment notification amount differs from the attempt');
    return 'mismatch';
  }
  const now = toTimestamp(nowMs);
  if (notification.outcome === 'DECLINED') {
    const updated = await bdb
      .updateTable('payment_attempts')
      .set({
        state: 'DECLINED',
        provider_ref: notification.transactionId,
        decline_reason: notification.reason,
        settled_at: now,
      })
      .where('id', '=', attempt.id)
      .where('state', 'in', ['OPEN', 'EXPIRED'])
      .executeTakeFirst();
    return Number(updated.numUpdatedRows) === 1 ? 'declined' : 'duplicate';
  }

  try {
    return await db.transaction().execute(async (trx) => {
      await lockBooking(trx, attempt.booking_id);
      const tdb = bookingDb(trx);
      const existing = await tdb
        .selectFrom('payments')
        .select('id')
        .where('provider_ref', '=', notification.transactionId)
        .executeTakeFirst();
      if (existing) return 'duplicate' as const;
      await tdb
        .insertInto('payments')
        .values({
          booking_id: attempt.booking_id,
          attempt_id: attempt.id,
          amount_pence: attempt.amount_pence,
          pay_type_desc: notification.cardSummary
            ? `Card payment (${notification.cardSummary})`
            : 'Card payment',
          provider_ref: notification.transactionId,
          created_at: now,
        })
        .execute();
      await tdb
        .updateTable('payment_attempts')
        .set({ state: 'SUCCEEDED', provider_ref: notification.transactionId, settled_at: now })
        .where('id', '=', attempt.id)
        .execute();
      const booking = await trx
        .selectFrom('bookings')
        .selectAll()
        .where('id', '=', attempt.booking_id)
        .executeTakeFirstOrThrow();
      const money = await moneyOfBooking(trx, booking);
      const transition = nextStatus(booking.status, {
        type: 'PAYMENT',
        paidPence: money.paidPence,
        dueNowPence: money.dueNowPence,
      });
      if (!transition.ok) {
        // The money was taken by the provider: keep it on the booking, change no status.
        log.warn(
          { ref: booking.ref, status: booking.status },
          'payment received for a booking that takes none',
        );
      } else if (transition.status !== booking.status) {
        await trx
          .updateTable('bookings')
          .set({ status: transition.status, updated_at: now })
          .where('id', '=', booking.id)
          .where('status', '=', booking.status)
          .execute();
      }
      return 'recorded' as const;
    });
  } catch (error) {
    // Two notifications racing: the unique transaction id let only one of them in.
    if (isUniqueViolation(error)) return 'duplicate';
    throw error;
  }
}
