import type { FastifyInstance, FastifyReply } from 'fastify';
import { HEADERS, endpoints } from '@villa/shared/contract';
import { exchangeImpersonationCode } from '../auth/impersonation';
import { requestPasswordReset } from '../auth/passwordResets';
import { verifyAgainstNothing, verifyPassword } from '../auth/passwords';
import { requireAuth, sendSessionHeaders } from '../auth/plugin';
import { isAgentRole } from '../auth/roles';
import { openSession } from '../auth/openSession';
import { endSession, renewSession } from '../auth/sessions';
import {
  findLiveLoginCode,
  hasLiveLoginCode,
  mailLoginCode,
  useLoginCode,
} from '../auth/loginCodes';
import {
  LOGIN_CODE_MAILED,
  LOGIN_CODE_WRONG,
  addressLockedMessage,
  codeTriesMessage,
  lockedMessage,
  loginSucceeded,
  reserveCodeMail,
  reserveCodeTry,
  reserveLoginAttempt,
  type LockCause,
  type LoginCounters,
} from '../auth/throttle';
import { HttpError, MESSAGES, errorsOf } from '../errors';
import { organisationActive } from '../office/people/organisations';
import { route } from '../web/endpointRoute';

const retryAfter = (waitMs: number) => ({ 'retry-after': String(Math.ceil(waitMs / 1000)) });

/**
 * A lock met: its message and how to log in now (auth/throttle.ts). Every 429 of a log-in means
 * the code step is open: the page shows the code field.
 */
const lockedAnswer = (cause: LockCause, waitMs: number) =>
  new HttpError(
    429,
    {
      errors: [
        cause === 'account' ? lockedMessage(waitMs) : addressLockedMessage(waitMs),
        LOGIN_CODE_MAILED,
      ],
    },
    retryAfter(waitMs),
  );

export async function sessionRoutes(app: FastifyInstance) {
  /** The agent-side user of a typed e-mail, or null (unknown, staff, or deactivated). */
  const portalUserOf = async (email: string) => {
    const found = await app.services.db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', email.toLowerCase())
      .executeTakeFirst();
    // The office's staff sign in at the office's own log-in, with a second factor (office/).
    if (!found || !isAgentRole(found.role) || found.deactivated_at !== null) return null;
    // An organisation the office deactivated keeps its agents out (office/people).
    if (
      found.organisation_id !== null &&
      !(await organisationActive(app.services.db, found.organisation_id))
    )
      return null;
    return { ...found, role: found.role };
  };
  type PortalUser = NonNullable<Awaited<ReturnType<typeof portalUserOf>>>;

  /**
   * A lock was met: the account, if the e-mail has one, is mailed a code (at most one live
   * code per account, and a share of code mails per address). The answer is the same whether
   * or not a mail went, so it tells nobody which addresses have accounts.
   */
  const offerCode = async (user: PortalUser | null, counters: LoginCounters, now: number) => {
    const { db } = app.services;
    if (!user || (await hasLiveLoginCode(db, { email: user.email, now }))) return;
    if (await reserveCodeMail(db, counters, now)) await mailLoginCode(db, { user, now });
  };

  route(app, endpoints.session.login, async ({ request, reply, body }) => {
    const { db, clock, loginLimits } = app.services;
    const now = clock();

    // Reserved before any password is checked: see auth/throttle.ts for the limits and why.
    const attempt = await reserveLoginAttempt(db, {
      email: body.email,
      ip: request.ip,
      now,
      limits: loginLimits,
    });
    const user = await portalUserOf(body.email);

    if (attempt.kind === 'locked') {
      // Without the code nothing is checked: the lock still ends guessing.
      if (!body.code) {
        await offerCode(user, attempt.counters, now);
        throw lockedAnswer(attempt.cause, attempt.waitMs);
      }
      const codeTry = await reserveCodeTry(db, attempt.counters, now);
      if (codeTry.kind === 'refused') {
        throw new HttpError(
          429,
          { errors: [codeTriesMessage(codeTry.waitMs)] },
          retryAfter(codeTry.waitMs),
        );
      }
      const codeId = await findLiveLoginCode(db, { email: body.email, code: body.code, now });
      if (codeId === null) {
        // Wrong, used or expired: when none is live any more, the next one goes out now.
        await offerCode(user, attempt.counters, now);
        throw new HttpError(422, {
          validationErrors: [{ field: 'code', error: LOGIN_CODE_WRONG }],
        });
      }
      // A live code belongs to a portal user, whose password is now worth checking.
      if (!user || !(await verifyPassword(body.password, user.password_hash))) {
        throw errorsOf(401, MESSAGES.loginFailed);
      }
      if (!(await useLoginCode(db, { codeId, now }))) {
        throw new HttpError(422, {
          validationErrors: [{ field: 'code', error: LOGIN_CODE_WRONG }],
        });
      }
      request.log.info({ userId: user.id, cause: attempt.cause }, 'log-in lock lifted by a code');
      return logIn(reply, user, attempt.counters, now);
    }

    // An unknown address costs the same scrypt time and counts the same as a wrong password.
    const passwordRight = user
      ? await verifyPassword(body.password, user.password_hash)
      : await verifyAgainstNothing(body.password);
    if (!user || !passwordRight) {
      if (attempt.lockIfFailed) {
        // This failure set a lock: the code goes out at once.
        await offerCode(user, attempt.counters, now);
        throw lockedAnswer(attempt.lockIfFailed.cause, attempt.lockIfFailed.waitMs);
      }
      throw errorsOf(401, MESSAGES.loginFailed);
    }
    return logIn(reply, user, attempt.counters, now);
  });

  async function logIn(
    reply: FastifyReply,
    user: PortalUser,
    counters: LoginCounters,
    now: number,
  ) {
    const { db, config } = app.services;
    await loginSucceeded(db, counters);
    const { answer, expiresInSeconds } = await openSession(db, user, {
      now,
      ttlSeconds: config.sessionTtlSeconds,
      provider: config.provider,
    });
    sendSessionHeaders(reply, user.id, expiresInSeconds);
    return answer;
  }

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
