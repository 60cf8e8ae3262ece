import { sql, type Kysely } from 'kysely';
import { engineOf, withId } from '../engine';

/*
 * Villas, features, images, seasons and rates, discounts, bookings and holds.
 *
 * Frozen as written (docs/adr/0008-migrations-are-frozen.md): the statuses that took nights
 * and the engine-specific DDL below are copies made for this migration, not imports of the
 * live code. A later change of either is a new migration.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/** The statuses whose stays took their nights when this migration was written. */
const blockingList = sql.raw(`'RESERVE', 'PAYPENDING', 'BOOKING'`);

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('highlights')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('name_display', 'text', (c) => c.notNull())
    .addColumn('logo_url', 'text', (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('villas'))
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('community_id', 'integer', (c) => c.notNull().references('communities.id'))
    .addColumn('property_type', 'text', (c) => c.notNull())
    .addColumn('bedrooms', 'integer', (c) => c.notNull())
    .addColumn('bathrooms', 'integer', (c) => c.notNull())
    .addColumn('half_bathrooms', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('ensuite', 'integer', (c) => c.notNull())
    .addColumn('max_occupancy', 'integer', (c) => c.notNull())
    .addColumn('king', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('queen', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('double_full', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('single', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sqft', 'integer', (c) => c.notNull())
    .addColumn('floors', 'integer', (c) => c.notNull())
    .addColumn('private_pool', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('pool_heating_pence', 'integer')
    .addColumn('commission_bp', 'integer', (c) => c.notNull())
    .addColumn('deposit_percent', 'integer', (c) => c.notNull())
    .addColumn('balance_due_days', 'integer', (c) => c.notNull())
    .addColumn('unbookable_weekdays', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('rates_until', 'date', (c) => c.notNull())
    .addColumn('highlight_code', 'text', (c) => c.references('highlights.code'))
    .addColumn('lat', 'real')
    .addColumn('lon', 'real')
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addCheckConstraint('villas_bedrooms_range', sql`bedrooms between 1 and 20`)
    .addCheckConstraint('villas_ensuite_range', sql`ensuite between 0 and bedrooms`)
    .addCheckConstraint(
      'villas_type_known',
      sql`property_type in ('townhouse', 'villa', 'executive-home', 'estate-home')`,
    )
    .addCheckConstraint('villas_deposit_percent', sql`deposit_percent between 0 and 100`)
    .execute();
  await db.schema.createIndex('villas_community').on('villas').column('community_id').execute();

  await db.schema
    .createTable('villa_descriptions')
    .addColumn('villa_id', 'integer', (c) =>
      c.primaryKey().references('villas.id').onDelete('cascade'),
    )
    .addColumn('short', 'text', (c) => c.notNull())
    .addColumn('intro', 'text', (c) => c.notNull())
    .addColumn('living', 'text', (c) => c.notNull())
    .addColumn('bedroom', 'text', (c) => c.notNull())
    .addColumn('entertainment', 'text', (c) => c.notNull())
    .addColumn('outdoor', 'text', (c) => c.notNull())
    .addColumn('disabled_mods', 'text', (c) => c.notNull())
    .addColumn('pool_safety', 'text', (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('villa_rooms'))
    .addColumn('villa_id', 'integer', (c) =>
      c.notNull().references('villas.id').onDelete('cascade'),
    )
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('ensuite', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('floor', 'integer', (c) => c.notNull().defaultTo(1))
    .addCheckConstraint('villa_rooms_kind_known', sql`kind in ('BEDROOM', 'BATHROOM')`)
    .execute();
  await db.schema
    .createIndex('villa_rooms_villa')
    .on('villa_rooms')
    .columns(['villa_id', 'position'])
    .execute();

  await withId(db, db.schema.createTable('villa_images'))
    .addColumn('villa_id', 'integer', (c) =>
      c.notNull().references('villas.id').onDelete('cascade'),
    )
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('large_url', 'text', (c) => c.notNull())
    .addColumn('small_url', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('villa_images_villa')
    .on('villa_images')
    .columns(['villa_id', 'position'])
    .unique()
    .execute();

  await withId(db, db.schema.createTable('features'))
    .addColumn('section', 'text', (c) => c.notNull())
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('icon', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addCheckConstraint(
      'features_section_known',
      sql`section in ('accommodation', 'outdoorliving')`,
    )
    .execute();

  await db.schema
    .createTable('villa_features')
    .addColumn('villa_id', 'integer', (c) =>
      c.notNull().references('villas.id').onDelete('cascade'),
    )
    .addColumn('feature_id', 'integer', (c) =>
      c.notNull().references('features.id').onDelete('cascade'),
    )
    .addPrimaryKeyConstraint('villa_features_pk', ['villa_id', 'feature_id'])
    .execute();

  await withId(db, db.schema.createTable('seasons'))
    .addColumn('villa_id', 'integer', (c) =>
      c.notNull().references('villas.id').onDelete('cascade'),
    )
    .addColumn('season', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('date_from', 'date', (c) => c.notNull())
    .addColumn('date_to', 'date', (c) => c.notNull())
    .addColumn('nightly_rate_pence', 'integer', (c) => c.notNull())
    .addColumn('min_nights', 'integer', (c) => c.notNull())
    .addCheckConstraint('seasons_dates_ordered', sql`date_from <= date_to`)
    .addCheckConstraint('seasons_rate_positive', sql`nightly_rate_pence > 0`)
    .addCheckConstraint('seasons_min_nights_positive', sql`min_nights >= 1`)
    .execute();
  await db.schema
    .createIndex('seasons_villa_dates')
    .on('seasons')
    .columns(['villa_id', 'date_from'])
    .execute();

  await withId(db, db.schema.createTable('discounts'))
    .addColumn('villa_id', 'integer', (c) =>
      c.notNull().references('villas.id').onDelete('cascade'),
    )
    .addColumn('discount_type', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('percent_bp', 'integer', (c) => c.notNull())
    .addColumn('min_nights', 'integer')
    .addColumn('arrival_from', 'date')
    .addColumn('arrival_to', 'date')
    .addColumn('lead_days_min', 'integer')
    .addColumn('lead_days_max', 'integer')
    .addCheckConstraint(
      'discounts_type_known',
      sql`discount_type in ('LONG_STAY', 'EARLY_BOOKING', 'LATE_DEAL', 'SPECIAL_OFFER')`,
    )
    .addCheckConstraint('discounts_percent_range', sql`percent_bp between 1 and 5000`)
    .execute();
  await db.schema.createIndex('discounts_villa').on('discounts').column('villa_id').execute();

  await db.schema
    .createTable('villa_unbookable_dates')
    .addColumn('villa_id', 'integer', (c) =>
      c.notNull().references('villas.id').onDelete('cascade'),
    )
    .addColumn('date', 'date', (c) => c.notNull())
    .addPrimaryKeyConstraint('villa_unbookable_dates_pk', ['villa_id', 'date'])
    .execute();

  const changeSeq = changeSeqColumn(db);
  await withId(db, db.schema.createTable('bookings'))
    .addColumn('ref', 'text', (c) => c.notNull().unique())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('villa_id', 'integer', (c) => c.notNull().references('villas.id'))
    .addColumn('agent_user_id', 'integer', (c) => c.references('users.id'))
    .addColumn('arrival', 'date', (c) => c.notNull())
    .addColumn('departure', 'date', (c) => c.notNull())
    .addColumn('nights', 'integer', (c) => c.notNull())
    .addColumn('expires_at', 'text')
    .addColumn('original_pence', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('discount_pence', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('total_pence', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('commission_pence', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('deposit_pence', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('balance_due', 'date')
    .addColumn('pool_heating_pence', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('cancelled_at', 'text')
    .addColumn('cancel_reason', 'text')
    .addColumn('change_seq', changeSeq.type, (c) => c.notNull().defaultTo(changeSeq.default))
    .addCheckConstraint(
      'bookings_status_known',
      sql`status in ('QUOTATION', 'RESERVE', 'PAYPENDING', 'BOOKING', 'CANCELLED')`,
    )
    .addCheckConstraint('bookings_dates_ordered', sql`departure > arrival`)
    .addCheckConstraint('bookings_nights_match', nightsCheck(db))
    .addCheckConstraint(
      'bookings_reserve_expires',
      sql`status <> 'RESERVE' or expires_at is not null`,
    )
    .execute();
  // The overlap check, the availability cache and "bookings of a villa" all start here.
  await db.schema
    .createIndex('bookings_villa_stay')
    .on('bookings')
    .columns(['villa_id', 'arrival', 'departure'])
    .execute();
  await db.schema.createIndex('bookings_departure').on('bookings').column('departure').execute();
  await db.schema.createIndex('bookings_change_seq').on('bookings').column('change_seq').execute();
  await db.schema
    .createIndex('bookings_agent')
    .on('bookings')
    .columns(['agent_user_id', 'status'])
    .execute();

  await db.schema
    .createTable('property_revisions')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('value', 'bigint', (c) => c.notNull())
    .execute();

  await createBookingGuards(db);
  await createChangeTracking(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'property_revisions',
    'bookings',
    'villa_unbookable_dates',
    'discounts',
    'seasons',
    'villa_features',
    'features',
    'villa_images',
    'villa_rooms',
    'villa_descriptions',
    'villas',
    'highlights',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}

const CATALOG_TABLES = [
  'villas',
  'villa_descriptions',
  'villa_rooms',
  'villa_images',
  'highlights',
  'features',
  'villa_features',
  'seasons',
  'discounts',
  'villa_unbookable_dates',
] as const;

/** The column type of bookings.change_seq and its default. */
function changeSeqColumn(db: AnyDb) {
  return engineOf(db) === 'postgres'
    ? { type: 'bigint' as const, default: sql`txid_current()` }
    : { type: 'integer' as const, default: sql`0` };
}

/** nights = departure - arrival, in each engine's date arithmetic. */
function nightsCheck(db: AnyDb) {
  return engineOf(db) === 'postgres'
    ? sql`departure - arrival = nights`
    : sql`cast(julianday(departure) - julianday(arrival) as integer) = nights`;
}

async function createBookingGuards(db: AnyDb): Promise<void> {
  if (engineOf(db) === 'postgres') {
    await sql`create extension if not exists btree_gist`.execute(db);
    await sql`alter table bookings add constraint bookings_no_overlap
      exclude using gist (villa_id with =, daterange(arrival, departure, '[)') with &&)
      where (status in (${blockingList}))`.execute(db);
    return;
  }
  await sql`create trigger bookings_no_overlap_insert before insert on bookings
    when new.status in (${blockingList})
    begin
      select raise(abort, 'bookings_no_overlap') where exists (
        select 1 from bookings
        where villa_id = new.villa_id and status in (${blockingList})
          and arrival < new.departure and departure > new.arrival);
    end`.execute(db);
  await sql`create trigger bookings_no_overlap_update
    before update of villa_id, arrival, departure, status on bookings
    when new.status in (${blockingList})
    begin
      select raise(abort, 'bookings_no_overlap') where exists (
        select 1 from bookings
        where villa_id = new.villa_id and status in (${blockingList}) and id <> new.id
          and arrival < new.departure and departure > new.arrival);
    end`.execute(db);
}

async function createChangeTracking(db: AnyDb): Promise<void> {
  await db
    .insertInto('property_revisions')
    .values([
      { name: 'catalog', value: 1 },
      { name: 'bookings', value: 0 },
      { name: 'bookings_reset', value: 0 },
    ])
    .execute();

  if (engineOf(db) === 'postgres') {
    await sql`create function property_bump_revision() returns trigger language plpgsql as $$
      begin
        update property_revisions set value = value + 1 where name = TG_ARGV[0];
        return null;
      end $$`.execute(db);
    await sql`create function bookings_touch_change_seq() returns trigger language plpgsql as $$
      begin
        new.change_seq := txid_current();
        return new;
      end $$`.execute(db);
    await sql`create trigger bookings_change_seq before update on bookings
      for each row execute function bookings_touch_change_seq()`.execute(db);
    await sql`create trigger bookings_deleted after delete or truncate on bookings
      for each statement execute function property_bump_revision('bookings_reset')`.execute(db);
    for (const table of CATALOG_TABLES) {
      await sql`create trigger ${sql.raw(`${table}_catalog_revision`)}
        after insert or update or delete or truncate on ${sql.table(table)}
        for each statement execute function property_bump_revision('catalog')`.execute(db);
    }
    return;
  }

  const stamp = sql.raw(`
      update property_revisions set value = value + 1 where name = 'bookings';
      update bookings set change_seq = (select value from property_revisions where name = 'bookings')
        where id = new.id;`);
  await sql`create trigger bookings_change_seq_insert after insert on bookings
    begin ${stamp} end`.execute(db);
  // Not "of change_seq": the trigger's own update must not fire it again.
  await sql`create trigger bookings_change_seq_update after update of
      villa_id, arrival, departure, nights, status, expires_at, ref on bookings
    begin ${stamp} end`.execute(db);
  await sql`create trigger bookings_deleted after delete on bookings
    begin
      update property_revisions set value = value + 1 where name = 'bookings_reset';
    end`.execute(db);
  for (const table of CATALOG_TABLES) {
    for (const event of ['insert', 'update', 'delete']) {
      await sql`create trigger ${sql.raw(`${table}_catalog_${event}`)}
        after ${sql.raw(event)} on ${sql.table(table)}
        begin
          update property_revisions set value = value + 1 where name = 'catalog';
        end`.execute(db);
    }
  }
}
