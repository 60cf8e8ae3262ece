import type { FastifyInstance } from 'fastify';
import type {
  AccountsDashboardResponse,
  OrganisationDashboardResponse,
} from '@villa/shared/contract';
import { requireAuth } from '../auth/plugin';
import { accountsDashboard, organisationDashboard } from './dashboards';

/** The dashboards of the roles that have only a dashboard, each for its own role only. */
export async function dashboardRoutes(app: FastifyInstance) {
  app.get<{ Reply: OrganisationDashboardResponse }>(
    '/organisation/dashboard',
    { config: { access: ['ORGANISATION'] } },
    async (request) => {
      const { user } = requireAuth(request);
      return organisationDashboard(app.services.db, user.organisation_id, app.services.clock());
    },
  );

  app.get<{ Reply: AccountsDashboardResponse }>(
    '/accounts/dashboard',
    { config: { access: ['ACCOUNTS'] } },
    async (request) => {
      const { user } = requireAuth(request);
      return accountsDashboard(app.services.db, user.organisation_id, app.services.clock());
    },
  );
}
