import type { Kysely } from 'kysely';

/*
 * Issue 12's state that must hold across API instances and restarts, and the retirement of
 * reset links whose tokens older versions kept in the outbox.
 *
 * login_throttle: one row per log-in counter (an address, an account from an address, an
 * account); see auth/throttle.ts. The users table's failed_login_count, failed_login_since and
 * locked_until columns are no longer read or written by the throttle.
 *
 * Frozen as written (docs/adr/0008-migrations-are-frozen.md): timestamps are ISO-8601 UTC text,
 * written here directly rather than through the live time helpers.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('login_throttle')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('account', 'text')
    .addColumn('attempts', 'integer', (c) => c.notNull())
    .addColumn('window_started_at', 'text', (c) => c.notNull())
    .addColumn('locked_until', 'text')
    .execute();
  await db.schema
    .createIndex('login_throttle_account')
    .on('login_throttle')
    .column('account')
    .execute();
  await db.schema
    .createIndex('login_throttle_window')
    .on('login_throttle')
    .column('window_started_at')
    .execute();

  // Reset mails queued before this version hold their link, token included, in outbox bodies:
  // those links stop working now (the user asks for a new one; new mails store no token).
  await db
    .updateTable('password_resets')
    .set({ used_at: new Date().toISOString() })
    .where('used_at', 'is', null)
    .execute();
}
