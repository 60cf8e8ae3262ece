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
 * 2. Change tracking for the search catalog. `property_revisions` holds counters: 'catalog'
 *    (bumped when the catalogue's shape changes: a villa deleted, a highlight or feature
 *    written), 'bookings_reset' (bumped by a booking delete) and, on SQLite, 'bookings' and
 *    'villas'. Each booking row and each villa row carries `change_seq` (a villa's is stamped
 *    by writes to its own tables too, migration 016):
 *    - SQLite: a counter value assigned by trigger. Writers are serialised, so values appear
 *      in commit order and "rows with change_seq > last seen" is exact.
 *    - PostgreSQL: the id of the transaction that last wrote the row (txid_current()). The
 *      catalog remembers the snapshot xmin of its last read (every transaction below it had
 *      finished) and next time reads rows with change_seq >= it, so a slow transaction that
 *      commits late is still seen. No counter row, so writers never queue on one.
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

/** Where a catalog's last read of the changes ended, per kind of row. */
export interface ChangeCursor {
  bookings: number;
  villas: number;
}

export interface CatalogChanges {
  revisions: RevisionState;
  /** Booking rows written since the cursor. */
  bookings: BookingChangeRow[];
  /** Villas whose row or own tables were written since the cursor. */
  villaIds: number[];
  /** Pass it to the next call. */
  cursor: ChangeCursor;
}

/** SQLite's counters, read before every refresh: compiled once (db/compiledOnce.ts). */
const revisionCounters = compiledOnce((db: Db) =>
  db.selectFrom('property_revisions').select(['name', 'value']),
);

async function sqliteCounters(db: Db) {
  const counters = await revisionCounters(db);
  const value = (name: string) => Number(counters.find((c) => c.name === name)?.value ?? 0);
  return {
    revisions: { catalog: value('catalog'), bookingsReset: value('bookings_reset') },
    cursor: { bookings: value('bookings'), villas: value('villas') },
  };
}

/**
 * Revisions and the cursor as they are now, without rows: a catalog loading everything takes
 * the cursor first, so a row changed while the rest is read is read again by the next
 * readChanges (entering a row twice changes nothing).
 */
export async function readChangeCursor(
  db: Db,
): Promise<{ revisions: RevisionState; cursor: ChangeCursor }> {
  if (engineOf(db) !== 'postgres') return sqliteCounters(db);
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
  const xmin = Number(row.xmin);
  return {
    revisions: { catalog: Number(row.catalog), bookingsReset: Number(row.bookings_reset) },
    cursor: { bookings: xmin, villas: xmin },
  };
}

/** Revisions, the booking rows and the villas changed since `cursor`. One round trip on PostgreSQL. */
export async function readChanges(db: Db, cursor: ChangeCursor): Promise<CatalogChanges> {
  if (engineOf(db) === 'postgres') {
    const result = await sql<{
      xmin: string | number;
      catalog: number;
      bookings_reset: number;
      rows: BookingChangeRow[] | string | null;
      villas: (number | string)[] | string | null;
    }>`select
        txid_snapshot_xmin(txid_current_snapshot()) as xmin,
        (select value from property_revisions where name = 'catalog') as catalog,
        (select value from property_revisions where name = 'bookings_reset') as bookings_reset,
        (select json_agg(json_build_object('id', b.id, 'villa_id', b.villa_id,
            'status', b.status, 'arrival', b.arrival, 'departure', b.departure,
            'expires_at', b.expires_at))
          from bookings b where b.change_seq >= ${cursor.bookings}) as rows,
        (select json_agg(v.id) from villas v where v.change_seq >= ${cursor.villas}) as villas`.execute(
      db,
    );
    const row = result.rows[0];
    const json = <T>(value: T | string | null): T | null =>
      typeof value === 'string' ? (JSON.parse(value) as T) : value;
    const xmin = Number(row.xmin);
    return {
      revisions: { catalog: Number(row.catalog), bookingsReset: Number(row.bookings_reset) },
      bookings: json(row.rows) ?? [],
      villaIds: (json(row.villas) ?? []).map(Number),
      cursor: { bookings: xmin, villas: xmin },
    };
  }

  const now = await sqliteCounters(db);
  const [bookings, villas] = await Promise.all([
    now.cursor.bookings > cursor.bookings
      ? db
          .selectFrom('bookings')
          .select(['id', 'villa_id', 'status', 'arrival', 'departure', 'expires_at'])
          .where('change_seq', '>', cursor.bookings)
          .execute()
      : [],
    now.cursor.villas > cursor.villas
      ? db.selectFrom('villas').select('id').where('change_seq', '>', cursor.villas).execute()
      : [],
  ]);
  return {
    revisions: now.revisions,
    bookings,
    villaIds: villas.map((v) => v.id),
    cursor: now.cursor,
  };
}
