import { sql, type Kysely } from 'kysely';
import { withId } from '../engine';

/* Villa detail: guests' testimonials, and the frozen lines (discounts, extras) of quotations. */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('villa_testimonials'))
    .addColumn('villa_id', 'integer', (c) =>
      c.notNull().references('villas.id').onDelete('cascade'),
    )
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('headline', 'text', (c) => c.notNull())
    .addColumn('testimonial', 'text', (c) => c.notNull())
    .addColumn('display_name', 'text', (c) => c.notNull())
    .addColumn('stayed', 'text', (c) => c.notNull())
    .addColumn('rating', 'integer', (c) => c.notNull())
    .addColumn('response', 'text')
    .addCheckConstraint('villa_testimonials_rating', sql`rating between 1 and 5`)
    .execute();
  await db.schema
    .createIndex('villa_testimonials_villa')
    .on('villa_testimonials')
    .columns(['villa_id', 'position'])
    .execute();

  await withId(db, db.schema.createTable('quote_lines'))
    .addColumn('booking_id', 'integer', (c) =>
      c.notNull().references('bookings.id').onDelete('cascade'),
    )
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('amount_pence', 'integer', (c) => c.notNull())
    .addCheckConstraint('quote_lines_kind_known', sql`kind in ('DISCOUNT', 'EXTRA')`)
    .execute();
  await db.schema
    .createIndex('quote_lines_booking')
    .on('quote_lines')
    .columns(['booking_id', 'position'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('quote_lines').ifExists().execute();
  await db.schema.dropTable('villa_testimonials').ifExists().execute();
}
