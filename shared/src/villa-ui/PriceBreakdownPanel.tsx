import type { ReactNode } from 'react';
import { Link } from '@villa/shared/router';
import { formatDate, formatMoney } from '@villa/shared/format';
import { useAgentView } from '@villa/shared/store';
import { NotCommissionable } from './NotCommissionable';
import stylesheet from './priceBreakdownPanel.css';

/** Kept as an export so the side-effect-free package keeps the panel's CSS in the bundle. */
export const priceBreakdownStyles = stylesheet;

export interface PriceLine {
  name: string;
  /** Pounds; a negative amount (a discount) is shown with a minus sign. */
  amount: number;
  /** A short note under the line. */
  note?: string;
  /** Marks the line "Not commissionable" (an optional extra): shown in agent view only. */
  notCommissionable?: boolean;
}

export interface PriceBreakdownPanelProps {
  /** Heading of the panel. */
  title?: string;
  /** The price and how it is made (original price, discounts, total). */
  topPrices: PriceLine[];
  /**
   * The agent's commission (the contract's spelling, three m's): shown only when agent view is
   * on; null when there is none to show.
   */
  agentCommmission?: PriceLine | null;
  /** What is paid when (deposit, balance), and optional extras. */
  bottomPrices: PriceLine[];
  /** e.g. "Price includes all taxes, breakage insurance and charges". */
  strapline?: ReactNode;
  /** Dates with their names: arrival, departure, balance due (YYYY-MM-DD). */
  dates: { name: string; date: string }[];
  /** PDF actions; onPdfButton receives the type of the one pressed. */
  pdfButtons?: { name: string; type: string }[];
  onPdfButton?: (type: string) => void;
  /** Which PDF action is busy (its button is disabled meanwhile). */
  pdfBusy?: string | null;
  bookNowURL?: string | null;
  bookNowLabel?: string;
  /** More actions under the book-now link (e.g. a reserve link). */
  children?: ReactNode;
}

function Amount({ amount }: { amount: number }) {
  return <span className="price-panel__amount">{formatMoney(amount)}</span>;
}

/**
 * The price breakdown panel (docs/villa.md, Price): top prices, the agent's commission in agent
 * view only, bottom prices, strapline, dates, PDF buttons and the book-now link.
 */
export function PriceBreakdownPanel({
  title = 'Price breakdown',
  topPrices,
  agentCommmission,
  bottomPrices,
  strapline,
  dates,
  pdfButtons = [],
  onPdfButton,
  pdfBusy = null,
  bookNowURL,
  bookNowLabel = 'Book now',
  children,
}: PriceBreakdownPanelProps) {
  const [agentView] = useAgentView();
  const lines = (items: PriceLine[], className: string) =>
    items.length > 0 ? (
      <dl className={`price-panel__lines ${className}`}>
        {items.map((line) => (
          <div className="price-panel__line" key={line.name}>
            <dt>
              {line.name}
              {line.note ? <span className="price-panel__note">{line.note}</span> : null}
              {line.notCommissionable ? <NotCommissionable className="price-panel__note" /> : null}
            </dt>
            <dd>
              <Amount amount={line.amount} />
            </dd>
          </div>
        ))}
      </dl>
    ) : null;

  return (
    <section className="price-panel" aria-label={title}>
      <h2 className="price-panel__title">{title}</h2>
      {lines(topPrices, 'price-panel__lines--top')}
      {agentView && agentCommmission ? (
        <dl className="price-panel__lines price-panel__lines--commission">
          <div className="price-panel__line">
            <dt>
              {agentCommmission.name}
              {agentCommmission.note ? (
                <span className="price-panel__note">{agentCommmission.note}</span>
              ) : null}
            </dt>
            <dd>
              <Amount amount={agentCommmission.amount} />
            </dd>
          </div>
        </dl>
      ) : null}
      {lines(bottomPrices, 'price-panel__lines--bottom')}
      {strapline ? <p className="price-panel__strapline">{strapline}</p> : null}
      {dates.length > 0 ? (
        <dl className="price-panel__dates">
          {dates.map((d) => (
            <div key={d.name}>
              <dt>{d.name}</dt>
              <dd>{formatDate(d.date)}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {pdfButtons.length > 0 ? (
        <div className="price-panel__pdf">
          {pdfButtons.map((b) => (
            <button
              key={b.type}
              type="button"
              className="button"
              disabled={pdfBusy === b.type}
              aria-busy={pdfBusy === b.type || undefined}
              onClick={() => onPdfButton?.(b.type)}
            >
              {b.name}
            </button>
          ))}
        </div>
      ) : null}
      {bookNowURL || children ? (
        <div className="price-panel__actions">
          {bookNowURL ? (
            <Link className="button button--primary button--block" to={bookNowURL}>
              {bookNowLabel}
            </Link>
          ) : null}
          {children}
        </div>
      ) : null}
    </section>
  );
}
