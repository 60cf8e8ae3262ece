import type { SentQuote } from '@villa/shared/contract';
import { defaultDirection, filterQuotes, pageOf, quoteState, sortQuotes } from './quotesTable';

function quote(n: number, overrides: Partial<SentQuote> = {}): SentQuote {
  return {
    bookRef: `VB${String(n).padStart(6, '0')}`,
    property: {
      propertyCode: `WH${100 + (n % 7)}`,
      propertyId: n,
      arrival: `2027-0${1 + (n % 9)}-10`,
      nights: 7 + (n % 3),
      propertyStatus: 'AVAILABLE',
    },
    recipientEmail: `customer${n}@example.com`,
    downloadedAt: null,
    bookedAs: null,
    total: 1000 + n * 10,
    bookedStatus: 'AVAILABLE',
    quoteExpiry: { expires: '2027-01-01', expired: false },
    notBookableReason: null,
    sentAt: `2026-11-${String(1 + n).padStart(2, '0')}T10:00:00.000Z`,
    ...overrides,
  };
}

describe('quote state', () => {
  it('is available only when booked status and property status are AVAILABLE and not expired', () => {
    expect(quoteState(quote(1))).toBe('AVAILABLE');
    // Booked as the agent's booking: said so, whatever its expiry.
    expect(
      quoteState(
        quote(1, {
          bookedStatus: 'BOOKED',
          bookedAs: { bookRef: 'VBHOLD01', bookDate: '2026-11-01T10:00:00.000Z' },
          quoteExpiry: { expires: '2026-11-08', expired: true },
        }),
      ),
    ).toBe('BOOKED');
    expect(quoteState(quote(1, { bookedStatus: 'BOOKED' }))).toBe('UNAVAILABLE');
    expect(
      quoteState(
        quote(1, { notBookableReason: 'This property is no longer available to be booked' }),
      ),
    ).toBe('UNAVAILABLE');
    expect(
      quoteState(quote(1, { property: { ...quote(1).property, propertyStatus: 'UNAVAILABLE' } })),
    ).toBe('UNAVAILABLE');
    expect(quoteState(quote(1, { quoteExpiry: { expires: '2026-01-01', expired: true } }))).toBe(
      'EXPIRED',
    );
    expect(
      quoteState(
        quote(1, { bookedStatus: 'BOOKED', quoteExpiry: { expires: '2026-01-01', expired: true } }),
      ),
    ).toBe('EXPIRED');
  });
});

describe('filter', () => {
  const quotes = [quote(1), quote(2), quote(3, { recipientEmail: 'Smith.Family@Example.com' })];

  it('matches the reference, the property code or the recipient, ignoring case', () => {
    expect(filterQuotes(quotes, 'vb000002').map((q) => q.bookRef)).toEqual(['VB000002']);
    expect(filterQuotes(quotes, 'wh101').map((q) => q.bookRef)).toEqual(['VB000001']);
    expect(filterQuotes(quotes, 'smith').map((q) => q.bookRef)).toEqual(['VB000003']);
    expect(filterQuotes(quotes, 'nothing-like-this')).toEqual([]);
  });

  it('an empty filter keeps everything', () => {
    expect(filterQuotes(quotes, '   ')).toHaveLength(3);
  });
});

describe('sort', () => {
  const quotes = [quote(3), quote(1), quote(2)];

  it('sorts by a column both ways', () => {
    expect(sortQuotes(quotes, 'total', 'asc').map((q) => q.total)).toEqual([1010, 1020, 1030]);
    expect(sortQuotes(quotes, 'total', 'desc').map((q) => q.total)).toEqual([1030, 1020, 1010]);
    expect(sortQuotes(quotes, 'bookRef', 'asc').map((q) => q.bookRef)).toEqual([
      'VB000001',
      'VB000002',
      'VB000003',
    ]);
  });

  it('puts available quotes first when sorted by status', () => {
    const mixed = [
      quote(1, { quoteExpiry: { expires: '2026-01-01', expired: true } }),
      quote(2, { bookedStatus: 'BOOKED' }),
      quote(3),
    ];
    expect(sortQuotes(mixed, 'status', 'asc').map(quoteState)).toEqual([
      'AVAILABLE',
      'UNAVAILABLE',
      'EXPIRED',
    ]);
  });

  it('does not change the list it is given', () => {
    const before = quotes.map((q) => q.bookRef);
    sortQuotes(quotes, 'bookRef', 'asc');
    expect(quotes.map((q) => q.bookRef)).toEqual(before);
  });
});

describe('paging', () => {
  const items = Array.from({ length: 45 }, (_, i) => i + 1);

  it('shows 20 per page', () => {
    expect(pageOf(items, 1)).toMatchObject({ page: 1, pageCount: 3, from: 1, to: 20, total: 45 });
    expect(pageOf(items, 3)).toMatchObject({ page: 3, from: 41, to: 45 });
    expect(pageOf(items, 3).items).toEqual([41, 42, 43, 44, 45]);
  });

  it('brings a page out of range back to the nearest one', () => {
    expect(pageOf(items, 9).page).toBe(3);
    expect(pageOf(items, 0).page).toBe(1);
    expect(pageOf(items, Number.NaN).page).toBe(1);
  });

  it('has one empty page for no items', () => {
    expect(pageOf([], 1)).toMatchObject({ page: 1, pageCount: 1, from: 0, to: 0, total: 0 });
  });
});

test('a column sorts newest first for the sent date and ascending for every other column', () => {
  expect(defaultDirection('sentAt')).toBe('desc');
  expect(defaultDirection('bookRef')).toBe('asc');
  expect(defaultDirection('total')).toBe('asc');
});
