import type { OrganisationDashboardResponse } from '@villa/shared/contract';
import { formatMoney } from '@villa/shared/format';
import { adminTexts } from '@villa/shared/texts';
import { DashboardFigures, StatList } from '../components/DashboardFigures';
import { RoleDashboard } from '../components/RoleDashboard';

const t = adminTexts.organisation;

function AgentsTable({ data }: { data: OrganisationDashboardResponse }) {
  if (data.agents.length === 0) return <p className="card">{t.empty}</p>;
  return (
    <div className="card card--flush table-scroll">
      <table className="data-table data-table--stack">
        <caption className="visually-hidden">{t.figuresHeading}</caption>
        <thead>
          <tr>
            <th scope="col">{t.agent}</th>
            <th scope="col" className="number">
              {t.bookings}
            </th>
            <th scope="col" className="number">
              {t.confirmed}
            </th>
            <th scope="col" className="number">
              {t.bookedValue}
            </th>
            <th scope="col" className="number">
              {t.commission}
            </th>
          </tr>
        </thead>
        <tbody>
          {data.agents.map((agent) => (
            <tr key={agent.userId}>
              <th scope="row" data-label={t.agent}>
                <span className="data-table__main">{agent.name}</span>
                <span className="data-table__sub">
                  {agent.email}
                  {agent.signupComplete ? null : (
                    <span className="count-badge">{t.signupIncomplete}</span>
                  )}
                </span>
              </th>
              <td data-label={t.bookings} className="number">
                {agent.bookings}
              </td>
              <td data-label={t.confirmed} className="number">
                {agent.confirmed}
              </td>
              <td data-label={t.bookedValue} className="number">
                {formatMoney(agent.bookedValue)}
              </td>
              <td data-label={t.commission} className="number">
                {formatMoney(agent.commission)}
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" data-label={t.agent}>
              {t.total}
            </th>
            <td data-label={t.bookings} className="number">
              {data.totals.bookings}
            </td>
            <td data-label={t.confirmed} className="number">
              {data.totals.confirmed}
            </td>
            <td data-label={t.bookedValue} className="number">
              {formatMoney(data.totals.bookedValue)}
            </td>
            <td data-label={t.commission} className="number">
              {formatMoney(data.totals.commission)}
            </td>
          </tr>
        </tfoot>
      </table>
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
    </RoleDashboard>
  );
}
