import { organisationCommissionEndpoints } from '@villa/shared/contract';
import { formatDate, formatMoney } from '@villa/shared/format';
import { endpointQuery, queryOptions, useQuery } from '@villa/shared/query';
import { adminTexts } from '@villa/shared/texts';
import { Alert, Spinner } from '@villa/shared/ui';

const t = adminTexts.commissionStatements;

const statementsQuery = () =>
  queryOptions(
    endpointQuery(organisationCommissionEndpoints.commissionStatements, {
      showErrorDialog: false,
    }),
  );

/** The organisation's commission statements, newest month first, paid or not. */
export function CommissionStatements() {
  const list = useQuery(statementsQuery());
  let body;
  if (list.isPending) body = <Spinner label={t.loading} />;
  else if (list.isError) {
    body = (
      <Alert variant="danger" live>
        <p>{t.failed}</p>
        <button type="button" className="button button--small" onClick={() => void list.refetch()}>
          {t.retry}
        </button>
      </Alert>
    );
  } else if (list.data.statements.length === 0) body = <p>{t.none}</p>;
  else {
    body = (
      <div className="table-scroll">
        <table className="data-table">
          <caption className="visually-hidden">{t.caption}</caption>
          <thead>
            <tr>
              <th scope="col">{t.month}</th>
              <th scope="col" className="numeric">
                {t.bookings}
              </th>
              <th scope="col" className="numeric">
                {t.commission}
              </th>
              <th scope="col">{t.status}</th>
            </tr>
          </thead>
          <tbody>
            {list.data.statements.map((s) => (
              <tr key={s.month}>
                <th scope="row">{formatDate(`${s.month}-01`, 'MMMM YYYY')}</th>
                <td className="numeric">{s.lines.length}</td>
                <td className="numeric">{formatMoney(s.commission)}</td>
                <td>
                  {s.paidAt
                    ? t.paidOn(formatDate(s.paidAt.slice(0, 10)), formatMoney(s.paidAmount))
                    : t.unpaid}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    );
  }
  return (
    <section className="card" aria-labelledby="commission-statements">
      <h2 id="commission-statements">{t.heading}</h2>
      <p className="muted">{t.intro}</p>
      {body}
    </section>
  );
}
