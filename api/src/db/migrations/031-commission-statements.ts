import type { Kysely } from 'kysely';
import { withId } from '../engine';

/*
 * Issue 45: commission statements. A statement (an organisation's bookings arriving in one
 * month, with the commission each earned) is worked out from the bookings whenever it is read;
 * what is kept is that the office paid it: when, by whom, and the amount it then came to.
 * (organisation_id, month) is unique, so a statement is paid once.
 *
 * Frozen as written once merged (docs/adr/0008-migrations-are-frozen.md).
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await withId(db, db.schema.createTable('commission_statement_payments'))
    .addColumn('organisation_id', 'integer', (c) =>
      c.notNull().references('organisations.id').onDelete('cascade'),
    )
    .addColumn('month', 'text', (c) => c.notNull())
    .addColumn('amount_pence', 'integer', (c) => c.notNull())
    .addColumn('paid_at', 'text', (c) => c.notNull())
    .addColumn('paid_by_user_id', 'integer', (c) => c.notNull())
    .addColumn('paid_by_email', 'text', (c) => c.notNull())
    .addUniqueConstraint('commission_statement_payments_once', ['organisation_id', 'month'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('commission_statement_payments').execute();
}
