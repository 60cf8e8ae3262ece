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
import type { Db } from '../db/schema';
import { insertStay, priceColumns } from '../property/bookings';
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
 */

/** Optional extra 12 is pool heating (docs/villa.md, Price), chosen only while quoting. */
const POOL_HEATING_EXTRA_ID = 12;

export class QuoteRefusedError extends Error {
  constructor(readonly problem: StayProblem) {
    super(problem);
    this.name = 'QuoteRefusedError';
  }
}

export interface NewQuote {
  villaId: number;
  agentUserId: number;
  arrival: string;
  nights: number;
  poolHeating: boolean;
}

/** Prices the stay with the property modules and stores it as a QUOTATION. */
export async function createQuote(
  db: Db,
  facts: VillaCalendarFacts,
  quote: NewQuote,
  nowMs: number,
): Promise<{ id: number; ref: string }> {
  const arrival = dayOf(quote.arrival);
  const problem = stayProblem(facts, arrival, quote.nights);
  if (problem) throw new QuoteRefusedError(problem);
  const price = priceOf(facts, arrival, quote.nights);
  const poolHeating = quote.poolHeating ? price.poolHeating : null;
  const expiresAt = quoteExpiresAt(nowMs);
  const { id, ref } = await insertStay(
    db,
    {
      status: 'QUOTATION',
      villa_id: quote.villaId,
      agent_user_id: quote.agentUserId,
      arrival: isoOf(arrival),
      departure: isoOf(arrival + quote.nights),
      nights: quote.nights,
      expires_at: expiresAt,
      ...priceColumns(price),
      pool_heating_pence: poolHeating?.totalPence ?? 0,
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
    try {
      await villaDb(db)
        .insertInto('quote_lines')
        .values(lines.map((line, position) => ({ ...line, booking_id: id, position })))
        .execute();
    } catch (error) {
      // No quote without its lines: take the half-written quote back.
      await db.deleteFrom('bookings').where('id', '=', id).execute();
      throw error;
    }
  }
  return { id, ref };
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
  const lines = await vdb
    .selectFrom('quote_lines')
    .select(['kind', 'code', 'name', 'quantity', 'amount_pence'])
    .where('booking_id', '=', row.id)
    .orderBy('position')
    .execute();
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
    quoteTotal: toPounds(quote.totalPence + quote.poolHeatingPence),
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
