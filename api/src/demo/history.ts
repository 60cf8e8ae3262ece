import type { FastifyBaseLogger } from 'fastify';
import {
  quoteExpiresAt,
  RESERVE_HOLD_MS,
  STATUSES_TAKING_NIGHTS,
  todayOf,
  isoOf,
} from '@villa/shared/contract';
import { toPounds } from '@villa/shared/format';
import { checkout, newPaymentToken, priceChosenExtras } from '../booking/checkout';
import { addCustomExtra } from '../booking/customExtras';
import { modifyReserve } from '../booking/modify';
import { settlePayment, startCardPayment } from '../booking/payments/cardPayments';
import type { PaymentProvider } from '../booking/payments/provider';
import { moneyOfBooking, type BookingRow } from '../booking/record';
import {
  assessStay,
  loadVillaSummary,
  type StayAssessment,
  type VillaSummary,
} from '../booking/stay';
import { bookingDb } from '../booking/tables';
import { officeDb } from '../agent-office/tables';
import type { Db } from '../db/schema';
import { insertStay, lapseHolds, priceColumns } from '../property/bookings';
import { villaVisibleToAgentsSql } from '../property/visibility';
import { toTimestamp } from '../time';
import { demoLead, demoPassengers, demoSurname } from './people';
import { demoDb } from './tables';

/*
 * The demo history of agent@demo.test: one booking in each state the booking pages can show,
 * and sent quotes in each state Sent Quotes can show, all dated relative to now so the demo
 * never goes stale. Every row is made the way the portal makes it: checkout, the hold's cancel
 * and lapse, card payments through the merchant side (startCardPayment, settlePayment: the one
 * stay writer takes each status change), custom extras through addCustomExtra, quotations
 * priced by assessStay and written by insertStay. Each booking is marked in demo_bookings, so
 * a refresh removes exactly those (their rows cascade) and nothing else the agent made.
 */

export const DEMO_AGENT_EMAIL = 'agent@demo.test';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Sent quotes beyond the three named ones, so Sent Quotes has pages to sort and filter. */
const MORE_QUOTES = 21;

/** What a refresh made: booking refs by the state they show, and the count of sent quotes. */
export interface DemoHistory {
  holdJustMade: string | null;
  holdHourLeft: string | null;
  lapsedHold: string | null;
  cancelled: string | null;
  awaitingDeposit: string[];
  partPaid: string | null;
  paidInFull: string | null;
  quoteAvailable: string | null;
  quoteExpiredWithExtras: string | null;
  quoteNoLongerAvailable: string | null;
  sentQuotes: number;
}

/** The card payment pages of the demo: no page opens, the payments are settled at once. */
const demoPaymentProvider: PaymentProvider = {
  name: 'demo',
  createPaymentPage: async (req) => ({ url: `demo:${req.reference}` }),
  closePaymentPages: async () => {},
  // The demo's history gives nothing back.
  refund: async () => ({ ok: false, reason: 'The demo provider makes no refunds.' }),
  readNotification: () => null,
};

const quietLog = { warn: () => {}, error: () => {} } as unknown as FastifyBaseLogger;

/** A demo booking as `cli demo show` lists it. */
export interface DemoBookingLine {
  ref: string;
  /** What its page shows: "hold", "hold lapsed", "cancelled", "waiting for payment", ... */
  state: string;
  agentRef: string;
}

/** The demo's bookings (not its quotes) as they stand now, oldest first. */
export async function listDemoBookings(db: Db, nowMs: number): Promise<DemoBookingLine[]> {
  const rows = await demoDb(db)
    .selectFrom('demo_bookings')
    .innerJoin('bookings', 'bookings.id', 'demo_bookings.booking_id')
    .selectAll('bookings')
    .where('bookings.status', '<>', 'QUOTATION')
    .orderBy('bookings.created_at')
    .execute();
  const lines: DemoBookingLine[] = [];
  for (const row of rows) {
    const money = await moneyOfBooking(db, row);
    const details = await bookingDb(db)
      .selectFrom('booking_details')
      .select('agent_ref')
      .where('booking_id', '=', row.id)
      .executeTakeFirst();
    const state =
      row.status === 'RESERVE'
        ? Date.parse(row.expires_at ?? '') > nowMs
          ? 'hold'
          : 'hold lapsed'
        : row.status === 'CANCELLED'
          ? row.cancel_reason === 'HOLD_LAPSED'
            ? 'hold lapsed'
            : 'cancelled'
          : row.status === 'PAYPENDING'
            ? 'waiting for payment'
            : money.outstandingPence > 0
              ? 'part paid'
              : 'paid in full';
    lines.push({ ref: row.ref, state, agentRef: details?.agent_ref ?? '' });
  }
  return lines;
}

/** Removes the demo rows of the last refresh (their passengers, extras, payments cascade). */
export async function removeDemoHistory(db: Db): Promise<number> {
  const ddb = demoDb(db);
  const marked = await ddb
    .selectFrom('demo_bookings')
    .innerJoin('bookings', 'bookings.id', 'demo_bookings.booking_id')
    .select(['bookings.id', 'bookings.ref'])
    .execute();
  if (marked.length === 0) return 0;
  await db.transaction().execute(async (trx) => {
    await officeDb(trx)
      .deleteFrom('sent_quotes')
      .where(
        'book_ref',
        'in',
        marked.map((m) => m.ref),
      )
      .execute();
    await trx
      .deleteFrom('bookings')
      .where(
        'id',
        'in',
        marked.map((m) => m.id),
      )
      .execute();
  });
  return marked.length;
}

/**
 * Replaces the demo history of agent@demo.test with a fresh one dated from `nowMs`. Does
 * nothing (and returns null) when the agent or the villas are missing.
 */
export async function refreshDemoHistory(db: Db, nowMs: number): Promise<DemoHistory | null> {
  const agent = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', DEMO_AGENT_EMAIL)
    .executeTakeFirst();
  if (!agent) return null;
  const villas = await db
    .selectFrom('villas')
    .select(['id', 'pool_heating_pence'])
    .where(villaVisibleToAgentsSql('villas.status'))
    .orderBy('id')
    .limit(60)
    .execute();
  if (villas.length === 0) return null;
  await removeDemoHistory(db);
  const maker = new DemoMaker(db, agent.id, nowMs, villas);
  return maker.make();
}

class DemoMaker {
  private nextVilla = 0;
  private readonly villaIds: number[];

  constructor(
    private readonly db: Db,
    private readonly agentId: number,
    private readonly nowMs: number,
    villas: { id: number; pool_heating_pence: number | null }[],
  ) {
    // Villas with pool heating first, so the demo shows it.
    this.villaIds = [...villas]
      .sort((a, b) => Number(b.pool_heating_pence !== null) - Number(a.pool_heating_pence !== null))
      .map((v) => v.id);
  }

  async make(): Promise<DemoHistory> {
    const now = this.nowMs;
    const holdJustMade = await this.book(0, 'reserve', now - 5 * MINUTE, 45, [
      { extraId: 1, quantity: 1 },
    ]);
    const holdHourLeft = await this.book(1, 'reserve', now - RESERVE_HOLD_MS + HOUR, 50, []);
    const lapsedHold = await this.book(5, 'reserve', now - 30 * HOUR, 55, []);
    if (lapsedHold) await lapseHolds(this.db, now, { bookingId: lapsedHold.id });
    const cancelled = await this.book(2, 'reserve', now - 5 * HOUR, 60, []);
    if (cancelled) await modifyReserve(this.db, cancelled, 'CANCEL', now - 4 * HOUR);

    // Waiting for payment: made within the last few hours, so no unpaid-booking deadline has
    // passed; one owes a deposit (arrival months away), one the whole price (arrival soon).
    const awaitingDeposit = await this.book(3, 'all', now - 3 * HOUR, 120, [
      { extraId: 12, quantity: 1 },
      { extraId: 7, quantity: 1 },
    ]);
    const awaitingFull = await this.book(6, 'all', now - 90 * MINUTE, 30, []);

    // Part paid: a declined card, then the deposit; a custom extra agreed later.
    const partPaid = await this.book(4, 'all', now - 12 * DAY, 150, [
      { extraId: 10, quantity: 1 },
      { extraId: 3, quantity: 2 },
    ]);
    if (partPaid) {
      await this.pay(partPaid, 'due', now - 12 * DAY + 20 * MINUTE, 'declined');
      await this.pay(partPaid, 'due', now - 12 * DAY + 30 * MINUTE, 'paid');
      await addCustomExtra(
        this.db,
        partPaid,
        {
          name: 'Private chef dinner',
          description:
            'A chef cooks a three-course dinner at the villa on the third evening, as agreed by phone.',
          amount: 180,
        },
        now - 6 * DAY,
      );
    }

    // Paid in full: a custom extra, the deposit, then the balance.
    const paidInFull = await this.book(7, 'all', now - 20 * DAY, 100, [
      { extraId: 2, quantity: 1 },
    ]);
    if (paidInFull) {
      await addCustomExtra(
        this.db,
        paidInFull,
        {
          name: 'Birthday cake and balloons',
          description: 'Delivered to the villa on the second evening, as agreed by phone.',
          amount: 45,
        },
        now - 20 * DAY + 30 * MINUTE,
      );
      // Within the 24 hours a booking waits for its deposit (the stay lifecycle's deadline).
      await this.pay(paidInFull, 'due', now - 20 * DAY + HOUR, 'paid');
      await this.pay(paidInFull, 'outstanding', now - 2 * DAY, 'paid');
    }

    const quotes = await this.quotes();
    return {
      holdJustMade: holdJustMade?.ref ?? null,
      holdHourLeft: holdHourLeft?.ref ?? null,
      lapsedHold: lapsedHold?.ref ?? null,
      cancelled: cancelled?.ref ?? null,
      awaitingDeposit: [awaitingDeposit, awaitingFull].flatMap((b) => (b ? [b.ref] : [])),
      partPaid: partPaid?.ref ?? null,
      paidInFull: paidInFull?.ref ?? null,
      ...quotes,
    };
  }

  /**
   * A bookable stay at `atMs` of `nights` nights, arriving about `daysAhead` days on: villa
   * after villa in turn, so the demo's stays spread over the portfolio.
   */
  private async freeStay(
    atMs: number,
    daysAhead: number,
    nights = 7,
  ): Promise<StayAssessment | null> {
    const today = todayOf(atMs);
    const count = this.villaIds.length;
    for (let k = 0; k < count; k += 1) {
      const villaId = this.villaIds[(this.nextVilla + k) % count];
      // The weeks no stay of the villa overlaps, in one query; assessStay then decides (and
      // prices) only those, which keeps a refresh to seconds on a busy portfolio.
      const from = today + daysAhead;
      const taken = await this.db
        .selectFrom('bookings')
        .select(['arrival', 'departure'])
        .where('villa_id', '=', villaId)
        .where('status', 'in', [...STATUSES_TAKING_NIGHTS])
        .where('arrival', '<', isoOf(from + 8 * 7 + nights))
        .where('departure', '>', isoOf(from))
        .execute();
      for (let week = 0; week < 8; week += 1) {
        const arrival = isoOf(from + week * 7);
        const departure = isoOf(from + week * 7 + nights);
        if (taken.some((t) => t.arrival < departure && t.departure > arrival)) continue;
        const villa = await this.villaSummary(villaId);
        if (!villa) break;
        const a = await assessStay(this.db, { propertyId: villaId, arrival, nights }, atMs, {
          villa,
        });
        if (a?.price && a.problem === null) {
          this.nextVilla = (this.nextVilla + k + 1) % count;
          return a;
        }
      }
    }
    return null;
  }

  private readonly villas = new Map<number, VillaSummary | null>();

  /** A villa's summary, read once per refresh. */
  private async villaSummary(villaId: number): Promise<VillaSummary | null> {
    if (!this.villas.has(villaId)) {
      this.villas.set(villaId, await loadVillaSummary(this.db, villaId));
    }
    return this.villas.get(villaId) ?? null;
  }

  private async mark(bookingId: number) {
    await demoDb(this.db).insertInto('demo_bookings').values({ booking_id: bookingId }).execute();
  }

  /** Checks out a free stay for customer `i` at `atMs`, as the checkout page would. */
  private async book(
    i: number,
    product: 'reserve' | 'all',
    atMs: number,
    daysAhead: number,
    extras: { extraId: number; quantity: number }[],
  ): Promise<BookingRow | null> {
    const stay = await this.freeStay(atMs, daysAhead);
    if (!stay) return null;
    const lead = demoLead(i, stay.arrival);
    const offered = extras.filter((e) => e.extraId !== 12 || stay.villa.poolHeatingPence !== null);
    const { bookRef } = await checkout(this.db, {
      product,
      userId: this.agentId,
      nowMs: atMs,
      input: {
        bookRef: '',
        propertyId: stay.villa.id,
        arrival: stay.arrival,
        nights: stay.nights,
        extras: offered,
        leadPassenger: lead,
        passengers: demoPassengers(i, stay.arrival),
        agentRef: `${demoSurname(i).toUpperCase()}-${stay.arrival.slice(5, 7)}`,
        agentNotes: i % 2 ? 'Customer celebrating a 40th birthday during the stay.' : '',
        termsAccepted: true,
      },
    });
    const row = await this.db
      .selectFrom('bookings')
      .selectAll()
      .where('ref', '=', bookRef)
      .executeTakeFirstOrThrow();
    await this.mark(row.id);
    return row;
  }

  /**
   * A card payment through the merchant side, as the booking page's payment would be:
   * `due` the amount due now, `outstanding` the whole balance; declined with the sandbox's
   * declining test card.
   */
  private async pay(
    booking: BookingRow,
    amount: 'due' | 'outstanding',
    atMs: number,
    outcome: 'paid' | 'declined',
  ) {
    const current = await this.db
      .selectFrom('bookings')
      .selectAll()
      .where('id', '=', booking.id)
      .executeTakeFirstOrThrow();
    const money = await moneyOfBooking(this.db, current);
    const pence = amount === 'due' ? money.dueNowPence - money.paidPence : money.outstandingPence;
    const start = await startCardPayment(this.db, demoPaymentProvider, {
      booking: current,
      userId: this.agentId,
      body: { amount: toPounds(pence), registeredDetails: 'AGENT' },
      nowMs: atMs,
    });
    const last4 = outcome === 'paid' ? '4242' : '0002';
    await settlePayment(
      this.db,
      {
        reference: start.paymentId,
        transactionId: `demo_${start.paymentId}`,
        outcome: outcome === 'paid' ? 'PAID' : 'DECLINED',
        amountPence: pence,
        reason: outcome === 'paid' ? null : 'Your card was declined by the card issuer.',
        cardSummary: `Visa ending ${last4}`,
        cardLastFour: last4,
      },
      atMs + 2 * MINUTE,
      quietLog,
    );
  }

  /** A quotation of a stay, priced by assessStay at `sentMs`, sent to customer `i`. */
  private async quote(
    stay: StayAssessment,
    sentMs: number,
    i: number,
    extras: { extraId: number; quantity: number }[] = [],
  ): Promise<string | null> {
    if (!stay.price) return null;
    const row = await insertStay(
      this.db,
      {
        status: 'QUOTATION',
        villa_id: stay.villa.id,
        agent_user_id: this.agentId,
        arrival: stay.arrival,
        departure: stay.departure,
        nights: stay.nights,
        expires_at: quoteExpiresAt(sentMs),
        ...priceColumns(stay.price),
        pool_heating_pence: 0,
      },
      sentMs,
    );
    await this.mark(row.id);
    const bdb = bookingDb(this.db);
    await bdb
      .insertInto('booking_details')
      .values({
        booking_id: row.id,
        agent_ref: '',
        agent_notes: '',
        product: null,
        terms_accepted_at: null,
        payment_token: newPaymentToken(),
        upgraded_at: null,
      })
      .execute();
    const priced = await priceChosenExtras(this.db, extras, {
      nights: stay.nights,
      poolHeatingPence: stay.villa.poolHeatingPence,
      privatePool: stay.villa.privatePool,
    });
    for (const extra of priced) {
      for (let n = 0; n < extra.quantity; n += 1) {
        await bdb
          .insertInto('booking_extras')
          .values({
            booking_id: row.id,
            extra_id: extra.extraId,
            book_from: stay.arrival,
            book_nights: stay.nights,
            charge_pence: extra.unitPence,
            created_at: toTimestamp(sentMs),
          })
          .execute();
      }
    }
    const lead = demoLead(i, stay.arrival);
    await officeDb(this.db)
      .insertInto('sent_quotes')
      .values({
        book_ref: row.ref,
        user_id: this.agentId,
        recipient_email: lead.clientEmail,
        recipient_message: '',
        outbox_id: null,
        sent_at: toTimestamp(sentMs + 5 * MINUTE),
      })
      .execute();
    return row.ref;
  }

  private async quotes() {
    const now = this.nowMs;
    const freshStay = await this.freeStay(now - DAY, 70);
    const quoteAvailable = freshStay
      ? await this.quote(freshStay, now - DAY, 0, [{ extraId: 2, quantity: 1 }])
      : null;
    const oldStay = await this.freeStay(now - 12 * DAY, 80);
    const quoteExpiredWithExtras = oldStay
      ? await this.quote(oldStay, now - 12 * DAY, 1, [
          { extraId: 2, quantity: 1 },
          { extraId: 3, quantity: 2 },
          { extraId: 9, quantity: 1 },
        ])
      : null;
    const quoteNoLongerAvailable = await this.quoteOfTakenStay(now - 3 * DAY);
    let sentQuotes = [quoteAvailable, quoteExpiredWithExtras, quoteNoLongerAvailable].filter(
      Boolean,
    ).length;
    // More, sent over the last four weeks: those sent more than a week ago have expired.
    for (let k = 0; k < MORE_QUOTES; k += 1) {
      const sentMs = now - ((k * 29) % 28) * DAY - (k % 5) * HOUR - 2 * HOUR;
      const stay = await this.freeStay(sentMs, 30 + ((k * 11) % 150), [7, 10, 14][k % 3]);
      if (stay && (await this.quote(stay, sentMs, k + 2))) sentQuotes += 1;
    }
    return { quoteAvailable, quoteExpiredWithExtras, quoteNoLongerAvailable, sentQuotes };
  }

  /**
   * A quote sent at `sentMs` whose nights another booking has taken since: the stay of a
   * confirmed booking of another channel (or, without one, of the demo's own deposit booking).
   */
  private async quoteOfTakenStay(sentMs: number): Promise<string | null> {
    const taken = await this.db
      .selectFrom('bookings')
      .select(['villa_id', 'arrival', 'nights'])
      .where('status', 'in', ['BOOKING', 'PAYPENDING'])
      .where('arrival', '>', isoOf(todayOf(this.nowMs) + 20))
      .where((eb) =>
        eb.or([eb('agent_user_id', 'is', null), eb('agent_user_id', '<>', this.agentId)]),
      )
      .orderBy('arrival')
      .orderBy('id')
      .limit(1)
      .executeTakeFirst();
    if (!taken) return null;
    const stay = await assessStay(
      this.db,
      { propertyId: taken.villa_id, arrival: taken.arrival, nights: taken.nights },
      sentMs,
    );
    return stay?.price ? this.quote(stay, sentMs, 2) : null;
  }
}
