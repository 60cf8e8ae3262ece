import type { ReactElement } from 'react';
import { FreshQueryClient } from '@villa/shared/query';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bookingFixture } from '../testing/bookingFixture';
import { AtAGlance, RemindersSent } from './AtAGlance';

/** Renders with a QueryClient of its own: the dialogs send through useMutation. */
const renderWithQueries = (ui: ReactElement) => render(ui, { wrapper: FreshQueryClient });

const glanceOf = () => within(screen.getByRole('region', { name: 'At a glance' }));
const valueOf = (name: string) => {
  const term = glanceOf().getByText(name, { selector: 'dt' });
  return term.nextElementSibling?.textContent;
};

afterEach(() => {
  jest.useRealTimers();
});

describe('the booking at a glance', () => {
  test('a booking waiting for its deposit: the money, what is due by when (UK time), counting down', () => {
    jest.useFakeTimers({ now: Date.parse('2026-11-23T14:00:00.000Z') });
    const booking = bookingFixture({
      bookingInfo: {
        ...bookingFixture().bookingInfo,
        bookStatusCode: 'PAYPENDING',
        depositDueBy: '2026-11-24T13:30:00.000Z',
      },
    });
    renderWithQueries(<AtAGlance booking={booking} />);
    expect(valueOf('Status')).toBe('Pending payment');
    expect(valueOf('Total')).toBe('£2,000.00');
    expect(valueOf('Paid')).toBe('£0.00');
    expect(valueOf('Outstanding')).toBe('£2,000.00');
    expect(
      glanceOf().getByText(/^£500\.00 by 24 Nov 2026 at 13:30 UK time, or the booking lapses/),
    ).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent('23 h 30 min left');
    act(() => {
      jest.advanceTimersByTime(30 * 60_000);
    });
    expect(screen.getByRole('timer')).toHaveTextContent('23 h 00 min left');
    act(() => {
      jest.advanceTimersByTime(23 * 3_600_000);
    });
    expect(screen.getByRole('timer')).toHaveTextContent('Time is up');
  });

  test('a hold just made counts down from 24 h 00 min, rounded down, never "24 h 01 min"', () => {
    // The browser's clock a few seconds behind the server's, as it often is.
    jest.useFakeTimers({ now: Date.parse('2027-01-10T20:12:00.000Z') - 20_000 });
    const hold = bookingFixture({
      bookingInfo: {
        ...bookingFixture().bookingInfo,
        bookStatusCode: 'RESERVE',
        holdExpiresAt: '2027-01-11T20:12:00.000Z',
      },
    });
    renderWithQueries(<AtAGlance booking={hold} />);
    expect(screen.getByRole('timer')).toHaveTextContent('24 h 00 min left');
    act(() => {
      jest.advanceTimersByTime(60_000);
    });
    expect(screen.getByRole('timer')).toHaveTextContent('23 h 59 min left');
  });

  test('summer deadlines are shown in UK summer time, whatever the browser zone', () => {
    jest.useFakeTimers({ now: Date.parse('2027-07-01T08:00:00.000Z') });
    const hold = bookingFixture({
      bookingInfo: {
        ...bookingFixture().bookingInfo,
        bookStatusCode: 'RESERVE',
        holdExpiresAt: '2027-07-02T07:00:00.000Z',
      },
    });
    renderWithQueries(<AtAGlance booking={hold} />);
    expect(
      glanceOf().getByText(/^Upgrade or the hold lapses at 02 Jul 2027 at 08:00 UK time/),
    ).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent('23 h 00 min left');
  });

  test('a confirmed booking with a balance left: the balance date, no countdown', () => {
    const booking = bookingFixture({
      bookingInfo: { ...bookingFixture().bookingInfo, bookStatusCode: 'BOOKING' },
      agentSummary: {
        ...bookingFixture().agentSummary,
        paymentsReceived: 500,
        outstandingBalance: 1500,
      },
    });
    renderWithQueries(<AtAGlance booking={booking} />);
    expect(valueOf('Paid')).toBe('£500.00');
    expect(valueOf('Next due')).toBe('Balance of £1,500.00 by 01 Jan 2027');
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
  });

  test('paid in full, and a quotation: nothing due, or until when it can be booked', () => {
    const paid = bookingFixture({
      bookingInfo: { ...bookingFixture().bookingInfo, bookStatusCode: 'BOOKING' },
      agentSummary: {
        ...bookingFixture().agentSummary,
        paymentsReceived: 2000,
        outstandingBalance: 0,
      },
    });
    const { unmount } = renderWithQueries(<AtAGlance booking={paid} />);
    expect(valueOf('Next due')).toBe('Nothing');
    unmount();
    renderWithQueries(
      <AtAGlance
        booking={bookingFixture({
          bookingInfo: { ...bookingFixture().bookingInfo, bookStatusCode: 'QUOTATION' },
          quoteExpiry: { expires: '2026-11-30', expired: false },
          quoteAvailableToBeBooked: true,
        })}
      />,
    );
    expect(valueOf('Next due')).toBe('Quotation valid until 30 Nov 2026');
    expect(glanceOf().queryByText('Paid')).not.toBeInTheDocument();
  });

  test('a quotation that can no longer be booked gives no last day beside its reason', () => {
    renderWithQueries(
      <AtAGlance
        booking={bookingFixture({
          bookingInfo: { ...bookingFixture().bookingInfo, bookStatusCode: 'QUOTATION' },
          quoteExpiry: { expires: '2026-12-08', expired: false },
          quoteAvailableToBeBooked: false,
          quoteUnavailableReason: 'This property is no longer available to be booked',
        })}
      />,
    );
    expect(valueOf('Next due')).toBe('Nothing');
    expect(glanceOf().queryByText(/valid until/)).not.toBeInTheDocument();
  });
});

describe('reminders sent', () => {
  test('lists each reminder with when it was sent, in UK time', () => {
    renderWithQueries(
      <RemindersSent
        booking={bookingFixture({
          remindersSent: [
            {
              kind: 'BALANCE_7',
              label: 'Balance reminder: due in 7 days',
              sentAt: '2026-12-25T09:00:00.000Z',
            },
          ],
        })}
      />,
    );
    const region = within(screen.getByRole('region', { name: 'Reminders sent' }));
    expect(region.getByRole('listitem')).toHaveTextContent(
      'Balance reminder: due in 7 days 25 Dec 2026 at 09:00 UK time',
    );
  });

  test('says when none was sent yet', () => {
    renderWithQueries(<RemindersSent booking={bookingFixture()} />);
    expect(
      screen.getByText('No reminders have been sent for this booking yet.'),
    ).toBeInTheDocument();
  });
});

describe('the booking confirmation', () => {
  test('a confirmed booking offers its confirmation PDF and the send dialog; others do not', async () => {
    const booked = bookingFixture({
      bookingInfo: { ...bookingFixture().bookingInfo, bookStatusCode: 'BOOKING' },
    });
    const { unmount } = renderWithQueries(<AtAGlance booking={booked} />);
    expect(screen.getByRole('button', { name: 'Confirmation PDF' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send confirmation to customer' }));
    expect(
      screen.getByRole('dialog', { name: 'Send the confirmation of booking VBTEST01' }),
    ).toBeInTheDocument();
    unmount();
    renderWithQueries(<AtAGlance booking={bookingFixture()} />);
    expect(screen.queryByRole('button', { name: 'Confirmation PDF' })).not.toBeInTheDocument();
  });
});
