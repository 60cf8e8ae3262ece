import { useEffect, useState } from 'react';
import { Link } from '@villa/shared/router';
import {
  CANCEL_REASONS,
  stayQueryString,
  type BookingResponse,
  type ModifyReserveResponse,
  type ModifyReserveWay,
} from '@villa/shared/contract';
import { formatDate } from '@villa/shared/format';
import { paths } from '@villa/shared/routes';
import { Alert, Modal } from '@villa/shared/ui';
import { useModifyBooking } from '../api';
import { texts } from '../texts';
import { formatDateTime, formatTimeLeft } from './formatting';
import { Section } from './Section';

const t = texts.detail;

/**
 * Quotation area: expired (warning and a re-quote link to optional extras carrying the
 * arrival, nights, villa and extras counts), no longer available (warning), or Book.
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
  return (
    <Section id="quotation" title={t.quotation}>
      {expired ? (
        <Alert variant="warning" title={texts.quoteExpired}>
          <p>
            <Link to={requote}>{t.requote}</Link>
          </p>
        </Alert>
      ) : !booking.capabilities.canBook ? (
        <Alert variant="warning">{booking.quoteUnavailableReason ?? texts.notAvailable}</Alert>
      ) : (
        <div className="stack">
          {booking.quoteExpiry ? (
            <p>{t.quoteValidUntil(formatDate(booking.quoteExpiry.expires))}</p>
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
          </div>
        </div>
      )}
    </Section>
  );
}

/** Milliseconds until `iso`, refreshed every 30 seconds. */
function useTimeLeft(iso: string | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, []);
  return iso ? Date.parse(iso) - now : 0;
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
  const modifyReserve = useModifyBooking<ModifyReserveResponse>(
    'modify-reserve',
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
        <p>{left > 0 ? t.heldUntil(formatDateTime(expires), formatTimeLeft(left)) : t.holdGone}</p>
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

/** How a booking ended: its hold lapsed, or it was cancelled, and when. */
export function cancellationText(cancelReason: string | null, cancelledAt: string | null) {
  return cancelReason === CANCEL_REASONS.holdLapsed
    ? t.lapsed(formatDateTime(cancelledAt))
    : t.cancelled(formatDateTime(cancelledAt));
}
