import type { Db } from '../db/schema';
import { toTimestamp } from '../time';
import { endOtherSessions } from './sessions';

/** Runs in the caller's transaction when it is one (the office writes its audit entry in it). */
const inTransaction = (db: Db, work: (trx: Db) => Promise<void>) =>
  db.isTransaction ? work(db) : db.transaction().execute(work);

/**
 * Deactivates an account: it can no longer log in (either log-in page answers as for a wrong
 * password) and every session it has ends in the same transaction, so its next call, on any
 * instance, is a 401 and its open pages log out. The account and what it did stay. The office's
 * screens for agents and staff (office/people) and the tests go through here.
 */
export async function deactivateAccount(db: Db, opts: { userId: number; now: number }) {
  await inTransaction(db, async (trx) => {
    await trx
      .updateTable('users')
      .set({ deactivated_at: toTimestamp(opts.now), updated_at: toTimestamp(opts.now) })
      .where('id', '=', opts.userId)
      .where('deactivated_at', 'is', null)
      .execute();
    await endOtherSessions(trx, opts.userId, null);
  });
}

/** Lets a deactivated account log in again. */
export async function reactivateAccount(db: Db, opts: { userId: number; now: number }) {
  await db
    .updateTable('users')
    .set({ deactivated_at: null, updated_at: toTimestamp(opts.now) })
    .where('id', '=', opts.userId)
    .execute();
}
