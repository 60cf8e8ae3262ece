import type { Db, Session, User } from '../db/schema';
import { fromTimestamp, toTimestamp } from '../time';
import { hashToken, newToken } from './tokens';

export interface NewSession {
  token: string;
  sessionId: number;
  expiresInSeconds: number;
}

export async function createSession(
  db: Db,
  opts: { userId: number; ttlSeconds: number; now: number; impersonatedByAdminId?: number | null },
): Promise<NewSession> {
  const token = newToken();
  const { id } = await db
    .insertInto('sessions')
    .values({
      token_hash: hashToken(token),
      user_id: opts.userId,
      expires_at: toTimestamp(opts.now + opts.ttlSeconds * 1000),
      impersonated_by_admin_id: opts.impersonatedByAdminId ?? null,
      created_at: toTimestamp(opts.now),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  // Expired rows of this user are useless; tidy them while we are here.
  await db
    .deleteFrom('sessions')
    .where('user_id', '=', opts.userId)
    .where('expires_at', '<=', toTimestamp(opts.now))
    .execute();
  return { token, sessionId: id, expiresInSeconds: opts.ttlSeconds };
}

export type SessionLookup =
  { kind: 'valid'; session: Session; user: User } | { kind: 'expired' } | { kind: 'unknown' };

export async function findSession(db: Db, token: string, now: number): Promise<SessionLookup> {
  const session = await db
    .selectFrom('sessions')
    .selectAll()
    .where('token_hash', '=', hashToken(token))
    .executeTakeFirst();
  if (!session) return { kind: 'unknown' };
  if (fromTimestamp(session.expires_at) <= now) {
    await db.deleteFrom('sessions').where('id', '=', session.id).execute();
    return { kind: 'expired' };
  }
  const user = await db
    .selectFrom('users')
    .selectAll()
    .where('id', '=', session.user_id)
    .executeTakeFirst();
  return user ? { kind: 'valid', session, user } : { kind: 'unknown' };
}

/** Moves the expiry to now + ttl; returns the seconds left afterwards. */
export async function renewSession(db: Db, sessionId: number, ttlSeconds: number, now: number) {
  await db
    .updateTable('sessions')
    .set({ expires_at: toTimestamp(now + ttlSeconds * 1000) })
    .where('id', '=', sessionId)
    .execute();
  return ttlSeconds;
}

export const secondsLeft = (session: Pick<Session, 'expires_at'>, now: number) =>
  Math.max(0, Math.floor((fromTimestamp(session.expires_at) - now) / 1000));

/** Log-out: the token stops working at once, in every tab and on every instance. */
export async function endSession(db: Db, sessionId: number) {
  await db.deleteFrom('sessions').where('id', '=', sessionId).execute();
}

/**
 * Ends every session of a user except the one given: called when the password changes, so a
 * stolen session (or an impersonation) does not outlive the old password.
 */
export async function endOtherSessions(db: Db, userId: number, keepSessionId: number | null) {
  let query = db.deleteFrom('sessions').where('user_id', '=', userId);
  if (keepSessionId !== null) query = query.where('id', '!=', keepSessionId);
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows);
}
