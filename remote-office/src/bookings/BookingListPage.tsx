import { useId, useState, type FormEvent } from 'react';
import { BOOKING_STATUSES, type OfficeBookingListItem } from '@villa/shared/contract';
import { formatDate, formatMoney } from '@villa/shared/format';
import { useQuery } from '@villa/shared/query';
import { Link, useSearchParams } from '@villa/shared/router';
import { Alert, Spinner } from '@villa/shared/ui';
import { DataTable, type DataTableColumn } from '@villa/shared/villa-ui';
import {
  BOOKING_LIST_KEYS,
  bookingListQuery,
  bookingPages,
  downloadBookingsCsv,
} from './bookingsApi';
import { bookingTexts } from './texts';
import '../office.css';

const t = bookingTexts.list;

function listQueryOf(search: URLSearchParams) {
  // In the URL's own order: the key is then the one the host's opening call used.
  const query = new URLSearchParams();
  for (const [key, value] of search) {
    if ((BOOKING_LIST_KEYS as readonly string[]).includes(key) && value && !query.has(key)) {
      query.set(key, value);
    }
  }
  return query;
}

const TEXT_FILTERS = ['q', 'arrivalFrom', 'arrivalTo', 'agent', 'organisation'] as const;
type TextFilter = (typeof TEXT_FILTERS)[number];

function Filters({
  search,
  onSearch,
}: {
  search: URLSearchParams;
  onSearch: (q: URLSearchParams) => void;
}) {
  const id = useId();
  const [values, setValues] = useState(() =>
    Object.fromEntries(TEXT_FILTERS.map((k) => [k, search.get(k) ?? ''])),
  );
  const [status, setStatus] = useState(search.get('status') ?? '');
  const [overdue, setOverdue] = useState(search.get('overdue') === '1');
  const [endsToday, setEndsToday] = useState(search.get('endsToday') === '1');
  const labels: Record<TextFilter, string> = {
    q: t.searchLabel,
    arrivalFrom: t.arrivalFrom,
    arrivalTo: t.arrivalTo,
    agent: t.agent,
    organisation: t.organisation,
  };
  const types: Record<TextFilter, string> = {
    q: 'search',
    arrivalFrom: 'date',
    arrivalTo: 'date',
    agent: 'text',
    organisation: 'text',
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = new URLSearchParams();
    for (const key of TEXT_FILTERS) if (values[key].trim()) next.set(key, values[key].trim());
    if (status) next.set('status', status);
    if (overdue) next.set('overdue', '1');
    if (endsToday) next.set('endsToday', '1');
    onSearch(next);
  };
  const clear = () => {
    setValues(Object.fromEntries(TEXT_FILTERS.map((k) => [k, ''])));
    setStatus('');
    setOverdue(false);
    setEndsToday(false);
    onSearch(new URLSearchParams());
  };

  return (
    <form role="search" className="office-filters" onSubmit={submit}>
      {TEXT_FILTERS.map((key) => (
        <div className="field" key={key}>
          <label htmlFor={`${id}-${key}`}>{labels[key]}</label>
          <input
            id={`${id}-${key}`}
            type={types[key]}
            inputMode={key === 'organisation' ? 'numeric' : undefined}
            value={values[key]}
            onChange={(e) => setValues({ ...values, [key]: e.target.value })}
          />
        </div>
      ))}
      <div className="field">
        <label htmlFor={`${id}-status`}>{t.status}</label>
        <select id={`${id}-status`} value={status} onChange={(e) => setStatus(e.target.value)}>
          <option value="">{t.anyStatus}</option>
          {BOOKING_STATUSES.map((s) => (
            <option key={s} value={s}>
              {bookingTexts.statuses[s]}
            </option>
          ))}
        </select>
      </div>
      <div className="field field--checkbox">
        <input
          id={`${id}-overdue`}
          type="checkbox"
          checked={overdue}
          onChange={(e) => setOverdue(e.target.checked)}
        />
        <label htmlFor={`${id}-overdue`}>{t.overdue}</label>
      </div>
      <div className="field field--checkbox">
        <input
          id={`${id}-ends`}
          type="checkbox"
          checked={endsToday}
          onChange={(e) => setEndsToday(e.target.checked)}
        />
        <label htmlFor={`${id}-ends`}>{t.endsToday}</label>
      </div>
      <div className="form-actions">
        <button type="submit" className="button button--primary">
          {t.search}
        </button>
        <button type="button" className="button" onClick={clear}>
          {t.clear}
        </button>
      </div>
    </form>
  );
}

const columns: DataTableColumn<OfficeBookingListItem>[] = [
  {
    label: t.columns.ref,
    rowHeader: true,
    cell: (b) => <Link to={bookingPages.detail(b.ref)}>{b.ref}</Link>,
  },
  { label: t.columns.status, cell: (b) => bookingTexts.statuses[b.status] },
  { label: t.columns.agent, cell: (b) => b.agentEmail ?? '' },
  { label: t.columns.organisation, cell: (b) => b.organisation ?? '' },
  { label: t.columns.lead, cell: (b) => b.leadSurname },
  { label: t.columns.arrival, cell: (b) => formatDate(b.arrival), className: 'nowrap' },
  { label: t.columns.nights, cell: (b) => b.nights, numeric: true },
  { label: t.columns.total, cell: (b) => formatMoney(b.total), numeric: true },
  { label: t.columns.paid, cell: (b) => formatMoney(b.paid), numeric: true },
  { label: t.columns.outstanding, cell: (b) => formatMoney(b.outstanding), numeric: true },
];

/**
 * /office/bookings: every agent's bookings and holds, filtered, searched and paged by the API
 * (the URL keeps the search, so Back and a shared link show the same list); the filtered list
 * exports as CSV. Each row opens the booking.
 */
export default function BookingListPage() {
  const [search, setSearch] = useSearchParams();
  const query = listQueryOf(search);
  const list = useQuery(bookingListQuery(query));
  const filtered = [...query.keys()].some((key) => key !== 'page');
  const [exporting, setExporting] = useState<'idle' | 'busy' | 'failed'>('idle');

  const goTo = (page: number) => {
    const next = new URLSearchParams(query);
    if (page > 1) next.set('page', String(page));
    else next.delete('page');
    setSearch(next);
  };
  const exportCsv = async () => {
    setExporting('busy');
    try {
      await downloadBookingsCsv(query);
      setExporting('idle');
    } catch {
      setExporting('failed');
    }
  };

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
  } else if (list.data.bookings.length === 0) {
    body = (
      <p className="muted" role="status">
        {filtered ? t.empty : t.none}
      </p>
    );
  } else {
    const { bookings, total, page, rpp } = list.data;
    const pages = Math.max(1, Math.ceil(total / rpp));
    const first = (page - 1) * rpp + 1;
    body = (
      <>
        <p role="status" className="muted">
          {t.showing(first, first + bookings.length - 1, total)}
        </p>
        <DataTable
          caption={t.tableLabel}
          columns={columns}
          rows={bookings}
          rowKey={(b) => b.ref}
          variant="stack"
          compact
        />
        {pages > 1 ? (
          <nav aria-label={t.pages} className="office-pager">
            <button
              type="button"
              className="button button--small"
              disabled={page <= 1}
              onClick={() => goTo(page - 1)}
            >
              {t.previous}
            </button>
            <span>{t.page(page, pages)}</span>
            <button
              type="button"
              className="button button--small"
              disabled={page >= pages}
              onClick={() => goTo(page + 1)}
            >
              {t.next}
            </button>
          </nav>
        ) : null}
      </>
    );
  }

  return (
    <>
      <div className="page-heading office-heading-row">
        <div>
          <h1>{t.heading}</h1>
          <p>{t.intro}</p>
        </div>
        <button
          type="button"
          className="button"
          disabled={exporting === 'busy'}
          onClick={() => void exportCsv()}
        >
          {exporting === 'busy' ? t.exporting : t.exportCsv}
        </button>
      </div>
      {exporting === 'failed' ? (
        <Alert variant="danger" live>
          <p>{t.exportFailed}</p>
        </Alert>
      ) : null}
      <Filters key={query.toString()} search={query} onSearch={setSearch} />
      {body}
    </>
  );
}
