import type { OfficeBookingResponse } from '@villa/shared/contract';
import { toPounds } from '@villa/shared/format';
import type { Db } from '../../db/schema';
import { errorsOf, MESSAGES } from '../../errors';
import { customExtrasOf } from '../../booking/customExtras';
import { bookingResponse, type BookingRow } from '../../booking/record';
import { deadlinePassedOf, lapseHolds } from '../../property/bookings';
import { auditOf } from '../audit';
import { officeMoneyDb } from './tables';

/*
 * One booking as the office reads it: the agent's own GET /bookings/{ref} answer (bookingResponse,
 * the same rules and words), its agent and organisation, the payments the office recorded and the
 * booking's history in the audit log.
 */

/** An agent's booking by reference, whoever its agent; none (or a channel's stay) is a 404. */
export async function findAgentBooking(db: Db, ref: string, nowMs: number): Promise<BookingRow> {
  const find = () =>
    /^[A-Z0-9]{2,20}$/i.test(ref)
      ? db
          .selectFrom('bookings')
          .selectAll()
          .where('ref', '=', ref.toUpperCase())
          .where('agent_user_id', 'is not', null)
          .executeTakeFirst()
      : Promise.resolve(undefined);
  const booking = await find();
  if (!booking) throw errorsOf(404, MESSAGES.notFound);
  // As the agent's page reads it: a hold or deposit past its deadline is lapsed first.
  if (deadlinePassedOf(booking, nowMs)) {
    await lapseHolds(db, nowMs, { bookingId: booking.id });
    return (await find())!;
  }
  return booking;
}

export async function officeBookingResponse(
  db: Db,
  booking: BookingRow,
  nowMs: number,
): Promise<OfficeBookingResponse> {
  const [answer, agent, officePayments, received, customExtras, history] = await Promise.all([
    bookingResponse(db, booking, nowMs),
    db
      .selectFrom('users as u')
      .leftJoin('organisations as o', 'o.id', 'u.organisation_id')
      .select([
        'u.id',
        'u.email',
        'u.forename',
        'u.surname',
        'o.id as org_id',
        'o.name as org_name',
      ])
      .where('u.id', '=', booking.agent_user_id!)
      .executeTakeFirst(),
    officeMoneyDb(db)
      .selectFrom('office_payments as op')
      .innerJoin('payments as p', 'p.id', 'op.payment_id')
      .select([
        'op.payment_id',
        'op.method',
        'op.reference',
        'op.received_on',
        'op.staff_email',
        'op.created_at',
        'p.amount_pence',
      ])
      .where('op.booking_id', '=', booking.id)
      .orderBy('op.id')
      .execute(),
    paymentsReceivedOf(db, booking.id),
    customExtrasOf(db, booking.id),
    auditOf(db, { type: 'booking', id: booking.ref }),
  ]);
  return {
    booking: answer,
    agent: agent
      ? {
          id: agent.id,
          email: agent.email,
          name: [agent.forename, agent.surname].filter(Boolean).join(' ') || agent.email,
        }
      : null,
    organisation:
      agent && agent.org_id !== null && agent.org_name !== null
        ? { id: agent.org_id, name: agent.org_name }
        : null,
    officePayments: officePayments.map((p) => ({
      paymentId: p.payment_id,
      method: p.method,
      amount: toPounds(p.amount_pence),
      receivedOn: p.received_on,
      reference: p.reference,
      staffEmail: p.staff_email,
      recordedAt: p.created_at,
    })),
    paymentsReceived: received,
    customExtras,
    history,
  };
}

/** The booking's payments, each with what was given back (or is being given). */
async function paymentsReceivedOf(db: Db, bookingId: number) {
  const mdb = officeMoneyDb(db);
  const [payments, refunds] = await Promise.all([
    mdb
      .selectFrom('payments')
      .select(['id', 'pay_type_desc', 'amount_pence', 'created_at', 'attempt_id'])
      .where('booking_id', '=', bookingId)
      .orderBy('created_at')
      .orderBy('id')
      .execute(),
    mdb
      .selectFrom('payment_refunds')
      .select(['payment_id', 'amount_pence'])
      .where('booking_id', '=', bookingId)
      .execute(),
  ]);
  return payments.map((p) => {
    const refunded = refunds
      .filter((r) => r.payment_id === p.id)
      .reduce((sum, r) => sum + r.amount_pence, 0);
    return {
      paymentId: p.id,
      payTypeDesc: p.pay_type_desc,
      payDate: p.created_at,
      amount: toPounds(p.amount_pence),
      refunded: toPounds(refunded),
      refundable: toPounds(p.amount_pence - refunded),
      byProvider: p.attempt_id !== null,
    };
  });
}
