import type { FastifyInstance } from 'fastify';
import { endpoints } from '@villa/shared/contract';
import { requireAuth } from '../auth/plugin';
import { errorsOf, MESSAGES } from '../errors';
import { route } from '../web/endpointRoute';

export async function agentRoutes(app: FastifyInstance) {
  // Readable during signup: the agent's own details, nothing to act on.
  route(app, endpoints.agents.accountInfo, async ({ request }) => {
    const { user } = requireAuth(request);
    const row = await app.services.db
      .selectFrom('users')
      .leftJoin('countries', 'countries.id', 'users.country_id')
      .leftJoin('organisations', 'organisations.id', 'users.organisation_id')
      .select([
        'users.title',
        'users.forename',
        'users.surname',
        'users.telephone',
        'users.mobile',
        'users.email',
        'users.address1',
        'users.address2',
        'users.town',
        'users.county',
        'users.postcode',
        'users.company_name',
        'countries.name as country_name',
        'organisations.name as organisation_name',
      ])
      .where('users.id', '=', user.id)
      .executeTakeFirst();
    if (!row) throw errorsOf(404, MESSAGES.notFound);
    // Fields not given yet (signup incomplete) are empty strings, as the client expects text.
    return {
      agentAccountInfo: {
        clientTitle: row.title ?? '',
        clientForename: row.forename ?? '',
        clientSurname: row.surname ?? '',
        clientTelephone: row.telephone ?? '',
        clientMobile: row.mobile ?? '',
        clientEmail: row.email,
        address1: row.address1 ?? '',
        address2: row.address2 ?? '',
        addTown: row.town ?? '',
        addCounty: row.county ?? '',
        addPostcode: row.postcode ?? '',
        countryName: row.country_name ?? '',
        clientCompName: row.company_name ?? '',
        organisation: { clientCompName: row.organisation_name ?? '' },
      },
    };
  });
}
