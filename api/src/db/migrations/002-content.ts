import { sql, type Kysely } from 'kysely';
import { withId } from '../engine';

/* Communities, theme parks and rides, airports, weather, wildlife, About Florida pages, terms. */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('communities'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('full_name', 'text', (c) => c.notNull())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('town', 'text', (c) => c.notNull())
    .addColumn('county', 'text')
    .addColumn('lat', 'real')
    .addColumn('lon', 'real')
    .addColumn('gated', 'integer')
    .addColumn('short_desc', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('facilities', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('distances', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('image_url', 'text', (c) => c.notNull())
    .addColumn('map_url', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('communities_name').on('communities').column('name').execute();

  await withId(db, db.schema.createTable('about_sections'))
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('summary', 'text', (c) => c.notNull())
    .addColumn('heading', 'text', (c) => c.notNull())
    .addColumn('intro', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('image_url', 'text', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .addColumn('data', 'text', (c) => c.notNull().defaultTo('{}'))
    .addCheckConstraint(
      'about_sections_kind_known',
      sql`kind in ('page', 'weather', 'wildlife', 'map', 'theme-parks', 'communities')`,
    )
    .execute();

  await withId(db, db.schema.createTable('theme_parks'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('resort', 'text', (c) => c.notNull())
    .addColumn('operator', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('opened', 'integer', (c) => c.notNull())
    .addColumn('opened_note', 'text')
    .addColumn('lat', 'real', (c) => c.notNull())
    .addColumn('lon', 'real', (c) => c.notNull())
    .addColumn('coord_approximate', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('short_desc', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('image_url', 'text', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('rides'))
    .addColumn('park_id', 'integer', (c) =>
      c.notNull().references('theme_parks.id').onDelete('cascade'),
    )
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('slug', 'text', (c) => c.notNull())
    .addColumn('ride_type', 'text', (c) => c.notNull())
    .addColumn('min_height_in', 'integer')
    .addColumn('thrill', 'text', (c) => c.notNull())
    .addColumn('opened', 'integer')
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('notes', 'text')
    .addColumn('image_url', 'text', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .addUniqueConstraint('rides_park_slug', ['park_id', 'slug'])
    .addCheckConstraint('rides_thrill_known', sql`thrill in ('gentle', 'moderate', 'high')`)
    .execute();
  await db.schema.createIndex('rides_park_id').on('rides').column('park_id').execute();

  await withId(db, db.schema.createTable('airports'))
    .addColumn('iata', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('lat', 'real', (c) => c.notNull())
    .addColumn('lon', 'real', (c) => c.notNull())
    .addColumn('drive_minutes', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('notes', 'text')
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('weather_months')
    .addColumn('month', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('heading', 'text', (c) => c.notNull())
    .addColumn('avg_high_f', 'real', (c) => c.notNull())
    .addColumn('avg_high_c', 'real', (c) => c.notNull())
    .addColumn('avg_low_f', 'real', (c) => c.notNull())
    .addColumn('avg_low_c', 'real', (c) => c.notNull())
    .addColumn('rain_in', 'real')
    .addColumn('rain_mm', 'real')
    .addColumn('sunrise_start', 'text', (c) => c.notNull())
    .addColumn('sunrise_end', 'text', (c) => c.notNull())
    .addColumn('sunset_start', 'text', (c) => c.notNull())
    .addColumn('sunset_end', 'text', (c) => c.notNull())
    .addColumn('zone_start', 'text', (c) => c.notNull())
    .addColumn('zone_end', 'text', (c) => c.notNull())
    .addColumn('time_change', 'text')
    .addColumn('descriptions', 'text', (c) => c.notNull().defaultTo('[]'))
    .addCheckConstraint('weather_months_month_range', sql`month between 1 and 12`)
    .execute();

  await withId(db, db.schema.createTable('wildlife'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('scientific_name', 'text', (c) => c.notNull())
    .addColumn('group_name', 'text', (c) => c.notNull())
    .addColumn('where_seen', 'text', (c) => c.notNull())
    .addColumn('safety', 'text', (c) => c.notNull())
    .addColumn('status', 'text')
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('image_url', 'text', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('terms'))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('heading', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addUniqueConstraint('terms_type_position', ['type', 'position'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'terms',
    'wildlife',
    'weather_months',
    'airports',
    'rides',
    'theme_parks',
    'about_sections',
    'communities',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
