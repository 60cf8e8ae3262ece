import { sql, type Kysely } from 'kysely';
import { withId } from '../engine';

/*
 * Issue 45: money the provider's office records by hand on a booking.
 *
 * office_payments: a payment received by bank transfer or cheque. The money itself is a row of
 * `payments` (payment_id), as a card payment's is, so every total, status and the agent's
 * Payments list read it the one way; this row keeps what only the office knows: the method,
 * the day the money arrived, the payer's reference as typed and the staff member who recorded
 * it. (booking_id, reference_key) is unique: the same reference on one booking records once,
 * whoever records it and however often. reference_key is the reference in capitals with its
 * spaces removed, so "ab 123" and "AB123" are one transfer.
 *
 * Frozen as written once merged (docs/adr/0008-migrations-are-frozen.md).
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await withId(db, db.schema.createTable('office_payments'))
    .addColumn('payment_id', 'integer', (c) =>
      c.notNull().unique().references('payments.id').onDelete('cascade'),
    )
    .addColumn('booking_id', 'integer', (c) =>
      c.notNull().references('bookings.id').onDelete('cascade'),
    )
    .addColumn('method', 'text', (c) =>
      c.notNull().check(sql`method in ('BANK_TRANSFER', 'CHEQUE')`),
    )
    .addColumn('reference', 'text', (c) => c.notNull())
    .addColumn('reference_key', 'text', (c) => c.notNull())
    .addColumn('received_on', 'text', (c) => c.notNull())
    .addColumn('staff_user_id', 'integer', (c) => c.notNull())
    .addColumn('staff_email', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('office_payments_reference', ['booking_id', 'reference_key'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('office_payments').execute();
}
