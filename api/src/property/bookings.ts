import { randomInt } from 'node:crypto';
import type { Insertable, Selectable, Updateable } from 'kysely';
import {
  bookingTexts,
  deadlineFor,
  deadlinePassed,
  holdHasLapsed,
  instantOf,
  nextStatus,
  statusTakesNights,
  STATUSES_WITH_DEADLINE,
  type BookingEvent,
  isoOf,
} from '@villa/shared/contract';
import type { Db } from '../db/schema';
import { toTimestamp } from '../time';
import type { DepositTerms, StayPrice } from './rules/pricing';
import { lockRowForUpdate, transactionRetrying } from '../db/engine';
import { isBookingOverlapError, takesNightsSql } from './seam';
import type { BookingsTable, BookingStatus } from './tables';

/*
 * The one stay writer: every row of `bookings` is created here (writeStay, insertStay) and
 * every status change goes through the contract's state machine here (applyStayEvent,
 * changeStayStatus, lapseHolds). The database refuses overlapping stays itself (seam.ts); this
 * module adds what a constraint cannot know: the clock, and the office's blocked nights (another
 * table). Before a stay takes nights, stays on the same villa whose deadline has passed (a
 * hold's 24 hours, a deposit not paid within 24 hours) are lapsed (the machine's LAPSE:
 * CANCELLED, HOLD_LAPSED or DEPOSIT_LAPSED), in the same transaction, so a lapsed stay never
 * blocks a booking; then a stay over a blocked night is refused as already taken.
 */

const REF_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export class BookingConflictError extends Error {
  constructor() {
    super(bookingTexts.notAvailable);
    this.name = 'BookingConflictError';
  }
}

/** A status change the state machine refuses; `message` is the agent's reason. */
export class StayChangeRefused extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'StayChangeRefused';
  }
}

/** A new booking reference: VB and six characters without look-alikes (0/O, 1/I). */
export function newBookingRef(): string {
  let ref = 'VB';
  for (let i = 0; i < 6; i += 1) ref += REF_ALPHABET[randomInt(REF_ALPHABET.length)];
  return ref;
}

/**
 * A booking reference no booking has yet. Six characters of 32 leave about a billion; with
 * millions of bookings a random pick is taken often enough (0.5% at five million, as the search
 * benchmark's portfolio found) that an insert failing on the unique ref would be seen. Two
 * writers picking the same unused ref at once is a one-in-a-billion chance, left to the
 * database's unique constraint.
 */
export async function unusedBookingRef(trx: Db, pick = newBookingRef): Promise<string> {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const ref = pick();
    const taken = await trx
      .selectFrom('bookings')
      .select('id')
      .where('ref', '=', ref)
      .executeTakeFirst();
    if (!taken) return ref;
  }
  throw new Error('no unused booking reference after 20 picks');
}

/** Which holds a lapse looks at: all of them, one booking, or those in the way of a stay. */
export type LapseScope =
  | { all: true }
  | { bookingId: number }
  | { villaId: number; arrival: string; departure: string; exceptId?: number };

/**
 * The one way a stay lapses (the job, a read or change of a lapsed stay, a stay written over
 * one): RESERVE holds and PAYPENDING bookings of the scope whose deadline (expires_at) has
 * passed take the state machine's LAPSE transition (CANCELLED, HOLD_LAPSED or DEPOSIT_LAPSED).
 * The update re-checks status and deadline, so any number of API instances may run it at once:
 * each stay lapses once. Returns how many lapsed.
 */
export async function lapseHolds(db: Db, nowMs: number, scope: LapseScope): Promise<number> {
  const now = toTimestamp(nowMs);
  let lapsed = 0;
  for (const status of STATUSES_WITH_DEADLINE) {
    const lapse = nextStatus(status, { type: 'LAPSE', live: false });
    if (!lapse.ok) throw new Error(lapse.reason);
    let query = db
      .updateTable('bookings')
      .set({
        status: lapse.status,
        cancelled_at: now,
        cancel_reason: lapse.cancelReason ?? null,
        updated_at: now,
      })
      .where('status', '=', status)
      .where('expires_at', '<=', now);
    if ('bookingId' in scope) query = query.where('id', '=', scope.bookingId);
    if ('villaId' in scope) {
      query = query
        .where('villa_id', '=', scope.villaId)
        .where('arrival', '<', scope.departure)
        .where('departure', '>', scope.arrival);
      if (scope.exceptId !== undefined) query = query.where('id', '<>', scope.exceptId);
    }
    const result = await query.executeTakeFirst();
    lapsed += Number(result.numUpdatedRows);
  }
  return lapsed;
}

/** `bookings.balance_due`: the day the balance is due, or null when no deposit is taken. */
export const balanceDueColumn = (deposit: DepositTerms): string | null =>
  deposit.balanceDue === null ? null : isoOf(deposit.balanceDue);

/**
 * A priced stay's totals as a booking row keeps them (pence; the discount is what the
 * discounts took off the original price). Quotes, checkout and the seeds store them alike.
 */
export function priceColumns(price: StayPrice) {
  return {
    original_pence: price.originalPence,
    discount_pence: price.originalPence - price.totalPence,
    total_pence: price.totalPence,
    commission_pence: price.commission.amountPence,
    deposit_pence: price.deposit.amountPence,
    balance_due: balanceDueColumn(price.deposit),
  };
}

/**
 * Writers that are about to take nights on a villa wait for each other here, one at a time per
 * villa, until the transaction ends. Without it, racing inserts on PostgreSQL each find the
 * other's uncommitted row under the overlap constraint and wait for each other: a deadlock that
 * the server only notices after deadlock_timeout (1 s), and 50 racing checkouts chained such
 * waits past 30 s. The constraint stays the guard; this only makes the losers queue and fail fast.
 */
const queueOnVilla = (trx: Db, villaId: number) => lockRowForUpdate(trx, 'villas', villaId);

/**
 * Refuses a stay over nights the office blocked (BookingConflictError). No constraint can join
 * two tables, so the check runs here, after queueOnVilla: the office's block writer
 * (office/calendar/calendarWrite.ts) takes the same villa lock before it checks the stays, so
 * of a block and a stay racing for one night exactly one is written (SQLite: its writers run
 * one after the other; PostgreSQL: the villa row's lock, each statement reading what the other
 * committed).
 */
async function refuseBlockedNights(trx: Db, villaId: number, arrival: string, departure: string) {
  const block = await trx
    .selectFrom('villa_blocks')
    .select('id')
    .where('villa_id', '=', villaId)
    .where('date_from', '<', departure)
    .where('date_to', '>=', arrival)
    .executeTakeFirst();
  if (block) throw new BookingConflictError();
}

/**
 * What a write that takes nights does first, under the villa's lock: lapses the stays in its
 * way whose deadline passed, and refuses nights the office blocked.
 */
async function clearTheWay(
  trx: Db,
  nowMs: number,
  scope: Extract<LapseScope, { villaId: number }>,
) {
  await queueOnVilla(trx, scope.villaId);
  await lapseHolds(trx, nowMs, scope);
  await refuseBlockedNights(trx, scope.villaId, scope.arrival, scope.departure);
}

/**
 * For a writer that closes nights to every stay (the office's blocks): takes the villa's lock as
 * the stay writes do, lapses the stays in the way whose deadline passed, and returns the
 * references of the stays that still take a night from `arrival` to `departure` (exclusive),
 * in arrival order. Written while the lock is held, a block and a stay never share a night.
 */
export async function staysInTheWay(
  trx: Db,
  nowMs: number,
  scope: { villaId: number; arrival: string; departure: string },
): Promise<string[]> {
  await queueOnVilla(trx, scope.villaId);
  await lapseHolds(trx, nowMs, scope);
  const rows = await trx
    .selectFrom('bookings')
    .select('ref')
    .where('villa_id', '=', scope.villaId)
    .where('arrival', '<', scope.departure)
    .where('departure', '>', scope.arrival)
    .where(takesNightsSql('bookings', nowMs))
    .orderBy('arrival')
    .execute();
  return rows.map((r) => r.ref);
}

export type NewStay = Omit<
  Insertable<BookingsTable>,
  'ref' | 'created_at' | 'updated_at' | 'change_seq' | 'id'
> & { ref?: string };

/**
 * Runs a stay write in one transaction: an overlap the database refuses becomes
 * BookingConflictError ("This property is no longer available to be booked"), a PostgreSQL
 * deadlock or serialisation failure is retried.
 */
export async function runStayWrite<T>(db: Db, write: (trx: Db) => Promise<T>): Promise<T> {
  try {
    return await transactionRetrying(db, write);
  } catch (error) {
    if (isBookingOverlapError(error)) throw new BookingConflictError();
    throw error;
  }
}

/**
 * Writes a new stay inside the caller's transaction. A RESERVE hold or PAYPENDING booking
 * without an expiry gets its deadline from `nowMs` (the contract's deadlineFor). A stay whose
 * status takes nights lapses the stays in its way first; the database refuses it if it still
 * overlaps a stay that takes nights.
 */
export async function writeStay(
  trx: Db,
  stay: NewStay,
  nowMs: number,
): Promise<{ id: number; ref: string }> {
  const now = toTimestamp(nowMs);
  const ref = stay.ref ?? (await unusedBookingRef(trx));
  if (statusTakesNights(stay.status)) {
    await clearTheWay(trx, nowMs, {
      villaId: stay.villa_id,
      arrival: stay.arrival,
      departure: stay.departure,
    });
  }
  const deadline = deadlineFor(stay.status, nowMs);
  const expires =
    deadline !== null && stay.expires_at === undefined ? { expires_at: toTimestamp(deadline) } : {};
  const row = await trx
    .insertInto('bookings')
    .values({ ...stay, ...expires, ref, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, ref };
}

/** writeStay in a transaction of its own (conflicts and retries as runStayWrite). */
export async function insertStay(
  db: Db,
  stay: NewStay,
  nowMs: number,
): Promise<{ id: number; ref: string }> {
  return runStayWrite(db, (trx) => writeStay(trx, stay, nowMs));
}

export type StayRow = Pick<
  Selectable<BookingsTable>,
  'id' | 'status' | 'villa_id' | 'arrival' | 'departure' | 'expires_at' | 'cancel_reason'
>;

/** Other columns a status change writes with it (a quotation's deposit at checkout). */
export type StayColumns = Pick<
  Updateable<BookingsTable>,
  'deposit_pence' | 'balance_due' | 'pool_heating_pence'
>;

const STAY_COLUMNS = [
  'id',
  'status',
  'villa_id',
  'arrival',
  'departure',
  'expires_at',
  'cancel_reason',
] as const;

/** The event again, as the row now stands (a hold may have lapsed meanwhile). */
function eventFor(event: BookingEvent, row: StayRow, nowMs: number): BookingEvent {
  if (event.type !== 'UPGRADE' && event.type !== 'CANCEL') return event;
  return { type: event.type, holdLapsed: holdLapsedOf(row, nowMs) };
}

/** Whether the row's deadline has passed and it is not lapsed yet (a hold or a deposit). */
export const deadlinePassedOf = (row: Pick<StayRow, 'status' | 'expires_at'>, nowMs: number) =>
  deadlinePassed({ status: row.status, expiresAtMs: instantOf(row.expires_at) }, nowMs);

/** Whether the row is a hold whose 24 hours have run out (lapsed or not yet). */
export const holdLapsedOf = (
  row: Omit<StayRow, 'id' | 'villa_id' | 'arrival' | 'departure'>,
  nowMs: number,
) =>
  holdHasLapsed(
    { status: row.status, expiresAtMs: instantOf(row.expires_at), cancelReason: row.cancel_reason },
    nowMs,
  );

/**
 * Applies an event of the state machine to a stay inside the caller's transaction and returns
 * the new status. Refused events throw StayChangeRefused with the machine's reason. The write
 * checks the status it read (and, for a hold, that it is still live), so a lapse or another
 * change that came first is refused with the reason as the row now stands.
 */
export async function applyStayEvent(
  trx: Db,
  stay: StayRow,
  event: BookingEvent,
  nowMs: number,
  columns: StayColumns = {},
): Promise<BookingStatus> {
  const transition = nextStatus(stay.status, event);
  if (!transition.ok) throw new StayChangeRefused(transition.reason);
  const status = transition.status;
  const partPaid = event.type === 'PAYMENT' && status === 'PAYPENDING' && event.paidPence > 0;
  if (status === stay.status && Object.keys(columns).length === 0 && !partPaid) return status;
  const now = toTimestamp(nowMs);
  if (statusTakesNights(status)) {
    await clearTheWay(trx, nowMs, {
      villaId: stay.villa_id,
      arrival: stay.arrival,
      departure: stay.departure,
      exceptId: stay.id,
    });
  }
  // A new deadline on entering RESERVE or PAYPENDING; none once confirmed, or once money is
  // received on a PAYPENDING booking (the provider then follows it up; it does not lapse).
  const deadline = deadlineFor(status, nowMs);
  const expiry =
    status !== stay.status && deadline !== null
      ? { expires_at: toTimestamp(deadline) }
      : status === 'BOOKING' || (status === 'PAYPENDING' && event.type === 'PAYMENT')
        ? { expires_at: null }
        : {};
  const cancelled =
    status === 'CANCELLED' && stay.status !== 'CANCELLED'
      ? { cancelled_at: now, cancel_reason: transition.cancelReason ?? null }
      : {};
  let query = trx
    .updateTable('bookings')
    .set({ status, updated_at: now, ...expiry, ...cancelled, ...columns })
    .where('id', '=', stay.id)
    .where('status', '=', stay.status);
  // A stay whose deadline passed meanwhile only lapses: the write checks it is still live.
  if (stay.status === 'RESERVE' && event.type !== 'LAPSE') {
    query = query.where('expires_at', '>', now);
  }
  if (stay.status === 'PAYPENDING' && event.type !== 'LAPSE') {
    query = query.where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)]));
  }
  const updated = await query.executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 1) return status;
  const row = await trx
    .selectFrom('bookings')
    .select(STAY_COLUMNS)
    .where('id', '=', stay.id)
    .executeTakeFirstOrThrow();
  const again = nextStatus(row.status, eventFor(event, row, nowMs));
  throw new StayChangeRefused(again.ok ? bookingTexts.notAvailable : again.reason);
}

/** applyStayEvent in a transaction of its own (conflicts and retries as runStayWrite). */
export async function changeStayStatus(
  db: Db,
  stay: StayRow,
  event: BookingEvent,
  nowMs: number,
  columns: StayColumns = {},
): Promise<BookingStatus> {
  return runStayWrite(db, (trx) => applyStayEvent(trx, stay, event, nowMs, columns));
}
