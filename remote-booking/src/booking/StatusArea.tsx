import { useState } from 'react';
import { Link, useNavigate } from '@villa/shared/router';
import { callEndpoint, endpointRoute } from '@villa/shared/api';
import {
  bookingTexts,
  CANCEL_REASONS,
  stayQueryString,
  type BookingResponse,
  type ModifyReserveWay,
  bookingEndpoints,
  villaEndpoints,
} from '@villa/shared/contract';
import { formatDate } from '@villa/shared/format';
import { paths } from '@villa/shared/routes';
import { Alert, Modal } from '@villa/shared/ui';
import { useModifyBooking } from '../api';
import { texts } from '../texts';
import { formatDateTime } from './formatting';
import { PdfActions } from './PdfActions';
import { Section } from './Section';
import { useTimeLeft } from './useTimeLeft';

const t = texts.detail;

/**
 * Quotation area: expired (warning, a new quotation of the same stay and extras priced today
 * that opens ready to send, and a re-quote link to optional extras carrying the arrival,
 * nights, villa and extras counts), no longer available (warning), or Book, with the quotation
 * PDF to download or send to the customer.
 */
export function QuotationArea({ booking }: { booking: BookingResponse }) {
  const ref = booking.bookingInfo.bookRef;
  const s = booking.propertyBookingInfo;
  const expired = booking.quoteExpiry?.expired ?? false;
  const requote = paths.optionalExtras(
    stayQueryString({
      propertyId: s.propertyId,
      arrival: s.arrival,
      nights: s.nights,
      extras: booking.purchasedExtras.map((g) => ({
        extraId: g.info.extraId,
        quantity: g.purchased.length,
      })),
    }),
  );
  const bookedAs = booking.quoteBookedAs;
  return (
    <Section id="quotation" title={t.quotation}>
      {bookedAs ? (
        // Its villa and dates are the agent's booking now: say so and go there.
        <Alert variant="success" title={bookingTexts.quoteBookedAs(bookedAs.bookRef)}>
          <div className="button-row">
            <Link className="button button--primary" to={paths.bookingDetail(bookedAs.bookRef)}>
              {t.goToBooking(bookedAs.bookRef)}
            </Link>
            {/* Its PDF says the same; it is not offered to the customer again. */}
            <PdfActions
              pdfPath={endpointRoute(villaEndpoints.quotePdf, { params: { ref } })}
              filename={`quotation-${ref}.pdf`}
              sendType="quote"
              bookRef={ref}
              documentName={t.quoteDocument(ref)}
              labels={{ download: t.quotePdf }}
            />
          </div>
        </Alert>
      ) : expired ? (
        <Alert variant="warning" title={texts.quoteExpired}>
          <div className="button-row">
            <NewQuotationButton booking={booking} />
            <Link to={requote}>{t.requote}</Link>
          </div>
        </Alert>
      ) : !booking.capabilities.canBook ? (
        <Alert variant="warning">{booking.quoteUnavailableReason ?? texts.notAvailable}</Alert>
      ) : (
        <div className="stack">
          {booking.quoteExpiry ? (
            <p>
              {t.quoteValidUntil(formatDate(booking.quoteExpiry.expires))}
              {booking.quoteSentTo ? ` ${t.quoteSentTo(booking.quoteSentTo)}` : null}
            </p>
          ) : null}
          <div className="button-row">
            <Link
              className="button button--primary"
              to={paths.checkout('all', 'customer-details', ref)}
            >
              {t.bookQuote}
            </Link>
            <Link className="button" to={paths.checkout('reserve', 'customer-details', ref)}>
              {t.reserveQuote}
            </Link>
            <PdfActions
              pdfPath={endpointRoute(villaEndpoints.quotePdf, { params: { ref } })}
              filename={`quotation-${ref}.pdf`}
              sendType="quote"
              bookRef={ref}
              documentName={t.quoteDocument(ref)}
              labels={{ download: t.quotePdf, send: t.sendQuote }}
            />
          </div>
        </div>
      )}
    </Section>
  );
}

/**
 * Makes a new quotation of an expired one's stay, priced today, with the same pool heating and
 * extras, for the same customer, in one request (all or nothing: the server checks every extra
 * against the villa), and opens it (where it can be booked or sent). The server answers the
 * agent's valid quotation of that stay instead when there is one, and refuses a stay that can
 * no longer be booked; the shared error dialog says why.
 */
function NewQuotationButton({ booking }: { booking: BookingResponse }) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const s = booking.propertyBookingInfo;
  const make = async () => {
    setBusy(true);
    try {
      const { quote } = await callEndpoint(villaEndpoints.createQuote, {
        body: {
          propertyId: s.propertyId,
          arrival: s.arrival,
          nights: s.nights,
          // Pool heating is extra 12 among them.
          extras: booking.purchasedExtras.map((group) => ({
            extraId: group.info.extraId,
            quantity: group.purchased.length,
          })),
          ...(booking.quoteSentTo ? { customerEmail: booking.quoteSentTo } : {}),
        },
      });
      navigate(paths.bookingDetail(quote.bookRef));
    } catch {
      // The shared error dialog says why (for example, the nights are taken now).
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      className="button button--primary"
      disabled={busy}
      aria-busy={busy || undefined}
      onClick={() => void make()}
    >
      {t.newQuote}
    </button>
  );
}

/**
 * A reserve hold: how long it has left, Cancel and Upgrade (modify-reserve; the booking is then
 * fetched again, also after a refusal, since the hold may have lapsed meanwhile).
 */
export function ReserveArea({ booking }: { booking: BookingResponse }) {
  const [confirming, setConfirming] = useState<ModifyReserveWay | null>(null);
  const [busy, setBusy] = useState(false);
  const expires = booking.bookingInfo.holdExpiresAt;
  const left = useTimeLeft(expires);
  const label = booking.depositInfo.available ? 'Deposit' : 'Full Balance';
  const modifyReserve = useModifyBooking(
    bookingEndpoints.modifyReserve,
    booking.bookingInfo.bookRef,
  );

  const go = async (way: ModifyReserveWay) => {
    setBusy(true);
    try {
      await modifyReserve.mutateAsync({ way });
    } catch {
      // The global dialog says why (for example, the hold lapsed meanwhile).
    } finally {
      setBusy(false);
      setConfirming(null);
    }
  };

  return (
    <Section id="reserve" title={t.reserveHeading}>
      <Alert variant="warning" title={texts.holdWarning}>
        <p>{left.live ? t.heldUntil(formatDateTime(expires), left.text) : t.holdGone}</p>
      </Alert>
      <div className="button-row">
        {booking.capabilities.canUpgrade ? (
          <button
            type="button"
            className="button button--primary"
            onClick={() => setConfirming('UPGRADE')}
          >
            {t.upgradeHold}
          </button>
        ) : null}
        {booking.capabilities.canCancel ? (
          <button type="button" className="button" onClick={() => setConfirming('CANCEL')}>
            {t.cancelHold}
          </button>
        ) : null}
      </div>
      {confirming ? (
        <Modal
          title={confirming === 'UPGRADE' ? t.upgradeConfirmTitle : t.cancelConfirmTitle}
          role="alertdialog"
          size="small"
          onDismiss={busy ? undefined : () => setConfirming(null)}
          footer={
            <>
              <button
                type="button"
                className="button"
                disabled={busy}
                onClick={() => setConfirming(null)}
              >
                {t.keep}
              </button>
              <button
                type="button"
                className={`button ${confirming === 'UPGRADE' ? 'button--primary' : 'button--danger'}`}
                data-autofocus
                aria-busy={busy || undefined}
                onClick={() => void go(confirming)}
              >
                {confirming === 'UPGRADE' ? t.upgradeYes : t.cancelConfirmYes}
              </button>
            </>
          }
        >
          <p>{confirming === 'UPGRADE' ? t.upgradeConfirm(label) : t.cancelConfirm}</p>
        </Modal>
      ) : null}
    </Section>
  );
}

/** Why a cancelled booking is cancelled: a lapsed hold, or a cancellation. */
export function CancelledNotice({ booking }: { booking: BookingResponse }) {
  const { cancelReason, cancelledAt } = booking.bookingInfo;
  return <Alert variant="danger">{cancellationText(cancelReason, cancelledAt)}</Alert>;
}

/** How a booking ended: its hold lapsed, its deposit was not paid, or it was cancelled, and when. */
export function cancellationText(cancelReason: string | null, cancelledAt: string | null) {
  const when = formatDateTime(cancelledAt);
  if (cancelReason === CANCEL_REASONS.holdLapsed) return t.lapsed(when);
  if (cancelReason === CANCEL_REASONS.depositLapsed) return t.depositLapsed(when);
  return t.cancelled(when);
}
