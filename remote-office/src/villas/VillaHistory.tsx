import { officeVillaLabels } from '@villa/shared/contract';
import { formatUkDateTime } from '@villa/shared/format';
import { useQuery } from '@villa/shared/query';
import { Alert, Spinner } from '@villa/shared/ui';
import { auditQuery } from '../api';
import { officeTexts } from '../texts';

const t = officeTexts.villa;

/** A value of the log as a person reads it: text as is, lists and objects in short. */
function shown(value: unknown): string {
  if (value === null || value === undefined || value === '') return t.empty;
  if (typeof value === 'string') return value.length > 80 ? `${value.slice(0, 79)}…` : value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  const json = JSON.stringify(value);
  return json.length > 80 ? `${json.slice(0, 79)}…` : json;
}

const labelOf = (key: string) => (officeVillaLabels as Record<string, string>)[key] ?? key;

/** Each changed field of an entry: `before → after`, counts and descriptions field by field. */
function changesOf(before: unknown, after: unknown): { field: string; from: string; to: string }[] {
  const was = (before ?? {}) as Record<string, unknown>;
  const now = (after ?? {}) as Record<string, unknown>;
  const keys = [...new Set([...Object.keys(was), ...Object.keys(now)])];
  return keys.flatMap((key) => {
    const a = was[key];
    const b = now[key];
    const nested = (x: unknown) => x !== null && typeof x === 'object' && !Array.isArray(x);
    if ((key === 'counts' || key === 'descriptions') && (nested(a) || nested(b))) {
      return changesOf(a, b);
    }
    return [{ field: labelOf(key), from: before ? shown(a) : '', to: after ? shown(b) : '' }];
  });
}

/** The villa's history from the audit log: who, when, what, before → after; newest first. */
export function VillaHistory({ villaId }: { villaId: number }) {
  const history = useQuery(auditQuery('villa', villaId));
  return (
    <section className="card" aria-labelledby="villa-history">
      <h2 id="villa-history">{t.historyHeading}</h2>
      {history.isPending ? <Spinner label={t.historyLoading} /> : null}
      {history.isError ? (
        <Alert variant="danger" live>
          <p>{t.historyFailed}</p>
          <button
            type="button"
            className="button button--small"
            onClick={() => void history.refetch()}
          >
            {officeTexts.villas.retry}
          </button>
        </Alert>
      ) : null}
      {history.data && history.data.entries.length === 0 ? (
        <p className="muted">{t.historyEmpty}</p>
      ) : null}
      {history.data && history.data.entries.length > 0 ? (
        <div className="table-scroll">
          <table className="data-table data-table--compact">
            <caption className="visually-hidden">{t.historyLabel}</caption>
            <thead>
              <tr>
                <th scope="col">{t.when}</th>
                <th scope="col">{t.who}</th>
                <th scope="col">{t.what}</th>
                <th scope="col">{t.change}</th>
              </tr>
            </thead>
            <tbody>
              {history.data.entries.map((entry, i) => {
                // A creation lists every field: its values alone say what the villa was made with.
                const changes = entry.before === null ? [] : changesOf(entry.before, entry.after);
                return (
                  <tr key={`${entry.at}-${i}`}>
                    <td>{formatUkDateTime(entry.at)}</td>
                    <td>{entry.staffEmail}</td>
                    <td>{t.actions[entry.action] ?? entry.action}</td>
                    <td>
                      {changes.length ? (
                        <ul className="office-changes">
                          {changes.map((c) => (
                            <li key={c.field}>
                              <strong>{c.field}</strong>: {c.from} → {c.to}
                            </li>
                          ))}
                        </ul>
                      ) : null}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}
