import { sql, type Kysely } from 'kysely';
import { engineOf, withId } from '../engine';

/*
 * Issue 44: the provider's office.
 *
 * users: the office's STAFF role joins the known roles (ADMIN was known already), and
 * deactivated_at marks an account that may no longer log in.
 *
 * staff_second_factors: each staff account's authenticator secret, sealed with the office's key
 * (office/signIn/staffSecretKey.ts); confirmed_at is null while enrolment waits for its first
 * code; last_used_step is the TOTP step of the last code accepted, so each code counts once;
 * demo marks the seed's fixed demo secrets (the only ones `cli totp` prints).
 *
 * staff_recovery_codes: the ten one-time codes given at enrolment, as keyed hashes; used_at is
 * set, once, by the sign-in that spends one.
 *
 * audit_log: every change made in the office, append-only: who (the staff member's id and
 * e-mail as it was), when, from which address, the action, the entity (type and id, as text so
 * a booking reference fits) and the value before and after as JSON. No foreign key, so no
 * cascade can remove an entry; triggers refuse UPDATE and DELETE on both engines (TRUNCATE too
 * on PostgreSQL).
 *
 * Frozen as written once merged (docs/adr/0008-migrations-are-frozen.md).
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

const OLD_ROLES = `role in ('AGENT', 'ORGANISATION', 'ACCOUNTS', 'ADMIN')`;
const NEW_ROLES = `role in ('AGENT', 'ORGANISATION', 'ACCOUNTS', 'ADMIN', 'STAFF')`;

export async function up(db: AnyDb): Promise<void> {
  if (engineOf(db) === 'postgres') {
    await sql`alter table users drop constraint users_role_known`.execute(db);
    await sql`alter table users add constraint users_role_known check (${sql.raw(NEW_ROLES)})`.execute(
      db,
    );
  } else {
    await widenSqliteRoleCheck(db);
  }
  await db.schema.alterTable('users').addColumn('deactivated_at', 'text').execute();

  await db.schema
    .createTable('staff_second_factors')
    .addColumn('user_id', 'integer', (c) =>
      c.primaryKey().references('users.id').onDelete('cascade'),
    )
    .addColumn('secret_sealed', 'text', (c) => c.notNull())
    .addColumn('confirmed_at', 'text')
    .addColumn('last_used_step', 'integer')
    .addColumn('demo', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('staff_recovery_codes'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('staff_recovery_codes_code', ['user_id', 'code_hash'])
    .execute();

  await withId(db, db.schema.createTable('audit_log'))
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('staff_user_id', 'integer', (c) => c.notNull())
    .addColumn('staff_email', 'text', (c) => c.notNull())
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('entity_type', 'text', (c) => c.notNull())
    .addColumn('entity_id', 'text', (c) => c.notNull())
    .addColumn('before_json', 'text')
    .addColumn('after_json', 'text')
    .execute();
  await db.schema
    .createIndex('audit_log_entity')
    .on('audit_log')
    .columns(['entity_type', 'entity_id', 'id'])
    .execute();
  if (engineOf(db) === 'postgres') {
    await sql`create function audit_log_append_only() returns trigger language plpgsql as $$
      begin
        raise exception 'audit_log_append_only' using errcode = '55000';
      end $$`.execute(db);
    await sql`create trigger audit_log_append_only before update or delete on audit_log
      for each row execute function audit_log_append_only()`.execute(db);
    await sql`create trigger audit_log_no_truncate before truncate on audit_log
      for each statement execute function audit_log_append_only()`.execute(db);
  } else {
    for (const event of ['update', 'delete']) {
      await sql`create trigger ${sql.raw(`audit_log_no_${event}`)} before ${sql.raw(event)} on audit_log
        begin select raise(abort, 'audit_log_append_only'); end`.execute(db);
    }
  }
}

/**
 * SQLite cannot alter a CHECK constraint (and the driver's defensive mode forbids editing the
 * schema text), so the users table is rebuilt: the documented "make a new table, copy, drop,
 * rename" procedure, with foreign keys off so that dropping the old table deletes nothing of
 * the rows that point at it. The new table is the old one's own SQL with the wider check, so
 * the columns added by later migrations come along; its indexes and triggers are made again
 * from their own SQL, and the AUTOINCREMENT counter keeps its place (no id is handed out twice).
 * Migrations on SQLite run outside a transaction (Kysely's SQLite adapter), which lets the
 * pragma take effect; the copy itself is one transaction.
 */
async function widenSqliteRoleCheck(db: AnyDb) {
  const { rows: tables } = await sql<{
    sql: string;
  }>`select sql from sqlite_master where type = 'table' and name = 'users'`.execute(db);
  const createUsers = tables[0]?.sql;
  if (!createUsers?.includes(OLD_ROLES)) {
    throw new Error('users: the role check to widen was not found');
  }
  const { rows: dependants } = await sql<{
    sql: string;
  }>`select sql from sqlite_master where tbl_name = 'users' and type in ('index', 'trigger') and sql is not null`.execute(
    db,
  );
  const createNew = createUsers
    .replace(OLD_ROLES, NEW_ROLES)
    .replace(/^create table "?users"?/i, 'create table "users_new"');

  await sql`pragma foreign_keys = off`.execute(db);
  try {
    await db.transaction().execute(async (trx) => {
      await sql.raw(createNew).execute(trx);
      await sql`insert into users_new select * from users`.execute(trx);
      await sql`update sqlite_sequence set seq = (select seq from sqlite_sequence where name = 'users')
        where name = 'users_new' and exists (select 1 from sqlite_sequence where name = 'users')`.execute(
        trx,
      );
      await sql`drop table users`.execute(trx);
      await sql`alter table users_new rename to users`.execute(trx);
      for (const dependant of dependants) await sql.raw(dependant.sql).execute(trx);
      const { rows: broken } = await sql`pragma foreign_key_check`.execute(trx);
      if (broken.length > 0) throw new Error('users: rebuilding broke a foreign key');
    });
  } finally {
    await sql`pragma foreign_keys = on`.execute(db);
  }
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('audit_log').execute();
  if (engineOf(db) === 'postgres') await sql`drop function audit_log_append_only()`.execute(db);
  await db.schema.dropTable('staff_recovery_codes').execute();
  await db.schema.dropTable('staff_second_factors').execute();
  await db.schema.alterTable('users').dropColumn('deactivated_at').execute();
}
