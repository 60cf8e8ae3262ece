import type { Db, Session, User } from '../db/schema';
import { changeStampOf, type ChangeStamp } from '../db/changeStamp';
import { compiledOnce } from '../db/compiledOnce';
import { putBounded } from '../boundedMap';
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
  // The office's agent and staff lists show it; an impersonation is not the user logging in.
  if (!opts.impersonatedByAdminId) {
    await db
      .updateTable('users')
      .set({ last_login_at: toTimestamp(opts.now) })
      .where('id', '=', opts.userId)
      .execute();
  }
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

/** The session's columns, read beside its user's as `session_<column>`. */
const SESSION_COLUMN = 'session_';

/**
 * A session and its user by the token's hash, in one query (a session row never outlives its
 * user: the foreign key cascades). It runs before every authenticated call: compiled once.
 */
const sessionWithUser = compiledOnce((db: Db, tokenHash: string) =>
  db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .selectAll('users')
    .select([
      'sessions.id as session_id',
      'sessions.token_hash as session_token_hash',
      'sessions.user_id as session_user_id',
      'sessions.expires_at as session_expires_at',
      'sessions.impersonated_by_admin_id as session_impersonated_by_admin_id',
      'sessions.created_at as session_created_at',
    ])
    .where('sessions.token_hash', '=', tokenHash),
);

/**
 * Sessions with their users as last read, while the database's change stamp stands
 * (db/changeStamp.ts): a request reads its caller's session from memory unless something was
 * written since, by this process or another. A log-out, a password change or an edited user is
 * a write, so it still takes effect on the very next request.
 */
interface HeldSessions {
  stamp: ChangeStamp;
  byTokenHash: Map<string, SessionAndUser>;
}
interface SessionAndUser {
  session: Session;
  user: User;
}
const heldSessions = new WeakMap<Db, HeldSessions>();
/** Callers active between two writes; beyond this the oldest are read again. */
const SESSIONS_HELD = 10_000;

async function sessionAndUser(db: Db, tokenHash: string): Promise<SessionAndUser | null> {
  const stamp = await changeStampOf(db);
  let held: HeldSessions | undefined;
  if (stamp !== null) {
    held = heldSessions.get(db);
    if (held?.stamp !== stamp) {
      held = { stamp, byTokenHash: new Map() };
      heldSessions.set(db, held);
    }
    const found = held.byTokenHash.get(tokenHash);
    if (found) return found;
  }
  const [row] = await sessionWithUser(db, tokenHash);
  if (!row) return null;
  // One pass over the columns; a rest pattern ({ session_id, ..., ...user }) took twice as long.
  const session: Record<string, unknown> = {};
  const user: Record<string, unknown> = {};
  for (const [column, value] of Object.entries(row)) {
    if (column.startsWith(SESSION_COLUMN)) session[column.slice(SESSION_COLUMN.length)] = value;
    else user[column] = value;
  }
  // Frozen: held objects are shared by the requests of one caller.
  const found = {
    session: Object.freeze(session) as unknown as Session,
    user: Object.freeze(user) as unknown as User,
  };
  // Kept only if no newer stamp was seen while the query ran (it would be older than that).
  if (held && heldSessions.get(db) === held) {
    putBounded(held.byTokenHash, tokenHash, found, SESSIONS_HELD);
  }
  return found;
}

export async function findSession(db: Db, token: string, now: number): Promise<SessionLookup> {
  const found = await sessionAndUser(db, hashToken(token));
  if (!found) return { kind: 'unknown' };
  if (fromTimestamp(found.session.expires_at) <= now) {
    await db.deleteFrom('sessions').where('id', '=', found.session.id).execute();
    return { kind: 'expired' };
  }
  return { kind: 'valid', ...found };
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
