import type { Db } from '../db/schema';
import { toTimestamp } from '../time';
import { hashPassword } from './passwords';
import { endOtherSessions } from './sessions';
import { liftAccountLocks } from './throttle';

/**
 * Sets a new password, lifts any log-in lock and ends every other session of the user (the
 * one making the change, if any, stays). The change-password and password-reset endpoints
 * both go through here.
 */
export async function setUserPassword(
  db: Db,
  opts: { userId: number; password: string; now: number; keepSessionId: number | null },
) {
  const hash = await hashPassword(opts.password);
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('users')
      .set({
        password_hash: hash,
        updated_at: toTimestamp(opts.now),
      })
      .where('id', '=', opts.userId)
      .execute();
    await endOtherSessions(trx, opts.userId, opts.keepSessionId);
    const { email } = await trx
      .selectFrom('users')
      .select('email')
      .where('id', '=', opts.userId)
      .executeTakeFirstOrThrow();
    await liftAccountLocks(trx, email);
  });
}
