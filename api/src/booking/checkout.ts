import { randomBytes } from 'node:crypto';
import type * as v from 'valibot';
import {
  bookingTexts,
  passengerStayErrors,
  nextStatus,
  POOL_HEATING_EXTRA_ID,
  stayProblemField,
  type BookingStatusCode,
  type checkoutRequestSchema,
  type CheckoutProduct,
  type CheckoutResponse,
  type ChosenExtra,
  type FieldError,
  dayOf,
  todayOf,
} from '@villa/shared/contract';
import { isUniqueViolation, transactionRetrying } from '../db/engine';
import type { Db } from '../db/schema';
import { errorsOf, HttpError } from '../errors';
import { requireKnownCountry } from '../countries';
import {
  applyStayEvent,
  balanceDueColumn,
  BookingConflictError,
  priceColumns,
  StayChangeRefused,
  writeStay,
} from '../property/bookings';
import { depositFor } from '../property/rules/pricing';
import { isBookingOverlapError } from '../property/seam';
import { toTimestamp } from '../time';
import { activeExtras, extraUnitPence, type ExtraFitFacts } from './extras';
import { findOwnBooking, quoteRefusalOf, type BookingRow } from './record';
import { assessStay, loadVillaSummary, type StayAssessment } from './stay';
import { additionalPassengerRows, leadPassengerColumns } from './passengerRows';
import { bookingDb } from './tables';

/*
 * Checkout: turns a stay (or a saved quotation) into a RESERVE hold or a PAYPENDING booking
 * with its lead passenger, passengers, extras and the agent's reference and notes, in one
 * transaction. The database refuses a stay that overlaps another (property/seam.ts); that
 * refusal becomes 409 "This property is no longer available to be booked" and nothing of the
 * attempt is kept.
 */

export type CheckoutInput = v.InferOutput<typeof checkoutRequestSchema>;

const ATTEMPTS = 4;

const validationError = (errors: FieldError[]) => new HttpError(422, { validationErrors: errors });

export const newPaymentToken = () => randomBytes(18).toString('base64url');

/** A second booking with the same generated ref: try another ref. */
const isRefCollision = (error: unknown) =>
  isUniqueViolation(error, { constraint: 'bookings_ref_key', columns: 'bookings.ref' });

interface PricedExtra {
  extraId: number;
  quantity: number;
  unitPence: number;
}

/** Checks the extras chosen for a stay and prices them; 422 for any that cannot be had. */
export async function priceChosenExtras(
  db: Db,
  chosen: readonly ChosenExtra[],
  stay: { nights: number } & ExtraFitFacts,
  prefix = 'extras',
): Promise<PricedExtra[]> {
  const catalogue = await activeExtras(db);
  const merged = new Map<number, { quantity: number; index: number }>();
  chosen.forEach((c, index) => {
    const seen = merged.get(c.extraId);
    merged.set(c.extraId, {
      quantity: (seen?.quantity ?? 0) + c.quantity,
      index: seen?.index ?? index,
    });
  });
  const errors: FieldError[] = [];
  const priced: PricedExtra[] = [];
  for (const [extraId, { quantity, index }] of merged) {
    const extra = catalogue.find((e) => e.id === extraId);
    const unit = extra ? extraUnitPence(extra, stay) : null;
    if (!extra || unit === null) {
      errors.push({ field: `${prefix}.${index}.extraId`, error: bookingTexts.extraNotOffered });
    } else if (quantity > extra.max_quantity) {
      errors.push({
        field: `${prefix}.${index}.quantity`,
        error: `At most ${extra.max_quantity} of ${extra.name} can be booked`,
      });
    } else {
      priced.push({ extraId, quantity, unitPence: unit });
    }
  }
  if (errors.length > 0) throw validationError(errors);
  return priced;
}

interface Prepared {
  quote: BookingRow | null;
  assessment: StayAssessment;
  extras: PricedExtra[];
}

async function prepare(
  db: Db,
  input: CheckoutInput,
  userId: number,
  nowMs: number,
): Promise<Prepared> {
  let quote: BookingRow | null = null;
  let stay: { propertyId: number; arrival: string; nights: number };
  if (input.bookRef) {
    quote = await findOwnBooking(db, input.bookRef, userId);
    const refusal = quoteRefusalOf(quote, nowMs);
    if (refusal) throw errorsOf(409, refusal);
    stay = { propertyId: quote.villa_id, arrival: quote.arrival, nights: quote.nights };
  } else {
    const missing: FieldError[] = [];
    if (input.propertyId === undefined)
      missing.push({ field: 'propertyId', error: 'Property id is required' });
    if (input.arrival === undefined)
      missing.push({ field: 'arrival', error: 'Arrival date is required' });
    if (input.nights === undefined) missing.push({ field: 'nights', error: 'Nights is required' });
    if (missing.length > 0) throw validationError(missing);
    stay = { propertyId: input.propertyId!, arrival: input.arrival!, nights: input.nights! };
  }

  const assessment = await assessStay(db, stay, nowMs);
  if (!assessment) {
    // A withdrawn villa was on sale to agents; a draft or unknown id never was.
    const villa = await loadVillaSummary(db, stay.propertyId);
    if (villa?.status === 'WITHDRAWN') throw errorsOf(409, bookingTexts.notAvailable);
    throw validationError([{ field: 'propertyId', error: 'This villa does not exist' }]);
  }
  // The one reason (assessStay): taken nights are a 409, any other reason a 422 on its field.
  if (assessment.problem === 'TAKEN') throw errorsOf(409, assessment.message!);
  if (assessment.problem !== null || !assessment.price) {
    const problem = assessment.problem ?? 'NO_RATES';
    throw validationError([
      { field: stayProblemField(problem), error: assessment.message ?? bookingTexts.notAvailable },
    ]);
  }

  const extras = await priceChosenExtras(db, input.extras, {
    nights: assessment.nights,
    poolHeatingPence: assessment.villa.poolHeatingPence,
    privatePool: assessment.villa.privatePool,
  });
  const passengerErrors = passengerStayErrors(
    input.passengers,
    { arrival: assessment.arrival, maxOccupancy: assessment.villa.maxOccupancy },
    { leadDob: input.leadPassenger.dob },
  );
  if (passengerErrors.length > 0) throw validationError(passengerErrors);
  await requireKnownCountry(db, input.leadPassenger.addCountryId, 'leadPassenger.addCountryId');
  return { quote, assessment, extras };
}

/** Writes the booking and everything hanging off it; the caller owns the transaction. */
async function writeBooking(
  trx: Db,
  prepared: Prepared,
  input: CheckoutInput,
  product: CheckoutProduct,
  userId: number,
  nowMs: number,
): Promise<CheckoutResponse> {
  const { quote, assessment, extras } = prepared;
  const bdb = bookingDb(trx);
  const now = toTimestamp(nowMs);
  const event = { type: 'CHECKOUT', product } as const;
  const poolHeating = extras.find((e) => e.extraId === POOL_HEATING_EXTRA_ID);

  let bookingId: number;
  let ref: string;
  let status: BookingStatusCode;
  if (quote) {
    // A quote keeps its frozen price; the deposit is worked out for today, as a booking made now.
    const deposit = depositFor(
      quote.total_pence,
      { arrival: dayOf(quote.arrival), nights: quote.nights, today: todayOf(nowMs) },
      {
        depositPercent: assessment.villa.depositPercent,
        balanceDueDays: assessment.villa.balanceDueDays,
      },
    );
    status = await applyStayEvent(trx, quote, event, nowMs, {
      deposit_pence: deposit.amountPence,
      balance_due: balanceDueColumn(deposit),
      pool_heating_pence: poolHeating ? poolHeating.unitPence : 0,
    });
    bookingId = quote.id;
    ref = quote.ref;
    await bdb.deleteFrom('booking_extras').where('booking_id', '=', bookingId).execute();
    await bdb.deleteFrom('booking_passengers').where('booking_id', '=', bookingId).execute();
    await bdb.deleteFrom('booking_clients').where('booking_id', '=', bookingId).execute();
  } else {
    const transition = nextStatus(null, event);
    if (!transition.ok) throw errorsOf(409, transition.reason);
    status = transition.status;
    const row = await writeStay(
      trx,
      {
        status,
        villa_id: assessment.villa.id,
        agent_user_id: userId,
        arrival: assessment.arrival,
        departure: assessment.departure,
        nights: assessment.nights,
        ...priceColumns(assessment.price!),
        pool_heating_pence: poolHeating ? poolHeating.unitPence : 0,
      },
      nowMs,
    );
    bookingId = row.id;
    ref = row.ref;
  }

  await bdb
    .insertInto('booking_clients')
    .values({ booking_id: bookingId, ...leadPassengerColumns(input.leadPassenger, now) })
    .execute();
  if (input.passengers.length > 0) {
    await bdb
      .insertInto('booking_passengers')
      .values(additionalPassengerRows(bookingId, input.passengers, now))
      .execute();
  }
  const extraRows = extras.flatMap((e) =>
    Array.from({ length: e.quantity }, () => ({
      booking_id: bookingId,
      extra_id: e.extraId,
      book_from: assessment.arrival,
      book_nights: assessment.nights,
      charge_pence: e.unitPence,
      created_at: now,
    })),
  );
  if (extraRows.length > 0) await bdb.insertInto('booking_extras').values(extraRows).execute();

  const existing = await bdb
    .selectFrom('booking_details')
    .select('booking_id')
    .where('booking_id', '=', bookingId)
    .executeTakeFirst();
  const details = {
    agent_ref: input.agentRef,
    agent_notes: input.agentNotes,
    product,
    terms_accepted_at: now,
  };
  if (existing) {
    await bdb
      .updateTable('booking_details')
      .set(details)
      .where('booking_id', '=', bookingId)
      .execute();
  } else {
    await bdb
      .insertInto('booking_details')
      .values({
        booking_id: bookingId,
        ...details,
        payment_token: newPaymentToken(),
        upgraded_at: null,
      })
      .execute();
  }
  return { bookRef: ref, bookStatusCode: status };
}

/**
 * Checks out a stay or a quotation for the agent. 409 with "This property is no longer
 * available to be booked" when another stay holds any of its nights, even one written a
 * moment earlier by a racing request.
 */
export async function checkout(
  db: Db,
  args: { product: CheckoutProduct; input: CheckoutInput; userId: number; nowMs: number },
): Promise<CheckoutResponse> {
  const { product, input, userId, nowMs } = args;
  const prepared = await prepare(db, input, userId, nowMs);
  try {
    return await transactionRetrying(
      db,
      (trx) => writeBooking(trx, prepared, input, product, userId, nowMs),
      { attempts: ATTEMPTS, alsoRetry: isRefCollision },
    );
  } catch (error) {
    // Another stay took a night, or the office blocked one, while this checkout ran.
    if (isBookingOverlapError(error) || error instanceof BookingConflictError) {
      throw errorsOf(409, bookingTexts.notAvailable);
    }
    if (error instanceof StayChangeRefused) throw errorsOf(409, error.message);
    throw error;
  }
}
