import type { FastifyInstance } from 'fastify';
import { endpoints, providerContactOf, providerDetailsOf } from '@villa/shared/contract';
import { route } from '../web/endpointRoute';

export async function referenceRoutes(app: FastifyInstance) {
  // Public: reference data with nothing personal in it, needed by forms before log-in too.
  route(app, endpoints.reference.countries, async () => {
    const rows = await app.services.db
      .selectFrom('countries')
      .select(['id', 'name'])
      .orderBy('name')
      .execute();
    return { country: rows.map((r) => ({ value: r.id, text: r.name })) };
  });

  // Public: the provider's name and contacts for the log-in page and its footer, which have no
  // session config. The bank details are not here: only logged-in pages receive them.
  const contact = providerContactOf(providerDetailsOf(app.services.config.provider));
  route(app, endpoints.reference.providerContact, async ({ reply }) => {
    reply.header('cache-control', 'public, max-age=300');
    return contact;
  });

  // The OpenAPI document of every route (@fastify/swagger collects it from the table's schemas).
  route(app, endpoints.reference.openapi, async () => app.swagger() as never);
}
