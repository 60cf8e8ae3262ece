import { routeTable, type RemoteRoutesManifest } from '@villa/shared/routes';

/** This remote's only exposed module: the pages it owns, each loaded when first visited. */
export const routes: RemoteRoutesManifest<'admin'> = {
  agentDashboard: {
    ...routeTable.agentDashboard,
    page: () => import('./pages/AgentDashboardPage'),
  },
  agentBookings: {
    ...routeTable.agentBookings,
    page: () => import('./pages/CustomerBookingsPage'),
  },
  agentQuotes: { ...routeTable.agentQuotes, page: () => import('./pages/SentQuotesPage') },
  agentAccount: { ...routeTable.agentAccount, page: () => import('./pages/YourAccountPage') },
  agentSupport: { ...routeTable.agentSupport, page: () => import('./pages/HelpSupportPage') },
  agentGuides: { ...routeTable.agentGuides, page: () => import('./pages/GuidesPage') },
  completeSignup: {
    ...routeTable.completeSignup,
    page: () => import('./pages/CompleteSignupPage'),
  },
  agentSignup: { ...routeTable.agentSignup, page: () => import('./pages/AgentSignupPage') },
  passwordReset: { ...routeTable.passwordReset, page: () => import('./pages/PasswordResetPage') },
  organisationDashboard: {
    ...routeTable.organisationDashboard,
    page: () => import('./pages/OrganisationDashboardPage'),
  },
  accountsDashboard: {
    ...routeTable.accountsDashboard,
    page: () => import('./pages/AccountsDashboardPage'),
  },
};

export default routes;
