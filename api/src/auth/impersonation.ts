import type { ImpersonationPayload, ProviderSettings } from '@villa/shared/contract';
import type { Db } from '../db/schema';
import { toTimestamp } from '../time';
import { isAgentRole } from './roles';
import { openSession } from './openSession';
import { hashToken, newToken } from './tokens';

export class ImpersonationError extends Error {}

/** How long an impersonation link can be opened: long enough to paste it, no longer. */
export const IMPERSONATION_LINK_MS = 5 * 60_000;

/*
 * Decision (issue 49): an impersonation link carries an opaque code and nothing else. The code
 * (256 random bits; only its sha256 is stored) is made by an administrator's action, expires
 * after IMPERSONATION_LINK_MS and is exchanged once, by POST /impersonation, for the session
 * and the config the pages show. So nobody can make a link by hand, a link cannot be replayed,
 * and no name, contact, bank detail or role a page shows is ever read from a URL. The session
 * opens at the exchange and is bound to the administrator (x-admin-user-id on every call).
 */

/** Makes the link an administrator opens to act as a user: PUBLIC_URL/admin/impersonate?data=<code>. */
export async function issueImpersonationLink(
  db: Db,
  opts: { userEmail: string; adminEmail: string; now: number; publicUrl: string },
): Promise<{ url: string; code: string; expiresAt: string }> {
  const admin = await db
    .selectFrom('users')
    .select(['id', 'role'])
    .where('email', '=', opts.adminEmail.trim().toLowerCase())
    .executeTakeFirst();
  if (!admin || admin.role !== 'ADMIN') {
    throw new ImpersonationError(`${opts.adminEmail} is not an administrator`);
  }
  const user = await db
    .selectFrom('users')
    .select(['id', 'role'])
    .where('email', '=', opts.userEmail.trim().toLowerCase())
    .executeTakeFirst();
  if (!user) throw new ImpersonationError(`No user has the e-mail ${opts.userEmail}`);
  if (!isAgentRole(user.role))
    throw new ImpersonationError("The office's staff cannot be impersonated");

  const code = newToken();
  const expiresAt = toTimestamp(opts.now + IMPERSONATION_LINK_MS);
  await db
    .insertInto('impersonation_codes')
    .values({
      code_hash: hashToken(code),
      user_id: user.id,
      admin_id: admin.id,
      created_at: toTimestamp(opts.now),
      expires_at: expiresAt,
      used_at: null,
    })
    .execute();
  // Codes that can no longer be exchanged are kept for a day, then forgotten.
  await db
    .deleteFrom('impersonation_codes')
    .where('expires_at', '<', toTimestamp(opts.now - 24 * 60 * 60_000))
    .execute();
  return { url: `${opts.publicUrl}/admin/impersonate?data=${code}`, code, expiresAt };
}

/**
 * Exchanges a link's code for the impersonation session: once, before it expires, for a user
 * who may still be impersonated. Null for a code that was used, has expired or was never made.
 */
export async function exchangeImpersonationCode(
  db: Db,
  opts: { code: string; now: number; ttlSeconds: number; provider: ProviderSettings },
): Promise<ImpersonationPayload | null> {
  const nowText = toTimestamp(opts.now);
  // One guarded update: of two exchanges of one code at once, only one takes it.
  const taken = await db
    .updateTable('impersonation_codes')
    .set({ used_at: nowText })
    .where('code_hash', '=', hashToken(opts.code))
    .where('used_at', 'is', null)
    .where('expires_at', '>', nowText)
    .returning(['user_id', 'admin_id'])
    .executeTakeFirst();
  if (!taken) return null;
  const user = await db
    .selectFrom('users')
    .selectAll()
    .where('id', '=', taken.user_id)
    .executeTakeFirst();
  if (!user || !isAgentRole(user.role)) return null;

  // The role narrowed to an agent's, as the payload promises.
  const agent = { ...user, role: user.role };
  const { answer, expiresInSeconds } = await openSession(db, agent, {
    now: opts.now,
    ttlSeconds: opts.ttlSeconds,
    provider: opts.provider,
    impersonatedByAdminId: taken.admin_id,
  });
  return {
    ...answer,
    tokenExpirySeconds: expiresInSeconds,
    userId: user.id,
    email: user.email,
    userAdminId: taken.admin_id,
  };
}
