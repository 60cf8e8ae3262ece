import { sql, type Kysely } from 'kysely';

/*
 * A villa's status, set by the provider's office: DRAFT (being written, never shown to
 * agents), AVAILABLE (agents may find, view, quote and book it) and WITHDRAWN (taken off sale;
 * its bookings stay). It replaces `villas.active` (003-property): one column says whether
 * agents may see a villa, so nothing can read a second answer.
 *
 * The column's default is DRAFT, so a villa written by any path without a status is never
 * shown by accident; every villa that exists now was on sale (active) or hidden (inactive).
 * The update stamps every villa's change_seq (016), so each search catalog reads them again
 * villa by villa. Frozen as written (docs/adr/0008-migrations-are-frozen.md): the status list
 * below is this migration's copy.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable('villas')
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('DRAFT')
        .check(sql`status in ('DRAFT', 'AVAILABLE', 'WITHDRAWN')`),
    )
    .execute();
  await sql`update villas set status = case when active = 1 then 'AVAILABLE' else 'WITHDRAWN' end`.execute(
    db,
  );
  await db.schema.alterTable('villas').dropColumn('active').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable('villas')
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await sql`update villas set active = case when status = 'AVAILABLE' then 1 else 0 end`.execute(
    db,
  );
  await db.schema.alterTable('villas').dropColumn('status').execute();
}
