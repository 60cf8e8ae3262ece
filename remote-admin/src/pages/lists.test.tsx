import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BookingListItem, SentQuote } from '@villa/shared/contract';
import { fakeApiPerTest } from '@villa/shared/testing';
import { renderPage } from '../testing/renderPage';
import CustomerBookingsPage from './CustomerBookingsPage';
import GuidesPage from './GuidesPage';
import SentQuotesPage from './SentQuotesPage';

const api = fakeApiPerTest();

function quote(n: number, overrides: Partial<SentQuote> = {}): SentQuote {
  return {
    bookRef: `VB${String(n).padStart(6, '0')}`,
    property: {
      propertyCode: `WH${String(n).padStart(3, '0')}`,
      propertyId: 1000 + n,
      arrival: '2027-03-10',
      nights: 7,
      propertyStatus: 'AVAILABLE',
    },
    recipientEmail: `customer${n}@example.com`,
    downloadedAt: null,
    bookedAs: null,
    total: 1000 + n,
    bookedStatus: 'AVAILABLE',
    quoteExpiry: { expires: '2027-01-15', expired: false },
    notBookableReason: null,
    sentAt: `2026-11-01T10:${String(n).padStart(2, '0')}:00.000Z`,
    ...overrides,
  };
}

const refsShown = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getByRole('rowheader').textContent);

describe('Sent Quotes', () => {
  const quotes = Array.from({ length: 25 }, (_, i) => quote(i + 1));

  it('shows 20 per page, most recently sent first, and pages on', async () => {
    const user = userEvent.setup();
    api.on('GET /quotes-sent', { body: { quoteDetails: quotes } });
    renderPage(<SentQuotesPage />);
    expect(await screen.findByText('Showing 1 to 20 of 25 quotes')).toBeInTheDocument();
    expect(refsShown()).toHaveLength(20);
    expect(refsShown()[0]).toBe('VB000025');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Showing 21 to 25 of 25 quotes')).toBeInTheDocument();
    expect(refsShown()).toEqual(['VB000005', 'VB000004', 'VB000003', 'VB000002', 'VB000001']);
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('sorts by a column, and again the other way', async () => {
    const user = userEvent.setup();
    api.on('GET /quotes-sent', { body: { quoteDetails: quotes.slice(0, 5) } });
    renderPage(<SentQuotesPage />);
    await user.click(await screen.findByRole('button', { name: /^Total/ }));
    expect(screen.getByRole('columnheader', { name: /Total/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    expect(refsShown()).toEqual(['VB000001', 'VB000002', 'VB000003', 'VB000004', 'VB000005']);
    await user.click(screen.getByRole('button', { name: /^Total/ }));
    expect(refsShown()[0]).toBe('VB000005');
  });

  it('filters by reference, property or recipient, and Clear brings everything back', async () => {
    const user = userEvent.setup();
    api.on('GET /quotes-sent', { body: { quoteDetails: quotes } });
    renderPage(<SentQuotesPage />);
    const search = await screen.findByRole('searchbox', { name: 'Search sent quotes' });
    await user.type(search, 'customer7@');
    expect(refsShown()).toEqual(['VB000007']);
    await user.clear(search);
    await user.type(search, 'nobody');
    expect(screen.getByRole('status')).toHaveTextContent('No sent quotes to display');
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(search).toHaveValue('');
    expect(refsShown()).toHaveLength(20);
  });

  it('fast typing keeps every letter and asks the server nothing more', async () => {
    const user = userEvent.setup({ delay: null });
    api.on('GET /quotes-sent', {
      body: {
        quoteDetails: [...quotes, quote(26, { recipientEmail: 'helen.murray@example.com' })],
      },
    });
    renderPage(<SentQuotesPage />);
    const search = await screen.findByRole('searchbox', { name: 'Search sent quotes' });
    await user.type(search, 'helen.murray');
    expect(search).toHaveValue('helen.murray');
    expect(refsShown()).toEqual(['VB000026']);
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(search).toHaveValue('helen.murray');
    expect(api.requests.filter((r) => r.path === '/quotes-sent')).toHaveLength(1);
  });

  it('shows availability, EXPIRED and a link to the property; only a bookable quote can be sent, the others say why', async () => {
    api.on('GET /quotes-sent', {
      body: {
        quoteDetails: [
          quote(1),
          quote(2, {
            quoteExpiry: { expires: '2026-10-01', expired: true },
            notBookableReason: 'This quotation has expired',
          }),
          quote(3, {
            bookedStatus: 'BOOKED',
            notBookableReason: 'This property is no longer available to be booked',
          }),
          quote(4, {
            notBookableReason: 'Stays cannot start on this day. Please choose a different date.',
          }),
        ],
      },
    });
    renderPage(<SentQuotesPage />);
    const row = async (ref: string) =>
      (await screen.findByRole('rowheader', { name: ref })).closest('tr') as HTMLElement;
    expect(within(await row('VB000001')).getByText('Available')).toBeInTheDocument();
    expect(
      within(await row('VB000001')).getByRole('button', {
        name: 'Send to Customer: quote VB000001',
      }),
    ).toBeInTheDocument();
    expect(within(await row('VB000002')).getByText('EXPIRED')).toBeInTheDocument();
    expect(
      within(await row('VB000002')).getByText('This quotation has expired'),
    ).toBeInTheDocument();
    expect(within(await row('VB000003')).getByText('No longer available')).toBeInTheDocument();
    expect(
      within(await row('VB000003')).getByText('This property is no longer available to be booked'),
    ).toBeInTheDocument();
    // Free nights by the list's own fields, but the server knows it cannot be booked.
    expect(within(await row('VB000004')).getByText('No longer available')).toBeInTheDocument();
    expect(
      within(await row('VB000004')).getByText(/Stays cannot start on this day/),
    ).toBeInTheDocument();
    for (const ref of ['VB000002', 'VB000003', 'VB000004']) {
      expect(
        within(await row(ref)).queryByRole('button', { name: /Send quote/ }),
      ).not.toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'View property WH001' })).toHaveAttribute(
      'href',
      '/villa/1001',
    );
  });

  it('lists a downloaded quote as downloaded, and a booked one with its booking', async () => {
    const user = userEvent.setup();
    api.on('GET /quotes-sent', {
      body: {
        quoteDetails: [
          quote(1, { recipientEmail: '', downloadedAt: '2026-11-02T10:00:00.000Z' }),
          quote(2, {
            downloadedAt: '2026-11-01T09:00:00.000Z',
            bookedStatus: 'BOOKED',
            bookedAs: { bookRef: 'VBHOLD02', bookDate: '2026-11-03T20:12:00.000Z' },
            notBookableReason: 'This quotation has already been booked.',
          }),
        ],
      },
    });
    renderPage(<SentQuotesPage />);
    const row = async (ref: string) =>
      (await screen.findByRole('rowheader', { name: ref })).closest('tr') as HTMLElement;
    const downloaded = await row('VB000001');
    expect(within(downloaded).getByText('Downloaded')).toBeInTheDocument();
    expect(within(downloaded).getByText('Available')).toBeInTheDocument();
    expect(within(downloaded).getByRole('link', { name: 'VB000001' })).toHaveAttribute(
      'href',
      '/admin/agent/bookings/VB000001',
    );
    const booked = await row('VB000002');
    expect(within(booked).getByText('customer2@example.com')).toBeInTheDocument();
    expect(within(booked).getByText('Downloaded 01 Nov 2026')).toBeInTheDocument();
    expect(within(booked).getByText('Booked')).toBeInTheDocument();
    expect(within(booked).getByRole('link', { name: 'Go to booking VBHOLD02' })).toHaveAttribute(
      'href',
      '/admin/agent/bookings/VBHOLD02',
    );
    expect(within(booked).queryByRole('button', { name: /Send quote/ })).toBeNull();
    // The filter finds the downloaded ones by the word.
    await user.type(screen.getByRole('searchbox', { name: 'Search sent quotes' }), 'downloaded');
    expect(screen.queryByRole('rowheader', { name: 'VB000002' })).toBeNull();
    expect(screen.getByRole('rowheader', { name: 'VB000001' })).toBeInTheDocument();
    // The filter goes to the URL once typing pauses.
    await act(() => new Promise((resolve) => setTimeout(resolve, 600)));
  });

  it('opens the send dialog for a quote', async () => {
    const user = userEvent.setup();
    api.on('GET /quotes-sent', { body: { quoteDetails: [quote(1)] } });
    renderPage(<SentQuotesPage />);
    await user.click(
      await screen.findByRole('button', { name: 'Send to Customer: quote VB000001' }),
    );
    expect(screen.getByRole('dialog', { name: 'Send quote VB000001' })).toBeInTheDocument();
  });

  it('says when there are no sent quotes', async () => {
    api.on('GET /quotes-sent', { body: { quoteDetails: [] } });
    renderPage(<SentQuotesPage />);
    expect(await screen.findByText('No sent quotes to display')).toBeInTheDocument();
  });
});

describe('Customer Bookings', () => {
  const booking = (ref: string, surname: string): BookingListItem => ({
    bookRef: ref,
    agentRef: `REF-${ref}`,
    property: { propertyCode: 'WH101', arrival: '2027-04-02', nights: 10 },
    client: { clientTitle: 'Mrs', clientSurname: surname },
    bookDate: '2026-11-01',
  });

  it('groups RESERVE, PAYPENDING, BOOKING in that order with counts, and links each row', async () => {
    api.on('GET /bookings', {
      body: {
        bookings: {
          BOOKING: [booking('VB000003', 'Clarke')],
          RESERVE: [booking('VB000001', 'Patel'), booking('VB000004', 'Hughes')],
          PAYPENDING: [booking('VB000002', 'Evans')],
        },
      },
    });
    renderPage(<CustomerBookingsPage />);
    const headings = await screen.findAllByRole('heading', { level: 2 });
    expect(headings.map((h) => h.textContent)).toEqual([
      'Reserved (24-hour hold) 2 bookings',
      'Payment pending 1 booking',
      'Confirmed bookings 1 booking',
    ]);
    const link = screen.getByRole('link', { name: 'Open booking VB000003' });
    expect(link).toHaveAttribute('href', '/admin/agent/bookings/VB000003');
    const row = link.closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('REF-VB000003');
    expect(row).toHaveTextContent('WH101');
    expect(row).toHaveTextContent('02 Apr 2027');
    expect(row).toHaveTextContent('Mrs Clarke');
    expect(row).toHaveTextContent('01 Nov 2026');
  });

  it('shows only the groups that exist, and says when there are none', async () => {
    api.on('GET /bookings', { body: { bookings: { BOOKING: [booking('VB000009', 'Lee')] } } });
    const { unmount } = renderPage(<CustomerBookingsPage />);
    expect(await screen.findAllByRole('heading', { level: 2 })).toHaveLength(1);
    unmount();
    api.on('GET /bookings', { body: { bookings: {} } });
    renderPage(<CustomerBookingsPage />);
    expect(await screen.findByText('No bookings to display')).toBeInTheDocument();
  });
});

describe('Guides', () => {
  const guides = [
    {
      guideId: 1,
      name: 'Orlando Weather',
      nameExtra: 'Month by month',
      updated: '2026-10-01',
      filename: 'orlando-weather.pdf',
      sendToCustomer: true,
      pdfFilePath: '/guide/20261001/orlando-weather.pdf',
    },
    {
      guideId: 2,
      name: 'Agent Sales Guide',
      nameExtra: 'Selling tips',
      updated: '2026-11-01',
      filename: 'agent-sales-guide.pdf',
      sendToCustomer: false,
      pdfFilePath: '/guide/20261101/agent-sales-guide.pdf',
    },
  ];

  it('lists name and updated date, with Send to Customer only where allowed', async () => {
    const user = userEvent.setup();
    api.on('GET /guides', { body: { guides } });
    renderPage(<GuidesPage />);
    const weather = (await screen.findByRole('rowheader', { name: /Orlando Weather/ })).closest(
      'tr',
    ) as HTMLElement;
    expect(weather).toHaveTextContent('01 Oct 2026');
    expect(
      within(weather).getByRole('button', { name: 'Download Orlando Weather (PDF)' }),
    ).toBeEnabled();
    const sales = screen
      .getByRole('rowheader', { name: /Agent Sales Guide/ })
      .closest('tr') as HTMLElement;
    expect(within(sales).queryByRole('button', { name: /Send/ })).not.toBeInTheDocument();
    expect(within(sales).getByText('For agents only')).toBeInTheDocument();

    await user.click(
      within(weather).getByRole('button', { name: 'Send to Customer: Orlando Weather' }),
    );
    expect(
      screen.getByRole('dialog', { name: 'Send the Orlando Weather guide' }),
    ).toBeInTheDocument();
  });

  it('downloads the PDF through the API with the file name', async () => {
    const user = userEvent.setup();
    api.on('GET /guides', { body: { guides } });
    api.on('GET /guide/20261001/orlando-weather.pdf', { body: '%PDF-1.3' });
    const created: Blob[] = [];
    URL.createObjectURL = jest.fn((blob: Blob) => {
      created.push(blob);
      return 'blob:guide';
    });
    URL.revokeObjectURL = jest.fn();
    const clicks: string[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicks.push(this.download);
    });
    try {
      renderPage(<GuidesPage />);
      await user.click(
        await screen.findByRole('button', { name: 'Download Orlando Weather (PDF)' }),
      );
      await screen.findByRole('button', { name: 'Download Orlando Weather (PDF)' });
      expect(api.requests.map((r) => r.path)).toContain('/guide/20261001/orlando-weather.pdf');
      expect(clicks).toEqual(['orlando-weather.pdf']);
      expect(created).toHaveLength(1);
    } finally {
      click.mockRestore();
    }
  });
});
