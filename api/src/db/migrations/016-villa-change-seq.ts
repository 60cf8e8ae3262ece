import { sql, type Kysely } from 'kysely';
import { engineOf } from '../engine';

/*
 * Per-villa change tracking for the search catalog, so that a write to one villa (a price, a
 * rule, a photo, a description) updates that villa's entry on every instance instead of
 * reloading the whole catalogue.
 *
 * `villas.change_seq` is stamped whenever the villa's row or a row of one of its own tables
 * changes, with the same meaning as `bookings.change_seq` (003-property): on SQLite a counter
 * ('villas' in property_revisions) assigned by trigger, in commit order; on PostgreSQL the id of
 * the writing transaction, read against the snapshot xmin of the catalog's last read.
 *
 * The 'catalog' revision (a full reload) now moves only when the catalogue's shape changes:
 * a villa deleted, a highlight or a feature written. Frozen as written
 * (docs/adr/0008-migrations-are-frozen.md).
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/** The tables of one villa: each row has the villa_id it belongs to. */
const VILLA_CHILD_TABLES = [
  'villa_descriptions',
  'villa_rooms',
  'villa_images',
  'villa_features',
  'seasons',
  'discounts',
  'villa_unbookable_dates',
] as const;

export async function up(db: AnyDb): Promise<void> {
  if (engineOf(db) === 'postgres') await upPostgres(db);
  else await upSqlite(db);
}

async function upPostgres(db: AnyDb): Promise<void> {
  await sql`alter table villas add column change_seq bigint not null default txid_current()`.execute(
    db,
  );
  await sql`create index villas_change_seq on villas (change_seq)`.execute(db);
  await sql`create function villas_touch_change_seq() returns trigger language plpgsql as $$
    begin
      new.change_seq := txid_current();
      return new;
    end $$`.execute(db);
  await sql`create trigger villas_change_seq before update on villas
    for each row execute function villas_touch_change_seq()`.execute(db);
  // Statement-level with transition tables: one update of the villas touched per statement,
  // not one per row (a seed writes tens of rows per villa).
  await sql`create function villa_rows_changed() returns trigger language plpgsql as $$
    begin
      update villas set change_seq = txid_current()
        where id in (select distinct villa_id from changed_rows);
      return null;
    end $$`.execute(db);
  for (const table of ['villas', ...VILLA_CHILD_TABLES]) {
    await sql`drop trigger if exists ${sql.raw(`${table}_catalog_revision`)} on ${sql.table(table)}`.execute(
      db,
    );
  }
  await sql`create trigger villas_catalog_revision after delete or truncate on villas
    for each statement execute function property_bump_revision('catalog')`.execute(db);
  for (const table of VILLA_CHILD_TABLES) {
    const events = [
      ['insert', 'new'],
      ['update', 'new'],
      ['delete', 'old'],
    ] as const;
    for (const [event, side] of events) {
      await sql`create trigger ${sql.raw(`${table}_villa_${event}`)}
        after ${sql.raw(event)} on ${sql.table(table)}
        referencing ${sql.raw(side)} table as changed_rows
        for each statement execute function villa_rows_changed()`.execute(db);
    }
  }
}

async function upSqlite(db: AnyDb): Promise<void> {
  await sql`alter table villas add column change_seq integer not null default 0`.execute(db);
  await sql`create index villas_change_seq on villas (change_seq)`.execute(db);
  await db
    .insertInto('property_revisions')
    .values({ name: 'villas', value: 0 })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  for (const table of ['villas', ...VILLA_CHILD_TABLES]) {
    for (const event of ['insert', 'update', 'delete']) {
      await sql`drop trigger if exists ${sql.raw(`${table}_catalog_${event}`)}`.execute(db);
    }
  }
  await sql`create trigger villas_catalog_delete after delete on villas
    begin
      update property_revisions set value = value + 1 where name = 'catalog';
    end`.execute(db);

  const bump = sql.raw(`update property_revisions set value = value + 1 where name = 'villas';`);
  const next = sql.raw(`(select value from property_revisions where name = 'villas')`);
  await sql`create trigger villas_change_seq_insert after insert on villas
    begin ${bump} update villas set change_seq = ${next} where id = new.id; end`.execute(db);
  // The trigger's own update changes change_seq, so it does not stamp itself again.
  await sql`create trigger villas_change_seq_update after update on villas
    when new.change_seq = old.change_seq
    begin ${bump} update villas set change_seq = ${next} where id = new.id; end`.execute(db);
  for (const table of VILLA_CHILD_TABLES) {
    const touched = {
      insert: sql.raw('new.villa_id'),
      update: sql.raw('new.villa_id, old.villa_id'),
      delete: sql.raw('old.villa_id'),
    };
    for (const event of ['insert', 'update', 'delete'] as const) {
      await sql`create trigger ${sql.raw(`${table}_villa_${event}`)}
        after ${sql.raw(event)} on ${sql.table(table)}
        begin ${bump} update villas set change_seq = ${next} where id in (${touched[event]}); end`.execute(
        db,
      );
    }
  }
}

export async function down(db: AnyDb): Promise<void> {
  // The triggers of 003-property are not restored: down migrations are for tests of a fresh
  // database, which drop the tables.
  await sql`drop index villas_change_seq`.execute(db);
  await sql`alter table villas drop column change_seq`.execute(db);
}
