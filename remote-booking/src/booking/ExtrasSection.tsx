import { useState } from 'react';
import {
  POOL_HEATING_EXTRA_ID,
  type BookingResponse,
  bookingEndpoints,
} from '@villa/shared/contract';
import { formatDate, formatMoney } from '@villa/shared/format';
import { Alert } from '@villa/shared/ui';
import { NotCommissionable } from '@villa/shared/villa-ui';
import { useModifyBooking } from '../api';
import { texts } from '../texts';
import { Section } from './Section';

const t = texts.detail;

/**
 * Optional extras purchased (with Remove) and purchasable (with Add, hidden once at their
 * maximum). Locked for a cancelled booking or a quotation that cannot be booked. Pool heating
 * is quoted with the villa: it is never added or removed here.
 */
export function ExtrasSection({ booking }: { booking: BookingResponse }) {
  const [busy, setBusy] = useState<string | null>(null);
  const ref = booking.bookingInfo.bookRef;
  const locked = booking.capabilities.extrasLocked;
  const remove = useModifyBooking(bookingEndpoints.removeExtra, ref);
  const add = useModifyBooking(bookingEndpoints.addExtra, ref);

  /** One add or remove at a time; the booking is fetched again once it is answered. */
  const run = async (key: string, call: () => Promise<unknown>) => {
    setBusy(key);
    try {
      await call();
    } catch {
      // The global dialog has said why.
    } finally {
      setBusy(null);
    }
  };

  return (
    <Section id="extras" title={t.extras}>
      {locked ? <Alert variant="info">{texts.extrasLocked}</Alert> : null}
      <h3>{t.purchased}</h3>
      {booking.purchasedExtras.length === 0 ? (
        <p className="muted">{t.noExtras}</p>
      ) : (
        <ul className="extras-list">
          {booking.purchasedExtras.flatMap((group) =>
            group.purchased.map((unit, i) => {
              const fixed =
                group.info.extraId === POOL_HEATING_EXTRA_ID || unit.villaBookExtraId === 0;
              const name =
                group.purchased.length > 1
                  ? `${group.info.extraName} (${i + 1} of ${group.purchased.length})`
                  : group.info.extraName;
              return (
                <li key={`${group.info.extraId}-${unit.villaBookExtraId}-${i}`} className="extra">
                  <div>
                    <p className="extra__name">{name}</p>
                    <p className="extra__price">
                      {formatMoney(unit.bookChargeAmount)} · {formatDate(unit.bookFrom)},{' '}
                      {texts.summary.nights(unit.bookNights)}
                    </p>
                    <div className="extra__tags">
                      <NotCommissionable />
                      {fixed ? <span className="tag tag--warning">{t.quoteOnlyNote}</span> : null}
                    </div>
                  </div>
                  {!locked && !fixed ? (
                    <button
                      type="button"
                      className="button button--small"
                      aria-label={t.removeLabel(name)}
                      disabled={busy !== null}
                      onClick={() =>
                        run(`remove-${unit.villaBookExtraId}`, () =>
                          remove.mutateAsync({ villaBookExtraId: unit.villaBookExtraId }),
                        )
                      }
                    >
                      {t.remove}
                    </button>
                  ) : null}
                </li>
              );
            }),
          )}
        </ul>
      )}
      {locked ? null : (
        <>
          <h3>{t.purchasable}</h3>
          {booking.purchaseAbleExtras.length === 0 ? (
            <p className="muted">{t.nothingToAdd}</p>
          ) : (
            <ul className="extras-list">
              {booking.purchaseAbleExtras.map((extra) => (
                <li key={extra.extraId} className="extra">
                  <div>
                    <p className="extra__name">{extra.extraName}</p>
                    <p className="extra__price">
                      {formatMoney(extra.extraPrice)} · {extra.category}
                    </p>
                    <div className="extra__tags">
                      <NotCommissionable />
                      {extra.maxQuantity > 1 ? (
                        <span className="tag">{texts.extras.maxNote(extra.maxQuantity)}</span>
                      ) : null}
                    </div>
                  </div>
                  <button
                    type="button"
                    className="button button--small"
                    aria-label={t.addLabel(extra.extraName)}
                    disabled={busy !== null}
                    onClick={() =>
                      run(`add-${extra.extraId}`, () => add.mutateAsync({ extraId: extra.extraId }))
                    }
                  >
                    {t.add}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </Section>
  );
}

/** Extras the provider's staff agreed with the customer. */
export function CustomExtras({ booking }: { booking: BookingResponse }) {
  if (booking.purchasedCustomExtras.length === 0) return null;
  return (
    <Section id="custom-extras" title={t.customExtras}>
      <dl className="money-list">
        {booking.purchasedCustomExtras.map((c, i) => (
          <div key={i}>
            <dt>
              {c.customExtraName}
              <span className="money-list__note">{c.customExtraDescription}</span>
            </dt>
            <dd>{formatMoney(c.bookChargeAmount)}</dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}
