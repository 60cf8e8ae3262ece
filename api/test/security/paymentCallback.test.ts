import { createHmac } from 'node:crypto';
import type { BookingResponse, CardPaymentStartResponse } from '@villa/shared/contract';
import { bookingDb } from '../../src/booking/tables';
import { engines } from '../helpers/engines';
import { checkoutRequest, stayFinder } from '../helpers/stays';
import { DEMO, bearer, createTestApp, tokenFor, type TestApp } from '../helpers/testApp';

/*
 * Issue 49 item 1: the sandbox's callbacks were signed with a constant written in the source,
 * so an agent could skip the card page and mark their own booking paid. A portal started with
 * no configuration now makes its own secret at first start and keeps it in its database.
 */

/** The constant earlier versions signed with on every portal started without configuration. */
const OLD_SOURCE_SECRET = 'villa-portal-development-sandbox-secret';

const sign = (secret: string, body: string) =>
  createHmac('sha256', secret).update(body).digest('hex');

describe.each(engines)('payment callbacks on %s', (engine) => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    // As `npm start` runs: no PAYMENT_SANDBOX_SECRET.
    t = await createTestApp(engine, { config: { paymentSandboxSecret: null } });
    token = await tokenFor(t.app, DEMO.agent);
  });
  afterAll(async () => t.close());

  /** A booking of the agent's with a card payment started and its page skipped. */
  async function startedPayment() {
    const find = stayFinder(
      t,
      async () =>
        (
          await t.services.db
            .selectFrom('villas')
            .select('id')
            .where('status', '=', 'AVAILABLE')
            .orderBy('id', 'desc')
            .limit(40)
            .execute()
        ).map((v) => v.id),
      { daysAhead: 60 },
    );
    const stay = await find();
    const booked = await t.app.inject({
      method: 'POST',
      url: '/api/checkout/all',
      headers: bearer(token),
      payload: checkoutRequest(stay),
    });
    expect(booked.statusCode).toBe(201);
    const ref = (booked.json() as { bookRef: string }).bookRef;
    const page = await t.app.inject({ url: `/api/bookings/${ref}`, headers: bearer(token) });
    const before = page.json() as BookingResponse;
    const start = await t.app.inject({
      method: 'POST',
      url: `/api/booking-modify/card-payment/${ref}`,
      headers: bearer(token),
      payload: {
        amount: before.depositInfo.amount,
        registeredDetails: 'AGENT',
        paymentToken: before.paymentToken,
      },
    });
    expect(start.statusCode).toBe(201);
    const started = start.json() as CardPaymentStartResponse;
    const charge = await bookingDb(t.services.db)
      .selectFrom('sandbox_charges')
      .selectAll()
      .where('merchant_reference', '=', started.paymentId)
      .executeTakeFirstOrThrow();
    return { ref, started, charge };
  }

  const callback = (payload: string, signature: string, remoteAddress = '203.0.113.9') =>
    t.app.inject({
      method: 'POST',
      url: '/api/payments/callback/sandbox',
      headers: { 'content-type': 'application/json', 'x-sandbox-signature': signature },
      payload,
      remoteAddress,
    });

  const bookingOf = async (ref: string) =>
    (
      await t.app.inject({ url: `/api/bookings/${ref}`, headers: bearer(token) })
    ).json() as BookingResponse;

  test('a callback signed with the constant of the old source is refused and recorded', async () => {
    const { ref, started, charge } = await startedPayment();
    const forged = JSON.stringify({
      reference: started.paymentId,
      transactionId: 'sbx_forged',
      outcome: 'PAID',
      amountPence: charge.amount_pence,
      reason: null,
      cardSummary: 'Visa ending 4242',
    });

    const res = await callback(forged, sign(OLD_SOURCE_SECRET, forged));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ errors: ['The notification signature is not valid.'] });
    const after = await bookingOf(ref);
    expect(after.payments).toEqual([]);
    expect(after.bookingInfo.bookStatusCode).not.toBe('BOOKING');

    const recorded = await t.services.db
      .selectFrom('payment_callback_refusals')
      .selectAll()
      .where('ip', '=', '203.0.113.9')
      .executeTakeFirstOrThrow();
    expect(recorded).toMatchObject({
      provider: 'sandbox',
      refusals: 1,
      last_reference: started.paymentId,
    });
    await callback(forged, '0'.repeat(64));
    const again = await t.services.db
      .selectFrom('payment_callback_refusals')
      .select('refusals')
      .where('ip', '=', '203.0.113.9')
      .executeTakeFirstOrThrow();
    expect(again.refusals).toBe(2);
  });

  test("the portal's own secret is in its database, not the source; the card page still pays", async () => {
    const row = await t.services.db
      .selectFrom('settings')
      .select('value')
      .where('key', '=', 'payment_sandbox_secret')
      .executeTakeFirstOrThrow();
    const secret = JSON.parse(row.value) as string;
    expect(secret.length).toBeGreaterThanOrEqual(32);
    expect(secret).not.toBe(OLD_SOURCE_SECRET);

    // The tester's way: the sandbox's card page, whose callback verifies.
    const { ref, started } = await startedPayment();
    const paid = await t.app.inject({
      method: 'POST',
      url: started.paymentUrl,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        cardNumber: '4242 4242 4242 4242',
        expiry: '12/30',
        cvc: '123',
        name: 'J Smith',
      }).toString(),
    });
    expect(paid.body).toContain('Payment of £');
    expect((await bookingOf(ref)).payments).toHaveLength(1);
  });

  test('another instance on the same database verifies with the same secret', async () => {
    const second = await createTestApp(engine, {
      databaseFrom: t,
      config: { paymentSandboxSecret: null },
    });
    try {
      const { ref, started, charge } = await startedPayment();
      const row = await second.services.db
        .selectFrom('settings')
        .select('value')
        .where('key', '=', 'payment_sandbox_secret')
        .executeTakeFirstOrThrow();
      const body = JSON.stringify({
        reference: started.paymentId,
        transactionId: 'sbx_from_the_provider',
        outcome: 'PAID',
        amountPence: charge.amount_pence,
        reason: null,
        cardSummary: 'Visa ending 4242',
      });
      const res = await second.app.inject({
        method: 'POST',
        url: '/api/payments/callback/sandbox',
        headers: {
          'content-type': 'application/json',
          'x-sandbox-signature': sign(JSON.parse(row.value) as string, body),
        },
        payload: body,
      });
      expect(res.json()).toMatchObject({ received: true, result: 'recorded' });
      expect((await bookingOf(ref)).payments).toHaveLength(1);
    } finally {
      await second.close();
    }
  });
});
