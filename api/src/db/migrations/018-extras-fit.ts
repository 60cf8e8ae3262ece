import type { Kysely } from 'kysely';

/*
 * extras.requires: what a villa must have for an extra to fit it (PRIVATE_POOL for the pool
 * fence and pool heating), so the catalogue, the checkout and the booking page offer an extra
 * only to the villas it fits (booking/extras.ts extraFits). Null: every villa.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('extras').addColumn('requires', 'text').execute();
  await db
    .updateTable('extras')
    .set({ requires: 'PRIVATE_POOL' })
    .where('id', 'in', [6, 12])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('extras').dropColumn('requires').execute();
}
