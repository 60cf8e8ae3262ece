import type { FastifyInstance } from 'fastify';
import type { CountryValuesResponse } from '@villa/shared/contract';

export async function referenceRoutes(app: FastifyInstance) {
  // Public: reference data with nothing personal in it, needed by forms before log-in too.
  app.get<{ Reply: CountryValuesResponse }>(
    '/country-values',
    { config: { access: 'public' } },
    async () => {
      const rows = await app.services.db
        .selectFrom('countries')
        .select(['id', 'name'])
        .orderBy('name')
        .execute();
      return { country: rows.map((r) => ({ value: r.id, text: r.name })) };
    },
  );
}
