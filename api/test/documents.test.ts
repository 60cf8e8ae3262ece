import { writeFileSync } from 'node:fs';
import type {
  BookingResponse,
  CheckoutCompletedResponse,
  CheckoutRequest,
  CheckoutResponse,
  OptionalExtrasResponse,
  SentQuote,
} from '@villa/shared/contract';
import { formatMoney, formatPence, toPence } from '@villa/shared/format';
import { assessStay } from '../src/booking/stay';
import { dayOf, weekdayOf } from '@villa/shared/contract';
import { payByTestCard } from './helpers/cardPayment';
import { engines } from './helpers/engines';
import { pdfLines } from './helpers/pdfText';
import { checkoutRequest, stayFinder, twoAgents, villasWithPoolHeating } from './helpers/stays';
import { bearer, createTestApp, type TestApp } from './helpers/testApp';

/*
 * Every document and screen reads the booking as it is now: the quotation PDF and e-mail price
 * the stay as checkout charges it, the completed page follows a later cancel, lapse or payment,
 * a cancelled booking owes nothing, and a quote that cannot be booked is not sent again.
 */

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe.each(engines)('documents read the booking as it is now on %s', (engine) => {
  let t: TestApp;
  /** The demo agent's and the new agent's tokens; they log in again after the clock moves. */
  let agents: Awaited<ReturnType<typeof twoAgents>>;
  let findStay: ReturnType<typeof stayFinder>;
  const advance = async (ms: number) => {
    t.clock.advance(ms);
    await agents.logIn();
  };

  beforeAll(async () => {
    t = await createTestApp(engine);
    agents = await twoAgents(t);
    findStay = stayFinder(t, () => villasWithPoolHeating(t.services.db), { daysAhead: 60 });
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST', url: string, token: string, payload?: object) =>
    t.app.inject({ method, url: `/api${url}`, payload, headers: bearer(token) });
  const get = (url: string) => call('GET', url, agents.tokens.agent);
  const post = (url: string, payload: object, token = agents.tokens.agent) =>
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
  const freeStay = (want: { discounted?: boolean } = {}) =>
    want.discounted
      ? findStay(14, (assessment) => assessment.price!.discounts.length > 0)
      : findStay(7);

  async function quote(stay: { propertyId: number; arrival: string; nights: number }) {
    const made = await post('/quotes', { ...stay, poolHeating: true });
    expect(made.statusCode).toBe(201);
    return (made.json() as { quote: { bookRef: string } }).quote.bookRef;
  }

  const checkoutBody = checkoutRequest;

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

    // Booked: the quote is not offered to the customer again; its PDF says which booking it
    // became, and the list says so too.
    const again = await post(`/send-pdf/quote/${ref}`, { recipientEmail: 'family@example.com' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ errors: [`This quotation was booked: booking ${ref}.`] });
    const bookedPdf = await get(`/quotes/${ref}/pdf`);
    expect(bookedPdf.statusCode).toBe(200);
    expect(pdfLines(bookedPdf.rawPayload).join(' ')).toContain(
      `This quotation was booked: booking ${ref}.`,
    );
    expect(await outboxCount()).toBe(before + 1);
    const after = (await read<{ quoteDetails: SentQuote[] }>('/quotes-sent')).quoteDetails.find(
      (q) => q.bookRef === ref,
    )!;
    expect(after).toMatchObject({
      bookedStatus: 'BOOKED',
      total: booked.total,
      notBookableReason: 'This quotation has already been booked.',
      bookedAs: { bookRef: ref },
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
    const res = await post('/checkout/all', checkoutBody(taken), agents.tokens.other);
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

      const { total } = await read<BookingResponse>(`/bookings/${ref}`);
      await payByTestCard(t.app, agents.tokens.agent, ref, total);

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
