import * as v from 'valibot';
import { bookingTexts } from '@villa/shared/contract';
import { toPence } from '@villa/shared/format';
import type { Db } from '../db/schema';
import { toTimestamp } from '../time';
import { bookingStateOf, lockBooking, moneyOfBooking, type BookingRow, type Money } from './record';
import { bookingDb } from './tables';

/*
 * Custom extras: what the provider's staff agree with a customer beyond the catalogue (a cake,
 * a meet and greet) and add to a booking; the portal shows them read-only. They count in the
 * booking's total as the money rules say (record.ts moneyOf: total = villa + extras + custom
 * extras, not commissionable), so adding one raises the total and what is outstanding, and
 * changes no status. The staff's command (booking/cli.ts) and the demo history add them here.
 */

export const CUSTOM_EXTRA_LIMITS = {
  nameMax: 100,
  descriptionMax: 500,
  /** Pounds: more than any extra sold so far; a typo of a few zeros is refused. */
  amountMax: 10_000,
} as const;

/** A custom extra as the staff type it: amount in pounds, at most two decimals. */
export const customExtraSchema = v.object({
  name: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty('Name is required'),
    v.maxLength(
      CUSTOM_EXTRA_LIMITS.nameMax,
      `Name must be at most ${CUSTOM_EXTRA_LIMITS.nameMax} characters`,
    ),
  ),
  description: v.pipe(
    v.string(),
    v.trim(),
    v.maxLength(
      CUSTOM_EXTRA_LIMITS.descriptionMax,
      `Description must be at most ${CUSTOM_EXTRA_LIMITS.descriptionMax} characters`,
    ),
  ),
  amount: v.pipe(
    v.string('Amount is required'),
    v.trim(),
    v.nonEmpty('Amount is required'),
    v.regex(/^\d+(\.\d{1,2})?$/, 'Amount must be in pounds with at most 2 decimals, e.g. 45.00'),
    v.transform(Number),
    v.minValue(0.01, 'Amount must be more than 0'),
    v.maxValue(
      CUSTOM_EXTRA_LIMITS.amountMax,
      `Amount must be at most ${CUSTOM_EXTRA_LIMITS.amountMax.toLocaleString('en-GB')}`,
    ),
  ),
});

export type CustomExtraInput = v.InferOutput<typeof customExtraSchema>;

/** A custom extra the booking cannot take now; `message` says why, for the staff. */
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
 * Adds a custom extra to a booking (a live hold, a booking waiting for payment or a confirmed
 * one) and returns the booking's money afterwards. Refused, with nothing written, on a
 * quotation, a cancelled booking or a lapsed hold: the same `extrasLocked` the booking page obeys.
 */
export async function addCustomExtra(
  db: Db,
  booking: Pick<BookingRow, 'id'>,
  input: CustomExtraInput,
  nowMs: number,
): Promise<Money> {
  return db.transaction().execute(async (trx) => {
    // The booking as it is once locked: a cancel or a lapse that came first is seen.
    await lockBooking(trx, booking.id);
    const row = await trx
      .selectFrom('bookings')
      .selectAll()
      .where('id', '=', booking.id)
      .executeTakeFirstOrThrow();
    if (row.status === 'QUOTATION') {
      throw new CustomExtraRefused(
        `${row.ref} is a quotation: custom extras are added to bookings.`,
      );
    }
    const state = await bookingStateOf(trx, row, nowMs);
    if (state.capabilities.extrasLocked) {
      throw new CustomExtraRefused(
        `${row.ref} is cancelled or its hold has lapsed. ${bookingTexts.extrasLocked}`,
      );
    }
    await bookingDb(trx)
      .insertInto('booking_custom_extras')
      .values({
        booking_id: row.id,
        name: input.name,
        description: input.description,
        charge_pence: toPence(input.amount),
        created_at: toTimestamp(nowMs),
      })
      .execute();
    return moneyOfBooking(trx, row);
  });
}
