import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type {
  AccountsDashboardResponse,
  OrganisationDashboardResponse,
} from '@villa/shared/contract';
import { useSessionStore } from '@villa/shared/store';
import { startFakeApi, testProviderDetails as provider, type FakeApi } from '@villa/shared/testing';
import { renderPage } from '../testing/renderPage';
import AccountsDashboardPage from './AccountsDashboardPage';
import AgentDashboardPage from './AgentDashboardPage';
import HelpSupportPage from './HelpSupportPage';
import OrganisationDashboardPage from './OrganisationDashboardPage';

// The provider's details come with the login config (the server's provider settings).
beforeEach(() => {
  useSessionStore.setState({
    config: {
      companyDisplayName: '',
      earliestSearchDate: '2026-11-25',
      latestSearchDate: '2028-05-23',
      nightsMin: 3,
      nightsMax: 30,
      provider,
    },
  });
});
afterEach(() => useSessionStore.setState({ config: null }));

describe('agent dashboard', () => {
  it('welcomes the agent and shows the provider phone, email and social groups', () => {
    renderPage(<AgentDashboardPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByText('Welcome to your agent admin')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: provider.phone })).toHaveAttribute(
      'href',
      provider.phoneHref,
    );
    expect(screen.getByRole('link', { name: provider.email })).toHaveAttribute(
      'href',
      `mailto:${provider.email}`,
    );
    expect(screen.getByText(provider.supportHours)).toBeInTheDocument();
    expect(screen.getByText(/Demo values/)).toBeInTheDocument();
    for (const group of provider.socialLinks) {
      expect(screen.getByRole('link', { name: (n) => n.startsWith(group.name) })).toHaveAttribute(
        'href',
        group.href,
      );
    }
  });

  it('says that staff have visited the villas', () => {
    renderPage(<AgentDashboardPage />);
    const section = screen.getByRole('region', { name: 'We know every villa' });
    expect(within(section).getByText(/staff have visited every one of our villas/)).toBeVisible();
  });

  it('links to the other admin pages', () => {
    renderPage(<AgentDashboardPage />);
    expect(screen.getByRole('link', { name: /^Customer Bookings/ })).toHaveAttribute(
      'href',
      '/admin/agent/bookings',
    );
    expect(screen.getByRole('link', { name: /^Sent Quotes/ })).toHaveAttribute(
      'href',
      '/admin/agent/quotes',
    );
  });
});

describe('help and support', () => {
  it('shows the provider phone, email and one social group link', () => {
    renderPage(<HelpSupportPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Help & Support' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: provider.phone })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: provider.email })).toBeInTheDocument();
    const groupLinks = screen
      .getAllByRole('link')
      .filter((link) => provider.socialLinks.some((g) => g.href === link.getAttribute('href')));
    expect(groupLinks).toHaveLength(1);
    expect(groupLinks[0]).toHaveAttribute('target', '_blank');
  });
});

describe('organisation and accounts dashboards', () => {
  let api: FakeApi;
  beforeAll(async () => {
    api = await startFakeApi();
  });
  afterAll(() => api.close());
  beforeEach(() => api.reset());

  const organisation: OrganisationDashboardResponse = {
    organisation: { name: 'Sunshine Travel Ltd', displayName: 'Sunshine Travel' },
    year: 2026,
    agents: [
      {
        userId: 1,
        name: 'Sarah Mitchell',
        email: 'agent@demo.test',
        signupComplete: true,
        bookings: 3,
        confirmed: 2,
        bookedValue: 5400.5,
        commission: 432.1,
      },
      {
        userId: 4,
        name: 'Tom Hughes',
        email: 'newagent@demo.test',
        signupComplete: false,
        bookings: 0,
        confirmed: 0,
        bookedValue: 0,
        commission: 0,
      },
    ],
    totals: { bookings: 3, confirmed: 2, bookedValue: 5400.5, commission: 432.1 },
  };

  it('organisation dashboard: each agent with bookings and commission, and the totals', async () => {
    api.on('GET /organisation/dashboard', { body: organisation });
    renderPage(<OrganisationDashboardPage />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Organisation Dashboard' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Loading your agents’ figures…')).toBeInTheDocument();
    const sarah = await screen.findByRole('row', { name: /Sarah Mitchell/ });
    expect(
      within(sarah)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['3', '2', '£5,400.50', '£432.10']);
    expect(screen.getByRole('row', { name: /Tom Hughes/ })).toHaveTextContent(
      'Signup not finished',
    );
    expect(screen.getByRole('row', { name: /All agents/ })).toHaveTextContent('£432.10');
    expect(screen.getByText(/made in 2026/)).toBeInTheDocument();
    // The contacts stay below the figures.
    expect(screen.getByRole('heading', { name: 'What you can do here' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: provider.email })).toBeInTheDocument();
  });

  it('organisation dashboard without agents says how to get one', async () => {
    api.on('GET /organisation/dashboard', {
      body: {
        ...organisation,
        agents: [],
        totals: { bookings: 0, confirmed: 0, bookedValue: 0, commission: 0 },
      },
    });
    renderPage(<OrganisationDashboardPage />);
    expect(await screen.findByText(/has no agents yet/)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('a dashboard whose figures fail says so in place, and Try again fetches them again', async () => {
    const user = userEvent.setup();
    api.on('GET /organisation/dashboard', { status: 500, body: { errors: ['Server error'] } });
    renderPage(<OrganisationDashboardPage />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load your agents’ figures just now.');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    api.on('GET /organisation/dashboard', { body: organisation });
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('row', { name: /Sarah Mitchell/ })).toBeInTheDocument();
  });

  const accounts: AccountsDashboardResponse = {
    organisation: { name: 'Sunshine Travel Ltd', displayName: 'Sunshine Travel' },
    year: 2026,
    balancesDue: [
      {
        bookRef: 'VB111111',
        bookStatusCode: 'PAYPENDING',
        agentName: 'Sarah Mitchell',
        client: 'Mr Evans',
        propertyCode: 'WH012',
        arrival: '2027-02-10',
        kind: 'DEPOSIT',
        amount: 400,
        dueBy: '2026-11-20T10:00:00.000Z',
        overdue: true,
      },
      {
        bookRef: 'VB111111',
        bookStatusCode: 'PAYPENDING',
        agentName: 'Sarah Mitchell',
        client: 'Mr Evans',
        propertyCode: 'WH012',
        arrival: '2027-02-10',
        kind: 'BALANCE',
        amount: 1600,
        dueBy: '2026-12-02T23:59:59.999Z',
        overdue: false,
      },
    ],
    paymentsReceived: [
      {
        bookRef: 'VB222222',
        agentName: 'Sarah Mitchell',
        client: 'Mrs Khan',
        payDate: '2026-11-02T09:30:00.000Z',
        payAmount: 250,
        payTypeDesc: 'Card payment (Visa ending 4242)',
        payReference: 'sbx_abc',
      },
    ],
    totals: { due: 2000, overdue: 400, overdueCount: 1, receivedThisYear: 250 },
  };

  it('accounts dashboard: balances due with their dates, overdue marked, payments received', async () => {
    api.on('GET /accounts/dashboard', { body: accounts });
    renderPage(<AccountsDashboardPage />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Accounts Dashboard' }),
    ).toBeInTheDocument();
    const due = await screen.findByRole('table', { name: 'Balances due' });
    const rows = within(due).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('Overdue');
    expect(rows[0]).toHaveTextContent('Deposit');
    expect(rows[0]).toHaveTextContent('£400.00');
    expect(rows[1]).toHaveTextContent('02 Dec 2026');
    expect(rows[1]).not.toHaveTextContent('Overdue');
    const received = screen.getByRole('table', { name: 'Payments received' });
    expect(received).toHaveTextContent('VB222222');
    expect(received).toHaveTextContent('£250.00');
    expect(screen.getByText('Received in 2026')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Paying by bank transfer' })).toBeInTheDocument();
    expect(screen.getByText(provider.bankTransfer.iban)).toBeInTheDocument();
    expect(screen.getByText(provider.bankTransfer.sortCode)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: provider.phone })).toBeInTheDocument();
  });

  it('accounts dashboard with nothing owed or received says so', async () => {
    api.on('GET /accounts/dashboard', {
      body: {
        ...accounts,
        balancesDue: [],
        paymentsReceived: [],
        totals: { due: 0, overdue: 0, overdueCount: 0, receivedThisYear: 0 },
      },
    });
    renderPage(<AccountsDashboardPage />);
    expect(
      await screen.findByText('Nothing is owed on your agents’ bookings.'),
    ).toBeInTheDocument();
    expect(screen.getByText('No payments have been received yet.')).toBeInTheDocument();
  });
});
