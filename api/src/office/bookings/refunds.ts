import { officeRefundSchema, refundTexts, type OfficeRefundResponse } from '@villa/shared/contract';
import { formatPence, toPence, toPounds } from '@villa/shared/format';
import { transactionRetrying } from '../../db/engine';
import type { Db } from '../../db/schema';
import { errorsOf, HttpError, parseBody } from '../../errors';
import { lockBooking, moneyOfBooking, type BookingRow } from '../../booking/record';
import type { PaymentProvider } from '../../booking/payments/provider';
import { toTimestamp } from '../../time';
import { recordAudit } from '../audit';
import type { StaffCaller } from '../officeRoute';
import { officeMoneyDb } from './tables';

/*
 * Refunds: all or part of one payment given back. Never more than is left of that payment: the
 * refunds of a payment, given or being given (PENDING), are counted under the booking's lock, so
 * two at once cannot together exceed it. A card payment is refunded through the payment provider
 * (PaymentProvider.refund), asked outside any transaction (the provider is another system, and
 * the sandbox writes its own rows); a bank transfer or cheque is recorded as refunded by hand.
 * A refund the provider refuses is deleted: nothing of it is kept, and the answer says why.
 * A refund given (DONE) is read by moneyOfBookings (booking/record.ts), so paid and outstanding
 * are net of it everywhere, and the agent's Payments list shows it as its own line.
 */

const fieldError = (field: string, error: string) =>
  new HttpError(422, { validationErrors: [{ field, error }] });

export async function refundPayment(
  db: Db,
  provider: PaymentProvider,
  args: { booking: BookingRow; body: unknown; staff: StaffCaller; nowMs: number },
): Promise<OfficeRefundResponse> {
  const { staff, nowMs } = args;
  const input = parseBody(officeRefundSchema, args.body);
  const amountPence = toPence(input.amount);
  const bookingId = args.booking.id;
  const mdb = (d: Db) => officeMoneyDb(d);

  // 1. Under the booking's lock: the payment is this booking's, and this much is left of it.
  const reserved = await transactionRetrying(db, async (trx) => {
    await lockBooking(trx, bookingId);
    const payment = await mdb(trx)
      .selectFrom('payments as p')
      .select(['p.id', 'p.amount_pence', 'p.pay_type_desc', 'p.provider_ref', 'p.attempt_id'])
      .where('p.id', '=', input.paymentId)
      .where('p.booking_id', '=', bookingId)
      .executeTakeFirst();
    if (!payment) {
      throw fieldError('paymentId', refundTexts.notAPayment);
    }
    const { given } = await mdb(trx)
      .selectFrom('payment_refunds')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount_pence'), eb.lit(0)).as('given'))
      .where('payment_id', '=', payment.id)
      .executeTakeFirstOrThrow();
    const leftPence = payment.amount_pence - Number(given);
    if (amountPence > leftPence) {
      throw errorsOf(409, refundTexts.moreThanLeft(formatPence(Math.max(0, leftPence))));
    }
    const byProvider = payment.attempt_id !== null;
    const { id } = await mdb(trx)
      .insertInto('payment_refunds')
      .values({
        booking_id: bookingId,
        payment_id: payment.id,
        amount_pence: amountPence,
        reason: input.reason,
        state: 'PENDING',
        by_provider: byProvider ? 1 : 0,
        provider_refund_ref: null,
        staff_user_id: staff.userId,
        staff_email: staff.email,
        created_at: toTimestamp(nowMs),
        completed_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { refundId: id, payment, byProvider, leftPence };
  });

  // 2. A card payment: the provider gives the money back, or says why not.
  let providerRef: string | null = null;
  if (reserved.byProvider) {
    const outcome = await provider
      .refund({
        transactionId: reserved.payment.provider_ref,
        amountPence,
        idempotencyKey: `refund-${reserved.refundId}`,
        reason: input.reason,
      })
      .catch((error: unknown) => ({
        ok: false as const,
        reason: error instanceof Error ? error.message : String(error),
      }));
    if (!outcome.ok) {
      await mdb(db).deleteFrom('payment_refunds').where('id', '=', reserved.refundId).execute();
      throw errorsOf(409, refundTexts.providerRefused(outcome.reason));
    }
    providerRef = outcome.refundId;
  }

  // 3. Given: its own line of the booking's payments, and its audit entry.
  return transactionRetrying(db, async (trx) => {
    await lockBooking(trx, bookingId);
    const now = toTimestamp(nowMs);
    await mdb(trx)
      .updateTable('payment_refunds')
      .set({
        state: 'DONE',
        provider_refund_ref: providerRef,

        completed_at: now,
      })
      .where('id', '=', reserved.refundId)
      .execute();
    const booking = await trx
      .selectFrom('bookings')
      .selectAll()
      .where('id', '=', bookingId)
      .executeTakeFirstOrThrow();
    const money = await moneyOfBooking(trx, booking);
    await recordAudit(trx, {
      staff,
      action: 'booking.refunded',
      entity: { type: 'booking', id: booking.ref },
      before: { paid: toPounds(money.paidPence + amountPence) },
      after: {
        paid: toPounds(money.paidPence),
        refund: {
          refundId: reserved.refundId,
          paymentId: reserved.payment.id,
          amount: input.amount,
          reason: input.reason,
          byProvider: reserved.byProvider,
        },
      },
      now: nowMs,
    });
    return {
      refundId: reserved.refundId,
      amount: input.amount,
      byProvider: reserved.byProvider,
      refundable: toPounds(reserved.leftPence - amountPence),
      paid: toPounds(money.paidPence),
      outstanding: toPounds(money.outstandingPence),
    };
  });
}
