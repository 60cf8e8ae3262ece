import { writeFileSync } from 'node:fs';
import type {
  BookingResponse,
  CardPaymentStartResponse,
  CheckoutCompletedResponse,
  CheckoutRequest,
  CheckoutResponse,
  OptionalExtrasResponse,
  SentQuote,
} from '@villa/shared/contract';
import { formatMoney, formatPence, toPence } from '@villa/shared/format';
import { assessStay } from '../src/booking/stay';
import { dayOf, dayOfInstant, isoOf, weekdayOf } from '../src/property/days';
import { lead } from './helpers/checkoutData';
import { engines } from './helpers/engines';
import { pdfLines } from './helpers/pdfText';
import {
  DEMO,
  bearer,
  completeSignupOf,
  createTestApp,
  tokenFor,
  type TestApp,
} from './helpers/testApp';

/*
 * Every document and screen reads the booking as it is now: the quotation PDF and e-mail price
 * the stay as checkout charges it, the completed page follows a later cancel, lapse or payment,
 * a cancelled booking owes nothing, and a quote that cannot be booked is not sent again.
 */

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe.each(engines)('documents read the booking as it is now on %s', (engine) => {
  let t: TestApp;
  /** Villas a test here has used: each test books its own. */
  const used = new Set<number>();
  /** The demo agent's and the new agent's tokens; they log in again after the clock moves. */
  const tokens = { agent: '', other: '' };
  const logIn = async () => {
    [tokens.agent, tokens.other] = await Promise.all([
      tokenFor(t.app, DEMO.agent),
      tokenFor(t.app, DEMO.newAgent),
    ]);
  };
  const advance = async (ms: number) => {
    t.clock.advance(ms);
    await logIn();
  };

  beforeAll(async () => {
    t = await createTestApp(engine);
    // The second agent must have completed the signup, or every call is a 403 (signup gate).
    await completeSignupOf(t.services, DEMO.newAgent.email);
    await logIn();
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST', url: string, token: string, payload?: object) =>
    t.app.inject({ method, url: `/api${url}`, payload, headers: bearer(token) });
  const get = (url: string) => call('GET', url, tokens.agent);
  const post = (url: string, payload: object, token = tokens.agent) =>
    call('POST', url, token, payload);
  const read = async <T>(url: string) => {
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    return res.json() as T;
  };
  const outboxCount = async () =>
    Number(
      (
        await t.services.db
          .selectFrom('outbox')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  /**
   * A bookable stay on a villa no other test here uses: with pool heating and at least one
   * discount when asked (14 nights earn the long-stay discount where a villa gives it).
   */
  async function freeStay(want: { discounted?: boolean } = {}) {
    const villas = await t.services.db
      .selectFrom('villas')
      .select('id')
      .where('active', '=', 1)
      .where('pool_heating_pence', 'is not', null)
      .orderBy('id', 'desc')
      .limit(200)
      .execute();
    const today = dayOfInstant(t.clock());
    const nights = want.discounted ? 14 : 7;
    for (const { id } of villas) {
      if (used.has(id)) continue;
      for (let week = 0; week < 12; week += 1) {
        const arrival = isoOf(today + 60 + week * 7);
        const a = await assessStay(t.services.db, { propertyId: id, arrival, nights }, t.clock());
        if (!a || a.problem !== null) continue;
        if (want.discounted && a.price!.discounts.length === 0) break;
        used.add(id);
        return { propertyId: id, arrival, nights };
      }
    }
    throw new Error('no free stay found');
  }

  async function quote(stay: { propertyId: number; arrival: string; nights: number }) {
    const made = await post('/quotes', { ...stay, poolHeating: true });
    expect(made.statusCode).toBe(201);
    return (made.json() as { quote: { bookRef: string } }).quote.bookRef;
  }

  const checkoutBody = (extra: Partial<CheckoutRequest>): CheckoutRequest => ({
    extras: [],
    leadPassenger: lead(),
    passengers: [],
    agentRef: '',
    agentNotes: '',
    termsAccepted: true,
    ...extra,
  });

  async function checkout(product: 'reserve' | 'all', extra: Partial<CheckoutRequest>) {
    const res = await post(`/checkout/${product}`, checkoutBody(extra));
    expect(res.statusCode).toBe(201);
    return (res.json() as CheckoutResponse).bookRef;
  }

  /** The label and amount rows of the PDF's Price table, up to and including Total price. */
  function priceTable(lines: string[]): [string, string][] {
    const from = lines.indexOf('Price') + 1;
    const rows: [string, string][] = [];
    for (let i = from; i < lines.length; i += 2) {
      rows.push([lines[i], lines[i + 1]]);
      if (lines[i] === 'Total price') break;
    }
    return rows;
  }

  test("the quotation PDF shows the villa's first photo beside its short description", async () => {
    const stay = await freeStay({ discounted: false });
    const ref = await quote(stay);
    const pdf = await get(`/quotes/${ref}/pdf`);
    expect(pdf.statusCode).toBe(200);
    if (process.env.DUMP_PDF) writeFileSync(process.env.DUMP_PDF, pdf.rawPayload);
    const { short } = await t.services.db
      .selectFrom('villa_descriptions')
      .select('short')
      .where('villa_id', '=', stay.propertyId)
      .executeTakeFirstOrThrow();
    const text = pdfLines(pdf.rawPayload).join(' ').replace(/\s+/g, ' ');
    expect(text).toContain(`Your villa ${short.replace(/\s+/g, ' ')}`);
  });

  test('the quotation PDF and e-mail list villa price, each discount, pool heating, each extra, and the total checkout charges', async () => {
    const stay = await freeStay({ discounted: true });
    const ref = await quote(stay);
    for (const extraId of [1, 1, 3]) {
      expect(
        (await post(`/booking-modify/optional-extras-add/${ref}`, { extraId })).statusCode,
      ).toBe(200);
    }
    const quoted = await read<BookingResponse>(`/bookings/${ref}`);
    const assessment = await assessStay(t.services.db, stay, t.clock());
    const price = assessment!.price!;

    const pdf = await get(`/quotes/${ref}/pdf`);
    expect(pdf.statusCode).toBe(200);
    const rows = priceTable(pdfLines(pdf.rawPayload));
    const pool = quoted.purchasedExtras.find((g) => g.info.extraId === 12)!.purchased[0];
    expect(rows).toEqual([
      [`Villa rental (${stay.nights} nights)`, formatPence(price.originalPence)],
      ...price.discounts.map((d): [string, string] => [d.name, formatPence(-d.amountPence)]),
      ['Travel cot x 2', formatMoney(2 * 45)],
      ['Pushchair hire', formatMoney(6 * stay.nights)],
      ['Pool heating', formatMoney(pool.bookChargeAmount)],
      ['Total price', formatMoney(quoted.total)],
    ]);
    // The rows add up to the total, which is the booking's own total.
    const pence = (text: string) => toPence(text.replace(/[£,]/g, ''));
    const lines = rows.slice(0, -1).reduce((sum, [, amount]) => sum + pence(amount), 0);
    expect(lines).toBe(toPence(quoted.total));
    expect(toPence(quoted.total)).toBeGreaterThan(price.totalPence);

    // The e-mail carries the same rows and total.
    const before = await outboxCount();
    const sent = await post(`/send-pdf/quote/${ref}`, {
      recipientEmail: 'family@example.com',
      ccApiUser: false,
    });
    expect(sent.statusCode).toBe(202);
    expect(await outboxCount()).toBe(before + 1);
    const mail = await t.services.db
      .selectFrom('outbox')
      .select(['text_body', 'html_body'])
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    for (const [label, amount] of rows) {
      expect(mail.text_body).toContain(`${label}: ${amount}`);
      expect(mail.html_body).toContain(amount);
    }
    const listed = (await read<{ quoteDetails: SentQuote[] }>('/quotes-sent')).quoteDetails.find(
      (q) => q.bookRef === ref,
    )!;
    expect(listed).toMatchObject({ total: quoted.total, notBookableReason: null });

    // Checkout of the quotation with its extras charges exactly that total.
    const { chosen } = await read<OptionalExtrasResponse>(`/optional-extras?bookRef=${ref}`);
    expect(await checkout('all', { bookRef: ref, extras: chosen })).toBe(ref);
    const booked = await read<BookingResponse>(`/bookings/${ref}`);
    expect(booked.total).toBe(quoted.total);
    expect(booked.customerBreakdown).toEqual(quoted.customerBreakdown);

    // Booked: the quote cannot be sent (or printed) again, and the list says why.
    const again = await post(`/send-pdf/quote/${ref}`, { recipientEmail: 'family@example.com' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ errors: ['This quotation has already been booked.'] });
    expect((await get(`/quotes/${ref}/pdf`)).statusCode).toBe(409);
    expect(await outboxCount()).toBe(before + 1);
    const after = (await read<{ quoteDetails: SentQuote[] }>('/quotes-sent')).quoteDetails.find(
      (q) => q.bookRef === ref,
    )!;
    expect(after).toMatchObject({
      bookedStatus: 'BOOKED',
      total: booked.total,
      notBookableReason: 'This quotation has already been booked.',
    });
  });

  test('a quote whose nights were taken, that cannot start that day, or has expired is refused and nothing is queued', async () => {
    const send = (ref: string) =>
      post(`/send-pdf/quote/${ref}`, { recipientEmail: 'family@example.com' });
    const reasonListed = async (ref: string) =>
      (await read<{ quoteDetails: SentQuote[] }>('/quotes-sent')).quoteDetails.find(
        (q) => q.bookRef === ref,
      )?.notBookableReason;

    const taken = await freeStay();
    const takenRef = await quote(taken);
    expect((await send(takenRef)).statusCode).toBe(202);
    const res = await post('/checkout/all', checkoutBody(taken), tokens.other);
    expect(res.statusCode).toBe(201);

    const unbookable = await freeStay();
    const unbookableRef = await quote(unbookable);
    expect((await send(unbookableRef)).statusCode).toBe(202);
    // The villa no longer takes arrivals on that weekday (a bit a weekday).
    await t.services.db
      .updateTable('villas')
      .set({ unbookable_weekdays: 1 << weekdayOf(dayOf(unbookable.arrival)) })
      .where('id', '=', unbookable.propertyId)
      .execute();

    const before = await outboxCount();
    const refusals: [string, string][] = [
      [takenRef, 'This property is no longer available to be booked'],
      [unbookableRef, 'Stays cannot start on this day. Please choose a different date.'],
    ];
    for (const [ref, reason] of refusals) {
      const refused = await send(ref);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({ errors: [reason] });
      expect(await reasonListed(ref)).toBe(reason);
    }
    expect(await outboxCount()).toBe(before);

    const expiring = await quote(await freeStay());
    expect((await send(expiring)).statusCode).toBe(202);
    const queued = await outboxCount();
    await advance(15 * DAY);
    const late = await send(expiring);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ errors: ['This quotation has expired'] });
    expect(await reasonListed(expiring)).toBe('This quotation has expired');
    expect(await outboxCount()).toBe(queued);
  });

  describe('the completed page and the booking after checkout', () => {
    const completed = (ref: string) =>
      read<CheckoutCompletedResponse>(`/checkout-completed/${ref}`);

    test('a hold cancelled later is no longer held, owes nothing and earns no commission', async () => {
      const ref = await checkout('reserve', await freeStay());
      const held = await completed(ref);
      expect(held).toMatchObject({ reserve: true, bookStatusCode: 'RESERVE' });
      expect(held.reserveReleaseDate).not.toBeNull();
      expect(held.agentCommission).toBeGreaterThan(0);

      const cancel = await post(`/booking-modify/modify-reserve/${ref}`, { way: 'CANCEL' });
      expect(cancel.json()).toEqual({ bookStatusCode: 'CANCELLED' });
      const done = await completed(ref);
      expect(done).toMatchObject({
        bookStatusCode: 'CANCELLED',
        reserve: false,
        reserveReleaseDate: null,
        deposit: null,
        balanceDue: null,
        outstandingBalance: 0,
        agentCommission: 0,
        cancelReason: 'AGENT_CANCELLED',
        total: held.total,
      });
      const booking = await read<BookingResponse>(`/bookings/${ref}`);
      expect(booking.agentSummary).toMatchObject({ outstandingBalance: 0, commissionAmount: 0 });
      expect(booking.total).toBe(done.total);
    });

    test('a hold that lapsed says so, not held until a date', async () => {
      const ref = await checkout('reserve', await freeStay());
      await advance(25 * HOUR);
      expect(await completed(ref)).toMatchObject({
        bookStatusCode: 'CANCELLED',
        reserve: false,
        reserveReleaseDate: null,
        cancelReason: 'HOLD_LAPSED',
        outstandingBalance: 0,
        agentCommission: 0,
      });
    });

    test('a booking paid in full no longer asks for a deposit within 24hrs', async () => {
      const ref = await checkout('all', await freeStay());
      const due = await completed(ref);
      expect(due).toMatchObject({ bookStatusCode: 'PAYPENDING', paymentsReceived: 0 });
      expect(due.deposit).toBeGreaterThan(0);

      const { paymentToken, total } = await read<BookingResponse>(`/bookings/${ref}`);
      const start = await post(`/booking-modify/card-payment/${ref}`, {
        amount: total,
        registeredDetails: 'AGENT',
        paymentToken,
      });
      expect(start.statusCode).toBe(201);
      const { paymentUrl } = start.json() as CardPaymentStartResponse;
      const paid = await t.app.inject({
        method: 'POST',
        url: paymentUrl,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'cardNumber=4242424242424242&expiry=12%2F30&cvc=123&name=J+Smith',
      });
      expect(paid.statusCode).toBe(200);

      expect(await completed(ref)).toMatchObject({
        bookStatusCode: 'BOOKING',
        deposit: null,
        balanceDue: null,
        paymentsReceived: total,
        outstandingBalance: 0,
        total,
      });
    });
  });
});
