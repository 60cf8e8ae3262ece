import type { Kysely } from 'kysely';

/*
 * Issue 15.
 * demo_bookings: the rows of the demo history (api/src/demo), so `cli demo refresh` and every
 * start of the embedded default can replace them without touching anything else the demo
 * agent made. Removing a booking removes its mark.
 * outbox.reply_to: where a customer's answer goes (the agent who signed a quote or a sheet).
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('demo_bookings')
    .addColumn('booking_id', 'integer', (c) =>
      c.primaryKey().references('bookings.id').onDelete('cascade'),
    )
    .execute();
  await db.schema.alterTable('outbox').addColumn('reply_to', 'text').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('outbox').dropColumn('reply_to').execute();
  await db.schema.dropTable('demo_bookings').execute();
}
