import { sql, type Kysely } from 'kysely';
import { engineOf, withId } from '../engine';

/*
 * Blocked nights of a villa (an owner stay, maintenance, other), set by the provider's staff in
 * the office calendar. The availability rule reads them as taken nights everywhere. A block is
 * a child table of its villa, so it stamps villas.change_seq exactly as the tables of migration
 * 016 do: a block written on one instance updates that villa's catalogue entry on every
 * instance, without a full reload. Frozen as written (docs/adr/0008-migrations-are-frozen.md).
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await withId(db, db.schema.createTable('villa_blocks'))
    .addColumn('villa_id', 'integer', (c) =>
      c.notNull().references('villas.id').onDelete('cascade'),
    )
    // First and last blocked night, both included (as seasons).
    .addColumn('date_from', 'date', (c) => c.notNull())
    .addColumn('date_to', 'date', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('note', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addCheckConstraint('villa_blocks_dates_ordered', sql`date_from <= date_to`)
    .addCheckConstraint(
      'villa_blocks_reason_known',
      sql`reason in ('OWNER_STAY', 'MAINTENANCE', 'OTHER')`,
    )
    .execute();
  await db.schema
    .createIndex('villa_blocks_villa_dates')
    .on('villa_blocks')
    .columns(['villa_id', 'date_from'])
    .execute();

  if (engineOf(db) === 'postgres') {
    // villa_rows_changed() is migration 016's: it stamps the villas of the changed rows.
    const events = [
      ['insert', 'new'],
      ['update', 'new'],
      ['delete', 'old'],
    ] as const;
    for (const [event, side] of events) {
      await sql`create trigger ${sql.raw(`villa_blocks_villa_${event}`)}
        after ${sql.raw(event)} on villa_blocks
        referencing ${sql.raw(side)} table as changed_rows
        for each statement execute function villa_rows_changed()`.execute(db);
    }
    return;
  }
  const bump = sql.raw(`update property_revisions set value = value + 1 where name = 'villas';`);
  const next = sql.raw(`(select value from property_revisions where name = 'villas')`);
  const touched = {
    insert: sql.raw('new.villa_id'),
    update: sql.raw('new.villa_id, old.villa_id'),
    delete: sql.raw('old.villa_id'),
  };
  for (const event of ['insert', 'update', 'delete'] as const) {
    await sql`create trigger ${sql.raw(`villa_blocks_villa_${event}`)}
      after ${sql.raw(event)} on villa_blocks
      begin ${bump} update villas set change_seq = ${next} where id in (${touched[event]}); end`.execute(
      db,
    );
  }
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('villa_blocks').ifExists().execute();
}
