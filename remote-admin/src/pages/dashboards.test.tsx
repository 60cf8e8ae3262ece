import { screen, within } from '@testing-library/react';
import { provider } from '@villa/shared/texts';
import { renderPage } from '../testing/renderPage';
import AccountsDashboardPage from './AccountsDashboardPage';
import AgentDashboardPage from './AgentDashboardPage';
import HelpSupportPage from './HelpSupportPage';
import OrganisationDashboardPage from './OrganisationDashboardPage';

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
    for (const group of provider.socialGroups) {
      expect(screen.getByRole('link', { name: new RegExp(group.name) })).toHaveAttribute(
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
      .filter((link) => provider.socialGroups.some((g) => g.href === link.getAttribute('href')));
    expect(groupLinks).toHaveLength(1);
    expect(groupLinks[0]).toHaveAttribute('target', '_blank');
  });
});

describe('organisation and accounts dashboards', () => {
  it('organisation dashboard says what the role can do and how to reach the provider', () => {
    renderPage(<OrganisationDashboardPage />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Organisation Dashboard' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'What you can do here' })).toBeInTheDocument();
    expect(screen.getByText(/invite a new agent/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: provider.email })).toBeInTheDocument();
  });

  it('accounts dashboard says what the role can do and how to reach the provider', () => {
    renderPage(<AccountsDashboardPage />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Accounts Dashboard' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/statement of payments/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: provider.phone })).toBeInTheDocument();
  });
});
