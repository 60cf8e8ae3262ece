import { sql, type Kysely } from 'kysely';
import { withId } from '../engine';

/*
 * The booking domain: the extras catalogue, extras and passengers of a booking, the agent's
 * reference and notes, card payment attempts, payments and the sandbox provider's records.
 * Every child row goes with its booking (on delete cascade).
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('extras')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('basis', 'text', (c) => c.notNull())
    .addColumn('price_pence', 'integer')
    .addColumn('max_quantity', 'integer', (c) => c.notNull())
    .addColumn('quote_only', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addCheckConstraint(
      'extras_basis_known',
      sql`basis in ('PER_STAY', 'PER_NIGHT', 'POOL_HEATING')`,
    )
    .addCheckConstraint(
      'extras_price_given',
      sql`(basis = 'POOL_HEATING' and price_pence is null) or (basis <> 'POOL_HEATING' and price_pence > 0)`,
    )
    .addCheckConstraint('extras_max_quantity', sql`max_quantity between 1 and 20`)
    .execute();

  await withId(db, db.schema.createTable('booking_extras'))
    .addColumn('booking_id', 'integer', (c) =>
      c.notNull().references('bookings.id').onDelete('cascade'),
    )
    .addColumn('extra_id', 'integer', (c) => c.notNull().references('extras.id'))
    .addColumn('book_from', 'date', (c) => c.notNull())
    .addColumn('book_nights', 'integer', (c) => c.notNull())
    .addColumn('charge_pence', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addCheckConstraint('booking_extras_charge', sql`charge_pence >= 0`)
    .execute();
  await db.schema
    .createIndex('booking_extras_booking')
    .on('booking_extras')
    .columns(['booking_id', 'extra_id'])
    .execute();

  await withId(db, db.schema.createTable('booking_custom_extras'))
    .addColumn('booking_id', 'integer', (c) =>
      c.notNull().references('bookings.id').onDelete('cascade'),
    )
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('charge_pence', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('booking_custom_extras_booking')
    .on('booking_custom_extras')
    .column('booking_id')
    .execute();

  await db.schema
    .createTable('booking_clients')
    .addColumn('booking_id', 'integer', (c) =>
      c.primaryKey().references('bookings.id').onDelete('cascade'),
    )
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('forename', 'text', (c) => c.notNull())
    .addColumn('surname', 'text', (c) => c.notNull())
    .addColumn('telephone', 'text', (c) => c.notNull())
    .addColumn('mobile', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('address1', 'text', (c) => c.notNull())
    .addColumn('address2', 'text', (c) => c.notNull())
    .addColumn('town', 'text', (c) => c.notNull())
    .addColumn('county', 'text', (c) => c.notNull())
    .addColumn('postcode', 'text', (c) => c.notNull())
    .addColumn('country_id', 'integer', (c) => c.references('countries.id'))
    .addColumn('dob', 'date')
    .addColumn('is_driving', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addCheckConstraint('booking_clients_driving', sql`is_driving in ('1', '0', '')`)
    .execute();

  await withId(db, db.schema.createTable('booking_passengers'))
    .addColumn('booking_id', 'integer', (c) =>
      c.notNull().references('bookings.id').onDelete('cascade'),
    )
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('forename', 'text', (c) => c.notNull())
    .addColumn('surname', 'text', (c) => c.notNull())
    .addColumn('dob', 'date', (c) => c.notNull())
    .addColumn('is_driving', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('booking_passengers_position', ['booking_id', 'position'])
    .addCheckConstraint('booking_passengers_driving', sql`is_driving in ('1', '0')`)
    .addCheckConstraint('booking_passengers_position_positive', sql`position >= 1`)
    .execute();

  await db.schema
    .createTable('booking_details')
    .addColumn('booking_id', 'integer', (c) =>
      c.primaryKey().references('bookings.id').onDelete('cascade'),
    )
    .addColumn('agent_ref', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('agent_notes', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('product', 'text')
    .addColumn('terms_accepted_at', 'text')
    .addColumn('payment_token', 'text', (c) => c.notNull())
    .addColumn('upgraded_at', 'text')
    .addCheckConstraint(
      'booking_details_product',
      sql`product is null or product in ('reserve', 'all')`,
    )
    .execute();

  await db.schema
    .createTable('payment_attempts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('booking_id', 'integer', (c) =>
      c.notNull().references('bookings.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('amount_pence', 'integer', (c) => c.notNull())
    .addColumn('registered_details', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('provider_ref', 'text')
    .addColumn('decline_reason', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('settled_at', 'text')
    .addCheckConstraint('payment_attempts_amount', sql`amount_pence > 0`)
    .addCheckConstraint(
      'payment_attempts_state',
      sql`state in ('OPEN', 'SUCCEEDED', 'DECLINED', 'EXPIRED')`,
    )
    .addCheckConstraint(
      'payment_attempts_details',
      sql`registered_details in ('AGENT', 'ORGANISATION', 'NONE')`,
    )
    .execute();
  await db.schema
    .createIndex('payment_attempts_booking')
    .on('payment_attempts')
    .column('booking_id')
    .execute();

  await withId(db, db.schema.createTable('payments'))
    .addColumn('booking_id', 'integer', (c) =>
      c.notNull().references('bookings.id').onDelete('cascade'),
    )
    .addColumn('attempt_id', 'text', (c) => c.references('payment_attempts.id'))
    .addColumn('amount_pence', 'integer', (c) => c.notNull())
    .addColumn('pay_type_desc', 'text', (c) => c.notNull())
    .addColumn('provider_ref', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addCheckConstraint('payments_amount', sql`amount_pence > 0`)
    .execute();
  await db.schema.createIndex('payments_booking').on('payments').column('booking_id').execute();

  await db.schema
    .createTable('sandbox_charges')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('merchant_reference', 'text', (c) => c.notNull().unique())
    .addColumn('amount_pence', 'integer', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('return_url', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('transaction_id', 'text', (c) => c.unique())
    .addColumn('card_summary', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('completed_at', 'text')
    .addCheckConstraint('sandbox_charges_state', sql`state in ('OPEN', 'PAID', 'DECLINED')`)
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'sandbox_charges',
    'payments',
    'payment_attempts',
    'booking_details',
    'booking_passengers',
    'booking_clients',
    'booking_custom_extras',
    'booking_extras',
    'extras',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
