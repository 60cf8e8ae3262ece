import { statusTakesPayments, type CheckoutCompletedResponse } from '@villa/shared/contract';
import type { Db } from '../db/schema';
import { toPounds } from '@villa/shared/format';
import { moneyOfBooking, readAgentDetails, readLeadPassenger, type BookingRow } from './record';

/*
 * GET /checkout-completed/{ref}: the completed page (docs/booking-and-payments.md), read from the booking as
 * it is now, not as checkout left it. A hold shows its hold only while it is held; a cancelled or
 * lapsed booking shows nothing to pay and no commission; a booking whose deposit (or whole price)
 * is paid no longer asks for it within 24 hours.
 */
export async function checkoutCompletedResponse(
  db: Db,
  booking: BookingRow,
): Promise<CheckoutCompletedResponse> {
  const [lead, details, money] = await Promise.all([
    readLeadPassenger(db, booking.id),
    readAgentDetails(db, booking.id),
    moneyOfBooking(db, booking),
  ]);
  const status = booking.status;
  const reserve = status === 'RESERVE';
  const owing = statusTakesPayments(status) && money.outstandingPence > 0;
  return {
    ref: booking.ref,
    bookStatusCode: status,
    agentRef: details?.agent_ref ?? '',
    agentNotes: details?.agent_notes ?? '',
    client: {
      clientTitle: lead?.clientTitle ?? '',
      clientForename: lead?.clientForename ?? '',
      clientSurname: lead?.clientSurname ?? '',
    },
    total: toPounds(money.totalPence),
    // Asked for within 24 hours only until it is paid: PAYPENDING turns BOOKING once it is.
    deposit: status === 'PAYPENDING' ? toPounds(money.dueNowPence) : null,
    depositDueBy: status === 'PAYPENDING' ? booking.expires_at : null,
    balanceDue: owing && money.depositAvailable ? booking.balance_due : null,
    reserve,
    reserveReleaseDate: reserve ? booking.expires_at : null,
    paymentsReceived: toPounds(money.paidPence),
    outstandingBalance: toPounds(money.outstandingPence),
    cancelReason: status === 'CANCELLED' ? booking.cancel_reason : null,
    cancelledAt: status === 'CANCELLED' ? booking.cancelled_at : null,
    agentCommission: toPounds(money.commissionPence),
  };
}
