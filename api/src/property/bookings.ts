import { randomInt } from 'node:crypto';
import type { Insertable } from 'kysely';
import type { Db } from '../db/schema';
import { toTimestamp } from '../time';
import { isoOf } from './days';
import type { DepositTerms, StayPrice } from './pricing';
import { isRetryableConflict } from '../db/engine';
import { BLOCKING_STATUSES, isBookingOverlapError } from './seam';
import type { BookingsTable, BookingStatus } from './tables';

/*
 * Writing stays. The database refuses overlapping stays itself (seam.ts); this module adds
 * what a constraint cannot know: the clock. Before a stay is written, holds on the same villa
 * that have lapsed are released (status CANCELLED, cancel_reason HOLD_LAPSED), in the same
 * transaction, so a lapsed hold never blocks a booking.
 */

export const HOLD_LAPSED = 'HOLD_LAPSED';
const REF_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export class BookingConflictError extends Error {
  constructor() {
    super('This property is no longer available to be booked');
    this.name = 'BookingConflictError';
  }
}

/** A new booking reference: VB and six characters without look-alikes (0/O, 1/I). */
export function newBookingRef(): string {
  let ref = 'VB';
  for (let i = 0; i < 6; i += 1) ref += REF_ALPHABET[randomInt(REF_ALPHABET.length)];
  return ref;
}

/** Releases RESERVE holds of the villa that overlap the stay and have lapsed by `nowMs`. */
export async function releaseLapsedHolds(
  db: Db,
  stay: { villaId: number; arrival: string; departure: string; exceptId?: number },
  nowMs: number,
): Promise<number> {
  const now = toTimestamp(nowMs);
  let query = db
    .updateTable('bookings')
    .set({ status: 'CANCELLED', cancelled_at: now, cancel_reason: HOLD_LAPSED, updated_at: now })
    .where('villa_id', '=', stay.villaId)
    .where('status', '=', 'RESERVE')
    .where('expires_at', '<=', now)
    .where('arrival', '<', stay.departure)
    .where('departure', '>', stay.arrival);
  if (stay.exceptId !== undefined) query = query.where('id', '<>', stay.exceptId);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
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

export type NewStay = Omit<
  Insertable<BookingsTable>,
  'ref' | 'created_at' | 'updated_at' | 'change_seq' | 'id'
> & { ref?: string };

/**
 * Writes a stay. A stay whose status takes nights (RESERVE, PAYPENDING, BOOKING) that
 * overlaps another such stay of the villa fails with BookingConflictError; lapsed holds are
 * released first. A PostgreSQL deadlock is retried once.
 */
export async function insertStay(
  db: Db,
  stay: NewStay,
  nowMs: number,
): Promise<{ id: number; ref: string }> {
  const now = toTimestamp(nowMs);
  const ref = stay.ref ?? newBookingRef();
  const takesNights = (BLOCKING_STATUSES as readonly BookingStatus[]).includes(stay.status);
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction().execute(async (trx) => {
        if (takesNights) {
          await releaseLapsedHolds(
            trx,
            { villaId: stay.villa_id, arrival: stay.arrival, departure: stay.departure },
            nowMs,
          );
        }
        const row = await trx
          .insertInto('bookings')
          .values({ ...stay, ref, created_at: now, updated_at: now })
          .returning('id')
          .executeTakeFirstOrThrow();
        return { id: row.id, ref };
      });
    } catch (error) {
      if (isBookingOverlapError(error)) throw new BookingConflictError();
      if (attempt < 2 && isRetryableConflict(error)) continue;
      throw error;
    }
  }
}

/**
 * Changes the status of a stay (upgrade a hold, confirm a payment, cancel). Moving to a
 * status that takes nights releases lapsed holds first and may fail with BookingConflictError.
 */
export async function setStayStatus(
  db: Db,
  id: number,
  status: BookingStatus,
  nowMs: number,
  changes: { expires_at?: string | null; cancel_reason?: string | null } = {},
): Promise<void> {
  const now = toTimestamp(nowMs);
  try {
    await db.transaction().execute(async (trx) => {
      const current = await trx
        .selectFrom('bookings')
        .select(['villa_id', 'arrival', 'departure'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      if ((BLOCKING_STATUSES as readonly BookingStatus[]).includes(status)) {
        await releaseLapsedHolds(
          trx,
          {
            villaId: current.villa_id,
            arrival: current.arrival,
            departure: current.departure,
            exceptId: id,
          },
          nowMs,
        );
      }
      await trx
        .updateTable('bookings')
        .set({
          status,
          updated_at: now,
          ...(status === 'CANCELLED' ? { cancelled_at: now } : {}),
          ...changes,
        })
        .where('id', '=', id)
        .execute();
    });
  } catch (error) {
    if (isBookingOverlapError(error)) throw new BookingConflictError();
    throw error;
  }
}
