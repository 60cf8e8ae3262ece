import type { FastifyInstance } from 'fastify';
import { HEADERS, endpoints } from '@villa/shared/contract';
import { exchangeImpersonationCode } from '../auth/impersonation';
import { requestPasswordReset } from '../auth/passwordResets';
import { verifyAgainstNothing, verifyPassword } from '../auth/passwords';
import { requireAuth, sendSessionHeaders } from '../auth/plugin';
import { isAgentRole } from '../auth/roles';
import { createSession, endSession, renewSession } from '../auth/sessions';
import { lockedMessage, loginSucceeded, reserveLoginAttempt } from '../auth/throttle';
import { HttpError, MESSAGES, errorsOf } from '../errors';
import { clientConfigFor } from '../portalSettings';
import { route } from '../web/endpointRoute';

const tooManyAttempts = (waitMs: number) =>
  new HttpError(
    429,
    { errors: [lockedMessage(waitMs)] },
    { 'retry-after': String(Math.ceil(waitMs / 1000)) },
  );

export async function sessionRoutes(app: FastifyInstance) {
  route(app, endpoints.session.login, async ({ request, reply, body }) => {
    const { db, clock, config, loginLimits } = app.services;
    const now = clock();

    // Reserved before any password is checked: see auth/throttle.ts for the limits and why.
    const attempt = await reserveLoginAttempt(db, {
      email: body.email,
      ip: request.ip,
      now,
      limits: loginLimits,
    });
    if (attempt.kind === 'refused') throw tooManyAttempts(attempt.waitMs);

    const found = await db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', body.email.toLowerCase())
      .executeTakeFirst();
    // The office's staff sign in at the office's own log-in, with a second factor (office/).
    const user =
      found && isAgentRole(found.role) && found.deactivated_at === null
        ? { ...found, role: found.role }
        : null;
    // An unknown address costs the same scrypt time and counts the same as a wrong password.
    const passwordRight = user
      ? await verifyPassword(body.password, user.password_hash)
      : await verifyAgainstNothing(body.password);
    if (!user || !passwordRight) {
      throw attempt.lockMsIfFailed > 0
        ? tooManyAttempts(attempt.lockMsIfFailed)
        : errorsOf(401, MESSAGES.loginFailed);
    }

    await loginSucceeded(db, attempt);
    const session = await createSession(db, {
      userId: user.id,
      ttlSeconds: config.sessionTtlSeconds,
      now,
    });
    sendSessionHeaders(reply, user.id, session.expiresInSeconds);
    return {
      token: session.token,
      userRole: user.role,
      config: await clientConfigFor(db, user, now, config.provider),
      accountSignupIncomplete: user.signup_incomplete === 1,
    };
  });

  // The link's code, exchanged once for the session an administrator opened (auth/impersonation.ts).
  route(app, endpoints.session.impersonate, async ({ reply, body }) => {
    const { db, clock, config } = app.services;
    const payload = await exchangeImpersonationCode(db, {
      code: body.data,
      now: clock(),
      ttlSeconds: config.sessionTtlSeconds,
      provider: config.provider,
    });
    if (!payload) throw errorsOf(401, MESSAGES.impersonationLinkRefused);
    sendSessionHeaders(reply, payload.userId, payload.tokenExpirySeconds);
    return payload;
  });

  route(app, endpoints.session.requestPasswordReset, async ({ body }) => {
    const { db, clock } = app.services;
    await requestPasswordReset(db, { email: body.email, now: clock() });
    // The same answer whether or not the address has an account.
    return { sent: true };
  });

  // Ends the session on the server, so a token copied before the log-out is worth nothing.
  route(app, endpoints.session.logout, async ({ request, reply }) => {
    const auth = requireAuth(request);
    await endSession(app.services.db, auth.session.id);
    reply.removeHeader(HEADERS.tokenExpiry);
  });

  route(app, endpoints.session.extend, async ({ request, reply }) => {
    const auth = requireAuth(request);
    const { db, clock, config } = app.services;
    const seconds = await renewSession(db, auth.session.id, config.sessionTtlSeconds, clock());
    sendSessionHeaders(reply, auth.user.id, seconds);
    return { extended: true };
  });
}
