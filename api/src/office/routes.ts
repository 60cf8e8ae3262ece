import type { FastifyInstance } from 'fastify';
import { endpoints } from '@villa/shared/contract';
import { officeCalendarRoutes } from './calendar/routes';
import { officeRoute, staffCaller } from './officeRoute';
import { officePhotoRoutes } from './photos/routes';

/** The office's calls under /api/office (office/README.md). */
export async function officeRoutes(app: FastifyInstance) {
  await app.register(officeCalendarRoutes);
  // Its own scope: the multipart parser serves the photo upload alone.
  await app.register(officePhotoRoutes);
  officeRoute(app, endpoints.office.me, async ({ request }) => {
    const caller = staffCaller(request);
    const { forename, surname } = await app.services.db
      .selectFrom('users')
      .select(['forename', 'surname'])
      .where('id', '=', caller.userId)
      .executeTakeFirstOrThrow();
    return {
      staff: {
        id: caller.userId,
        email: caller.email,
        role: caller.role,
        name: [forename, surname].filter(Boolean).join(' ') || caller.email,
      },
    };
  });
}
