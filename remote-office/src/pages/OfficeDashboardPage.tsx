import { useQuery } from '@villa/shared/query';
import { formatUkDateTime } from '@villa/shared/format';
import { Alert, Spinner } from '@villa/shared/ui';
import { auditQuery, officeMeQuery } from '../api';
import { officeTexts } from '../texts';
import '../office.css';

const t = officeTexts.dashboard;

function Retry({ onRetry }: { onRetry: () => void }) {
  return (
    <button type="button" className="button button--small" onClick={onRetry}>
      {t.retry}
    </button>
  );
}

/** The staff member's own account's history: enrolment, recovery codes spent. */
function AccountHistory({ staffId }: { staffId: number }) {
  const history = useQuery(auditQuery('staff', staffId));
  if (history.isPending) return <Spinner label={t.historyLoading} />;
  if (history.isError) {
    return (
      <Alert variant="danger" live>
        <p>{t.historyFailed}</p>
        <Retry onRetry={() => void history.refetch()} />
      </Alert>
    );
  }
  if (history.data.entries.length === 0) return <p className="muted">{t.historyEmpty}</p>;
  return (
    <div className="table-scroll">
      <table className="data-table data-table--compact">
        <thead>
          <tr>
            <th scope="col">{t.when}</th>
            <th scope="col">{t.what}</th>
          </tr>
        </thead>
        <tbody>
          {history.data.entries.map((entry, i) => {
            const left = (entry.after as { recoveryCodesLeft?: unknown } | null)?.recoveryCodesLeft;
            return (
              <tr key={`${entry.at}-${i}`}>
                <td>{formatUkDateTime(entry.at)}</td>
                <td>
                  {t.actions[entry.action] ?? entry.action}
                  {typeof left === 'number' ? ` (${t.recoveryLeft(left)})` : null}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/**
 * /office: the office's landing page. Only what works is shown: who is signed in and their
 * account's history; the sections come in the office menu as they open.
 */
export default function OfficeDashboardPage() {
  const me = useQuery(officeMeQuery());
  return (
    <>
      <div className="page-heading">
        <h1>{t.heading}</h1>
        <p>{t.intro}</p>
      </div>
      <div className="office-grid">
        <section className="card" aria-labelledby="office-who">
          <h2 id="office-who">{t.whoHeading}</h2>
          {me.isPending ? <Spinner label={t.loading} /> : null}
          {me.isError ? (
            <Alert variant="danger" live>
              <p>{t.failed}</p>
              <Retry onRetry={() => void me.refetch()} />
            </Alert>
          ) : null}
          {me.data ? (
            <dl className="facts">
              <div>
                <dt>{t.emailLabel}</dt>
                <dd>{me.data.staff.email}</dd>
              </div>
              <div>
                <dt>{t.roleLabel}</dt>
                <dd>{t.role[me.data.staff.role]}</dd>
              </div>
            </dl>
          ) : null}
        </section>
        {me.data ? (
          <section className="card" aria-labelledby="office-history">
            <h2 id="office-history">{t.historyHeading}</h2>
            <AccountHistory staffId={me.data.staff.id} />
          </section>
        ) : null}
      </div>
    </>
  );
}
