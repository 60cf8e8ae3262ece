import {
  bookingTexts,
  stayMoney,
  type ChosenExtra,
  type OptionalExtra,
  type StayQuote,
} from '@villa/shared/contract';
import { formatDate, formatMoney, toPence, toPounds } from '@villa/shared/format';
import { useAgentView } from '@villa/shared/store';
import { NotCommissionable } from '@villa/shared/villa-ui';
import { texts, type SummaryWhen } from '../texts';

export interface StaySummaryProps {
  stay: StayQuote;
  extras: readonly OptionalExtra[];
  chosen: readonly ChosenExtra[];
  /** Book (paid now), Reserve (a free hold, paid on upgrade) or not chosen yet. */
  when?: SummaryWhen;
}

/**
 * The villa, the dates and what the stay costs with the extras chosen, by the contract's one
 * breakdown (stayMoney, as the villa page and the quote PDF): villa rental, discounts, each
 * extra (not commissionable), the total, the deposit and balance, and the agent's commission
 * in agent view only. A hold takes no money: its summary says what the upgrade will ask.
 */
export function StaySummary({ stay, extras, chosen, when = 'either' }: StaySummaryProps) {
  const [agentView] = useAgentView();
  const t = texts.summary;
  const lines = chosen
    .map((c) => ({ chosen: c, extra: extras.find((e) => e.extraId === c.extraId) }))
    .filter((l): l is { chosen: ChosenExtra; extra: OptionalExtra } => Boolean(l.extra));
  const money = stayMoney({
    villa: { nights: stay.nights, ...stay.price },
    extras: lines.map(({ chosen: c, extra }) => ({
      name: `${extra.extraName}${c.quantity > 1 ? ` x ${c.quantity}` : ''}`,
      amount: toPounds(toPence(extra.stayPrice ?? 0) * c.quantity),
    })),
    deposit: stay.deposit,
  });
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
        {money.lines.map((line) => (
          <div key={line.name}>
            <dt>
              {line.name}
              {line.kind === 'extra' ? <NotCommissionable className="money-list__note" /> : null}
            </dt>
            <dd>{formatMoney(line.amount)}</dd>
          </div>
        ))}
        <div className="money-list__total">
          <dt>{t.total}</dt>
          <dd>{formatMoney(money.total)}</dd>
        </div>
        {when === 'reserve' ? (
          <div>
            <dt>{t.reserveNothingDue}</dt>
            <dd>{formatMoney(0)}</dd>
          </div>
        ) : null}
        {money.deposit !== null ? (
          <>
            <div>
              <dt>{t.deposit(when)}</dt>
              <dd>{formatMoney(money.deposit)}</dd>
            </div>
            <div>
              <dt>{t.balance}</dt>
              <dd>{formatMoney(money.balance)}</dd>
            </div>
            <div>
              <dt>{t.balanceDue}</dt>
              <dd>{formatDate(money.balanceDue)}</dd>
            </div>
          </>
        ) : (
          <div>
            <dt>{t.fullBalance(when)}</dt>
            <dd>{formatMoney(money.total)}</dd>
          </div>
        )}
        {agentView ? (
          <div className="commission">
            <dt>{t.commission(stay.agentCommission.rate)}</dt>
            <dd>{formatMoney(stay.agentCommission.amount)}</dd>
          </div>
        ) : null}
      </dl>
      {when === 'reserve' ? <p className="strapline">{bookingTexts.holdTakesNoPayment}</p> : null}
      {money.depositBasis ? <p className="strapline">{money.depositBasis}</p> : null}
      <p className="strapline">{texts.priceIncludes}</p>
    </section>
  );
}
