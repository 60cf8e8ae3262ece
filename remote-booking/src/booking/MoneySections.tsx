import type { BookingResponse } from '@villa/shared/contract';
import { formatDate, formatMoney } from '@villa/shared/format';
import { useAgentView } from '@villa/shared/store';
import { texts } from '../texts';
import { formatDateTime } from './formatting';
import { Section } from './Section';

const t = texts.detail;

/** What the customer pays for: villa, discounts, extras and custom extras, and the total. */
export function CustomerBreakdown({ booking }: { booking: BookingResponse }) {
  return (
    <Section id="breakdown" title={t.breakdown}>
      <dl className="money-list">
        {booking.customerBreakdown.map((line, i) => (
          <div key={`${line.name}-${i}`}>
            <dt>{line.name}</dt>
            <dd>{formatMoney(line.amount)}</dd>
          </div>
        ))}
        <div className="money-list__total">
          <dt>{t.total}</dt>
          <dd>{formatMoney(booking.total)}</dd>
        </div>
      </dl>
      <p className="strapline">{texts.priceIncludes}</p>
    </Section>
  );
}

/** Commission figures (agent view only) and the balance. */
export function AgentSummary({ booking }: { booking: BookingResponse }) {
  const [agentView] = useAgentView();
  const s = booking.agentSummary;
  return (
    <Section id="agent-summary" title={t.agentSummary}>
      <dl className="money-list">
        {agentView ? (
          <>
            <div>
              <dt>{t.commissionable}</dt>
              <dd>{formatMoney(s.agentTotalCommissionable)}</dd>
            </div>
            <div>
              <dt>
                {t.nonCommissionable}
                <span className="money-list__note">{texts.notCommissionable}</span>
              </dt>
              <dd>{formatMoney(s.agentTotalNonCommissionable)}</dd>
            </div>
            <div>
              <dt>{t.commissionRate}</dt>
              <dd>{s.commissionRate}%</dd>
            </div>
            <div className="commission">
              <dt>{t.commission}</dt>
              <dd>{formatMoney(s.commissionAmount)}</dd>
            </div>
            {s.vatRate !== undefined && s.vatAmount !== undefined ? (
              <div>
                <dt>{t.vat(s.vatRate)}</dt>
                <dd>{formatMoney(s.vatAmount)}</dd>
              </div>
            ) : null}
          </>
        ) : null}
        <div>
          <dt>{t.paymentsReceived}</dt>
          <dd>{formatMoney(s.paymentsReceived)}</dd>
        </div>
        <div className="money-list__total">
          <dt>{t.outstanding}</dt>
          <dd>{formatMoney(s.outstandingBalance)}</dd>
        </div>
      </dl>
      {agentView ? null : <p className="muted">{t.agentViewOff}</p>}
    </Section>
  );
}

/**
 * Payments received (PAYPENDING and BOOKING only), or "No payments have been received"; then
 * the card payments that were declined, so a decline leaves a trace where the Payment
 * Declined dialog sends the agent.
 */
export function PaymentsList({ booking }: { booking: BookingResponse }) {
  const d = booking.depositInfo;
  const declined = booking.declinedPayments;
  return (
    <>
      <p>
        {d.available && d.balanceDue
          ? t.depositInfo(formatMoney(d.amount), formatDate(d.balanceDue))
          : t.fullBalanceInfo(formatMoney(d.amount))}
      </p>
      {booking.payments.length === 0 ? (
        <p className="muted">
          {declined.length === 0 ? texts.noPayments : t.noPaymentsButDeclined(declined.length)}
        </p>
      ) : (
        <div className="table-wrap">
          <table className="data-table">
            <thead>
              <tr>
                <th scope="col">{t.payType}</th>
                <th scope="col">{t.payRef}</th>
                <th scope="col">{t.payDate}</th>
                <th scope="col" className="num">
                  {t.payAmount}
                </th>
              </tr>
            </thead>
            <tbody>
              {booking.payments.map((p) => (
                <tr key={p.payReference}>
                  <td>{p.payTypeDesc}</td>
                  <td>{p.payReference}</td>
                  <td>{formatDateTime(p.payDate)}</td>
                  <td className="num">{formatMoney(p.payAmount)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {declined.length > 0 ? (
        <div className="table-wrap">
          <table className="data-table">
            <caption>{t.declinedPayments}</caption>
            <thead>
              <tr>
                <th scope="col">{t.payDate}</th>
                <th scope="col">{t.declinedCard}</th>
                <th scope="col" className="num">
                  {t.payAmount}
                </th>
                <th scope="col">{t.declinedOutcome}</th>
              </tr>
            </thead>
            <tbody>
              {declined.map((p, i) => (
                <tr key={`${p.declinedAt}-${i}`}>
                  <td>{formatDateTime(p.declinedAt)}</td>
                  <td>{t.cardEnding(p.cardLastFour)}</td>
                  <td className="num">{formatMoney(p.amount)}</td>
                  <td>{t.declined(p.reason)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </>
  );
}
