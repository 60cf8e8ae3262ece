import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApiPerTest } from '@villa/shared/testing';
import { renderPage } from '../testing/renderPage';
import OfficeDashboardPage from './OfficeDashboardPage';

const api = fakeApiPerTest();

const me = { staff: { id: 7, email: 'staff@demo.test', role: 'STAFF', name: 'Demo Staff' } };

describe('the office dashboard', () => {
  it('says who is signed in and lists their account’s history', async () => {
    api.on('GET /office/me', { body: me });
    api.on('GET /office/audit', {
      body: {
        entries: [
          {
            at: '2026-12-01T09:30:00.000Z',
            staffEmail: 'staff@demo.test',
            action: 'staff.recoveryCodeUsed',
            before: null,
            after: { recoveryCodesLeft: 9 },
          },
          {
            at: '2026-11-30T08:00:00.000Z',
            staffEmail: 'staff@demo.test',
            action: 'staff.enrolled',
            before: null,
            after: null,
          },
        ],
      },
    });
    renderPage(<OfficeDashboardPage />);
    expect(screen.getByRole('heading', { name: 'The office', level: 1 })).toBeInTheDocument();
    expect(await screen.findByText('staff@demo.test')).toBeInTheDocument();
    expect(screen.getByText('Office staff')).toBeInTheDocument();
    const rows = within(await screen.findByRole('table')).getAllByRole('row');
    expect(rows.slice(1).map((row) => within(row).getAllByRole('cell')[1].textContent)).toEqual([
      'Signed in with a recovery code (9 recovery codes left)',
      'Authenticator app set up; recovery codes made',
    ]);
    const audit = api.requests.find((r) => r.path === '/office/audit');
    expect(Object.fromEntries(audit!.query)).toEqual({ entity: 'staff', id: '7' });
  });

  it('says when nothing has been recorded yet', async () => {
    api.on('GET /office/me', { body: { staff: { ...me.staff, role: 'ADMIN' } } });
    api.on('GET /office/audit', { body: { entries: [] } });
    renderPage(<OfficeDashboardPage />);
    expect(await screen.findByText('Administrator')).toBeInTheDocument();
    expect(
      await screen.findByText('Nothing has been recorded for your account yet.'),
    ).toBeInTheDocument();
  });

  it('shows loading, then a failure with a retry that works', async () => {
    let fail = true;
    api.on('GET /office/me', () =>
      fail ? { status: 500, body: { errors: ['boom'] } } : { body: me },
    );
    api.on('GET /office/audit', { body: { entries: [] } });
    renderPage(<OfficeDashboardPage />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading your details');
    expect(await screen.findByText('Your details could not be loaded.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('staff@demo.test')).toBeInTheDocument();
  });
});
