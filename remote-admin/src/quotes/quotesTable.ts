import { SENT_QUOTES_PAGE_SIZE, isQuoteAvailable, type SentQuote } from '@villa/shared/contract';

export const SORT_KEYS = [
  'bookRef',
  'property',
  'arrival',
  'nights',
  'recipient',
  'total',
  'sentAt',
  'status',
] as const;
export type SortKey = (typeof SORT_KEYS)[number];
export type SortDirection = 'asc' | 'desc';

/** A column's first direction: the newest first for the sent date, A to Z (low to high) otherwise. */
export const defaultDirection = (key: SortKey): SortDirection =>
  key === 'sentAt' ? 'desc' : 'asc';

export type QuoteState = 'AVAILABLE' | 'BOOKED' | 'EXPIRED' | 'UNAVAILABLE';

/**
 * Booked once it became the agent's booking (whatever its expiry); otherwise available only
 * when dates and villa are free, it has not expired and the server knows no reason it cannot
 * be booked; expired shows EXPIRED.
 */
export function quoteState(quote: SentQuote): QuoteState {
  if (quote.bookedAs) return 'BOOKED';
  if (quote.quoteExpiry.expired) return 'EXPIRED';
  return isQuoteAvailable(quote) && quote.notBookableReason === null ? 'AVAILABLE' : 'UNAVAILABLE';
}

/** What the recipient column says: the address, or "Downloaded" for a quote only downloaded. */
export const recipientOf = (quote: SentQuote, downloaded: string): string =>
  quote.recipientEmail || downloaded;

/**
 * Quotes whose reference, property code or recipient ("Downloaded" for one only downloaded)
 * contains the text (any case).
 */
export function filterQuotes(
  quotes: readonly SentQuote[],
  text: string,
  downloaded = 'Downloaded',
): SentQuote[] {
  const needle = text.trim().toLowerCase();
  if (!needle) return [...quotes];
  return quotes.filter((quote) =>
    [quote.bookRef, quote.property.propertyCode, recipientOf(quote, downloaded)].some((value) =>
      value.toLowerCase().includes(needle),
    ),
  );
}

const STATE_ORDER: Record<QuoteState, number> = {
  AVAILABLE: 0,
  BOOKED: 1,
  UNAVAILABLE: 2,
  EXPIRED: 3,
};

const sortValue: Record<SortKey, (quote: SentQuote) => string | number> = {
  bookRef: (q) => q.bookRef,
  property: (q) => q.property.propertyCode,
  arrival: (q) => q.property.arrival,
  nights: (q) => q.property.nights,
  recipient: (q) => q.recipientEmail.toLowerCase(),
  total: (q) => q.total,
  sentAt: (q) => q.sentAt,
  status: (q) => STATE_ORDER[quoteState(q)],
};

/** A stable sort by one column; ties keep the most recently sent first. */
export function sortQuotes(
  quotes: readonly SentQuote[],
  key: SortKey,
  direction: SortDirection,
): SentQuote[] {
  const value = sortValue[key];
  const sign = direction === 'asc' ? 1 : -1;
  return [...quotes].sort((a, b) => {
    const x = value(a);
    const y = value(b);
    if (x < y) return -sign;
    if (x > y) return sign;
    return a.sentAt < b.sentAt ? 1 : a.sentAt > b.sentAt ? -1 : 0;
  });
}

export interface Page<T> {
  items: T[];
  page: number;
  pageCount: number;
  /** 1-based positions of the first and last items shown; 0 when empty. */
  from: number;
  to: number;
  total: number;
}

/** One page of 20 (SENT_QUOTES_PAGE_SIZE); a page out of range shows the nearest one. */
export function pageOf<T>(
  items: readonly T[],
  page: number,
  size = SENT_QUOTES_PAGE_SIZE,
): Page<T> {
  const pageCount = Math.max(1, Math.ceil(items.length / size));
  const current = Math.min(Math.max(1, Math.floor(page) || 1), pageCount);
  const start = (current - 1) * size;
  const slice = items.slice(start, start + size);
  return {
    items: slice,
    page: current,
    pageCount,
    from: slice.length ? start + 1 : 0,
    to: start + slice.length,
    total: items.length,
  };
}
