import {
  extrasTotal,
  type ChosenExtra,
  type OptionalExtra,
  type StayQuote,
} from '@villa/shared/contract';
import { formatDate, formatMoney, toPence, toPounds } from '@villa/shared/format';
import { useAgentView } from '@villa/shared/store';
import { NotCommissionable } from '@villa/shared/villa-ui';
import { texts } from '../texts';

export interface StaySummaryProps {
  stay: StayQuote;
  extras: readonly OptionalExtra[];
  chosen: readonly ChosenExtra[];
}

/**
 * The villa, the dates and what the stay costs with the extras chosen: villa rental,
 * discounts, each extra (not commissionable), the total, what is due now, and the agent's
 * commission in agent view only.
 */
export function StaySummary({ stay, extras, chosen }: StaySummaryProps) {
  const [agentView] = useAgentView();
  const t = texts.summary;
  const extrasPounds = extrasTotal(extras, chosen);
  const total = toPounds(toPence(stay.price.totalPrice) + toPence(extrasPounds));
  const lines = chosen
    .map((c) => ({ chosen: c, extra: extras.find((e) => e.extraId === c.extraId) }))
    .filter((l): l is { chosen: ChosenExtra; extra: OptionalExtra } => Boolean(l.extra));
  return (
    <section className="card summary" aria-labelledby="summary-heading">
      <h2 id="summary-heading">{t.heading}</h2>
      <div className="summary__villa">
        {stay.image ? <img src={stay.image.imgUrl} alt="" /> : null}
        <div>
          <h3>
            {stay.villaName} ({stay.villaCode})
          </h3>
          <p className="muted">
            {stay.communityName}. {stay.propertyTypeName}, {t.bedrooms(stay.bedrooms)},{' '}
            {t.sleeps(stay.maxOccupancy)}
          </p>
        </div>
      </div>
      <dl className="money-list">
        <div>
          <dt>{t.arrival}</dt>
          <dd>
            {formatDate(stay.arrival)} {stay.checkInTime}
          </dd>
        </div>
        <div>
          <dt>{t.departure}</dt>
          <dd>
            {formatDate(stay.departure)} {stay.checkOutTime}
          </dd>
        </div>
        <div>
          <dt>{t.villa}</dt>
          <dd>{formatMoney(stay.price.originalPrice)}</dd>
        </div>
        {stay.price.discounts.map((d) => (
          <div key={d.name}>
            <dt>{d.name}</dt>
            <dd>{formatMoney(-d.amount)}</dd>
          </div>
        ))}
        {lines.map(({ chosen: c, extra }) => (
          <div key={extra.extraId}>
            <dt>
              {extra.extraName}
              {c.quantity > 1 ? ` x ${c.quantity}` : ''}
              <NotCommissionable className="money-list__note" />
            </dt>
            <dd>{formatMoney((extra.stayPrice ?? 0) * c.quantity)}</dd>
          </div>
        ))}
        <div className="money-list__total">
          <dt>{t.total}</dt>
          <dd>{formatMoney(total)}</dd>
        </div>
        {stay.deposit.available ? (
          <>
            <div>
              <dt>{t.deposit}</dt>
              <dd>{formatMoney(stay.deposit.amount)}</dd>
            </div>
            <div>
              <dt>{t.balanceDue}</dt>
              <dd>{formatDate(stay.deposit.balanceDue)}</dd>
            </div>
          </>
        ) : (
          <div>
            <dt>{t.fullBalance}</dt>
            <dd>{formatMoney(total)}</dd>
          </div>
        )}
        {agentView ? (
          <div className="commission">
            <dt>{t.commission(stay.agentCommission.rate)}</dt>
            <dd>{formatMoney(stay.agentCommission.amount)}</dd>
          </div>
        ) : null}
      </dl>
      <p className="strapline">{texts.priceIncludes}</p>
    </section>
  );
}
