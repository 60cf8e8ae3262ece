import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OfficeBookingListItem } from '@villa/shared/contract';
import { fakeApiPerTest } from '@villa/shared/testing';
import { renderPage } from '../testing/renderPage';
import BookingListPage from './BookingListPage';
import BookingPage from './BookingPage';
import { officeBooking } from './testBooking';

const api = fakeApiPerTest();

const item = (ref: string, overrides: Partial<OfficeBookingListItem> = {}) =>
  ({
    ref,
    status: 'PAYPENDING',
    agentEmail: 'agent@demo.test',
    organisation: 'Sunshine Travel',
    villaCode: 'WH1012',
    leadSurname: 'Smith',
    agentRef: 'AG-1',
    arrival: '2027-03-01',
    nights: 7,
    total: 2000,
    paid: 0,
    outstanding: 2000,
    balanceDue: '2026-12-21',
    deadline: '2026-12-02T10:00:00.000Z',
    ...overrides,
  }) satisfies OfficeBookingListItem;

const listOf = (bookings: OfficeBookingListItem[], total = bookings.length, page = 1) => ({
  body: { bookings, total, page, rpp: 50 },
});

const detail = officeBooking;

describe('the office booking list', () => {
  it('lists every agent’s booking with its money, each row opening the booking', async () => {
    api.on('GET /office/bookings', listOf([item('VBAA0001'), item('VBAA0002', { paid: 500 })]));
    renderPage(<BookingListPage />, { path: '/office/bookings', at: '/office/bookings' });
    const table = await screen.findByRole('table', { name: 'Bookings' });
    const [, first] = within(table).getAllByRole('row');
    expect(within(first).getByRole('link', { name: 'VBAA0001' })).toHaveAttribute(
      'href',
      '/office/bookings/VBAA0001',
    );
    expect(within(first).getByText('Pending payment')).toBeInTheDocument();
    expect(screen.getByText('Showing 1 to 2 of 2 bookings')).toBeInTheDocument();
  });

  it('sends the filters the staff member chose, and says when nothing matches', async () => {
    const user = userEvent.setup();
    api.on('GET /office/bookings', (request) =>
      request.query.get('q') === 'nobody' ? listOf([]) : listOf([item('VBAA0001')]),
    );
    renderPage(<BookingListPage />, { path: '/office/bookings', at: '/office/bookings' });
    await screen.findByRole('table');
    await user.type(
      screen.getByRole('searchbox', { name: 'Booking reference, surname or agent reference' }),
      'nobody',
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Confirmed');
    await user.click(screen.getByRole('checkbox', { name: 'Balance overdue' }));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('No booking matches this search.')).toBeInTheDocument();
    const sent = api.requests.filter((r) => r.path === '/office/bookings').at(-1)!;
    expect(Object.fromEntries(sent.query)).toEqual({
      q: 'nobody',
      status: 'BOOKING',
      overdue: '1',
    });
  });

  it('says when the list could not be loaded, and tries again', async () => {
    api.on('GET /office/bookings', { status: 500, body: {} });
    renderPage(<BookingListPage />, { path: '/office/bookings', at: '/office/bookings' });
    expect(await screen.findByText('The bookings could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('the office booking page', () => {
  const at = { path: '/office/bookings/:ref', at: '/office/bookings/VBTEST01' };

  it('shows the booking as its agent reads it, with its agent and organisation', async () => {
    api.on('GET /office/bookings/VBTEST01', { body: detail() });
    renderPage(<BookingPage />, at);
    expect(await screen.findByRole('heading', { name: 'Booking VBTEST01' })).toBeInTheDocument();
    expect(screen.getByText('Alex Agent (agent@demo.test)')).toBeInTheDocument();
    expect(screen.getByText('Sunshine Travel')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Record a payment received' })).toBeInTheDocument();
  });

  it('checks a payment at its fields before sending it, then records it', async () => {
    const user = userEvent.setup();
    api.on('GET /office/bookings/VBTEST01', { body: detail() });
    api.on('POST /office/bookings/VBTEST01/payments', {
      status: 201,
      body: { paymentId: 9, recorded: true, bookStatusCode: 'BOOKING', outstanding: 100 },
    });
    renderPage(<BookingPage />, at);
    const submit = await screen.findByRole('button', { name: 'Record payment' });
    await user.click(submit);
    expect(screen.getByRole('textbox', { name: /Amount/ })).toHaveAccessibleDescription(
      /Amount must be a number/,
    );
    expect(screen.getByRole('textbox', { name: /Payer’s reference/ })).toHaveAccessibleDescription(
      /Reference is required/,
    );
    expect(api.requests.some((r) => r.method === 'POST')).toBe(false);

    await user.type(screen.getByRole('textbox', { name: /Amount/ }), '250');
    await user.type(screen.getByRole('textbox', { name: /Payer’s reference/ }), 'SMITH 1');
    await user.click(submit);
    expect(await screen.findByText('Payment of £250.00 recorded.')).toBeInTheDocument();
    const sent = api.requests.find((r) => r.method === 'POST')!;
    expect(sent.body).toMatchObject({ amount: 250, reference: 'SMITH 1', method: 'BANK_TRANSFER' });
  });

  it('says the outstanding amount at the field when the payment is more than it', async () => {
    const user = userEvent.setup();
    api.on('GET /office/bookings/VBTEST01', { body: detail() });
    api.on('POST /office/bookings/VBTEST01/payments', {
      status: 409,
      body: {
        errors: [
          'The amount is more than the £100.00 outstanding on this booking. Nothing was recorded.',
        ],
        outstanding: 100,
      },
    });
    renderPage(<BookingPage />, at);
    await user.type(await screen.findByRole('textbox', { name: /Amount/ }), '250');
    await user.type(screen.getByRole('textbox', { name: /Payer’s reference/ }), 'SMITH 2');
    await user.click(screen.getByRole('button', { name: 'Record payment' }));
    expect(await screen.findByText(/more than the £100.00 outstanding/)).toBeInTheDocument();
  });

  it('says so when there is no such booking', async () => {
    api.on('GET /office/bookings/VBTEST01', { status: 404, body: { errors: ['Not found'] } });
    renderPage(<BookingPage />, at);
    expect(
      await screen.findByText('There is no agent’s booking with this reference.'),
    ).toBeInTheDocument();
  });

  it('refunds part of a payment and says the provider’s refusal at the amount', async () => {
    const user = userEvent.setup();
    api.on('GET /office/bookings/VBTEST01', {
      body: detail({
        paymentsReceived: [
          {
            paymentId: 7,
            payTypeDesc: 'Bank transfer',
            payDate: '2026-11-02T10:00:00.000Z',
            amount: 500,
            refunded: 0,
            refundable: 500,
            byProvider: false,
          },
        ],
      }),
    });
    let refusals = 1;
    api.on('POST /office/bookings/VBTEST01/refunds', () =>
      refusals-- > 0
        ? {
            status: 409,
            body: {
              errors: [
                'The amount is more than the £500.00 left to refund on this payment. Nothing was refunded.',
              ],
            },
          }
        : {
            status: 201,
            body: {
              refundId: 1,
              amount: 50,
              byProvider: false,
              refundable: 450,
              paid: 450,
              outstanding: 1550,
            },
          },
    );
    renderPage(<BookingPage />, at);
    const heading = await screen.findByRole('heading', { name: 'Refund a payment' });
    const form = heading.closest('section')!;
    await user.click(within(form).getByRole('button', { name: 'Refund' }));
    expect(within(form).getByRole('textbox', { name: /Reason/ })).toHaveAccessibleDescription(
      /Reason is required/,
    );
    await user.type(within(form).getByRole('textbox', { name: /Amount to refund/ }), '600');
    await user.type(within(form).getByRole('textbox', { name: /Reason/ }), 'Goodwill');
    await user.click(within(form).getByRole('button', { name: 'Refund' }));
    expect(
      await within(form).findByText(/more than the £500.00 left to refund/),
    ).toBeInTheDocument();
    await user.clear(within(form).getByRole('textbox', { name: /Amount to refund/ }));
    await user.type(within(form).getByRole('textbox', { name: /Amount to refund/ }), '50');
    await user.click(within(form).getByRole('button', { name: 'Refund' }));
    expect(await screen.findByText('£50.00 recorded as refunded.')).toBeInTheDocument();
    const sent = api.requests.filter((r) => r.method === 'POST').at(-1)!;
    expect(sent.body).toEqual({ paymentId: 7, amount: 50, reason: 'Goodwill' });
  });
});
