import type { Kysely } from 'kysely';
import { withId } from '../engine';

/*
 * Issue 49: a lock-out that a stranger cannot impose (auth/throttle.ts, auth/loginCodes.ts).
 *
 * login_codes: the one-time codes mailed to an account whose log-in meets a lock. `account` is
 * the sha256 of the e-mail as login_throttle keys it. Only the code's sha256 is kept, and only
 * from the moment the mail is sent (code_hash is null while the mail waits in the outbox), so
 * no row, the outbox included, ever holds a usable code. A code works once (used_at) and until
 * expires_at.
 *
 * Frozen as written (docs/adr/0008-migrations-are-frozen.md).
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('login_codes'))
    .addColumn('account', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('code_hash', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema.createIndex('login_codes_account').on('login_codes').column('account').execute();
  await db.schema.createIndex('login_codes_user_id').on('login_codes').column('user_id').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('login_codes').execute();
}
