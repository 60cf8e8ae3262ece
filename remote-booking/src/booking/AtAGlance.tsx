import { endpointRoute } from '@villa/shared/api';
import { nextDueOf, type BookingResponse, bookingEndpoints } from '@villa/shared/contract';
import { formatDate, formatMoney, toPence } from '@villa/shared/format';
import { texts } from '../texts';
import { PdfActions } from './PdfActions';
import { formatDateTime } from './formatting';
import { Section } from './Section';
import { useTimeLeft } from './useTimeLeft';

const t = texts.detail;
const g = t.glance;

/**
 * The booking at a glance, at the top of its page: status, total, paid, outstanding, what is
 * due next and by when (the contract's nextDueOf), and for a hold or a booking waiting for its
 * deposit the time left before it lapses, counting down.
 */
export function AtAGlance({ booking }: { booking: BookingResponse }) {
  const { bookingInfo: info, agentSummary: money } = booking;
  const status = info.bookStatusCode;
  const next = nextDueOf({
    status,
    holdExpiresAt: info.holdExpiresAt,
    depositDueBy: info.depositDueBy,
    balanceDue: booking.depositInfo.balanceDue,
    outstandingPence: toPence(money.outstandingBalance),
  });
  const deadline = next && next.kind !== 'BALANCE' ? next.at : null;
  const left = useTimeLeft(deadline);

  let due: string = g.nothingDue;
  if (next?.kind === 'HOLD') due = g.hold(formatDateTime(next.at));
  else if (next?.kind === 'DEPOSIT') {
    due = g.deposit(formatMoney(booking.depositInfo.amount), formatDateTime(next.at));
  } else if (next?.kind === 'BALANCE') {
    due = g.balance(formatMoney(money.outstandingBalance), formatDate(next.day));
  } else if (status === 'QUOTATION' && booking.quoteBookedAs) {
    due = g.quoteBooked(booking.quoteBookedAs.bookRef);
  } else if (status === 'QUOTATION' && booking.quoteExpiry && booking.capabilities.canBook) {
    // Its last day only while it can be booked; otherwise the quotation area says why not.
    due = g.quote(formatDate(booking.quoteExpiry.expires));
  }
  const quotation = status === 'QUOTATION';

  return (
    <Section
      id="glance"
      title={g.heading}
      actions={
        // A confirmed booking's confirmation, branded by the agent like the quotation.
        status === 'BOOKING' ? (
          <PdfActions
            pdfPath={endpointRoute(bookingEndpoints.confirmationPdf, {
              params: { ref: info.bookRef },
            })}
            filename={`booking-confirmation-${info.bookRef}.pdf`}
            sendType="booking"
            bookRef={info.bookRef}
            documentName={t.confirmation.documentName(info.bookRef)}
            labels={t.confirmation}
            small
          />
        ) : undefined
      }
    >
      <dl className="glance">
        <div>
          <dt>{g.status}</dt>
          <dd>{t.statusNames[status]}</dd>
        </div>
        <div>
          <dt>{g.total}</dt>
          <dd>{formatMoney(booking.total)}</dd>
        </div>
        {quotation ? null : (
          <>
            <div>
              <dt>{g.paid}</dt>
              <dd>{formatMoney(money.paymentsReceived)}</dd>
            </div>
            <div>
              <dt>{g.outstanding}</dt>
              <dd>{formatMoney(money.outstandingBalance)}</dd>
            </div>
          </>
        )}
        <div className="glance__wide">
          <dt>{g.nextDue}</dt>
          <dd>
            {due}
            {deadline ? (
              <span
                className={`glance__countdown${left.live ? '' : ' glance__countdown--up'}`}
                role="timer"
              >
                {left.live ? g.timeLeft(left.text) : g.timeUp}
              </span>
            ) : null}
          </dd>
        </div>
      </dl>
    </Section>
  );
}

/** The e-mails the booking sent its agent by itself, with when (UK time). */
export function RemindersSent({ booking }: { booking: BookingResponse }) {
  const sent = booking.remindersSent;
  return (
    <Section id="reminders" title={t.reminders}>
      <p className="strapline">{t.remindersIntro}</p>
      {sent.length === 0 ? (
        <p>{t.noReminders}</p>
      ) : (
        <ul className="reminders">
          {sent.map((r) => (
            <li key={r.kind}>
              <span>{r.label}</span> <time dateTime={r.sentAt}>{formatDateTime(r.sentAt)}</time>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
