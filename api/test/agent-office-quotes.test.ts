import type { BookingsResponse, SentQuote } from '@villa/shared/contract';
import { QUOTE_VALID_DAYS, daysInMs, isoDayOfInstant } from '@villa/shared/contract';
import { seedSteps } from '../src/db/seed';
import { insertStay } from '../src/property/bookings';
import { toTimestamp } from '../src/time';
import { engines } from './helpers/engines';
import { readableBody, startSmtpSink } from './helpers/smtpSink';
import {
  DEMO,
  bearer,
  inviteAgent,
  createTestApp,
  tokenFor,
  type TestApp,
} from './helpers/testApp';

const POLICY = { pollMs: 20, leaseMs: 120_000, maxAttempts: 3, retryBaseMs: 60_000 };
const DAY = daysInMs(1);
const isoDay = isoDayOfInstant;
const NO_MONEY = {
  original_pence: 0,
  discount_pence: 0,
  total_pence: 0,
  commission_pence: 0,
  deposit_pence: 0,
  balance_due: null,
  pool_heating_pence: 0,
};

describe.each(engines)('sent quotes and customer bookings on %s', (engine) => {
  let t: TestApp;
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  let agentToken: string;
  /** A second agent of the same organisation, with a clean slate. */
  let other: { id: number; token: string };

  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await createTestApp(engine, {
      config: { smtpUrl: sink.url },
      // Every step: the demo history's quotes are part of what this suite reads.
      seedSteps,
      outboxPolicy: POLICY,
    });
    agentToken = await tokenFor(t.app, DEMO.agent);
    const second = await inviteAgent(t, {
      email: 'second.agent@example.com',
      password: 'Second#2026',
      forename: 'Second',
      company: 'Second Travel',
      telephone: '0121 496 0999',
    });
    other = { id: second.id, token: await tokenFor(t.app, second) };
  });
  afterAll(async () => {
    await t.close();
    await sink.close();
  });

  const get = (url: string, token: string) =>
    t.app.inject({ method: 'GET', url: `/api${url}`, headers: bearer(token) });
  const sendQuote = (ref: string, token: string, payload: object = {}) =>
    t.app.inject({
      method: 'POST',
      url: `/api/send-pdf/quote/${ref}`,
      headers: bearer(token),
      payload: { recipientEmail: 'family@example.com', ...payload },
    });
  const freeVilla = async (offset: number) =>
    (
      await t.services.db
        .selectFrom('villas')
        .select('id')
        .where('status', '=', 'AVAILABLE')
        .orderBy('id', 'desc')
        .offset(offset)
        .limit(1)
        .executeTakeFirstOrThrow()
    ).id;
  /** The first day from `fromDay` on which the villa is free for `nights` (seeded stays exist). */
  const freeArrival = async (villaId: number, fromDay: number, nights = 7) => {
    for (let day = fromDay; day < fromDay + 400; day += 1) {
      const arrival = isoDay(t.clock() + day * DAY);
      const departure = isoDay(t.clock() + (day + nights) * DAY);
      const clash = await t.services.db
        .selectFrom('bookings')
        .select('id')
        .where('villa_id', '=', villaId)
        .where('status', 'in', ['RESERVE', 'PAYPENDING', 'BOOKING'])
        .where('arrival', '<', departure)
        .where('departure', '>', arrival)
        .executeTakeFirst();
      if (!clash) return day;
    }
    throw new Error(`villa ${villaId} has no free week`);
  };
  /** A quotation of `userId`'s on free nights, that expires in `days`. */
  const quotation = async (userId: number, villaId: number, fromDay: number, days = 10) => {
    const arrivalInDays = await freeArrival(villaId, fromDay);
    const arrival = t.clock() + arrivalInDays * DAY;
    const stay = await insertStay(
      t.services.db,
      {
        status: 'QUOTATION',
        villa_id: villaId,
        agent_user_id: userId,
        arrival: isoDay(arrival),
        departure: isoDay(arrival + 7 * DAY),
        nights: 7,
        expires_at: toTimestamp(t.clock() + days * DAY),
        original_pence: 250_000,
        discount_pence: 0,
        total_pence: 250_000,
        commission_pence: 25_000,
        deposit_pence: 62_500,
        balance_due: isoDay(arrival - 60 * DAY),
        pool_heating_pence: 0,
      },
      t.clock(),
    );
    return { ...stay, arrivalInDays };
  };

  test('the demo agent has seeded sent quotes: enough to page, some expired, some booked', async () => {
    const res = await get('/quotes-sent', agentToken);
    expect(res.statusCode).toBe(200);
    const { quoteDetails } = res.json() as { quoteDetails: SentQuote[] };
    expect(quoteDetails.length).toBeGreaterThan(20);
    expect(quoteDetails.some((q) => q.quoteExpiry.expired)).toBe(true);
    expect(quoteDetails.some((q) => !q.quoteExpiry.expired)).toBe(true);
    expect(quoteDetails.some((q) => q.bookedStatus === 'BOOKED')).toBe(true);
    for (const quote of quoteDetails) {
      expect(quote.bookRef).toMatch(/^VB[A-Z0-9]{6}$/);
      expect(quote.recipientEmail).toMatch(/@example\.com$/);
      expect(quote.total).toBeGreaterThan(0);
      expect(quote.property.propertyCode).toBeTruthy();
      expect(quote.property.propertyStatus).toBe('AVAILABLE');
      expect(quote.quoteExpiry.expires).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    const sentTimes = quoteDetails.map((q) => q.sentAt);
    expect(sentTimes).toEqual([...sentTimes].sort().reverse());
  });

  test('sending a quote mails its PDF, lists it under Sent Quotes, and only for its agent', async () => {
    const villaId = await freeVilla(0);
    const { ref } = await quotation(other.id, villaId, 90);
    expect((await get('/quotes-sent', other.token)).json()).toEqual({ quoteDetails: [] });

    // Another agent can neither send it nor see it.
    expect((await sendQuote(ref, agentToken)).statusCode).toBe(404);

    await t.services.db.deleteFrom('outbox').execute();
    sink.messages.length = 0;
    const res = await sendQuote(ref, other.token, {
      recipientMessage: 'As promised, your quote.',
      ccApiUser: false,
    });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ queued: true });

    t.services.mailWorker.start();
    try {
      await sink.waitForMessages(1);
    } finally {
      await t.services.mailWorker.stop();
    }
    const [mail] = sink.messages;
    expect(mail.to).toEqual(['family@example.com']);
    const body = readableBody(mail.raw);
    expect(body).toContain(`Subject: Your villa holiday quotation ${ref} from Second Travel`);
    expect(body).toContain('As promised, your quote.');
    expect(body).toMatch(new RegExp(`filename="?quotation-${ref}\\.pdf`));
    expect(body).toContain('Content-Type: application/pdf');

    const listed = (await get('/quotes-sent', other.token)).json() as {
      quoteDetails: SentQuote[];
    };
    expect(listed.quoteDetails).toHaveLength(1);
    expect(listed.quoteDetails[0]).toMatchObject({
      bookRef: ref,
      recipientEmail: 'family@example.com',
      total: 2500,
      bookedStatus: 'AVAILABLE',
      property: { propertyId: villaId, nights: 7, propertyStatus: 'AVAILABLE' },
      quoteExpiry: { expired: false, expires: isoDay(t.clock() + 10 * DAY) },
    });
    const demo = (await get('/quotes-sent', agentToken)).json() as { quoteDetails: SentQuote[] };
    expect(demo.quoteDetails.some((q) => q.bookRef === ref)).toBe(false);
  });

  test('a quote whose nights are booked by someone else shows BOOKED; an expired one expires', async () => {
    const villaId = await freeVilla(1);
    const { ref, arrivalInDays } = await quotation(other.id, villaId, 120);
    expect((await sendQuote(ref, other.token)).statusCode).toBe(202);
    const arrival = t.clock() + (arrivalInDays + 2) * DAY;
    await insertStay(
      t.services.db,
      {
        status: 'BOOKING',
        villa_id: villaId,
        agent_user_id: null,
        arrival: isoDay(arrival),
        departure: isoDay(arrival + 3 * DAY),
        nights: 3,
        expires_at: null,
        ...NO_MONEY,
      },
      t.clock(),
    );
    const again = () =>
      tokenFor(t.app, { email: 'second.agent@example.com', password: 'Second#2026' });
    const find = async (token: string) =>
      (
        (await get('/quotes-sent', token)).json() as { quoteDetails: SentQuote[] }
      ).quoteDetails.find((q) => q.bookRef === ref)!;
    expect((await find(other.token)).bookedStatus).toBe('BOOKED');

    t.clock.advance(11 * DAY);
    try {
      // Sessions last half an hour: log in again eleven days later.
      const token = await again();
      expect((await find(token)).quoteExpiry.expired).toBe(true);
      const late = await sendQuote(ref, token);
      expect(late.statusCode).toBe(409);
      expect(late.json()).toEqual({ errors: ['This quotation has expired'] });
    } finally {
      t.clock.advance(-11 * DAY);
    }
    other.token = await again();
    agentToken = await tokenFor(t.app, DEMO.agent);
  });

  test('an unknown or malformed reference is a 404', async () => {
    expect((await sendQuote('VBZZZZZZ', agentToken)).statusCode).toBe(404);
    expect((await sendQuote('not a ref!', agentToken)).statusCode).toBe(404);
  });

  test("GET /bookings groups the agent's own stays RESERVE, PAYPENDING, BOOKING", async () => {
    expect((await get('/bookings', other.token)).json()).toEqual({ bookings: {} });
    const villaId = await freeVilla(2);
    const stay = async (
      status: 'RESERVE' | 'PAYPENDING' | 'BOOKING' | 'CANCELLED',
      day: number,
    ) => {
      const arrival = t.clock() + (await freeArrival(villaId, day)) * DAY;
      return insertStay(
        t.services.db,
        {
          status,
          villa_id: villaId,
          agent_user_id: other.id,
          arrival: isoDay(arrival),
          departure: isoDay(arrival + 7 * DAY),
          nights: 7,
          expires_at: status === 'RESERVE' ? toTimestamp(t.clock() + DAY) : null,
          ...NO_MONEY,
        },
        t.clock(),
      );
    };
    const booking = await stay('BOOKING', 200);
    const reserve = await stay('RESERVE', 220);
    const pending = await stay('PAYPENDING', 240);
    await stay('CANCELLED', 260);
    await quotation(other.id, villaId, 280);

    const res = await get('/bookings', other.token);
    expect(res.statusCode).toBe(200);
    const { bookings } = res.json() as BookingsResponse;
    expect(Object.keys(bookings)).toEqual(['RESERVE', 'PAYPENDING', 'BOOKING']);
    expect(bookings.RESERVE!.map((b) => b.bookRef)).toEqual([reserve.ref]);
    expect(bookings.PAYPENDING!.map((b) => b.bookRef)).toEqual([pending.ref]);
    expect(bookings.BOOKING![0]).toMatchObject({
      bookRef: booking.ref,
      property: { nights: 7 },
      bookDate: isoDay(t.clock()),
    });
    expect(typeof bookings.BOOKING![0].agentRef).toBe('string');
    expect(bookings.BOOKING![0].client).toEqual(
      expect.objectContaining({ clientTitle: expect.any(String) }),
    );

    // A reserve hold whose 24 hours have passed is no longer listed.
    t.clock.advance(DAY + 1000);
    try {
      const later = await tokenFor(t.app, {
        email: 'second.agent@example.com',
        password: 'Second#2026',
      });
      const lapsed = (await get('/bookings', later)).json() as BookingsResponse;
      expect(Object.keys(lapsed.bookings)).toEqual(['PAYPENDING', 'BOOKING']);
    } finally {
      t.clock.advance(-(DAY + 1000));
    }
    agentToken = await tokenFor(t.app, DEMO.agent);

    const mine = (await get('/bookings', agentToken)).json() as BookingsResponse;
    const refs = Object.values(mine.bookings).flatMap((group) => group!.map((b) => b.bookRef));
    expect(refs).not.toContain(booking.ref);
  });

  test("quotes are valid for the documented number of days (the contract's one rule)", () => {
    expect(QUOTE_VALID_DAYS).toBe(7);
  });
});
