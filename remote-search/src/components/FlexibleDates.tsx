import { Link } from '@villa/shared/router';
import type { FlexibleDate } from '@villa/shared/contract';
import { formatDate, formatMoney } from '@villa/shared/format';
import { searchTexts } from '../texts';

const t = searchTexts.flexible;

export interface FlexibleDatesProps {
  dates: FlexibleDate[];
  /** The link of a search arriving on another date. */
  hrefFor: (arrival: string) => string;
}

/**
 * Nearby arrival dates with the same nights: how many villas (matching the filters) can be
 * booked and the lowest total price, so an agent sees at a glance when to move the dates.
 */
export function FlexibleDates({ dates, hrefFor }: FlexibleDatesProps) {
  if (dates.length === 0) return null;
  return (
    <nav className="flex-dates" aria-label={t.heading}>
      <h2 className="flex-dates__heading">{t.heading}</h2>
      <p className="flex-dates__hint">{t.hint}</p>
      <ol className="flex-dates__list">
        {dates.map((d) => {
          const body = (
            <>
              <span className="flex-dates__day">{formatDate(d.arrival, 'ddd')}</span>
              <span className="flex-dates__date">{formatDate(d.arrival, 'D MMM')}</span>
              <span className="flex-dates__count">{d.count > 0 ? t.villas(d.count) : t.none}</span>
              {d.lowestPrice !== null ? (
                <span className="flex-dates__price">{t.from(formatMoney(d.lowestPrice))}</span>
              ) : null}
            </>
          );
          return (
            <li key={d.arrival}>
              {d.selected ? (
                <span className="flex-dates__item flex-dates__item--selected" aria-current="true">
                  {body}
                  <span className="visually-hidden"> ({t.current})</span>
                </span>
              ) : (
                <Link
                  className={`flex-dates__item${d.count === 0 ? ' flex-dates__item--empty' : ''}`}
                  to={hrefFor(d.arrival)}
                >
                  {body}
                </Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
