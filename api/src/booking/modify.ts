import type * as v from 'valibot';
import {
  bookingTexts,
  passengerStayErrors,
  type AdditionalPassenger,
  type agentsAdditionalDetailsSchema,
  type LeadPassenger,
  type LeadPassengerValues,
  type ModifyReserveWay,
  type passengerListSchema,
  type BookingStatusCode,
} from '@villa/shared/contract';
import type { Db } from '../db/schema';
import { errorsOf, HttpError } from '../errors';
import { requireKnownCountry } from '../countries';
import { toTimestamp } from '../time';
import { activeExtras, extraUnitPence } from './extras';
import {
  lockBooking,
  bookingStateOf,
  moneyOfBooking,
  readLeadPassenger,
  readPassengers,
  type BookingRow,
} from './record';
import { newPaymentToken } from './checkout';
import { loadVillaSummary } from './stay';
import { additionalPassengerRows, leadPassengerColumns } from './passengerRows';
import { bookingDb } from './tables';
import {
  applyStayEvent,
  BookingConflictError,
  holdLapsedOf,
  lapseHolds,
  runStayWrite,
  StayChangeRefused,
} from '../property/bookings';

/*
 * The booking-modify calls. Each checks the booking's state on the server (record.ts
 * bookingStateOf, the contract's lifecycle rules; status changes through the stay writer), whatever
 * the page showed, and writes in one transaction.
 */

const cancelledRefusal = () =>
  errorsOf(409, 'This booking has been cancelled and can no longer be changed.');

/**
 * UPGRADE a live hold to PAYPENDING, or CANCEL it, through the stay writer's state machine. A
 * hold whose 24 hours have run out is refused with the lapse's reason (and lapsed, when the job
 * has not done it yet).
 */
export async function modifyReserve(
  db: Db,
  booking: BookingRow,
  way: ModifyReserveWay,
  nowMs: number,
): Promise<BookingStatusCode> {
  const event = { type: way, holdLapsed: holdLapsedOf(booking, nowMs) } as const;
  try {
    return await runStayWrite(db, async (trx) => {
      const status = await applyStayEvent(trx, booking, event, nowMs);
      if (way === 'UPGRADE') {
        await bookingDb(trx)
          .updateTable('booking_details')
          .set({ upgraded_at: toTimestamp(nowMs) })
          .where('booking_id', '=', booking.id)
          .execute();
      }
      return status;
    });
  } catch (error) {
    if (error instanceof StayChangeRefused) {
      if (booking.status === 'RESERVE') await lapseHolds(db, nowMs, { bookingId: booking.id });
      throw errorsOf(409, error.message);
    }
    // Cannot happen while the hold is live (it holds its nights), but never a 500 if it does.
    if (error instanceof BookingConflictError) throw errorsOf(409, error.message);
    throw error;
  }
}

/** Replaces the lead passenger (upserts it on a booking that had none). */
export async function updateLeadPassenger(
  db: Db,
  booking: BookingRow,
  lead: LeadPassengerValues,
  nowMs: number,
): Promise<LeadPassenger> {
  await assertPassengersEditable(db, booking, nowMs);
  const errors = passengerStayErrors(
    [],
    { arrival: booking.arrival, maxOccupancy: Number.MAX_SAFE_INTEGER },
    { leadDob: lead.dob },
  ).map((e) => ({ ...e, field: 'dob' }));
  if (errors.length > 0) throw new HttpError(422, { validationErrors: errors });
  await requireKnownCountry(db, lead.addCountryId, 'addCountryId');
  const values = leadPassengerColumns(lead, toTimestamp(nowMs));
  await db.transaction().execute(async (trx) => {
    const tdb = bookingDb(trx);
    const updated = await tdb
      .updateTable('booking_clients')
      .set(values)
      .where('booking_id', '=', booking.id)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) {
      await tdb
        .insertInto('booking_clients')
        .values({ booking_id: booking.id, ...values })
        .execute();
    }
  });
  const saved = await readLeadPassenger(db, booking.id);
  if (!saved) throw new Error('lead passenger vanished');
  return saved;
}

/**
 * Replaces the additional passengers. The list comes lead first (the lead is edited through
 * lead-passenger, so its entry is not stored again); only populated rows are sent.
 */
export async function replacePassengers(
  db: Db,
  booking: BookingRow,
  input: v.InferOutput<typeof passengerListSchema>,
  nowMs: number,
): Promise<AdditionalPassenger[]> {
  await assertPassengersEditable(db, booking, nowMs);
  const villa = await loadVillaSummary(db, booking.villa_id);
  const additional = input.passengers.slice(1);
  const errors = passengerStayErrors(
    additional,
    { arrival: booking.arrival, maxOccupancy: villa?.maxOccupancy ?? Number.MAX_SAFE_INTEGER },
    { offset: 1 },
  );
  if (errors.length > 0) throw new HttpError(422, { validationErrors: errors });
  const now = toTimestamp(nowMs);
  await db.transaction().execute(async (trx) => {
    await lockBooking(trx, booking.id);
    const tdb = bookingDb(trx);
    await tdb.deleteFrom('booking_passengers').where('booking_id', '=', booking.id).execute();
    if (additional.length > 0) {
      await tdb
        .insertInto('booking_passengers')
        .values(additionalPassengerRows(booking.id, additional, now))
        .execute();
    }
  });
  return readPassengers(db, booking);
}

/** The agent's own reference and notes; kept on any booking, cancelled ones too. */
export async function updateAgentDetails(
  db: Db,
  booking: BookingRow,
  input: v.InferOutput<typeof agentsAdditionalDetailsSchema>,
) {
  await db.transaction().execute(async (trx) => {
    const t = bookingDb(trx);
    const updated = await t
      .updateTable('booking_details')
      .set({ agent_ref: input.agentRef, agent_notes: input.agentNotes })
      .where('booking_id', '=', booking.id)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) {
      await t
        .insertInto('booking_details')
        .values({
          booking_id: booking.id,
          agent_ref: input.agentRef,
          agent_notes: input.agentNotes,
          product: null,
          terms_accepted_at: null,
          payment_token: newPaymentToken(),
          upgraded_at: null,
        })
        .execute();
    }
  });
  return { agentRef: input.agentRef, agentNotes: input.agentNotes };
}

/**
 * Extras change only while the booking's capabilities allow it; otherwise 409 with the one
 * reason: the hold lapsed, the quotation expired or its stay cannot be booked (assessStay's
 * message), or the booking is cancelled.
 */
async function assertExtrasOpen(db: Db, booking: BookingRow, nowMs: number) {
  const state = await bookingStateOf(db, booking, nowMs);
  if (!state.capabilities.extrasLocked) return;
  if (holdLapsedOf(booking, nowMs)) {
    await lapseHolds(db, nowMs, { bookingId: booking.id });
    throw errorsOf(409, bookingTexts.holdLapsed);
  }
  throw errorsOf(409, state.quote?.refusal ?? bookingTexts.extrasLocked);
}

/** Passengers change on anything but a cancelled booking. */
async function assertPassengersEditable(db: Db, booking: BookingRow, nowMs: number) {
  const state = await bookingStateOf(db, booking, nowMs);
  if (!state.capabilities.passengersEditable) throw cancelledRefusal();
}

/** Adds one unit of an extra at its price for the booking's stay. */
export async function addExtra(
  db: Db,
  booking: BookingRow,
  extraId: number,
  nowMs: number,
): Promise<number> {
  await assertExtrasOpen(db, booking, nowMs);
  const extra = (await activeExtras(db)).find((e) => e.id === extraId);
  const villa = await loadVillaSummary(db, booking.villa_id);
  const unit =
    extra && villa
      ? extraUnitPence(extra, {
          nights: booking.nights,
          poolHeatingPence: villa.poolHeatingPence,
          privatePool: villa.privatePool,
        })
      : null;
  const invalid = (error: string) =>
    new HttpError(422, { validationErrors: [{ field: 'extraId', error }] });
  if (!extra || unit === null) throw invalid(bookingTexts.extraNotOffered);
  if (extra.quote_only === 1) throw invalid(bookingTexts.poolHeatingQuoteOnly);
  return db.transaction().execute(async (trx) => {
    await lockBooking(trx, booking.id);
    const tdb = bookingDb(trx);
    const count = await tdb
      .selectFrom('booking_extras')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('booking_id', '=', booking.id)
      .where('extra_id', '=', extraId)
      .executeTakeFirstOrThrow();
    if (Number(count.n) >= extra.max_quantity) throw invalid(bookingTexts.extraMaxReached);
    const row = await tdb
      .insertInto('booking_extras')
      .values({
        booking_id: booking.id,
        extra_id: extraId,
        book_from: booking.arrival,
        book_nights: booking.nights,
        charge_pence: unit,
        created_at: toTimestamp(nowMs),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  });
}

/** Removes one booked unit; refused when payments already cover more than what would be left. */
export async function removeExtra(
  db: Db,
  booking: BookingRow,
  villaBookExtraId: number,
  nowMs: number,
): Promise<void> {
  await assertExtrasOpen(db, booking, nowMs);
  await db.transaction().execute(async (trx) => {
    await lockBooking(trx, booking.id);
    const tdb = bookingDb(trx);
    const row = await tdb
      .selectFrom('booking_extras')
      .innerJoin('extras', 'extras.id', 'booking_extras.extra_id')
      .select(['booking_extras.id', 'booking_extras.charge_pence', 'extras.quote_only'])
      .where('booking_extras.id', '=', villaBookExtraId)
      .where('booking_extras.booking_id', '=', booking.id)
      .executeTakeFirst();
    if (!row) {
      throw new HttpError(422, {
        validationErrors: [
          { field: 'villaBookExtraId', error: 'This extra is not on this booking' },
        ],
      });
    }
    // Pool heating is chosen while quoting or at checkout only, as addExtra says: removing its
    // row would not even lower the total, since the quotation's frozen pool heating counts again.
    if (row.quote_only === 1) {
      throw new HttpError(422, {
        validationErrors: [
          { field: 'villaBookExtraId', error: bookingTexts.poolHeatingNotRemovable },
        ],
      });
    }
    const money = await moneyOfBooking(trx, booking);
    if (money.paidPence > money.totalPence - row.charge_pence) {
      throw errorsOf(409, 'This extra has already been paid for - please call us to remove it.');
    }
    await tdb.deleteFrom('booking_extras').where('id', '=', row.id).execute();
  });
}
