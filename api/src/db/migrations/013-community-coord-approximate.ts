import type { Kysely } from 'kysely';

/*
 * Issue 15: every community gets a position, most of them estimated from addresses. The flag
 * says which, so the pages show "about" beside their drive times (as theme parks already do
 * with their own coord_approximate). Existing rows are exact until the content step's
 * position fill (content/seed.ts) sets it on the positions it adds.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('communities')
    .addColumn('coord_approximate', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('communities').dropColumn('coord_approximate').execute();
}
