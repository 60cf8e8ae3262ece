import type { AccountsBalanceDue, AccountsPaymentReceived } from '@villa/shared/contract';
import { formatDate, formatMoney } from '@villa/shared/format';
import { useSessionStore } from '@villa/shared/store';
import { adminTexts } from '@villa/shared/texts';
import { BankDetails } from '@villa/shared/villa-ui';
import { DashboardFigures, StatList } from '../components/DashboardFigures';
import { RoleDashboard } from '../components/RoleDashboard';

const t = adminTexts.accounts;

/**
 * The first payment's deadline is a moment (24 hours after booking): date and time. A balance is
 * due on a day: the date only, as the booking page shows it.
 */
function dueByText(due: AccountsBalanceDue) {
  return due.kind === 'BALANCE'
    ? formatDate(due.dueBy.slice(0, 10))
    : formatDate(due.dueBy, 'DD MMM YYYY, HH:mm');
}

function BalancesDue({ items }: { items: AccountsBalanceDue[] }) {
  if (items.length === 0) return <p className="card">{t.dueEmpty}</p>;
  return (
    <div className="card card--flush table-scroll">
      <table className="data-table data-table--stack">
        <caption className="visually-hidden">{t.dueHeading}</caption>
        <thead>
          <tr>
            <th scope="col">{t.dueBy}</th>
            <th scope="col">{t.bookRef}</th>
            <th scope="col">{t.client}</th>
            <th scope="col">{t.agent}</th>
            <th scope="col">{t.property}</th>
            <th scope="col">{t.arrival}</th>
            <th scope="col">{t.what}</th>
            <th scope="col" className="number">
              {t.amount}
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((due) => (
            <tr
              key={`${due.bookRef}-${due.kind}`}
              className={due.overdue ? 'is-overdue' : undefined}
            >
              <td data-label={t.dueBy} className="nowrap">
                {dueByText(due)}
                {due.overdue ? <span className="overdue-badge">{t.overdueBadge}</span> : null}
              </td>
              <th scope="row" data-label={t.bookRef}>
                {due.bookRef}
              </th>
              <td data-label={t.client}>{due.client || '—'}</td>
              <td data-label={t.agent}>{due.agentName}</td>
              <td data-label={t.property}>{due.propertyCode}</td>
              <td data-label={t.arrival} className="nowrap">
                {formatDate(due.arrival)}
              </td>
              <td data-label={t.what}>{t.kinds[due.kind]}</td>
              <td data-label={t.amount} className="number">
                {formatMoney(due.amount)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function PaymentsReceived({ items }: { items: AccountsPaymentReceived[] }) {
  if (items.length === 0) return <p className="card">{t.paymentsEmpty}</p>;
  return (
    <div className="card card--flush table-scroll">
      <table className="data-table data-table--stack">
        <caption className="visually-hidden">{t.paymentsHeading}</caption>
        <thead>
          <tr>
            <th scope="col">{t.paidOn}</th>
            <th scope="col">{t.bookRef}</th>
            <th scope="col">{t.client}</th>
            <th scope="col">{t.agent}</th>
            <th scope="col">{t.method}</th>
            <th scope="col">{t.reference}</th>
            <th scope="col" className="number">
              {t.amount}
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((p) => (
            <tr key={p.payReference}>
              <td data-label={t.paidOn} className="nowrap">
                {formatDate(p.payDate)}
              </td>
              <th scope="row" data-label={t.bookRef}>
                {p.bookRef}
              </th>
              <td data-label={t.client}>{p.client || '—'}</td>
              <td data-label={t.agent}>{p.agentName}</td>
              <td data-label={t.method}>{p.payTypeDesc}</td>
              <td data-label={t.reference} className="break-all">
                {p.payReference}
              </td>
              <td data-label={t.amount} className="number">
                {formatMoney(p.payAmount)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Where customers pay a balance by transfer: the provider's account from its settings. */
function BankTransferCard() {
  const provider = useSessionStore((s) => s.config?.provider);
  return (
    <section className="card dashboard-bank" aria-labelledby="accounts-bank">
      <h2 id="accounts-bank">{t.bankHeading}</h2>
      {provider ? (
        <BankDetails bank={provider.bankTransfer} demo={provider.demo} />
      ) : (
        <p>{t.bankPending}</p>
      )}
    </section>
  );
}

/** The ACCOUNTS role's only page: balances due with their dates, overdue, payments received. */
export default function AccountsDashboardPage() {
  return (
    <RoleDashboard texts={t}>
      <DashboardFigures dashboard="accounts" loading={t.loading} failed={t.failed}>
        {(data) => (
          <div className="admin-stack dashboard-figures">
            <StatList
              items={[
                {
                  label: t.stats.due,
                  value: formatMoney(data.totals.due),
                  note: t.stats.overdueCount(data.balancesDue.length),
                },
                {
                  label: t.stats.overdue,
                  value: formatMoney(data.totals.overdue),
                  note: t.stats.overdueCount(data.totals.overdueCount),
                },
                {
                  label: t.stats.received(data.year),
                  value: formatMoney(data.totals.receivedThisYear),
                },
              ]}
            />
            <section className="admin-stack" aria-labelledby="accounts-due">
              <h2 id="accounts-due">{t.dueHeading}</h2>
              <p className="muted">{t.dueIntro}</p>
              <BalancesDue items={data.balancesDue} />
            </section>
            <section className="admin-stack" aria-labelledby="accounts-received">
              <h2 id="accounts-received">{t.paymentsHeading}</h2>
              {data.paymentsReceived.length > 0 ? (
                <p className="muted">{t.paymentsIntro(data.paymentsReceived.length)}</p>
              ) : null}
              <PaymentsReceived items={data.paymentsReceived} />
            </section>
          </div>
        )}
      </DashboardFigures>
      <BankTransferCard />
    </RoleDashboard>
  );
}
