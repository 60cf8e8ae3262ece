import {
  endpoints,
  fillPath,
  quoteExpiresAt,
  quoteExpiryOf,
  type QuoteSummary,
  type StayProblem,
  dayOf,
  isoOf,
} from '@villa/shared/contract';
import type { Selectable } from 'kysely';
import { lockRowForUpdate, transactionRetrying } from '../db/engine';
import type { Db } from '../db/schema';
import { quoteExpiryOfRow, quoteRecipientsOf } from '../booking/record';
import { bookingDb } from '../booking/tables';
import { priceColumns, writeStay } from '../property/bookings';
import type { BookingsTable } from '../property/tables';
import { toTimestamp } from '../time';
import { toPounds } from '@villa/shared/format';
import type { VillaCalendarFacts } from './facts';
import { priceOf, stayProblem } from './stay';
import { villaDb } from './tables';

/*
 * Quotations: an agent's priced offer of one stay, stored as a QUOTATION booking (it takes no
 * nights) with its price and extras frozen at the moment it was made, so the PDF and the Sent
 * Quotes list show what the customer was offered even if rates change later. A quote can be
 * booked until the contract's quoteExpiryOf says it has expired (quoteExpiresAt: the end of
 * the QUOTE_VALID_DAYS-th day after it was made, UTC, or its arrival day if that comes first).
 *
 * One quotation per agent, villa, stay, extras and customer while it is valid: asking again
 * (another visit to Send quote or Download) answers the one already made, as long as it has
 * not expired and still says what the villa page says today (the same price, deposit, balance
 * date and extras); otherwise a new one is made. Its customer is known once it has been
 * e-mailed: a quotation e-mailed to someone else is not reused for a customer named in the
 * request.
 */

/** Optional extra 12 is pool heating (docs/villa.md, Price), chosen only while quoting. */
const POOL_HEATING_EXTRA_ID = 12;

export class QuoteRefusedError extends Error {
  constructor(readonly problem: StayProblem) {
    super(problem);
    this.name = 'QuoteRefusedError';
  }
}

/** An extra of the quotation, checked and priced for the stay (checkout's priceChosenExtras). */
export interface QuotedExtra {
  extraId: number;
  quantity: number;
  unitPence: number;
}

export interface NewQuote {
  villaId: number;
  agentUserId: number;
  arrival: string;
  nights: number;
  poolHeating: boolean;
  /** Every other extra (not pool heating), already checked against the villa. */
  extras: readonly QuotedExtra[];
  /** The customer's e-mail when the agent named one (lower case); null otherwise. */
  customerEmail: string | null;
}

type QuoteRow = Selectable<BookingsTable>;

/** The stay's extras as a comparable text: "7:1x2500,9:2x4000". */
const extrasKey = (extras: readonly { extraId: number; unitPence: number }[]) =>
  [...extras]
    .map((e) => `${e.extraId}:${e.unitPence}`)
    .sort()
    .join(',');

/**
 * The agent's quotation of this stay that can answer the request instead of a new one: not
 * expired, at today's price (every column the PDF and the page read: price, discount,
 * commission, deposit, balance date, pool heating) with the same extras at today's prices,
 * and not e-mailed to someone other than the customer named. The latest such; null when none.
 */
async function reusableQuote(
  trx: Db,
  quote: NewQuote,
  frozen: ReturnType<typeof priceColumns> & { pool_heating_pence: number },
  nowMs: number,
): Promise<QuoteRow | null> {
  const candidates = (
    await trx
      .selectFrom('bookings')
      .selectAll()
      .where('status', '=', 'QUOTATION')
      .where('agent_user_id', '=', quote.agentUserId)
      .where('villa_id', '=', quote.villaId)
      .where('arrival', '=', quote.arrival)
      .where('nights', '=', quote.nights)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute()
  ).filter(
    (row) =>
      !quoteExpiryOfRow(row, nowMs).expired &&
      (Object.keys(frozen) as (keyof typeof frozen)[]).every((key) => row[key] === frozen[key]),
  );
  if (candidates.length === 0) return null;
  const ids = candidates.map((c) => c.id);
  const [extraRows, recipients] = await Promise.all([
    bookingDb(trx)
      .selectFrom('booking_extras')
      .select(['booking_id', 'extra_id', 'charge_pence'])
      .where('booking_id', 'in', ids)
      .execute(),
    quoteRecipientsOf(trx, candidates),
  ]);
  const wanted = extrasKey(
    quote.extras.flatMap((e) => Array.from({ length: e.quantity }, () => e)),
  );
  const sameExtras = candidates.filter(
    (c) =>
      extrasKey(
        extraRows
          .filter((r) => r.booking_id === c.id)
          .map((r) => ({ extraId: r.extra_id, unitPence: r.charge_pence })),
      ) === wanted,
  );
  if (quote.customerEmail === null) return sameExtras[0] ?? null;
  const sentTo = (c: QuoteRow) => recipients.get(c.ref);
  return (
    sameExtras.find((c) => sentTo(c)?.has(quote.customerEmail!)) ??
    sameExtras.find((c) => sentTo(c) === undefined) ??
    null
  );
}

/**
 * Prices the stay with the property modules and stores it as a QUOTATION with its extras, in
 * one transaction (all or nothing), or answers the agent's reusable quotation of it.
 */
export async function createQuote(
  db: Db,
  facts: VillaCalendarFacts,
  quote: NewQuote,
  nowMs: number,
): Promise<{ id: number; ref: string; reused: boolean }> {
  const arrival = dayOf(quote.arrival);
  const problem = stayProblem(facts, arrival, quote.nights);
  if (problem) throw new QuoteRefusedError(problem);
  const price = priceOf(facts, arrival, quote.nights);
  const poolHeating = quote.poolHeating ? price.poolHeating : null;
  const frozen = { ...priceColumns(price), pool_heating_pence: poolHeating?.totalPence ?? 0 };
  return transactionRetrying(db, async (trx) => {
    // One agent's quotations are made one at a time, so two clicks make one quotation.
    await lockRowForUpdate(trx, 'users', quote.agentUserId);
    const existing = await reusableQuote(trx, quote, frozen, nowMs);
    if (existing) return { id: existing.id, ref: existing.ref, reused: true };
    const { id, ref } = await writeStay(
      trx,
      {
        status: 'QUOTATION',
        villa_id: quote.villaId,
        agent_user_id: quote.agentUserId,
        arrival: isoOf(arrival),
        departure: isoOf(arrival + quote.nights),
        nights: quote.nights,
        expires_at: quoteExpiresAt(nowMs),
        ...frozen,
      },
      nowMs,
    );
    const lines = [
      ...price.discounts.map((d) => ({
        kind: 'DISCOUNT' as const,
        code: d.type,
        name: d.name,
        quantity: 1,
        amount_pence: d.amountPence,
      })),
      ...(poolHeating
        ? [
            {
              kind: 'EXTRA' as const,
              code: String(POOL_HEATING_EXTRA_ID),
              name: 'Pool heating',
              quantity: quote.nights,
              amount_pence: poolHeating.totalPence,
            },
          ]
        : []),
    ];
    if (lines.length > 0) {
      await villaDb(trx)
        .insertInto('quote_lines')
        .values(lines.map((line, position) => ({ ...line, booking_id: id, position })))
        .execute();
    }
    const extraRows = quote.extras.flatMap((e) =>
      Array.from({ length: e.quantity }, () => ({
        booking_id: id,
        extra_id: e.extraId,
        book_from: isoOf(arrival),
        book_nights: quote.nights,
        charge_pence: e.unitPence,
        created_at: toTimestamp(nowMs),
      })),
    );
    if (extraRows.length > 0) {
      await bookingDb(trx).insertInto('booking_extras').values(extraRows).execute();
    }
    return { id, ref, reused: false };
  });
}

export interface StoredQuote {
  id: number;
  ref: string;
  status: string;
  villaId: number;
  villaCode: string;
  villaName: string;
  agentUserId: number | null;
  arrival: string;
  departure: string;
  nights: number;
  expiresAt: string | null;
  originalPence: number;
  totalPence: number;
  commissionPence: number;
  commissionBp: number;
  depositPence: number;
  balanceDue: string | null;
  poolHeatingPence: number;
  /** The other extras' charges (booking_extras). */
  extrasPence: number;
  createdAt: string;
  lines: { kind: string; code: string; name: string; quantity: number; amountPence: number }[];
}

/** A quotation of an agent by reference; null when it is not theirs or not a quotation. */
export async function findQuote(
  db: Db,
  agentUserId: number,
  ref: string,
): Promise<StoredQuote | null> {
  const vdb = villaDb(db);
  const row = await vdb
    .selectFrom('bookings')
    .innerJoin('villas', 'villas.id', 'bookings.villa_id')
    .select([
      'bookings.id',
      'bookings.ref',
      'bookings.status',
      'bookings.villa_id',
      'bookings.agent_user_id',
      'bookings.arrival',
      'bookings.departure',
      'bookings.nights',
      'bookings.expires_at',
      'bookings.original_pence',
      'bookings.total_pence',
      'bookings.commission_pence',
      'bookings.deposit_pence',
      'bookings.balance_due',
      'bookings.pool_heating_pence',
      'bookings.created_at',
      'villas.code',
      'villas.name',
      'villas.commission_bp',
    ])
    .where('bookings.ref', '=', ref.toUpperCase())
    .where('bookings.agent_user_id', '=', agentUserId)
    .executeTakeFirst();
  if (!row) return null;
  const [lines, extras] = await Promise.all([
    vdb
      .selectFrom('quote_lines')
      .select(['kind', 'code', 'name', 'quantity', 'amount_pence'])
      .where('booking_id', '=', row.id)
      .orderBy('position')
      .execute(),
    bookingDb(db)
      .selectFrom('booking_extras')
      .select((eb) => eb.fn.sum<number>('charge_pence').as('n'))
      .where('booking_id', '=', row.id)
      .executeTakeFirst(),
  ]);
  return {
    id: row.id,
    ref: row.ref,
    status: row.status,
    villaId: row.villa_id,
    villaCode: row.code,
    villaName: row.name,
    agentUserId: row.agent_user_id,
    arrival: row.arrival,
    departure: row.departure,
    nights: row.nights,
    expiresAt: row.expires_at,
    originalPence: row.original_pence,
    totalPence: row.total_pence,
    commissionPence: row.commission_pence,
    commissionBp: row.commission_bp,
    depositPence: row.deposit_pence,
    balanceDue: row.balance_due,
    poolHeatingPence: row.pool_heating_pence,
    // PostgreSQL answers sums as text (bigint).
    extrasPence: Number(extras?.n ?? 0),
    createdAt: row.created_at,
    lines: lines.map((l) => ({
      kind: l.kind,
      code: l.code,
      name: l.name,
      quantity: l.quantity,
      amountPence: l.amount_pence,
    })),
  };
}

/** The quote as the page and the PDF show it. */
export function summaryOf(quote: StoredQuote): QuoteSummary {
  const depositAvailable = quote.balanceDue !== null && quote.depositPence < quote.totalPence;
  const poolHeating = quote.poolHeatingPence > 0 ? toPounds(quote.poolHeatingPence) : null;
  return {
    bookRef: quote.ref,
    propertyId: quote.villaId,
    propertyCode: quote.villaCode,
    arrival: quote.arrival,
    departure: quote.departure,
    nights: quote.nights,
    totalPrice: toPounds(quote.totalPence),
    originalPrice: toPounds(quote.originalPence),
    discounts: quote.lines
      .filter((l) => l.kind === 'DISCOUNT')
      .map((l) => ({ discountType: l.code, name: l.name, amount: toPounds(l.amountPence) })),
    poolHeating,
    quoteTotal: toPounds(quote.totalPence + quote.poolHeatingPence + quote.extrasPence),
    deposit: {
      available: depositAvailable,
      amount: toPounds(depositAvailable ? quote.depositPence : quote.totalPence),
      balanceDue: depositAvailable ? quote.balanceDue : null,
    },
    agentCommission: {
      rate: quote.commissionBp / 100,
      amount: toPounds(quote.commissionPence),
    },
    expires: quoteExpiryOf(quote, Date.parse(quote.createdAt)).expires,
    // Relative to the API, as the client's download takes it.
    pdfPath: fillPath(endpoints.villa.quotePdf.path, { ref: quote.ref }),
  };
}
