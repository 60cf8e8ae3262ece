import { DataTable } from '@villa/shared/villa-ui';
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
    // Stacked rows on a phone, as the other dashboard tables: four columns do not fit 390 px.
    body = (
      <div className="table-cards">
        <DataTable
          caption={t.caption}
          variant="stack"
          rows={list.data.statements}
          rowKey={(s) => s.month}
          columns={[
            {
              label: t.month,
              rowHeader: true,
              cell: (s) => formatDate(`${s.month}-01`, 'MMMM YYYY'),
            },
            { label: t.bookings, numeric: true, cell: (s) => s.lines.length },
            { label: t.commission, numeric: true, cell: (s) => formatMoney(s.commission) },
            {
              label: t.status,
              cell: (s) =>
                s.paidAt
                  ? t.paidOn(formatDate(s.paidAt.slice(0, 10)), formatMoney(s.paidAmount))
                  : t.unpaid,
            },
          ]}
        />
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
