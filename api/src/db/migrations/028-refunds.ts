import { sql, type Kysely } from 'kysely';
import { withId } from '../engine';

/*
 * Issue 45: refunds.
 *
 * payment_refunds: all or part of one payment given back, by the office. A card payment's goes
 * through the payment provider (provider_refund_ref is the provider's id of it); a bank
 * transfer's or cheque's is recorded as refunded by hand (null). state is PENDING while the
 * provider is asked (the amount is then already counted against the payment, so two refunds at
 * once cannot give back more than it was) and DONE once given; a refund the provider refuses is
 * deleted: nothing of it is kept. The money of a booking (booking/record.ts moneyOfBookings) is
 * its payments less its DONE refunds; `payments` keeps only money received (amount > 0).
 *
 * sandbox_refunds: the sandbox provider's own records of the refunds it made (in a real
 * deployment they live at the provider); idempotency_key is unique, so asking twice refunds once.
 *
 * Frozen as written once merged (docs/adr/0008-migrations-are-frozen.md).
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await withId(db, db.schema.createTable('payment_refunds'))
    .addColumn('booking_id', 'integer', (c) =>
      c.notNull().references('bookings.id').onDelete('cascade'),
    )
    .addColumn('payment_id', 'integer', (c) =>
      c.notNull().references('payments.id').onDelete('cascade'),
    )
    .addColumn('amount_pence', 'integer', (c) => c.notNull().check(sql`amount_pence > 0`))
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull().check(sql`state in ('PENDING', 'DONE')`))
    .addColumn('by_provider', 'integer', (c) => c.notNull())
    .addColumn('provider_refund_ref', 'text')
    .addColumn('staff_user_id', 'integer', (c) => c.notNull())
    .addColumn('staff_email', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('completed_at', 'text')
    .execute();
  await db.schema
    .createIndex('payment_refunds_payment')
    .on('payment_refunds')
    .columns(['payment_id'])
    .execute();

  await db.schema
    .createTable('sandbox_refunds')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('transaction_id', 'text', (c) => c.notNull())
    .addColumn('amount_pence', 'integer', (c) => c.notNull())
    .addColumn('idempotency_key', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('sandbox_refunds').execute();
  await db.schema.dropTable('payment_refunds').execute();
}
