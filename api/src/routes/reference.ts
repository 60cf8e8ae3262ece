import type { FastifyInstance } from 'fastify';
import { endpoints } from '@villa/shared/contract';
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

  // The OpenAPI document of every route (@fastify/swagger collects it from the table's schemas).
  route(app, endpoints.reference.openapi, async () => app.swagger() as never);
}
