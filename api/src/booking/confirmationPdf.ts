import {
  bookingTexts,
  CHECK_IN_TIME,
  CHECK_OUT_TIME,
  type BookingResponse,
} from '@villa/shared/contract';
import { formatMoney } from '@villa/shared/format';
import { agentProfile } from '../agent-office/agents';
import { renderPdf } from '../pdf/document';
import { day, quotePriceRows, type QuoteForPdf } from '../agent-office/quotes';
import type { Db } from '../db/schema';
import { bookingResponse, type BookingRow } from './record';

/*
 * The booking confirmation the agent downloads or sends to the customer: branded with the
 * agent's company like the quotation, and read from the booking as GET /bookings/{ref} answers
 * it now (the same villa, stay, party, price lines and payments the booking page shows). Only a
 * confirmed booking (BOOKING: its deposit or whole price paid) has one.
 */

export class NoConfirmationError extends Error {
  constructor() {
    super(bookingTexts.confirmationNotReady);
    this.name = 'NoConfirmationError';
  }
}

/** A confirmation ready to download or send: the same shape as a quotation's. */
export type ConfirmationForPdf = Omit<QuoteForPdf, 'bookedAs'>;

/** What the customer has paid and what is left, and by when. */
function paymentsSentence(view: BookingResponse): string {
  const { paymentsReceived, outstandingBalance } = view.agentSummary;
  if (outstandingBalance <= 0) return `Paid in full: ${formatMoney(paymentsReceived)} received.`;
  const due = view.depositInfo.balanceDue;
  return `${formatMoney(paymentsReceived)} received; the balance of ${formatMoney(outstandingBalance)} is due${due ? ` by ${day(due)}` : ''}.`;
}

/** The agent's confirmation of one of their bookings, or NoConfirmationError. */
export async function confirmationForPdf(
  db: Db,
  booking: BookingRow,
  userId: number,
  nowMs: number,
): Promise<ConfirmationForPdf> {
  if (booking.status !== 'BOOKING') throw new NoConfirmationError();
  const view = await bookingResponse(db, booking, nowMs);
  const agent = await agentProfile(db, userId);
  const brand = agent.company || agent.name;
  const { propertyInfo: villa, propertyBookingInfo: stay, leadPassenger: lead } = view;
  const ref = view.bookingInfo.bookRef;
  const prices = quotePriceRows(view);
  const paymentTerms = paymentsSentence(view);
  const party = [
    lead
      ? `${[lead.clientTitle, lead.clientForename, lead.clientSurname].filter(Boolean).join(' ')} (lead passenger)`
      : null,
    ...view.additionalPassengers.map((p) =>
      [p.title, p.forename, p.surname].filter(Boolean).join(' '),
    ),
  ].filter((name): name is string => Boolean(name));
  const pdf = await renderPdf(
    {
      title: `Booking confirmation ${ref}`,
      subtitle: `${villa.villaName}, ${villa.communityName}`,
      brandLines: [brand, agent.name, agent.email, agent.telephone].filter(Boolean),
      footer: `Booking ${ref} confirmed by ${brand}`,
    },
    { title: `Booking confirmation ${ref}`, author: brand, subject: villa.villaName },
    (w) => {
      w.paragraph(
        `Your villa holiday in Orlando is booked. Please check the details below and keep this confirmation for your stay at ${villa.villaName} (${villa.villaCode}).`,
      );
      // One page for a booking as agents make them (a family, a few extras): the booking and
      // its stay in one table, labels that fit their column, the party in two columns.
      w.heading('Your booking');
      w.table([
        ['Booking reference', ref],
        ...(view.agentsAdditionalDetails.agentRef
          ? [['Agent reference', view.agentsAdditionalDetails.agentRef] as [string, string]]
          : []),
        ['Booked on', day(view.bookingInfo.bookDate.slice(0, 10))],
        ['Check in', `${day(stay.arrival)} from ${CHECK_IN_TIME}`],
        ['Check out', `${day(stay.departure)} by ${CHECK_OUT_TIME}`],
        ['Nights', String(stay.nights)],
      ]);
      w.heading('Your villa');
      w.table([
        ['Property reference', villa.villaCode],
        ['Community', villa.communityName],
        ['Bedrooms', String(villa.bedrooms)],
        ['Maximum occupancy', `${villa.maxOccupancy} (excluding infants in cots)`],
      ]);
      if (party.length > 0) {
        w.heading('Your party');
        w.bullets(party, { columns: 2 });
      }
      w.heading('Price');
      w.table(prices, { boldLast: true });
      w.paragraph(`${bookingTexts.priceIncludes}.`);
      w.heading('Payments');
      w.paragraph(paymentTerms);
      w.paragraph(
        `For any question about this booking, contact ${agent.name}${agent.company ? ` at ${agent.company}` : ''}: ${[agent.email, agent.telephone].filter(Boolean).join(', ')}.`,
      );
    },
  );
  return {
    bookRef: ref,
    pdf,
    filename: `booking-confirmation-${ref}.pdf`,
    subject: `Your villa holiday booking confirmation ${ref}${agent.company ? ` from ${agent.company}` : ''}`,
    what: `the confirmation of booking ${ref} at ${villa.villaName}, ${stay.nights} nights from ${day(stay.arrival)}`,
    prices,
    paymentTerms,
  };
}
