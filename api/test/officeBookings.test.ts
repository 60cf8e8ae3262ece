import type {
  BookingResponse,
  CardPaymentStartResponse,
  OfficeBookingListResponse,
  OfficeBookingResponse,
} from '@villa/shared/contract';
import { isoOf, dayOfInstant } from '@villa/shared/contract';
import { engines } from './helpers/engines';
import { TEST_CARD, payByTestCard } from './helpers/cardPayment';
import { lead } from './helpers/checkoutData';
import { checkoutRequest, stayFinder, type Stay } from './helpers/stays';
import {
  DEMO,
  bearer,
  createTestApp,
  officeTokenFor,
  tokenFor,
  type TestApp,
} from './helpers/testApp';

/*
 * The office's bookings as staff and agents meet them (api/src/office/bookings/README.md): every
 * agent's booking listed and found, read as its agent reads it, and a bank transfer recorded
 * that the agent then sees in Payments, with the status the card payment would have given.
 */

describe.each(engines)('office bookings (%s)', (engine) => {
  let t: TestApp;
  let agent: string;
  let staff: Record<string, string>;
  let admin: Record<string, string>;
  let freeStay: (nights?: number) => Promise<Stay>;
  let surnames = 0;

  beforeAll(async () => {
    t = await createTestApp(engine);
    agent = await tokenFor(t.app, DEMO.agent);
    staff = bearer(await officeTokenFor(t, DEMO.staff));
    admin = bearer(await officeTokenFor(t, DEMO.admin));
    const villaIds = async () =>
      (
        await t.services.db
          .selectFrom('villas')
          .select('id')
          .where('status', '=', 'AVAILABLE')
          .orderBy('id')
          .execute()
      ).map((v) => v.id);
    // Far enough ahead that a deposit applies: the deposit alone confirms a booking.
    freeStay = stayFinder(t, villaIds, { daysAhead: 150 });
  });
  afterAll(async () => {
    await t.close();
  });

  const officeGet = (url: string, headers = staff) =>
    t.app.inject({ method: 'GET', url: `/api/office${url}`, headers });
  const pay = (ref: string, body: unknown, headers = staff) =>
    t.app.inject({
      method: 'POST',
      url: `/api/office/bookings/${ref}/payments`,
      headers,
      payload: body as object,
    });
  const agentBooking = async (ref: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/bookings/${ref}`,
      headers: bearer(agent),
    });
    expect(res.statusCode).toBe(200);
    return res.json() as BookingResponse;
  };
  const today = () => isoOf(dayOfInstant(t.clock()));

  /** A booking waiting for its payment (checkout "all"), with a lead surname of its own. */
  async function pendingBooking(agentRef = '') {
    surnames += 1;
    const surname = `Officetest${engine}${surnames}`;
    const stay = await freeStay();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/checkout/all',
      headers: bearer(agent),
      payload: checkoutRequest({
        ...stay,
        agentRef,
        leadPassenger: lead({ clientSurname: surname }),
      }),
    });
    expect(res.statusCode).toBe(201);
    const { bookRef } = res.json() as { bookRef: string };
    return { ref: bookRef, surname, booking: await agentBooking(bookRef) };
  }

  const outstandingOf = async (ref: string) =>
    (await agentBooking(ref)).agentSummary.outstandingBalance;

  test('every agent’s booking is listed, found by reference, surname or agent reference', async () => {
    const { ref, surname, booking } = await pendingBooking('AGREF-LIST-1');
    const list = async (query: string) => {
      const res = await officeGet(`/bookings?${query}`);
      expect(res.statusCode).toBe(200);
      return res.json() as OfficeBookingListResponse;
    };
    const row = {
      ref,
      status: 'PAYPENDING',
      agentEmail: DEMO.agent.email,
      leadSurname: surname,
      agentRef: 'AGREF-LIST-1',
      total: booking.total,
      paid: 0,
      outstanding: booking.total,
    };
    for (const q of [ref.toLowerCase(), surname.toUpperCase(), 'agref-list']) {
      expect((await list(`q=${encodeURIComponent(q)}`)).bookings).toEqual([
        expect.objectContaining(row),
      ]);
    }
    expect((await list(`q=${ref}&status=BOOKING`)).bookings).toEqual([]);
    expect((await list(`q=${ref}&agent=agent%40demo`)).total).toBe(1);
    expect((await list(`q=${ref}&agent=nobody`)).total).toBe(0);
    const arrival = booking.propertyBookingInfo.arrival;
    expect((await list(`q=${ref}&arrivalFrom=${arrival}&arrivalTo=${arrival}`)).total).toBe(1);
    expect(
      (await list(`q=${ref}&arrivalFrom=${isoOf(dayOfInstant(Date.parse(arrival)) + 1)}`)).total,
    ).toBe(0);
    // Checkout all gives a deadline 24 hours on: it does not end today's UK day at 09:00 UTC.
    const ending = await list('endsToday=1&rpp=200');
    expect(ending.bookings.every((b) => b.status === 'RESERVE' || b.status === 'PAYPENDING')).toBe(
      true,
    );

    await pendingBooking();
    const paged = await list('rpp=1&page=2');
    expect(paged).toMatchObject({ page: 2, rpp: 1 });
    expect(paged.bookings).toHaveLength(1);
    expect(paged.total).toBeGreaterThan(1);

    const bad = await officeGet('/bookings?arrivalFrom=tomorrow&rpp=0');
    expect(bad.statusCode).toBe(422);
    expect(
      bad
        .json()
        .validationErrors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(['arrivalFrom', 'rpp']);

    const csv = await officeGet(`/bookings-export?q=${ref}`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe(
      'ref,status,agentEmail,organisation,villaCode,leadSurname,agentRef,arrival,nights,total,paid,outstanding,balanceDue,deadline',
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`${ref},PAYPENDING,${DEMO.agent.email},`);

    // Agents never reach the office's list.
    const refused = await t.app.inject({
      method: 'GET',
      url: '/api/office/bookings',
      headers: bearer(agent),
    });
    expect(refused.statusCode).toBe(403);
  });

  test('one booking reads as its agent reads it, with its agent and organisation', async () => {
    const { ref } = await pendingBooking();
    const res = await officeGet(`/bookings/${ref}`);
    expect(res.statusCode).toBe(200);
    const office = res.json() as OfficeBookingResponse;
    expect(office.booking).toEqual(await agentBooking(ref));
    expect(office.agent).toMatchObject({ email: DEMO.agent.email });
    expect(office.organisation).not.toBeNull();
    expect(office.history).toEqual([]);
    expect((await officeGet('/bookings/NOSUCHREF')).statusCode).toBe(404);
  });

  test('a bank transfer confirms the booking as a card payment would, and the agent sees it', async () => {
    const { ref, booking } = await pendingBooking();
    expect(booking.depositInfo.available).toBe(true);
    const deposit = booking.depositInfo.amount;
    const body = {
      amount: deposit,
      receivedOn: today(),
      reference: 'Smith hols 2026',
      method: 'BANK_TRANSFER',
    };
    const res = await pay(ref, body);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      recorded: true,
      bookStatusCode: 'BOOKING',
      outstanding: Math.round((booking.total - deposit) * 100) / 100,
    });

    const after = await agentBooking(ref);
    expect(after.bookingInfo.bookStatusCode).toBe('BOOKING');
    expect(after.payments).toEqual([
      expect.objectContaining({ payTypeDesc: 'Bank transfer', payAmount: deposit }),
    ]);
    expect(after.agentSummary.paymentsReceived).toBe(deposit);

    // The same reference again (spaced and cased otherwise), by another staff member: once.
    const again = await pay(ref, { ...body, reference: 'SMITH HOLS2026' }, admin);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toMatchObject({ recorded: false, paymentId: res.json().paymentId });
    expect((await agentBooking(ref)).payments).toHaveLength(1);

    // The receipt is queued for the agent, and the office's page has the payment and its entry.
    const mails = await t.services.db
      .selectFrom('outbox')
      .select(['to_address', 'subject', 'text_body'])
      .where('subject', 'like', `Booking ${ref}: payment of %`)
      .execute();
    expect(mails).toHaveLength(1);
    expect(mails[0].to_address).toBe(DEMO.agent.email);
    expect(mails[0].text_body).toContain(`Booking ${ref} is now confirmed.`);
    const office = (await officeGet(`/bookings/${ref}`)).json() as OfficeBookingResponse;
    expect(office.officePayments).toEqual([
      expect.objectContaining({
        method: 'BANK_TRANSFER',
        amount: deposit,
        reference: 'Smith hols 2026',
        staffEmail: DEMO.staff.email,
      }),
    ]);
    expect(office.history).toEqual([
      expect.objectContaining({
        action: 'booking.paymentRecorded',
        staffEmail: DEMO.staff.email,
        before: expect.objectContaining({ status: 'PAYPENDING' }),
        after: expect.objectContaining({ status: 'BOOKING' }),
      }),
    ]);
  });

  test('never more than is outstanding; bad input is refused at its field, nothing recorded', async () => {
    const { ref, booking } = await pendingBooking();
    const over = await pay(ref, {
      amount: booking.total + 0.01,
      receivedOn: today(),
      reference: 'TOO-MUCH',
      method: 'CHEQUE',
    });
    expect(over.statusCode).toBe(409);
    expect(over.json()).toEqual({
      errors: [expect.stringContaining('more than the')],
      outstanding: booking.total,
    });
    const bad = await pay(ref, {
      amount: 10.005,
      receivedOn: isoOf(dayOfInstant(t.clock()) + 1),
      reference: ' ',
      method: 'CASH',
    });
    expect(bad.statusCode).toBe(422);
    expect(
      bad
        .json()
        .validationErrors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(['amount', 'method', 'receivedOn', 'reference']);
    expect(await outstandingOf(ref)).toBe(booking.total);
    expect((await agentBooking(ref)).payments).toEqual([]);

    // A cheque for the whole total pays it in full; then nothing more is taken.
    const full = await pay(ref, {
      amount: booking.total,
      receivedOn: today(),
      reference: 'CHQ 100200',
      method: 'CHEQUE',
    });
    expect(full.json()).toMatchObject({ bookStatusCode: 'BOOKING', outstanding: 0 });
    expect((await agentBooking(ref)).payments[0].payTypeDesc).toBe('Cheque');
    const more = await pay(ref, {
      amount: 1,
      receivedOn: today(),
      reference: 'CHQ 100201',
      method: 'CHEQUE',
    });
    expect(more.statusCode).toBe(409);
    expect(more.json().outstanding).toBe(0);
  });

  test('race: two staff members record the same reference at once; it is paid once', async () => {
    const { ref, booking } = await pendingBooking();
    const body = {
      amount: booking.depositInfo.amount,
      receivedOn: today(),
      reference: 'RACE-REF-1',
      method: 'BANK_TRANSFER',
    };
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => pay(ref, body, i % 2 === 0 ? staff : admin)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(8).fill(201));
    expect(answers.filter((a) => a.json().recorded === true)).toHaveLength(1);
    expect(new Set(answers.map((a) => a.json().paymentId)).size).toBe(1);
    const after = await agentBooking(ref);
    expect(after.payments).toHaveLength(1);
    expect(after.agentSummary.paymentsReceived).toBe(booking.depositInfo.amount);
  });

  test('race: a card payment and a bank payment for the last of the balance at once', async () => {
    const { ref, booking } = await pendingBooking();
    const deposit = booking.depositInfo.amount;
    expect(
      (
        await pay(ref, {
          amount: deposit,
          receivedOn: today(),
          reference: 'DEP-1',
          method: 'BANK_TRANSFER',
        })
      ).statusCode,
    ).toBe(201);
    const balance = await outstandingOf(ref);
    const { paymentToken } = await agentBooking(ref);
    const start = await t.app.inject({
      method: 'POST',
      url: `/api/booking-modify/card-payment/${ref}`,
      headers: bearer(agent),
      payload: { amount: balance, registeredDetails: 'AGENT', paymentToken },
    });
    expect(start.statusCode).toBe(201);
    const { paymentUrl } = start.json() as CardPaymentStartResponse;
    const [card, bank] = await Promise.all([
      t.app.inject({
        method: 'POST',
        url: paymentUrl,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(TEST_CARD).toString(),
      }),
      pay(ref, {
        amount: balance,
        receivedOn: today(),
        reference: 'BAL-1',
        method: 'BANK_TRANSFER',
      }),
    ]);
    // The bank payment either took the balance (201) or found it paid (409, nothing owed).
    expect([201, 409]).toContain(bank.statusCode);
    expect(card.statusCode).toBeLessThan(500);
    const after = await agentBooking(ref);
    // One of them took the balance; the other took nothing.
    expect(after.agentSummary.paymentsReceived).toBe(booking.total);
    expect(after.agentSummary.outstandingBalance).toBe(0);
    expect(after.payments).toHaveLength(2);
  });

  test('custom extras added and removed in the office reach the agent’s total', async () => {
    const { ref, booking } = await pendingBooking();
    const extras = (method: 'POST' | 'DELETE', url = '', payload?: object) =>
      t.app.inject({
        method,
        url: `/api/office/bookings/${ref}/custom-extras${url}`,
        headers: staff,
        ...(payload ? { payload } : {}),
      });
    const bad = await extras('POST', '', { name: ' ', amount: 12.345 });
    expect(bad.statusCode).toBe(422);
    expect(
      bad
        .json()
        .validationErrors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(['amount', 'name']);
    const added = await extras('POST', '', {
      name: 'Airport meet and greet',
      description: 'Met at arrivals, as agreed by phone.',
      amount: 85,
    });
    expect(added.statusCode).toBe(201);
    const { customExtra } = added.json();
    expect(added.json()).toMatchObject({
      total: booking.total + 85,
      outstanding: booking.total + 85,
    });
    const seen = await agentBooking(ref);
    expect(seen.total).toBe(booking.total + 85);
    expect(seen.purchasedCustomExtras).toEqual([
      {
        customExtraName: 'Airport meet and greet',
        customExtraDescription: 'Met at arrivals, as agreed by phone.',
        bookChargeAmount: 85,
      },
    ]);
    // Not commissionable: the agent's commission stays the villa's.
    expect(seen.agentSummary.commissionAmount).toBe(booking.agentSummary.commissionAmount);

    // Paid in full, the extra cannot go: the payments would be more than the total.
    await pay(ref, {
      amount: seen.total,
      receivedOn: today(),
      reference: 'FULL-1',
      method: 'BANK_TRANSFER',
    });
    const refused = await extras('DELETE', `/${customExtra.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors[0]).toContain('Refund first');
    expect((await agentBooking(ref)).purchasedCustomExtras).toHaveLength(1);
    expect((await extras('DELETE', '/2000000000')).statusCode).toBe(404);

    const office = (await officeGet(`/bookings/${ref}`)).json() as OfficeBookingResponse;
    expect(office.customExtras).toEqual([
      expect.objectContaining({ id: customExtra.id, amount: 85 }),
    ]);
    expect(office.history.map((e) => e.action)).toEqual([
      'booking.paymentRecorded',
      'booking.customExtraAdded',
    ]);
  });

  test('a custom extra removed before payment takes the total back down', async () => {
    const { ref, booking } = await pendingBooking();
    const added = await t.app.inject({
      method: 'POST',
      url: `/api/office/bookings/${ref}/custom-extras`,
      headers: staff,
      payload: { name: 'Late check-out', amount: '40.00' },
    });
    expect(added.statusCode).toBe(201);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/office/bookings/${ref}/custom-extras/${added.json().customExtra.id}`,
      headers: staff,
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().total).toBe(booking.total);
    expect((await agentBooking(ref)).purchasedCustomExtras).toEqual([]);
  });

  const refund = (ref: string, body: unknown) =>
    t.app.inject({
      method: 'POST',
      url: `/api/office/bookings/${ref}/refunds`,
      headers: staff,
      payload: body as object,
    });
  const received = async (ref: string) =>
    ((await officeGet(`/bookings/${ref}`)).json() as OfficeBookingResponse).paymentsReceived;

  test('a bank payment refunded by hand: its own line, never more than was paid on it', async () => {
    const { ref, booking } = await pendingBooking();
    const deposit = booking.depositInfo.amount;
    await pay(ref, { amount: deposit, receivedOn: today(), reference: 'RF-1', method: 'CHEQUE' });
    const [payment] = await received(ref);
    expect(payment).toMatchObject({ amount: deposit, refundable: deposit, byProvider: false });

    const bad = await refund(ref, { paymentId: 0, amount: 0, reason: '' });
    expect(bad.statusCode).toBe(422);
    expect(
      bad
        .json()
        .validationErrors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(['amount', 'paymentId', 'reason']);
    const over = await refund(ref, {
      paymentId: payment.paymentId,
      amount: deposit + 1,
      reason: 'Too much',
    });
    expect(over.statusCode).toBe(409);

    const done = await refund(ref, {
      paymentId: payment.paymentId,
      amount: 50,
      reason: 'Goodwill',
    });
    expect(done.statusCode).toBe(201);
    expect(done.json()).toMatchObject({
      byProvider: false,
      refundable: deposit - 50,
      paid: deposit - 50,
    });
    const seen = await agentBooking(ref);
    expect(seen.payments).toEqual([
      expect.objectContaining({ payTypeDesc: 'Cheque', payAmount: deposit }),
      expect.objectContaining({ payTypeDesc: 'Refund of Cheque', payAmount: -50 }),
    ]);
    expect(seen.agentSummary.paymentsReceived).toBe(deposit - 50);
    expect(seen.agentSummary.outstandingBalance).toBe(
      Math.round((booking.total - deposit + 50) * 100) / 100,
    );
    const lines = (await officeGet(`/bookings/${ref}`)).json() as OfficeBookingResponse;
    expect(lines.paymentsReceived).toHaveLength(1);
    expect(lines.history[0].action).toBe('booking.refunded');
  });

  test('a card payment is refunded through the provider; a refused refund records nothing', async () => {
    const { ref, booking } = await pendingBooking();
    await payByTestCard(t.app, agent, ref, booking.depositInfo.amount);
    const [card] = await received(ref);
    expect(card.byProvider).toBe(true);

    const refused = await refund(ref, {
      paymentId: card.paymentId,
      amount: 10,
      reason: 'Try it: sandbox: fail',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors[0]).toBe(
      'The payment provider refused the refund: The card issuer declined the refund. Nothing was refunded.',
    );
    expect((await agentBooking(ref)).payments).toHaveLength(1);
    expect((await received(ref))[0].refundable).toBe(card.amount);

    const done = await refund(ref, {
      paymentId: card.paymentId,
      amount: card.amount,
      reason: 'Dates changed',
    });
    expect(done.statusCode).toBe(201);
    expect(done.json()).toMatchObject({ byProvider: true, refundable: 0, paid: 0 });
    const given = await t.services.db
      .withTables<{ sandbox_refunds: { amount_pence: number } }>()
      .selectFrom('sandbox_refunds')
      .select('amount_pence')
      .execute();
    expect(given.map((g) => g.amount_pence)).toContain(Math.round(card.amount * 100));
    expect(
      (await refund(ref, { paymentId: card.paymentId, amount: 1, reason: 'Again' })).statusCode,
    ).toBe(409);
  });

  test('race: two refunds of one payment at once never give back more than it was', async () => {
    const { ref, booking } = await pendingBooking();
    const deposit = booking.depositInfo.amount;
    await pay(ref, {
      amount: deposit,
      receivedOn: today(),
      reference: 'RACE-RF',
      method: 'BANK_TRANSFER',
    });
    const [payment] = await received(ref);
    const half = Math.round((deposit / 2 + 1) * 100) / 100;
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        refund(ref, { paymentId: payment.paymentId, amount: half, reason: 'Race' }),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(5);
    expect((await agentBooking(ref)).agentSummary.paymentsReceived).toBe(
      Math.round((deposit - half) * 100) / 100,
    );
  });
});
