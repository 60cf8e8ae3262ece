import { Link } from '@villa/shared/router';
import { SEARCH_PAGE_LINKS } from '@villa/shared/contract';
import { searchTexts } from '../texts';
import { pageWindow } from '../searchUrl';

const t = searchTexts.pages;

export interface PaginationProps {
  page: number;
  pages: number;
  hrefFor: (page: number) => string;
}

/** Previous, at most 7 page links around the current page, next. */
export function Pagination({ page, pages, hrefFor }: PaginationProps) {
  if (pages <= 1) return null;
  return (
    <nav className="pagination" aria-label={t.label}>
      <ul>
        <li>
          {page > 1 ? (
            <Link to={hrefFor(page - 1)} rel="prev">
              {t.previous}
            </Link>
          ) : (
            <span aria-disabled="true">{t.previous}</span>
          )}
        </li>
        {pageWindow(page, pages, SEARCH_PAGE_LINKS).map((n) => (
          <li key={n}>
            {n === page ? (
              <span aria-current="page" className="pagination__current">
                <span className="visually-hidden">{t.page(n)}</span>
                <span aria-hidden="true">{n}</span>
              </span>
            ) : (
              <Link to={hrefFor(n)} aria-label={t.page(n)}>
                {n}
              </Link>
            )}
          </li>
        ))}
        <li>
          {page < pages ? (
            <Link to={hrefFor(page + 1)} rel="next">
              {t.next}
            </Link>
          ) : (
            <span aria-disabled="true">{t.next}</span>
          )}
        </li>
      </ul>
      <p className="pagination__status">{t.status(page, pages)}</p>
    </nav>
  );
}
