import { useId, useState, type FormEvent } from 'react';
import { VILLA_STATUSES, VILLA_STATUS_LABELS } from '@villa/shared/contract';
import { formatDate } from '@villa/shared/format';
import { useQuery } from '@villa/shared/query';
import { Link, useSearchParams } from '@villa/shared/router';
import { paths } from '@villa/shared/routes';
import { Alert, Spinner } from '@villa/shared/ui';
import { officeTexts } from '../texts';
import { villaListQuery, villaOptionsQuery } from './villaApi';
import '../office.css';

const t = officeTexts.villas;

/** The search's own fields; anything else in the URL is left out of the call. */
const LIST_KEYS = ['q', 'status', 'community', 'page'] as const;

function listQueryOf(search: URLSearchParams) {
  // In the URL's own order: the key is then the one the host's opening call used.
  const query = new URLSearchParams();
  for (const [key, value] of search) {
    if ((LIST_KEYS as readonly string[]).includes(key) && value && !query.has(key)) {
      query.set(key, value);
    }
  }
  return query;
}

function Filters({
  search,
  onSearch,
}: {
  search: URLSearchParams;
  onSearch: (q: URLSearchParams) => void;
}) {
  const ids = { q: useId(), community: useId(), status: useId() };
  const options = useQuery(villaOptionsQuery());
  const [q, setQ] = useState(search.get('q') ?? '');
  const [community, setCommunity] = useState(search.get('community') ?? '');
  const [status, setStatus] = useState(search.get('status') ?? '');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = new URLSearchParams();
    if (q.trim()) next.set('q', q.trim());
    if (community) next.set('community', community);
    if (status) next.set('status', status);
    onSearch(next);
  };
  const clear = () => {
    setQ('');
    setCommunity('');
    setStatus('');
    onSearch(new URLSearchParams());
  };

  return (
    <form role="search" className="office-filters" onSubmit={submit}>
      <div className="field">
        <label htmlFor={ids.q}>{t.searchLabel}</label>
        <input id={ids.q} type="search" value={q} onChange={(e) => setQ(e.target.value)} />
      </div>
      <div className="field">
        <label htmlFor={ids.community}>{t.community}</label>
        <select id={ids.community} value={community} onChange={(e) => setCommunity(e.target.value)}>
          <option value="">{t.anyCommunity}</option>
          {(options.data?.communities ?? []).map((c) => (
            <option key={c.comId} value={String(c.comId)}>
              {c.comName}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={ids.status}>{t.status}</label>
        <select id={ids.status} value={status} onChange={(e) => setStatus(e.target.value)}>
          <option value="">{t.anyStatus}</option>
          {VILLA_STATUSES.map((s) => (
            <option key={s} value={s}>
              {VILLA_STATUS_LABELS[s]}
            </option>
          ))}
        </select>
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

/**
 * /office/villas: every villa whatever its status, found by code or name, community and
 * status, a page at a time (the API pages; the URL keeps the search, so Back and a shared
 * link show the same list). Each row opens the villa.
 */
export default function VillaListPage() {
  const [search, setSearch] = useSearchParams();
  const query = listQueryOf(search);
  const list = useQuery(villaListQuery(query));
  const filtered = ['q', 'status', 'community'].some((key) => query.has(key));

  const goTo = (page: number) => {
    const next = new URLSearchParams(query);
    if (page > 1) next.set('page', String(page));
    else next.delete('page');
    setSearch(next);
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
  } else if (list.data.villas.length === 0) {
    body = (
      <p className="muted" role="status">
        {filtered ? t.empty : t.none}
      </p>
    );
  } else {
    const { villas, total, page, rpp } = list.data;
    const pages = Math.max(1, Math.ceil(total / rpp));
    const first = (page - 1) * rpp + 1;
    body = (
      <>
        <p role="status" className="muted">
          {t.showing(first, first + villas.length - 1, total)}
        </p>
        <div className="table-scroll">
          <table className="data-table" aria-busy={list.isFetching || undefined}>
            <caption className="visually-hidden">{t.tableLabel}</caption>
            <thead>
              <tr>
                <th scope="col">{t.columns.code}</th>
                <th scope="col">{t.columns.name}</th>
                <th scope="col">{t.columns.community}</th>
                <th scope="col" className="numeric">
                  {t.columns.bedrooms}
                </th>
                <th scope="col" className="numeric">
                  {t.columns.sleeps}
                </th>
                <th scope="col">{t.columns.status}</th>
                <th scope="col" className="numeric">
                  {t.columns.photos}
                </th>
                <th scope="col">{t.columns.nextArrival}</th>
              </tr>
            </thead>
            <tbody>
              {villas.map((villa) => (
                <tr key={villa.id}>
                  <th scope="row">
                    <Link to={paths.officeVilla(villa.id)}>{villa.villaCode}</Link>
                  </th>
                  <td>{villa.villaName}</td>
                  <td>{villa.community.comName}</td>
                  <td className="numeric">{villa.bedrooms}</td>
                  <td className="numeric">{villa.sleeps}</td>
                  <td>
                    <span className={`office-status office-status--${villa.status.toLowerCase()}`}>
                      {VILLA_STATUS_LABELS[villa.status]}
                    </span>
                  </td>
                  <td className="numeric">{villa.photos}</td>
                  <td>{villa.nextArrival ? formatDate(villa.nextArrival) : t.noArrival}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
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
        <Link className="button button--primary" to={paths.officeNewVilla()}>
          {t.newVilla}
        </Link>
      </div>
      <Filters key={query.toString()} search={query} onSearch={setSearch} />
      {body}
    </>
  );
}
