import type { AccountsBalanceDue, AccountsPaymentReceived } from '@villa/shared/contract';
import { formatDate, formatMoney } from '@villa/shared/format';
import { useSessionStore } from '@villa/shared/store';
import { adminTexts } from '@villa/shared/texts';
import { BankDetails, DataTable, type DataTableColumn } from '@villa/shared/villa-ui';
import { DashboardFigures, StatList } from '../components/DashboardFigures';
import { CommissionStatements } from '../components/CommissionStatements';
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

const dueColumns: DataTableColumn<AccountsBalanceDue>[] = [
  {
    label: t.dueBy,
    className: 'nowrap',
    cell: (due) => (
      <>
        {dueByText(due)}
        {due.overdue ? <span className="overdue-badge">{t.overdueBadge}</span> : null}
      </>
    ),
  },
  { label: t.bookRef, rowHeader: true, cell: (due) => due.bookRef },
  { label: t.client, cell: (due) => due.client || '—' },
  { label: t.agent, cell: (due) => due.agentName },
  { label: t.property, cell: (due) => due.propertyCode },
  { label: t.arrival, className: 'nowrap', cell: (due) => formatDate(due.arrival) },
  { label: t.what, cell: (due) => t.kinds[due.kind] },
  { label: t.amount, numeric: true, cell: (due) => formatMoney(due.amount) },
];

function BalancesDue({ items }: { items: AccountsBalanceDue[] }) {
  if (items.length === 0) return <p className="card">{t.dueEmpty}</p>;
  return (
    <div className="card card--flush table-scroll">
      <DataTable
        caption={t.dueHeading}
        columns={dueColumns}
        rows={items}
        rowKey={(due) => `${due.bookRef}-${due.kind}`}
        rowClassName={(due) => (due.overdue ? 'is-overdue' : undefined)}
        variant="stack"
      />
    </div>
  );
}

const paymentColumns: DataTableColumn<AccountsPaymentReceived>[] = [
  { label: t.paidOn, className: 'nowrap', cell: (p) => formatDate(p.payDate) },
  { label: t.bookRef, rowHeader: true, cell: (p) => p.bookRef },
  { label: t.client, cell: (p) => p.client || '—' },
  { label: t.agent, cell: (p) => p.agentName },
  { label: t.method, cell: (p) => p.payTypeDesc },
  { label: t.reference, className: 'break-all', cell: (p) => p.payReference },
  { label: t.amount, numeric: true, cell: (p) => formatMoney(p.payAmount) },
];

function PaymentsReceived({ items }: { items: AccountsPaymentReceived[] }) {
  if (items.length === 0) return <p className="card">{t.paymentsEmpty}</p>;
  return (
    <div className="card card--flush table-scroll">
      <DataTable
        caption={t.paymentsHeading}
        columns={paymentColumns}
        rows={items}
        rowKey={(p) => p.payReference}
        variant="stack"
      />
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
      <CommissionStatements />
    </RoleDashboard>
  );
}
