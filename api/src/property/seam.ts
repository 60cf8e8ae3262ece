import { sql, type Kysely } from 'kysely';
import { engineOf } from '../db/engine';
import type { Db } from '../db/schema';
import { toTimestamp } from '../time';
import { STATUSES_TAKING_NIGHTS } from '@villa/shared/contract';
import type { BookingStatus } from './tables';

/*
 * The property domain's part of the dialect seam: the SQL only one engine understands.
 *
 * 1. No overlapping stays. A stay [arrival, departure) of a villa may not overlap another
 *    stay of the same villa whose status blocks (RESERVE, PAYPENDING, BOOKING). SQLite: a
 *    BEFORE INSERT / BEFORE UPDATE trigger (writers are serialised by SQLite's write lock, so
 *    the check and the write cannot interleave). PostgreSQL: an EXCLUDE USING gist constraint
 *    over (villa_id, daterange(arrival, departure, '[)')) with btree_gist. A RESERVE hold blocks
 *    until its row is released (bookings.ts releases lapsed holds before every write), because
 *    a constraint cannot depend on the clock.
 *
 * 2. Change tracking for the search cache. `property_revisions` holds counters: 'catalog'
 *    (bumped by any write to a villa table), 'bookings_reset' (bumped by a booking delete)
 *    and on SQLite 'bookings'. Each booking row carries `change_seq`:
 *    - SQLite: a counter value assigned by trigger. Writers are serialised, so values appear
 *      in commit order and "rows with change_seq > last seen" is exact.
 *    - PostgreSQL: the id of the transaction that last wrote the row (txid_current()). The
 *      cache remembers the snapshot xmin of its last read (every transaction below it had
 *      finished) and next time reads rows with change_seq >= it, so a slow transaction that
 *      commits late is still seen. No counter row, so booking writers never queue on one.
 */

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

const blockingList = sql.raw(STATUSES_TAKING_NIGHTS.map((s) => `'${s}'`).join(', '));

/**
 * SQL condition: the stay (table alias `alias`) takes its nights at `nowMs` (the contract's
 * takesNightsAt): a status that takes nights, and a RESERVE hold only while it is live.
 */
export function takesNightsSql(alias: string, nowMs: number) {
  const status = sql.ref(`${alias}.status`);
  return sql<boolean>`(${status} in (${blockingList}) and (${status} <> 'RESERVE' or ${sql.ref(`${alias}.expires_at`)} > ${toTimestamp(nowMs)}))`;
}

// Migrations work on a bare Kysely instance.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/** The column type of bookings.change_seq and its default. */
export function changeSeqColumn(db: AnyDb) {
  return engineOf(db) === 'postgres'
    ? { type: 'bigint' as const, default: sql`txid_current()` }
    : { type: 'integer' as const, default: sql`0` };
}

/** nights = departure - arrival, in each engine's date arithmetic. */
export function nightsCheck(db: AnyDb) {
  return engineOf(db) === 'postgres'
    ? sql`departure - arrival = nights`
    : sql`cast(julianday(departure) - julianday(arrival) as integer) = nights`;
}

export async function createBookingGuards(db: AnyDb): Promise<void> {
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

export async function createChangeTracking(db: AnyDb): Promise<void> {
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

/** True when a write failed because the stay overlaps a blocking stay of the same villa. */
export function isBookingOverlapError(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const e = error as { code?: unknown; constraint?: unknown; message?: unknown };
  if (e.code === '23P01') return true; // exclusion_violation
  return typeof e.message === 'string' && e.message.includes('bookings_no_overlap');
}

export interface BookingChangeRow {
  id: number;
  villa_id: number;
  status: BookingStatus;
  arrival: string;
  departure: string;
  expires_at: string | null;
}

export interface RevisionState {
  catalog: number;
  bookingsReset: number;
}

export interface BookingChanges {
  revisions: RevisionState;
  rows: BookingChangeRow[];
  /** Pass it to the next call. */
  cursor: number;
}

/** The cursor of a cache that has read no booking yet. */
export const NO_CURSOR = -1;

/**
 * Revisions plus the booking rows changed since `cursor` (all rows when it is NO_CURSOR and
 * `from` is given: only stays that end after `from`). One round trip on PostgreSQL.
 */
export async function readBookingChanges(
  db: Db,
  cursor: number,
  departsAfter: string,
): Promise<BookingChanges> {
  if (engineOf(db) === 'postgres') {
    const all = cursor === NO_CURSOR;
    const result = await sql<{
      xmin: string | number;
      catalog: number;
      bookings_reset: number;
      rows: BookingChangeRow[] | string | null;
    }>`select
        txid_snapshot_xmin(txid_current_snapshot()) as xmin,
        (select value from property_revisions where name = 'catalog') as catalog,
        (select value from property_revisions where name = 'bookings_reset') as bookings_reset,
        (select json_agg(json_build_object('id', b.id, 'villa_id', b.villa_id,
            'status', b.status, 'arrival', b.arrival, 'departure', b.departure,
            'expires_at', b.expires_at))
          from bookings b
          where ${all ? sql`b.departure > ${departsAfter}` : sql`b.change_seq >= ${cursor}`}
        ) as rows`.execute(db);
    const row = result.rows[0];
    const rows =
      typeof row.rows === 'string' ? (JSON.parse(row.rows) as BookingChangeRow[]) : row.rows;
    return {
      revisions: { catalog: Number(row.catalog), bookingsReset: Number(row.bookings_reset) },
      rows: rows ?? [],
      cursor: Number(row.xmin),
    };
  }

  const counters = await db.selectFrom('property_revisions').select(['name', 'value']).execute();
  const value = (name: string) => Number(counters.find((c) => c.name === name)?.value ?? 0);
  const latest = value('bookings');
  const revisions = { catalog: value('catalog'), bookingsReset: value('bookings_reset') };
  if (cursor !== NO_CURSOR && latest <= cursor) return { revisions, rows: [], cursor };
  let query = db
    .selectFrom('bookings')
    .select(['id', 'villa_id', 'status', 'arrival', 'departure', 'expires_at']);
  query =
    cursor === NO_CURSOR
      ? query.where('departure', '>', departsAfter)
      : query.where('change_seq', '>', cursor);
  const rows = await query.execute();
  return { revisions, rows, cursor: latest };
}
