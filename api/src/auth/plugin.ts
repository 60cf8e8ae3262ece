import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HEADERS } from '@villa/shared/contract';
import { MESSAGES, errorsOf, forbidden, unauthorised } from '../errors';
import type { AuthContext } from '../services';
import { isStaffRole } from './roles';
import { endSession, findSession, renewSession, secondsLeft } from './sessions';

/**
 * Below this much lost time a call does not rewrite the expiry (saves a write per request): a
 * minute, or a sixth of a short session, so a session of 60 s still renews on a call 10 s in.
 */
export const renewAfterSeconds = (ttlSeconds: number) =>
  Math.max(1, Math.min(60, Math.floor(ttlSeconds / 6)));

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match ? match[1] : null;
}

export function sendSessionHeaders(reply: FastifyReply, userId: number, expiresInSeconds: number) {
  reply
    .header(HEADERS.tokenExpiry, String(expiresInSeconds))
    .header(HEADERS.userId, String(userId));
}

type Outcome = { ok: AuthContext } | { refused: string };

async function authenticate(
  app: FastifyInstance,
  request: FastifyRequest,
  token: string,
): Promise<Outcome> {
  const { db, clock, config } = app.services;
  const now = clock();
  const found = await findSession(db, token, now);
  if (found.kind === 'unknown') return { refused: MESSAGES.notLoggedIn };
  if (found.kind === 'expired') return { refused: MESSAGES.sessionExpired };
  const { session, user } = found;
  // Deactivating ends the sessions in the same write (auth/accounts.ts); this holds even for a
  // session another instance still held in memory, or one opened in the moment between.
  if (user.deactivated_at !== null) {
    await endSession(db, session.id);
    return { refused: MESSAGES.notLoggedIn };
  }
  if (session.impersonated_by_admin_id !== null) {
    const claimed = request.headers[HEADERS.adminUserId];
    if (claimed !== String(session.impersonated_by_admin_id)) {
      return { refused: MESSAGES.impersonationRefused };
    }
  }
  // Sliding expiry: any authenticated call counts as activity.
  let expiresInSeconds = secondsLeft(session, now);
  if (config.sessionTtlSeconds - expiresInSeconds >= renewAfterSeconds(config.sessionTtlSeconds)) {
    expiresInSeconds = await renewSession(db, session.id, config.sessionTtlSeconds, now);
  }
  return { ok: { session, user, expiresInSeconds } };
}

/**
 * Applies to every route of the prefix it is registered in. A route must say who may call it
 * (config.access); a route that forgets is refused at start-up rather than left open.
 */
export function registerAuth(app: FastifyInstance) {
  app.decorateRequest('auth', null);

  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (methods.every((m) => m === 'OPTIONS')) return; // CORS pre-flight
    if (!route.config?.access) {
      throw new Error(`Route ${methods.join(',')} ${route.url} does not declare its access`);
    }
  });

  app.addHook('onRequest', async (request, reply) => {
    if (request.method === 'OPTIONS') return;
    const access = request.routeOptions.config.access;
    if (!access) return; // not-found handling
    const token = bearerToken(request);

    if (access === 'public') {
      // A public route still reports a valid session, but never refuses a stale one.
      if (token) {
        const outcome = await authenticate(app, request, token);
        if ('ok' in outcome) {
          request.auth = outcome.ok;
          sendSessionHeaders(reply, outcome.ok.user.id, outcome.ok.expiresInSeconds);
        }
      }
      return;
    }

    if (!token) throw unauthorised(MESSAGES.notLoggedIn);
    const outcome = await authenticate(app, request, token);
    if ('refused' in outcome) throw unauthorised(outcome.refused);
    request.auth = outcome.ok;
    sendSessionHeaders(reply, outcome.ok.user.id, outcome.ok.expiresInSeconds);
    // 403, not 401: the client logs out on 401, and a valid session is not a reason to.
    if (!access.includes(outcome.ok.user.role)) throw forbidden();
    // The completion page is the only way on: the browser's guard sends such an agent there,
    // and the API refuses the rest (quotes, checkout, PDFs ...) to any other client too.
    if (outcome.ok.user.signup_incomplete === 1 && !request.routeOptions.config.openDuringSignup) {
      throw errorsOf(403, MESSAGES.signupIncomplete);
    }
  });
}

/** For handlers of non-public routes, where the hook guarantees a session. */
export function requireAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthorised(MESSAGES.notLoggedIn);
  return request.auth;
}

/**
 * preHandler of every office route (office/officeRoute.ts registers it): a session of STAFF or
 * ADMIN, whatever the route's declared access says. The declared access is checked by the hook
 * above as for any route; this second check is the office's own line, so an office route whose
 * entry in the table was widened by mistake still refuses the agents' roles.
 */
export async function requireStaff(request: FastifyRequest): Promise<void> {
  const auth = requireAuth(request);
  if (!isStaffRole(auth.user.role)) throw forbidden();
}

/** preHandler of the office routes only an administrator may call (managing staff, impersonating). */
export async function requireAdmin(request: FastifyRequest): Promise<void> {
  const auth = requireAuth(request);
  if (auth.user.role !== 'ADMIN') throw forbidden();
}
