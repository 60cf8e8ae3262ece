import { setUserPassword } from '../auth/accountPassword';
import { isStaffRole } from '../auth/roles';
import { hashToken } from '../auth/tokens';
import type { Db } from '../db/schema';
import { toTimestamp } from '../time';

/*
 * The second half of "forgot password": the link POST /reset-password e-mails
 * (/admin/agent/password-reset/{apiUserId}/{token}/{apiUserPasswordResetId}). The platform's
 * auth/passwordResets.ts creates the rows and the mail; this checks and spends them.
 */

export interface ResetLink {
  userId: number;
  token: string;
  resetId: number;
}

/** The account e-mail of a link that is known, matches, is unused and unexpired; else null. */
export async function findOpenResetLink(db: Db, link: ResetLink, now: number) {
  const row = await db
    .selectFrom('password_resets')
    .innerJoin('users', 'users.id', 'password_resets.user_id')
    .select([
      'password_resets.token_hash',
      'password_resets.expires_at',
      'password_resets.used_at',
      'users.email',
      'users.role',
    ])
    .where('password_resets.id', '=', link.resetId)
    .where('password_resets.user_id', '=', link.userId)
    .executeTakeFirst();
  if (!row || isStaffRole(row.role) || row.token_hash !== hashToken(link.token)) return null;
  if (row.used_at !== null || row.expires_at <= toTimestamp(now)) return null;
  return { email: row.email };
}

/**
 * Spends the link and sets the password: marks this link (and every other open link of the
 * user) used first, re-checking it is still open, so a link works once even when two
 * submissions race; then sets the password, which also ends all the user's sessions.
 */
export async function resetPasswordByLink(
  db: Db,
  link: ResetLink,
  password: string,
  now: number,
): Promise<boolean> {
  if (!(await findOpenResetLink(db, link, now))) return false;
  const nowText = toTimestamp(now);
  const claimed = await db
    .updateTable('password_resets')
    .set({ used_at: nowText })
    .where('id', '=', link.resetId)
    .where('user_id', '=', link.userId)
    .where('used_at', 'is', null)
    .where('expires_at', '>', nowText)
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) !== 1) return false;
  // Older links sent before this one stop working too.
  await db
    .updateTable('password_resets')
    .set({ used_at: nowText })
    .where('user_id', '=', link.userId)
    .where('used_at', 'is', null)
    .execute();
  await setUserPassword(db, { userId: link.userId, password, now, keepSessionId: null });
  return true;
}
