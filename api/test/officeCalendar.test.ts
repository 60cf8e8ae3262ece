import {
  dayOf,
  dayOfInstant,
  isoOf,
  type CalendarEditRequest,
  type CheckoutRequest,
  type OfficeCalendarResponse,
  type NightsOptionsResponse,
  type PropertyDetailResponse,
} from '@villa/shared/contract';
import { assessStay } from '../src/booking/stay';
import { searchCatalogOf } from '../src/property/search/sharedCatalog';
import { lead } from './helpers/checkoutData';
import { engines } from './helpers/engines';
import {
  DEMO,
  bearer,
  completeSignupOf,
  createTestApp,
  officeTokenFor,
  tokenFor,
  type TestApp,
} from './helpers/testApp';

/** A block refused over taken nights: the stays named by the 409. */
class Conflict extends Error {
  constructor(readonly refs: string[]) {
    super(`409 ${refs.join(', ')}`);
  }
}

/*
 * The office calendar's range edits through its API, read back as an agent reads them on
 * the next request (search, villa page, nights options, checkout), on this instance and on a
 * second one sharing the database, without a full catalogue reload.
 */

const NOT_AVAILABLE = 'This property is no longer available to be booked';

describe.each(engines)('office calendar on %s', (engine) => {
  let t: TestApp;
  let other: TestApp;
  let agent: string;
  let agentOnOther: string;
  let staff: string;
  const used = new Set<number>();

  beforeAll(async () => {
    t = await createTestApp(engine);
    other = await createTestApp(engine, { databaseFrom: t });
    await completeSignupOf(t.services, DEMO.newAgent.email);
    agent = await tokenFor(t.app, DEMO.agent);
    agentOnOther = await tokenFor(other.app, DEMO.agent);
    staff = await officeTokenFor(t, DEMO.staff);
  });
  afterAll(async () => {
    await other.close();
    await t.close();
  });

  const get = <T>(app: TestApp, url: string, token = agent) =>
    app.app.inject({ method: 'GET', url: `/api${url}`, headers: bearer(token) }).then((res) => {
      expect(res.statusCode).toBe(200);
      return res.json() as T;
    });

  /**
   * A villa no other test uses, free for `freeNights` nights from a day `leadDays` or more from
   * today: the 7-night stay arriving then.
   */
  async function freeWeek(leadDays = 60, freeNights = 7) {
    const villas = await t.services.db
      .selectFrom('villas')
      .select('id')
      .where('status', '=', 'AVAILABLE')
      .orderBy('id')
      .execute();
    const today = dayOfInstant(t.clock());
    for (const { id } of villas) {
      if (used.has(id)) continue;
      for (let week = 0; week < 20; week += 1) {
        const arrival = isoOf(today + leadDays + week * 7);
        const a = await assessStay(
          t.services.db,
          { propertyId: id, arrival, nights: freeNights },
          t.clock(),
        );
        if (a && a.problem === null) {
          used.add(id);
          return { villaId: id, arrival, nights: 7, lastNight: isoOf(dayOf(arrival) + 6) };
        }
      }
    }
    throw new Error('no free week found');
  }

  /** A range edit as the office screen sends it; its answer, or throws its 409 or 422. */
  async function edit(villaId: number, request: CalendarEditRequest) {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/office/villas/${villaId}/calendar`,
      headers: bearer(staff),
      payload: request,
    });
    if (res.statusCode === 409) throw new Conflict(res.json().bookings);
    if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`);
    return res.json() as OfficeCalendarResponse;
  }

  const calendarOf = async (villaId: number, range: { from: string; to: string }) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/office/villas/${villaId}/calendar?from=${range.from}&to=${range.to}`,
      headers: bearer(staff),
    });
    expect(res.statusCode).toBe(200);
    return (res.json() as OfficeCalendarResponse).days;
  };

  const checkout = (stay: { villaId: number; arrival: string; nights: number }, token = agent) =>
    t.app.inject({
      method: 'POST',
      url: '/api/checkout/reserve',
      headers: bearer(token),
      payload: {
        propertyId: stay.villaId,
        arrival: stay.arrival,
        nights: stay.nights,
        extras: [],
        leadPassenger: lead(),
        passengers: [],
        agentRef: 'OFFICE-TEST',
        agentNotes: '',
        termsAccepted: true,
      } satisfies CheckoutRequest,
    });

  const searchQuery = (stay: { arrival: string; nights: number }) =>
    `criteria[arrival]=${stay.arrival}&criteria[nights]=${stay.nights}&criteria[rpp]=50`;

  /** The villa's card in the search for the stay, on an instance; undefined when not listed. */
  async function searchCard(
    app: TestApp,
    token: string,
    stay: { villaId: number; arrival: string; nights: number },
  ) {
    for (let page = 1; page <= 10; page += 1) {
      const res = await get<{
        properties: { propertyId: number; price: { amount: number } }[];
        propertiesTotal: number;
      }>(app, `/property-search?${searchQuery(stay)}&criteria[page]=${page}`, token);
      const card = res.properties.find((p) => p.propertyId === stay.villaId);
      if (card || page * 50 >= res.propertiesTotal) return card;
    }
    return undefined;
  }

  test('a rate for a range is what search, villa page, nights options and checkout answer next, on both instances', async () => {
    const stay = await freeWeek();
    // Both instances have their catalogue loaded before the change.
    expect(await searchCard(t, agent, stay)).toBeDefined();
    expect(await searchCard(other, agentOnOther, stay)).toBeDefined();
    const reads = {
      here: { ...searchCatalogOf(t.services).reads },
      there: { ...searchCatalogOf(other.services).reads },
    };
    await t.services.db.deleteFrom('discounts').where('villa_id', '=', stay.villaId).execute();

    await edit(stay.villaId, { from: stay.arrival, to: stay.lastNight, nightlyRate: 321.45 });

    const total = 7 * 321.45;
    for (const [app, token] of [
      [t, agent],
      [other, agentOnOther],
    ] as const) {
      expect((await searchCard(app, token, stay))?.price.amount).toBe(total);
      const page = await get<PropertyDetailResponse>(
        app,
        `/property/${stay.villaId}?arrival=${stay.arrival}&nights=7`,
        token,
      );
      expect(page.pricing.total?.totalPrice).toBe(total);
      const week = page.calendarData.seasons.filter((s) => s.pricePerNight === 321.45);
      expect(week).toHaveLength(1);
      expect(week[0]).toMatchObject({ dateFrom: stay.arrival, dateTo: stay.lastNight });
      const nights = await get<NightsOptionsResponse>(
        app,
        `/property-nights-options/${stay.villaId}/${stay.arrival}`,
        token,
      );
      expect(
        'nightOptions' in nights && nights.nightOptions.find((o) => o.nights === 7)?.totalPrice,
      ).toBe(total);
    }
    expect(searchCatalogOf(t.services).reads.fullLoads).toBe(reads.here.fullLoads);
    expect(searchCatalogOf(other.services).reads.fullLoads).toBe(reads.there.fullLoads);
    expect(searchCatalogOf(other.services).reads.villaUpdates).toBeGreaterThan(
      reads.there.villaUpdates,
    );

    const booked = await checkout(stay);
    expect(booked.statusCode).toBe(201);
    const row = await t.services.db
      .selectFrom('bookings')
      .select('total_pence')
      .where('ref', '=', booked.json().bookRef)
      .executeTakeFirstOrThrow();
    expect(row.total_pence).toBe(Math.round(total * 100));
  });

  test('a blocked week closes the agent calendar, the search, the nights options and checkout', async () => {
    const stay = await freeWeek();
    expect(await searchCard(other, agentOnOther, stay)).toBeDefined();
    const fullLoads = searchCatalogOf(other.services).reads.fullLoads;

    const { days } = await edit(stay.villaId, {
      from: stay.arrival,
      to: stay.lastNight,
      block: { reason: 'OWNER_STAY', note: 'The owners stay for a week' },
    });
    expect(days).toHaveLength(7);
    for (const day of days) {
      expect(day.block).toEqual({
        from: stay.arrival,
        to: stay.lastNight,
        reason: 'OWNER_STAY',
        note: 'The owners stay for a week',
      });
    }

    for (const [app, token] of [
      [t, agent],
      [other, agentOnOther],
    ] as const) {
      expect(await searchCard(app, token, stay)).toBeUndefined();
      const page = await get<PropertyDetailResponse>(app, `/property/${stay.villaId}`, token);
      expect(page.calendarData.bookings).toContainEqual({
        dateFrom: stay.arrival,
        dateTo: stay.lastNight,
      });
      const nights = await get<NightsOptionsResponse>(
        app,
        `/property-nights-options/${stay.villaId}/${stay.arrival}`,
        token,
      );
      expect(nights).toMatchObject({ cannotBeBookedFromThisNight: true, problem: 'TAKEN' });
    }
    expect(searchCatalogOf(other.services).reads.fullLoads).toBe(fullLoads);
    const refused = await checkout(stay);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ errors: [NOT_AVAILABLE] });

    // The villa's history names the change, before and after.
    const history = await t.app.inject({
      method: 'GET',
      url: `/api/office/audit?entity=villa&id=${stay.villaId}`,
      headers: bearer(staff),
    });
    expect(history.json().entries[0]).toMatchObject({
      staffEmail: DEMO.staff.email,
      action: 'villa.calendar_changed',
      before: { from: stay.arrival, to: stay.lastNight, blocks: [] },
      after: {
        blocks: [{ from: stay.arrival, to: stay.lastNight, reason: 'OWNER_STAY' }],
      },
    });

    // Lifting the block opens the nights again.
    await edit(stay.villaId, { from: stay.arrival, to: stay.lastNight, block: null });
    expect(await searchCard(other, agentOnOther, stay)).toBeDefined();
    expect((await checkout(stay)).statusCode).toBe(201);
  });

  test('a block over a booking or a live hold is refused with their references; nothing changes', async () => {
    const stay = await freeWeek();
    const held = await checkout(stay);
    expect(held.statusCode).toBe(201);
    const ref = held.json().bookRef as string;
    const later = {
      ...stay,
      arrival: isoOf(dayOf(stay.arrival) + 14),
      lastNight: isoOf(dayOf(stay.arrival) + 20),
    };
    const whole = { from: isoOf(dayOf(stay.arrival) - 2), to: later.lastNight };
    const error = await edit(stay.villaId, { ...whole, block: { reason: 'MAINTENANCE' } }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(Conflict);
    expect((error as Conflict).refs).toEqual([ref]);
    const blocks = await t.services.db
      .selectFrom('villa_blocks')
      .select('id')
      .where('villa_id', '=', stay.villaId)
      .execute();
    expect(blocks).toEqual([]);
    // A price over the held nights is fine: the hold keeps the price it was made at.
    const price = () =>
      t.services.db
        .selectFrom('bookings')
        .select('total_pence')
        .where('ref', '=', ref)
        .executeTakeFirstOrThrow();
    const quoted = await price();
    await edit(stay.villaId, { ...whole, nightlyRate: 999 });
    expect(await price()).toEqual(quoted);
  });

  test('stays may start, or not, on listed days; a rate for nights without one needs a minimum', async () => {
    const stay = await freeWeek();
    await edit(stay.villaId, { from: stay.arrival, to: stay.arrival, arrivalAllowed: false });
    let page = await get<PropertyDetailResponse>(other, `/property/${stay.villaId}`, agentOnOther);
    expect(page.calendarData.unbookableDates).toContain(stay.arrival);
    await edit(stay.villaId, { from: stay.arrival, to: stay.arrival, arrivalAllowed: true });
    page = await get<PropertyDetailResponse>(other, `/property/${stay.villaId}`, agentOnOther);
    expect(page.calendarData.unbookableDates).not.toContain(stay.arrival);

    // A villa whose rates end before the calendar does: nights past its horizon have none.
    const { window } = (await t.app
      .inject({
        method: 'GET',
        url: `/api/office/villas/${stay.villaId}/calendar?from=${stay.arrival}&to=${stay.arrival}`,
        headers: bearer(staff),
      })
      .then((r) => r.json())) as OfficeCalendarResponse;
    const short = await t.services.db
      .selectFrom('villas')
      .select(['id', 'rates_until'])
      .where('rates_until', '<', isoOf(dayOf(window.to) - 10))
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const beyond = {
      from: isoOf(dayOf(short.rates_until) + 1),
      to: isoOf(dayOf(short.rates_until) + 10),
    };
    expect((await calendarOf(short.id, beyond)).every((d) => d.nightlyRate === null)).toBe(true);
    await expect(edit(short.id, { ...beyond, nightlyRate: 250 })).rejects.toThrow(
      /minNights.*no rate yet/,
    );
    await edit(short.id, { ...beyond, nightlyRate: 250, minNights: 4 });
    const days = await calendarOf(short.id, beyond);
    expect(days.every((d) => d.nightlyRate === 250 && d.minNights === 4)).toBe(true);
    const horizon = await t.services.db
      .selectFrom('villas')
      .select('rates_until')
      .where('id', '=', short.id)
      .executeTakeFirstOrThrow();
    expect(horizon.rates_until).toBe(beyond.to);
  });

  test('the office calendar reads each day: rate, minimum, arrivals, block and the stay that takes it', async () => {
    const stay = await freeWeek(60, 10);
    const held = await checkout(stay);
    expect(held.statusCode).toBe(201);
    const after = { from: isoOf(dayOf(stay.arrival) + 7), to: isoOf(dayOf(stay.arrival) + 9) };
    await edit(stay.villaId, {
      ...after,
      minNights: 5,
      arrivalAllowed: false,
      block: { reason: 'OTHER', note: 'Painting' },
    });
    const days = await calendarOf(stay.villaId, {
      from: isoOf(dayOf(stay.arrival) - 1),
      to: after.to,
    });
    expect(days).toHaveLength(11);
    expect(days[0].booking).toBeNull();
    expect(days[1].booking).toEqual({
      ref: held.json().bookRef,
      status: 'RESERVE',
      arrival: stay.arrival,
      departure: after.from,
    });
    expect(days[7].booking?.ref).toBe(held.json().bookRef);
    expect(days[8]).toMatchObject({
      date: after.from,
      minNights: 5,
      arrivalAllowed: false,
      block: { reason: 'OTHER', note: 'Painting', from: after.from, to: after.to },
      booking: null,
    });
    expect(days.every((d) => d.nightlyRate !== null)).toBe(true);
  });

  test('bad values are a 422 at their field and change nothing; agents are refused; unknown villas 404', async () => {
    const stay = await freeWeek();
    const post = (payload: unknown, token = staff, id: number | string = stay.villaId) =>
      t.app.inject({
        method: 'POST',
        url: `/api/office/villas/${id}/calendar`,
        headers: bearer(token),
        payload: payload as object,
      });
    const range = { from: stay.arrival, to: stay.lastNight };
    const before = await calendarOf(stay.villaId, range);
    const { window } = (await t.app
      .inject({
        method: 'GET',
        url: `/api/office/villas/${stay.villaId}/calendar?from=${stay.arrival}&to=${stay.arrival}`,
        headers: bearer(staff),
      })
      .then((r) => r.json())) as OfficeCalendarResponse;
    const cases: [unknown, string, RegExp][] = [
      [{ ...range, nightlyRate: -10 }, 'nightlyRate', /more than £0/],
      [{ ...range, nightlyRate: 0 }, 'nightlyRate', /more than £0/],
      [{ ...range, nightlyRate: 120.555 }, 'nightlyRate', /2 decimal places/],
      [{ ...range, nightlyRate: '120' }, 'nightlyRate', /number of pounds/],
      [{ ...range, nightlyRate: 20_000.01 }, 'nightlyRate', /at most £20,000/],
      [{ ...range, minNights: 0 }, 'minNights', /from 1 to 60/],
      [{ ...range, minNights: 61 }, 'minNights', /from 1 to 60/],
      [{ ...range, minNights: 2.5 }, 'minNights', /from 1 to 60/],
      [{ from: stay.lastNight, to: stay.arrival, minNights: 3 }, 'to', /not be before/],
      [{ from: '2027-02-30', to: stay.lastNight, minNights: 3 }, 'from', /date/],
      [{ from: stay.arrival, to: isoOf(dayOf(window.to) + 1), minNights: 3 }, 'to', /24 months/],
      [
        { from: isoOf(dayOf(window.today) - 1), to: window.today, minNights: 3 },
        'from',
        /before today/,
      ],
      [{ ...range }, 'body', /Choose what to change/],
      [{ ...range, arrivalAllowed: 'no' }, 'arrivalAllowed', /yes or no/],
      [
        { ...range, block: { reason: 'PARTY' } },
        'block.reason',
        /owner stay, maintenance or other/,
      ],
      [
        { ...range, block: { reason: 'OTHER', note: 'x'.repeat(501) } },
        'block.note',
        /at most 500/,
      ],
    ];
    for (const [payload, field, message] of cases) {
      const res = await post(payload);
      expect({ payload, status: res.statusCode }).toEqual({ payload, status: 422 });
      const error = (res.json() as { validationErrors: { field: string; error: string }[] })
        .validationErrors[0];
      expect(error.field).toBe(field);
      expect(error.error).toMatch(message);
    }
    expect(await calendarOf(stay.villaId, range)).toEqual(before);

    expect((await post({ ...range, minNights: 3 }, agent)).statusCode).toBe(403);
    const agentRead = await t.app.inject({
      method: 'GET',
      url: `/api/office/villas/${stay.villaId}/calendar`,
      headers: bearer(agent),
    });
    expect(agentRead.statusCode).toBe(403);
    expect((await post({ ...range, minNights: 3 }, staff, 999_999)).statusCode).toBe(404);
    expect((await post({ ...range, minNights: 3 }, staff, 'abc')).statusCode).toBe(404);
    const outside = await t.app.inject({
      method: 'GET',
      url: `/api/office/villas/${stay.villaId}/calendar?from=2020-01-01&to=2020-01-05`,
      headers: bearer(staff),
    });
    expect(outside.statusCode).toBe(422);
  });

  test('a refused block answers 409 with the bookings named, in words and by reference', async () => {
    const stay = await freeWeek();
    const held = await checkout(stay);
    const ref = held.json().bookRef as string;
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/office/villas/${stay.villaId}/calendar`,
      headers: bearer(staff),
      payload: { from: stay.arrival, to: stay.lastNight, block: { reason: 'MAINTENANCE' } },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      errors: [`These nights are taken by booking ${ref}: a block cannot cover them`],
      bookings: [ref],
    });
  });

  test('20 rounds of a block racing a checkout of the same nights: never both', async () => {
    const outcomes = { block: 0, checkout: 0 };
    for (let round = 0; round < 20; round += 1) {
      const stay = await freeWeek(60 + (round % 5) * 7);
      const [blocked, checkedOut] = await Promise.all([
        edit(stay.villaId, {
          from: stay.arrival,
          to: stay.lastNight,
          block: { reason: 'OWNER_STAY' },
        }).then(
          () => true,
          (error: unknown) => {
            if (error instanceof Conflict) return false;
            throw error;
          },
        ),
        checkout(stay).then((res) => {
          if (res.statusCode === 201) return true;
          expect(res.statusCode).toBe(409);
          return false;
        }),
      ]);
      expect(blocked !== checkedOut).toBe(true);
      outcomes[blocked ? 'block' : 'checkout'] += 1;
      const [blocks, stays] = await Promise.all([
        t.services.db
          .selectFrom('villa_blocks')
          .select('id')
          .where('villa_id', '=', stay.villaId)
          .execute(),
        t.services.db
          .selectFrom('bookings')
          .select('id')
          .where('villa_id', '=', stay.villaId)
          .where('status', 'in', ['RESERVE', 'PAYPENDING', 'BOOKING'])
          .where('arrival', '<=', stay.lastNight)
          .where('departure', '>', stay.arrival)
          .execute(),
      ]);
      expect(blocks.length + stays.length).toBe(1);
    }
    expect(outcomes.block + outcomes.checkout).toBe(20);
  });
});
