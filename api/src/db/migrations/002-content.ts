import type { Kysely } from 'kysely';
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
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('communities').execute();
}
