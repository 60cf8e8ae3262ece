import type {
  CreateQuoteResponse,
  NightsOptionsResponse,
  PropertyDetailResponse,
  PropertySearchResponse,
} from '@villa/shared/contract';
import { hashPassword } from '../src/auth/passwords';
import type { Db } from '../src/db/schema';
import { engines } from './helpers/engines';
import { DEMO, bearer, createTestApp, tokenFor, type TestApp } from './helpers/testApp';

/*
 * The villa page's calls on a known villa: villa 1 of the seed with its calendar replaced by
 * fixed seasons, bookings, holds and discounts. The test clock says 2026-06-01 09:00 UTC, so
 * the calendar runs from 2026-06-01 to 2028-05-31 and arrivals may start on 2026-06-03.
 */

const NOT_FOUND = {
  errors: ["Sorry the page or requested resource either doesn't exist or no longer exists."],
};
const MIN_NIGHTS_MESSAGE =
  'Minimum number of nights will not fit in here. Please choose a different date.';
const VILLA = 1;

async function fixVilla(db: Db) {
  const now = '2026-06-01T09:00:00.000Z';
  await db
    .updateTable('villas')
    .set({
      rates_until: '2028-05-31',
      unbookable_weekdays: 0,
      commission_bp: 1000,
      deposit_percent: 25,
      balance_due_days: 70,
      pool_heating_pence: 3000,
    })
    .where('id', '=', VILLA)
    .execute();
  for (const table of ['seasons', 'discounts', 'villa_unbookable_dates', 'bookings'] as const) {
    await db.deleteFrom(table).where('villa_id', '=', VILLA).execute();
  }
  await db
    .insertInto('seasons')
    .values(
      [
        ['LOW', 'Early summer', '2026-05-01', '2026-08-31', 10_000, 3],
        ['HIGH', 'Autumn peak', '2026-09-01', '2026-12-31', 20_000, 7],
        ['MID', 'Winter', '2027-01-01', '2027-03-31', 15_000, 5],
        // April 2027 has no rates.
        ['LOW', 'Long season', '2027-05-01', '2028-05-31', 12_000, 3],
      ].map(([season, name, date_from, date_to, nightly_rate_pence, min_nights]) => ({
        villa_id: VILLA,
        season: season as 'LOW',
        name: name as string,
        date_from: date_from as string,
        date_to: date_to as string,
        nightly_rate_pence: nightly_rate_pence as number,
        min_nights: min_nights as number,
      })),
    )
    .execute();
  await db
    .insertInto('discounts')
    .values([
      {
        villa_id: VILLA,
        discount_type: 'LONG_STAY',
        name: 'Two weeks or more: 10% off',
        percent_bp: 1000,
        min_nights: 14,
        arrival_from: null,
        arrival_to: null,
        lead_days_min: null,
        lead_days_max: null,
      },
      {
        villa_id: VILLA,
        discount_type: 'EARLY_BOOKING',
        name: 'Early booking: 5% off',
        percent_bp: 500,
        min_nights: null,
        arrival_from: null,
        arrival_to: null,
        lead_days_min: 120,
        lead_days_max: null,
      },
    ])
    .execute();
  await db
    .insertInto('villa_unbookable_dates')
    .values({ villa_id: VILLA, date: '2026-09-10' })
    .execute();
  const stay = (
    ref: string,
    status: 'BOOKING' | 'RESERVE' | 'PAYPENDING' | 'QUOTATION',
    arrival: string,
    departure: string,
    nights: number,
    expires_at: string | null = null,
  ) => ({
    ref,
    status,
    villa_id: VILLA,
    agent_user_id: null,
    arrival,
    departure,
    nights,
    expires_at,
    original_pence: 0,
    discount_pence: 0,
    total_pence: 0,
    commission_pence: 0,
    deposit_pence: 0,
    balance_due: null,
    pool_heating_pence: 0,
    created_at: now,
    updated_at: now,
  });
  await db
    .insertInto('bookings')
    .values([
      stay('VBTEST01', 'BOOKING', '2026-07-10', '2026-07-20', 10),
      stay('VBTEST02', 'RESERVE', '2026-08-01', '2026-08-05', 4, '2026-06-02T09:00:00.000Z'),
      // Lapsed hold and a quotation: they take no nights.
      stay('VBTEST03', 'RESERVE', '2026-08-10', '2026-08-15', 5, '2026-05-31T09:00:00.000Z'),
      stay('VBTEST04', 'QUOTATION', '2026-08-20', '2026-08-25', 5, '2026-06-08T23:59:59.999Z'),
      stay('VBTEST05', 'PAYPENDING', '2026-09-12', '2026-09-16', 4),
    ])
    .execute();
}

describe.each(engines)('villa detail calls on %s', (engine) => {
  let t: TestApp;
  let agent: string;
  beforeAll(async () => {
    t = await createTestApp(engine);
    await fixVilla(t.services.db);
    agent = await tokenFor(t.app, DEMO.agent);
  });
  afterAll(() => t.close());

  const get = (url: string, token: string | null = agent) =>
    t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
  async function getJson<T>(url: string): Promise<T> {
    const res = await get(url);
    expect({ status: res.statusCode, url }).toEqual({ status: 200, url });
    return res.json() as T;
  }
  const nights = (date: string) =>
    getJson<NightsOptionsResponse>(`/api/property-nights-options/${VILLA}/${date}`);
  const enabledNights = (answer: NightsOptionsResponse) =>
    'nightOptions' in answer
      ? answer.nightOptions.filter((o) => !o.disabled).map((o) => o.nights)
      : [];

  describe('access', () => {
    test.each([`/api/property/${VILLA}`, `/api/property-nights-options/${VILLA}/2026-07-01`])(
      '%s needs an AGENT',
      async (url) => {
        expect((await get(url, null)).statusCode).toBe(401);
        const organisation = await tokenFor(t.app, DEMO.organisation);
        expect((await get(url, organisation)).statusCode).toBe(403);
      },
    );
  });

  describe('GET /property/{id}', () => {
    test('answers the villa with its descriptions, rooms, photos and testimonials', async () => {
      const body = await getJson<PropertyDetailResponse>(`/api/property/${VILLA}`);
      const p = body.property;
      expect(p.villaId).toBe(VILLA);
      expect(p.propertyId).toBe(VILLA);
      expect(p.villaCode).toMatch(/^[A-Z]{2,3}\d{4}$/);
      expect(p.bedBath.bedrooms).toHaveLength(p.bedrooms);
      expect(p.counts.maxOccupancy).toBeGreaterThanOrEqual(p.bedrooms);
      expect(p.images.l.length).toBeGreaterThan(1);
      expect(p.images.s).toHaveLength(p.images.l.length);
      expect(p.descriptions.poolSafety).not.toBe('');
      expect(p.community.comId).toBeGreaterThan(0);
      expect(p.community.fullName).not.toBe('');
      expect(p.icons.map((i) => i.icon)).toEqual(expect.arrayContaining(['bed', 'bath', 'sleeps']));
      expect(Array.isArray(p.testimonials)).toBe(true);
      expect(body.pagination).toBeNull();
      expect(body.proposedDates).toBeNull();
      expect(body.pricing.total).toBeNull();
      expect(body.deposit).toBeNull();
      expect(body.nightsBookable).toEqual({ min: 3, max: 30 });
    });

    test('calendar data covers 24 months from the current month', async () => {
      const { calendarData: c } = await getJson<PropertyDetailResponse>(`/api/property/${VILLA}`);
      expect(c.from).toBe('2026-06-01');
      expect(c.to).toBe('2028-05-31');
      expect(c.today).toBe('2026-06-01');
      expect(c.firstArrival).toBe('2026-06-03');
      expect(c.lastArrival).toBe('2027-12-01');
      // Bookings and the live hold, as their nights; not the lapsed hold or the quotation.
      expect(c.bookings).toEqual([
        { dateFrom: '2026-07-10', dateTo: '2026-07-19' },
        { dateFrom: '2026-08-01', dateTo: '2026-08-04' },
        { dateFrom: '2026-09-12', dateTo: '2026-09-15' },
      ]);
      expect(c.unbookableDates).toEqual(['2026-09-10']);
      expect(c.ratesNotAvailable).toEqual([{ dateFrom: '2027-04-01', dateTo: '2027-04-30' }]);
      expect(
        c.seasons.map((s) => [s.name, s.dateFrom, s.dateTo, s.minNights, s.pricePerNight]),
      ).toEqual([
        ['Early summer', '2026-06-01', '2026-08-31', 3, 100],
        ['Autumn peak', '2026-09-01', '2026-12-31', 7, 200],
        ['Winter', '2027-01-01', '2027-03-31', 5, 150],
        ['Long season', '2027-05-01', '2028-05-31', 3, 120],
      ]);
    });

    test('prices a stay with its discounts, deposit and commission', async () => {
      const body = await getJson<PropertyDetailResponse>(
        `/api/property/${VILLA}?arrival=2026-10-01&nights=14`,
      );
      expect(body.proposedDates).toEqual({
        arrival: '2026-10-01',
        departure: '2026-10-15',
        nights: 14,
        available: true,
        problem: null,
        message: null,
      });
      expect(body.pricing.total).toEqual({
        originalPrice: 2800,
        totalPrice: 2380,
        discounts: [
          { discountType: 'LONG_STAY', name: 'Two weeks or more: 10% off', amount: 280 },
          { discountType: 'EARLY_BOOKING', name: 'Early booking: 5% off', amount: 140 },
        ],
      });
      expect(body.pricing.agentCommission).toEqual({ rate: 10, amount: 238 });
      expect(body.pricing.poolHeating).toEqual({ amount: 420, perNight: 30, nights: 14 });
      expect(body.pricing.priceFrom).toBe(100);
      expect(body.deposit).toEqual({ available: true, amount: 595, balanceDue: '2026-07-23' });
    });

    test('prices each night by its own season across a season edge', async () => {
      const body = await getJson<PropertyDetailResponse>(
        `/api/property/${VILLA}?arrival=2026-08-29&nights=5`,
      );
      expect(body.pricing.total).toEqual({ originalPrice: 700, totalPrice: 700, discounts: [] });
      // 25% is £175, under the £200 minimum deposit.
      expect(body.deposit).toEqual({ available: true, amount: 200, balanceDue: '2026-06-20' });
    });

    test('a stay that is taken is shown as unavailable, without a price', async () => {
      const body = await getJson<PropertyDetailResponse>(
        `/api/property/${VILLA}?arrival=2026-07-15&nights=7`,
      );
      expect(body.proposedDates).toMatchObject({ available: false, problem: 'TAKEN' });
      expect(body.pricing.total).toBeNull();
      expect(body.deposit).toBeNull();
    });

    test('the search dates are the stay when the page has no dates of its own', async () => {
      const body = await getJson<PropertyDetailResponse>(
        `/api/property/${VILLA}?criteria[arrival]=2026-08-29&criteria[nights]=5`,
      );
      expect(body.proposedDates).toMatchObject({ arrival: '2026-08-29', nights: 5 });
      expect(body.pricing.total?.totalPrice).toBe(700);
    });

    test.each([['abc'], ['0'], ['99999'], ['1.5']])('an unknown villa %s is a 404', async (id) => {
      const res = await get(`/api/property/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(NOT_FOUND);
    });

    test.each([
      ['arrival=2026-02-30&nights=7', 'arrival'],
      ['arrival=01/07/2026&nights=7', 'arrival'],
      ['arrival=2026-10-01&nights=99', 'nights'],
      ['arrival=2026-10-01&nights=seven', 'nights'],
      ['arrival=2026-10-01', 'nights'],
      ['nights=7', 'arrival'],
      ['arrival=2026-10-01&arrival=2026-10-02&nights=7', 'arrival'],
      ['criteria[arrival]=banana&criteria[nights]=7', 'criteria[arrival]'],
      ['criteria[page]=-1', 'criteria[page]'],
      ['filters[nonsense]=1', 'filters[nonsense]'],
    ])('bad input %s is a 422 naming %s', async (query, field) => {
      const res = await get(`/api/property/${VILLA}?${query}`);
      expect(res.statusCode).toBe(422);
      const body = res.json() as { validationErrors: { field: string; error: string }[] };
      expect(body.validationErrors.map((e) => e.field)).toContain(field);
    });
  });

  describe('GET /property-nights-options/{id}/{date}', () => {
    test('a day whose season minimum just fits before a booking offers that length only', async () => {
      // Autumn peak: minimum 7 nights; the PAYPENDING stay arrives on 12 September.
      const answer = await nights('2026-09-05');
      expect(enabledNights(answer)).toEqual([7]);
      if (!('nightOptions' in answer)) throw new Error('expected options');
      expect(answer.nightOptions.map((o) => o.nights)).toEqual(
        Array.from({ length: 28 }, (_, i) => i + 3),
      );
      expect(answer.nightOptions.find((o) => o.nights === 7)).toEqual({
        nights: 7,
        name: '7 nights (departing Sat 12 Sep 2026)',
        disabled: false,
        totalPrice: 1400,
      });
    });

    test('a day where the minimum nights do not fit says so', async () => {
      expect(await nights('2026-09-06')).toEqual({
        cannotBeBookedFromThisNight: true,
        problem: 'MIN_NIGHTS',
        message: MIN_NIGHTS_MESSAGE,
      });
    });

    test('at a season edge the arrival night decides the minimum', async () => {
      // 30 August is in Early summer (minimum 3), though the stay runs into Autumn peak.
      const answer = await nights('2026-08-30');
      // Up to the PAYPENDING stay arriving on 12 September.
      expect(enabledNights(answer)).toEqual(Array.from({ length: 11 }, (_, i) => i + 3));
      // 1 September is in Autumn peak (minimum 7).
      expect(enabledNights(await nights('2026-09-01'))).toEqual([7, 8, 9, 10, 11]);
    });

    test('next to bookings: the departure day can be an arrival, nights stop at the next stay', async () => {
      // Free until the live hold from 1 August.
      expect(enabledNights(await nights('2026-07-20'))).toEqual(
        Array.from({ length: 10 }, (_, i) => i + 3),
      );
      expect(enabledNights(await nights('2026-07-07'))).toEqual([3]);
      expect(await nights('2026-07-19')).toMatchObject({
        cannotBeBookedFromThisNight: true,
        problem: 'TAKEN',
      });
    });

    test('a live hold takes its nights, a lapsed one does not', async () => {
      expect(await nights('2026-08-02')).toMatchObject({ problem: 'TAKEN' });
      expect(enabledNights(await nights('2026-08-10')).length).toBeGreaterThan(0);
    });

    test.each([
      ['2026-09-10', 'UNBOOKABLE_START'],
      ['2027-04-05', 'NO_RATES'],
      ['2027-03-29', 'MIN_NIGHTS'],
      ['2026-06-01', 'PAST'],
      ['2027-12-02', 'OUTSIDE_CALENDAR'],
    ])('%s cannot start a stay: %s', async (date, problem) => {
      expect(await nights(date)).toMatchObject({ cannotBeBookedFromThisNight: true, problem });
    });

    test.each(['2026-13-01', '2026-02-29', 'tomorrow', '20260701'])(
      'a bad date %s is a 422',
      async (date) => {
        const res = await get(`/api/property-nights-options/${VILLA}/${date}`);
        expect(res.statusCode).toBe(422);
        expect(res.json()).toEqual({
          validationErrors: [
            { field: 'date', error: 'Arrival date must be a real date written YYYY-MM-DD' },
          ],
        });
      },
    );

    test('an unknown villa is a 404', async () => {
      const res = await get('/api/property-nights-options/99999/2026-07-01');
      expect(res.statusCode).toBe(404);
    });
  });

  describe('quotes', () => {
    const post = (payload: object, token = agent) =>
      t.app.inject({ method: 'POST', url: '/api/quotes', headers: bearer(token), payload });

    test('a quote freezes the price and extras of the stay and expires after 7 days', async () => {
      const res = await post({
        propertyId: VILLA,
        arrival: '2026-10-01',
        nights: 14,
        poolHeating: true,
      });
      expect(res.statusCode).toBe(201);
      const { quote } = res.json() as CreateQuoteResponse;
      expect(quote).toMatchObject({
        propertyId: VILLA,
        arrival: '2026-10-01',
        departure: '2026-10-15',
        nights: 14,
        originalPrice: 2800,
        totalPrice: 2380,
        poolHeating: 420,
        quoteTotal: 2800,
        expires: '2026-06-08',
        deposit: { available: true, amount: 595, balanceDue: '2026-07-23' },
        agentCommission: { rate: 10, amount: 238 },
      });
      expect(quote.bookRef).toMatch(/^VB[A-Z2-9]{6}$/);
      expect(quote.discounts.map((d) => d.amount)).toEqual([280, 140]);
      const row = await t.services.db
        .selectFrom('bookings')
        .selectAll()
        .where('ref', '=', quote.bookRef)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        status: 'QUOTATION',
        total_pence: 238_000,
        pool_heating_pence: 42_000,
        expires_at: '2026-06-08T23:59:59.999Z',
      });

      // The answer names its PDF's path (relative to /api), which the page downloads.
      expect(quote.pdfPath).toBe(`/quotes/${quote.bookRef}/pdf`);
      const pdf = await get(`/api${quote.pdfPath}`);
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

      // A quotation takes no nights: the same stay can still be quoted and booked.
      const again = await getJson<PropertyDetailResponse>(
        `/api/property/${VILLA}?arrival=2026-10-01&nights=14`,
      );
      expect(again.proposedDates?.available).toBe(true);
    });

    test('a quote cannot be made for a stay that cannot be booked', async () => {
      const res = await post({ propertyId: VILLA, arrival: '2026-09-06', nights: 7 });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({
        validationErrors: [
          { field: 'arrival', error: 'This property is no longer available to be booked' },
        ],
      });
      const short = await post({ propertyId: VILLA, arrival: '2026-09-20', nights: 4 });
      expect(short.statusCode).toBe(422);
      expect(short.json()).toEqual({
        validationErrors: [{ field: 'nights', error: MIN_NIGHTS_MESSAGE }],
      });
    });

    test.each([
      [{}, ['propertyId', 'arrival', 'nights']],
      [{ propertyId: VILLA, arrival: '2026-02-30', nights: 7 }, ['arrival']],
      [{ propertyId: VILLA, arrival: '2026-10-01', nights: 2 }, ['nights']],
      [{ propertyId: 99999, arrival: '2026-10-01', nights: 7 }, ['propertyId']],
      [
        { propertyId: VILLA, arrival: '2026-10-01', nights: 7, poolHeating: 'yes' },
        ['poolHeating'],
      ],
    ])('bad body %j is a 422', async (payload, fields) => {
      const res = await post(payload);
      expect(res.statusCode).toBe(422);
      const body = res.json() as { validationErrors: { field: string }[] };
      expect(body.validationErrors.map((e) => e.field).sort()).toEqual([...fields].sort());
    });

    test("another agent's quote PDF is a 404", async () => {
      const res = await post({ propertyId: VILLA, arrival: '2026-10-01', nights: 7 });
      const { quote } = res.json() as CreateQuoteResponse;
      const now = '2026-06-01T09:00:00.000Z';
      await t.services.db
        .insertInto('users')
        .values({
          email: 'other.agent@demo.test',
          password_hash: await hashPassword('Other#2026'),
          role: 'AGENT',
          forename: 'Other',
          surname: 'Agent',
          signup_incomplete: 0,
          failed_login_count: 0,
          created_at: now,
          updated_at: now,
        })
        .execute();
      const other = await tokenFor(t.app, {
        email: 'other.agent@demo.test',
        password: 'Other#2026',
      });
      expect((await get(`/api/quotes/${quote.bookRef}/pdf`, other)).statusCode).toBe(404);
      expect((await get(`/api/quotes/${quote.bookRef}/pdf`)).statusCode).toBe(200);
      expect((await get('/api/quotes/VBNOPE99/pdf')).statusCode).toBe(404);
    });
  });

  test('the property sheet is a PDF, with the stay when one is given', async () => {
    const plain = await get(`/api/property/${VILLA}/sheet.pdf`);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-type']).toBe('application/pdf');
    expect(plain.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const stay = await get(`/api/property/${VILLA}/sheet.pdf?arrival=2026-10-01&nights=14`);
    expect(stay.statusCode).toBe(200);
    expect(
      (await get(`/api/property/${VILLA}/sheet.pdf?arrival=2026-07-15&nights=7`)).statusCode,
    ).toBe(422);
    expect((await get('/api/property/99999/sheet.pdf')).statusCode).toBe(404);
  });

  test('a property sheet is e-mailed with the PDF attached, branded with the agent', async () => {
    const send = (payload: object, id = VILLA) =>
      t.app.inject({
        method: 'POST',
        url: `/api/send-pdf/property/${id}`,
        headers: bearer(agent),
        payload,
      });
    const before = await t.services.db
      .selectFrom('outbox')
      .select((eb) => eb.fn.max('id').as('last'))
      .executeTakeFirstOrThrow();
    const res = await send({
      recipientEmail: 'customer@example.test',
      recipientMessage: 'The villa we discussed',
      ccApiUser: false,
      pdfFilePath: `/property/${VILLA}/sheet.pdf?arrival=2026-10-01&nights=14`,
    });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ queued: true });
    const mails = await t.services.db
      .selectFrom('outbox')
      .selectAll()
      .where('id', '>', Number(before.last ?? 0))
      .execute();
    expect(mails).toHaveLength(1);
    expect(mails[0].to_address).toBe('customer@example.test');
    expect(mails[0].text_body).toContain('The villa we discussed');
    expect(mails[0].text_body).toContain('the property sheet of');
    const attachments = JSON.parse(mails[0].attachments) as {
      filename: string;
      contentType: string;
      contentBase64: string;
    }[];
    expect(attachments).toHaveLength(1);
    expect(attachments[0].filename).toMatch(/^property-[A-Z]{2,3}\d{4}\.pdf$/);
    expect(attachments[0].contentType).toBe('application/pdf');
    expect(Buffer.from(attachments[0].contentBase64, 'base64').subarray(0, 5).toString()).toBe(
      '%PDF-',
    );

    expect((await send({ recipientEmail: 'not an address' })).statusCode).toBe(422);
    const wrongFile = await send({
      recipientEmail: 'customer@example.test',
      pdfFilePath: '/property/2/sheet.pdf',
    });
    expect(wrongFile.statusCode).toBe(422);
    expect((await send({ recipientEmail: 'customer@example.test' }, 99999)).statusCode).toBe(404);
  });

  test('previous and next villa within the search, rpp 1', async () => {
    const search = 'criteria[arrival]=2026-10-03&criteria[nights]=7&filters[bedrooms]=4';
    const results = await getJson<PropertySearchResponse>(
      `/api/property-search?${search}&criteria[rpp]=50`,
    );
    expect(results.propertiesTotal).toBeGreaterThan(3);
    const [first, second, third] = results.properties;

    // From the results page (rpp 12): the second result.
    const fromResults = await getJson<PropertyDetailResponse>(
      `/api/property/${second.propertyId}?${search}`,
    );
    expect(fromResults.pagination).toMatchObject({
      position: 2,
      total: results.propertiesTotal,
      previous: { propertyId: first.propertyId },
      next: { propertyId: third.propertyId },
    });
    expect(fromResults.proposedDates).toMatchObject({ arrival: '2026-10-03', nights: 7 });

    // Following "next": the link's query has rpp 1 and the villa's place.
    const next = fromResults.pagination!.next!;
    expect(next.query).toContain('criteria%5Bpage%5D=3');
    expect(next.query).toContain('criteria%5Brpp%5D=1');
    const third3 = await getJson<PropertyDetailResponse>(
      `/api/property/${next.propertyId}?${next.query}`,
    );
    expect(third3.pagination).toMatchObject({
      position: 3,
      previous: { propertyId: second.propertyId },
    });

    // The first villa has no previous one.
    const firstPage = await getJson<PropertyDetailResponse>(
      `/api/property/${first.propertyId}?${search}&criteria[page]=1&criteria[rpp]=1`,
    );
    expect(firstPage.pagination).toMatchObject({ position: 1, previous: null });

    // A villa that is not in the search (3 bedrooms): no pagination, the page still shows.
    const all = await getJson<PropertySearchResponse>(
      '/api/property-search?filters[bedrooms]=3&criteria[rpp]=50',
    );
    const small = all.properties.find((p) => p.bedrooms === 3);
    expect(small).toBeDefined();
    const elsewhere = await getJson<PropertyDetailResponse>(
      `/api/property/${small!.propertyId}?${search}&criteria[page]=2&criteria[rpp]=1`,
    );
    expect(elsewhere.pagination).toBeNull();
    expect(elsewhere.property.villaId).toBe(small!.propertyId);
  });
});
