import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDaysIso, type OfficeCalendarDay } from '@villa/shared/contract';
import { useErrorDialogStore } from '@villa/shared/store';
import { fakeApiPerTest } from '@villa/shared/testing';
import { renderPage } from '../testing/renderPage';
import OfficeCalendarPage from './OfficeCalendarPage';

const api = fakeApiPerTest(() => useErrorDialogStore.setState({ queue: [] }));

const WINDOW = { from: '2026-12-01', to: '2027-01-31', today: '2026-12-05' };

function day(date: string, change: Partial<OfficeCalendarDay> = {}): OfficeCalendarDay {
  return {
    date,
    nightlyRate: 200,
    minNights: 3,
    arrivalAllowed: true,
    weeklyNoArrival: false,
    block: null,
    booking: null,
    ...change,
  };
}

const BOOKED = {
  ref: 'VB000123',
  status: 'BOOKING',
  arrival: '2026-12-20',
  departure: '2026-12-23',
};

function calendarDays(): OfficeCalendarDay[] {
  const days: OfficeCalendarDay[] = [];
  for (let date = WINDOW.from; date <= WINDOW.to; date = addDaysIso(date, 1)) {
    const taken = date >= '2026-12-20' && date <= '2026-12-22';
    days.push(day(date, taken ? { booking: BOOKED } : {}));
  }
  return days;
}

const villa = { id: 7, villaCode: 'OV007', villaName: 'Palm Lake Villa' };

function serve() {
  api.on('GET /office/villas/7/calendar', {
    body: { villa, window: WINDOW, days: calendarDays() },
  });
}

function setup() {
  serve();
  renderPage(<OfficeCalendarPage />, {
    path: '/office/villas/:id/calendar',
    at: '/office/villas/7/calendar',
  });
  const cell = (iso: string) => screen.getByRole('gridcell', { name: new RegExp(dateName(iso)) });
  return { user: userEvent.setup(), cell };
}

const NAMES: Record<string, string> = {
  '2026-12-05': 'Saturday 5 December 2026',
  '2026-12-10': 'Thursday 10 December 2026',
  '2026-12-12': 'Saturday 12 December 2026',
  '2026-12-17': 'Thursday 17 December 2026',
  '2026-12-19': 'Saturday 19 December 2026',
  '2026-12-21': 'Monday 21 December 2026',
};
const dateName = (iso: string) => `^${NAMES[iso]}`;

describe('office calendar', () => {
  test('loads, labels each day with what it holds and shows the stays by reference', async () => {
    const { cell } = setup();
    expect(screen.getByRole('status')).toHaveTextContent('Loading the calendar');
    expect(
      await screen.findByRole('heading', { name: 'Calendar of OV007 Palm Lake Villa' }),
    ).toBeInTheDocument();
    expect(cell('2026-12-21')).toHaveAccessibleName(
      'Monday 21 December 2026, £200.00 a night, minimum 3 nights, arrivals allowed, taken by VB000123 (booking)',
    );
    expect(within(cell('2026-12-21')).getByText('VB000123')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the villa' })).toHaveAttribute(
      'href',
      '/office/villas/7',
    );
    expect(screen.getByRole('link', { name: 'Photos' })).toHaveAttribute(
      'href',
      '/office/villas/7/photos',
    );
  });

  test('the keyboard chooses a range, Enter opens the form; the saved rate shows from the server', async () => {
    const { user, cell } = setup();
    await screen.findByRole('heading', { name: /Calendar of/ });
    // The grid is one tab stop: the first day that may be changed.
    expect(cell('2026-12-05')).toHaveAttribute('tabindex', '0');
    cell('2026-12-05').focus();
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(cell('2026-12-10')).toHaveFocus();
    expect(cell('2026-12-10')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Shift>}{ArrowRight}{ArrowRight}{ArrowDown}{/Shift}');
    expect(cell('2026-12-19')).toHaveFocus();
    expect(cell('2026-12-17')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('Thu 10 Dec 2026 to Sat 19 Dec 2026 (10 days)')).toBeInTheDocument();
    await user.keyboard('{Enter}');
    const rate = screen.getByLabelText('Nightly rate (£)');
    expect(rate).toHaveFocus();

    api.on('POST /office/villas/7/calendar', (request) => {
      const { from, to } = request.body as { from: string; to: string };
      const days = calendarDays()
        .filter((d) => d.date >= from && d.date <= to)
        .map((d) => ({ ...d, nightlyRate: 245, minNights: 4 }));
      return { body: { villa, window: WINDOW, days } };
    });
    await user.type(rate, '245');
    await user.type(screen.getByLabelText('Minimum nights'), '4');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(
      await screen.findByText(/^Saved: Thu 10 Dec 2026 to Sat 19 Dec 2026/),
    ).toBeInTheDocument();
    expect(api.requests.find((r) => r.method === 'POST')?.body).toEqual({
      from: '2026-12-10',
      to: '2026-12-19',
      nightlyRate: 245,
      minNights: 4,
    });
    expect(cell('2026-12-12')).toHaveAccessibleName(/£245\.00 a night, minimum 4 nights/);
    expect(cell('2026-12-21')).toHaveAccessibleName(/£200\.00 a night, minimum 3 nights/);
  });

  test('past days cannot be chosen', async () => {
    const { user, cell } = setup();
    await screen.findByRole('heading', { name: /Calendar of/ });
    expect(screen.getByRole('gridcell', { name: /^Friday 4 December 2026, past/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await user.click(screen.getByRole('gridcell', { name: /^Friday 4 December 2026/ }));
    expect(screen.getByText('Choose days on the calendar first.')).toBeInTheDocument();
    await user.click(cell('2026-12-05'));
    expect(screen.getByText('Sat 5 Dec 2026 (1 day)')).toBeInTheDocument();
  });

  test('the form: rules checked before sending, the 409 names the booking, a 422 at its field', async () => {
    const { user, cell } = setup();
    await screen.findByRole('heading', { name: /Calendar of/ });
    await user.click(cell('2026-12-17'));
    await user.keyboard('{Shift>}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{/Shift}');
    expect(screen.getByText('Taken in this range: VB000123')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(
      screen.getByText(
        'Choose what to change: a nightly rate, minimum nights, arrivals or a block',
      ),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Block these nights' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(screen.getByLabelText('Reason')).toHaveAccessibleDescription(
      'Choose why the nights are blocked: owner stay, maintenance or other',
    );
    expect(api.requests.filter((r) => r.method === 'POST')).toHaveLength(0);

    api.on('POST /office/villas/7/calendar', {
      status: 409,
      body: {
        errors: ['These nights are taken by booking VB000123: a block cannot cover them'],
        bookings: ['VB000123'],
      },
    });
    await user.selectOptions(screen.getByLabelText('Reason'), 'Owner stay');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'These nights are taken by booking VB000123: a block cannot cover them',
    );
    expect(api.requests.find((r) => r.method === 'POST')?.body).toEqual({
      from: '2026-12-17',
      to: '2026-12-21',
      block: { reason: 'OWNER_STAY' },
    });
    expect(cell('2026-12-19')).not.toHaveAccessibleName(/blocked/);

    api.on('POST /office/villas/7/calendar', {
      status: 422,
      body: {
        validationErrors: [
          {
            field: 'minNights',
            error:
              'Some of these nights have no rate yet: give their minimum nights with the nightly rate',
          },
        ],
      },
    });
    await user.click(screen.getByRole('radio', { name: 'Leave blocks as they are' }));
    await user.type(screen.getByLabelText('Nightly rate (£)'), '0');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(screen.getByLabelText('Nightly rate (£)')).toHaveAccessibleDescription(
      /The nightly rate must be more than £0/,
    );
    await user.clear(screen.getByLabelText('Nightly rate (£)'));
    await user.type(screen.getByLabelText('Nightly rate (£)'), '310.50');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Minimum nights')).toHaveAccessibleDescription(
        /Some of these nights have no rate yet/,
      ),
    );
    expect(screen.getByLabelText('Minimum nights')).toHaveAttribute('aria-invalid', 'true');
  });

  test('a villa that does not exist, and a failure that can be retried', async () => {
    api.on('GET /office/villas/7/calendar', { status: 404, body: { errors: ['Not found'] } });
    renderPage(<OfficeCalendarPage />, {
      path: '/office/villas/:id/calendar',
      at: '/office/villas/7/calendar',
    });
    expect(await screen.findByText('This villa does not exist.')).toBeInTheDocument();
    serve();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: /Calendar of OV007/ })).toBeInTheDocument();
  });
});
