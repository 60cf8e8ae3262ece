import {
  officeBookingTexts,
  officePaymentSchema,
  officePaymentTypeDesc,
  statusTakesPayments,
  ukWallClockOf,
  type OfficePaymentResponse,
} from '@villa/shared/contract';
import { formatDate, formatPence, toPence, toPounds } from '@villa/shared/format';
import { paths } from '@villa/shared/routes';
import { isUniqueViolation, transactionRetrying } from '../../db/engine';
import type { Db } from '../../db/schema';
import { errorsOf, HttpError, parseBody } from '../../errors';
import { enqueueMail } from '../../mail/outbox';
import { applyStayEvent, lapseHolds } from '../../property/bookings';
import { lockBooking, moneyOfBooking, type BookingRow } from '../../booking/record';
import { toTimestamp } from '../../time';
import { recordAudit } from '../audit';
import type { StaffCaller } from '../officeRoute';
import { officeMoneyDb, referenceKeyOf } from './tables';

/*
 * A payment received by bank transfer or cheque, recorded by the office. It is a `payments`
 * row like a card payment's (so every total, the status machine and the agent's Payments list
 * read it the one way) plus its office_payments row (method, day received, reference, who).
 * Under the booking's lock, as a card settlement: the money is read afresh, never more than is
 * outstanding is taken (409 with the outstanding amount), and the booking moves through the
 * one status machine (applyStayEvent's PAYMENT) as a card payment of the same amount would.
 * The same reference on one booking records once: the unique (booking_id, reference_key) of
 * migration 027 settles two staff members recording it at the same moment.
 */

const isSameReference = (error: unknown) =>
  isUniqueViolation(error, {
    constraint: 'office_payments_reference',
    columns: 'office_payments.booking_id, office_payments.reference_key',
  }) ||
  isUniqueViolation(error, {
    constraint: 'payments_provider_ref_key',
    columns: 'payments.provider_ref',
  });

/** The 409 of a payment over what is owed: the message and the amount, nothing recorded. */
const overOutstanding = (outstandingPence: number) =>
  new HttpError(409, {
    errors: [officeBookingTexts.moreThanOutstanding(formatPence(outstandingPence))],
    outstanding: toPounds(outstandingPence),
  });

async function existingPayment(db: Db, bookingId: number, key: string) {
  return officeMoneyDb(db)
    .selectFrom('office_payments')
    .select('payment_id')
    .where('booking_id', '=', bookingId)
    .where('reference_key', '=', key)
    .executeTakeFirst();
}

export async function recordBankPayment(
  db: Db,
  args: {
    booking: BookingRow;
    body: unknown;
    staff: StaffCaller;
    nowMs: number;
    publicUrl: string;
  },
): Promise<OfficePaymentResponse> {
  const { staff, nowMs } = args;
  const input = parseBody(officePaymentSchema(ukWallClockOf(nowMs).day), args.body);
  const amountPence = toPence(input.amount);
  const key = referenceKeyOf(input.reference);
  const now = toTimestamp(nowMs);
  const bookingId = args.booking.id;

  const duplicateAnswer = async (): Promise<OfficePaymentResponse> => {
    const booking = await db
      .selectFrom('bookings')
      .selectAll()
      .where('id', '=', bookingId)
      .executeTakeFirstOrThrow();
    const money = await moneyOfBooking(db, booking);
    const existing = (await existingPayment(db, bookingId, key))!;
    return {
      paymentId: existing.payment_id,
      recorded: false,
      bookStatusCode: booking.status,
      outstanding: toPounds(money.outstandingPence),
    };
  };

  try {
    return await transactionRetrying(db, async (trx) => {
      await lockBooking(trx, bookingId);
      await lapseHolds(trx, nowMs, { bookingId });
      const booking = await trx
        .selectFrom('bookings')
        .selectAll()
        .where('id', '=', bookingId)
        .executeTakeFirstOrThrow();
      const money = await moneyOfBooking(trx, booking);
      // The same reference again: the first payment stands, nothing more is recorded.
      const existing = await existingPayment(trx, bookingId, key);
      if (existing) {
        return {
          paymentId: existing.payment_id,
          recorded: false,
          bookStatusCode: booking.status,
          outstanding: toPounds(money.outstandingPence),
        };
      }
      if (!statusTakesPayments(booking.status)) {
        throw errorsOf(409, officeBookingTexts.paymentsNotOpen);
      }
      if (money.outstandingPence <= 0) throw overOutstanding(0);
      if (amountPence > money.outstandingPence) throw overOutstanding(money.outstandingPence);

      const tdb = officeMoneyDb(trx);
      const payTypeDesc = officePaymentTypeDesc[input.method];
      const { id: paymentId } = await tdb
        .insertInto('payments')
        .values({
          booking_id: bookingId,
          attempt_id: null,
          amount_pence: amountPence,
          pay_type_desc: payTypeDesc,
          // Unique like a card's transaction id: the office's reference, per booking.
          provider_ref: `OFFICE-${booking.ref}-${key}`,
          created_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await tdb
        .insertInto('office_payments')
        .values({
          payment_id: paymentId,
          booking_id: bookingId,
          method: input.method,
          reference: input.reference,
          reference_key: key,
          received_on: input.receivedOn,
          staff_user_id: staff.userId,
          staff_email: staff.email,
          created_at: now,
        })
        .execute();
      const status = await applyStayEvent(
        trx,
        booking,
        {
          type: 'PAYMENT',
          paidPence: money.paidPence + amountPence,
          dueNowPence: money.dueNowPence,
        },
        nowMs,
      );
      const outstandingPence = money.outstandingPence - amountPence;
      await recordAudit(trx, {
        staff,
        action: 'booking.paymentRecorded',
        entity: { type: 'booking', id: booking.ref },
        before: { status: booking.status, outstanding: toPounds(money.outstandingPence) },
        after: {
          status,
          outstanding: toPounds(outstandingPence),
          payment: {
            paymentId,
            method: input.method,
            amount: input.amount,
            receivedOn: input.receivedOn,
            reference: input.reference,
          },
        },
        now: nowMs,
      });
      await queueReceipt(trx, {
        booking,
        payTypeDesc,
        amountPence,
        receivedOn: input.receivedOn,
        outstandingPence,
        confirmed: booking.status !== 'BOOKING' && status === 'BOOKING',
        publicUrl: args.publicUrl,
        nowMs,
      });
      return {
        paymentId,
        recorded: true,
        bookStatusCode: status,
        outstanding: toPounds(outstandingPence),
      };
    });
  } catch (error) {
    // Two staff members recording one reference at once: the database let one in.
    if (isSameReference(error)) return duplicateAnswer();
    throw error;
  }
}

/** The agent's receipt, queued in the payment's own transaction (sent only if it is kept). */
async function queueReceipt(
  trx: Db,
  args: {
    booking: BookingRow;
    payTypeDesc: string;
    amountPence: number;
    receivedOn: string;
    outstandingPence: number;
    confirmed: boolean;
    publicUrl: string;
    nowMs: number;
  },
) {
  const { booking } = args;
  const agent = await trx
    .selectFrom('users')
    .select(['email', 'forename'])
    .where('id', '=', booking.agent_user_id!)
    .executeTakeFirst();
  if (!agent) return;
  const lines = [
    `Dear ${agent.forename || 'agent'},`,
    '',
    `We have received ${formatPence(args.amountPence)} by ${args.payTypeDesc.toLowerCase()} on ${formatDate(args.receivedOn)} for booking ${booking.ref}.`,
    ...(args.confirmed ? [`Booking ${booking.ref} is now confirmed.`] : []),
    args.outstandingPence > 0
      ? `The balance still to pay is ${formatPence(args.outstandingPence)}.`
      : 'The booking is now paid in full.',
    '',
    `Booking page: ${args.publicUrl}${paths.bookingDetail(booking.ref)}`,
  ];
  await enqueueMail(
    trx,
    {
      to: agent.email,
      subject: `Booking ${booking.ref}: payment of ${formatPence(args.amountPence)} received`,
      text: lines.join('\n'),
    },
    args.nowMs,
  );
}
