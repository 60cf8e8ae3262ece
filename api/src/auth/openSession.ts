import type { ProviderSettings } from '@villa/shared/contract';
import type { Db, User } from '../db/schema';
import { clientConfigFor } from '../portalSettings';
import { createSession } from './sessions';

type SessionUser = Pick<
  User,
  'id' | 'role' | 'signup_incomplete' | 'organisation_id' | 'company_name'
>;

/**
 * A new session for a user who has proved who they are, and the answer every way in gives for
 * it (the agents' log-in, the office's sign-in, an impersonation link): the token, the role,
 * the client configuration and whether signup is still to finish. One place, so the three
 * cannot drift apart in what a client is told at the start of a session.
 */
export async function openSession<U extends SessionUser>(
  db: Db,
  user: U,
  opts: {
    now: number;
    ttlSeconds: number;
    provider: ProviderSettings;
    impersonatedByAdminId?: number | null;
  },
) {
  const session = await createSession(db, {
    userId: user.id,
    ttlSeconds: opts.ttlSeconds,
    now: opts.now,
    impersonatedByAdminId: opts.impersonatedByAdminId ?? null,
  });
  return {
    answer: {
      token: session.token,
      userRole: user.role as U['role'],
      config: await clientConfigFor(db, user, opts.now, opts.provider),
      accountSignupIncomplete: user.signup_incomplete === 1,
    },
    expiresInSeconds: session.expiresInSeconds,
  };
}
