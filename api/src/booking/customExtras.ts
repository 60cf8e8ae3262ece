import * as v from 'valibot';
import {
  bookingTexts,
  customExtraSchema,
  type CustomExtraInput,
  type OfficeCustomExtra,
} from '@villa/shared/contract';
import { formatPence, toPence, toPounds } from '@villa/shared/format';
import { transactionRetrying } from '../db/engine';
import type { Db } from '../db/schema';
import { toTimestamp } from '../time';
import { bookingStateOf, lockBooking, moneyOfBooking, type BookingRow, type Money } from './record';
import { bookingDb } from './tables';

/*
 * Custom extras: what the provider's staff agree with a customer beyond the catalogue (a cake,
 * a meet and greet) and add to a booking; the agent's portal shows them read-only. They count in
 * the booking's total as the money rules say (record.ts moneyOf: total = villa + extras + custom
 * extras, not commissionable), so adding one raises the total and what is outstanding, and
 * changes no status. Added and removed here only: by the office (office/bookings), by the
 * staff's command (booking/cli.ts) and by the demo history. The input's schema is the
 * contract's (customExtraSchema), the office form's too.
 */

export {
  CUSTOM_EXTRA_LIMITS,
  customExtraSchema,
  type CustomExtraInput,
} from '@villa/shared/contract';

/** A custom extra the booking cannot take (or give up) now; `message` says why, for the staff. */
export class CustomExtraRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CustomExtraRefused';
  }
}

/** The messages of every field that is wrong; empty when the input is good. */
export function customExtraProblems(raw: Record<string, unknown>): string[] {
  const result = v.safeParse(customExtraSchema, raw);
  return result.success ? [] : result.issues.map((issue) => issue.message);
}

/**
 * What the caller writes in the change's own transaction (the office's audit entry), with the
 * booking as it was once locked.
 */
export type CustomExtraHook = (
  trx: Db,
  change: { booking: BookingRow; extra: OfficeCustomExtra; money: Money },
) => Promise<void>;

/** The booking locked and read afresh, refused when its extras are locked. */
async function lockedForExtras(trx: Db, bookingId: number, nowMs: number) {
  // The booking as it is once locked: a cancel or a lapse that came first is seen.
  await lockBooking(trx, bookingId);
  const row = await trx
    .selectFrom('bookings')
    .selectAll()
    .where('id', '=', bookingId)
    .executeTakeFirstOrThrow();
  if (row.status === 'QUOTATION') {
    throw new CustomExtraRefused(`${row.ref} is a quotation: custom extras are added to bookings.`);
  }
  const state = await bookingStateOf(trx, row, nowMs);
  if (state.capabilities.extrasLocked) {
    throw new CustomExtraRefused(
      `${row.ref} is cancelled or its hold has lapsed. ${bookingTexts.extrasLocked}`,
    );
  }
  return row;
}

/**
 * Adds a custom extra to a booking (a live hold, a booking waiting for payment or a confirmed
 * one) and returns the extra and the booking's money afterwards. Refused, with nothing written,
 * on a quotation, a cancelled booking or a lapsed hold: the same `extrasLocked` the booking
 * page obeys.
 */
export async function addCustomExtra(
  db: Db,
  booking: Pick<BookingRow, 'id'>,
  input: CustomExtraInput,
  nowMs: number,
  hook?: CustomExtraHook,
): Promise<{ extra: OfficeCustomExtra; money: Money }> {
  return transactionRetrying(db, async (trx) => {
    const row = await lockedForExtras(trx, booking.id, nowMs);
    const addedAt = toTimestamp(nowMs);
    const { id } = await bookingDb(trx)
      .insertInto('booking_custom_extras')
      .values({
        booking_id: row.id,
        name: input.name,
        description: input.description,
        charge_pence: toPence(input.amount),
        created_at: addedAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const extra = {
      id,
      name: input.name,
      description: input.description,
      amount: input.amount,
      addedAt,
    };
    const money = await moneyOfBooking(trx, row);
    await hook?.(trx, { booking: row, extra, money });
    return { extra, money };
  });
}

/**
 * Removes one custom extra of a booking. Refused as adding is, and when the payments already
 * received would be more than the total without it (the rule of the agent's own extras).
 */
export async function removeCustomExtra(
  db: Db,
  booking: Pick<BookingRow, 'id'>,
  extraId: number,
  nowMs: number,
  hook?: CustomExtraHook,
): Promise<{ extra: OfficeCustomExtra; money: Money } | null> {
  return transactionRetrying(db, async (trx) => {
    const row = await lockedForExtras(trx, booking.id, nowMs);
    const bdb = bookingDb(trx);
    const found = await bdb
      .selectFrom('booking_custom_extras')
      .selectAll()
      .where('id', '=', extraId)
      .where('booking_id', '=', row.id)
      .executeTakeFirst();
    if (!found) return null;
    const before = await moneyOfBooking(trx, row);
    if (before.paidPence > before.totalPence - found.charge_pence) {
      throw new CustomExtraRefused(
        `${formatPence(before.paidPence)} has been paid on ${row.ref}: without this extra the total would be less than that. Refund first.`,
      );
    }
    await bdb.deleteFrom('booking_custom_extras').where('id', '=', found.id).execute();
    const extra = {
      id: found.id,
      name: found.name,
      description: found.description,
      amount: toPounds(found.charge_pence),
      addedAt: found.created_at,
    };
    const money = await moneyOfBooking(trx, row);
    await hook?.(trx, { booking: row, extra, money });
    return { extra, money };
  });
}

/** A booking's custom extras with their ids, oldest first (the office's page). */
export async function customExtrasOf(db: Db, bookingId: number): Promise<OfficeCustomExtra[]> {
  const rows = await bookingDb(db)
    .selectFrom('booking_custom_extras')
    .selectAll()
    .where('booking_id', '=', bookingId)
    .orderBy('id')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    description: r.description,
    amount: toPounds(r.charge_pence),
    addedAt: r.created_at,
  }));
}
