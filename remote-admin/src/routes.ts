import type { RemotePages } from '@villa/shared/routes';
import type manifest from './routes.json';

/**
 * This remote's only exposed module: the page of each screen of its manifest (routes.json, which
 * says path, title, roles and data calls), each loaded when first visited.
 */
export const routes: RemotePages<typeof manifest> = {
  agentDashboard: {
    page: () => import(/* webpackChunkName: "page-agentDashboard" */ './pages/AgentDashboardPage'),
  },
  agentBookings: {
    page: () => import(/* webpackChunkName: "page-agentBookings" */ './pages/CustomerBookingsPage'),
  },
  agentQuotes: {
    page: () => import(/* webpackChunkName: "page-agentQuotes" */ './pages/SentQuotesPage'),
  },
  agentAccount: {
    page: () => import(/* webpackChunkName: "page-agentAccount" */ './pages/YourAccountPage'),
  },
  agentSupport: {
    page: () => import(/* webpackChunkName: "page-agentSupport" */ './pages/HelpSupportPage'),
  },
  agentGuides: {
    page: () => import(/* webpackChunkName: "page-agentGuides" */ './pages/GuidesPage'),
  },
  completeSignup: {
    page: () => import(/* webpackChunkName: "page-completeSignup" */ './pages/CompleteSignupPage'),
  },
  agentSignup: {
    page: () => import(/* webpackChunkName: "page-agentSignup" */ './pages/AgentSignupPage'),
  },
  passwordReset: {
    page: () => import(/* webpackChunkName: "page-passwordReset" */ './pages/PasswordResetPage'),
  },
  organisationDashboard: {
    page: () =>
      import(
        /* webpackChunkName: "page-organisationDashboard" */ './pages/OrganisationDashboardPage'
      ),
  },
  accountsDashboard: {
    page: () =>
      import(/* webpackChunkName: "page-accountsDashboard" */ './pages/AccountsDashboardPage'),
  },
};

export default routes;
