import type { Kysely } from 'kysely';

/*
 * Two records the agent's pages were missing (issue 51).
 *
 * - sent_quotes.kind: EMAIL (a send, as before) or DOWNLOAD (the agent downloaded the quote's
 *   PDF; recipient_email is '' and outbox_id null), so Sent Quotes lists a downloaded quote
 *   too. Every existing row is a send.
 * - booking_reminders.deadline_at: the deadline a lapse warning warned of (the hold's or the
 *   deposit's, ISO timestamp), so the booking page can say how long was left when it went
 *   out even after an upgrade has moved the booking's own deadline. Null for the balance
 *   reminders and for warnings sent before this migration.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('sent_quotes')
    .addColumn('kind', 'text', (c) => c.notNull().defaultTo('EMAIL'))
    .execute();
  await db.schema.alterTable('booking_reminders').addColumn('deadline_at', 'text').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('booking_reminders').dropColumn('deadline_at').execute();
  await db.schema.alterTable('sent_quotes').dropColumn('kind').execute();
}
