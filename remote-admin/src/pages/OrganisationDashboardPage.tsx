import type { OrganisationDashboardResponse } from '@villa/shared/contract';
import { formatMoney } from '@villa/shared/format';
import { adminTexts } from '@villa/shared/texts';
import { DataTable, type DataTableColumn } from '@villa/shared/villa-ui';
import { DashboardFigures, StatList } from '../components/DashboardFigures';
import { CommissionStatements } from '../components/CommissionStatements';
import { RoleDashboard } from '../components/RoleDashboard';

const t = adminTexts.organisation;

type Agent = OrganisationDashboardResponse['agents'][number];

const agentColumns: DataTableColumn<Agent>[] = [
  {
    label: t.agent,
    rowHeader: true,
    cell: (agent) => (
      <>
        <span className="data-table__main">{agent.name}</span>
        <span className="data-table__sub">
          {agent.email}
          {agent.signupComplete ? null : <span className="count-badge">{t.signupIncomplete}</span>}
        </span>
      </>
    ),
  },
  { label: t.bookings, numeric: true, cell: (agent) => agent.bookings },
  { label: t.confirmed, numeric: true, cell: (agent) => agent.confirmed },
  { label: t.bookedValue, numeric: true, cell: (agent) => formatMoney(agent.bookedValue) },
  { label: t.commission, numeric: true, cell: (agent) => formatMoney(agent.commission) },
];

function AgentsTable({ data }: { data: OrganisationDashboardResponse }) {
  if (data.agents.length === 0) return <p className="card">{t.empty}</p>;
  return (
    <div className="card card--flush table-scroll">
      <DataTable
        caption={t.figuresHeading}
        columns={agentColumns}
        rows={data.agents}
        rowKey={(agent) => String(agent.userId)}
        variant="stack"
        footer={{
          [t.agent]: t.total,
          [t.bookings]: data.totals.bookings,
          [t.confirmed]: data.totals.confirmed,
          [t.bookedValue]: formatMoney(data.totals.bookedValue),
          [t.commission]: formatMoney(data.totals.commission),
        }}
      />
    </div>
  );
}

/** The ORGANISATION role's only page: its agents, their bookings and commission this year. */
export default function OrganisationDashboardPage() {
  return (
    <RoleDashboard texts={t}>
      <section className="admin-stack dashboard-figures" aria-labelledby="organisation-figures">
        <h2 id="organisation-figures">{t.figuresHeading}</h2>
        <DashboardFigures dashboard="organisation" loading={t.loading} failed={t.failed}>
          {(data) => (
            <>
              <p className="muted">{t.figuresIntro(data.year)}</p>
              <StatList
                items={[
                  { label: t.stats.bookings, value: String(data.totals.bookings) },
                  { label: t.stats.confirmed, value: String(data.totals.confirmed) },
                  { label: t.stats.bookedValue, value: formatMoney(data.totals.bookedValue) },
                  { label: t.stats.commission, value: formatMoney(data.totals.commission) },
                ]}
              />
              <AgentsTable data={data} />
            </>
          )}
        </DashboardFigures>
      </section>
      <CommissionStatements />
    </RoleDashboard>
  );
}
