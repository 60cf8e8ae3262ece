import type { FastifyInstance } from 'fastify';
import { endpoints, officeCodeTexts } from '@villa/shared/contract';
import { sendSessionHeaders } from '../auth/plugin';
import { openSession } from '../auth/openSession';
import { lockedMessage } from '../auth/throttle';
import { HttpError, MESSAGES, errorsOf } from '../errors';
import { route } from '../web/endpointRoute';
import { officeCalendarRoutes } from './calendar/routes';
import { officeContentRoutes } from './content/routes';
import { auditOf } from './audit';
import { officeBookingRoutes } from './bookings/routes';
import { officeCommissionRoutes } from './commission/routes';
import { officeLedgerRoutes } from './ledger/routes';
import { officeMessageRoutes } from './messages/routes';
import { officeRoute, staffCaller } from './officeRoute';
import { officePeopleRoutes } from './people/routes';
import { officePhotoRoutes } from './photos/routes';
import { officeVillaRoutes } from './villas/routes';
import { signInToOffice } from './signIn/officeSignIn';

const tooManyAttempts = (waitMs: number) =>
  new HttpError(
    429,
    { errors: [lockedMessage(waitMs)] },
    { 'retry-after': String(Math.ceil(waitMs / 1000)) },
  );

/** The office's calls under /api/office (office/README.md). */
export async function officeRoutes(app: FastifyInstance) {
  await app.register(officeCalendarRoutes);
  // Its own scope: the multipart parser serves the photo upload alone.
  await app.register(officePhotoRoutes);
  await app.register(officeContentRoutes);

  // The one office call without a session: it opens one (signIn/officeSignIn.ts).
  route(app, endpoints.office.login, async ({ request, reply, body }) => {
    const { db, clock, config, loginLimits } = app.services;
    const now = clock();
    const outcome = await signInToOffice(db, {
      ...body,
      ip: request.ip,
      now,
      limits: loginLimits,
      staffSecretKey: config.staffSecretKey,
    });
    switch (outcome.kind) {
      case 'locked':
        throw tooManyAttempts(outcome.waitMs);
      case 'refused':
        throw outcome.lockMs > 0
          ? tooManyAttempts(outcome.lockMs)
          : errorsOf(401, MESSAGES.loginFailed);
      case 'wrongCode':
        throw outcome.lockMs > 0
          ? tooManyAttempts(outcome.lockMs)
          : errorsOf(401, officeCodeTexts.refused);
      case 'enrol':
        return { enrolment: outcome.enrolment };
      case 'signedIn': {
        const { user } = outcome;
        const { answer, expiresInSeconds } = await openSession(db, user, {
          now,
          ttlSeconds: config.sessionTtlSeconds,
          provider: config.provider,
        });
        sendSessionHeaders(reply, user.id, expiresInSeconds);
        return {
          ...answer,
          // A staff account's signup is never incomplete: it signs in enrolled or enrols now.
          accountSignupIncomplete: false,
          ...(outcome.recoveryCodes ? { recoveryCodes: outcome.recoveryCodes } : {}),
        };
      }
    }
  });

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

  officeRoute(app, endpoints.office.audit, async ({ query }) => ({
    entries: await auditOf(app.services.db, { type: query.entity, id: query.id }),
  }));
  await officeVillaRoutes(app);
  await officeBookingRoutes(app);
  await officePeopleRoutes(app);
  await officeMessageRoutes(app);
  await officeLedgerRoutes(app);
  await officeCommissionRoutes(app);
}
