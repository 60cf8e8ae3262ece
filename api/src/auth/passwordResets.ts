import type { Db } from '../db/schema';
import { enqueueMail } from '../mail/outbox';
import { passwordResetMail } from '../mail/passwordResetMail';
import { toTimestamp } from '../time';
import { hashToken, newToken } from './tokens';

export const RESET_LINK_VALID_MINUTES = 60;
/** More requests than this per account and hour queue no further mail (no mail-bombing). */
export const RESET_REQUESTS_PER_HOUR = 3;

/**
 * Queues a reset link when the address belongs to a portal account. The caller answers the
 * same way whatever happens here, so nobody can learn which addresses have accounts.
 * Returns whether a mail was queued (for tests and logs only).
 */
export async function requestPasswordReset(
  db: Db,
  opts: { email: string; now: number; publicUrl: string },
): Promise<boolean> {
  const user = await db
    .selectFrom('users')
    .select(['id', 'email', 'forename', 'role'])
    .where('email', '=', opts.email.trim().toLowerCase())
    .executeTakeFirst();
  if (!user || user.role === 'ADMIN') return false;

  const recent = await db
    .selectFrom('password_resets')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', user.id)
    .where('created_at', '>', toTimestamp(opts.now - 60 * 60_000))
    .executeTakeFirstOrThrow();
  if (Number(recent.n) >= RESET_REQUESTS_PER_HOUR) return false;

  const token = newToken();
  await db.transaction().execute(async (trx) => {
    const reset = await trx
      .insertInto('password_resets')
      .values({
        user_id: user.id,
        token_hash: hashToken(token),
        expires_at: toTimestamp(opts.now + RESET_LINK_VALID_MINUTES * 60_000),
        created_at: toTimestamp(opts.now),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const link = `${opts.publicUrl}/admin/agent/password-reset/${user.id}/${token}/${reset.id}`;
    await enqueueMail(
      trx,
      passwordResetMail({
        to: user.email,
        forename: user.forename,
        link,
        validMinutes: RESET_LINK_VALID_MINUTES,
      }),
      opts.now,
    );
  });
  return true;
}
