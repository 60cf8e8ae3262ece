import { sql, type Kysely } from 'kysely';

/*
 * Card payments that cannot be paid twice and declines that leave a trace.
 *
 * - One open attempt per booking, enforced by the database: a unique index over booking_id of
 *   the OPEN rows (a partial index, the same SQL on SQLite and PostgreSQL). Databases that
 *   already hold several open attempts of one booking (the double-click race this fixes) keep
 *   the newest one open and expire the others first.
 * - payment_attempts remembers the card a decline was made with (the provider's summary such
 *   as "Visa ending 0002" and the last four digits) and, for a paid page the merchant refused
 *   (a newer attempt had replaced it, or it came to more than the balance), why.
 * - sandbox_charges: why the merchant closed or refused a page, shown on that page.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('payment_attempts').addColumn('card_summary', 'text').execute();
  await db.schema.alterTable('payment_attempts').addColumn('card_last_four', 'text').execute();
  await db.schema.alterTable('payment_attempts').addColumn('refusal', 'text').execute();
  await db.schema.alterTable('sandbox_charges').addColumn('closed_reason', 'text').execute();

  await sql`update payment_attempts set state = 'EXPIRED'
    where state = 'OPEN' and exists (
      select 1 from payment_attempts newer
      where newer.booking_id = payment_attempts.booking_id and newer.state = 'OPEN'
        and (newer.created_at > payment_attempts.created_at
          or (newer.created_at = payment_attempts.created_at and newer.id > payment_attempts.id)))`.execute(
    db,
  );
  await db.schema
    .createIndex('payment_attempts_one_open')
    .unique()
    .on('payment_attempts')
    .column('booking_id')
    .where(sql.ref('state'), '=', 'OPEN')
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('payment_attempts_one_open').ifExists().execute();
  await db.schema.alterTable('sandbox_charges').dropColumn('closed_reason').execute();
  for (const column of ['refusal', 'card_last_four', 'card_summary']) {
    await db.schema.alterTable('payment_attempts').dropColumn(column).execute();
  }
}
