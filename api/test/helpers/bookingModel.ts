import fc from 'fast-check';
import { formatMoney, formatPence, toPence, toPounds } from '@villa/shared/format';
import type { LightMyRequestResponse } from 'fastify';
import {
  POOL_HEATING_EXTRA_ID,
  QUOTE_VALID_DAYS,
  type BookingResponse,
  type BookingStatusCode,
  type CardPaymentStartResponse,
  type CheckoutCompletedResponse,
  type CheckoutResponse,
  type CreateQuoteResponse,
  isoDayOfInstant,
  type OfficeBookingResponse,
  type OptionalExtrasResponse,
  type SentQuote,
} from '@villa/shared/contract';
import { DEMO, bearer, officeTokenFor } from './testApp';
import { moneyOfBookings } from '../../src/booking/record';
import { lead } from './checkoutData';
import { pdfText } from './pdfText';
import {
  DAY,
  HOUR,
  NIGHTS,
  readBooking,
  slotsOverlap,
  type RunStays,
  type Slot,
  type World,
} from './bookingWorld';

/*
 * A small model of what the portal promises about a villa's stays, and the commands two agents
 * play against the real API. The model predicts the outcome of each command (accepted or
 * refused, the status that follows, the money paid); after every command checkInvariants
 * compares the model with what the screens say:
 *   - paid never above the total, and the payments listed add up to it; every declined card
 *     is shown (amount, last four digits) and took nothing;
 *   - no two live stays of one villa overlap (by the API and in the database);
 *   - total, paid, outstanding and status agree across GET /bookings/{ref},
 *     /checkout-completed/{ref}, /quotes-sent and the text of the quotation PDF (its total, and
 *     each extra by name);
 *   - a quotation that can no longer be booked says so on Sent Quotes and is not sent again.
 */

export interface ModelBooking {
  ref: string;
  agent: 0 | 1;
  slot: Slot;
  status: BookingStatusCode;
  /** ms: a RESERVE hold is live before this. */
  holdUntil: number | null;
  /** ms: a PAYPENDING booking lapses at this unless money is received first (null: never). */
  depositUntil: number | null;
  /** ms: a QUOTATION can be booked before this. */
  quoteUntil: number | null;
  /** Sent to a customer, so listed under Sent Quotes. */
  sent: boolean;
  paidPence: number;
  /** Declined card payments, each kept as a trace in the payments area. */
  declined: number;
  /** Why it was cancelled, once it is (the contract's CANCEL_REASONS). */
  cancelReason?: string;
}

export interface Model {
  now: number;
  /** The clock when the run started: a run moves it at most MAX_ADVANCE on. */
  startedAt: number;
  bookings: ModelBooking[];
}

export interface Real {
  world: World;
  stays: RunStays;
  /**
   * What each quotation's PDF was last checked against: rendering one takes a fifth of a
   * second, so it is read again only when what it must show (total, extras, expiry) changed.
   */
  pdfChecked: Map<string, string>;
}

const MAX_ADVANCE = 32 * DAY;
const CARDS = { success: '4242 4242 4242 4242', decline: '4000 0000 0000 0002' };

// ---- the model's rules -------------------------------------------------------------------

const holdLive = (b: ModelBooking, now: number) =>
  b.status === 'RESERVE' && b.holdUntil !== null && now < b.holdUntil;

const depositLive = (b: ModelBooking, now: number) =>
  b.status === 'PAYPENDING' && (b.depositUntil === null || now < b.depositUntil);

/** Takes its nights: a live hold, a booking awaiting payment in time, a confirmed booking. */
const liveStay = (b: ModelBooking, now: number) =>
  b.status === 'BOOKING' || depositLive(b, now) || holdLive(b, now);

const slotFree = (m: Model, slot: Slot, except?: string) =>
  !m.bookings.some((b) => b.ref !== except && liveStay(b, m.now) && slotsOverlap(b.slot, slot));

const quoteExpired = (b: ModelBooking, now: number) =>
  b.status === 'QUOTATION' && b.quoteUntil !== null && now >= b.quoteUntil;

/**
 * A quotation that became its agent's own booking: the same agent holds or booked the same
 * stay, for the same customer when both are known (a quotation e-mailed to the family is not
 * the lead passenger's, whom the model books under another address).
 */
const quoteBookedAs = (m: Model, b: ModelBooking) =>
  b.status === 'QUOTATION' &&
  !b.sent &&
  m.bookings.some(
    (x) => x.ref !== b.ref && x.agent === b.agent && x.slot === b.slot && liveStay(x, m.now),
  );

const quoteBookable = (m: Model, b: ModelBooking) =>
  b.status === 'QUOTATION' && !quoteExpired(b, m.now) && slotFree(m, b.slot, b.ref);

const extrasLocked = (m: Model, b: ModelBooking) =>
  b.status === 'CANCELLED' || (b.status === 'QUOTATION' && !quoteBookable(m, b));

const takesPayments = (b: ModelBooking) => b.status === 'PAYPENDING' || b.status === 'BOOKING';

/**
 * Holds whose 24 hours have passed are cancelled (HOLD_LAPSED), and bookings whose deposit
 * was not paid within 24 hours (DEPOSIT_LAPSED).
 */
function lapseHolds(m: Model) {
  for (const b of m.bookings) {
    if (b.status === 'RESERVE' && !holdLive(b, m.now)) {
      b.status = 'CANCELLED';
      b.cancelReason = 'HOLD_LAPSED';
    }
    if (b.status === 'PAYPENDING' && !depositLive(b, m.now)) {
      b.status = 'CANCELLED';
      b.cancelReason = 'DEPOSIT_LAPSED';
    }
  }
}

/** A quote made now can be booked until the end of the QUOTE_VALID_DAYS-th day after today. */
const quoteUntilFrom = (now: number) => Math.floor(now / DAY) * DAY + (QUOTE_VALID_DAYS + 1) * DAY;

// ---- helpers ------------------------------------------------------------------------------

function fail(message: string): never {
  throw new Error(message);
}

function expectStatus(res: LightMyRequestResponse, codes: number[], what: string) {
  if (!codes.includes(res.statusCode)) {
    fail(`${what}: expected HTTP ${codes.join(' or ')}, got ${res.statusCode} ${res.body}`);
  }
}

function expectEqual<T>(actual: T, expected: T, what: string) {
  if (JSON.stringify(actual) !== JSON.stringify(expected)) {
    fail(`${what}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`);
  }
}

/**
 * The booking a command acts on: on an even pick one of those it is meant for (when there are
 * any), on an odd pick any booking, so that refusals are tried as well.
 */
function target(m: Model, pick: number, meantFor: (b: ModelBooking) => boolean = () => true) {
  const fitting = m.bookings.filter(meantFor);
  const from = pick % 2 === 0 && fitting.length > 0 ? fitting : m.bookings;
  return from[Math.floor(pick / 2) % from.length];
}

/** POST /checkout/{product}: a new stay, or a quotation with the extras its page has chosen. */
async function checkout(
  r: Real,
  agent: number,
  product: 'reserve' | 'all',
  source: { slot: Slot } | { quoteRef: string },
) {
  let stay: object;
  let extras: { extraId: number; quantity: number }[] = [];
  if ('quoteRef' in source) {
    const chosen = await r.world.get(agent, `/optional-extras?bookRef=${source.quoteRef}`);
    expectStatus(chosen, [200], 'GET /optional-extras of a quotation');
    extras = (chosen.json() as OptionalExtrasResponse).chosen;
    stay = { bookRef: source.quoteRef };
  } else {
    stay = { propertyId: r.stays.villaId, arrival: r.stays.arrivals[source.slot], nights: NIGHTS };
  }
  return r.world.post(agent, `/checkout/${product}`, {
    ...stay,
    extras,
    leadPassenger: lead(),
    passengers: [],
    agentRef: 'MODEL',
    agentNotes: '',
    termsAccepted: true,
  });
}

/** Starts a card payment of `amount` pounds; the provider's page URL when accepted. */
async function startPayment(r: Real, b: ModelBooking, amount: number, token: string | null) {
  return r.world.post(b.agent, `/booking-modify/card-payment/${b.ref}`, {
    amount,
    registeredDetails: 'AGENT',
    ...(token ? { paymentToken: token } : {}),
  });
}

function submitCard(r: Real, paymentUrl: string, card: string) {
  return r.world.t.app.inject({
    method: 'POST',
    url: paymentUrl,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      cardNumber: card,
      expiry: '12/30',
      cvc: '123',
      name: 'J Smith',
    }).toString(),
  });
}

/** After money was taken: PAYPENDING becomes BOOKING once the amount due now is paid. */
function afterPayment(b: ModelBooking, paidPence: number, dueNowPence: number) {
  b.paidPence = paidPence;
  if (b.status === 'PAYPENDING' && paidPence >= dueNowPence) b.status = 'BOOKING';
  // Money received: no deadline any more (a part payment is followed up, not lapsed).
  if (paidPence > 0) b.depositUntil = null;
}

// ---- commands -----------------------------------------------------------------------------

type Cmd = fc.AsyncCommand<Model, Real>;

/** An agent quotes a stay (optionally with pool heating), and may send it to the customer. */
class QuoteCmd implements Cmd {
  constructor(
    readonly agent: 0 | 1,
    readonly slot: Slot,
    readonly poolHeating: boolean,
    readonly send: boolean,
  ) {}
  check = () => true;
  async run(m: Model, r: Real) {
    const res = await r.world.post(this.agent, '/quotes', {
      propertyId: r.stays.villaId,
      arrival: r.stays.arrivals[this.slot],
      nights: NIGHTS,
      poolHeating: this.poolHeating,
    });
    if (!slotFree(m, this.slot)) {
      expectStatus(res, [409, 422], 'a quote of taken nights');
      return;
    }
    expectStatus(res, [201], 'a quote of free nights');
    const { quote, reused } = res.json() as CreateQuoteResponse;
    const ref = quote.bookRef;
    if (reused) {
      // The agent's own quotation of this stay, still valid, answered again.
      const earlier = m.bookings.find((b) => b.ref === ref);
      if (
        !earlier ||
        earlier.agent !== this.agent ||
        earlier.slot !== this.slot ||
        earlier.status !== 'QUOTATION' ||
        quoteExpired(earlier, m.now)
      ) {
        fail(`a quote answered again (${ref}) is not this agent's valid quotation of the stay`);
      }
      if (!this.send) return;
      const again = await r.world.post(this.agent, `/send-pdf/quote/${ref}`, {
        recipientEmail: 'family@example.com',
      });
      expectStatus(again, [202], 'sending a quote answered again');
      earlier.sent = true;
      return;
    }
    m.bookings.push({
      ref,
      agent: this.agent,
      slot: this.slot,
      status: 'QUOTATION',
      holdUntil: null,
      depositUntil: null,
      quoteUntil: quoteUntilFrom(m.now),
      sent: false,
      paidPence: 0,
      declined: 0,
    });
    if (!this.send) return;
    const sent = await r.world.post(this.agent, `/send-pdf/quote/${ref}`, {
      recipientEmail: 'family@example.com',
    });
    expectStatus(sent, [202], 'sending a new quote');
    m.bookings[m.bookings.length - 1].sent = true;
  }
  toString = () =>
    `quote(agent ${this.agent}, stay ${'ABC'[this.slot]}, pool ${this.poolHeating}${this.send ? ', sent' : ''})`;
}

/** The agent sends one of their quotations again: only one that can still be booked goes. */
class ResendQuoteCmd implements Cmd {
  constructor(readonly pick: number) {}
  check = (m: Readonly<Model>) => m.bookings.length > 0;
  async run(m: Model, r: Real) {
    const b = target(m, this.pick, (x) => x.status === 'QUOTATION');
    const res = await r.world.post(b.agent, `/send-pdf/quote/${b.ref}`, {
      recipientEmail: 'family@example.com',
    });
    if (!quoteBookable(m, b)) {
      expectStatus(res, [409], `sending again a ${b.status} that cannot be booked`);
      return;
    }
    expectStatus(res, [202], 'sending again a quotation that can be booked');
    b.sent = true;
  }
  toString = () => `send quote again(#${this.pick})`;
}

/** Checkout of a new stay, or of one of the agent's quotations: reserve (hold) or book. */
class CheckoutCmd implements Cmd {
  constructor(
    readonly agent: 0 | 1,
    readonly product: 'reserve' | 'all',
    readonly slot: Slot,
    /** Book the agent's own quotation number `quotePick` instead, when the agent has one. */
    readonly quotePick: number | null,
  ) {}
  check = () => true;
  async run(m: Model, r: Real) {
    const quotes = m.bookings.filter((b) => b.agent === this.agent && b.status === 'QUOTATION');
    const quote =
      this.quotePick !== null && quotes.length > 0 ? quotes[this.quotePick % quotes.length] : null;
    const totalBefore = quote ? (await readBooking(r.world, quote.agent, quote.ref)).total : null;
    const res = await checkout(
      r,
      this.agent,
      this.product,
      quote ? { quoteRef: quote.ref } : { slot: this.slot },
    );
    const accepted = quote ? quoteBookable(m, quote) : slotFree(m, this.slot);
    if (!accepted) {
      expectStatus(res, [409], 'checkout of a stay that cannot be booked');
      return;
    }
    expectStatus(res, [201], 'checkout of a bookable stay');
    const { bookRef, bookStatusCode } = res.json() as CheckoutResponse;
    const status = this.product === 'reserve' ? 'RESERVE' : 'PAYPENDING';
    expectEqual(bookStatusCode, status, 'status answered by checkout');
    const booking: ModelBooking = quote ?? {
      ref: bookRef,
      agent: this.agent,
      slot: this.slot,
      status,
      holdUntil: null,
      depositUntil: null,
      quoteUntil: null,
      sent: false,
      paidPence: 0,
      declined: 0,
    };
    if (quote) expectEqual(bookRef, quote.ref, 'a booked quotation keeps its reference');
    else m.bookings.push(booking);
    booking.status = status;
    booking.holdUntil = status === 'RESERVE' ? m.now + 24 * HOUR : null;
    booking.depositUntil = status === 'PAYPENDING' ? m.now + 24 * HOUR : null;
    if (totalBefore !== null) {
      const after = await readBooking(r.world, booking.agent, booking.ref);
      expectEqual(after.total, totalBefore, 'checkout charges the total the quotation showed');
    }
  }
  toString = () =>
    `checkout ${this.product}(agent ${this.agent}, ${
      this.quotePick === null
        ? `stay ${'ABC'[this.slot]}`
        : `quote #${this.quotePick} else stay ${'ABC'[this.slot]}`
    })`;
}

/** UPGRADE or CANCEL a reserve hold (any booking: the others must be refused). */
class ModifyReserveCmd implements Cmd {
  constructor(
    readonly way: 'UPGRADE' | 'CANCEL',
    readonly pick: number,
  ) {}
  check = (m: Readonly<Model>) => m.bookings.length > 0;
  async run(m: Model, r: Real) {
    const b = target(m, this.pick, (x) => holdLive(x, m.now));
    const res = await r.world.post(b.agent, `/booking-modify/modify-reserve/${b.ref}`, {
      way: this.way,
    });
    if (!holdLive(b, m.now)) {
      expectStatus(res, [409], `${this.way} of a ${b.status} that is no live hold`);
      return;
    }
    expectStatus(res, [200], `${this.way} of a live hold`);
    b.status = this.way === 'UPGRADE' ? 'PAYPENDING' : 'CANCELLED';
    if (this.way === 'CANCEL') b.cancelReason = 'AGENT_CANCELLED';
    b.holdUntil = null;
    b.depositUntil = this.way === 'UPGRADE' ? m.now + 24 * HOUR : null;
    expectEqual(res.json().bookStatusCode, b.status, `status answered by ${this.way}`);
  }
  toString = () => `${this.way.toLowerCase()}(#${this.pick})`;
}

/**
 * Time passes: holds and unpaid deposits lapse after 24 hours, quotations after their last day.
 */
class AdvanceClockCmd implements Cmd {
  constructor(readonly hours: number) {}
  check = (m: Readonly<Model>) => m.now + this.hours * HOUR - m.startedAt <= MAX_ADVANCE;
  async run(m: Model, r: Real) {
    r.world.t.clock.advance(this.hours * HOUR);
    m.now += this.hours * HOUR;
    await r.world.relogin();
    lapseHolds(m);
  }
  toString = () => `advance the clock ${this.hours} hours`;
}

/** A change of a booking's extras: the booking by `pick`, the offer or the unit by `which`. */
abstract class ExtrasCmd implements Cmd {
  constructor(
    readonly pick: number,
    readonly which: number,
  ) {}
  check = (m: Readonly<Model>) => m.bookings.length > 0;
  abstract run(m: Model, r: Real): Promise<void>;
  abstract toString(): string;

  /** The booking acted on (on an even pick, one whose extras are open) and how it reads now. */
  protected async booking(m: Model, r: Real) {
    const b = target(m, this.pick, (x) => !extrasLocked(m, x));
    return { b, before: await readBooking(r.world, b.agent, b.ref) };
  }

  protected async expectTotal(r: Real, b: ModelBooking, pence: number, what: string) {
    const after = await readBooking(r.world, b.agent, b.ref);
    expectEqual(toPence(after.total), pence, what);
  }
}

/** Adds one of the extras the booking page offers. */
class AddExtraCmd extends ExtrasCmd {
  async run(m: Model, r: Real) {
    const { b, before } = await this.booking(m, r);
    const offered = before.purchaseAbleExtras;
    const extra = offered.length > 0 ? offered[this.which % offered.length] : null;
    const res = await r.world.post(b.agent, `/booking-modify/optional-extras-add/${b.ref}`, {
      extraId: extra?.extraId ?? 1,
    });
    if (extrasLocked(m, b)) {
      expectStatus(res, [409], `adding an extra to a ${b.status} whose extras are locked`);
      return;
    }
    if (!extra) return;
    expectStatus(res, [200], `adding an offered extra to a ${b.status}`);
    await this.expectTotal(
      r,
      b,
      toPence(before.total) + toPence(extra.extraPrice),
      `total after adding ${extra.extraName}`,
    );
  }
  toString = () => `add extra(#${this.pick}, offer ${this.which})`;
}

/**
 * Removes one booked extra unit; refused when the payments already cover it, and for pool
 * heating, which is chosen only while quoting or at checkout.
 */
class RemoveExtraCmd extends ExtrasCmd {
  async run(m: Model, r: Real) {
    const { b, before } = await this.booking(m, r);
    const units = before.purchasedExtras
      .flatMap((g) => g.purchased.map((u) => ({ ...u, extraId: g.info.extraId })))
      .filter((u) => u.villaBookExtraId > 0);
    if (units.length === 0) return;
    const unit = units[this.which % units.length];
    const res = await r.world.post(b.agent, `/booking-modify/optional-extras-remove/${b.ref}`, {
      villaBookExtraId: unit.villaBookExtraId,
    });
    const total = toPence(before.total);
    if (extrasLocked(m, b)) {
      expectStatus(res, [409], `removing an extra of a ${b.status} whose extras are locked`);
    } else if (unit.extraId === POOL_HEATING_EXTRA_ID) {
      expectStatus(res, [422], 'removing pool heating from a booking');
      await this.expectTotal(r, b, total, 'total after pool heating was refused removal');
    } else if (b.paidPence > total - toPence(unit.bookChargeAmount)) {
      expectStatus(res, [409], 'removing an extra the payments already cover');
    } else {
      expectStatus(res, [200], `removing an extra of a ${b.status}`);
      await this.expectTotal(
        r,
        b,
        total - toPence(unit.bookChargeAmount),
        'total after removing an extra',
      );
    }
  }
  toString = () => `remove extra(#${this.pick}, unit ${this.which})`;
}

/**
 * One card payment: part (between the smallest and largest amount the page allows), the rest
 * (the outstanding balance), or a declined card.
 */
class PayCmd implements Cmd {
  constructor(
    readonly kind: 'part' | 'rest' | 'decline',
    readonly pick: number,
  ) {}
  check = (m: Readonly<Model>) => m.bookings.length > 0;
  async run(m: Model, r: Real) {
    const b = target(m, this.pick, takesPayments);
    const before = await readBooking(r.world, b.agent, b.ref);
    const bounds = before.cardPayment;
    if (!takesPayments(b) || !bounds || !bounds.allowed) {
      const res = await startPayment(r, b, bounds?.minimum || 10, before.paymentToken);
      expectStatus(res, [409, 422], `a card payment on a ${b.status} with nothing payable`);
      return;
    }
    const amount =
      this.kind === 'rest'
        ? bounds.maximum
        : this.kind === 'part'
          ? toPounds(Math.round((toPence(bounds.minimum) + toPence(bounds.maximum)) / 2))
          : bounds.minimum;
    const start = await startPayment(r, b, amount, before.paymentToken);
    expectStatus(start, [201], `starting a card payment of ${amount} on a ${b.status}`);
    const { paymentUrl } = start.json() as CardPaymentStartResponse;
    const page = await submitCard(
      r,
      paymentUrl,
      this.kind === 'decline' ? CARDS.decline : CARDS.success,
    );
    expectStatus(page, [200], 'the provider page taking a test card');
    if (this.kind === 'decline') {
      if (!page.body.includes('Payment declined')) fail('declined card not declined');
      b.declined += 1;
      const after = await readBooking(r.world, b.agent, b.ref);
      const trace = after.declinedPayments[after.declinedPayments.length - 1];
      expectEqual(
        trace && [toPence(trace.amount), trace.cardLastFour],
        [toPence(amount), CARDS.decline.slice(-4)],
        'the declined payment shown in the payments area',
      );
      return;
    }
    afterPayment(b, b.paidPence + toPence(amount), toPence(before.depositInfo.amount));
  }
  toString = () => `pay ${this.kind}(#${this.pick})`;
}

/**
 * A double click: two card payments started at the same moment (the balance, and the smallest
 * amount), then both provider pages paid at once. Exactly one may take money.
 */
class DoublePayCmd implements Cmd {
  constructor(readonly pick: number) {}
  check = (m: Readonly<Model>) => m.bookings.some(takesPayments);
  async run(m: Model, r: Real) {
    const b = target(m, this.pick, takesPayments);
    const before = await readBooking(r.world, b.agent, b.ref);
    const bounds = before.cardPayment;
    if (!takesPayments(b) || !bounds || !bounds.allowed) return;
    const amounts = [bounds.maximum, bounds.minimum];
    const starts = await Promise.all(
      amounts.map((a) => startPayment(r, b, a, before.paymentToken)),
    );
    for (const s of starts) expectStatus(s, [201, 409], 'one of two payments started at once');
    const started = starts
      .map((s, i) => ({ s, amount: amounts[i] }))
      .filter(({ s }) => s.statusCode === 201);
    if (started.length === 0) fail('neither of two payments started at once was taken');
    const pages = await Promise.all(
      started.map(({ s }) =>
        submitCard(r, (s.json() as CardPaymentStartResponse).paymentUrl, CARDS.success),
      ),
    );
    for (const p of pages) expectStatus(p, [200, 409, 422], 'a provider page of a double click');
    const after = await readBooking(r.world, b.agent, b.ref);
    const taken = toPence(after.agentSummary.paymentsReceived) - b.paidPence;
    if (!started.some(({ amount }) => toPence(amount) === taken)) {
      fail(
        `two payments started at once (${started.map((x) => x.amount).join(' and ')}) took ${formatPence(taken)} instead of exactly one of them`,
      );
    }
    afterPayment(b, b.paidPence + taken, toPence(before.depositInfo.amount));
  }
  toString = () => `pay twice at once(#${this.pick})`;
}

// ---- the office's money (issue 45) ---------------------------------------------------------

/** A staff member's session (opened directly: no code spent), made again as the clock moves. */
const staffSessions = new WeakMap<World, { token: string; at: number }>();
async function office(
  r: Real,
  method: 'GET' | 'POST',
  url: string,
  payload?: unknown,
): Promise<LightMyRequestResponse> {
  const { t } = r.world;
  let session = staffSessions.get(r.world);
  if (!session || Math.abs(t.clock() - session.at) > 10 * 60_000) {
    session = { token: await officeTokenFor(t, DEMO.staff), at: t.clock() };
    staffSessions.set(r.world, session);
  }
  return t.app.inject({
    method,
    url: `/api/office${url}`,
    headers: bearer(session.token),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

let bankReferences = 0;

/** The office records a bank transfer: half the balance, all of it, or more than is owed. */
class BankPayCmd implements Cmd {
  constructor(
    readonly kind: 'part' | 'rest' | 'over',
    readonly pick: number,
  ) {}
  check = (m: Readonly<Model>) => m.bookings.length > 0;
  async run(m: Model, r: Real) {
    const b = target(m, this.pick, takesPayments);
    const before = await readBooking(r.world, b.agent, b.ref);
    const owed = toPence(before.agentSummary.outstandingBalance);
    const open = takesPayments(b) && owed > 0;
    const pence =
      !open || this.kind === 'over'
        ? owed + 100
        : this.kind === 'rest'
          ? owed
          : Math.max(1, Math.floor(owed / 2));
    bankReferences += 1;
    const res = await office(r, 'POST', `/bookings/${b.ref}/payments`, {
      amount: toPounds(pence),
      receivedOn: isoDayOfInstant(r.world.t.clock()),
      reference: `MODEL-${bankReferences}`,
      method: 'BANK_TRANSFER',
    });
    if (!open || this.kind === 'over') {
      expectStatus(res, [409], `a bank payment over what a ${b.status} owes`);
      return;
    }
    expectStatus(res, [201], `a bank payment of ${formatPence(pence)} on a ${b.status}`);
    afterPayment(b, b.paidPence + pence, toPence(before.depositInfo.amount));
  }
  toString = () => `bank pay ${this.kind}(#${this.pick})`;
}

/** The office refunds part (or more than is left) of a booking's latest payment. */
class RefundCmd implements Cmd {
  constructor(
    readonly kind: 'part' | 'over',
    readonly pick: number,
  ) {}
  check = (m: Readonly<Model>) => m.bookings.some((b) => b.paidPence > 0);
  async run(m: Model, r: Real) {
    const b = target(m, this.pick, (x) => x.paidPence > 0);
    const read = await office(r, 'GET', `/bookings/${b.ref}`);
    expectStatus(read, [200], 'the office reading a booking');
    const payments = (read.json() as OfficeBookingResponse).paymentsReceived;
    for (const p of payments) {
      if (p.refundable < 0 || p.refunded > p.amount) fail(`${b.ref}: a refund above its payment`);
    }
    const payment = [...payments].reverse().find((p) => p.refundable > 0);
    if (!payment) return;
    const left = toPence(payment.refundable);
    const pence = this.kind === 'over' ? left + 1 : Math.max(1, Math.floor(left / 2));
    const res = await office(r, 'POST', `/bookings/${b.ref}/refunds`, {
      paymentId: payment.paymentId,
      amount: toPounds(pence),
      reason: 'Model refund',
    });
    if (this.kind === 'over') {
      expectStatus(res, [409], 'a refund above what is left of its payment');
      return;
    }
    expectStatus(res, [201], `a refund of ${formatPence(pence)}`);
    b.paidPence -= pence;
  }
  toString = () => `refund ${this.kind}(#${this.pick})`;
}

const agentArb = fc.constantFrom<0 | 1>(0, 1);
const slotArb = fc.constantFrom<Slot>(0, 1, 2);
const pickArb = fc.nat(15);

const quoteArb = fc
  .tuple(agentArb, slotArb, fc.boolean(), fc.boolean())
  .map(([agent, slot, pool, send]) => new QuoteCmd(agent, slot, pool, send));
const checkoutArb = fc
  .tuple(
    agentArb,
    fc.constantFrom<'reserve' | 'all'>('reserve', 'all'),
    slotArb,
    fc.option(pickArb),
  )
  .map(([agent, product, slot, quote]) => new CheckoutCmd(agent, product, slot, quote));

/**
 * Every command; those that make stays come twice, so that most runs have several stays to act
 * on.
 */
export const allCommands = [
  quoteArb,
  quoteArb,
  checkoutArb,
  checkoutArb,
  fc
    .tuple(fc.constantFrom<'UPGRADE' | 'CANCEL'>('UPGRADE', 'CANCEL'), pickArb)
    .map(([way, pick]) => new ModifyReserveCmd(way, pick)),
  fc.constantFrom(1, 23, 25, 15 * 24).map((hours) => new AdvanceClockCmd(hours)),
  pickArb.map((pick) => new ResendQuoteCmd(pick)),
  fc.tuple(pickArb, fc.nat(20)).map(([pick, which]) => new AddExtraCmd(pick, which)),
  fc.tuple(pickArb, fc.nat(5)).map(([pick, which]) => new RemoveExtraCmd(pick, which)),
  fc
    .tuple(fc.constantFrom<'part' | 'rest' | 'decline'>('part', 'rest', 'decline'), pickArb)
    .map(([kind, pick]) => new PayCmd(kind, pick)),
  pickArb.map((pick) => new DoublePayCmd(pick)),
  fc
    .tuple(fc.constantFrom<'part' | 'rest' | 'over'>('part', 'rest', 'over'), pickArb)
    .map(([kind, pick]) => new BankPayCmd(kind, pick)),
  fc
    .tuple(fc.constantFrom<'part' | 'over'>('part', 'part', 'over'), pickArb)
    .map(([kind, pick]) => new RefundCmd(kind, pick)),
];

// ---- invariants ---------------------------------------------------------------------------

const overlaps = (a: { arrival: string; departure: string }, b: typeof a) =>
  a.arrival < b.departure && b.arrival < a.departure;

/** Every invariant, for every booking of the run, as each screen and document shows it. */
export async function checkInvariants(m: Model, r: Real) {
  const { world } = r;
  const answers = new Map<string, BookingResponse>();
  for (const b of m.bookings) {
    const booking = await readBooking(world, b.agent, b.ref);
    answers.set(b.ref, booking);
    const where = `booking ${b.ref} (${b.status})`;
    const info = booking.bookingInfo;
    expectEqual(info.bookStatusCode, b.status, `${where}: status on GET /bookings`);
    expectEqual(
      info.depositDueBy === null ? null : Date.parse(info.depositDueBy),
      b.status === 'PAYPENDING' ? b.depositUntil : null,
      `${where}: when an unpaid booking lapses`,
    );
    expectEqual(info.cancelReason, b.cancelReason ?? null, `${where}: why it was cancelled`);

    // Money on the booking page.
    const total = toPence(booking.total);
    const paid = toPence(booking.agentSummary.paymentsReceived);
    const listed = booking.payments.reduce((sum, p) => sum + toPence(p.payAmount), 0);
    if (paid > total)
      fail(`${where}: paid ${formatPence(paid)} is above the total ${formatPence(total)}`);
    if (paid < 0) fail(`${where}: paid ${formatPence(paid)} is below zero`);
    expectEqual(paid, b.paidPence, `${where}: payments received`);
    expectEqual(listed, paid, `${where}: the payments listed add up to the payments received`);
    expectEqual(booking.declinedPayments.length, b.declined, `${where}: declined payments shown`);
    expectEqual(
      toPence(booking.agentSummary.outstandingBalance),
      b.status === 'CANCELLED' ? 0 : total - paid,
      `${where}: outstanding balance`,
    );
    if (b.status === 'CANCELLED') {
      expectEqual(booking.agentSummary.commissionAmount, 0, `${where}: commission`);
    }
    expectEqual(booking.extrasLocked, extrasLocked(m, b), `${where}: extras locked`);
    if (b.status === 'QUOTATION') {
      expectEqual(booking.quoteExpiry?.expired, quoteExpired(b, m.now), `${where}: quote expired`);
      expectEqual(
        booking.quoteAvailableToBeBooked,
        slotFree(m, b.slot, b.ref),
        `${where}: quote available to be booked`,
      );
      expectEqual(
        booking.quoteBookedAs !== null,
        quoteBookedAs(m, b),
        `${where}: the quotation became the agent's booking`,
      );
    }

    // The checkout-completed page.
    const done = await world.get(b.agent, `/checkout-completed/${b.ref}`);
    if (b.status === 'QUOTATION') {
      expectStatus(done, [404], `${where}: /checkout-completed of a quotation`);
    } else {
      expectStatus(done, [200], `${where}: /checkout-completed`);
      const page = done.json() as CheckoutCompletedResponse;
      expectEqual(toPence(page.total), total, `${where}: total on /checkout-completed`);
      expectEqual(page.bookStatusCode, b.status, `${where}: status on /checkout-completed`);
      expectEqual(toPence(page.paymentsReceived), paid, `${where}: paid on /checkout-completed`);
      expectEqual(
        toPence(page.outstandingBalance),
        toPence(booking.agentSummary.outstandingBalance),
        `${where}: outstanding on /checkout-completed`,
      );
      expectEqual(
        page.cancelReason,
        info.cancelReason,
        `${where}: cancel reason on /checkout-completed`,
      );
      if (b.status !== 'PAYPENDING') {
        expectEqual(page.deposit, null, `${where}: payment required within 24 hours`);
      }
      expectEqual(
        page.reserveReleaseDate,
        b.status === 'RESERVE' ? info.holdExpiresAt : null,
        `${where}: hold release date on /checkout-completed`,
      );
      if (b.status === 'CANCELLED') {
        expectEqual(page.agentCommission, 0, `${where}: commission on /checkout-completed`);
      }
    }
    // The quotation PDF.
    const pdfKey = JSON.stringify([
      booking.total,
      booking.purchasedExtras.map((g) => g.info.extraName),
      quoteExpired(b, m.now),
      booking.quoteAvailableToBeBooked,
      booking.quoteBookedAs?.bookRef ?? null,
    ]);
    if (b.status === 'QUOTATION' && r.pdfChecked.get(b.ref) !== pdfKey) {
      r.pdfChecked.set(b.ref, pdfKey);
      const pdf = await world.get(b.agent, `/quotes/${b.ref}/pdf`);
      if (quoteBookedAs(m, b)) {
        expectStatus(pdf, [200], `${where}: PDF of a quotation that was booked`);
        if (!pdfText(pdf.rawPayload).includes('This quotation was booked: booking')) {
          fail(`${where}: the PDF of a quotation that was booked does not say so`);
        }
      } else if (quoteExpired(b, m.now)) {
        expectStatus(pdf, [409], `${where}: PDF of an expired quotation`);
      } else if (pdf.statusCode !== 409 || booking.quoteAvailableToBeBooked) {
        expectStatus(pdf, [200], `${where}: quotation PDF`);
        const text = pdfText(pdf.rawPayload);
        if (!text.includes(`Total price\n${formatMoney(booking.total)}`)) {
          fail(
            `${where}: the quotation PDF's total is not ${formatMoney(booking.total)}:\n${text}`,
          );
        }
        for (const group of booking.purchasedExtras) {
          if (!text.includes(group.info.extraName)) {
            fail(`${where}: the quotation PDF does not list ${group.info.extraName}`);
          }
        }
      }
    }
  }

  // Sent Quotes, per agent.
  for (const agent of [0, 1] as const) {
    const sent = m.bookings.filter((b) => b.agent === agent && b.sent);
    if (sent.length === 0) continue;
    const res = await world.get(agent, '/quotes-sent');
    expectStatus(res, [200], 'GET /quotes-sent');
    const listed = (res.json() as { quoteDetails: SentQuote[] }).quoteDetails;
    for (const b of sent) {
      const where = `sent quote ${b.ref} (${b.status})`;
      const row = listed.find((q) => q.bookRef === b.ref);
      if (!row) fail(`${where} is not listed under Sent Quotes`);
      const booking = answers.get(b.ref)!;
      expectEqual(toPence(row.total), toPence(booking.total), `${where}: total on /quotes-sent`);
      expectEqual(
        row.bookedStatus,
        b.status === 'QUOTATION' && slotFree(m, b.slot, b.ref) ? 'AVAILABLE' : 'BOOKED',
        `${where}: booked status on /quotes-sent`,
      );
      if (b.status === 'QUOTATION') {
        expectEqual(
          row.quoteExpiry.expired,
          quoteExpired(b, m.now),
          `${where}: expired on /quotes-sent`,
        );
      }
      expectEqual(
        row.notBookableReason === null,
        quoteBookable(m, b),
        `${where}: Sent Quotes says whether it can be booked (${row.notBookableReason})`,
      );
    }
  }

  // No two live stays of the villa overlap: as the API shows them, and in the database.
  const live = m.bookings
    .map((b) => ({ b, booking: answers.get(b.ref)! }))
    .filter(({ booking }) => {
      const { bookStatusCode: status, holdExpiresAt, depositDueBy } = booking.bookingInfo;
      if (status === 'BOOKING') return true;
      if (status === 'PAYPENDING') return depositDueBy === null || Date.parse(depositDueBy) > m.now;
      return status === 'RESERVE' && holdExpiresAt !== null && Date.parse(holdExpiresAt) > m.now;
    })
    .map(({ b, booking }) => ({ ref: b.ref, ...booking.propertyBookingInfo }));
  const stored = (
    await world.t.services.db
      .selectFrom('bookings')
      .select(['ref', 'arrival', 'departure', 'status', 'expires_at'])
      .where('villa_id', '=', r.stays.villaId)
      .where('status', 'in', ['RESERVE', 'PAYPENDING', 'BOOKING'])
      .execute()
  ).filter((s) =>
    s.status === 'RESERVE'
      ? s.expires_at !== null && Date.parse(s.expires_at) > m.now
      : s.status !== 'PAYPENDING' || s.expires_at === null || Date.parse(s.expires_at) > m.now,
  );
  for (const stays of [live, stored]) {
    for (const [i, a] of stays.entries()) {
      for (const b of stays.slice(i + 1)) {
        if (overlaps(a, b)) {
          fail(`live stays ${a.ref} and ${b.ref} of villa ${r.stays.villaId} overlap`);
        }
      }
    }
  }

  // The money of all the run's bookings read together (as the reminders' job and the
  // organisation dashboards read it), two bookings a query so that the groups cross queries,
  // agrees with each booking's page.
  if (m.bookings.length > 0) {
    const rows = await world.t.services.db
      .selectFrom('bookings')
      .selectAll()
      .where(
        'ref',
        'in',
        m.bookings.map((b) => b.ref),
      )
      .execute();
    const together = await moneyOfBookings(world.t.services.db, rows, 2);
    for (const row of rows) {
      const where = `booking ${row.ref} read with the others`;
      const booking = answers.get(row.ref)!;
      const money = together.get(row.id)!;
      expectEqual(money.totalPence, toPence(booking.total), `${where}: total`);
      expectEqual(
        money.paidPence,
        toPence(booking.agentSummary.paymentsReceived),
        `${where}: payments received`,
      );
      expectEqual(
        money.outstandingPence,
        toPence(booking.agentSummary.outstandingBalance),
        `${where}: outstanding balance`,
      );
    }
  }
}

/** Wraps each command so the invariants are checked after it, with its name in any failure. */
/**
 * How often each kind of command ran, and whether it changed a status or the money paid: to
 * see what a number of runs covers (MODEL_STATS=1 prints it after the runs).
 */
export const stats: Record<string, number> = {};

const snapshot = (m: Model) => JSON.stringify(m.bookings.map((b) => [b.status, b.paidPence]));

export function withInvariants(cmd: Cmd): Cmd {
  return {
    check: (m) => cmd.check(m),
    async run(m, r) {
      const before = snapshot(m);
      await cmd.run(m, r);
      const kind = cmd.toString().replace(/\(.*/, '');
      const key = `${kind}: ${snapshot(m) === before ? 'no change' : 'changed'}`;
      stats[key] = (stats[key] ?? 0) + 1;
      await checkInvariants(m, r);
    },
    toString: () => cmd.toString(),
  };
}
