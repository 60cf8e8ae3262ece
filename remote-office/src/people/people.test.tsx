import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSessionStore } from '@villa/shared/store';
import { fakeApiPerTest } from '@villa/shared/testing';
import { renderPage } from '../testing/renderPage';
import AgentsPage from './AgentsPage';
import OrganisationsPage from './OrganisationsPage';
import StaffPage from './StaffPage';

const api = fakeApiPerTest(() => useSessionStore.setState({ userRole: 'STAFF' }));

const ADDRESS = {
  address1: '12 Harbour Street',
  address2: '',
  addTown: 'Leith',
  addCounty: '',
  addCountryId: 82,
  addPostcode: 'EH6 6QP',
};
const organisation = (id: number, name: string, active = true) => ({
  id,
  name,
  displayName: name,
  address: ADDRESS,
  commissionRate: 10,
  active,
  agents: 2,
});
const agent = (id: number, email: string, extra: Record<string, unknown> = {}) => ({
  id,
  email,
  name: 'Isla Grant',
  role: 'AGENT',
  organisation: { id: 1, name: 'Leith Travel', active: true },
  active: true,
  signupComplete: true,
  lastLogIn: null,
  bookingsThisYear: 3,
  locked: false,
  ...extra,
});

describe('the office organisations page', () => {
  it('lists organisations and adds one, the server’s field message shown at its field', async () => {
    const user = userEvent.setup();
    api.on('GET /office/organisations', {
      body: { organisations: [organisation(1, 'Leith Travel')] },
    });
    api.on('GET /country-values', { body: { country: [{ value: 82, text: 'United Kingdom' }] } });
    api.on('POST /office/organisations', {
      status: 422,
      body: {
        validationErrors: [
          { field: 'name', error: 'Another organisation already has this company name' },
        ],
      },
    });
    renderPage(<OrganisationsPage />);
    const table = await screen.findByRole('table', { name: 'Organisations' });
    expect(within(table).getByRole('rowheader', { name: 'Leith Travel' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add organisation' }));
    await user.type(screen.getByLabelText(/Company name/), 'Leith Travel');
    await user.type(screen.getByLabelText(/Address line 1|Address 1/), '12 Harbour Street');
    await user.type(screen.getByLabelText(/Town/), 'Leith');
    await user.type(screen.getByLabelText(/Postcode/), 'EH6 6QP');
    await user.click(screen.getByRole('button', { name: 'Save organisation' }));
    expect(
      await screen.findByText('Another organisation already has this company name'),
    ).toBeInTheDocument();
    const sent = api.requests.find((r) => r.method === 'POST')!.body as Record<string, unknown>;
    expect(sent).toMatchObject({ name: 'Leith Travel', commissionRate: 10, active: true });
  });

  it('refuses a commission out of range at the field without calling the server', async () => {
    const user = userEvent.setup();
    api.on('GET /office/organisations', { body: { organisations: [] } });
    api.on('GET /country-values', { body: { country: [{ value: 82, text: 'United Kingdom' }] } });
    renderPage(<OrganisationsPage />);
    expect(await screen.findByText('No organisations yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add organisation' }));
    const rate = screen.getByLabelText(/Commission rate/);
    await user.clear(rate);
    await user.type(rate, '45');
    await user.click(screen.getByRole('button', { name: 'Save organisation' }));
    expect(
      await screen.findByText(
        'Commission rate (%) must be a number from 0 to 30, with at most 2 decimal places',
      ),
    ).toBeInTheDocument();
    expect(api.requests.some((r) => r.method === 'POST')).toBe(false);
  });
});

describe('the office agents page', () => {
  it('lists agents, deactivates one, and offers impersonation to an administrator only', async () => {
    const user = userEvent.setup();
    jest.spyOn(window, 'confirm').mockReturnValue(true);
    api.on('GET /office/organisations', {
      body: { organisations: [organisation(1, 'Leith Travel')] },
    });
    api.on('GET /office/agents', {
      body: { agents: [agent(7, 'isla@example.com', { locked: true })], invites: [] },
    });
    api.on('PATCH /office/agents/7', {
      body: { agent: agent(7, 'isla@example.com', { active: false }) },
    });
    renderPage(<AgentsPage />);
    const table = await screen.findByRole('table', { name: 'Agents' });
    const [, row] = within(table).getAllByRole('row');
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([
      'Isla Grant',
      'Leith Travel',
      'Complete',
      'Never',
      '3',
      'Active Locked out',
      expect.any(String),
    ]);
    expect(within(row).queryByRole('button', { name: /Impersonate/ })).toBeNull();
    await user.click(within(row).getByRole('button', { name: 'Deactivate: isla@example.com' }));
    expect(
      await screen.findByText('isla@example.com has been deactivated and logged out.'),
    ).toBeInTheDocument();
    expect(api.requests.find((r) => r.method === 'PATCH')?.body).toEqual({ active: false });
  });

  it('shows the impersonate action to an administrator', async () => {
    useSessionStore.setState({ userRole: 'ADMIN' });
    api.on('GET /office/organisations', { body: { organisations: [] } });
    api.on('GET /office/agents', { body: { agents: [agent(7, 'isla@example.com')], invites: [] } });
    renderPage(<AgentsPage />);
    expect(
      await screen.findByRole('button', { name: 'Impersonate: isla@example.com' }),
    ).toBeInTheDocument();
  });

  it('invites an agent and lists the open invitations with resend and revoke', async () => {
    const user = userEvent.setup();
    const invite = {
      id: 4,
      email: 'new@example.com',
      organisation: { id: 1, name: 'Leith Travel' },
      expiresAt: '2027-01-08T10:00:00.000Z',
      expired: false,
    };
    api.on('GET /office/organisations', {
      body: { organisations: [organisation(1, 'Leith Travel')] },
    });
    api.on('GET /office/agents', { body: { agents: [], invites: [invite] } });
    api.on('POST /office/agents/invites', { status: 201, body: { invite } });
    api.on('DELETE /office/agents/invites/4', { status: 204 });
    renderPage(<AgentsPage />);
    expect(await screen.findByText('No agents match.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findAllByText('Email is required')).not.toHaveLength(0);
    await user.type(screen.getByLabelText(/^Email/), 'new@example.com');
    await user.selectOptions(
      screen.getByLabelText(/^Organisation/, {
        selector: 'select[required], select[aria-required]',
      }),
      '1',
    );
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(
      await screen.findByText('An invitation has been e-mailed to new@example.com.'),
    ).toBeInTheDocument();
    expect(api.requests.find((r) => r.method === 'POST')?.body).toEqual({
      email: 'new@example.com',
      organisationId: 1,
    });
    const invites = screen.getByRole('table', { name: 'Open invitations' });
    await user.click(within(invites).getByRole('button', { name: 'Revoke: new@example.com' }));
    expect(
      await screen.findByText(
        'The invitation of new@example.com was revoked: its link no longer works.',
      ),
    ).toBeInTheDocument();
  });
});

describe('the office staff page', () => {
  it('shows the server’s words when the last administrator would be removed', async () => {
    const user = userEvent.setup();
    const lastAdmin =
      'This is the last active administrator: make another staff member an administrator first';
    api.on('GET /office/staff', {
      body: {
        staff: [
          {
            id: 1,
            email: 'admin@demo.test',
            name: 'Portal Administrator',
            role: 'ADMIN',
            active: true,
            enrolled: true,
            lastLogIn: null,
          },
        ],
        invites: [],
      },
    });
    api.on('PATCH /office/staff/1', { status: 409, body: { errors: [lastAdmin] } });
    renderPage(<StaffPage />);
    await user.click(await screen.findByRole('button', { name: 'Make staff: admin@demo.test' }));
    expect(await screen.findByText(lastAdmin)).toBeInTheDocument();
  });
});
