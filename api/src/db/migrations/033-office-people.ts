import { sql, type Kysely } from 'kysely';
import { withId } from '../engine';

/*
 * The office's people (issue 46): an organisation gets its registered address (the one a card
 * payment with "organisation" registered details names), its commission rate and a switch that
 * stops its agents logging in; an agent invite can be revoked; staff are invited by link to set
 * their password; an account keeps the moment of its latest log-in. Frozen as written (docs/adr/0008-migrations-are-frozen.md).
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

const ORGANISATION_COLUMNS = [
  'address1',
  'address2',
  'town',
  'county',
  'postcode',
  'country_id',
  'commission_bp',
  'deactivated_at',
  'updated_at',
] as const;

export async function up(db: AnyDb): Promise<void> {
  for (const column of ORGANISATION_COLUMNS) {
    const type = column === 'country_id' || column === 'commission_bp' ? 'integer' : 'text';
    await db.schema.alterTable('organisations').addColumn(column, type).execute();
  }
  await db.schema.alterTable('agent_invites').addColumn('revoked_at', 'text').execute();
  await db.schema.alterTable('users').addColumn('last_login_at', 'text').execute();

  await withId(db, db.schema.createTable('staff_invites'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull().check(sql`role in ('STAFF', 'ADMIN')`))
    .addColumn('forename', 'text', (c) => c.notNull())
    .addColumn('surname', 'text', (c) => c.notNull())
    // sha256 of the link's token; the token is made when the mail is sent and is only in it.
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .addColumn('revoked_at', 'text')
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('invited_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('staff_invites_email').on('staff_invites').column('email').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('staff_invites').execute();
  await db.schema.alterTable('users').dropColumn('last_login_at').execute();
  await db.schema.alterTable('agent_invites').dropColumn('revoked_at').execute();
  for (const column of [...ORGANISATION_COLUMNS].reverse()) {
    await db.schema.alterTable('organisations').dropColumn(column).execute();
  }
}
