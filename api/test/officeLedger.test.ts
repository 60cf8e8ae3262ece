import type {
  BookingResponse,
  CardPaymentStartResponse,
  LedgerResponse,
  OfficeBookingResponse,
} from '@villa/shared/contract';
import { ukWallClockOf } from '@villa/shared/contract';
import { TEST_CARD, payByTestCard } from './helpers/cardPayment';
import { engines } from './helpers/engines';
import { checkoutRequest, stayFinder, twoAgents } from './helpers/stays';
import { DEMO, bearer, createTestApp, officeTokenFor, type TestApp } from './helpers/testApp';

/*
 * The office's ledger (api/src/office/ledger): the card payments and declines of the agents'
 * bookings, by UK day, filtered by range and method, and as CSV; as staff read it.
 */

describe.each(engines)('office ledger on %s', (engine) => {
  let t: TestApp;
  let agent: string;
  let staff: string;
  let ref: string;
  let deposit: number;

  beforeAll(async () => {
    t = await createTestApp(engine);
    ({
      tokens: { agent },
    } = await twoAgents(t));
    staff = await officeTokenFor(t, DEMO.staff);
    const villas = async () =>
      (
        await t.services.db
          .selectFrom('villas')
          .select('id')
          .where('status', '=', 'AVAILABLE')
          .orderBy('id')
          .execute()
      ).map((v) => v.id);
    const stay = await stayFinder(t, villas, { daysAhead: 120 })();
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/checkout/all',
      headers: bearer(agent),
      payload: checkoutRequest(stay),
    });
    expect(made.statusCode).toBe(201);
    ref = (made.json() as { bookRef: string }).bookRef;
    const page = await t.app.inject({
      method: 'GET',
      url: `/api/bookings/${ref}`,
      headers: bearer(agent),
    });
    deposit = (page.json() as BookingResponse).depositInfo.amount;
    // Declined first: the deposit is then still the amount a card payment may take.
    await declineOnce(deposit);
    t.clock.advance(60_000);
    await payByTestCard(t.app, agent, ref, deposit);
  });
  afterAll(async () => {
    await t.close();
  });

  /** A card payment the sandbox declines (its declining test card). */
  async function declineOnce(amount: number) {
    const page = await t.app.inject({
      method: 'GET',
      url: `/api/bookings/${ref}`,
      headers: bearer(agent),
    });
    const { paymentToken } = page.json() as BookingResponse;
    const start = await t.app.inject({
      method: 'POST',
      url: `/api/booking-modify/card-payment/${ref}`,
      headers: bearer(agent),
      payload: { amount, registeredDetails: 'AGENT', paymentToken },
    });
    expect(start.statusCode).toBe(201);
    const { paymentUrl } = start.json() as CardPaymentStartResponse;
    await t.app.inject({
      method: 'POST',
      url: paymentUrl,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ ...TEST_CARD, cardNumber: '4000 0000 0000 0002' }).toString(),
    });
  }

  const get = (url: string, token = staff) =>
    t.app.inject({ method: 'GET', url: `/api${url}`, headers: bearer(token) });

  test('the day lists the card payment and the decline, with totals', async () => {
    const res = await get('/office/ledger?from=2026-06-01&to=2026-06-01');
    expect(res.statusCode).toBe(200);
    const ledger = res.json() as LedgerResponse;
    const mine = ledger.days.flatMap((d) => d.lines).filter((l) => l.bookRef === ref);
    expect(mine.map((l) => [l.kind, l.method, l.amount])).toEqual([
      ['CARD_DECLINED', 'CARD', deposit],
      ['CARD_PAYMENT', 'CARD', deposit],
    ]);
    expect(mine[0]!.detail).toBe('Your card was declined.');
    expect(ledger.days).toHaveLength(1);
    expect(ledger.days[0]!.day).toBe('2026-06-01');
    expect(ledger.totals).toMatchObject({
      received: deposit,
      refunded: 0,
      net: deposit,
      declined: deposit,
      declines: 1,
    });
    expect(ledger.days[0]!.totals).toEqual(ledger.totals);
  });

  test('filtered by method and by range', async () => {
    const bank = (
      await get('/office/ledger?from=2026-06-01&to=2026-06-01&method=BANK_TRANSFER')
    ).json();
    expect(bank.days).toEqual([]);
    expect(bank.totals.received).toBe(0);
    const before = (await get('/office/ledger?from=2026-05-01&to=2026-05-31')).json();
    expect(before.days).toEqual([]);
  });

  test('CSV: the same lines for the accounts', async () => {
    const res = await get('/office/ledger.csv?from=2026-06-01&to=2026-06-01&method=CARD');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toContain(
      'ledger-2026-06-01-to-2026-06-01-CARD.csv',
    );
    const rows = res.body.trim().split('\r\n');
    expect(rows[0]).toBe('Day,Time (UTC),Kind,Method,Booking,Amount,Reference,Detail');
    expect(rows.filter((r) => r.includes(ref))).toHaveLength(2);
    expect(rows.some((r) => r.includes(`Card payment,Card,${ref},${deposit},`))).toBe(true);
  });

  test('bad input: a 422 at the field; agents are refused', async () => {
    const wrong = await get('/office/ledger?from=yesterday&to=2026-06-01');
    expect(wrong.statusCode).toBe(422);
    expect(JSON.stringify(wrong.json())).toContain('From must be a date (YYYY-MM-DD)');
    const backwards = await get('/office/ledger?from=2026-06-02&to=2026-06-01');
    expect(backwards.statusCode).toBe(422);
    expect(JSON.stringify(backwards.json())).toContain('To must be on or after From');
    const method = await get('/office/ledger?from=2026-06-01&to=2026-06-01&method=GOLD');
    expect(method.statusCode).toBe(422);
    expect((await get('/office/ledger.csv?from=2020-01-01&to=2026-06-01')).statusCode).toBe(422);
    expect((await get('/office/ledger?from=2026-06-01&to=2026-06-01', agent)).statusCode).toBe(403);
  });
  test('a bank transfer and a refund are lines of their day, the refund taken off the net', async () => {
    t.clock.advance(86_400_000);
    // A day on, the morning's session has timed out: staff sign in again.
    staff = await officeTokenFor(t, DEMO.staff);
    const day = ukWallClockOf(t.services.clock()).day;
    const post = (url: string, payload: object) =>
      t.app.inject({ method: 'POST', url: `/api/office${url}`, headers: bearer(staff), payload });
    const paid = await post(`/bookings/${ref}/payments`, {
      amount: 100,
      receivedOn: day,
      reference: 'LEDGER-1',
      method: 'BANK_TRANSFER',
    });
    expect(paid.statusCode).toBe(201);
    const detail = (await get(`/office/bookings/${ref}`)).json() as OfficeBookingResponse;
    const card = detail.paymentsReceived.find((p) => p.byProvider)!;
    const refunded = await post(`/bookings/${ref}/refunds`, {
      paymentId: card.paymentId,
      amount: 20,
      reason: 'Goodwill',
    });
    expect(refunded.statusCode).toBe(201);

    const ledger = (await get(`/office/ledger?from=${day}&to=${day}`)).json() as LedgerResponse;
    const mine = ledger.days.flatMap((d) => d.lines).filter((l) => l.bookRef === ref);
    expect(mine.map((l) => [l.kind, l.method, l.amount])).toEqual([
      ['BANK_PAYMENT', 'BANK_TRANSFER', 100],
      ['REFUND', 'CARD', -20],
    ]);
    expect(mine[0]!.reference).toBe('LEDGER-1');
    expect(mine[1]!.detail).toBe('Goodwill');
    expect(ledger.totals).toMatchObject({ received: 100, refunded: 20, net: 80, declines: 0 });
    const bank = (
      await get(`/office/ledger?from=${day}&to=${day}&method=BANK_TRANSFER`)
    ).json() as LedgerResponse;
    expect(bank.days.flatMap((d) => d.lines).map((l) => l.kind)).toEqual(['BANK_PAYMENT']);
  });
});
