import type {
  BookingResponse,
  CheckoutResponse,
  CreateQuoteResponse,
  SentQuote,
} from '@villa/shared/contract';
import { formatMoney } from '@villa/shared/format';
import { lead } from './helpers/checkoutData';
import { engines } from './helpers/engines';
import { pdfLines } from './helpers/pdfText';
import { checkoutRequest, stayFinder, twoAgents, villasWithPoolHeating } from './helpers/stays';
import { bearer, createTestApp, type TestApp } from './helpers/testApp';

/*
 * One quotation per agent, villa, stay and extras (and customer, once known) while it is
 * valid: asking again answers the same reference; a downloaded quote is listed in Sent Quotes;
 * a quotation whose villa and dates the agent then books for the same customer says so, links
 * the booking, and still prints (no 409), without a balance to pay. Extras come with the
 * quotation in one request, all or nothing.
 */

const DAY = 24 * 3_600_000;

describe.each(engines)('quotations are made once and kept track of on %s', (engine) => {
  let t: TestApp;
  let agents: Awaited<ReturnType<typeof twoAgents>>;
  let freeStay: ReturnType<typeof stayFinder>;

  beforeAll(async () => {
    t = await createTestApp(engine);
    agents = await twoAgents(t);
    freeStay = stayFinder(t, () => villasWithPoolHeating(t.services.db), { daysAhead: 70 });
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url: `/api${url}`, payload, headers: bearer(agents.tokens.agent) });
  const read = async <T>(url: string) => {
    const res = await call('GET', url);
    expect(res.statusCode).toBe(200);
    return res.json() as T;
  };
  const quote = async (body: object) => {
    const res = await call('POST', '/quotes', body);
    expect(res.statusCode).toBe(201);
    return res.json() as CreateQuoteResponse;
  };
  const listed = async (ref: string) =>
    (await read<{ quoteDetails: SentQuote[] }>('/quotes-sent')).quoteDetails.find(
      (q) => q.bookRef === ref,
    );
  const quotationsOf = async (stay: { propertyId: number; arrival: string }) =>
    Number(
      (
        await t.services.db
          .selectFrom('bookings')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('villa_id', '=', stay.propertyId)
          .where('arrival', '=', stay.arrival)
          .where('status', '=', 'QUOTATION')
          .executeTakeFirstOrThrow()
      ).n,
    );
  const pdfTextOf = async (ref: string) => {
    const pdf = await call('GET', `/quotes/${ref}/pdf`);
    expect(pdf.statusCode).toBe(200);
    return pdfLines(pdf.rawPayload).join(' ').replace(/\s+/g, ' ');
  };

  test('asking again for the same stay answers the same quotation; other extras make another', async () => {
    const stay = await freeStay(7);
    const first = await quote(stay);
    expect(first.reused).toBe(false);
    // Five visits to Send quote or Download: still one reference.
    for (let visit = 0; visit < 4; visit += 1) {
      const again = await quote(stay);
      expect(again).toEqual({ quote: first.quote, reused: true });
    }
    const heated = await quote({ ...stay, poolHeating: true });
    expect(heated.reused).toBe(false);
    expect(heated.quote.bookRef).not.toBe(first.quote.bookRef);
    // Pool heating chosen as extra 12 is the same quotation as the poolHeating flag.
    const heatedAgain = await quote({ ...stay, extras: [{ extraId: 12, quantity: 1 }] });
    expect(heatedAgain).toEqual({ quote: heated.quote, reused: true });
    expect(await quotationsOf(stay)).toBe(2);
  });

  test('an expired quotation is not answered again: a new one is made', async () => {
    const stay = await freeStay(7);
    const first = await quote(stay);
    t.clock.advance(8 * DAY);
    await agents.logIn();
    const later = await quote(stay);
    expect(later.reused).toBe(false);
    expect(later.quote.bookRef).not.toBe(first.quote.bookRef);
  });

  test('a quotation e-mailed to one customer is not reused for another', async () => {
    const stay = await freeStay(7);
    const { quote: q } = await quote(stay);
    const sent = await call('POST', `/send-pdf/quote/${q.bookRef}`, {
      recipientEmail: 'the.ahmeds@example.com',
      ccApiUser: false,
    });
    expect(sent.statusCode).toBe(202);
    const same = await quote({ ...stay, customerEmail: 'The.Ahmeds@example.com' });
    expect(same).toMatchObject({ quote: { bookRef: q.bookRef }, reused: true });
    const other = await quote({ ...stay, customerEmail: 'the.okafors@example.com' });
    expect(other.reused).toBe(false);
    expect(other.quote.bookRef).not.toBe(q.bookRef);
    const bad = await call('POST', '/quotes', { ...stay, customerEmail: 'not an address' });
    expect(bad.statusCode).toBe(422);
  });

  test('a downloaded quote is listed in Sent Quotes as downloaded, with no recipient', async () => {
    const stay = await freeStay(7);
    const { quote: q } = await quote(stay);
    expect(await listed(q.bookRef)).toBeUndefined();
    await pdfTextOf(q.bookRef);
    expect(await listed(q.bookRef)).toMatchObject({
      bookRef: q.bookRef,
      recipientEmail: '',
      downloadedAt: new Date(t.clock()).toISOString(),
      bookedAs: null,
      notBookableReason: null,
    });
    t.clock.advance(60_000);
    const sent = await call('POST', `/send-pdf/quote/${q.bookRef}`, {
      recipientEmail: 'family@example.com',
      ccApiUser: false,
    });
    expect(sent.statusCode).toBe(202);
    expect(await listed(q.bookRef)).toMatchObject({
      recipientEmail: 'family@example.com',
      downloadedAt: new Date(t.clock() - 60_000).toISOString(),
      sentAt: new Date(t.clock()).toISOString(),
    });
  });

  test('reserved for the same customer, the quotation says it was booked and links the booking', async () => {
    const stay = await freeStay(7);
    const { quote: q } = await quote({ ...stay, poolHeating: true });
    const customer = lead().clientEmail;
    expect(
      (
        await call('POST', `/send-pdf/quote/${q.bookRef}`, {
          recipientEmail: customer,
          ccApiUser: false,
        })
      ).statusCode,
    ).toBe(202);
    // The agent reserves the villa and dates from the villa page, not from the quote.
    const held = await call('POST', '/checkout/reserve', checkoutRequest(stay));
    expect(held.statusCode).toBe(201);
    const { bookRef } = held.json() as CheckoutResponse;

    const page = await read<BookingResponse>(`/bookings/${q.bookRef}`);
    expect(page.bookingInfo.bookStatusCode).toBe('QUOTATION');
    expect(page.quoteBookedAs).toEqual({ bookRef, bookDate: new Date(t.clock()).toISOString() });
    expect(page.quoteUnavailableReason).toBe('This quotation has already been booked.');
    expect(page.capabilities.canBook).toBe(false);
    expect(page.quoteSentTo).toBe(customer);

    const text = await pdfTextOf(q.bookRef);
    expect(text).toContain(`This quotation was booked: booking ${bookRef}.`);
    expect(text).toContain(`http://portal.test/admin/agent/bookings/${bookRef}`);
    expect(text).toContain(`Total price ${formatMoney(q.quoteTotal)}`);
    // Nothing offered and nothing owed on a quotation that was booked.
    expect(text).not.toContain('Valid until');
    expect(text).not.toContain('balance');
    expect(text).not.toContain('deposit');

    expect(await listed(q.bookRef)).toMatchObject({
      bookedStatus: 'BOOKED',
      bookedAs: { bookRef },
      notBookableReason: 'This quotation has already been booked.',
    });
    // It is not offered to the customer again.
    const resend = await call('POST', `/send-pdf/quote/${q.bookRef}`, { recipientEmail: customer });
    expect(resend.statusCode).toBe(409);
    expect(resend.json()).toEqual({ errors: [`This quotation was booked: booking ${bookRef}.`] });

    // The hold cancelled, the quotation is the customer's offer again.
    expect(
      (await call('POST', `/booking-modify/modify-reserve/${bookRef}`, { way: 'CANCEL' }))
        .statusCode,
    ).toBe(200);
    const back = await read<BookingResponse>(`/bookings/${q.bookRef}`);
    expect(back.quoteBookedAs).toBeNull();
    expect(back.capabilities.canBook).toBe(true);
  });

  test('reserved for another customer, the quotation is simply no longer available', async () => {
    const stay = await freeStay(7);
    const { quote: q } = await quote(stay);
    await call('POST', `/send-pdf/quote/${q.bookRef}`, {
      recipientEmail: 'someone.else@example.com',
      ccApiUser: false,
    });
    const held = await call('POST', '/checkout/reserve', checkoutRequest(stay));
    expect(held.statusCode).toBe(201);
    const page = await read<BookingResponse>(`/bookings/${q.bookRef}`);
    expect(page.quoteBookedAs).toBeNull();
    expect(page.quoteUnavailableReason).toBe('This property is no longer available to be booked');
    expect((await call('GET', `/quotes/${q.bookRef}/pdf`)).statusCode).toBe(409);
  });

  test('extras come with the quotation in one request: all of them, or no quotation', async () => {
    // A villa without a private pool: the pool fence (extra 6) does not fit it.
    const noPool = await t.services.db
      .selectFrom('villas')
      .select('id')
      .where('status', '=', 'AVAILABLE')
      .where('private_pool', '=', 0)
      .orderBy('id')
      .execute();
    const finder = stayFinder(t, async () => noPool.map((v) => v.id), { daysAhead: 90 });
    const stay = await finder(7);
    const refused = await call('POST', '/quotes', {
      ...stay,
      extras: [
        { extraId: 1, quantity: 2 },
        { extraId: 6, quantity: 1 },
      ],
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({
      validationErrors: [
        { field: 'extras.1.extraId', error: 'This extra is not offered for this villa.' },
      ],
    });
    expect(await quotationsOf(stay)).toBe(0);

    const made = await quote({
      ...stay,
      extras: [
        { extraId: 1, quantity: 2 },
        { extraId: 3, quantity: 1 },
      ],
    });
    const page = await read<BookingResponse>(`/bookings/${made.quote.bookRef}`);
    expect(page.purchasedExtras.map((g) => [g.info.extraId, g.purchased.length]).sort()).toEqual([
      [1, 2],
      [3, 1],
    ]);
    expect(page.total).toBe(made.quote.quoteTotal);
    // The same extras again: the same quotation; other extras: another.
    const again = await quote({
      ...stay,
      extras: [
        { extraId: 3, quantity: 1 },
        { extraId: 1, quantity: 2 },
      ],
    });
    expect(again).toMatchObject({ quote: { bookRef: made.quote.bookRef }, reused: true });
    const fewer = await quote({ ...stay, extras: [{ extraId: 1, quantity: 1 }] });
    expect(fewer.reused).toBe(false);
    expect(await quotationsOf(stay)).toBe(2);
  });
});
