import type { Kysely } from 'kysely';
import { withId } from '../engine';

/*
 * Deadlines that chase themselves (issue 16).
 *
 * - booking_reminders: every e-mail a booking sent its agent by itself (balance reminders 7, 3
 *   and 1 days before the balance is due, the overdue notice, the warnings 2 hours before a
 *   hold or an unpaid deposit lapses). The key (booking_id, kind) is unique: the job inserts the
 *   row and queues the mail in one transaction, so with any number of API instances each
 *   reminder is sent once.
 * - PAYPENDING bookings now lapse when their deposit is not paid within 24 hours: their
 *   deadline is bookings.expires_at, set when they become PAYPENDING. Rows already PAYPENDING
 *   keep expires_at null and never lapse (nobody was told of the rule when they were made).
 *   An index over (status, expires_at) lets the job find the stays whose deadline has come.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('booking_reminders'))
    .addColumn('booking_id', 'integer', (c) =>
      c.notNull().references('bookings.id').onDelete('cascade'),
    )
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text', (c) => c.notNull())
    .addColumn('outbox_id', 'integer')
    .addUniqueConstraint('booking_reminders_once', ['booking_id', 'kind'])
    .execute();
  await db.schema
    .createIndex('bookings_deadline')
    .on('bookings')
    .columns(['status', 'expires_at'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('bookings_deadline').ifExists().execute();
  await db.schema.dropTable('booking_reminders').execute();
}
