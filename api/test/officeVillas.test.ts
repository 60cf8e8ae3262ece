import type { OfficeVilla } from '@villa/shared/contract';
import { bookingTexts, isoOf, dayOfInstant, villaStatusMessages } from '@villa/shared/contract';
import { searchCatalogOf } from '../src/property/search/sharedCatalog';
import { engines } from './helpers/engines';
import { giveRates, newVillaBody } from './helpers/officeVillas';
import { officeCallsOf, type OfficeCalls } from './helpers/officeCalls';
import { DEMO, bearer, createTestApp, tokenFor, type TestApp } from './helpers/testApp';

/*
 * The office's villas as agents meet them: a villa is written, published, found, withdrawn and
 * deleted through the office, and the agents' search, villa page, quotes and checkout follow
 * on their next request (api/src/office/villas/README.md).
 */

describe.each(engines)('office villas (%s)', (engine) => {
  let t: TestApp;
  let office: OfficeCalls;
  let agent: string;

  beforeAll(async () => {
    t = await createTestApp(engine);
    office = await officeCallsOf(t);
    agent = await tokenFor(t.app, DEMO.agent);
  });
  afterAll(async () => {
    await t.close();
  });

  const search = async (code: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/property-search?criteria[q]=${code}`,
      headers: bearer(agent),
    });
    expect(res.statusCode).toBe(200);
    return (res.json() as { properties: { propertyCode: string }[] }).properties.map(
      (p) => p.propertyCode,
    );
  };
  const villaPage = (id: number) =>
    t.app.inject({ method: 'GET', url: `/api/property/${id}`, headers: bearer(agent) });
  const created = async (overrides = {}) => {
    const res = await office.create(newVillaBody(overrides));
    expect(res.statusCode).toBe(201);
    return (res.json() as { villa: OfficeVilla }).villa;
  };
  const publish = (id: number) => office.patch(id, { status: 'AVAILABLE' });

  test('a new villa is a draft with the documented defaults, and agents do not see it', async () => {
    const villa = await created();
    expect(villa).toMatchObject({
      status: 'DRAFT',
      propertyTypeName: 'Villa',
      counts: { maxOccupancy: 8, bathrooms: 3, sqft: 2400, king: 0, floors: 1 },
      bedBath: { bedrooms: [], bathrooms: [] },
      features: [],
      privatePool: false,
      commissionRate: 10,
      depositPercent: 25,
      balanceDueDays: 70,
      poolHeatingPerNight: null,
      photos: 0,
      nextArrival: null,
      bookings: 0,
      hasRates: false,
    });
    expect(await search(villa.villaCode)).toEqual([]);
    expect((await villaPage(villa.id)).statusCode).toBe(404);
    expect((await office.get(villa.id)).json()).toEqual({ villa });
  });

  test('a villa is written in the shape agents read it, and read back the same', async () => {
    const villa = await created({
      propertyTypeName: 'Executive Home',
      bedrooms: 5,
      counts: {
        maxOccupancy: 12,
        bathrooms: 4,
        additionalBathrooms: 1,
        king: 2,
        queen: 1,
        double_full: 0,
        single: 4,
        ensuite: 3,
        sqft: 3500,
        floors: 2,
      },
      bedBath: {
        bedrooms: [{ name: 'Master bedroom', description: 'King bed', ensuite: true, floor: 1 }],
        bathrooms: [
          { name: 'Pool bathroom', description: 'Shower and WC', ensuite: false, floor: 1 },
        ],
      },
      features: [{ code: 'wifi' }, { code: 'games-room' }],
      descriptions: { short: 'A lakeside home', intro: 'Five bedrooms by the lake.' },
      testimonials: [
        {
          headline: 'Perfect',
          testimonial: 'We loved the pool.',
          displayName: 'A family from Leeds',
          stayed: '2026-04',
          rating: 5,
          response: null,
        },
      ],
      highlight: { code: 'platinum' },
      lat: 28.33,
      lon: -81.6,
      privatePool: true,
      commissionRate: 12.5,
      depositPercent: 30,
      balanceDueDays: 84,
      poolHeatingPerNight: 35.5,
    });
    expect(villa).toMatchObject({
      propertyTypeName: 'Executive Home',
      counts: { ensuite: 3, additionalBathrooms: 1, floors: 2 },
      features: [
        expect.objectContaining({ code: 'wifi', section: 'accommodation' }),
        expect.objectContaining({ code: 'games-room' }),
      ],
      descriptions: { short: 'A lakeside home', intro: 'Five bedrooms by the lake.', living: '' },
      highlight: expect.objectContaining({ code: 'platinum' }),
      privatePool: true,
      commissionRate: 12.5,
      poolHeatingPerNight: 35.5,
    });
    expect(villa.bedBath.bedrooms[0]).toEqual({
      name: 'Master bedroom',
      description: 'King bed',
      ensuite: true,
      floor: 1,
    });
    expect(villa.testimonials[0]).toMatchObject({ headline: 'Perfect', rating: 5 });
  });

  test('the required fields are named in the 422, and nothing is written', async () => {
    const before = await t.services.db
      .selectFrom('villas')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const res = await office.create({});
    expect(res.statusCode).toBe(422);
    expect(res.json().validationErrors.map((e: { field: string }) => e.field)).toEqual([
      'villaCode',
      'villaName',
      'bedrooms',
      'community',
      'counts',
    ]);
    const after = await t.services.db
      .selectFrom('villas')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  test('a code already taken, an unknown community, facility or highlight: 422 at the field', async () => {
    const taken = await t.services.db
      .selectFrom('villas')
      .select('code')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const res = await office.create(
      newVillaBody({
        villaCode: taken.code.toLowerCase(),
        community: { comId: 99_999 },
        features: [{ code: 'wifi' }, { code: 'helipad' }],
        highlight: { code: 'nothing' },
      }),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().validationErrors).toEqual([
      { field: 'villaCode', error: 'Another villa already has this code' },
      { field: 'community.comId', error: 'Community is not one of the portal’s communities' },
      { field: 'features.1.code', error: 'Facility is not one the portal offers' },
      { field: 'highlight.code', error: 'Highlight is not one the portal offers' },
    ]);
  });

  test('a change carries only what changes; the rest of the villa stays as it was', async () => {
    const villa = await created({
      bedBath: {
        bedrooms: [{ name: 'Bedroom 1', description: 'Queen bed', ensuite: false, floor: 1 }],
        bathrooms: [],
      },
    });
    const rooms = () =>
      t.services.db
        .selectFrom('villa_rooms')
        .select(['id', 'name'])
        .where('villa_id', '=', villa.id)
        .execute();
    const roomsBefore = await rooms();
    const res = await office.patch(villa.id, {
      villaName: 'Renamed Retreat',
      counts: { sqft: 2600 },
    });
    expect(res.statusCode).toBe(200);
    const after = (res.json() as { villa: OfficeVilla }).villa;
    expect(after).toEqual({
      ...villa,
      villaName: 'Renamed Retreat',
      counts: { ...villa.counts, sqft: 2600 },
    });
    expect(await rooms()).toEqual(roomsBefore);

    const refused = await office.patch(villa.id, { counts: { ensuite: 9 }, villaName: '' });
    expect(refused.statusCode).toBe(422);
    // The rules between fields wait until each field is right.
    expect(refused.json().validationErrors.map((e: { field: string }) => e.field)).toEqual([
      'villaName',
    ]);
    const crossed = await office.patch(villa.id, { counts: { ensuite: 9 } });
    expect(crossed.json().validationErrors).toEqual([
      { field: 'counts.ensuite', error: 'En-suite bedrooms cannot be more than bedrooms' },
    ]);
    expect((await office.get(villa.id)).json().villa).toEqual(after);
  });

  test('publishing needs rates; a published villa is what agents find and open', async () => {
    const villa = await created();
    const early = await publish(villa.id);
    expect(early.statusCode).toBe(422);
    expect(early.json().validationErrors).toEqual([
      { field: 'status', error: villaStatusMessages.publishNeedsRates },
    ]);
    expect((await office.get(villa.id)).json().villa.status).toBe('DRAFT');

    await giveRates(t.services.db, villa.id, t.clock());
    const res = await publish(villa.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().villa).toMatchObject({ status: 'AVAILABLE', hasRates: true });
    expect(await search(villa.villaCode)).toEqual([villa.villaCode]);
    const page = await villaPage(villa.id);
    expect(page.statusCode).toBe(200);
    expect(page.json().property).toMatchObject({
      villaCode: villa.villaCode,
      villaName: villa.villaName,
    });

    const back = await office.patch(villa.id, { status: 'DRAFT' });
    expect(back.json().validationErrors).toEqual([
      { field: 'status', error: villaStatusMessages.notBackToDraft },
    ]);
  });

  test('a withdrawn villa leaves the search on the next request, villa by villa', async () => {
    const villa = await created();
    await giveRates(t.services.db, villa.id, t.clock());
    await publish(villa.id);
    expect(await search(villa.villaCode)).toEqual([villa.villaCode]);
    const arrival = isoOf(dayOfInstant(t.clock()) + 30);
    const quote = await t.app.inject({
      method: 'POST',
      url: '/api/quotes',
      headers: bearer(agent),
      payload: { propertyId: villa.id, arrival, nights: 7 },
    });
    expect(quote.statusCode).toBe(201);
    const bookRef = quote.json().quote.bookRef as string;
    const reads = { ...searchCatalogOf(t.services).reads };

    const res = await office.patch(villa.id, { status: 'WITHDRAWN' });
    expect(res.statusCode).toBe(200);
    expect(await search(villa.villaCode)).toEqual([]);
    expect(searchCatalogOf(t.services).reads.fullLoads).toBe(reads.fullLoads);
    expect(searchCatalogOf(t.services).reads.villaUpdates).toBeGreaterThan(reads.villaUpdates);

    const page = await villaPage(villa.id);
    expect(page.statusCode).toBe(404);
    expect(page.json()).toEqual({
      errors: ["Sorry the page or requested resource either doesn't exist or no longer exists."],
    });
    const booking = await t.app.inject({
      method: 'GET',
      url: `/api/bookings/${bookRef}`,
      headers: bearer(agent),
    });
    expect(booking.statusCode).toBe(200);
    expect(booking.json()).toMatchObject({
      quoteAvailableToBeBooked: false,
      quoteUnavailableReason: bookingTexts.notAvailable,
    });
    expect(bookingTexts.notAvailable).toBe('This property is no longer available to be booked');
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/quotes',
      headers: bearer(agent),
      payload: { propertyId: villa.id, arrival, nights: 7 },
    });
    expect(sent.statusCode).toBe(422);

    // Published again, it is back on the next search.
    expect((await publish(villa.id)).statusCode).toBe(200);
    expect(await search(villa.villaCode)).toEqual([villa.villaCode]);
    expect(searchCatalogOf(t.services).reads.fullLoads).toBe(reads.fullLoads);
  });

  test('a villa with a booking cannot be deleted; a draft can', async () => {
    const villa = await created();
    await giveRates(t.services.db, villa.id, t.clock());
    await publish(villa.id);
    const quote = await t.app.inject({
      method: 'POST',
      url: '/api/quotes',
      headers: bearer(agent),
      payload: { propertyId: villa.id, arrival: isoOf(dayOfInstant(t.clock()) + 40), nights: 7 },
    });
    expect(quote.statusCode).toBe(201);
    const refused = await office.remove(villa.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ errors: [villaStatusMessages.deleteRefused(1)] });
    expect((await office.get(villa.id)).statusCode).toBe(200);

    const draft = await created();
    const gone = await office.remove(draft.id);
    expect(gone.statusCode).toBe(204);
    expect((await office.get(draft.id)).statusCode).toBe(404);
    expect((await office.remove(draft.id)).statusCode).toBe(404);
  });

  test('each write is in the villa history: who, what, the fields before and after', async () => {
    const villa = await created({ villaName: 'Audited Acacia' });
    await office.patch(villa.id, { villaName: 'Audited Acacia Lodge', counts: { sqft: 2500 } });
    // Refused: nothing is written, so nothing is recorded.
    expect((await office.patch(villa.id, { status: 'AVAILABLE' })).statusCode).toBe(422);
    await giveRates(t.services.db, villa.id, t.clock());
    await office.patch(villa.id, { status: 'AVAILABLE' });
    await office.patch(villa.id, { status: 'WITHDRAWN' });
    const history = async (id: number) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/office/audit?entity=villa&id=${id}`,
        headers: office.headers,
      });
      expect(res.statusCode).toBe(200);
      return res.json().entries as {
        action: string;
        staffEmail: string;
        before: Record<string, unknown> | null;
        after: Record<string, unknown> | null;
      }[];
    };
    const entries = await history(villa.id);
    expect(entries.map((e) => e.action)).toEqual([
      'villa.withdrawn',
      'villa.published',
      'villa.updated',
      'villa.created',
    ]);
    expect(entries.every((e) => e.staffEmail === 'staff@demo.test')).toBe(true);
    expect(entries[0]).toMatchObject({
      before: { status: 'AVAILABLE' },
      after: { status: 'WITHDRAWN' },
    });
    expect(entries[2]).toMatchObject({
      before: { villaName: 'Audited Acacia', counts: { sqft: 2400 } },
      after: { villaName: 'Audited Acacia Lodge', counts: { sqft: 2500 } },
    });
    expect(Object.keys(entries[2].after!).sort()).toEqual(['counts', 'villaName']);
    expect(entries[3].before).toBeNull();
    expect(entries[3].after).toMatchObject({
      id: villa.id,
      villaCode: villa.villaCode,
      status: 'DRAFT',
    });

    const draft = await created();
    expect((await office.remove(draft.id)).statusCode).toBe(204);
    const gone = await history(draft.id);
    expect(gone.map((e) => e.action)).toEqual(['villa.deleted', 'villa.created']);
    expect(gone[0]).toMatchObject({ before: { villaCode: draft.villaCode }, after: null });
  });

  test("agents are refused the office villas, and staff the agents' search", async () => {
    const refused = { errors: ['You do not have access to the requested resource.'] };
    for (const [method, url] of [
      ['GET', '/api/office/villas'],
      ['GET', '/api/office/villas/1'],
      ['POST', '/api/office/villas'],
      ['PATCH', '/api/office/villas/1'],
      ['DELETE', '/api/office/villas/1'],
    ] as const) {
      const res = await t.app.inject({
        method,
        url,
        headers: bearer(agent),
        ...(method === 'POST' || method === 'PATCH' ? { payload: { villaName: 'x' } } : {}),
      });
      expect([method, url, res.statusCode, res.json()]).toEqual([method, url, 403, refused]);
    }
    const asStaff = await t.app.inject({
      method: 'GET',
      url: '/api/property-search',
      headers: office.headers,
    });
    expect(asStaff.statusCode).toBe(403);
    const admin = await officeCallsOf(t, DEMO.admin);
    expect((await admin.list({ q: 'WH' })).statusCode).toBe(200);
  });

  test('the list finds villas by code or name, status and community, in code order', async () => {
    const villa = await created({ villaName: 'Findable Zebrafinch House' });
    const byName = await office.list({ q: 'zebrafinch' });
    expect(byName.statusCode).toBe(200);
    expect(byName.json().villas).toEqual([
      {
        id: villa.id,
        villaCode: villa.villaCode,
        villaName: 'Findable Zebrafinch House',
        status: 'DRAFT',
        community: villa.community,
        bedrooms: 4,
        sleeps: 8,
        photos: 0,
        nextArrival: null,
      },
    ]);
    const byCode = await office.list({ q: villa.villaCode.toLowerCase(), status: 'DRAFT' });
    expect(byCode.json().villas.map((v: { id: number }) => v.id)).toEqual([villa.id]);
    expect((await office.list({ q: 'zebrafinch', status: 'AVAILABLE' })).json().villas).toEqual([]);
    const all = (await office.list({ rpp: '200' })).json();
    expect(all.total).toBeGreaterThan(300);
    const codes = all.villas.map((v: { villaCode: string }) => v.villaCode);
    expect(codes).toEqual([...codes].sort());
    const community = await office.list({ community: String(villa.community.comId), rpp: '200' });
    expect(
      community
        .json()
        .villas.every((v: OfficeVilla) => v.community.comId === villa.community.comId),
    ).toBe(true);
    // A seeded villa with stays ahead shows its next arrival and its photos.
    const seeded = all.villas.find((v: { nextArrival: string | null }) => v.nextArrival !== null);
    expect(seeded.photos).toBeGreaterThan(0);
    expect(seeded.nextArrival >= isoOf(dayOfInstant(t.clock()))).toBe(true);
  });
});
