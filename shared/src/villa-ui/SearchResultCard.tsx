import { useState, type ReactNode } from 'react';
import { bookingTexts } from '@villa/shared/contract';
import { Link } from '@villa/shared/router';
import { formatDate, formatMoney } from '@villa/shared/format';
import { useAgentView } from '@villa/shared/store';
import { NotCommissionable } from './NotCommissionable';
import stylesheet from './searchResultCard.css';

/** Kept as an export so the side-effect-free package keeps the card's CSS in the bundle. */
export const searchResultCardStyles = stylesheet;

export const searchResultCardTexts = {
  pricePerNight: (amount: string) => `Price from ${amount} per night`,
  totalPrice: (nights: number | null | undefined) =>
    nights ? `Total price for ${nights} night${nights === 1 ? '' : 's'}` : 'Total price',
  deposit: 'Deposit',
  depositBalanceDue: (date: string) => `balance due ${date}`,
  noDeposit: 'Full payment at booking',
  commission: 'Agent commission',
  poolHeating: 'Pool heating',
  poolHeatingPerNight: (amount: string) => `${amount} per night`,
  notCommissionable: 'Optional, not commissionable',
  strapline: bookingTexts.priceIncludes,
  reference: 'Property reference',
  previousPhoto: 'Previous photo',
  nextPhoto: 'Next photo',
  photoOf: (n: number, total: number) => `Photo ${n} of ${total}`,
  view: 'View villa',
} as const;

export interface CardImage {
  imgUrl: string;
  title: string;
}

export interface SearchResultCardProps {
  title: string;
  subTitle?: string;
  /** The property code. */
  reference: string;
  image?: CardImage | null;
  /** Large (l) and small (s) photos; the card steps through the large ones. */
  carouselImages?: { l: CardImage[]; s: CardImage[] };
  description?: string;
  descriptionPoints?: string[];
  icons?: { icon: string; name: string }[];
  /** Pounds. perNight shows "Price from £X per night". */
  price?: { type: 'perNight' | 'total'; amount: number; nights?: number | null } | null;
  deposit?: { available: boolean; amount: number; balanceDue?: string | null } | null;
  /** Pounds; shown only in agent view. */
  commission?: number | null;
  /** Pounds for the stay (or per night without dates). */
  poolHeatingCost?: { amount: number; perNight: number; nights: number | null } | null;
  highlight?: { logoUrl: string; name: string; nameDisplay: string } | null;
  resultURL: string;
  buttonText?: string;
  variant?: 'secondary';
  /** Heading level of the title, so the card fits the page's outline. */
  headingLevel?: 2 | 3;
  /** Extra content under the price (e.g. a note). */
  children?: ReactNode;
}

const ICON_PATHS: Record<string, string> = {
  bed: 'M3 18v-6a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v6M3 14h18M6 10V7h5v3M13 10V7h5v3M3 18v2M21 18v2',
  bath: 'M4 12h16v3a4 4 0 0 1-4 4H8a4 4 0 0 1-4-4zM6 12V6a2 2 0 0 1 4 0M7 19l-1 2M17 19l1 2',
  sleeps:
    'M9 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM3 20a6 6 0 0 1 12 0M16 5a3 3 0 0 1 0 6M18 14a5 5 0 0 1 3 6',
  pool: 'M2 16c2 0 2 1.5 4 1.5S8 16 10 16s2 1.5 4 1.5 2-1.5 4-1.5 2 1.5 4 1.5M8 14V5a2 2 0 0 1 4 0M14 14V5a2 2 0 0 1 4 0M8 8h6M8 11h6',
  spa: 'M4 14h16v2a4 4 0 0 1-4 4H8a4 4 0 0 1-4-4zM8 11c0-2 2-2 2-4M12 11c0-2 2-2 2-4M16 11c0-2 2-2 2-4',
  games: 'M4 8h16v8H4zM8 12h.01M16 12h.01M12 10v4',
  cinema: 'M3 6h18v11H3zM8 21h8M12 17v4',
  wifi: 'M2 9a15 15 0 0 1 20 0M5 12.5a10 10 0 0 1 14 0M8.5 16a5 5 0 0 1 7 0M12 19.5h.01',
};

function Icon({ name }: { name: string }) {
  const path = ICON_PATHS[name];
  return (
    <svg
      className="result-card__icon-svg"
      viewBox="0 0 24 24"
      width="18"
      height="18"
      aria-hidden="true"
      focusable="false"
    >
      {path ? (
        <path d={path} fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
      ) : (
        <circle cx="12" cy="12" r="4" fill="currentColor" />
      )}
    </svg>
  );
}

/**
 * The search result card (docs/search.md, Results): photo (stepping through the large photos),
 * highlight badge, title, community, property code, icons, description, the price ("Price from
 * £X per night" or the total), deposit, agent commission (agent view only), pool heating and a
 * link to the villa.
 */
export function SearchResultCard({
  title,
  subTitle,
  reference,
  image,
  carouselImages,
  description,
  descriptionPoints = [],
  icons = [],
  price,
  deposit,
  commission,
  poolHeatingCost,
  highlight,
  resultURL,
  buttonText = searchResultCardTexts.view,
  variant,
  headingLevel = 3,
  children,
}: SearchResultCardProps) {
  const [agentView] = useAgentView();
  const photos =
    carouselImages && carouselImages.l.length > 0 ? carouselImages.l : image ? [image] : [];
  const [photo, setPhoto] = useState(0);
  const shown = photos[photo] ?? image ?? null;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const t = searchResultCardTexts;

  return (
    <article className={`result-card${variant === 'secondary' ? ' result-card--secondary' : ''}`}>
      <div className="result-card__media">
        {shown ? (
          <Link to={resultURL} tabIndex={-1} aria-hidden="true">
            <img
              className="result-card__image"
              src={shown.imgUrl}
              alt=""
              loading="lazy"
              width={1200}
              height={800}
            />
          </Link>
        ) : (
          <div className="result-card__image result-card__image--empty" />
        )}
        {shown ? <span className="visually-hidden">{shown.title}</span> : null}
        {photos.length > 1 ? (
          <div className="result-card__photo-nav">
            <button
              type="button"
              className="result-card__photo-button"
              aria-label={`${t.previousPhoto}: ${title}`}
              onClick={() => setPhoto((p) => (p - 1 + photos.length) % photos.length)}
            >
              ‹
            </button>
            <span className="result-card__photo-count" aria-live="polite">
              {t.photoOf(photo + 1, photos.length)}
            </span>
            <button
              type="button"
              className="result-card__photo-button"
              aria-label={`${t.nextPhoto}: ${title}`}
              onClick={() => setPhoto((p) => (p + 1) % photos.length)}
            >
              ›
            </button>
          </div>
        ) : null}
        {highlight ? (
          <img
            className="result-card__highlight"
            src={highlight.logoUrl}
            alt={highlight.name}
            title={highlight.name}
            width={56}
            height={56}
          />
        ) : null}
      </div>

      <div className="result-card__body">
        <Heading className="result-card__title">
          <Link to={resultURL}>{title}</Link>
        </Heading>
        {subTitle ? <p className="result-card__subtitle">{subTitle}</p> : null}
        <p className="result-card__reference">
          {t.reference}: <strong>{reference}</strong>
        </p>
        {icons.length > 0 ? (
          <ul className="result-card__icons">
            {icons.map((item) => (
              <li key={`${item.icon}-${item.name}`}>
                <Icon name={item.icon} />
                {item.name}
              </li>
            ))}
          </ul>
        ) : null}
        {description ? <p className="result-card__description">{description}</p> : null}
        {descriptionPoints.length > 0 ? (
          <ul className="result-card__points">
            {descriptionPoints.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
        ) : null}
      </div>

      <div className="result-card__pricing">
        {price ? (
          price.type === 'perNight' ? (
            <p className="result-card__price">{t.pricePerNight(formatMoney(price.amount))}</p>
          ) : (
            <p className="result-card__price">
              <span className="result-card__price-label">{t.totalPrice(price.nights)}</span>
              <span className="result-card__price-amount">{formatMoney(price.amount)}</span>
            </p>
          )
        ) : null}
        <dl className="result-card__facts">
          {deposit ? (
            <div>
              <dt>{t.deposit}</dt>
              <dd>
                {deposit.available ? (
                  <>
                    {formatMoney(deposit.amount)}
                    {deposit.balanceDue ? (
                      <span className="result-card__note">
                        {t.depositBalanceDue(formatDate(deposit.balanceDue))}
                      </span>
                    ) : null}
                  </>
                ) : (
                  t.noDeposit
                )}
              </dd>
            </div>
          ) : null}
          {agentView && commission !== null && commission !== undefined ? (
            <div className="result-card__commission">
              <dt>{t.commission}</dt>
              <dd>{formatMoney(commission)}</dd>
            </div>
          ) : null}
          {poolHeatingCost ? (
            <div>
              <dt>{t.poolHeating}</dt>
              <dd>
                {poolHeatingCost.nights
                  ? formatMoney(poolHeatingCost.amount)
                  : t.poolHeatingPerNight(formatMoney(poolHeatingCost.perNight))}
                <NotCommissionable text={t.notCommissionable} className="result-card__note" />
              </dd>
            </div>
          ) : null}
        </dl>
        <p className="result-card__strapline">{t.strapline}</p>
        {children}
        <Link className="button button--primary result-card__button" to={resultURL}>
          {buttonText}
          <span className="visually-hidden">: {title}</span>
        </Link>
      </div>
    </article>
  );
}
