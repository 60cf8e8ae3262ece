import type { ImpersonationPayload, ProviderSettings } from '@villa/shared/contract';
import type { Db } from '../db/schema';
import { clientConfigFor } from '../portalSettings';
import { isPortalRole } from './roles';
import { createSession } from './sessions';

export class ImpersonationError extends Error {}

/**
 * Opens a session on a user's behalf for an administrator. The session is bound to the
 * admin's id: every call made with it must carry that id in x-admin-user-id.
 */
export async function impersonate(
  db: Db,
  opts: {
    userEmail: string;
    adminEmail: string;
    ttlSeconds: number;
    now: number;
    publicUrl: string;
    /** The provider settings the pages receive in the config (config.ts). */
    provider: ProviderSettings;
  },
): Promise<{ payload: ImpersonationPayload; url: string }> {
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
    .selectAll()
    .where('email', '=', opts.userEmail.trim().toLowerCase())
    .executeTakeFirst();
  if (!user) throw new ImpersonationError(`No user has the e-mail ${opts.userEmail}`);
  if (!isPortalRole(user.role))
    throw new ImpersonationError('An administrator cannot be impersonated');

  const session = await createSession(db, {
    userId: user.id,
    ttlSeconds: opts.ttlSeconds,
    now: opts.now,
    impersonatedByAdminId: admin.id,
  });
  const payload: ImpersonationPayload = {
    token: session.token,
    userRole: user.role,
    config: await clientConfigFor(db, user, opts.now, opts.provider),
    accountSignupIncomplete: user.signup_incomplete === 1,
    tokenExpirySeconds: session.expiresInSeconds,
    userId: user.id,
    email: user.email,
    userAdminId: admin.id,
  };
  const data = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return { payload, url: `${opts.publicUrl}/admin/impersonate?data=${data}` };
}
