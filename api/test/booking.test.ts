import type {
  BookingResponse,
  CardPaymentStartResponse,
  CheckoutCompletedResponse,
  CheckoutRequest,
  CheckoutResponse,
  OptionalExtrasResponse,
  LoginResponse,
  PropertyDetailResponse,
} from '@villa/shared/contract';
import { formatMoney, toPence, toPounds } from '@villa/shared/format';
import { lapseHolds } from '../src/property/bookings';
import { assessStay } from '../src/booking/stay';
import { bookingDb } from '../src/booking/tables';
import { dayOf, dayOfInstant, isoOf } from '@villa/shared/contract';
import { lead } from './helpers/checkoutData';
import { engines } from './helpers/engines';
import { startSmtpSink } from './helpers/smtpSink';
import {
  DEMO,
  bearer,
  completeSignupOf,
  createTestApp,
  postLogin,
  tokenFor,
  type TestApp,
} from './helpers/testApp';

const NOT_AVAILABLE = 'This property is no longer available to be booked';
const NOT_FOUND = "Sorry the page or requested resource either doesn't exist or no longer exists.";
const SECRET = 'booking-test-sandbox-secret';
const HOUR = 3_600_000;

type Stay = {
  propertyId: number;
  arrival: string;
  nights: number;
  maxOccupancy: number;
  poolHeating: boolean;
};

describe.each(engines)('booking and checkout on %s', (engine) => {
  let t: TestApp;
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  let agent: string;
  let other: string;
  const used = new Set<number>();

  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await createTestApp(engine, {
      config: { smtpUrl: sink.url, paymentSandboxSecret: SECRET, holdLapseIntervalMs: 50 },
      outboxPolicy: { pollMs: 20, leaseMs: 120_000, maxAttempts: 3, retryBaseMs: 60_000 },
    });
    // The second agent must have completed the signup, or every call is a 403 (signup gate).
    await completeSignupOf(t.services, DEMO.newAgent.email);
    agent = await tokenFor(t.app, DEMO.agent);
    other = await tokenFor(t.app, DEMO.newAgent);
  });
  afterAll(async () => {
    await t.close();
    await sink.close();
  });

  /** Moves time on; sessions last 30 minutes, so the agents log in again. */
  async function advance(ms: number) {
    t.clock.advance(ms);
    agent = await tokenFor(t.app, DEMO.agent);
    other = await tokenFor(t.app, DEMO.newAgent);
  }

  const get = (url: string, token = agent) =>
    t.app.inject({ method: 'GET', url: `/api${url}`, headers: bearer(token) });
  const post = (url: string, payload: unknown, token = agent) =>
    t.app.inject({
      method: 'POST',
      url: `/api${url}`,
      payload: payload as object,
      headers: bearer(token),
    });

  /** A free 7-night stay on a villa no other test of this file uses. */
  async function freeStay(options: { poolHeating?: boolean } = {}): Promise<Stay> {
    const villas = await t.services.db
      .selectFrom('villas')
      .select(['id', 'pool_heating_pence', 'max_occupancy'])
      .orderBy('id', 'desc')
      .limit(120)
      .execute();
    const today = dayOfInstant(t.clock());
    for (const villa of villas) {
      if (used.has(villa.id)) continue;
      if (
        options.poolHeating !== undefined &&
        options.poolHeating !== (villa.pool_heating_pence !== null)
      ) {
        continue;
      }
      for (let week = 0; week < 20; week += 1) {
        const arrival = isoOf(today + 60 + week * 7);
        const a = await assessStay(
          t.services.db,
          { propertyId: villa.id, arrival, nights: 7 },
          t.clock(),
        );
        if (a && a.problem === null) {
          used.add(villa.id);
          return {
            propertyId: villa.id,
            arrival,
            nights: 7,
            maxOccupancy: villa.max_occupancy,
            poolHeating: villa.pool_heating_pence !== null,
          };
        }
      }
    }
    throw new Error('no free stay found');
  }

  const body = (stay: Stay, extra: Partial<CheckoutRequest> = {}): CheckoutRequest => ({
    propertyId: stay.propertyId,
    arrival: stay.arrival,
    nights: stay.nights,
    extras: [],
    leadPassenger: lead(),
    passengers: [],
    agentRef: 'AG-1',
    agentNotes: 'Anniversary trip',
    termsAccepted: true,
    ...extra,
  });

  async function book(
    product: 'reserve' | 'all',
    stay?: Stay,
    extra: Partial<CheckoutRequest> = {},
  ) {
    const s = stay ?? (await freeStay());
    const res = await post(`/checkout/${product}`, body(s, extra));
    expect(res.statusCode).toBe(201);
    return { stay: s, ref: (res.json() as CheckoutResponse).bookRef };
  }

  /** A quotation of the stay, made as the villa page makes it; its reference. */
  async function quoteStay(stay: Stay, options = { poolHeating: false }): Promise<string> {
    const made = await post('/quotes', {
      propertyId: stay.propertyId,
      arrival: stay.arrival,
      nights: stay.nights,
      poolHeating: options.poolHeating,
    });
    expect(made.statusCode).toBe(201);
    return (made.json() as { quote: { bookRef: string } }).quote.bookRef;
  }

  const booking = async (ref: string) => {
    const res = await get(`/bookings/${ref}`);
    expect(res.statusCode).toBe(200);
    return res.json() as BookingResponse;
  };

  const count = async (table: 'bookings' | 'booking_clients' | 'booking_extras' | 'payments') => {
    const row = await bookingDb(t.services.db)
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  };

  describe('optional extras', () => {
    test('without a stay: the whole catalogue by category, none commissionable, pool heating quote-only', async () => {
      const res = await get('/optional-extras');
      expect(res.statusCode).toBe(200);
      const data = res.json() as OptionalExtrasResponse;
      expect(data.stay).toBeNull();
      expect(data.categories.map((c) => c.category)).toEqual([
        'Pool and garden',
        'Arrival and departure',
        'Baby and child',
        'Travel',
        'Leisure',
      ]);
      const all = data.categories.flatMap((c) => c.extras);
      expect(all.every((e) => e.commissionable === false)).toBe(true);
      const pool = all.find((e) => e.extraId === 12);
      expect(pool).toMatchObject({
        extraName: 'Pool heating',
        quoteOnly: true,
        unitPrice: null,
        maxQuantity: 1,
      });
    });

    test('for a stay: prices for the stay, the chosen extras from the query, the villa quote', async () => {
      const stay = await freeStay({ poolHeating: true });
      const res = await get(
        `/optional-extras?propertyId=${stay.propertyId}&arrival=${stay.arrival}&nights=7&extras[3]=2&extras[12]=1&extras[99]=1`,
      );
      expect(res.statusCode).toBe(200);
      const data = res.json() as OptionalExtrasResponse;
      expect(data.stay).toMatchObject({
        propertyId: stay.propertyId,
        arrival: stay.arrival,
        nights: 7,
        available: true,
      });
      const all = data.categories.flatMap((c) => c.extras);
      const pushchair = all.find((e) => e.extraId === 3)!;
      expect(pushchair.stayPrice).toBe(pushchair.unitPrice! * 7);
      expect(all.find((e) => e.extraId === 12)?.stayPrice).toBeGreaterThan(0);
      expect(data.chosen).toEqual([
        { extraId: 3, quantity: 2 },
        { extraId: 12, quantity: 1 },
      ]);
    });

    test('a villa without pool heating does not offer it', async () => {
      const stay = await freeStay({ poolHeating: false });
      const data = (
        await get(`/optional-extras?propertyId=${stay.propertyId}&arrival=${stay.arrival}&nights=7`)
      ).json() as OptionalExtrasResponse;
      expect(data.categories.flatMap((c) => c.extras).some((e) => e.extraId === 12)).toBe(false);
    });

    test('the pool fence fits only villas with a private pool: catalogue, checkout and booking page agree', async () => {
      const catalogue = (await get('/optional-extras')).json() as OptionalExtrasResponse;
      expect(
        catalogue.categories.flatMap((c) => c.extras).find((e) => e.extraId === 6),
      ).toMatchObject({
        extraName: 'Removable pool fence',
        fitsOnly: 'Villas with a private pool only',
      });

      const noPool = await freeStay({ poolHeating: false });
      const offered = (
        (
          await get(
            `/optional-extras?propertyId=${noPool.propertyId}&arrival=${noPool.arrival}&nights=7&extras[6]=1`,
          )
        ).json() as OptionalExtrasResponse
      ).categories.flatMap((c) => c.extras);
      expect(offered.some((e) => e.extraId === 6)).toBe(false);
      const refused = await post(
        '/checkout/reserve',
        body(noPool, { extras: [{ extraId: 6, quantity: 1 }] }),
      );
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toEqual({
        validationErrors: [
          { field: 'extras.0.extraId', error: 'This extra is not offered for this villa.' },
        ],
      });
      const { ref } = await book('reserve', noPool);
      expect((await booking(ref)).purchaseAbleExtras.some((e) => e.extraId === 6)).toBe(false);
      const added = await post(`/booking-modify/optional-extras-add/${ref}`, { extraId: 6 });
      expect(added.statusCode).toBe(422);

      const withPool = await freeStay({ poolHeating: true });
      const pooled = await book('reserve', withPool, { extras: [{ extraId: 6, quantity: 1 }] });
      expect(
        (await booking(pooled.ref)).customerBreakdown.some(
          (l) => l.name === 'Removable pool fence',
        ),
      ).toBe(true);
    });

    test('bad stay queries are 422, an unknown villa 404', async () => {
      expect(
        (await get('/optional-extras?propertyId=abc&arrival=2027-01-01&nights=7')).statusCode,
      ).toBe(422);
      expect(
        (await get('/optional-extras?propertyId=1&arrival=2027-02-30&nights=7')).statusCode,
      ).toBe(422);
      expect(
        (await get('/optional-extras?propertyId=99999&arrival=2027-01-01&nights=7')).statusCode,
      ).toBe(404);
    });
  });

  describe('checkout', () => {
    test('reserve makes a 24-hour hold with the passengers, extras and agent details', async () => {
      const stay = await freeStay();
      const { ref } = await book('reserve', stay, {
        extras: [{ extraId: 1, quantity: 2 }],
        passengers: [
          { title: '', forename: 'John', surname: 'Smith', dob: '1979-01-01', isDriving: '1' },
          {
            title: '',
            forename: 'Baby',
            surname: 'Smith',
            dob: isoOf(dayOfInstant(t.clock()) - 200),
            isDriving: '0',
          },
        ],
      });
      const b = await booking(ref);
      expect(b.bookingInfo.bookStatusCode).toBe('RESERVE');
      expect(Date.parse(b.bookingInfo.holdExpiresAt!)).toBe(t.clock() + 24 * HOUR);
      expect(b.leadPassenger).toMatchObject({
        clientSurname: 'Smith',
        addPostcode: 'SW1A 2AA',
        countryName: 'United Kingdom',
      });
      expect(b.additionalPassengers.map((p) => p.passengerType)).toEqual(['Adult', 'Infant']);
      expect(b.purchasedExtras[0].purchased).toHaveLength(2);
      expect(b.agentsAdditionalDetails).toEqual({
        agentRef: 'AG-1',
        agentNotes: 'Anniversary trip',
      });
      expect(b.payments).toEqual([]);
      expect(b.cardPayment).toBeNull();

      const done = (await get(`/checkout-completed/${ref}`)).json() as CheckoutCompletedResponse;
      expect(done).toMatchObject({
        ref,
        reserve: true,
        agentRef: 'AG-1',
        client: { clientTitle: 'Mrs', clientForename: 'Jane', clientSurname: 'Smith' },
        total: b.total,
      });
      expect(done.reserveReleaseDate).toBe(b.bookingInfo.holdExpiresAt);
    });

    test('all makes a PAYPENDING booking; the completed page has the deposit or full balance', async () => {
      const { ref } = await book('all');
      const b = await booking(ref);
      expect(b.bookingInfo.bookStatusCode).toBe('PAYPENDING');
      const done = (await get(`/checkout-completed/${ref}`)).json() as CheckoutCompletedResponse;
      expect(done.reserve).toBe(false);
      expect(done.reserveReleaseDate).toBeNull();
      expect(done.deposit).toBe(b.depositInfo.amount);
      expect(done.balanceDue).toBe(b.depositInfo.balanceDue);
      expect(b.cardPayment).toMatchObject({
        allowed: true,
        minimum: b.depositInfo.amount,
        maximum: b.total,
      });
    });

    test('bad input is 422 with the fields, and nothing is written', async () => {
      const stay = await freeStay();
      const before = await count('booking_clients');
      const res = await post('/checkout/all', {
        ...body(stay),
        leadPassenger: { ...lead(), clientTitle: '', clientEmail: 'nope', addPostcode: '' },
        termsAccepted: false,
      });
      expect(res.statusCode).toBe(422);
      const fields = (res.json() as { validationErrors: { field: string; error: string }[] })
        .validationErrors;
      expect(fields).toEqual(
        expect.arrayContaining([
          { field: 'leadPassenger.clientTitle', error: 'Title is required' },
          { field: 'leadPassenger.clientEmail', error: 'Email must be a valid email address' },
          { field: 'leadPassenger.addPostcode', error: 'Postcode is required' },
          { field: 'termsAccepted', error: 'Please accept the booking terms and conditions' },
        ]),
      );
      // The title is one of the list or an "Other" title of letters: the contract's one rule.
      const odd = await post('/checkout/all', {
        ...body(stay),
        leadPassenger: { ...lead(), clientTitle: '<b>Dr' },
      });
      expect(odd.statusCode).toBe(422);
      expect(odd.json()).toEqual({
        validationErrors: [
          {
            field: 'leadPassenger.clientTitle',
            error: 'Title must be letters, for example Prof or Rev',
          },
        ],
      });
      expect(await count('booking_clients')).toBe(before);
      const tooMany = await post(
        '/checkout/all',
        body(stay, { extras: [{ extraId: 6, quantity: 2 }] }),
      );
      expect(tooMany.statusCode).toBe(422);
      const crowd = Array.from({ length: stay.maxOccupancy }, (_, i) => ({
        title: '',
        forename: `Guest${String.fromCharCode(65 + i)}`,
        surname: 'Crowd',
        dob: '1990-01-01',
        isDriving: '0' as const,
      }));
      const full = await post('/checkout/all', body(stay, { passengers: crowd }));
      expect(full.statusCode).toBe(422);
      expect(full.json().validationErrors[0].field).toBe('passengers');
      const unborn = await post(
        '/checkout/all',
        body(stay, { leadPassenger: lead({ dob: isoOf(dayOfInstant(t.clock()) + 400) }) }),
      );
      expect(unborn.statusCode).toBe(422);
      expect((await post('/checkout/other', body(stay))).statusCode).toBe(404);
      expect((await post('/checkout/all', [])).statusCode).toBe(400);
      expect(await count('booking_clients')).toBe(before);
    });

    test('a stay overlapping a booking is 409 "no longer available" and leaves nothing behind', async () => {
      const { stay } = await book('all');
      const before = [await count('bookings'), await count('booking_clients')];
      const res = await post('/checkout/reserve', body(stay), other);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ errors: [NOT_AVAILABLE] });
      expect([await count('bookings'), await count('booking_clients')]).toEqual(before);
    });

    test(`at least 20 racing checkouts of one stay by two agents: exactly one wins (${engine})`, async () => {
      const stay = await freeStay();
      const bookingsBefore = await count('bookings');
      const clientsBefore = await count('booking_clients');
      const racers = Array.from({ length: 24 }, (_, i) =>
        post(
          `/checkout/${i % 2 ? 'reserve' : 'all'}`,
          body(stay, { agentRef: `RACE-${i}` }),
          i % 3 ? agent : other,
        ),
      );
      const results = await Promise.all(racers);
      const codes = results.map((r) => r.statusCode);
      expect(codes.filter((c) => c === 201)).toHaveLength(1);
      expect(codes.filter((c) => c === 409)).toHaveLength(23);
      for (const r of results.filter((x) => x.statusCode === 409)) {
        expect(r.json()).toEqual({ errors: [NOT_AVAILABLE] });
      }
      expect(await count('bookings')).toBe(bookingsBefore + 1);
      expect(await count('booking_clients')).toBe(clientsBefore + 1);
      const overlapping = await t.services.db
        .selectFrom('bookings')
        .select('id')
        .where('villa_id', '=', stay.propertyId)
        .where('status', 'in', ['RESERVE', 'PAYPENDING', 'BOOKING'])
        .where('arrival', '<', isoOf(dayOfInstant(Date.parse(stay.arrival)) + 7))
        .where('departure', '>', stay.arrival)
        .execute();
      expect(overlapping).toHaveLength(1);
    });
  });

  describe('quotations from the villa page', () => {
    /** A villa-page quotation of a free stay with pool heating. */
    async function poolHeatedQuote() {
      const stay = await freeStay({ poolHeating: true });
      return { stay, ref: await quoteStay(stay, { poolHeating: true }) };
    }

    test('a quote with pool heating shows as a QUOTATION and books through checkout with its ref', async () => {
      const { stay, ref } = await poolHeatedQuote();
      const quote = await booking(ref);
      expect(quote.bookingInfo.bookStatusCode).toBe('QUOTATION');
      expect(quote.quoteExpiry?.expired).toBe(false);
      expect(quote.quoteAvailableToBeBooked).toBe(true);
      expect(quote.purchasedExtras.map((g) => g.info.extraId)).toEqual([12]);
      const extras = (
        await get(`/optional-extras?bookRef=${ref}`)
      ).json() as OptionalExtrasResponse;
      expect(extras.stay?.bookRef).toBe(ref);
      expect(extras.chosen).toEqual([{ extraId: 12, quantity: 1 }]);

      const res = await post('/checkout/all', {
        ...body(stay),
        propertyId: undefined,
        arrival: undefined,
        nights: undefined,
        bookRef: ref,
        extras: extras.chosen,
      });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toEqual({ bookRef: ref, bookStatusCode: 'PAYPENDING' });
      const booked = await booking(ref);
      expect(booked.total).toBe(quote.total);
      expect(booked.purchasedExtras[0].purchased[0].villaBookExtraId).toBeGreaterThan(0);
      expect((await post('/checkout/all', { ...body(stay), bookRef: ref })).statusCode).toBe(409);
      const after = (await get(`/optional-extras?bookRef=${ref}`)).json() as OptionalExtrasResponse;
      expect(after.stay).toMatchObject({
        available: false,
        unavailableReason: 'This quotation can no longer be booked.',
      });
    });

    test('pool heating booked from a quote cannot be removed from the booking, and stays charged once', async () => {
      const { stay, ref } = await poolHeatedQuote();
      const res = await post('/checkout/reserve', {
        ...body(stay),
        propertyId: undefined,
        arrival: undefined,
        nights: undefined,
        bookRef: ref,
        extras: [{ extraId: 12, quantity: 1 }],
      });
      expect(res.statusCode).toBe(201);
      const before = await booking(ref);
      const pool = before.purchasedExtras.find((g) => g.info.extraId === 12)!.purchased[0];
      const remove = await post(`/booking-modify/optional-extras-remove/${ref}`, {
        villaBookExtraId: pool.villaBookExtraId,
      });
      expect(remove.statusCode).toBe(422);
      expect(remove.json().validationErrors).toEqual([
        {
          field: 'villaBookExtraId',
          error:
            'Pool heating was chosen with the quote or at checkout - please call us to remove it.',
        },
      ]);
      const after = await booking(ref);
      expect(after.total).toBe(before.total);
      expect(after.purchasedExtras).toEqual(before.purchasedExtras);
    });
  });

  describe('expired quotations', () => {
    test('an expired quote locks its extras and cannot be checked out', async () => {
      const stay = await freeStay();
      const ref = await quoteStay(stay);
      await advance(9 * 24 * HOUR);
      const quote = await booking(ref);
      expect(quote.quoteExpiry?.expired).toBe(true);
      expect(quote.extrasLocked).toBe(true);
      expect(quote.purchaseAbleExtras).toEqual([]);
      const extras = (
        await get(`/optional-extras?bookRef=${ref}`)
      ).json() as OptionalExtrasResponse;
      expect(extras.stay).toMatchObject({
        available: false,
        unavailableReason: 'This quotation has expired',
      });
      const res = await post('/checkout/all', { ...body(stay), bookRef: ref });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ errors: ['This quotation has expired'] });
      expect(
        (await post(`/booking-modify/optional-extras-add/${ref}`, { extraId: 1 })).statusCode,
      ).toBe(409);
    });
  });

  describe('one reason why a stay cannot be booked (assessStay), said alike everywhere', () => {
    const PAST = 'This date has passed or is too soon to book. Please choose a later date.';

    test('a stay taken by another agent: villa page, nights chooser, extras, checkout and the quote agree', async () => {
      const stay = await freeStay();
      const quoteRef = await quoteStay(stay);
      // Another agent books the same nights.
      expect((await post('/checkout/all', body(stay), other)).statusCode).toBe(201);

      const page = (
        await get(`/property/${stay.propertyId}?arrival=${stay.arrival}&nights=${stay.nights}`)
      ).json() as PropertyDetailResponse;
      expect(page.proposedDates).toMatchObject({
        available: false,
        problem: 'TAKEN',
        message: NOT_AVAILABLE,
      });
      expect(
        (await get(`/property-nights-options/${stay.propertyId}/${stay.arrival}`)).json(),
      ).toEqual({ cannotBeBookedFromThisNight: true, problem: 'TAKEN', message: NOT_AVAILABLE });

      const extras = (
        await get(
          `/optional-extras?propertyId=${stay.propertyId}&arrival=${stay.arrival}&nights=7&extras[3]=1`,
        )
      ).json() as OptionalExtrasResponse;
      expect(extras.stay).toMatchObject({ available: false, unavailableReason: NOT_AVAILABLE });
      expect(extras.chosen).toEqual([]);

      const checkout = await post('/checkout/reserve', body(stay));
      expect(checkout.statusCode).toBe(409);
      expect(checkout.json()).toEqual({ errors: [NOT_AVAILABLE] });

      const quote = await booking(quoteRef);
      expect(quote.quoteAvailableToBeBooked).toBe(false);
      expect(quote.quoteUnavailableReason).toBe(NOT_AVAILABLE);
      expect(quote.capabilities).toMatchObject({ canBook: false, extrasLocked: true });
      expect(quote.extrasLocked).toBe(true);
      const fromQuote = (
        await get(`/optional-extras?bookRef=${quoteRef}`)
      ).json() as OptionalExtrasResponse;
      expect(fromQuote.stay).toMatchObject({ available: false, unavailableReason: NOT_AVAILABLE });
      const add = await post(`/booking-modify/optional-extras-add/${quoteRef}`, { extraId: 1 });
      expect(add.statusCode).toBe(409);
      expect(add.json()).toEqual({ errors: [NOT_AVAILABLE] });
      const checkoutQuote = await post('/checkout/all', { ...body(stay), bookRef: quoteRef });
      expect(checkoutQuote.statusCode).toBe(409);
      expect(checkoutQuote.json()).toEqual({ errors: [NOT_AVAILABLE] });
    });

    test('one booking window: the login config, the search, the villa calendar and checkout agree', async () => {
      const login = await postLogin(t.app, DEMO.agent.email, DEMO.agent.password);
      const window = (login.json() as LoginResponse).config.bookingWindow;
      const today = dayOfInstant(t.clock());
      expect(window).toEqual({
        today: isoOf(today),
        firstArrival: isoOf(today + 2),
        lastArrival: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      });
      const stay = await freeStay();
      const page = (await get(`/property/${stay.propertyId}`)).json() as PropertyDetailResponse;
      expect(page.calendarData).toMatchObject({
        firstArrival: window.firstArrival,
        lastArrival: window.lastArrival,
      });
      const dayBefore = isoOf(today + 1);
      const search = await get(
        `/property-search?criteria[arrival]=${dayBefore}&criteria[nights]=7`,
      );
      expect(search.statusCode).toBe(422);
      expect(
        await get(`/property-search?criteria[arrival]=${window.firstArrival}&criteria[nights]=7`),
      ).toMatchObject({ statusCode: 200 });
      const late = await get(
        `/property-search?criteria[arrival]=${isoOf(dayOf(window.lastArrival) + 1)}&criteria[nights]=7`,
      );
      expect(late.statusCode).toBe(422);
      const checkout = await post('/checkout/all', body({ ...stay, arrival: dayBefore }));
      expect(checkout.statusCode).toBe(422);
    });

    test('a stay too soon to book: the same message on the villa page, in extras and at checkout', async () => {
      const stay = await freeStay();
      const tomorrow = isoOf(dayOfInstant(t.clock()) + 1);
      const page = (
        await get(`/property/${stay.propertyId}?arrival=${tomorrow}&nights=7`)
      ).json() as PropertyDetailResponse;
      expect(page.proposedDates).toMatchObject({
        available: false,
        problem: 'PAST',
        message: PAST,
      });
      const extras = (
        await get(`/optional-extras?propertyId=${stay.propertyId}&arrival=${tomorrow}&nights=7`)
      ).json() as OptionalExtrasResponse;
      expect(extras.stay).toMatchObject({ available: false, unavailableReason: PAST });
      const res = await post('/checkout/all', body({ ...stay, arrival: tomorrow }));
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ validationErrors: [{ field: 'arrival', error: PAST }] });
    });
  });

  describe('ownership', () => {
    test("another agent's booking is a 404 on every call", async () => {
      const { ref } = await book('all');
      const calls = [
        get(`/bookings/${ref}`, other),
        get(`/checkout-completed/${ref}`, other),
        post(`/booking-modify/modify-reserve/${ref}`, { way: 'CANCEL' }, other),
        post(`/booking-modify/lead-passenger/${ref}`, lead(), other),
        post(`/booking-modify/passenger-list/${ref}`, { passengers: [] }, other),
        post(
          `/booking-modify/agents-additional-details/${ref}`,
          { agentRef: 'x', agentNotes: '' },
          other,
        ),
        post(`/booking-modify/optional-extras-add/${ref}`, { extraId: 1 }, other),
        post(`/booking-modify/optional-extras-remove/${ref}`, { villaBookExtraId: 1 }, other),
        post(
          `/booking-modify/card-payment/${ref}`,
          { amount: 10, registeredDetails: 'NONE' },
          other,
        ),
        post(
          '/send-enquiry',
          { subject: '', body: 'Please change the dates of this booking', bookRef: ref },
          other,
        ),
      ];
      for (const res of await Promise.all(calls)) {
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ errors: [NOT_FOUND] });
      }
      expect((await get('/bookings/NOPE1234')).statusCode).toBe(404);
      expect((await get(`/bookings/${ref}`, '')).statusCode).toBe(401);
      const org = await tokenFor(t.app, DEMO.organisation);
      expect((await get(`/bookings/${ref}`, org)).statusCode).toBe(403);
    });
  });

  describe('ids that name nothing', () => {
    // A body id with no row behind it would fail the foreign key (a 500) or, beyond the
    // database's integer, the query itself: each is a 422 at its field and changes nothing.
    const BAD_IDS = [99_999, 2 ** 31, 1e20];
    const countryError = {
      field: 'addCountryId',
      error: 'Country must be one of the listed countries',
    };

    test('lead passenger: an unknown country is a 422 at addCountryId; the saved one stays', async () => {
      const { ref } = await book('all');
      for (const addCountryId of BAD_IDS) {
        const res = await post(
          `/booking-modify/lead-passenger/${ref}`,
          lead({ addCountryId, clientSurname: 'Jones' }),
        );
        expect(res.statusCode).toBe(422);
        expect(res.json()).toEqual({ validationErrors: [countryError] });
      }
      expect((await booking(ref)).leadPassenger).toMatchObject({
        clientSurname: 'Smith',
        addCountryId: 82,
      });
    });

    test('checkout: an unknown country is a 422 at leadPassenger.addCountryId; nothing is booked', async () => {
      const stay = await freeStay();
      const before = await count('bookings');
      for (const addCountryId of BAD_IDS) {
        const res = await post(
          '/checkout/all',
          body(stay, { leadPassenger: lead({ addCountryId }) }),
        );
        expect(res.statusCode).toBe(422);
        expect(res.json()).toEqual({
          validationErrors: [{ ...countryError, field: 'leadPassenger.addCountryId' }],
        });
      }
      expect(await count('bookings')).toBe(before);
      expect((await post('/checkout/all', body(stay))).statusCode).toBe(201);
    });

    test('checkout: an unknown villa or extra is a 422 at its field', async () => {
      const stay = await freeStay();
      for (const id of BAD_IDS) {
        const villa = await post('/checkout/all', body(stay, { propertyId: id }));
        expect(villa.statusCode).toBe(422);
        expect(villa.json().validationErrors[0].field).toBe('propertyId');
        const extra = await post(
          '/checkout/all',
          body(stay, { extras: [{ extraId: id, quantity: 1 }] }),
        );
        expect(extra.statusCode).toBe(422);
        expect(extra.json().validationErrors[0].field).toBe('extras.0.extraId');
      }
    });

    test('extras and passengers of a booking: unknown ids are refused, never a 500', async () => {
      const { ref } = await book('all');
      for (const id of BAD_IDS) {
        const add = await post(`/booking-modify/optional-extras-add/${ref}`, { extraId: id });
        expect(add.statusCode).toBe(422);
        const remove = await post(`/booking-modify/optional-extras-remove/${ref}`, {
          villaBookExtraId: id,
        });
        expect(remove.statusCode).toBeGreaterThanOrEqual(400);
        expect(remove.statusCode).toBeLessThan(500);
      }
    });
  });

  describe('reserve holds', () => {
    test('upgrade turns a live hold into PAYPENDING; cancel frees the dates', async () => {
      const { ref } = await book('reserve');
      // What the page may offer travels with the booking.
      expect((await booking(ref)).capabilities).toEqual({
        takesPayments: false,
        extrasLocked: false,
        passengersEditable: true,
        canUpgrade: true,
        canCancel: true,
        canBook: false,
      });
      const up = await post(`/booking-modify/modify-reserve/${ref}`, { way: 'UPGRADE' });
      expect(up.json()).toEqual({ bookStatusCode: 'PAYPENDING' });
      const upgraded = await booking(ref);
      expect(upgraded.bookingInfo.holdExpiresAt).toBeNull();
      expect(upgraded.capabilities).toMatchObject({
        takesPayments: true,
        canUpgrade: false,
        canCancel: false,
      });
      expect(
        (await post(`/booking-modify/modify-reserve/${ref}`, { way: 'CANCEL' })).statusCode,
      ).toBe(409);

      const second = await book('reserve');
      const cancel = await post(`/booking-modify/modify-reserve/${second.ref}`, { way: 'CANCEL' });
      expect(cancel.json()).toEqual({ bookStatusCode: 'CANCELLED' });
      const cancelled = await booking(second.ref);
      expect(cancelled.bookingInfo.cancelReason).toBe('AGENT_CANCELLED');
      expect(cancelled.capabilities).toEqual({
        takesPayments: false,
        extrasLocked: true,
        passengersEditable: false,
        canUpgrade: false,
        canCancel: false,
        canBook: false,
      });
      expect((await post('/checkout/all', body(second.stay), other)).statusCode).toBe(201);
      expect(
        (await post(`/booking-modify/modify-reserve/${ref}`, { way: 'SIDEWAYS' })).statusCode,
      ).toBe(422);
    });

    test('a hold lapses after 24 hours: the job frees it, it shows the lapse and cannot be upgraded', async () => {
      const { ref, stay } = await book('reserve');
      const other1 = await book('reserve');
      await advance(24 * HOUR - 1000);
      await lapseHolds(t.services.db, t.clock(), { all: true });
      expect((await booking(ref)).bookingInfo.bookStatusCode).toBe('RESERVE');
      await advance(2000);
      // The job lapses every hold that has run out (the server runs it too; running it again
      // finds nothing more to do for these two).
      await lapseHolds(t.services.db, t.clock(), { all: true });
      const rows = await t.services.db
        .selectFrom('bookings')
        .select(['status', 'cancel_reason'])
        .where('ref', 'in', [ref, other1.ref])
        .execute();
      expect(rows).toEqual([
        { status: 'CANCELLED', cancel_reason: 'HOLD_LAPSED' },
        { status: 'CANCELLED', cancel_reason: 'HOLD_LAPSED' },
      ]);
      const b = await booking(ref);
      expect(b.bookingInfo).toMatchObject({
        bookStatusCode: 'CANCELLED',
        cancelReason: 'HOLD_LAPSED',
      });
      const up = await post(`/booking-modify/modify-reserve/${other1.ref}`, { way: 'UPGRADE' });
      expect(up.statusCode).toBe(409);
      expect(up.json()).toEqual({
        errors: ['This reserve hold has lapsed and can no longer be upgraded.'],
      });
      expect((await post('/checkout/all', body(stay), other)).statusCode).toBe(201);
    });

    test('the server job lapses a hold on its own once 24 hours have passed', async () => {
      const { ref } = await book('reserve');
      const statusOf = async () =>
        (
          await t.services.db
            .selectFrom('bookings')
            .select(['status', 'cancel_reason'])
            .where('ref', '=', ref)
            .executeTakeFirstOrThrow()
        ).cancel_reason;
      await new Promise((r) => setTimeout(r, 150));
      expect(await statusOf()).toBeNull();
      await advance(24 * HOUR + 1000);
      // No call reads the booking: only the job (every 50 ms here) can lapse it.
      const deadline = Date.now() + 3000;
      while ((await statusOf()) === null && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 25));
      }
      expect(await statusOf()).toBe('HOLD_LAPSED');
    });

    test('a hold that ran out but was not yet lapsed by the job reads as lapsed', async () => {
      const { ref } = await book('reserve');
      await advance(25 * HOUR);
      const up = await post(`/booking-modify/modify-reserve/${ref}`, { way: 'UPGRADE' });
      expect(up.statusCode).toBe(409);
      expect((await booking(ref)).bookingInfo.cancelReason).toBe('HOLD_LAPSED');
    });
  });

  describe('modifications', () => {
    test('lead passenger: saved and answered as response.client; invalid fields are 422', async () => {
      const { ref } = await book('all');
      const res = await post(
        `/booking-modify/lead-passenger/${ref}`,
        lead({ clientSurname: 'Jones', addTown: 'Leeds' }),
      );
      expect(res.statusCode).toBe(200);
      expect(res.json().client).toMatchObject({ clientSurname: 'Jones', addTown: 'Leeds' });
      expect((await booking(ref)).leadPassenger?.clientSurname).toBe('Jones');
      const bad = await post(
        `/booking-modify/lead-passenger/${ref}`,
        lead({ clientForename: 'J', clientTelephone: '12' }),
      );
      expect(bad.statusCode).toBe(422);
      expect(bad.json().validationErrors).toEqual(
        expect.arrayContaining([
          { field: 'clientForename', error: 'Forename must be between 2 and 50 characters' },
          { field: 'clientTelephone', error: 'Telephone must be between 10 and 30 characters' },
        ]),
      );
    });

    test('passenger list: lead first, types from the dates of birth at arrival, occupancy enforced', async () => {
      const { ref, stay } = await book('all');
      const arrivalYear = Number(stay.arrival.slice(0, 4));
      const res = await post(`/booking-modify/passenger-list/${ref}`, {
        passengers: [
          {
            title: 'Mrs',
            forename: 'Jane',
            surname: 'Smith',
            dob: '1980-04-12',
            isDriving: '1',
            passengerType: 'Adult',
          },
          { forename: 'Tom', surname: 'Smith', dob: `${arrivalYear - 16}-01-01`, isDriving: '0' },
          { forename: 'Amy', surname: 'Smith', dob: `${arrivalYear - 17}-01-01`, isDriving: '1' },
          {
            forename: 'Zoe',
            surname: 'Smith',
            dob: isoOf(dayOfInstant(Date.parse(stay.arrival)) - 300),
            isDriving: '0',
          },
        ],
      });
      expect(res.statusCode).toBe(200);
      expect(
        res.json().additionalPassengers.map((p: { passengerType: string }) => p.passengerType),
      ).toEqual(['Child', 'Adult', 'Infant']);
      const crowd = Array.from({ length: stay.maxOccupancy }, () => ({
        forename: 'Extra',
        surname: 'Guest',
        dob: '1990-01-01',
        isDriving: '0',
      }));
      const tooMany = await post(`/booking-modify/passenger-list/${ref}`, {
        passengers: [
          { forename: 'Jane', surname: 'Smith', dob: '1980-04-12', isDriving: '1' },
          ...crowd,
        ],
      });
      expect(tooMany.statusCode).toBe(422);
      expect(tooMany.json().validationErrors[0].field).toBe('passengers');
      const bad = await post(`/booking-modify/passenger-list/${ref}`, {
        passengers: [
          { forename: 'Jane', surname: 'Smith', dob: '1980-04-12', isDriving: '1' },
          { forename: 'X', surname: '', dob: 'soon', isDriving: 'maybe' },
        ],
      });
      expect(bad.statusCode).toBe(422);
      // A passenger's title comes from the lead's list (or is an "Other" title of letters).
      const lead = { forename: 'Jane', surname: 'Smith', dob: '1980-04-12', isDriving: '1' };
      const tom = { forename: 'Tom', surname: 'Smith', dob: '1990-01-01', isDriving: '0' };
      const badTitle = await post(`/booking-modify/passenger-list/${ref}`, {
        passengers: [lead, { ...tom, title: 'Mr.1' }],
      });
      expect(badTitle.statusCode).toBe(422);
      expect(badTitle.json().validationErrors).toEqual([
        { field: 'passengers.1.title', error: 'Title must be letters, for example Prof or Rev' },
      ]);
      expect((await booking(ref)).additionalPassengers).toHaveLength(3);
      const titled = await post(`/booking-modify/passenger-list/${ref}`, {
        passengers: [lead, { ...tom, title: 'Dr' }, { ...tom, forename: 'Ann', title: 'Prof' }],
      });
      expect(titled.statusCode).toBe(200);
      expect(titled.json().additionalPassengers.map((p: { title: string }) => p.title)).toEqual([
        'Dr',
        'Prof',
      ]);
    });

    test('agent reference and notes', async () => {
      const { ref } = await book('all');
      const res = await post(`/booking-modify/agents-additional-details/${ref}`, {
        agentRef: 'NEW-REF',
        agentNotes: 'Call after 6pm',
      });
      expect(res.json()).toEqual({
        agentsAdditionalDetails: { agentRef: 'NEW-REF', agentNotes: 'Call after 6pm' },
      });
      expect((await booking(ref)).agentsAdditionalDetails.agentRef).toBe('NEW-REF');
      expect(
        (
          await post(`/booking-modify/agents-additional-details/${ref}`, {
            agentRef: 'x'.repeat(51),
          })
        ).statusCode,
      ).toBe(422);
    });

    test('extras: add up to the maximum, pool heating refused, remove, locked when cancelled', async () => {
      const { ref } = await book('reserve', await freeStay({ poolHeating: true }));
      const add = await post(`/booking-modify/optional-extras-add/${ref}`, { extraId: 6 });
      expect(add.statusCode).toBe(200);
      expect(add.json()).toMatchObject({ updated: true });
      let b = await booking(ref);
      expect(b.purchasedExtras.map((g) => g.info.extraId)).toEqual([6]);
      expect(b.purchaseAbleExtras.some((e) => e.extraId === 6)).toBe(false);
      expect(b.purchaseAbleExtras.some((e) => e.extraId === 12)).toBe(false);
      const again = await post(`/booking-modify/optional-extras-add/${ref}`, { extraId: 6 });
      expect(again.statusCode).toBe(422);
      expect(again.json().validationErrors[0].error).toBe(
        'The maximum quantity of this extra has been reached.',
      );
      const pool = await post(`/booking-modify/optional-extras-add/${ref}`, { extraId: 12 });
      expect(pool.statusCode).toBe(422);
      expect(
        (await post(`/booking-modify/optional-extras-add/${ref}`, { extraId: 'one' })).statusCode,
      ).toBe(422);

      const id = add.json().villaBookExtraId as number;
      const totalBefore = b.total;
      expect(
        (
          await post(`/booking-modify/optional-extras-remove/${ref}`, { villaBookExtraId: id })
        ).json(),
      ).toEqual({ removed: true });
      b = await booking(ref);
      expect(b.purchasedExtras).toEqual([]);
      expect(b.total).toBe(toPounds(toPence(totalBefore) - toPence(75)));

      await post(`/booking-modify/modify-reserve/${ref}`, { way: 'CANCEL' });
      const locked = await post(`/booking-modify/optional-extras-add/${ref}`, { extraId: 1 });
      expect(locked.statusCode).toBe(409);
      expect(locked.json()).toEqual({
        errors: ['Extras can no longer be changed on this booking.'],
      });
      b = await booking(ref);
      expect(b.extrasLocked).toBe(true);
      expect(b.purchaseAbleExtras).toEqual([]);
    });
  });

  describe('card payments', () => {
    const cardForm = (cardNumber: string) =>
      new URLSearchParams({ cardNumber, expiry: '12/30', cvc: '123', name: 'J Smith' }).toString();

    async function pay(ref: string, amount: number | string, cardNumber: string) {
      const { paymentToken } = await booking(ref);
      expect(paymentToken).toMatch(/^[A-Za-z0-9_-]{20,}$/);
      const start = await post(`/booking-modify/card-payment/${ref}`, {
        amount,
        registeredDetails: 'AGENT',
        paymentToken,
      });
      expect(start.statusCode).toBe(201);
      const started = start.json() as CardPaymentStartResponse;
      expect(started.paymentUrl).toMatch(
        new RegExp(
          `^/api/payment-sandbox/[A-Za-z0-9_-]+\\?bookRef=${ref}&amount=[\\d.]+&source=VC&details=AGENT$`,
        ),
      );
      const page = await t.app.inject({ method: 'GET', url: started.paymentUrl });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('Pay £');
      const result = await t.app.inject({
        method: 'POST',
        url: started.paymentUrl,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: cardForm(cardNumber),
      });
      return { started, result };
    }

    test('card amount bounds and the status rule are checked on the server', async () => {
      const reserve = await book('reserve');
      const closed = await post(`/booking-modify/card-payment/${reserve.ref}`, {
        amount: 100,
        registeredDetails: 'NONE',
      });
      expect(closed.statusCode).toBe(409);

      const { ref } = await book('all');
      const b = await booking(ref);
      const deposit = b.depositInfo.amount;
      const cases: [unknown, string | null][] = [
        [deposit - 1, 'amount'],
        [b.total + 0.01, 'amount'],
        ['12.345', 'amount'],
        ['', 'amount'],
      ];
      for (const [amount, field] of cases) {
        const res = await post(`/booking-modify/card-payment/${ref}`, {
          amount,
          registeredDetails: 'AGENT',
        });
        expect(res.statusCode).toBe(422);
        expect(res.json().validationErrors[0].field).toBe(field);
      }
      const wrongToken = await post(`/booking-modify/card-payment/${ref}`, {
        amount: deposit,
        registeredDetails: 'AGENT',
        paymentToken: 'not-this-one',
      });
      expect(wrongToken.statusCode).toBe(422);
      expect(wrongToken.json().validationErrors[0].field).toBe('paymentToken');
      // A cleared amount field: the key is missing, and the answer names the field as the form does.
      const missing = await post(`/booking-modify/card-payment/${ref}`, {
        registeredDetails: 'AGENT',
      });
      expect(missing.statusCode).toBe(422);
      expect(missing.json().validationErrors).toEqual([
        { field: 'amount', error: 'Amount is required' },
      ]);
      const details = await post(`/booking-modify/card-payment/${ref}`, {
        amount: deposit,
        registeredDetails: 'BANK',
      });
      expect(details.statusCode).toBe(422);
      expect(details.json().validationErrors[0]).toEqual({
        field: 'registeredDetails',
        error: 'Card registered details is required',
      });
    });

    test('a success card records the payment once, though the provider calls back twice; the deposit confirms the booking', async () => {
      const { ref } = await book('all');
      const before = await booking(ref);
      const paymentsBefore = await count('payments');
      const { started, result } = await pay(ref, before.depositInfo.amount, '4242 4242 4242 4242');
      expect(result.statusCode).toBe(200);
      expect(result.body).toContain('Payment of £');
      expect(await count('payments')).toBe(paymentsBefore + 1);
      const state = await get(`/booking-modify/card-payment/${ref}/${started.paymentId}`);
      expect(state.json()).toEqual({ state: 'SUCCEEDED' });
      const after = await booking(ref);
      expect(after.bookingInfo.bookStatusCode).toBe(
        before.depositInfo.available ? 'BOOKING' : 'BOOKING',
      );
      expect(after.payments).toHaveLength(1);
      expect(after.payments[0]).toMatchObject({
        payAmount: before.depositInfo.amount,
        payTypeDesc: 'Card payment (Visa ending 4242)',
      });
      expect(after.agentSummary.paymentsReceived).toBe(before.depositInfo.amount);
      expect(after.agentSummary.outstandingBalance).toBe(
        toPounds(toPence(before.total) - toPence(before.depositInfo.amount)),
      );

      // The provider repeats its notification: still one payment.
      const charge = await bookingDb(t.services.db)
        .selectFrom('sandbox_charges')
        .selectAll()
        .where('merchant_reference', '=', started.paymentId)
        .executeTakeFirstOrThrow();
      const { createHmac } = await import('node:crypto');
      const payload = JSON.stringify({
        reference: started.paymentId,
        transactionId: charge.transaction_id,
        outcome: 'PAID',
        amountPence: charge.amount_pence,
        reason: null,
        cardSummary: charge.card_summary,
      });
      const signature = createHmac('sha256', SECRET).update(payload).digest('hex');
      const replay = await t.app.inject({
        method: 'POST',
        url: '/api/payments/callback/sandbox',
        headers: { 'content-type': 'application/json', 'x-sandbox-signature': signature },
        payload,
      });
      expect(replay.json()).toEqual({ received: true, result: 'duplicate' });
      const forged = await t.app.inject({
        method: 'POST',
        url: '/api/payments/callback/sandbox',
        headers: { 'content-type': 'application/json', 'x-sandbox-signature': '0'.repeat(64) },
        payload,
      });
      expect(forged.statusCode).toBe(401);
      expect(await count('payments')).toBe(paymentsBefore + 1);

      // A second submission of the same page takes no more money.
      const twice = await t.app.inject({
        method: 'POST',
        url: started.paymentUrl,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: cardForm('4242424242424242'),
      });
      expect(twice.body).toContain('Payment of £');
      expect(await count('payments')).toBe(paymentsBefore + 1);
    });

    test('a declined card takes no money but leaves a trace in the booking; the page links back with payment-declined', async () => {
      const { ref } = await book('all');
      const before = await booking(ref);
      expect(before.declinedPayments).toEqual([]);
      const { started, result } = await pay(ref, before.depositInfo.amount, '4000 0000 0000 0002');
      expect(result.body).toContain('Payment declined');
      expect(result.body).toContain(`/admin/agent/bookings/${ref}?payment-declined=1`);
      expect(
        (await get(`/booking-modify/card-payment/${ref}/${started.paymentId}`)).json(),
      ).toEqual({ state: 'DECLINED' });
      const after = await booking(ref);
      expect(after.payments).toEqual([]);
      expect(after.agentSummary.paymentsReceived).toBe(0);
      expect(after.bookingInfo.bookStatusCode).toBe('PAYPENDING');
      expect(after.declinedPayments).toEqual([
        {
          declinedAt: new Date(t.clock()).toISOString(),
          amount: before.depositInfo.amount,
          cardLastFour: '0002',
          reason: 'Your card was declined.',
        },
      ]);

      // A second decline (insufficient funds), then a success: each list keeps its own.
      await pay(ref, before.depositInfo.amount, '4000 0000 0000 9995');
      await pay(ref, before.depositInfo.amount, '4242 4242 4242 4242');
      const later = await booking(ref);
      expect(later.declinedPayments.map((d) => [d.cardLastFour, d.reason])).toEqual([
        ['0002', 'Your card was declined.'],
        ['9995', 'Insufficient funds.'],
      ]);
      expect(later.payments).toHaveLength(1);
      expect(later.agentSummary.paymentsReceived).toBe(before.depositInfo.amount);
    });

    const startPayment = async (ref: string, amount: number, registeredDetails = 'AGENT') => {
      const { paymentToken } = await booking(ref);
      const res = await post(`/booking-modify/card-payment/${ref}`, {
        amount,
        registeredDetails,
        paymentToken,
      });
      expect(res.statusCode).toBe(201);
      return res.json() as CardPaymentStartResponse;
    };
    const payPage = (url: string, cardNumber = '4242 4242 4242 4242') =>
      t.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: cardForm(cardNumber),
      });
    const paidPence = async (ref: string) => {
      const row = await bookingDb(t.services.db)
        .selectFrom('payments')
        .innerJoin('bookings', 'bookings.id', 'payments.booking_id')
        .select((eb) => [
          eb.fn.coalesce(eb.fn.sum<number>('payments.amount_pence'), eb.lit(0)).as('pence'),
          eb.fn.countAll<number>().as('n'),
        ])
        .where('bookings.ref', '=', ref)
        .executeTakeFirstOrThrow();
      return { pence: Number(row.pence), count: Number(row.n) };
    };

    test('the double-click race: 50 payment starts at once, then every page paid, take the balance once and never more', async () => {
      const { ref } = await book('all');
      const before = await booking(ref);
      const balancePence = toPence(before.agentSummary.outstandingBalance);
      const { paymentToken } = before;
      // Three ways of registering the card, so starts both resume and replace each other.
      const details = ['AGENT', 'ORGANISATION', 'NONE'];
      const starts = await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          post(`/booking-modify/card-payment/${ref}`, {
            amount: before.agentSummary.outstandingBalance,
            registeredDetails: details[i % 3],
            paymentToken,
          }),
        ),
      );
      expect(starts.map((r) => r.statusCode)).toEqual(starts.map(() => 201));
      const open = await bookingDb(t.services.db)
        .selectFrom('payment_attempts')
        .innerJoin('bookings', 'bookings.id', 'payment_attempts.booking_id')
        .select('payment_attempts.id')
        .where('bookings.ref', '=', ref)
        .where('payment_attempts.state', '=', 'OPEN')
        .execute();
      expect(open).toHaveLength(1);

      const pages = starts.map((r) => (r.json() as CardPaymentStartResponse).paymentUrl);
      const results = await Promise.all(pages.map((url) => payPage(url)));
      expect(results.map((r) => r.statusCode)).toEqual(results.map(() => 200));
      const { pence, count } = await paidPence(ref);
      expect(pence).toBe(balancePence);
      expect(count).toBe(1);
      const after = await booking(ref);
      expect(after.agentSummary.outstandingBalance).toBe(0);
      expect(after.bookingInfo.bookStatusCode).toBe('BOOKING');
      // Every page that took no money says why.
      for (const result of results) {
        if (result.body.includes('Payment of £')) continue;
        expect(result.body).toMatch(
          /Payment not taken\. (A newer card payment was started for this booking|This booking is already paid in full)/,
        );
      }
    });

    test('a repeated start resumes the open page; a late page of a replaced payment is refused and says why', async () => {
      const { ref } = await book('all');
      const b = await booking(ref);
      const first = await startPayment(ref, b.depositInfo.amount);
      const again = await startPayment(ref, b.depositInfo.amount);
      expect(again).toEqual(first);

      const whole = await startPayment(ref, b.total);
      expect(whole.paymentId).not.toBe(first.paymentId);
      // The replaced page no longer offers the card form ...
      const shown = await t.app.inject({ method: 'GET', url: first.paymentUrl });
      expect(shown.body).toContain(
        'A newer card payment was started for this booking, so this page no longer takes payments.',
      );
      expect(shown.body).not.toContain('Card number');
      // ... and the merchant refuses it even when the provider takes the card for it.
      await bookingDb(t.services.db)
        .updateTable('sandbox_charges')
        .set({ expires_at: new Date(t.clock() + HOUR).toISOString() })
        .where('merchant_reference', '=', first.paymentId)
        .execute();
      const late = await payPage(first.paymentUrl);
      expect(late.body).toContain(
        'Payment not taken. A newer card payment was started for this booking, so this page no longer takes payments. No money was taken.',
      );
      expect(
        (await get(`/booking-modify/card-payment/${ref}/${first.paymentId}`)).json(),
      ).toMatchObject({ state: 'REFUSED' });
      expect((await paidPence(ref)).count).toBe(0);

      const paid = await payPage(whole.paymentUrl);
      expect(paid.body).toContain('Payment of £');
      expect((await paidPence(ref)).pence).toBe(toPence(b.total));
    });

    test('settlement never takes more than the booking still owes', async () => {
      const { ref } = await book('all');
      const added = await post(`/booking-modify/optional-extras-add/${ref}`, { extraId: 1 });
      expect(added.statusCode).toBe(200);
      const withExtra = await booking(ref);
      const started = await startPayment(ref, withExtra.agentSummary.outstandingBalance);
      const removed = await post(`/booking-modify/optional-extras-remove/${ref}`, {
        villaBookExtraId: added.json().villaBookExtraId,
      });
      expect(removed.statusCode).toBe(200);
      const owed = (await booking(ref)).agentSummary.outstandingBalance;
      expect(owed).toBeLessThan(withExtra.agentSummary.outstandingBalance);

      const result = await payPage(started.paymentUrl);
      expect(result.body).toContain(
        `This payment of ${formatMoney(withExtra.agentSummary.outstandingBalance)} is more than the ${formatMoney(owed)} still owed on this booking, so no money was taken.`,
      );
      expect(await paidPence(ref)).toEqual({ pence: 0, count: 0 });
      const state = (await get(`/booking-modify/card-payment/${ref}/${started.paymentId}`)).json();
      expect(state.state).toBe('REFUSED');
      expect(state.message).toContain('still owed on this booking');
      // The booking takes the right amount afterwards.
      const next = await startPayment(ref, owed);
      expect((await payPage(next.paymentUrl)).body).toContain('Payment of £');
      expect((await paidPence(ref)).pence).toBe(toPence(owed));
    });

    test('wrong card details are refused by the provider page, and card numbers are stored nowhere', async () => {
      const { ref } = await book('all');
      const b = await booking(ref);
      const { result } = await pay(ref, b.depositInfo.amount, '1234 5678 9012 3456');
      expect(result.statusCode).toBe(422);
      expect(result.body).toContain('Enter a valid card number.');
      const dump = JSON.stringify(
        await Promise.all(
          (['sandbox_charges', 'payment_attempts', 'payments'] as const).map((table) =>
            bookingDb(t.services.db).selectFrom(table).selectAll().execute(),
          ),
        ),
      );
      expect(dump).not.toMatch(/4242424242424242|4000000000000002|1234567890123456/);
    });
  });

  describe('send-enquiry', () => {
    test('puts a real e-mail to the provider in the outbox', async () => {
      const { ref } = await book('all');
      const res = await post('/send-enquiry', {
        subject: '',
        body: 'Please add a second cot to this booking.',
        bookRef: ref,
      });
      expect(res.statusCode).toBe(202);
      expect(res.json()).toEqual({ queued: true });
      t.services.mailWorker.start();
      try {
        // The outbox also holds the reminders this file's bookings sent their agents.
        const deskMail = () =>
          sink.messages.find(
            (m) => m.raw.includes(ref) && m.to.includes('agents@villa-portal.test'),
          );
        const until = Date.now() + 5000;
        while (!deskMail() && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
        const mail = deskMail()!;
        expect(mail.to).toEqual(['agents@villa-portal.test']);
        expect(mail.raw).toContain(`Change request for booking ${ref}`);
        expect(mail.raw).toContain('Please add a second cot to this booking.');
        expect(mail.raw).toContain('agent@demo.test');
      } finally {
        await t.services.mailWorker.stop();
      }
      const short = await post('/send-enquiry', { subject: '', body: 'Too short' });
      expect(short.statusCode).toBe(422);
      expect(short.json().validationErrors).toEqual([
        { field: 'body', error: 'Message must be at least 10 characters' },
      ]);
    });
  });
});
