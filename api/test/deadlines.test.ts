import type {
  BookingResponse,
  CheckoutCompletedResponse,
  CheckoutResponse,
} from '@villa/shared/contract';
import { formatMoney, formatUkDateTime } from '@villa/shared/format';
import { addDaysIso, ukInstantOf } from '@villa/shared/contract';
import { CompiledQuery } from 'kysely';
import { candidatesQuery } from '../src/booking/reminders';
import { payByTestCard } from './helpers/cardPayment';
import { pdfPages, pdfText } from './helpers/pdfText';
import { engines } from './helpers/engines';
import { checkoutRequest, stayFinder, twoAgents, type Stay } from './helpers/stays';
import { DEMO, bearer, createTestApp, type TestApp } from './helpers/testApp';

/*
 * Deadlines that chase themselves (issue 16), played against two API instances on one
 * database, each running the deadline job every 50 ms: balance reminders 7, 3 and 1 days
 * before the balance is due and the overdue notice, the warning 2 hours before a hold or an
 * unpaid deposit lapses, and the lapse of a booking whose deposit is not paid within 24 hours.
 * Each mail is queued once (never twice, never before its time, never after the payment).
 */

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const SECRET = 'deadlines-test-secret';
/** Long enough for both instances' jobs (every 50 ms) to have run several times. */
const SETTLE_MS = 300;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.each(engines)('deadlines on %s', (engine) => {
  let t: TestApp;
  let second: TestApp;
  let agents: Awaited<ReturnType<typeof twoAgents>>;
  /** A free 7-night stay far enough ahead for a deposit (the balance due weeks later). */
  let freeStay: ReturnType<typeof stayFinder>;

  beforeAll(async () => {
    const config = { paymentSandboxSecret: SECRET, holdLapseIntervalMs: 50 };
    t = await createTestApp(engine, { config });
    second = await createTestApp(engine, { config, databaseFrom: t });
    agents = await twoAgents(t);
    freeStay = stayFinder(t, villasWithDeposit, { daysAhead: 120 });
    // Two instances seed and migrate one database: slower than one under a loaded machine.
  }, 120_000);
  afterAll(async () => {
    await second?.close();
    await t?.close();
  });

  const villasWithDeposit = async () =>
    (
      await t.services.db
        .selectFrom('villas')
        .select('id')
        .where('deposit_percent', '>', 0)
        .orderBy('id')
        .limit(80)
        .execute()
    ).map((v) => v.id);

  /** Moves both instances' clocks to `ms` (never back); sessions last 30 minutes. */
  async function moveTo(ms: number) {
    const by = ms - t.clock();
    if (by < 0) throw new Error('the clock only moves on');
    t.clock.advance(by);
    second.clock.advance(by);
    await agents.logIn();
  }

  const get = (url: string, token = agents.tokens.agent) =>
    t.app.inject({ method: 'GET', url: `/api${url}`, headers: bearer(token) });
  const post = (url: string, payload: object, token = agents.tokens.agent) =>
    t.app.inject({ method: 'POST', url: `/api${url}`, payload, headers: bearer(token) });
  const booking = async (ref: string) => (await get(`/bookings/${ref}`)).json() as BookingResponse;
  const checkoutBody = (stay: Stay) => checkoutRequest({ ...stay, agentRef: 'DEADLINES' });

  async function book(product: 'reserve' | 'all', token = agents.tokens.agent) {
    const stay = await freeStay();
    const res = await post(`/checkout/${product}`, checkoutBody(stay), token);
    expect(res.statusCode).toBe(201);
    return { ref: (res.json() as CheckoutResponse).bookRef, stay };
  }

  /** Pays `amount` by the sandbox's test card, as the demo agent. */
  const pay = (ref: string, amount: number) =>
    payByTestCard(t.app, agents.tokens.agent, ref, amount);

  /** The mails queued about booking `ref`, oldest first, after the jobs had time to run. */
  async function mailsAbout(ref: string) {
    await sleep(SETTLE_MS);
    const rows = await t.services.db
      .selectFrom('outbox')
      .select(['to_address', 'subject', 'text_body'])
      .where('subject', 'like', `Booking ${ref}:%`)
      .orderBy('id')
      .execute();
    return rows;
  }

  const subjects = async (ref: string) => (await mailsAbout(ref)).map((m) => m.subject);

  test('a booking not paid within 24 hours is warned 2 hours before, then lapses and frees its nights', async () => {
    const { ref, stay } = await book('all');
    const made = t.clock();
    const b = await booking(ref);
    expect(b.bookingInfo.depositDueBy).toBe(new Date(made + 24 * HOUR).toISOString());
    const done = (await get(`/checkout-completed/${ref}`)).json() as CheckoutCompletedResponse;
    expect(done.depositDueBy).toBe(b.bookingInfo.depositDueBy);

    await moveTo(made + 22 * HOUR - 1000);
    expect(await subjects(ref)).toEqual([]);
    await moveTo(made + 22 * HOUR + 1000);
    const warned = await mailsAbout(ref);
    expect(warned).toHaveLength(1);
    expect(warned[0].to_address).toBe(DEMO.agent.email);
    expect(warned[0].subject).toMatch(
      new RegExp(
        `^Booking ${ref}: pay £[\\d,.]+ by \\d\\d \\w{3} \\d{4} at \\d\\d:\\d\\d UK time or it lapses$`,
      ),
    );
    expect(warned[0].text_body).toContain(`http://portal.test/admin/agent/bookings/${ref}`);
    expect((await booking(ref)).remindersSent.map((r) => r.kind)).toEqual(['DEPOSIT_WARNING']);

    // The other agent cannot have the nights while the booking waits for its deposit.
    const taken = await post('/checkout/all', checkoutBody(stay), agents.tokens.other);
    expect(taken.statusCode).toBe(409);

    // No call reads the booking: only the jobs can lapse it.
    await moveTo(made + 24 * HOUR + 1000);
    await sleep(SETTLE_MS);
    const row = await t.services.db
      .selectFrom('bookings')
      .select(['status', 'cancel_reason'])
      .where('ref', '=', ref)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'CANCELLED', cancel_reason: 'DEPOSIT_LAPSED' });
    const lapsed = await booking(ref);
    expect(lapsed.capabilities.takesPayments).toBe(false);
    expect(lapsed.agentSummary.outstandingBalance).toBe(0);
    expect(await subjects(ref)).toHaveLength(1);
    const again = await post('/checkout/all', checkoutBody(stay), agents.tokens.other);
    expect(again.statusCode).toBe(201);
  });

  test('a deposit paid in time: the booking is confirmed, never warned and never lapses', async () => {
    const { ref } = await book('all');
    const made = t.clock();
    await moveTo(made + 20 * HOUR);
    await pay(ref, (await booking(ref)).depositInfo.amount);
    const paid = await booking(ref);
    expect(paid.bookingInfo.bookStatusCode).toBe('BOOKING');
    expect(paid.bookingInfo.depositDueBy).toBeNull();
    await moveTo(made + 23 * HOUR);
    await moveTo(made + 25 * HOUR);
    expect((await booking(ref)).bookingInfo.bookStatusCode).toBe('BOOKING');
    expect(await subjects(ref)).toEqual([]);
  });

  test('a card payment cannot start once the 24 hours for the deposit are up', async () => {
    const { ref } = await book('all');
    const { paymentToken, depositInfo } = await booking(ref);
    await moveTo(t.clock() + 24 * HOUR);
    const late = await post(`/booking-modify/card-payment/${ref}`, {
      amount: depositInfo.amount,
      registeredDetails: 'AGENT',
      paymentToken,
    });
    expect(late.statusCode).toBe(409);
    expect((await booking(ref)).bookingInfo.cancelReason).toBe('DEPOSIT_LAPSED');
  });

  test('a hold is warned once, 2 hours before it lapses; upgraded, it has 24 hours for the deposit', async () => {
    const { ref } = await book('reserve');
    const made = t.clock();
    await moveTo(made + 22 * HOUR - 1000);
    expect(await subjects(ref)).toEqual([]);
    await moveTo(made + 22 * HOUR + 1000);
    expect(await subjects(ref)).toEqual([
      expect.stringMatching(new RegExp(`^Booking ${ref}: the reserve hold lapses at .* UK time$`)),
    ]);
    await moveTo(made + 23 * HOUR);
    expect(await subjects(ref)).toHaveLength(1);
    const up = await post(`/booking-modify/modify-reserve/${ref}`, { way: 'UPGRADE' });
    expect(up.statusCode).toBe(200);
    const upgraded = await booking(ref);
    expect(upgraded.bookingInfo.depositDueBy).toBe(new Date(t.clock() + 24 * HOUR).toISOString());
    expect(upgraded.remindersSent.map((r) => r.kind)).toEqual(['HOLD_WARNING']);
  });

  test('a warning found late tells the time really left, in its mail and in "Reminders sent"', async () => {
    const { ref } = await book('reserve');
    const made = t.clock();
    const lapses = new Date(made + 24 * HOUR).toISOString();
    // The job's first look is 1 hour before the lapse (as for a hold made with an hour left).
    await moveTo(made + 23 * HOUR);
    const [mail] = await mailsAbout(ref);
    expect(mail.text_body).toContain(
      `The reserve hold on booking ${ref} lapses at ${formatUkDateTime(lapses)}, in 1 h 00 min.`,
    );
    expect(mail.text_body).not.toContain('2 hours');
    const listed = (await booking(ref)).remindersSent;
    expect(listed.map((r) => r.label)).toEqual(['Reserve hold lapses in 1 h 00 min']);
    // Upgraded, the booking's deadline moves on; the warning still says what it said.
    expect(
      (await post(`/booking-modify/modify-reserve/${ref}`, { way: 'UPGRADE' })).statusCode,
    ).toBe(200);
    expect((await booking(ref)).remindersSent.map((r) => r.label)).toEqual([
      'Reserve hold lapses in 1 h 00 min',
    ]);
  });

  test('balance reminders 7, 3 and 1 days before at 09:00 UK time, each once, none after payment', async () => {
    const { ref } = await book('all');
    const { depositInfo } = await booking(ref);
    expect(depositInfo.available).toBe(true);
    await pay(ref, depositInfo.amount);
    const due = depositInfo.balanceDue!;
    const at = (days: number) => {
      const day = addDaysIso(due, -days);
      return ukInstantOf(day, 9);
    };

    await moveTo(at(7) - 60_000);
    expect(await subjects(ref)).toEqual([]);
    await moveTo(at(7) + 60_000);
    expect(await subjects(ref)).toEqual([
      expect.stringMatching(new RegExp(`^Booking ${ref}: the balance of £[\\d,.]+ is due by `)),
    ]);
    await moveTo(at(3) - 60_000);
    expect(await subjects(ref)).toHaveLength(1);
    await moveTo(at(3) + 60_000);
    const mails = await mailsAbout(ref);
    expect(mails).toHaveLength(2);
    expect(mails[1].text_body).toContain('Balance reminder: due in 3 days');

    const listed = (await booking(ref)).remindersSent;
    expect(listed.map((r) => [r.kind, r.label])).toEqual([
      ['BALANCE_7', 'Balance reminder: due in 7 days'],
      ['BALANCE_3', 'Balance reminder: due in 3 days'],
    ]);

    await pay(ref, (await booking(ref)).agentSummary.outstandingBalance);
    await moveTo(at(1) + 60_000);
    await moveTo(at(-1) + 60_000);
    expect(await subjects(ref)).toHaveLength(2);
  });

  test('a balance left unpaid gets only the overdue notice when its earlier reminders were missed', async () => {
    const { ref } = await book('all');
    const { depositInfo } = await booking(ref);
    await pay(ref, depositInfo.amount);
    const overdueAt = ukInstantOf(addDaysIso(depositInfo.balanceDue!, 1), 9);
    // The jobs see nothing in between (the clock jumps past the 7, 3 and 1 day reminders).
    await moveTo(overdueAt - 60_000);
    const before = await subjects(ref);
    expect(before).toHaveLength(1);
    expect(before[0]).toMatch(/is due by/);
    await moveTo(overdueAt + 60_000);
    const after = await subjects(ref);
    expect(after).toHaveLength(2);
    expect(after[1]).toMatch(new RegExp(`^Booking ${ref}: the balance of £[\\d,.]+ is overdue$`));
    await moveTo(overdueAt + 2 * DAY);
    expect(await subjects(ref)).toHaveLength(2);
    expect((await booking(ref)).remindersSent.map((r) => r.kind)).toEqual([
      'BALANCE_1',
      'BALANCE_OVERDUE',
    ]);
  });

  test('a confirmed booking has a confirmation PDF, branded by the agent, to download and to send', async () => {
    const { ref } = await book('all');
    // Waiting for its deposit: no confirmation yet.
    const early = await get(`/bookings/${ref}/confirmation-pdf`);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({
      errors: [
        'A booking confirmation is available once the booking is confirmed (its deposit or full price paid).',
      ],
    });
    await pay(ref, (await booking(ref)).depositInfo.amount);
    // A family of four with extras, as agents book them.
    const family = (await booking(ref)).leadPassenger!;
    const party = await post(`/booking-modify/passenger-list/${ref}`, {
      passengers: [
        {
          forename: family.clientForename,
          surname: family.clientSurname,
          dob: family.dob,
          isDriving: '1',
        },
        { title: 'Mr', forename: 'John', surname: 'Smith', dob: '1979-05-01', isDriving: '1' },
        { forename: 'Oliver', surname: 'Smith', dob: '2016-03-14', isDriving: '0' },
        { forename: 'Ava', surname: 'Smith', dob: '2019-08-20', isDriving: '0' },
      ],
    });
    expect(party.statusCode).toBe(200);
    for (const extraId of [1, 1, 2]) {
      const added = await post(`/booking-modify/optional-extras-add/${ref}`, { extraId });
      expect(added.statusCode).toBe(200);
    }
    const view = await booking(ref);
    const res = await get(`/bookings/${ref}/confirmation-pdf`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="booking-confirmation-${ref}.pdf"`,
    );
    const text = pdfText(res.rawPayload);
    // The title wraps in the band: read it as one line.
    expect(text.replace(/\s+/g, ' ')).toContain(`Booking confirmation ${ref}`);
    expect(text).toContain(view.propertyInfo.villaName);
    expect(text).toContain(`Total price\n${formatMoney(view.total)}`);
    expect(text).toContain('Mrs Jane Smith (lead passenger)');
    expect(text).toContain('Mr John Smith');
    // All of it on one page: no paragraph spilt onto a second.
    const pages = pdfPages(res.rawPayload);
    expect(pages).toHaveLength(1);
    expect(pages[0].join(' ')).toContain('For any question about this booking, contact');
    expect(text).toContain(
      `${formatMoney(view.agentSummary.paymentsReceived)} received; the balance of ${formatMoney(view.agentSummary.outstandingBalance)} is due by`,
    );
    // Another agent's booking does not exist for them.
    expect((await get(`/bookings/${ref}/confirmation-pdf`, agents.tokens.other)).statusCode).toBe(
      404,
    );

    const sent = await post(`/send-pdf/booking/${ref}`, {
      recipientEmail: 'family@example.com',
      recipientMessage: 'Enjoy Florida!',
      ccApiUser: false,
    });
    expect(sent.statusCode).toBe(202);
    const mail = await t.services.db
      .selectFrom('outbox')
      .select(['to_address', 'subject', 'text_body', 'attachments'])
      .where('to_address', '=', 'family@example.com')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(mail.subject).toMatch(new RegExp(`^Your villa holiday booking confirmation ${ref}`));
    expect(mail.text_body).toContain('Enjoy Florida!');
    const [attachment] = JSON.parse(mail.attachments) as {
      filename: string;
      contentBase64: string;
    }[];
    expect(attachment.filename).toBe(`booking-confirmation-${ref}.pdf`);
    expect(pdfText(Buffer.from(attachment.contentBase64, 'base64')).replace(/\s+/g, ' ')).toContain(
      `Booking confirmation ${ref}`,
    );
  });
});

describe('the deadline job at scale', () => {
  /*
   * The job runs every minute on every instance, and better-sqlite3 answers synchronously: a
   * candidate query that reads every confirmed booking holds every request while it runs
   * (1.4-2.1 s a minute at 5.1 million bookings). Its balance branch must read the partial
   * index of agents' bookings with a balance date, not the status index.
   */
  test('the reminders read their candidates from indexes of their own on SQLite', async () => {
    const t = await createTestApp('sqlite');
    try {
      const query = candidatesQuery(t.services.db, Date.now()).compile();
      const plan = await t.services.db.executeQuery<{ detail: string }>(
        CompiledQuery.raw(`explain query plan ${query.sql}`, [...query.parameters]),
      );
      const details = plan.rows.map((r) => r.detail);
      expect(details).toContainEqual(
        expect.stringContaining(
          'USING INDEX bookings_balance_reminders (status=? AND departure>?)',
        ),
      );
      expect(details).toContainEqual(
        expect.stringContaining('USING INDEX bookings_deadline (status=? AND expires_at>? AND'),
      );
      expect(details.filter((d) => /\bSCAN bookings\b/.test(d))).toEqual([]);
    } finally {
      await t.close();
    }
  });
});
