import type { RemotePages } from '@villa/shared/routes';
import type manifest from './routes.json';

/**
 * This remote's only exposed module: the page of each screen of its manifest (routes.json, which
 * says path, title, roles and data calls), each loaded when first visited.
 */
export const routes: RemotePages<typeof manifest> = {
  agentDashboard: {
    page: () => import('./pages/AgentDashboardPage'),
  },
  agentBookings: {
    page: () => import('./pages/CustomerBookingsPage'),
  },
  agentQuotes: { page: () => import('./pages/SentQuotesPage') },
  agentAccount: { page: () => import('./pages/YourAccountPage') },
  agentSupport: { page: () => import('./pages/HelpSupportPage') },
  agentGuides: { page: () => import('./pages/GuidesPage') },
  completeSignup: {
    page: () => import('./pages/CompleteSignupPage'),
  },
  agentSignup: { page: () => import('./pages/AgentSignupPage') },
  passwordReset: { page: () => import('./pages/PasswordResetPage') },
  organisationDashboard: {
    page: () => import('./pages/OrganisationDashboardPage'),
  },
  accountsDashboard: {
    page: () => import('./pages/AccountsDashboardPage'),
  },
};

export default routes;
