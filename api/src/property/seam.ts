import { sql } from 'kysely';
import { compiledOnce } from '../db/compiledOnce';
import { engineOf, isRefusedBy } from '../db/engine';
import type { Db } from '../db/schema';
import { toTimestamp } from '../time';
import { STATUSES_TAKING_NIGHTS } from '@villa/shared/contract';
import type { BookingStatus } from './tables';

/*
 * The property domain's part of the engine seam (docs/adr/0004-engine-seam.md): the SQL only
 * one engine understands. The guards and triggers themselves were created by migration
 * 003-property, which keeps its own frozen copy of that DDL; this module reads what they do.
 *
 * 1. No overlapping stays (docs/adr/0005-no-double-booking-in-the-database.md). A stay
 *    [arrival, departure) of a villa may not overlap another stay of the same villa whose status
 *    takes nights. SQLite: BEFORE INSERT / BEFORE UPDATE triggers that raise
 *    'bookings_no_overlap' (writers are serialised by SQLite's write lock, so the check and the
 *    write cannot interleave). PostgreSQL: the EXCLUDE USING gist constraint
 *    'bookings_no_overlap' over (villa_id, daterange(arrival, departure, '[)')) with btree_gist.
 *    A RESERVE hold blocks until its row is released (bookings.ts lapses expired holds before
 *    every write), because a constraint cannot depend on the clock.
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

const blockingList = sql.raw(STATUSES_TAKING_NIGHTS.map((s) => `'${s}'`).join(', '));

/**
 * SQL condition: the stay (table alias `alias`) takes its nights at `nowMs` (the contract's
 * takesNightsAt): a status that takes nights, a RESERVE hold only while it is live, a
 * PAYPENDING booking only until its deadline for the deposit (when it has one).
 */
export function takesNightsSql(alias: string, nowMs: number) {
  const status = sql.ref(`${alias}.status`);
  const expires = sql.ref(`${alias}.expires_at`);
  const now = toTimestamp(nowMs);
  return sql<boolean>`(${status} in (${blockingList})
    and (${status} <> 'RESERVE' or ${expires} > ${now})
    and (${status} <> 'PAYPENDING' or ${expires} is null or ${expires} > ${now}))`;
}

/** True when a write failed because the stay overlaps a stay of the same villa that takes nights. */
export function isBookingOverlapError(error: unknown): boolean {
  return isRefusedBy(error, 'bookings_no_overlap');
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

/** SQLite's counters, read before every search: compiled once (db/compiledOnce.ts). */
const revisionCounters = compiledOnce((db: Db) =>
  db.selectFrom('property_revisions').select(['name', 'value']),
);

/** The cursor of a cache that has read no booking yet. */
export const NO_CURSOR = -1;

/**
 * Revisions and the cursor as they are now, without rows: a catalog loading its stays in
 * parts takes the cursor first, so a stay changed while the parts are read is read again by
 * the next readBookingChanges (entering a row twice changes nothing).
 */
export async function readChangeCursor(
  db: Db,
): Promise<{ revisions: RevisionState; cursor: number }> {
  if (engineOf(db) === 'postgres') {
    const result = await sql<{
      xmin: string | number;
      catalog: number;
      bookings_reset: number;
    }>`select
        txid_snapshot_xmin(txid_current_snapshot()) as xmin,
        (select value from property_revisions where name = 'catalog') as catalog,
        (select value from property_revisions where name = 'bookings_reset') as bookings_reset`.execute(
      db,
    );
    const row = result.rows[0];
    return {
      revisions: { catalog: Number(row.catalog), bookingsReset: Number(row.bookings_reset) },
      cursor: Number(row.xmin),
    };
  }
  const counters = await revisionCounters(db);
  const value = (name: string) => Number(counters.find((c) => c.name === name)?.value ?? 0);
  return {
    revisions: { catalog: value('catalog'), bookingsReset: value('bookings_reset') },
    cursor: value('bookings'),
  };
}

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

  const counters = await revisionCounters(db);
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
