import { useId, useState, type FormEvent } from 'react';
import * as v from 'valibot';
import {
  LEDGER_KIND_LABELS,
  LEDGER_METHODS,
  LEDGER_METHOD_LABELS,
  ledgerQuerySchema,
  ukWallClockOf,
  addDaysIso,
  type LedgerMethod,
  type LedgerQuery,
  type LedgerTotals,
} from '@villa/shared/contract';
import { formatDate, formatMoney, formatUkDateTime } from '@villa/shared/format';
import { useQuery } from '@villa/shared/query';
import { useSearchParams } from '@villa/shared/router';
import { Alert, Spinner } from '@villa/shared/ui';
import { officeTexts } from '../texts';
import { apiMessageOf } from '../villas/villaApi';
import { downloadLedgerCsv, ledgerQuery } from './ledgerApi';
import '../office.css';

const t = officeTexts.ledger;

/** The last 30 UK days, today included: what the page shows first. */
function defaultQuery(nowMs = Date.now()): LedgerQuery {
  const today = ukWallClockOf(nowMs).day;
  return { from: addDaysIso(today, -29), to: today, method: '' };
}

function queryOfUrl(search: URLSearchParams): LedgerQuery {
  const fallback = defaultQuery();
  const method = search.get('method') ?? '';
  return {
    from: search.get('from') || fallback.from,
    to: search.get('to') || fallback.to,
    method: (LEDGER_METHODS as readonly string[]).includes(method) ? (method as LedgerMethod) : '',
  };
}

type FieldErrors = Partial<Record<'from' | 'to' | 'method', string>>;

function problemsOf(query: LedgerQuery): FieldErrors {
  const checked = v.safeParse(ledgerQuerySchema, query);
  if (checked.success) return {};
  const errors: FieldErrors = {};
  for (const issue of checked.issues) {
    const key = issue.path?.[0]?.key as keyof FieldErrors | undefined;
    if (key && !errors[key]) errors[key] = issue.message;
  }
  return errors;
}

function Filters({ query, onSearch }: { query: LedgerQuery; onSearch: (q: LedgerQuery) => void }) {
  const ids = { from: useId(), to: useId(), method: useId() };
  const [from, setFrom] = useState(query.from);
  const [to, setTo] = useState(query.to);
  const [method, setMethod] = useState<LedgerQuery['method']>(query.method);
  const [errors, setErrors] = useState<FieldErrors>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = { from, to, method };
    const found = problemsOf(next);
    setErrors(found);
    if (Object.keys(found).length === 0) onSearch(next);
  };
  const error = (field: keyof FieldErrors) =>
    errors[field] ? (
      <p id={`${ids[field]}-error`} className="field__error">
        {errors[field]}
      </p>
    ) : null;
  const described = (field: keyof FieldErrors) =>
    errors[field] ? { 'aria-invalid': true, 'aria-describedby': `${ids[field]}-error` } : {};

  return (
    <form role="search" className="office-filters" onSubmit={submit} noValidate>
      <div className="field">
        <label htmlFor={ids.from}>{t.from}</label>
        <input
          id={ids.from}
          type="date"
          value={from}
          onChange={(e) => setFrom(e.target.value)}
          {...described('from')}
        />
        {error('from')}
      </div>
      <div className="field">
        <label htmlFor={ids.to}>{t.to}</label>
        <input
          id={ids.to}
          type="date"
          value={to}
          onChange={(e) => setTo(e.target.value)}
          {...described('to')}
        />
        {error('to')}
      </div>
      <div className="field">
        <label htmlFor={ids.method}>{t.method}</label>
        <select
          id={ids.method}
          value={method}
          onChange={(e) => setMethod(e.target.value as LedgerQuery['method'])}
        >
          <option value="">{t.anyMethod}</option>
          {LEDGER_METHODS.map((m) => (
            <option key={m} value={m}>
              {LEDGER_METHOD_LABELS[m]}
            </option>
          ))}
        </select>
      </div>
      <div className="form-actions">
        <button type="submit" className="button button--primary">
          {t.show}
        </button>
      </div>
    </form>
  );
}

function Totals({ totals, label }: { totals: LedgerTotals; label: string }) {
  return (
    <dl className="office-ledger-totals" role="group" aria-label={label}>
      <div>
        <dt>{t.received}</dt>
        <dd>{formatMoney(totals.received)}</dd>
      </div>
      <div>
        <dt>{t.refunded}</dt>
        <dd>{formatMoney(totals.refunded)}</dd>
      </div>
      <div>
        <dt>{t.net}</dt>
        <dd>{formatMoney(totals.net)}</dd>
      </div>
      <div>
        <dt>{t.declined}</dt>
        <dd>{t.declinedValue(formatMoney(totals.declined), totals.declines)}</dd>
      </div>
    </dl>
  );
}

/**
 * /office/payments: the ledger of card payments, declines, bank payments and refunds by UK day
 * with totals, filtered by range and method (kept in the URL), and its CSV for the accounts.
 */
export default function LedgerPage() {
  const [search, setSearch] = useSearchParams();
  const query = queryOfUrl(search);
  const ledger = useQuery(ledgerQuery(query));
  const [csvFailed, setCsvFailed] = useState(false);

  const onSearch = (next: LedgerQuery) => {
    const params = new URLSearchParams({ from: next.from, to: next.to });
    if (next.method) params.set('method', next.method);
    setSearch(params);
  };
  const exportCsv = async () => {
    setCsvFailed(false);
    try {
      await downloadLedgerCsv(query);
    } catch {
      setCsvFailed(true);
    }
  };

  let body;
  if (ledger.isPending) body = <Spinner label={t.loading} />;
  else if (ledger.isError) {
    body = (
      <Alert variant="danger" live>
        <p>{apiMessageOf(ledger.error) ?? t.failed}</p>
        <button
          type="button"
          className="button button--small"
          onClick={() => void ledger.refetch()}
        >
          {t.retry}
        </button>
      </Alert>
    );
  } else {
    const { days, totals } = ledger.data;
    body = (
      <>
        <section className="card" aria-labelledby="ledger-totals">
          <h2 id="ledger-totals">{t.rangeTotals(formatDate(query.from), formatDate(query.to))}</h2>
          <Totals totals={totals} label={t.rangeTotalsLabel} />
          <button type="button" className="button" onClick={() => void exportCsv()}>
            {t.exportCsv}
          </button>
          {csvFailed ? (
            <Alert variant="danger" live>
              <p>{t.csvFailed}</p>
            </Alert>
          ) : null}
        </section>
        {days.length === 0 ? (
          <p className="muted" role="status">
            {t.none}
          </p>
        ) : (
          days.map((day) => (
            <section key={day.day} className="card" aria-labelledby={`ledger-${day.day}`}>
              <h2 id={`ledger-${day.day}`}>{formatDate(day.day, 'dddd D MMMM YYYY')}</h2>
              <div className="table-scroll">
                <table className="data-table" aria-busy={ledger.isFetching || undefined}>
                  <caption className="visually-hidden">{t.dayCaption(formatDate(day.day))}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{t.columns.time}</th>
                      <th scope="col">{t.columns.kind}</th>
                      <th scope="col">{t.columns.method}</th>
                      <th scope="col">{t.columns.booking}</th>
                      <th scope="col" className="numeric">
                        {t.columns.amount}
                      </th>
                      <th scope="col">{t.columns.reference}</th>
                      <th scope="col">{t.columns.detail}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {day.lines.map((line, index) => (
                      <tr key={`${line.reference}-${index}`}>
                        <td>
                          <time dateTime={line.at}>{formatUkDateTime(line.at)}</time>
                        </td>
                        <td>{LEDGER_KIND_LABELS[line.kind]}</td>
                        <td>{LEDGER_METHOD_LABELS[line.method]}</td>
                        <td>{line.bookRef}</td>
                        <td className="numeric">{formatMoney(line.amount)}</td>
                        <td>{line.reference}</td>
                        <td>{line.detail}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              <Totals totals={day.totals} label={t.dayTotalsLabel(formatDate(day.day))} />
            </section>
          ))
        )}
      </>
    );
  }

  return (
    <>
      <div className="page-heading">
        <h1>{t.heading}</h1>
        <p>{t.intro}</p>
      </div>
      <Filters
        key={`${query.from}-${query.to}-${query.method}`}
        query={query}
        onSearch={onSearch}
      />
      {body}
    </>
  );
}
