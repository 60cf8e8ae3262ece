import type { FastifyInstance } from 'fastify';
import { COMMISSION_MONTHS_LISTED, endpoints } from '@villa/shared/contract';
import { requireAuth } from '../auth/plugin';
import { route } from '../web/endpointRoute';
import { organisationStatements } from '../office/commission/statements';
import { accountsDashboard, organisationDashboard } from './dashboards';

const calls = endpoints.dashboards;

/** The dashboards of the roles that have only a dashboard, each for its own role only. */
export async function dashboardRoutes(app: FastifyInstance) {
  route(app, calls.organisation, async ({ request }) => {
    const { user } = requireAuth(request);
    return organisationDashboard(app.services.db, user.organisation_id, app.services.clock());
  });

  route(app, calls.accounts, async ({ request }) => {
    const { user } = requireAuth(request);
    return accountsDashboard(app.services.db, user.organisation_id, app.services.clock());
  });

  // The statements the office makes (office/commission), of the caller's own organisation.
  route(app, calls.commissionStatements, async ({ request }) => {
    const { user } = requireAuth(request);
    return {
      statements:
        user.organisation_id === null
          ? []
          : await organisationStatements(
              app.services.db,
              user.organisation_id,
              app.services.clock(),
              COMMISSION_MONTHS_LISTED,
            ),
    };
  });
}
