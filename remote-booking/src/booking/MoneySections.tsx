import type { BookingResponse } from '@villa/shared/contract';
import { formatDate, formatMoney } from '@villa/shared/format';
import { useAgentView } from '@villa/shared/store';
import { DataTable, NotCommissionable, type DataTableColumn } from '@villa/shared/villa-ui';
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

/**
 * Commission figures (agent view only) and the balance; a quotation owes nothing, so it shows
 * neither payments nor a balance (its booking, once made, has them).
 */
export function AgentSummary({ booking }: { booking: BookingResponse }) {
  const [agentView] = useAgentView();
  const s = booking.agentSummary;
  const quotation = booking.bookingInfo.bookStatusCode === 'QUOTATION';
  return (
    <Section id="agent-summary" title={t.agentSummary}>
      {agentView || !quotation ? (
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
                  <NotCommissionable className="money-list__note" />
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
          {quotation ? null : (
            <>
              <div>
                <dt>{t.paymentsReceived}</dt>
                <dd>{formatMoney(s.paymentsReceived)}</dd>
              </div>
              <div className="money-list__total">
                <dt>{t.outstanding}</dt>
                <dd>{formatMoney(s.outstandingBalance)}</dd>
              </div>
            </>
          )}
        </dl>
      ) : null}
      {agentView ? null : <p className="muted">{t.agentViewOff}</p>}
    </Section>
  );
}

interface Column {
  title: string;
  numeric?: boolean;
}

/** A table of money rows (payments received, declined card payments). */
function MoneyTable(props: {
  caption?: string;
  columns: Column[];
  rows: { key: string; cells: string[] }[];
}) {
  const columns = props.columns.map((column, i): DataTableColumn<{ cells: string[] }> => ({
    label: column.title,
    numeric: column.numeric,
    cell: (row) => row.cells[i],
  }));
  return (
    <div className="table-wrap">
      <DataTable
        caption={props.caption}
        showCaption
        columns={columns}
        rows={props.rows}
        rowKey={(row) => row.key}
        variant="dense"
      />
    </div>
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
        <MoneyTable
          columns={[
            { title: t.payType },
            { title: t.payRef },
            { title: t.payDate },
            { title: t.payAmount, numeric: true },
          ]}
          rows={booking.payments.map((p) => ({
            key: p.payReference,
            cells: [
              p.payTypeDesc,
              p.payReference,
              formatDateTime(p.payDate),
              formatMoney(p.payAmount),
            ],
          }))}
        />
      )}
      {declined.length > 0 ? (
        <MoneyTable
          caption={t.declinedPayments}
          columns={[
            { title: t.payDate },
            { title: t.declinedCard },
            { title: t.payAmount, numeric: true },
            { title: t.declinedOutcome },
          ]}
          rows={declined.map((p, i) => ({
            key: `${p.declinedAt}-${i}`,
            cells: [
              formatDateTime(p.declinedAt),
              t.cardEnding(p.cardLastFour),
              formatMoney(p.amount),
              t.declined(p.reason),
            ],
          }))}
        />
      ) : null}
    </>
  );
}
