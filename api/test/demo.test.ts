import type { BookingResponse, SentQuote } from '@villa/shared/contract';
import { runCli } from '../src/cli';
import { refreshDemoHistory, type DemoHistory } from '../src/demo/history';
import { assessStay } from '../src/booking/stay';
import { isoOf, dayOfInstant } from '@villa/shared/contract';
import { lead } from './helpers/checkoutData';
import { engines } from './helpers/engines';
import { createTestApp, DEMO, postLogin, tokenFor, type TestApp } from './helpers/testApp';

/*
 * Issue 15: the demo agent's history, dated from now and made again by `cli demo refresh`
 * without touching what the agent made, and the staff's and testers' commands (custom extras,
 * the incomplete signup again, log-in locks lifted).
 */

describe.each(engines)('the demo and its commands on %s', (engine) => {
  let t: TestApp;
  let token: string;
  let history: DemoHistory;
  let env: Record<string, string | undefined>;

  const get = (url: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api${url}`,
      headers: { authorization: `Bearer ${token}` },
    });
  const booking = async (ref: string) => {
    const res = await get(`/bookings/${ref}`);
    expect(res.statusCode).toBe(200);
    return res.json() as BookingResponse;
  };
  const cli = async (...argv: string[]) => {
    const lines: string[] = [];
    const code = await runCli(argv, (l) => lines.push(l), env);
    return { code, text: lines.join('\n') };
  };

  /** A checkout of the first free week of a villa, made by the agent, not the demo. */
  const freeStayRequest = async () => {
    const today = dayOfInstant(t.clock());
    for (let villa = 1; villa < 60; villa += 1) {
      const arrival = isoOf(today + 200);
      const stay = await assessStay(
        t.services.db,
        { propertyId: villa, arrival, nights: 7 },
        t.clock(),
      );
      if (stay?.problem === null) {
        return {
          bookRef: '',
          propertyId: villa,
          arrival,
          nights: 7,
          extras: [],
          leadPassenger: lead(),
          passengers: [],
          agentRef: 'MINE-NOT-DEMO',
          agentNotes: '',
          termsAccepted: true,
        };
      }
    }
    throw new Error('no free villa');
  };

  beforeAll(async () => {
    t = await createTestApp(engine);
    env = { SQLITE_FILE: t.config.sqliteFile, DATABASE_URL: t.config.databaseUrl ?? undefined };
    history = (await refreshDemoHistory(t.services.db, t.clock()))!;
    token = await tokenFor(t.app, DEMO.agent);
  }, 120_000);
  afterAll(() => t.close());

  test('a fresh demo shows every state of a booking, each on its own page', async () => {
    expect(history.awaitingDeposit).toHaveLength(2);
    const justMade = await booking(history.holdJustMade!);
    expect(justMade.bookingInfo.bookStatusCode).toBe('RESERVE');
    expect(justMade.capabilities.canUpgrade).toBe(true);
    const hourLeft = await booking(history.holdHourLeft!);
    expect(hourLeft.bookingInfo.bookStatusCode).toBe('RESERVE');
    const left = Date.parse(hourLeft.bookingInfo.holdExpiresAt!) - t.clock();
    expect(left).toBeGreaterThan(50 * 60_000);
    expect(left).toBeLessThanOrEqual(60 * 60_000);

    const lapsed = await booking(history.lapsedHold!);
    expect(lapsed.bookingInfo).toMatchObject({ cancelReason: 'HOLD_LAPSED' });
    const cancelled = await booking(history.cancelled!);
    expect(cancelled.bookingInfo).toMatchObject({ cancelReason: 'AGENT_CANCELLED' });

    for (const ref of history.awaitingDeposit) {
      const waiting = await booking(ref);
      expect(waiting.bookingInfo.bookStatusCode).toBe('PAYPENDING');
      expect(waiting.payments).toEqual([]);
      expect(waiting.capabilities.takesPayments).toBe(true);
    }

    const partPaid = await booking(history.partPaid!);
    expect(partPaid.bookingInfo.bookStatusCode).toBe('BOOKING');
    expect(partPaid.payments).toHaveLength(1);
    expect(partPaid.declinedPayments).toHaveLength(1);
    expect(partPaid.declinedPayments[0]).toMatchObject({ cardLastFour: '0002' });
    expect(partPaid.purchasedCustomExtras.map((c) => c.customExtraName)).toEqual([
      'Private chef dinner',
    ]);
    expect(partPaid.agentSummary.outstandingBalance).toBeGreaterThan(0);

    const paid = await booking(history.paidInFull!);
    expect(paid.bookingInfo.bookStatusCode).toBe('BOOKING');
    expect(paid.payments).toHaveLength(2);
    expect(paid.agentSummary.outstandingBalance).toBe(0);
    expect(paid.agentSummary.paymentsReceived).toBe(paid.total);
    expect(paid.purchasedCustomExtras).toHaveLength(1);
  });

  test('Sent Quotes shows a quote available, one expired with extras and one no longer available', async () => {
    const { quoteDetails } = (await get('/quotes-sent')).json() as { quoteDetails: SentQuote[] };
    expect(quoteDetails.length).toBe(history.sentQuotes);
    expect(quoteDetails.length).toBeGreaterThan(20);
    const find = (ref: string | null) => quoteDetails.find((q) => q.bookRef === ref)!;
    expect(find(history.quoteAvailable)).toMatchObject({
      bookedStatus: 'AVAILABLE',
      quoteExpiry: { expired: false },
    });
    expect(find(history.quoteExpiredWithExtras).quoteExpiry.expired).toBe(true);
    const expired = await booking(history.quoteExpiredWithExtras!);
    expect(expired.purchasedExtras.flatMap((g) => g.purchased).length).toBeGreaterThanOrEqual(3);
    expect(find(history.quoteNoLongerAvailable).bookedStatus).toBe('BOOKED');
  });

  test('a refresh replaces the demo rows and keeps what the agent made', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/checkout/reserve',
      headers: { authorization: `Bearer ${token}` },
      payload: await freeStayRequest(),
    });
    expect(res.statusCode).toBe(201);
    const mine = (res.json() as { bookRef: string }).bookRef;
    const countOf = async () =>
      Number(
        (
          await t.services.db
            .selectFrom('bookings')
            .innerJoin('users', 'users.id', 'bookings.agent_user_id')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('users.email', '=', DEMO.agent.email)
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await countOf();

    const { code, text } = await cli('demo', 'refresh');
    expect(code).toBe(0);
    expect(text).toContain('part paid');
    expect(await countOf()).toBe(before);
    expect((await booking(mine)).agentsAdditionalDetails.agentRef).toBe('MINE-NOT-DEMO');
    expect((await get(`/bookings/${history.partPaid}`)).statusCode).toBe(404);
    const refs = text.match(/VB[A-Z0-9]{6}/g)!;
    expect(refs.length).toBeGreaterThanOrEqual(10);
    history = (await refreshDemoHistory(t.services.db, t.clock()))!;
    expect(await countOf()).toBe(before);
  });

  test('show lists each demo booking with what its page shows and its link', async () => {
    const { code, text } = await cli('demo', 'show');
    expect(code).toBe(0);
    const line = (ref: string | null) => text.split('\n').find((l) => l.startsWith(`${ref} `));
    expect(line(history.lapsedHold)).toMatch(
      /hold lapsed\s+http:\/\/localhost:8080\/admin\/agent\/bookings\/VB/,
    );
    expect(line(history.cancelled)).toContain(' cancelled ');
    expect(line(history.holdJustMade)).toContain(' hold ');
    expect(line(history.partPaid)).toContain(' part paid ');
    expect(line(history.paidInFull)).toContain(' paid in full ');
    expect(line(history.awaitingDeposit[0])).toContain(' waiting for payment ');
    expect(line(history.quoteAvailable)).toBeUndefined();
  });

  test('staff add a custom extra: total and outstanding grow by its amount', async () => {
    const ref = history.partPaid!;
    const before = await booking(ref);
    const { code, text } = await cli(
      'booking',
      'add-extra',
      ref.toLowerCase(),
      '--name',
      'Late check-out',
      '--description',
      'Until 2pm on the last day',
      '--amount',
      '60.50',
    );
    expect(code).toBe(0);
    expect(text).toContain(`Added "Late check-out" (£60.50) to ${ref}`);
    const after = await booking(ref);
    expect(after.total).toBeCloseTo(before.total + 60.5, 2);
    expect(after.agentSummary.outstandingBalance).toBeCloseTo(
      before.agentSummary.outstandingBalance + 60.5,
      2,
    );
    expect(after.agentSummary.commissionAmount).toBe(before.agentSummary.commissionAmount);
    expect(after.bookingInfo.bookStatusCode).toBe('BOOKING');
    expect(after.purchasedCustomExtras.at(-1)).toEqual({
      customExtraName: 'Late check-out',
      customExtraDescription: 'Until 2pm on the last day',
      bookChargeAmount: 60.5,
    });
  });

  test.each([
    [['--name', '', '--amount', '10'], 'Name is required'],
    [['--name', 'Cake', '--amount=-5'], 'Amount must be in pounds'],
    [
      ['--name', 'Cake', '--amount', '-5'],
      "To specify an option argument starting with a dash use '--amount=-XYZ'",
    ],
    [['--name', 'Cake', '--price', '5'], "Unknown option '--price'"],
    [['--name', 'Cake', '--amount', '12.345'], 'Amount must be in pounds'],
    [['--name', 'Cake', '--amount', '0'], 'Amount must be more than 0'],
    [['--name', 'Cake', '--amount', '250000'], 'Amount must be at most 10,000'],
    [['--name', 'Cake'], 'Amount is required'],
    [['--name', 'x'.repeat(101), '--amount', '5'], 'Name must be at most 100 characters'],
  ])(
    'a custom extra with %j is refused with exit code 2 and changes nothing',
    async (args, message) => {
      const ref = history.paidInFull!;
      const before = await booking(ref);
      const { code, text } = await cli('booking', 'add-extra', ref, ...args);
      expect(code).toBe(2);
      expect(text).toContain('Nothing was added');
      expect(text).toContain(message);
      expect(await booking(ref)).toEqual(before);
    },
  );

  test('a custom extra is refused on an unknown booking, a quotation, a cancelled booking and a lapsed hold', async () => {
    const cases: [string, string][] = [
      ['VBZZZZZZ', 'there is no booking VBZZZZZZ'],
      [history.quoteAvailable!, 'is a quotation'],
      [history.cancelled!, 'Extras can no longer be changed on this booking.'],
      [history.lapsedHold!, 'Extras can no longer be changed on this booking.'],
    ];
    for (const [ref, message] of cases) {
      const { code, text } = await cli(
        'booking',
        'add-extra',
        ref,
        '--name',
        'Cake',
        '--amount',
        '5',
      );
      expect(code).toBe(2);
      expect(text).toContain(message);
    }
    expect((await booking(history.cancelled!)).purchasedCustomExtras).toEqual([]);
    expect((await cli('booking', 'add-extra')).code).toBe(64);
  });

  test('reset-signup makes newagent@demo.test an incomplete signup again', async () => {
    const login = async () => {
      const res = await postLogin(t.app, DEMO.newAgent.email, DEMO.newAgent.password);
      expect(res.statusCode).toBe(200);
      return res.json() as { token: string; accountSignupIncomplete: boolean };
    };
    await t.services.db
      .updateTable('users')
      .set({ signup_incomplete: 0, address1: '1 High Street', town: 'Solihull' })
      .where('email', '=', DEMO.newAgent.email)
      .execute();
    expect((await login()).accountSignupIncomplete).toBe(false);
    const { code, text } = await cli('demo', 'reset-signup');
    expect(code).toBe(0);
    expect(text).toContain('newagent@demo.test is an incomplete signup again');
    expect((await login()).accountSignupIncomplete).toBe(true);
  });

  test('unlock lifts the demo accounts\u2019 log-in locks for testers sharing one address', async () => {
    for (let i = 0; i < 5; i += 1) {
      await postLogin(t.app, DEMO.accounts.email, 'wrong-password', { remoteAddress: '10.9.9.9' });
    }
    const locked = await postLogin(t.app, DEMO.accounts.email, DEMO.accounts.password, {
      remoteAddress: '10.9.9.9',
    });
    expect(locked.statusCode).not.toBe(200);
    const { code, text } = await cli('demo', 'unlock');
    expect(code).toBe(0);
    expect(text).toMatch(/Log-in locks lifted \(\d+ counters? removed\)/);
    const again = await postLogin(t.app, DEMO.accounts.email, DEMO.accounts.password, {
      remoteAddress: '10.9.9.9',
    });
    expect(again.statusCode).toBe(200);
  });
});
