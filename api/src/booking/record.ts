import type { Selectable } from 'kysely';
import {
  bookingCapabilities,
  bookingTexts,
  holdIsLive,
  instantOf,
  quoteExpiryOf,
  reminderLabelOf,
  type BookingCapabilities,
  type StayProblem,
  cardPaymentBounds,
  CHECK_IN_TIME,
  POOL_HEATING_EXTRA_ID,
  CHECK_OUT_TIME,
  passengerTypeAt,
  stayMoneyPence,
  villaRentalLine,
  type AdditionalPassenger,
  type BookingResponse,
  type LeadPassenger,
  type PurchasedExtraGroup,
  type QuoteBookedAs,
  takesNightsAt,
  refundTexts,
} from '@villa/shared/contract';
import { lockRowForUpdate } from '../db/engine';
import type { Db } from '../db/schema';
import { errorsOf, MESSAGES } from '../errors';
import { toPence, toPounds } from '@villa/shared/format';
import { officeDb } from '../agent-office/tables';
import { takesNightsSql } from '../property/seam';
import type { BookingsTable } from '../property/tables';
import { extraUnitPence, activeExtras } from './extras';
import { assessStays, loadVillaSummary, type VillaSummary } from './stay';
import { villaDb } from '../villa/tables';
import { bookingDb, type BookingClientsTable } from './tables';

/*
 * Reading a booking: the row, its children and the money. Totals (README.md):
 *   total       = villa price after discounts + extras + custom extras
 *   commission  = on the villa price only (extras are not commissionable)
 *   due now     = the deposit when one applies (balance_due set), otherwise the total
 *   outstanding = total - payments received
 */

export type BookingRow = Selectable<BookingsTable>;

/** The agent's own booking by reference; another agent's (or none) is a 404 on every call. */
export async function findOwnBooking(db: Db, ref: string, userId: number): Promise<BookingRow> {
  const row = /^[A-Z0-9]{2,20}$/i.test(ref)
    ? await db
        .selectFrom('bookings')
        .selectAll()
        .where('ref', '=', ref.toUpperCase())
        .where('agent_user_id', '=', userId)
        .executeTakeFirst()
    : undefined;
  if (!row) throw errorsOf(404, MESSAGES.notFound);
  return row;
}

/**
 * Holds the booking's row until the transaction ends (PostgreSQL), so two changes of one
 * booking's extras or payments queue instead of both reading the same totals. SQLite already
 * runs one writer at a time.
 */
export async function lockBooking(trx: Db, bookingId: number): Promise<void> {
  await lockRowForUpdate(trx, 'bookings', bookingId);
}

export interface Money {
  villaPence: number;
  extrasPence: number;
  customPence: number;
  totalPence: number;
  paidPence: number;
  outstandingPence: number;
  /** What must be paid to confirm: the deposit, or the total when no deposit applies. */
  dueNowPence: number;
  depositAvailable: boolean;
  /** The agent's commission on the villa price; none on a cancelled booking. */
  commissionPence: number;
}

/** A cancelled booking owes nothing and earns no commission; its total stays as it was. */
export function moneyOf(
  booking: Pick<
    BookingRow,
    'status' | 'total_pence' | 'deposit_pence' | 'balance_due' | 'commission_pence'
  >,
  extrasPence: number,
  customPence: number,
  paidPence: number,
): Money {
  // The contract's one breakdown rule (stayMoneyPence), as the villa page and checkout read it.
  const stay = stayMoneyPence({
    villaPence: booking.total_pence,
    extrasPence: extrasPence + customPence,
    depositPence: booking.balance_due !== null ? booking.deposit_pence : null,
  });
  const totalPence = stay.totalPence;
  const cancelled = booking.status === 'CANCELLED';
  const depositAvailable = !cancelled && stay.depositAvailable;
  return {
    villaPence: booking.total_pence,
    extrasPence,
    customPence,
    totalPence,
    paidPence,
    outstandingPence: cancelled ? 0 : totalPence - paidPence,
    dueNowPence: cancelled ? 0 : stay.dueNowPence,
    depositAvailable,
    commissionPence: cancelled ? 0 : booking.commission_pence,
  };
}

/** The card payment amount bounds of the booking's money (the same on the page and the call). */
export function paymentBoundsOf(
  money: Pick<Money, 'outstandingPence' | 'paidPence' | 'dueNowPence'>,
) {
  return cardPaymentBounds({
    outstandingBalance: toPounds(money.outstandingPence),
    paymentsReceived: toPounds(money.paidPence),
    depositAmount: toPounds(money.dueNowPence),
  });
}

/**
 * Pool heating a quotation carries on its row only (the villa page's quotes freeze it in
 * bookings.pool_heating_pence and quote_lines, not in booking_extras): it counts as an extra
 * until checkout writes it as a booking_extras row. Pence; 0 when none.
 */
const quotedPoolOf = (booking: Pick<BookingRow, 'pool_heating_pence'>, hasPoolExtra: boolean) =>
  booking.pool_heating_pence > 0 && !hasPoolExtra ? booking.pool_heating_pence : 0;

/** quotedPoolOf one booking, asking whether checkout wrote its pool heating as an extra. */
export async function quotedPoolHeatingPence(db: Db, booking: BookingRow): Promise<number> {
  if (booking.pool_heating_pence <= 0) return 0;
  const row = await bookingDb(db)
    .selectFrom('booking_extras')
    .select('id')
    .where('booking_id', '=', booking.id)
    .where('extra_id', '=', POOL_HEATING_EXTRA_ID)
    .executeTakeFirst();
  return quotedPoolOf(booking, row !== undefined);
}

/** What moneyOf reads of a booking's own row, and what the quotation's pool heating needs. */
export type MoneyFacts = Pick<
  BookingRow,
  | 'id'
  | 'status'
  | 'total_pence'
  | 'deposit_pence'
  | 'balance_due'
  | 'commission_pence'
  | 'pool_heating_pence'
>;

export type BookingMoney = Money & { quotedPoolPence: number };

/** Bookings per query: far below either engine's limit on a statement's parameters. */
const BOOKINGS_PER_QUERY = 500;

/**
 * The money of many bookings (moneyOf, with the quotation's pool heating among the extras),
 * by booking id, read with three grouped queries per BOOKINGS_PER_QUERY bookings rather than
 * four queries a booking: the reminders' minute job and the organisation dashboards read
 * every live booking of their kind.
 */
export async function moneyOfBookings(
  db: Db,
  bookings: readonly MoneyFacts[],
  perQuery = BOOKINGS_PER_QUERY,
): Promise<Map<number, BookingMoney>> {
  const bdb = bookingDb(db);
  const extras = new Map<number, { pence: number; poolExtra: boolean }>();
  const custom = new Map<number, number>();
  const paid = new Map<number, number>();
  for (let at = 0; at < bookings.length; at += perQuery) {
    const ids = bookings.slice(at, at + perQuery).map((b) => b.id);
    const [extraRows, customRows, paidRows, refundRows] = await Promise.all([
      bdb
        .selectFrom('booking_extras')
        .select((eb) => [
          'booking_id',
          eb.fn.sum<number>('charge_pence').as('n'),
          eb.fn
            .max<number>(
              eb.case().when('extra_id', '=', POOL_HEATING_EXTRA_ID).then(1).else(0).end(),
            )
            .as('pool'),
        ])
        .where('booking_id', 'in', ids)
        .groupBy('booking_id')
        .execute(),
      bdb
        .selectFrom('booking_custom_extras')
        .select((eb) => ['booking_id', eb.fn.sum<number>('charge_pence').as('n')])
        .where('booking_id', 'in', ids)
        .groupBy('booking_id')
        .execute(),
      bdb
        .selectFrom('payments')
        .select((eb) => ['booking_id', eb.fn.sum<number>('amount_pence').as('n')])
        .where('booking_id', 'in', ids)
        .groupBy('booking_id')
        .execute(),
      // Money given back (the office's refunds, migration 028): payments are read net of it.
      bdb
        .selectFrom('payment_refunds')
        .select((eb) => ['booking_id', eb.fn.sum<number>('amount_pence').as('n')])
        .where('booking_id', 'in', ids)
        .where('state', '=', 'DONE')
        .groupBy('booking_id')
        .execute(),
    ]);
    // PostgreSQL answers sums as text (bigint): Number() for both engines.
    for (const r of extraRows) {
      extras.set(r.booking_id, { pence: Number(r.n), poolExtra: Number(r.pool) === 1 });
    }
    for (const r of customRows) custom.set(r.booking_id, Number(r.n));
    for (const r of paidRows) paid.set(r.booking_id, Number(r.n));
    for (const r of refundRows) {
      paid.set(r.booking_id, (paid.get(r.booking_id) ?? 0) - Number(r.n));
    }
  }
  return new Map(
    bookings.map((booking) => {
      const own = extras.get(booking.id);
      const quotedPool = quotedPoolOf(booking, own?.poolExtra ?? false);
      const money = moneyOf(
        booking,
        (own?.pence ?? 0) + quotedPool,
        custom.get(booking.id) ?? 0,
        paid.get(booking.id) ?? 0,
      );
      return [booking.id, { ...money, quotedPoolPence: quotedPool }];
    }),
  );
}

/** The money of one booking (moneyOfBookings). */
export async function moneyOfBooking(db: Db, booking: MoneyFacts): Promise<BookingMoney> {
  return (await moneyOfBookings(db, [booking])).get(booking.id) as BookingMoney;
}

/**
 * The discounts taken off the villa price, each by name when the quotation kept them
 * (quote_lines), otherwise one "Discounts" line; nothing when none was taken.
 */
export async function discountLines(
  db: Db,
  booking: Pick<BookingRow, 'id' | 'discount_pence'>,
): Promise<{ name: string; amountPence: number }[]> {
  if (booking.discount_pence <= 0) return [];
  const lines = await villaDb(db)
    .selectFrom('quote_lines')
    .select(['name', 'amount_pence'])
    .where('booking_id', '=', booking.id)
    .where('kind', '=', 'DISCOUNT')
    .orderBy('position')
    .execute();
  const named = lines.reduce((sum, line) => sum + line.amount_pence, 0);
  // The named lines must account for the whole discount on the row, or the one total is shown.
  return named === booking.discount_pence
    ? lines.map((line) => ({ name: line.name, amountPence: line.amount_pence }))
    : [{ name: 'Discounts', amountPence: booking.discount_pence }];
}

export function leadPassengerOf(
  row: Selectable<BookingClientsTable> & { country_name: string | null },
): LeadPassenger {
  return {
    clientTitle: row.title,
    clientForename: row.forename,
    clientSurname: row.surname,
    clientTelephone: row.telephone,
    clientMobile: row.mobile,
    clientEmail: row.email,
    address1: row.address1,
    address2: row.address2,
    addTown: row.town,
    addCounty: row.county,
    addPostcode: row.postcode,
    addCountryId: row.country_id,
    countryName: row.country_name ?? '',
    dob: row.dob ?? '',
    isDriving: row.is_driving === '1' || row.is_driving === '0' ? row.is_driving : '',
  };
}

export async function readLeadPassenger(db: Db, bookingId: number): Promise<LeadPassenger | null> {
  const row = await bookingDb(db)
    .selectFrom('booking_clients')
    .leftJoin('countries', 'countries.id', 'booking_clients.country_id')
    .selectAll('booking_clients')
    .select('countries.name as country_name')
    .where('booking_clients.booking_id', '=', bookingId)
    .executeTakeFirst();
  return row ? leadPassengerOf(row) : null;
}

export async function readPassengers(
  db: Db,
  booking: Pick<BookingRow, 'id' | 'arrival'>,
): Promise<AdditionalPassenger[]> {
  const rows = await bookingDb(db)
    .selectFrom('booking_passengers')
    .selectAll()
    .where('booking_id', '=', booking.id)
    .orderBy('position')
    .execute();
  return rows.map((p) => ({
    title: p.title,
    forename: p.forename,
    surname: p.surname,
    dob: p.dob,
    isDriving: p.is_driving === '1' ? '1' : '0',
    passengerType: passengerTypeAt(p.dob, booking.arrival),
  }));
}

export async function readAgentDetails(db: Db, bookingId: number) {
  const row = await bookingDb(db)
    .selectFrom('booking_details')
    .selectAll()
    .where('booking_id', '=', bookingId)
    .executeTakeFirst();
  return row ?? null;
}

/** A quotation's state now: its expiry (the contract's one rule) and whether its stay can be booked. */
export interface QuoteState {
  expires: string;
  expired: boolean;
  /** Its stay can be booked now (assessStay). */
  available: boolean;
  /** assessStay's one reason its stay cannot be booked; null when it can. */
  problem: StayProblem | null;
  /** Why it cannot be checked out, in the agent's words; null when it can. */
  refusal: string | null;
  /** The agent's booking it became (quoteBookingsOf); null when none. */
  bookedAs: QuoteBookedAs | null;
}

/** What can be done with the booking now (the contract's bookingCapabilities), and why not. */
export interface BookingState {
  capabilities: BookingCapabilities;
  /** Only for a QUOTATION. */
  quote: QuoteState | null;
}

/** The contract's one quote-expiry rule (quoteExpiryOf), for a booking row. */
export const quoteExpiryOfRow = (
  booking: Pick<BookingRow, 'expires_at' | 'arrival'>,
  nowMs: number,
): { expires: string; expired: boolean } =>
  quoteExpiryOf({ expiresAt: booking.expires_at, arrival: booking.arrival }, nowMs);

/**
 * Why a booking cannot be checked out as a quotation whatever its stay, or null: it is no
 * longer a quotation, or it has expired.
 */
export function quoteRefusalOf(
  booking: Pick<BookingRow, 'status' | 'expires_at' | 'arrival'>,
  nowMs: number,
): string | null {
  if (booking.status !== 'QUOTATION') return bookingTexts.quoteNotBookable;
  return quoteExpiryOfRow(booking, nowMs).expired ? bookingTexts.quoteExpired : null;
}

/** Whether a quotation can be booked now: not expired, and its stay still bookable. */
export async function quoteStateOf(
  db: Db,
  booking: BookingRow,
  nowMs: number,
  villa?: VillaSummary,
): Promise<QuoteState> {
  const villas = villa ? new Map([[villa.id, villa]]) : undefined;
  return (await quoteStatesOf(db, [booking], nowMs, villas)).get(booking.id)!;
}

/**
 * The addresses each quotation was e-mailed to (lower case), by reference; a quotation only
 * downloaded, or never sent, has none: its customer is not known.
 */
export async function quoteRecipientsOf(
  db: Db,
  bookings: readonly Pick<BookingRow, 'ref'>[],
): Promise<Map<string, Set<string>>> {
  const recipients = new Map<string, Set<string>>();
  for (let at = 0; at < bookings.length; at += BOOKINGS_PER_QUERY) {
    const refs = bookings.slice(at, at + BOOKINGS_PER_QUERY).map((b) => b.ref);
    const rows = await officeDb(db)
      .selectFrom('sent_quotes')
      .select(['book_ref', 'recipient_email'])
      .where('kind', '=', 'EMAIL')
      .where('book_ref', 'in', refs)
      .execute();
    for (const row of rows) {
      const set = recipients.get(row.book_ref) ?? new Set<string>();
      set.add(row.recipient_email.trim().toLowerCase());
      recipients.set(row.book_ref, set);
    }
  }
  return recipients;
}

/**
 * The booking each quotation became, by booking id (absent when none):
 * - a quotation checked out itself is its own booking while that takes its nights (a live
 *   hold, a booking waiting for payment, a confirmed booking);
 * - a QUOTATION whose villa, arrival and nights its agent has since booked (a stay that takes
 *   nights now), for the same customer when both are known (the booking's lead passenger's
 *   e-mail among the addresses the quotation was e-mailed to), became that booking: the latest
 *   one. A lapsed or cancelled booking gives the quotation back (its nights are free again).
 * Two queries (the agent's stays, the quotations' recipients) whatever the number of quotations.
 */
export async function quoteBookingsOf(
  db: Db,
  bookings: readonly BookingRow[],
  nowMs: number,
): Promise<Map<number, QuoteBookedAs>> {
  const found = new Map<number, QuoteBookedAs>();
  const ownBookings = bookings.filter(
    (b) =>
      b.status !== 'QUOTATION' &&
      takesNightsAt({ status: b.status, expiresAtMs: instantOf(b.expires_at) }, nowMs),
  );
  // Checked out from the quotation itself: the booking page of the same reference.
  for (const b of ownBookings) found.set(b.id, { bookRef: b.ref, bookDate: b.created_at });
  const quotes = bookings.filter((b) => b.status === 'QUOTATION' && b.agent_user_id !== null);
  if (quotes.length === 0) return found;
  const stayKey = (b: Pick<BookingRow, 'agent_user_id' | 'villa_id' | 'arrival' | 'nights'>) =>
    `${b.agent_user_id}|${b.villa_id}|${b.arrival}|${b.nights}`;
  const [stays, recipients] = await Promise.all([
    bookingDb(db)
      .selectFrom('bookings as b')
      .leftJoin('booking_clients as c', 'c.booking_id', 'b.id')
      .select([
        'b.ref',
        'b.created_at',
        'b.agent_user_id',
        'b.villa_id',
        'b.arrival',
        'b.nights',
        'c.email',
      ])
      .where('b.agent_user_id', 'in', [...new Set(quotes.map((q) => q.agent_user_id!))])
      .where('b.villa_id', 'in', [...new Set(quotes.map((q) => q.villa_id))])
      .where('b.arrival', 'in', [...new Set(quotes.map((q) => q.arrival))])
      .where(takesNightsSql('b', nowMs))
      .orderBy('b.created_at', 'desc')
      .orderBy('b.id', 'desc')
      .execute(),
    quoteRecipientsOf(db, quotes),
  ]);
  const byStay = new Map<string, typeof stays>();
  for (const stay of stays) {
    const list = byStay.get(stayKey(stay)) ?? [];
    list.push(stay);
    byStay.set(stayKey(stay), list);
  }
  for (const quote of quotes) {
    const sentTo = recipients.get(quote.ref);
    const booked = (byStay.get(stayKey(quote)) ?? []).find((stay) => {
      const lead = stay.email?.trim().toLowerCase() ?? '';
      return !sentTo || lead === '' || sentTo.has(lead);
    });
    if (booked) found.set(quote.id, { bookRef: booked.ref, bookDate: booked.created_at });
  }
  return found;
}

/**
 * quoteStateOf for many quotations, with the same few queries whatever their number (the
 * Sent Quotes list); by booking id.
 */
export async function quoteStatesOf(
  db: Db,
  bookings: readonly BookingRow[],
  nowMs: number,
  villas?: ReadonlyMap<number, VillaSummary>,
): Promise<Map<number, QuoteState>> {
  const [assessments, bookedAs] = await Promise.all([
    assessStays(
      db,
      bookings.map((b) => ({ propertyId: b.villa_id, arrival: b.arrival, nights: b.nights })),
      nowMs,
      villas,
    ),
    quoteBookingsOf(db, bookings, nowMs),
  ]);
  return new Map(
    bookings.map((booking, i) => {
      const expiry = quoteExpiryOfRow(booking, nowMs);
      const assessment = assessments[i];
      const booked = bookedAs.get(booking.id) ?? null;
      const available = booked === null && assessment !== null && assessment.problem === null;
      // Booked first: its own booking is why its nights are taken, whatever its expiry says.
      const refusal = booked
        ? bookingTexts.quoteBooked
        : expiry.expired
          ? bookingTexts.quoteExpired
          : available
            ? null
            : (assessment?.message ?? bookingTexts.notAvailable);
      const problem = assessment ? assessment.problem : 'TAKEN';
      return [booking.id, { ...expiry, available, problem, refusal, bookedAs: booked }];
    }),
  );
}

/** The booking's capabilities now, from its status, its hold and (a quotation) its stay. */
export async function bookingStateOf(
  db: Db,
  booking: BookingRow,
  nowMs: number,
  villa?: VillaSummary,
): Promise<BookingState> {
  const quote =
    booking.status === 'QUOTATION' ? await quoteStateOf(db, booking, nowMs, villa) : null;
  const capabilities = bookingCapabilities(booking.status, {
    holdLive: holdIsLive(instantOf(booking.expires_at), nowMs),
    quoteBookable: quote !== null && quote.refusal === null,
  });
  return { capabilities, quote };
}

/** The reminders a booking sent, oldest first, as the booking page lists them. */
export async function remindersSentOf(db: Db, bookingId: number) {
  const rows = await bookingDb(db)
    .selectFrom('booking_reminders')
    .select(['kind', 'sent_at', 'deadline_at'])
    .where('booking_id', '=', bookingId)
    .orderBy('sent_at')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({
    kind: r.kind,
    label: reminderLabelOf(r.kind, Date.parse(r.sent_at), instantOf(r.deadline_at)),
    sentAt: r.sent_at,
  }));
}

/** The latest address a quotation was e-mailed to; null when never. */
async function quoteSentToOf(db: Db, booking: Pick<BookingRow, 'ref' | 'agent_user_id'>) {
  if (booking.agent_user_id === null) return null;
  const row = await officeDb(db)
    .selectFrom('sent_quotes')
    .select('recipient_email')
    .where('book_ref', '=', booking.ref)
    .where('user_id', '=', booking.agent_user_id)
    .where('kind', '=', 'EMAIL')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.recipient_email ?? null;
}

/** The whole booking as GET /bookings/{ref} answers it. */
export async function bookingResponse(
  db: Db,
  booking: BookingRow,
  nowMs: number,
): Promise<BookingResponse> {
  const bdb = bookingDb(db);
  const villa = await loadVillaSummary(db, booking.villa_id);
  if (!villa) throw errorsOf(404, MESSAGES.notFound);
  const [
    lead,
    passengers,
    details,
    extrasRows,
    customRows,
    payments,
    refunds,
    declines,
    catalogue,
    money,
  ] = await Promise.all([
    readLeadPassenger(db, booking.id),
    readPassengers(db, booking),
    readAgentDetails(db, booking.id),
    bdb
      .selectFrom('booking_extras')
      .innerJoin('extras', 'extras.id', 'booking_extras.extra_id')
      .select([
        'booking_extras.id',
        'booking_extras.extra_id',
        'booking_extras.book_from',
        'booking_extras.book_nights',
        'booking_extras.charge_pence',
        'extras.name',
        'extras.position',
      ])
      .where('booking_extras.booking_id', '=', booking.id)
      .orderBy('extras.position')
      .orderBy('booking_extras.id')
      .execute(),
    bdb
      .selectFrom('booking_custom_extras')
      .selectAll()
      .where('booking_id', '=', booking.id)
      .orderBy('id')
      .execute(),
    bdb
      .selectFrom('payments')
      .selectAll()
      .where('booking_id', '=', booking.id)
      .orderBy('created_at')
      .orderBy('id')
      .execute(),
    bdb
      .selectFrom('payment_refunds as r')
      .innerJoin('payments as p', 'p.id', 'r.payment_id')
      .select([
        'r.id',
        'r.amount_pence',
        'r.completed_at',
        'r.provider_refund_ref',
        'p.pay_type_desc',
      ])
      .where('r.booking_id', '=', booking.id)
      .where('r.state', '=', 'DONE')
      .execute(),
    bdb
      .selectFrom('payment_attempts')
      .select(['settled_at', 'created_at', 'amount_pence', 'card_last_four', 'decline_reason'])
      .where('booking_id', '=', booking.id)
      .where('state', '=', 'DECLINED')
      .orderBy('settled_at')
      .orderBy('created_at')
      .execute(),
    activeExtras(db),
    moneyOfBooking(db, booking),
  ]);

  const { capabilities, quote } = await bookingStateOf(db, booking, nowMs, villa);
  const locked = capabilities.extrasLocked;

  const groups = new Map<number, PurchasedExtraGroup>();
  for (const row of extrasRows) {
    let group = groups.get(row.extra_id);
    if (!group) {
      group = {
        info: { extraId: row.extra_id, extraName: row.name, datesEditable: false },
        purchased: [],
      };
      groups.set(row.extra_id, group);
    }
    group.purchased.push({
      villaBookExtraId: row.id,
      bookFrom: row.book_from,
      bookNights: row.book_nights,
      bookChargeAmount: toPounds(row.charge_pence),
    });
  }

  const quotedPool = money.quotedPoolPence;
  if (quotedPool > 0) {
    const name = catalogue.find((e) => e.id === POOL_HEATING_EXTRA_ID)?.name ?? 'Pool heating';
    groups.set(POOL_HEATING_EXTRA_ID, {
      info: { extraId: POOL_HEATING_EXTRA_ID, extraName: name, datesEditable: false },
      // Frozen on the quotation row: no booking_extras row, so no id to remove it by.
      purchased: [
        {
          villaBookExtraId: 0,
          bookFrom: booking.arrival,
          bookNights: booking.nights,
          bookChargeAmount: toPounds(quotedPool),
        },
      ],
    });
  }

  const stay = {
    nights: booking.nights,
    poolHeatingPence: villa.poolHeatingPence,
    privatePool: villa.privatePool,
  };
  const purchasable = locked
    ? []
    : catalogue
        .filter((e) => e.quote_only === 0)
        .filter((e) => (groups.get(e.id)?.purchased.length ?? 0) < e.max_quantity)
        .flatMap((e) => {
          const pence = extraUnitPence(e, stay);
          return pence === null
            ? []
            : [
                {
                  extraId: e.id,
                  extraName: e.name,
                  category: e.category,
                  extraPrice: toPounds(pence),
                  maxQuantity: e.max_quantity,
                },
              ];
        });

  const breakdown: { name: string; amount: number }[] = [
    { name: villaRentalLine(booking.nights), amount: toPounds(booking.original_pence) },
  ];
  breakdown.push(
    ...(await discountLines(db, booking)).map((d) => ({
      name: d.name,
      amount: -toPounds(d.amountPence),
    })),
  );
  for (const group of groups.values()) {
    const count = group.purchased.length;
    const pence = group.purchased.reduce((sum, p) => sum + toPence(p.bookChargeAmount), 0);
    breakdown.push({
      name: count > 1 ? `${group.info.extraName} x ${count}` : group.info.extraName,
      amount: toPounds(pence),
    });
  }
  for (const custom of customRows) {
    breakdown.push({ name: custom.name, amount: toPounds(custom.charge_pence) });
  }

  const paymentsOpen = capabilities.takesPayments;
  const bounds = paymentBoundsOf(money);

  return {
    bookingInfo: {
      bookRef: booking.ref,
      bookStatusCode: booking.status,
      bookDate: booking.created_at,
      holdExpiresAt: booking.status === 'RESERVE' ? booking.expires_at : null,
      depositDueBy: booking.status === 'PAYPENDING' ? booking.expires_at : null,
      cancelReason: booking.status === 'CANCELLED' ? booking.cancel_reason : null,
      cancelledAt: booking.status === 'CANCELLED' ? booking.cancelled_at : null,
    },
    propertyInfo: {
      propertyId: villa.id,
      villaCode: villa.code,
      villaName: villa.name,
      propertyTypeName: villa.propertyTypeName,
      bedrooms: villa.bedrooms,
      communityName: villa.communityName,
      maxOccupancy: villa.maxOccupancy,
    },
    propertyBookingInfo: {
      propertyId: villa.id,
      arrival: booking.arrival,
      departure: booking.departure,
      checkInTime: CHECK_IN_TIME,
      checkOutTime: CHECK_OUT_TIME,
      nights: booking.nights,
    },
    leadPassenger: lead,
    additionalPassengers: passengers,
    customerBreakdown: breakdown,
    agentSummary: {
      agentTotalCommissionable: toPounds(money.villaPence),
      agentTotalNonCommissionable: toPounds(money.extrasPence + money.customPence),
      commissionRate: villa.commissionBp / 100,
      commissionAmount: toPounds(money.commissionPence),
      paymentsReceived: toPounds(money.paidPence),
      outstandingBalance: toPounds(money.outstandingPence),
    },
    total: toPounds(money.totalPence),
    // Payments received and, as their own lines, the refunds given (oldest first).
    payments: [
      ...payments.map((p) => ({
        payTypeDesc: p.pay_type_desc,
        payReference: p.provider_ref,
        payDate: p.created_at,
        payAmount: toPounds(p.amount_pence),
      })),
      ...refunds.map((r) => ({
        payTypeDesc: refundTexts.lineOf(r.pay_type_desc),
        payReference: r.provider_refund_ref ?? `REFUND-${r.id}`,
        payDate: r.completed_at ?? '',
        payAmount: -toPounds(r.amount_pence),
      })),
    ].sort((a, b) => a.payDate.localeCompare(b.payDate)),
    declinedPayments: declines.map((d) => ({
      declinedAt: d.settled_at ?? d.created_at,
      amount: toPounds(d.amount_pence),
      cardLastFour: d.card_last_four,
      reason: d.decline_reason,
    })),
    depositInfo: {
      available: money.depositAvailable,
      amount: toPounds(money.dueNowPence),
      balanceDue: money.depositAvailable ? booking.balance_due : null,
    },
    paymentToken:
      paymentsOpen && money.outstandingPence > 0 ? (details?.payment_token ?? null) : null,
    cardPayment: paymentsOpen ? { ...bounds, allowed: money.outstandingPence > 0 } : null,
    purchasedExtras: [...groups.values()],
    purchaseAbleExtras: purchasable,
    extrasLocked: locked,
    purchasedCustomExtras: customRows.map((c) => ({
      customExtraName: c.name,
      customExtraDescription: c.description,
      bookChargeAmount: toPounds(c.charge_pence),
    })),
    agentsAdditionalDetails: {
      agentRef: details?.agent_ref ?? '',
      agentNotes: details?.agent_notes ?? '',
    },
    quoteAvailableToBeBooked: quote?.available ?? false,
    quoteExpiry: quote ? { expires: quote.expires, expired: quote.expired } : null,
    quoteUnavailableReason: quote?.refusal ?? null,
    quoteBookedAs: quote?.bookedAs ?? null,
    quoteSentTo: booking.status === 'QUOTATION' ? await quoteSentToOf(db, booking) : null,
    capabilities,
    remindersSent: await remindersSentOf(db, booking.id),
  };
}
