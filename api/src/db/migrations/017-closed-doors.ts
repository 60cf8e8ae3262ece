import type { Kysely } from 'kysely';

/*
 * Issue 49: what an attack run found open.
 *
 * payment_callback_refusals: callbacks whose signature did not verify, one row per provider
 * and caller address (a count, the first and last time, the last reference named), so a flood
 * of forgeries grows no table and the staff can see where they came from.
 *
 * impersonation_codes: the opaque codes `cli impersonate` prints in its link. Only the code's
 * sha256 is kept; a code is exchanged once (used_at) before it expires for the impersonation
 * session, so a link tells nothing and cannot be made by hand or replayed.
 *
 * mail_allowance: how many mails an account, and a recipient address, was sent in the current
 * window (keyed by `account:<user id>` or `recipient:<sha256 of the address>`).
 *
 * Frozen as written (docs/adr/0008-migrations-are-frozen.md).
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('payment_callback_refusals')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('refusals', 'integer', (c) => c.notNull())
    .addColumn('first_at', 'text', (c) => c.notNull())
    .addColumn('last_at', 'text', (c) => c.notNull())
    .addColumn('last_reference', 'text')
    .execute();

  await db.schema
    .createTable('impersonation_codes')
    .addColumn('code_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('admin_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();

  await db.schema
    .createTable('mail_allowance')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('sent', 'integer', (c) => c.notNull())
    .addColumn('window_started_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('mail_allowance_window')
    .on('mail_allowance')
    .column('window_started_at')
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('mail_allowance').execute();
  await db.schema.dropTable('impersonation_codes').execute();
  await db.schema.dropTable('payment_callback_refusals').execute();
}
