import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from '@villa/shared/router';
import type { CheckoutCompletedResponse } from '@villa/shared/contract';
import { FreshQueryClient } from '@villa/shared/query';
import { useErrorDialogStore, useSessionStore } from '@villa/shared/store';
import { bookingFixture } from '../testing/bookingFixture';
import { fakeApiPerTest } from '@villa/shared/testing';
import BookingDetailPage from './BookingDetailPage';
import CheckoutCompletedPage from './CheckoutCompletedPage';
import OptionalExtrasPage from './OptionalExtrasPage';

const api = fakeApiPerTest(() => {
  useErrorDialogStore.setState({ queue: [] });
  useSessionStore.setState({ agentView: false });
});

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

function renderAt(page: ReactElement, path: string, at: string) {
  return render(
    <MemoryRouter initialEntries={[at]}>
      <Routes>
        <Route
          path={path}
          element={
            <>
              {page}
              <Where />
            </>
          }
        />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
    { wrapper: FreshQueryClient },
  );
}

const completed = (overrides: Partial<CheckoutCompletedResponse>): CheckoutCompletedResponse => ({
  ref: 'VBTEST01',
  agentRef: 'SMITH-1',
  agentNotes: 'Ground floor please',
  client: { clientTitle: 'Mrs', clientForename: 'Jane', clientSurname: 'Smith' },
  total: 2450.5,
  deposit: 500,
  depositDueBy: null,
  balanceDue: '2027-01-01',
  reserve: false,
  reserveReleaseDate: null,
  bookStatusCode: 'PAYPENDING',
  paymentsReceived: 0,
  outstandingBalance: 2450.5,
  cancelReason: null,
  cancelledAt: null,
  agentCommission: 245.05,
  ...overrides,
});

/** The value beside a label of the page's money list. */
const line = (label: string) => within(screen.getByText(label).parentElement!);

/** A booking cancelled after checkout: nothing left to pay. */
const cancelled = (cancelReason: string, cancelledAt: string, agentCommission = 245.05) =>
  completed({
    bookStatusCode: 'CANCELLED',
    deposit: null,
    balanceDue: null,
    outstandingBalance: 0,
    agentCommission,
    cancelReason,
    cancelledAt,
  });

describe('optional extras', () => {
  test('opened from the main navigation (no stay): the whole catalogue, asked with no query', async () => {
    api.on('GET /optional-extras', {
      body: {
        categories: [
          {
            category: 'Pool and garden',
            extras: [
              {
                extraId: 5,
                extraName: 'BBQ gas refill',
                description: 'A full propane tank for the villa gas grill.',
                category: 'Pool and garden',
                basis: 'PER_STAY',
                unitPrice: 35,
                stayPrice: null,
                maxQuantity: 2,
                fitsOnly: null,
                quoteOnly: false,
                commissionable: false,
              },
            ],
          },
        ],
        stay: null,
        chosen: [],
      },
    });
    renderAt(<OptionalExtrasPage />, '/optional-extras', '/optional-extras');
    expect(await screen.findByText('BBQ gas refill')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Search villas' })).toHaveAttribute('href', '/villas');
    expect(screen.queryByRole('status', { name: /Loading/ })).not.toBeInTheDocument();
    const asked = api.requests.filter((r) => r.path === '/optional-extras');
    expect(asked).toHaveLength(1);
    expect([...asked[0]!.query.keys()]).toEqual([]);
  });
});

describe('checkout completed', () => {
  const open = (body: CheckoutCompletedResponse) => {
    api.on('GET /checkout-completed/VBTEST01', { body });
    renderAt(<CheckoutCompletedPage />, '/checkout-completed/:ref', '/checkout-completed/VBTEST01');
  };

  test('a hold: "Reserve" Thank You!, the 24-hour warning, no payment due', async () => {
    open(
      completed({
        bookStatusCode: 'RESERVE',
        reserve: true,
        reserveReleaseDate: '2026-11-02T10:00:00.000Z',
        deposit: null,
        balanceDue: null,
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Reserve Thank You!' })).toBeInTheDocument();
    expect(
      screen.getByText('This booking will be held on "Reserve" for 24 Hours'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/required within 24hrs/)).not.toBeInTheDocument();
    expect(screen.getByText('Mrs Jane Smith')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the booking' })).toHaveAttribute(
      'href',
      '/admin/agent/bookings/VBTEST01',
    );
  });

  test('a booking with a deposit: the deposit wording, the balance due date, agent ref and notes', async () => {
    open(completed({}));
    expect(await screen.findByRole('heading', { name: 'Thank You!' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Deposit required within 24hrs, payments can be made from the booking info page',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('£500.00')).toBeInTheDocument();
    expect(screen.getByText('01 Jan 2027')).toBeInTheDocument();
    expect(screen.getByText('SMITH-1')).toBeInTheDocument();
    expect(screen.getByText('Ground floor please')).toBeInTheDocument();
    expect(line('Booking total').getByText('£2,450.50')).toBeInTheDocument();
    expect(screen.queryByText('Your commission')).not.toBeInTheDocument();
  });

  test('no deposit: Full Balance; commission only in agent view', async () => {
    useSessionStore.setState({ agentView: true });
    open(completed({ deposit: 2450.5, balanceDue: null, agentRef: '', agentNotes: '' }));
    expect(
      await screen.findByText(
        'Full Balance required within 24hrs, payments can be made from the booking info page',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Your commission')).toBeInTheDocument();
    expect(screen.getByText('£245.05')).toBeInTheDocument();
    expect(screen.queryByText('Your reference')).not.toBeInTheDocument();
  });

  test('a hold cancelled later: no hold until a date, nothing to pay, no commission', async () => {
    useSessionStore.setState({ agentView: true });
    open(cancelled('AGENT_CANCELLED', '2026-11-02T09:30:00.000Z', 0));
    expect(await screen.findByRole('heading', { name: 'Thank You!' })).toBeInTheDocument();
    expect(screen.getByText(/^This booking was cancelled on 02 Nov 2026/)).toBeInTheDocument();
    expect(
      screen.getByText('Nothing is left to pay and no commission is due on this booking.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/held on "Reserve"/)).not.toBeInTheDocument();
    expect(screen.queryByText(/Held until/)).not.toBeInTheDocument();
    expect(screen.queryByText(/required within 24hrs/)).not.toBeInTheDocument();
    expect(screen.queryByText('Outstanding balance')).not.toBeInTheDocument();
    expect(line('Your commission').getByText('£0.00')).toBeInTheDocument();
  });

  test('pending payment: paid by when (UK time) or it lapses; notes keep their line breaks', async () => {
    open(
      completed({
        depositDueBy: '2026-11-24T13:30:00.000Z',
        agentNotes: 'Ground floor please\nLate arrival, about 23:00',
      }),
    );
    expect(
      await screen.findByText(
        'Unless it is paid by 24 Nov 2026 at 13:30 UK time, the booking lapses and its dates are released.',
      ),
    ).toBeInTheDocument();
    const notes = line('Your notes').getByText(/Ground floor please/);
    expect(notes.textContent).toBe('Ground floor please\nLate arrival, about 23:00');
    expect(notes).toHaveClass('pre-wrap');
  });

  test('a booking whose deposit was not paid in time says it lapsed', async () => {
    open(cancelled('DEPOSIT_LAPSED', '2026-11-03T10:00:00.000Z'));
    expect(
      await screen.findByText(
        'This booking lapsed on 03 Nov 2026 at 10:00 UK time: it was not paid within 24 hours and its dates were released.',
      ),
    ).toBeInTheDocument();
  });

  test('a hold that lapsed says so', async () => {
    open(cancelled('HOLD_LAPSED', '2026-11-03T10:00:00.000Z'));
    expect(
      await screen.findByText(
        /^This reserve hold lapsed on 03 Nov 2026 .* and its dates were released\.$/,
      ),
    ).toBeInTheDocument();
  });

  test('deposit paid: the balance and its date, no deposit required within 24hrs', async () => {
    open(
      completed({
        bookStatusCode: 'BOOKING',
        deposit: null,
        paymentsReceived: 500,
        outstandingBalance: 1950.5,
      }),
    );
    expect(
      await screen.findByText(
        'The deposit is paid. The balance of £1,950.50 is due by 01 Jan 2027.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/required within 24hrs/)).not.toBeInTheDocument();
    expect(line('Payments received').getByText('£500.00')).toBeInTheDocument();
  });

  test('paid in full: says so, nothing required', async () => {
    open(
      completed({
        bookStatusCode: 'BOOKING',
        deposit: null,
        balanceDue: null,
        paymentsReceived: 2450.5,
        outstandingBalance: 0,
      }),
    );
    expect(await screen.findByText('This booking is paid in full.')).toBeInTheDocument();
    expect(screen.queryByText(/required within 24hrs/)).not.toBeInTheDocument();
    expect(screen.queryByText('Deposit')).not.toBeInTheDocument();
    expect(line('Outstanding balance').getByText('£0.00')).toBeInTheDocument();
  });
});

describe('booking detail', () => {
  const open = (booking = bookingFixture(), at = '/admin/agent/bookings/VBTEST01') => {
    api.on('GET /bookings/VBTEST01', { body: booking });
    renderAt(<BookingDetailPage />, '/admin/agent/bookings/:ref', at);
  };

  test('an expired quotation warns and links to a re-quote with the stay and extras counts', async () => {
    open(
      bookingFixture({
        bookingInfo: { ...bookingFixture().bookingInfo, bookStatusCode: 'QUOTATION' },
        quoteExpiry: { expires: '2026-10-01', expired: true },
        purchasedExtras: [
          {
            info: { extraId: 12, extraName: 'Pool heating', datesEditable: false },
            purchased: [
              { villaBookExtraId: 0, bookFrom: '2027-03-01', bookNights: 7, bookChargeAmount: 189 },
            ],
          },
        ],
        extrasLocked: true,
        cardPayment: null,
      }),
    );
    expect(await screen.findByText('This quotation has expired')).toBeInTheDocument();
    const overview = screen.getByRole('region', { name: 'Overview' });
    expect(within(overview).getByText('Quoted on')).toBeInTheDocument();
    expect(within(overview).queryByText('Booked on')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get a new quote for these dates' })).toHaveAttribute(
      'href',
      '/optional-extras?propertyId=12&arrival=2027-03-01&nights=7&extras[12]=1',
    );
    expect(screen.queryByRole('link', { name: 'Book' })).not.toBeInTheDocument();
    expect(
      screen.getByText('Extras can no longer be changed on this booking.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Payments' })).not.toBeInTheDocument();
  });

  test('an expired quotation makes a new one of the same stay, extras and customer in one request', async () => {
    open(
      bookingFixture({
        bookingInfo: { ...bookingFixture().bookingInfo, bookStatusCode: 'QUOTATION' },
        quoteExpiry: { expires: '2026-10-01', expired: true },
        purchasedExtras: [
          {
            info: { extraId: 12, extraName: 'Pool heating', datesEditable: false },
            purchased: [
              { villaBookExtraId: 0, bookFrom: '2027-03-01', bookNights: 7, bookChargeAmount: 189 },
            ],
          },
          {
            info: { extraId: 1, extraName: 'Travel cot', datesEditable: false },
            purchased: [
              { villaBookExtraId: 5, bookFrom: '2027-03-01', bookNights: 7, bookChargeAmount: 45 },
              { villaBookExtraId: 6, bookFrom: '2027-03-01', bookNights: 7, bookChargeAmount: 45 },
            ],
          },
        ],
        extrasLocked: true,
        cardPayment: null,
        quoteSentTo: 'the.ahmeds@example.com',
      }),
    );
    api.on('POST /quotes', {
      status: 201,
      body: { quote: { bookRef: 'VBNEW001' }, reused: false },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Make a new quotation' }));
    await waitFor(() =>
      expect(screen.getByTestId('where')).toHaveTextContent('/admin/agent/bookings/VBNEW001'),
    );
    // One call: the server makes the quotation with every extra, or none of it.
    const made = api.requests.filter((r) => r.method === 'POST');
    expect(made.map((r) => [r.path, r.body])).toEqual([
      [
        '/quotes',
        {
          propertyId: 12,
          arrival: '2027-03-01',
          nights: 7,
          extras: [
            { extraId: 12, quantity: 1 },
            { extraId: 1, quantity: 2 },
          ],
          customerEmail: 'the.ahmeds@example.com',
        },
      ],
    ]);
  });

  test('a quotation that became the booking says so and links it, with no balance or last day', async () => {
    open(
      bookingFixture({
        bookingInfo: { ...bookingFixture().bookingInfo, bookStatusCode: 'QUOTATION' },
        quoteExpiry: { expires: '2026-12-08', expired: false },
        quoteAvailableToBeBooked: false,
        quoteUnavailableReason: 'This quotation has already been booked.',
        quoteBookedAs: { bookRef: 'VBHOLD01', bookDate: '2026-12-01T20:12:00.000Z' },
        cardPayment: null,
      }),
    );
    const area = await screen.findByRole('region', { name: 'Quotation' });
    expect(within(area).getByText('This quotation was booked: booking VBHOLD01.')).toBeVisible();
    expect(within(area).getByRole('link', { name: 'Go to booking VBHOLD01' })).toHaveAttribute(
      'href',
      '/admin/agent/bookings/VBHOLD01',
    );
    // Its PDF downloads (it says it was booked); it is not offered to the customer again.
    expect(within(area).getByRole('button', { name: 'Quotation PDF' })).toBeVisible();
    expect(within(area).queryByRole('button', { name: 'Send quotation to customer' })).toBeNull();
    expect(screen.queryByText('This property is no longer available to be booked')).toBeNull();
    expect(screen.queryByText(/valid until/)).toBeNull();
    expect(screen.queryByText('Outstanding balance')).toBeNull();
    expect(screen.queryByText('Outstanding')).toBeNull();
    expect(screen.getByText('Nothing: it was booked as booking VBHOLD01')).toBeVisible();
  });

  test('a bookable quotation can be sent to the customer from its page', async () => {
    open(
      bookingFixture({
        bookingInfo: { ...bookingFixture().bookingInfo, bookStatusCode: 'QUOTATION' },
        quoteExpiry: { expires: '2027-01-10', expired: false },
        quoteAvailableToBeBooked: true,
        cardPayment: null,
      }),
    );
    await userEvent.click(
      await screen.findByRole('button', { name: 'Send quotation to customer' }),
    );
    expect(screen.getByRole('dialog', { name: 'Send quote VBTEST01' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Quotation PDF' })).toBeInTheDocument();
  });

  test("a quotation that can no longer be booked says the server's one reason; a bookable one offers Book", async () => {
    const quote = bookingFixture({
      bookingInfo: { ...bookingFixture().bookingInfo, bookStatusCode: 'QUOTATION' },
      quoteExpiry: { expires: '2027-01-10', expired: false },
      quoteAvailableToBeBooked: false,
      quoteUnavailableReason: 'Stays cannot start on this day. Please choose a different date.',
      cardPayment: null,
    });
    open(quote);
    expect(
      await screen.findByText('Stays cannot start on this day. Please choose a different date.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Book' })).not.toBeInTheDocument();
    api.reset();
    open(
      bookingFixture({
        ...quote,
        quoteAvailableToBeBooked: true,
        quoteUnavailableReason: null,
        capabilities: undefined,
      }),
    );
    expect((await screen.findAllByRole('link', { name: 'Book' }))[0]).toHaveAttribute(
      'href',
      '/checkout/all/customer-details/VBTEST01',
    );
  });

  test('payments: none received yet; the amount is checked against the bounds before any call', async () => {
    const user = userEvent.setup();
    open();
    const payments = await screen.findByRole('region', { name: 'Payments' });
    expect(within(payments).getByText('No payments have been received')).toBeInTheDocument();
    const overview = screen.getByRole('region', { name: 'Overview' });
    expect(within(overview).getByText('Booked on')).toBeInTheDocument();
    expect(within(overview).queryByText('Quoted on')).not.toBeInTheDocument();
    const amount = within(payments).getByLabelText(/Amount/);
    expect(amount).toHaveValue('500.00');
    await user.clear(amount);
    await user.type(amount, '2000.01');
    await user.click(within(payments).getByRole('button', { name: 'Pay by card' }));
    expect(
      within(payments).getByText('Amount must be between £500.00 and £2,000.00'),
    ).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, '600.555');
    await user.tab();
    expect(
      within(payments).getByText('Amount must have at most 2 decimal places'),
    ).toBeInTheDocument();
    expect(api.requests.filter((r) => r.path.startsWith('/booking-modify'))).toEqual([]);
  });

  test('payments: a declined card is listed as declined, and the area no longer says nothing happened', async () => {
    open(
      bookingFixture({
        declinedPayments: [
          {
            declinedAt: '2026-11-02T10:15:00.000Z',
            amount: 500,
            cardLastFour: '0002',
            reason: 'Your card was declined.',
          },
        ],
      }),
    );
    const payments = await screen.findByRole('region', { name: 'Payments' });
    expect(within(payments).queryByText('No payments have been received')).not.toBeInTheDocument();
    expect(
      within(payments).getByText(
        'No payments have been received yet: 1 card payment was declined.',
      ),
    ).toBeInTheDocument();
    const declined = within(payments).getByRole('table', { name: 'Declined card payments' });
    const [row] = within(declined).getAllByRole('row').slice(1);
    expect(row).toHaveTextContent(/02 Nov 2026 at \d\d:\d\d/);
    expect(within(row).getByRole('cell', { name: 'Card ending 0002' })).toBeInTheDocument();
    expect(within(row).getByRole('cell', { name: '£500.00' })).toBeInTheDocument();
    expect(
      within(row).getByRole('cell', { name: 'Declined: Your card was declined.' }),
    ).toBeInTheDocument();
  });

  test('payments: received payments keep their own list beside the declined ones', async () => {
    open(
      bookingFixture({
        payments: [
          {
            payTypeDesc: 'Card payment (Visa ending 4242)',
            payReference: 'sbx_1',
            payDate: '2026-11-02T11:00:00.000Z',
            payAmount: 500,
          },
        ],
        declinedPayments: [
          {
            declinedAt: '2026-11-02T10:15:00.000Z',
            amount: 500,
            cardLastFour: '9995',
            reason: 'Insufficient funds.',
          },
        ],
      }),
    );
    const payments = await screen.findByRole('region', { name: 'Payments' });
    expect(within(payments).queryByText(/No payments have been received/)).not.toBeInTheDocument();
    const [received, declined] = within(payments).getAllByRole('table');
    expect(within(received).getAllByRole('row')).toHaveLength(2);
    expect(received).toHaveTextContent('Card payment (Visa ending 4242)');
    expect(received).not.toHaveTextContent(/declined/i);
    expect(declined).toHaveAccessibleName('Declined card payments');
    expect(declined).toHaveTextContent('Declined: Insufficient funds.');
  });

  test('payments: after the deposit the amount offered is the balance, not the minimum of 10', async () => {
    const base = bookingFixture();
    open(
      bookingFixture({
        agentSummary: { ...base.agentSummary, paymentsReceived: 500, outstandingBalance: 1500 },
        payments: [
          {
            payTypeDesc: 'Card payment (Visa ending 4242)',
            payReference: 'sbx_1',
            payDate: '2026-11-02T11:00:00.000Z',
            payAmount: 500,
          },
        ],
        cardPayment: { minimum: 10, maximum: 1500, allowed: true },
      }),
    );
    const payments = await screen.findByRole('region', { name: 'Payments' });
    expect(within(payments).getByText('Pay between £10.00 and £1,500.00 by card.')).toBeVisible();
    expect(within(payments).getByLabelText(/Amount/)).toHaveValue('1500.00');
  });

  test('payments: a page the booking refused closes with the reason', async () => {
    const user = userEvent.setup();
    open();
    api.on('POST /booking-modify/card-payment/VBTEST01', {
      status: 201,
      body: { paymentId: 'attempt0001', paymentUrl: '/api/payment-sandbox/page0001', amount: 500 },
    });
    const reason =
      'A newer card payment was started for this booking, so this page no longer takes payments. No money was taken.';
    api.on('GET /booking-modify/card-payment/VBTEST01/attempt0001', {
      body: { state: 'REFUSED', message: reason },
    });
    const payments = await screen.findByRole('region', { name: 'Payments' });
    await user.click(within(payments).getByRole('button', { name: 'Pay by card' }));
    expect(await screen.findByRole('dialog', { name: /Card payment/ })).toBeInTheDocument();
    expect(await within(payments).findByText(reason, {}, { timeout: 4000 })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: /Card payment/ })).not.toBeInTheDocument();
  });

  test('payments: a slow check is never overlapped by the next; a paid attempt fetches the booking again', async () => {
    const user = userEvent.setup();
    open();
    api.on('POST /booking-modify/card-payment/VBTEST01', {
      status: 201,
      body: { paymentId: 'attempt0002', paymentUrl: '/api/payment-sandbox/page0002', amount: 500 },
    });
    let checks = 0;
    let inFlight = 0;
    let mostInFlight = 0;
    api.on('GET /booking-modify/card-payment/VBTEST01/attempt0002', () => {
      checks += 1;
      inFlight += 1;
      mostInFlight = Math.max(mostInFlight, inFlight);
      // The first check takes longer than two polling intervals.
      const after = new Promise((resolve) => setTimeout(resolve, checks === 1 ? 3500 : 0));
      return {
        after: after.then(() => (inFlight -= 1)),
        body: { state: checks === 1 ? 'OPEN' : 'SUCCEEDED' },
      };
    });
    const payments = await screen.findByRole('region', { name: 'Payments' });
    await user.click(within(payments).getByRole('button', { name: 'Pay by card' }));
    expect(await screen.findByRole('dialog', { name: /Card payment/ })).toBeInTheDocument();
    expect(
      await within(payments).findByText(
        'Payment of £500.00 received. Thank you.',
        {},
        { timeout: 8000 },
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: /Card payment/ })).not.toBeInTheDocument();
    expect(mostInFlight).toBe(1);
    // The booking was fetched again after the payment went through.
    await waitFor(() =>
      expect(api.requests.filter((r) => r.path === '/bookings/VBTEST01')).toHaveLength(2),
    );
  });

  test('payments: clearing the amount asks for it, as every required field does', async () => {
    const user = userEvent.setup();
    open();
    const payments = await screen.findByRole('region', { name: 'Payments' });
    await user.clear(within(payments).getByLabelText(/Amount/));
    await user.click(within(payments).getByRole('button', { name: 'Pay by card' }));
    expect(await within(payments).findByText('Amount is required')).toBeInTheDocument();
    expect(within(payments).queryByText(/Invalid key/)).not.toBeInTheDocument();
    expect(api.requests.filter((r) => r.path.startsWith('/booking-modify'))).toEqual([]);
  });

  test('a hold shows no payments area; a cancelled booking locks its extras', async () => {
    open(
      bookingFixture({
        bookingInfo: {
          ...bookingFixture().bookingInfo,
          bookStatusCode: 'CANCELLED',
          cancelReason: 'HOLD_LAPSED',
          cancelledAt: '2026-11-02T10:00:00.000Z',
        },
        extrasLocked: true,
        purchaseAbleExtras: [],
        cardPayment: null,
      }),
    );
    expect(await screen.findByText(/This reserve hold lapsed on 02 Nov 2026/)).toBeInTheDocument();
    expect(
      screen.getByText('Extras can no longer be changed on this booking.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Add / })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit Lead Passenger' })).not.toBeInTheDocument();
  });

  test('the page obeys the capabilities the server sends, not the status', async () => {
    const paid = bookingFixture();
    open(
      bookingFixture({
        ...paid,
        capabilities: {
          ...paid.capabilities,
          takesPayments: false,
          passengersEditable: false,
          extrasLocked: true,
        },
      }),
    );
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('region', { name: 'Payments' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit Lead Passenger' })).not.toBeInTheDocument();
    expect(
      screen.getByText('Extras can no longer be changed on this booking.'),
    ).toBeInTheDocument();
  });

  test('a hold past its 24 hours offers neither Upgrade nor Cancel', async () => {
    const hold = bookingFixture({
      bookingInfo: {
        ...bookingFixture().bookingInfo,
        bookStatusCode: 'RESERVE',
        holdExpiresAt: '2026-11-02T10:00:00.000Z',
      },
      cardPayment: null,
    });
    open({ ...hold, capabilities: { ...hold.capabilities, canUpgrade: false, canCancel: false } });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('button', { name: /Upgrade/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Cancel/ })).not.toBeInTheDocument();
    api.reset();
    open(hold);
    expect(await screen.findByRole('button', { name: /Upgrade/ })).toBeInTheDocument();
  });

  test('the payment-declined flag opens the Payment Declined dialog', async () => {
    const user = userEvent.setup();
    open(bookingFixture(), '/admin/agent/bookings/VBTEST01?payment-declined=1');
    const dialog = await screen.findByRole('alertdialog', { name: 'Payment Declined' });
    expect(dialog).toHaveTextContent(
      'The payment has been declined - check the payments area for further information.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/admin/agent/bookings/VBTEST01');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  test('editing the lead passenger notes the minimum age the booking terms state: 18', async () => {
    const user = userEvent.setup();
    open();
    const section = await screen.findByRole('region', { name: 'Lead Passenger' });
    await user.click(within(section).getByRole('button', { name: 'Edit Lead Passenger' }));
    expect(
      within(section).getByText('The lead passenger must be 18 or over at the time of booking.'),
    ).toBeInTheDocument();
  });

  test('agent notes are saved only when changed', async () => {
    const user = userEvent.setup();
    open();
    const section = await screen.findByRole('region', { name: 'Your reference and notes' });
    await user.click(within(section).getByRole('button', { name: /Edit/ }));
    await user.click(within(section).getByRole('button', { name: 'Save' }));
    expect(
      await within(section).findByText('Nothing has changed, so nothing was saved.'),
    ).toBeInTheDocument();
    expect(api.requests.filter((r) => r.method === 'POST')).toEqual([]);
  });

  test('change request: failed to send, then sent', async () => {
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('button', { name: 'Make enquiry' }));
    const dialog = screen.getByRole('dialog', { name: 'Make enquiry' });
    await user.type(within(dialog).getByLabelText('Message'), 'Please add a cot to this booking.');
    api.on('POST /send-enquiry', { status: 500, body: { errors: ['boom'] } });
    await user.click(within(dialog).getByRole('button', { name: 'Send message' }));
    const failed = await screen.findByRole('dialog', { name: 'Not sent' });
    expect(failed).toHaveTextContent('Sorry the request failed to send, please try again later.');
    expect(useErrorDialogStore.getState().queue).toEqual([]);
    await user.click(within(failed).getByRole('button', { name: 'Try again' }));
    api.on('POST /send-enquiry', { status: 202, body: { queued: true } });
    const again = screen.getByRole('dialog', { name: 'Make enquiry' });
    expect(within(again).getByLabelText('Message')).toHaveValue(
      'Please add a cot to this booking.',
    );
    await user.click(within(again).getByRole('button', { name: 'Send message' }));
    expect(await screen.findByRole('dialog', { name: 'Message sent' })).toBeInTheDocument();
    await waitFor(() =>
      expect(api.requests.filter((r) => r.path === '/send-enquiry').at(-1)?.body).toEqual({
        subject: '',
        body: 'Please add a cot to this booking.',
        bookRef: 'VBTEST01',
      }),
    );
  });
});
