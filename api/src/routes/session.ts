import type { FastifyInstance } from 'fastify';
import {
  HEADERS,
  ROLES,
  loginSchema,
  resetPasswordRequestSchema,
  type ExtendSessionResponse,
  type LoginResponse,
  type ResetPasswordResponse,
} from '@villa/shared/contract';
import { requestPasswordReset } from '../auth/passwordResets';
import { verifyAgainstNothing, verifyPassword } from '../auth/passwords';
import { requireAuth, sendSessionHeaders } from '../auth/plugin';
import { isPortalRole } from '../auth/roles';
import { createSession, endSession, renewSession } from '../auth/sessions';
import {
  accountLockedFor,
  clearAccountFailures,
  lockedMessage,
  recordAccountFailure,
} from '../auth/throttle';
import { HttpError, MESSAGES, errorsOf, parseBody } from '../errors';
import { clientConfigFor } from '../portalSettings';

const tooManyAttempts = (waitMs: number) =>
  new HttpError(
    429,
    { errors: [lockedMessage(waitMs)] },
    { 'retry-after': String(Math.ceil(waitMs / 1000)) },
  );

export async function sessionRoutes(app: FastifyInstance) {
  app.post<{ Reply: LoginResponse }>(
    '/login',
    { config: { access: 'public' } },
    async (request, reply) => {
      const body = parseBody(loginSchema, request.body);
      const { db, clock, config, loginLimits, ipThrottle } = app.services;
      const now = clock();

      const ipWait = ipThrottle.blockedFor(request.ip, now);
      if (ipWait > 0) throw tooManyAttempts(ipWait);

      const user = await db
        .selectFrom('users')
        .selectAll()
        .where('email', '=', body.email.toLowerCase())
        .executeTakeFirst();
      // Administrators have no portal screens: they work through the impersonation CLI.
      if (!user || !isPortalRole(user.role)) {
        await verifyAgainstNothing(body.password);
        ipThrottle.recordFailure(request.ip, now);
        throw errorsOf(401, MESSAGES.loginFailed);
      }

      const lockedMs = accountLockedFor(user, now);
      if (lockedMs > 0) throw tooManyAttempts(lockedMs);

      if (!(await verifyPassword(body.password, user.password_hash))) {
        ipThrottle.recordFailure(request.ip, now);
        const lockMs = await recordAccountFailure(db, user.id, now, loginLimits);
        throw lockMs > 0 ? tooManyAttempts(lockMs) : errorsOf(401, MESSAGES.loginFailed);
      }

      if (user.failed_login_count > 0 || user.locked_until) await clearAccountFailures(db, user.id);
      const session = await createSession(db, {
        userId: user.id,
        ttlSeconds: config.sessionTtlSeconds,
        now,
      });
      sendSessionHeaders(reply, user.id, session.expiresInSeconds);
      return {
        token: session.token,
        userRole: user.role,
        config: await clientConfigFor(db, user),
        accountSignupIncomplete: user.signup_incomplete === 1,
      };
    },
  );

  app.post<{ Reply: ResetPasswordResponse }>(
    '/reset-password',
    { config: { access: 'public' } },
    async (request) => {
      const body = parseBody(resetPasswordRequestSchema, request.body);
      const { db, clock, config } = app.services;
      await requestPasswordReset(db, {
        email: body.email,
        now: clock(),
        publicUrl: config.publicUrl,
      });
      // The same answer whether or not the address has an account.
      return { sent: true };
    },
  );

  // Ends the session on the server, so a token copied before the log-out is worth nothing.
  app.post('/logout', { config: { access: ROLES } }, async (request, reply) => {
    const auth = requireAuth(request);
    await endSession(app.services.db, auth.session.id);
    reply.removeHeader(HEADERS.tokenExpiry);
    return reply.code(204).send();
  });

  app.get<{ Reply: ExtendSessionResponse }>(
    '/extend-session',
    { config: { access: ROLES } },
    async (request, reply) => {
      const auth = requireAuth(request);
      const { db, clock, config } = app.services;
      const seconds = await renewSession(db, auth.session.id, config.sessionTtlSeconds, clock());
      sendSessionHeaders(reply, auth.user.id, seconds);
      return { extended: true };
    },
  );
}
