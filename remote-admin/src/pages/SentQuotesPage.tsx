import { useCallback, useEffect, useId, useState } from 'react';
import { Link, useSearchParams } from '@villa/shared/router';
import { bookingTexts, type SentQuote } from '@villa/shared/contract';
import { useQuery } from '@villa/shared/query';
import { formatDate, formatMoney } from '@villa/shared/format';
import { SendPdfDialog } from '@villa/shared/form-blocks';
import { paths } from '@villa/shared/routes';
import { adminTexts } from '@villa/shared/texts';
import { Spinner } from '@villa/shared/ui';
import { DataTable, type DataTableColumn } from '@villa/shared/villa-ui';
import { PageHeading } from '../components/PageHeading';
import {
  SORT_KEYS,
  defaultDirection,
  filterQuotes,
  pageOf,
  quoteState,
  sortQuotes,
  type SortDirection,
  type SortKey,
} from '../quotes/quotesTable';
import '../admin.css';
import { sentQuotesQuery } from '../api';

const t = adminTexts.quotes;

/** The sortable columns: what each shows of a quote, and the key it sorts by. */
const COLUMNS: (DataTableColumn<SentQuote> & { key: SortKey })[] = [
  {
    key: 'bookRef',
    label: t.bookRef,
    rowHeader: true,
    // The quote's own page: where it is booked, or where its booking is linked.
    cell: (quote) => (
      <Link className="data-table__main" to={paths.bookingDetail(quote.bookRef)}>
        {quote.bookRef}
      </Link>
    ),
  },
  {
    key: 'property',
    label: t.property,
    cell: (quote) => (
      <Link
        to={paths.villa(quote.property.propertyId)}
        aria-label={t.viewProperty(quote.property.propertyCode)}
      >
        {quote.property.propertyCode}
      </Link>
    ),
  },
  {
    key: 'arrival',
    label: t.arrival,
    className: 'nowrap',
    cell: (quote) => formatDate(quote.property.arrival),
  },
  { key: 'nights', label: t.nights, numeric: true, cell: (quote) => quote.property.nights },
  {
    key: 'recipient',
    label: t.recipient,
    className: 'wrap-anywhere',
    cell: (quote) =>
      quote.recipientEmail ? (
        <>
          <Email address={quote.recipientEmail} />
          {quote.downloadedAt ? (
            <span className="data-table__sub">
              {t.alsoDownloaded(formatDate(quote.downloadedAt.slice(0, 10)))}
            </span>
          ) : null}
        </>
      ) : (
        <span className="muted">{t.downloaded}</span>
      ),
  },
  { key: 'total', label: t.total, numeric: true, cell: (quote) => formatMoney(quote.total) },
  {
    key: 'sentAt',
    label: t.sentAt,
    className: 'nowrap',
    cell: (quote) => formatDate(quote.sentAt.slice(0, 10)),
  },
  { key: 'status', label: t.status, cell: (quote) => <StatusBadge quote={quote} /> },
];

function StatusBadge({ quote }: { quote: SentQuote }) {
  const state = quoteState(quote);
  if (state === 'BOOKED') return <span className="status status--booked">{t.booked}</span>;
  if (state === 'EXPIRED') return <span className="status status--expired">{t.expired}</span>;
  if (state === 'UNAVAILABLE') {
    return <span className="status status--unavailable">{t.unavailable}</span>;
  }
  return (
    <>
      <span className="status status--available">{t.available}</span>
      <span className="data-table__sub">{t.expires(formatDate(quote.quoteExpiry.expires))}</span>
    </>
  );
}

/** An e-mail address that may break before its @ when its column is narrow, and only there. */
function Email({ address }: { address: string }) {
  const at = address.lastIndexOf('@');
  if (at <= 0) return <>{address}</>;
  return (
    <>
      {address.slice(0, at)}
      <wbr />
      {address.slice(at)}
    </>
  );
}

/** How long the filter waits after the last keystroke before it writes the URL. */
const FILTER_TO_URL_MS = 400;

/** Reads the table's state from the URL, so a reload or a shared link shows the same view. */
function useTableState() {
  const [params, setParams] = useSearchParams();
  const sortParam = params.get('sort') as SortKey | null;
  const sort: SortKey = sortParam && SORT_KEYS.includes(sortParam) ? sortParam : 'sentAt';
  const dirParam = params.get('dir');
  const dir: SortDirection =
    dirParam === 'asc' || dirParam === 'desc' ? dirParam : defaultDirection(sort);
  const update = useCallback(
    (changes: Record<string, string | null>) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value === null || value === '') next.delete(key);
            else next.set(key, value);
          }
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return {
    q: params.get('q') ?? '',
    sort,
    dir,
    page: Number(params.get('page') ?? '1'),
    update,
  };
}

/**
 * Sent Quotes: a filter with Clear, a table sortable by every column, 20 per page. A quote is
 * available only while its dates and villa are free and it has not expired; expired ones show
 * EXPIRED. Each links to its property; live ones can be sent to a customer again, the others
 * say why not (the server's reason: the server refuses to send them too).
 */
export default function SentQuotesPage() {
  const filterId = useId();
  const { data } = useQuery(sentQuotesQuery());
  const table = useTableState();
  const [sending, setSending] = useState<SentQuote | null>(null);
  // The filter follows every keystroke here; the URL (for a reload or a shared link) is
  // written once the agent pauses, so fast typing loses no letter and rewrites no history.
  const [filter, setFilter] = useState(table.q);
  const { q: urlFilter, update } = table;
  useEffect(() => {
    if (filter === urlFilter) return;
    const timer = setTimeout(() => update({ q: filter, page: null }), FILTER_TO_URL_MS);
    return () => clearTimeout(timer);
  }, [filter, urlFilter, update]);

  const header = <PageHeading heading={t.heading} intro={t.intro} />;
  if (!data) {
    return (
      <>
        {header}
        <Spinner label={t.loading} />
      </>
    );
  }
  if (data.quoteDetails.length === 0) {
    return (
      <>
        {header}
        <p className="card">{t.empty}</p>
      </>
    );
  }

  const shown = sortQuotes(
    filterQuotes(data.quoteDetails, filter, t.downloaded),
    table.sort,
    table.dir,
  );
  const page = pageOf(shown, filter === urlFilter ? table.page : 1);

  const sortBy = (key: SortKey) => {
    const dir: SortDirection =
      table.sort !== key ? defaultDirection(key) : table.dir === 'asc' ? 'desc' : 'asc';
    table.update({ sort: key, dir, page: null });
  };

  return (
    <>
      {header}
      <form
        className="filter-bar"
        role="search"
        onSubmit={(event) => event.preventDefault()}
        aria-label={t.filterLabel}
      >
        <div className="field">
          <label htmlFor={filterId}>{t.filterLabel}</label>
          <div className="filter-bar__row">
            <input
              id={filterId}
              type="search"
              value={filter}
              onChange={(event) => setFilter(event.target.value)}
              aria-describedby={`${filterId}-hint`}
            />
            <button
              type="button"
              className="button"
              onClick={() => {
                setFilter('');
                table.update({ q: null, page: null });
              }}
              disabled={!filter}
            >
              {t.clear}
            </button>
          </div>
          <p className="field__hint" id={`${filterId}-hint`}>
            {t.filterHint}
          </p>
        </div>
      </form>

      {/* On phones the column headers are folded away: the same sorting as a select. */}
      <div className="field mobile-sort">
        <label htmlFor={`${filterId}-sort`}>{t.sortLabel}</label>
        <select
          id={`${filterId}-sort`}
          value={`${table.sort}:${table.dir}`}
          onChange={(event) => {
            const [sort, dir] = event.target.value.split(':');
            table.update({ sort, dir, page: null });
          }}
        >
          {COLUMNS.flatMap((column) => [
            <option key={`${column.key}:asc`} value={`${column.key}:asc`}>
              {t.sortOption(column.label, 'asc')}
            </option>,
            <option key={`${column.key}:desc`} value={`${column.key}:desc`}>
              {t.sortOption(column.label, 'desc')}
            </option>,
          ])}
        </select>
      </div>

      <p className="table-summary" role="status">
        {page.total === 0 ? t.empty : t.showing(page.from, page.to, page.total)}
      </p>

      {page.total > 0 ? (
        <div className="card card--flush table-scroll table-cards">
          <DataTable
            caption={t.heading}
            variant="stack"
            compact
            columns={[
              ...COLUMNS.map((column) => ({
                ...column,
                sorted:
                  table.sort === column.key
                    ? table.dir === 'asc'
                      ? ('ascending' as const)
                      : ('descending' as const)
                    : undefined,
                header: (
                  <button type="button" className="sort-button" onClick={() => sortBy(column.key)}>
                    {column.label}
                    <span className="sort-button__icon" aria-hidden="true">
                      {table.sort === column.key ? (table.dir === 'asc' ? '▲' : '▼') : '↕'}
                    </span>
                  </button>
                ),
              })),
              {
                label: t.actions,
                actions: true,
                cell: (quote) =>
                  quote.bookedAs ? (
                    <Link to={paths.bookingDetail(quote.bookedAs.bookRef)}>
                      {t.goToBooking(quote.bookedAs.bookRef)}
                    </Link>
                  ) : quoteState(quote) === 'AVAILABLE' ? (
                    <button
                      type="button"
                      className="button button--small"
                      aria-label={t.sendLabel(quote.bookRef)}
                      onClick={() => setSending(quote)}
                    >
                      {t.send}
                    </button>
                  ) : (
                    <span className="data-table__sub">
                      {quote.notBookableReason ?? bookingTexts.quoteNotBookable}
                    </span>
                  ),
              },
            ]}
            rows={page.items}
            rowKey={(quote) => quote.bookRef}
          />
        </div>
      ) : null}

      {page.pageCount > 1 ? (
        <nav className="pager" aria-label={t.pagination}>
          <button
            type="button"
            className="button button--small"
            disabled={page.page === 1}
            onClick={() => table.update({ page: String(page.page - 1) })}
          >
            {t.previous}
          </button>
          <ul>
            {Array.from({ length: page.pageCount }, (_, i) => i + 1).map((n) => (
              <li key={n}>
                <button
                  type="button"
                  className={`button button--small${n === page.page ? ' button--primary' : ''}`}
                  aria-label={t.page(n)}
                  aria-current={n === page.page ? 'page' : undefined}
                  onClick={() => table.update({ page: String(n) })}
                >
                  {n}
                </button>
              </li>
            ))}
          </ul>
          <button
            type="button"
            className="button button--small"
            disabled={page.page === page.pageCount}
            onClick={() => table.update({ page: String(page.page + 1) })}
          >
            {t.next}
          </button>
        </nav>
      ) : null}

      {sending ? (
        <SendPdfDialog
          type="quote"
          typeId={sending.bookRef}
          documentName={t.documentName(sending.bookRef)}
          onClose={() => setSending(null)}
        />
      ) : null}
    </>
  );
}
