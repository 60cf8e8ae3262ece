import { dayOf, isoOf } from '@villa/shared/contract';
import { gunzipSync, inflateSync } from 'node:zlib';
import type { PropertySearchResponse, SearchFilters } from '@villa/shared/contract';
import { toPounds } from '@villa/shared/format';
import { insertStay } from '../src/property/bookings';
import type { Db } from '../src/db/schema';
import { engines } from './helpers/engines';
import { DEMO, bearer, createTestApp, tokenFor, type TestApp } from './helpers/testApp';

/*
 * GET /api/property-search on the seeded portfolio (300 villas). The test clock says
 * 2026-06-01 09:00 UTC: arrivals may start on 2026-06-03 (the booking window of the config)
 * and run to 2027-12-01.
 */

const HOUR = 3_600_000;
const ARRIVAL = '2027-02-02'; // a Tuesday in the low season
const STAY = `criteria[arrival]=${ARRIVAL}&criteria[nights]=7`;

type Answer = PropertySearchResponse;

describe.each(engines)('property search on %s', (engine) => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await createTestApp(engine);
    token = await tokenFor(t.app, DEMO.agent);
  });
  afterAll(() => t.close());

  const get = (query: string, headers: Record<string, string> = bearer(token)) =>
    t.app.inject({ method: 'GET', url: `/api/property-search?${query}`, headers });

  async function search(query: string): Promise<Answer> {
    const res = await get(query);
    if (res.statusCode !== 200) throw new Error(`${query}: ${res.statusCode} ${res.body}`);
    return res.json() as Answer;
  }

  /** Every villa id of a search, all pages. */
  async function allIds(query: string): Promise<number[]> {
    const first = await search(`${query}&criteria[rpp]=50`);
    const ids = first.properties.map((p) => p.propertyId);
    for (let page = 2; page <= first.criteria.pages; page += 1) {
      const next = await search(`${query}&criteria[rpp]=50&criteria[page]=${page}`);
      ids.push(...next.properties.map((p) => p.propertyId));
    }
    return ids;
  }

  const filterQuery = (filters: SearchFilters) =>
    Object.entries(filters)
      .map(([section, values]) => `filters[${section}]=${values.join(',')}`)
      .join('&');

  describe('who may search', () => {
    test('needs a log-in', async () => {
      const res = await get(STAY, {} as ReturnType<typeof bearer>);
      expect(res.statusCode).toBe(401);
    });

    test('is for agents only', async () => {
      const organisation = await tokenFor(t.app, DEMO.organisation);
      const res = await get(STAY, bearer(organisation));
      expect(res.statusCode).toBe(403);
    });
  });

  describe('without dates', () => {
    test('lists every villa at its lowest nightly rate, cheapest first, with no dated figures', async () => {
      const answer = await search('criteria[rpp]=50');
      expect(answer.propertiesTotal).toBe(300);
      expect(answer.filterCountsAndOtherCounts.otherCounts).toEqual({
        bookable: 300,
        matching: 300,
        portfolio: 300,
      });
      expect(answer.flexibleDates).toEqual([]);
      expect(answer.criteria).toMatchObject({
        arrival: null,
        nights: null,
        page: 1,
        rpp: 50,
        pages: 6,
      });
      const prices = answer.properties.map((p) => p.price.amount);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
      for (const p of answer.properties) {
        expect(p.price.type).toBe('perNight');
        expect(p.deposit).toBeNull();
        expect(p.agentCommission).toBeNull();
      }
      const cheapest = answer.properties[0];
      const lowest = await t.services.db
        .selectFrom('seasons')
        .select((eb) => eb.fn.min('nightly_rate_pence').as('rate'))
        .where('villa_id', '=', cheapest.propertyId)
        .where('date_to', '>=', '2026-06-02')
        .executeTakeFirstOrThrow();
      expect(cheapest.price.amount).toBe(toPounds(Number(lowest.rate)));
    });
  });

  describe('with dates', () => {
    test('lists only villas whose every night is free and priced, with the total and its parts', async () => {
      const answer = await search(`${STAY}&criteria[rpp]=50`);
      expect(answer.criteria).toMatchObject({
        arrival: ARRIVAL,
        departure: '2027-02-09',
        nights: 7,
      });
      expect(answer.propertiesTotal).toBeGreaterThan(50);
      expect(answer.propertiesTotal).toBeLessThan(300);
      const ids = answer.properties.map((p) => p.propertyId);
      const clashes = await t.services.db
        .selectFrom('bookings')
        .select('villa_id')
        .where('villa_id', 'in', ids)
        .where('status', 'in', ['PAYPENDING', 'BOOKING'])
        .where('arrival', '<', '2027-02-09')
        .where('departure', '>', ARRIVAL)
        .execute();
      expect(clashes).toEqual([]);
      for (const p of answer.properties.slice(0, 10)) {
        const seasons = await t.services.db
          .selectFrom('seasons')
          .select(['date_from', 'date_to', 'nightly_rate_pence'])
          .where('villa_id', '=', p.propertyId)
          .execute();
        let original = 0;
        for (let day = dayOf(ARRIVAL); day < dayOf(ARRIVAL) + 7; day += 1) {
          const night = isoOf(day);
          const season = seasons.find((s) => s.date_from <= night && night <= s.date_to);
          original += season?.nightly_rate_pence ?? Number.NaN;
        }
        expect(p.price.type).toBe('total');
        expect(p.price.amount).toBeLessThanOrEqual(original / 100);
        expect(p.price.amount).toBeGreaterThanOrEqual((original * 0.7) / 100);
        expect(p.deposit).toMatchObject({ available: true });
        expect(p.agentCommission?.amount).toBeCloseTo(
          (p.price.amount * (p.agentCommission?.rate ?? 0)) / 100,
          1,
        );
      }
      const prices = answer.properties.map((p) => p.price.amount);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
    });

    test('a booking takes a villa out; back-to-back stays and lapsed holds do not', async () => {
      const db = t.services.db;
      const villa = await freeVilla(db);
      const code = villa.code;
      const q = `criteria[q]=${code}`;
      const found = async (arrival: string, nights = 7) =>
        (
          await search(`criteria[arrival]=${arrival}&criteria[nights]=${nights}&${q}`)
        ).properties.some((p) => p.propertyId === villa.id);
      expect(await found(ARRIVAL)).toBe(true);

      await insertStay(db, stay(villa.id, 'BOOKING', '2027-02-05', '2027-02-12'), t.clock());
      expect(await found(ARRIVAL)).toBe(false); // nights of 5 to 8 February are taken
      expect(await found('2027-01-30')).toBe(false); // its last night is their first
      expect(await found('2027-01-29')).toBe(true); // leaves the day they arrive
      expect(await found('2027-02-12')).toBe(true); // arrives the day they leave

      await insertStay(
        db,
        stay(villa.id, 'RESERVE', '2027-02-12', '2027-02-19', t.clock() + 2 * HOUR),
        t.clock(),
      );
      expect(await found('2027-02-12')).toBe(false); // held
      t.clock.advance(2 * HOUR);
      token = await tokenFor(t.app, DEMO.agent); // the session lapsed too
      expect(await found('2027-02-12')).toBe(true); // the hold lapsed
    });

    test('asks for the minimum nights of the season of the arrival night', async () => {
      const db = t.services.db;
      const villa = await freeVilla(db);
      await db
        .updateTable('seasons')
        .set({ min_nights: 5 })
        .where('villa_id', '=', villa.id)
        .where('date_from', '<=', ARRIVAL)
        .where('date_to', '>=', ARRIVAL)
        .execute();
      const found = async (nights: number) =>
        (
          await search(
            `criteria[arrival]=${ARRIVAL}&criteria[nights]=${nights}&criteria[q]=${villa.code}`,
          )
        ).propertiesTotal;
      expect(await found(4)).toBe(0);
      expect(await found(5)).toBe(1);
    });
  });

  describe('filters', () => {
    test('a bedroom count selects that count and every higher one', async () => {
      const ids = await allIds(`${STAY}&filters[bedrooms]=6`);
      const rows = await t.services.db
        .selectFrom('villas')
        .select(['id', 'bedrooms'])
        .where('id', 'in', ids)
        .execute();
      expect(rows.every((r) => r.bedrooms >= 6)).toBe(true);
      expect(new Set(rows.map((r) => r.bedrooms)).size).toBeGreaterThan(2);
      // Ticking 6 and 8 is still "6 or more".
      expect((await search(`${STAY}&filters[bedrooms]=6,8`)).propertiesTotal).toBe(ids.length);
    });

    test('a party size selects villas sleeping at least that many, with the same facets', async () => {
      const ids = await allIds(`${STAY}&filters[sleeps]=12`);
      const rows = await t.services.db
        .selectFrom('villas')
        .select('max_occupancy')
        .where('id', 'in', ids)
        .execute();
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.every((r) => r.max_occupancy >= 12)).toBe(true);
      const all = await allIds(STAY);
      const everyRow = await t.services.db
        .selectFrom('villas')
        .select(['id', 'max_occupancy'])
        .where('id', 'in', all)
        .execute();
      expect(ids.length).toBe(everyRow.filter((r) => r.max_occupancy >= 12).length);

      // The sleeps section counts what each party size would give, given the other filters.
      const answer = await search(`${STAY}&filters[sleeps]=12&filters[property]=villa`);
      const sleeps = answer.filterCountsAndOtherCounts.sections.find((s) => s.key === 'sleeps');
      expect(sleeps?.title).toBe('Party size (sleeps)');
      expect(sleeps?.options.find((o) => o.value === '12')).toMatchObject({
        label: 'Sleeps 12+',
        selected: true,
        count: answer.propertiesTotal,
      });
      for (const option of sleeps?.options ?? []) {
        const expected = (
          await search(`${STAY}&filters[sleeps]=${option.value}&filters[property]=villa`)
        ).propertiesTotal;
        expect([option.value, option.count]).toEqual([option.value, expected]);
        expect(option.selected).toBe(Number(option.value) >= 12);
      }
      // A party no villa can take is no villa, not an error.
      expect((await search(`${STAY}&filters[sleeps]=200`)).propertiesTotal).toBe(0);
    });

    test('an en-suite count selects that count and every higher one', async () => {
      const ids = await allIds(`${STAY}&filters[ensuite]=4`);
      const rows = await t.services.db
        .selectFrom('villas')
        .select('ensuite')
        .where('id', 'in', ids)
        .execute();
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.every((r) => r.ensuite >= 4)).toBe(true);
    });

    test('property types and communities combine with "or"', async () => {
      const villa = await search(`${STAY}&filters[property]=villa`);
      const townhouse = await search(`${STAY}&filters[property]=townhouse`);
      const both = await search(`${STAY}&filters[property]=villa,townhouse`);
      expect(both.propertiesTotal).toBe(villa.propertiesTotal + townhouse.propertiesTotal);
      const ids = await allIds(`${STAY}&filters[community]=1&filters[community]=4`);
      const rows = await t.services.db
        .selectFrom('villas')
        .select('community_id')
        .where('id', 'in', ids)
        .execute();
      expect(new Set(rows.map((r) => r.community_id))).toEqual(new Set([1, 4]));
    });

    test('features combine with "and"', async () => {
      const ids = await allIds(
        `${STAY}&filters[accommodation]=wifi,games-room&filters[outdoorliving]=spa`,
      );
      expect(ids.length).toBeGreaterThan(0);
      const features = await t.services.db
        .selectFrom('villa_features')
        .innerJoin('features', 'features.id', 'villa_features.feature_id')
        .select(['villa_features.villa_id', 'features.code'])
        .where('villa_features.villa_id', 'in', ids)
        .execute();
      for (const id of ids) {
        const codes = features.filter((f) => f.villa_id === id).map((f) => f.code);
        expect(codes).toEqual(expect.arrayContaining(['wifi', 'games-room', 'spa']));
      }
      const one = await search(`${STAY}&filters[accommodation]=wifi`);
      expect(one.propertiesTotal).toBeGreaterThan(ids.length);
    });

    test('community details are the facilities of the villa community', async () => {
      const ids = await allIds(`${STAY}&filters[communitydetails]=golf`);
      const rows = await t.services.db
        .selectFrom('villas')
        .innerJoin('communities', 'communities.id', 'villas.community_id')
        .select('communities.facilities')
        .where('villas.id', 'in', ids)
        .execute();
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) expect(row.facilities).toContain('"golf"');
    });

    test('sections combine with "and"', async () => {
      const a = await allIds(`${STAY}&filters[bedrooms]=5`);
      const b = await allIds(`${STAY}&filters[outdoorliving]=spa`);
      const both = await allIds(`${STAY}&filters[bedrooms]=5&filters[outdoorliving]=spa`);
      expect(new Set(both)).toEqual(new Set(a.filter((id) => b.includes(id))));
    });

    test('a community without villas gives no results, not an error', async () => {
      await t.services.db
        .updateTable('villas')
        .set({ community_id: 2 })
        .where('community_id', '=', 3)
        .execute();
      const answer = await search(`${STAY}&filters[community]=3`);
      expect(answer.propertiesTotal).toBe(0);
      expect(answer.properties).toEqual([]);
    });
  });

  describe('facet counts', () => {
    test('each option counts what ticking it would give, given the other filters', async () => {
      const active: SearchFilters = { outdoorliving: ['spa'], property: ['villa'] };
      const base = `${STAY}&${filterQuery(active)}`;
      const answer = await search(base);
      const sections = answer.filterCountsAndOtherCounts.sections;
      expect(sections.map((s) => s.key)).toEqual([
        'bedrooms',
        'sleeps',
        'property',
        'ensuite',
        'accommodation',
        'outdoorliving',
        'communitydetails',
        'community',
      ]);
      const checks: [keyof SearchFilters, (value: string) => SearchFilters][] = [
        ['bedrooms', (v) => ({ ...active, bedrooms: [v] })],
        ['sleeps', (v) => ({ ...active, sleeps: [v] })],
        ['accommodation', (v) => ({ ...active, accommodation: [v] })],
        ['outdoorliving', (v) => ({ ...active, outdoorliving: [...new Set(['spa', v])] })],
        ['community', (v) => ({ ...active, community: [v] })],
        ['property', (v) => ({ ...active, property: [v] })],
      ];
      for (const [key, ticked] of checks) {
        const section = sections.find((s) => s.key === key);
        for (const option of section?.options.slice(0, 6) ?? []) {
          const expected = (await search(`${STAY}&${filterQuery(ticked(option.value))}`))
            .propertiesTotal;
          expect([key, option.value, option.count]).toEqual([key, option.value, expected]);
        }
      }
      const spa = sections
        .find((s) => s.key === 'outdoorliving')
        ?.options.find((o) => o.value === 'spa');
      expect(spa).toMatchObject({ selected: true, count: answer.propertiesTotal });
    });

    test('counts are right when the results are most of the bookable villas', async () => {
      for (const active of [{}, { bedrooms: ['2'] }] as SearchFilters[]) {
        const answer = await search(`${STAY}&${filterQuery(active)}`);
        const { bookable, matching } = answer.filterCountsAndOtherCounts.otherCounts;
        expect(bookable - matching).toBeLessThan(matching);
        for (const section of answer.filterCountsAndOtherCounts.sections) {
          const key = section.key as keyof SearchFilters;
          for (const option of section.options.slice(0, 6)) {
            const ticked = { ...active, [key]: [option.value] };
            const expected = (await search(`${STAY}&${filterQuery(ticked)}`)).propertiesTotal;
            expect([key, option.value, option.count]).toEqual([key, option.value, expected]);
          }
        }
      }
    });

    test('feature counts are right for many results and for few (each counted its own way)', async () => {
      // Most villas (no dates: every villa with a rate): each feature's set is counted; few:
      // each result villa's features are tallied.
      for (const base of ['criteria[rpp]=10', `${STAY}&filters[bedrooms]=8`]) {
        const answer = await search(base);
        expect(answer.propertiesTotal).toBeGreaterThan(0);
        for (const key of ['accommodation', 'communitydetails'] as const) {
          const section = answer.filterCountsAndOtherCounts.sections.find((s) => s.key === key);
          for (const option of section?.options ?? []) {
            const ticked = await search(`${base}&filters[${key}]=${option.value}`);
            expect([key, option.value, option.count]).toEqual([
              key,
              option.value,
              ticked.propertiesTotal,
            ]);
          }
        }
      }
    });

    test('marks every count at or above the smallest ticked one', async () => {
      const answer = await search(`${STAY}&filters[bedrooms]=7`);
      const bedrooms = answer.filterCountsAndOtherCounts.sections[0];
      expect(bedrooms.options.filter((o) => o.selected).map((o) => o.value)).toEqual([
        '7',
        '8',
        '9',
        '10',
      ]);
      expect(bedrooms.options.find((o) => o.value === '7')?.count).toBe(answer.propertiesTotal);
    });

    test('a ticked count no villa has is listed last, with what ticking it gives', async () => {
      const sleeps = (answer: Answer) =>
        answer.filterCountsAndOtherCounts.sections.find((s) => s.key === 'sleeps');
      const values = (sleeps(await search(STAY))?.options ?? []).map((o) => Number(o.value));
      const missing = values.find((value, i) => i > 0 && values[i - 1] < value - 1);
      expect(missing).toBeDefined();
      const between = String((missing as number) - 1);
      const answer = await search(`${STAY}&filters[sleeps]=${between}`);
      expect(answer.propertiesTotal).toBeGreaterThan(0);
      expect(sleeps(answer)?.options.at(-1)).toEqual({
        value: between,
        label: between,
        count: answer.propertiesTotal,
        selected: true,
      });
    });

    test('counts bookable villas before filters', async () => {
      const all = await search(STAY);
      const filtered = await search(`${STAY}&filters[bedrooms]=8`);
      expect(filtered.filterCountsAndOtherCounts.otherCounts.bookable).toBe(all.propertiesTotal);
      expect(filtered.filterCountsAndOtherCounts.otherCounts.matching).toBe(
        filtered.propertiesTotal,
      );
    });
  });

  describe('flexible dates', () => {
    test('three days either side, each with the villas bookable then and the lowest total', async () => {
      const filters = 'filters[bedrooms]=4';
      const answer = await search(`${STAY}&${filters}`);
      expect(answer.flexibleDates.map((d) => d.arrival)).toEqual([
        '2027-01-30',
        '2027-01-31',
        '2027-02-01',
        '2027-02-02',
        '2027-02-03',
        '2027-02-04',
        '2027-02-05',
      ]);
      for (const date of answer.flexibleDates) {
        const there = await search(
          `criteria[arrival]=${date.arrival}&criteria[nights]=7&${filters}`,
        );
        expect(date).toEqual({
          arrival: date.arrival,
          departure: isoOf(dayOf(date.arrival) + 7),
          nights: 7,
          count: there.propertiesTotal,
          lowestPrice: there.properties[0]?.price.amount ?? null,
          selected: date.arrival === ARRIVAL,
        });
      }
    });

    test('stay inside the search window', async () => {
      const answer = await search('criteria[arrival]=2026-06-03&criteria[nights]=7');
      expect(answer.flexibleDates[0].arrival).toBe('2026-06-03');
      expect(answer.flexibleDates).toHaveLength(4);
    });
  });

  describe('pages', () => {
    test('pages through every result once', async () => {
      const first = await search(`${STAY}&criteria[rpp]=7`);
      expect(first.properties).toHaveLength(7);
      expect(first.criteria.pages).toBe(Math.ceil(first.propertiesTotal / 7));
      const ids = await allIds(STAY);
      expect(ids).toHaveLength(first.propertiesTotal);
      expect(new Set(ids).size).toBe(ids.length);
    });

    test('answers a page past the last with the last page', async () => {
      const answer = await search(`${STAY}&criteria[rpp]=50&criteria[page]=999`);
      expect(answer.criteria.page).toBe(answer.criteria.pages);
      expect(answer.properties.length).toBe(
        answer.propertiesTotal - 50 * (answer.criteria.pages - 1),
      );
    });

    test('gives one villa per page at rpp 1, and page 1 of nothing when nothing matches', async () => {
      const one = await search(`${STAY}&criteria[rpp]=1&criteria[page]=3`);
      expect(one.properties).toHaveLength(1);
      const none = await search(`${STAY}&criteria[q]=zz&criteria[page]=4`);
      expect(none).toMatchObject({ propertiesTotal: 0, properties: [] });
      expect(none.criteria).toMatchObject({ page: 1, pages: 1, q: 'zz' });
    });
  });

  describe('order', () => {
    /** Bedrooms and sleeps per villa id, from the database. */
    async function sizes(ids: number[]) {
      const rows = await t.services.db
        .selectFrom('villas')
        .select(['id', 'bedrooms', 'max_occupancy'])
        .where('id', 'in', ids)
        .execute();
      return new Map(rows.map((r) => [r.id, { bedrooms: r.bedrooms, sleeps: r.max_occupancy }]));
    }
    /** Every result of a search, all pages, as id and price. */
    async function allResults(query: string) {
      const out: { id: number; price: number }[] = [];
      for (let page = 1, pages = 1; page <= pages; page += 1) {
        const answer = await search(`${query}&criteria[rpp]=50&criteria[page]=${page}`);
        pages = answer.criteria.pages;
        out.push(...answer.properties.map((p) => ({ id: p.propertyId, price: p.price.amount })));
      }
      return out;
    }

    test('price high to low is the same villas, dearest first, across pages', async () => {
      const cheapest = await allResults(STAY);
      const dearest = await allResults(`${STAY}&criteria[sort]=price-desc`);
      expect(dearest.map((r) => r.id).sort()).toEqual(cheapest.map((r) => r.id).sort());
      const prices = dearest.map((r) => r.price);
      expect(prices).toEqual([...prices].sort((a, b) => b - a));
      expect(prices[0]).toBeGreaterThan(prices[prices.length - 1]);
      const answer = await search(`${STAY}&criteria[sort]=price-desc`);
      expect(answer.criteria.sort).toBe('price-desc');
      // The nearby dates still name the lowest price of the stay, whatever the order.
      const chosen = answer.flexibleDates.find((d) => d.selected);
      expect(chosen?.lowestPrice).toBe(cheapest[0].price);
    });

    test('bedrooms and sleeps put the largest villas first, cheapest first among equals', async () => {
      for (const key of ['bedrooms', 'sleeps'] as const) {
        const results = await allResults(`${STAY}&filters[property]=villa&criteria[sort]=${key}`);
        const size = await sizes(results.map((r) => r.id));
        const rows = results.map((r) => ({ size: size.get(r.id)?.[key] ?? 0, price: r.price }));
        expect(new Set(rows.map((r) => r.size)).size).toBeGreaterThan(2);
        for (let i = 1; i < rows.length; i += 1) {
          const [a, b] = [rows[i - 1], rows[i]];
          expect(a.size > b.size || (a.size === b.size && a.price <= b.price)).toBe(true);
        }
      }
    });

    test('without dates the order uses the lowest nightly rate', async () => {
      const answer = await search('criteria[sort]=price-desc&criteria[rpp]=50');
      const prices = answer.properties.map((p) => p.price.amount);
      expect(prices).toEqual([...prices].sort((a, b) => b - a));
      const cheapest = await search('criteria[rpp]=1');
      const all = await allResults('criteria[sort]=price-desc');
      expect(all[all.length - 1].price).toBe(cheapest.properties[0].price.amount);
    });
  });

  describe('quick search', () => {
    test('matches property codes case-insensitively', async () => {
      const answer = await search('criteria[q]=wh&criteria[rpp]=50');
      expect(answer.propertiesTotal).toBeGreaterThan(0);
      for (const p of answer.properties) expect(p.propertyCode).toMatch(/WH/);
      expect(answer.criteria.q).toBe('wh');
      const villa = answer.properties[0];
      const exact = await search(`criteria[q]=${villa.propertyCode.toLowerCase()}`);
      expect(exact.properties.map((p) => p.propertyCode)).toContain(villa.propertyCode);
    });
  });

  describe('bad input is a clear 422, never a 500', () => {
    test.each([
      [
        'criteria[arrival]=2027-02-30&criteria[nights]=7',
        'criteria[arrival]',
        'Arrival date must be a real date written YYYY-MM-DD',
      ],
      [
        'criteria[arrival]=next-week&criteria[nights]=7',
        'criteria[arrival]',
        'Arrival date must be a real date written YYYY-MM-DD',
      ],
      [
        'criteria[arrival]=2026-06-02&criteria[nights]=7',
        'criteria[arrival]',
        'Arrival date must be between 03 Jun 2026 and 01 Dec 2027',
      ],
      [
        'criteria[arrival]=2027-12-02&criteria[nights]=7',
        'criteria[arrival]',
        'Arrival date must be between 03 Jun 2026 and 01 Dec 2027',
      ],
      [
        'criteria[arrival]=2027-02-02&criteria[nights]=2',
        'criteria[nights]',
        'Nights must be a whole number from 3 to 30',
      ],
      [
        'criteria[arrival]=2027-02-02&criteria[nights]=31',
        'criteria[nights]',
        'Nights must be a whole number from 3 to 30',
      ],
      [
        'criteria[arrival]=2027-02-02',
        'criteria[nights]',
        'Choose the number of nights as well as the arrival date',
      ],
      ['criteria[page]=-1', 'criteria[page]', 'Page must be a whole number of 1 or more'],
      ['criteria[page]=0', 'criteria[page]', 'Page must be a whole number of 1 or more'],
      [
        'criteria[page]=99999999999999',
        'criteria[page]',
        'Page must be a whole number of 1 or more',
      ],
      [
        'criteria[rpp]=100000',
        'criteria[rpp]',
        'Results per page must be a whole number from 1 to 50',
      ],
      ['criteria[rpp]=0', 'criteria[rpp]', 'Results per page must be a whole number from 1 to 50'],
      [
        'criteria[q]=W',
        'criteria[q]',
        'Quick search needs at least 2 characters of a property code',
      ],
      [
        'criteria[q]=' + 'W'.repeat(5000),
        'criteria[q]',
        'Quick search takes at most 20 characters',
      ],
      ['criteria[order]=price', 'criteria[order]', 'criteria[order] is not a search criterion'],
      [
        'criteria[sort]=price',
        'criteria[sort]',
        'Sort must be one of price-asc, price-desc, bedrooms, sleeps',
      ],
      [
        'filters[pets]=yes',
        'filters[pets]',
        '"pets" is not a filter section (use bedrooms, sleeps, property, ensuite, accommodation, outdoorliving, communitydetails, community)',
      ],
      [
        'filters[accommodation]=helipad',
        'filters[accommodation]',
        '"helipad" is not an option of Accommodation',
      ],
      [
        'filters[property]=castle',
        'filters[property]',
        '"castle" is not an option of Property type',
      ],
      ['filters[community]=999', 'filters[community]', '"999" is not an option of Community'],
      ['filters[bedrooms]=99', 'filters[bedrooms]', '"99" is not an option of Bedrooms'],
      ['filters[bedrooms]=many', 'filters[bedrooms]', '"many" is not an option of Bedrooms'],
    ])('%s', async (query, field, error) => {
      const res = await get(query);
      expect(res.statusCode).toBe(422);
      expect(res.json().validationErrors).toContainEqual({ field, error });
    });

    test('odd query strings', async () => {
      for (const query of [
        'criteria',
        'criteria[]=1',
        'filters[]=x',
        '%E0%A4%A',
        'criteria[arrival][]=x&criteria[nights]=7',
        'a=1&b[c]=2',
      ]) {
        const res = await get(query);
        expect([200, 422]).toContain(res.statusCode);
      }
    });

    // The route keeps each query string's parse for the window it was checked against
    // (searchQueries.ts): a new day's window checks it again.
    test('a search accepted one day is refused once its arrival has left the window', async () => {
      const first = 'criteria[arrival]=2026-06-03&criteria[nights]=7';
      expect((await get(first)).statusCode).toBe(200);
      expect((await get(first)).statusCode).toBe(200);
      t.clock.advance(24 * HOUR);
      try {
        token = await tokenFor(t.app, DEMO.agent); // the session has timed out meanwhile
        const res = await get(first);
        expect(res.statusCode).toBe(422);
        expect(res.json().validationErrors).toContainEqual({
          field: 'criteria[arrival]',
          error: 'Arrival date must be between 04 Jun 2026 and 02 Dec 2027',
        });
      } finally {
        t.clock.advance(-24 * HOUR);
        token = await tokenFor(t.app, DEMO.agent);
      }
      expect((await get(first)).statusCode).toBe(200);
    });
  });

  describe('compression, as the client takes it', () => {
    const QUERY = `${STAY}&filters[bedrooms]=4`;
    const asking = (acceptEncoding: string) =>
      get(QUERY, { ...bearer(token), 'accept-encoding': acceptEncoding });

    test('a browser gets the answer gzipped, the same bytes each time, and the JSON of a client that takes none', async () => {
      const plain = await get(QUERY);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers.vary).toMatch(/accept-encoding/i);
      expect((plain.json() as Answer).propertiesTotal).toBeGreaterThan(0);
      const first = await asking('gzip, deflate, br, zstd'); // Chromium's
      const again = await asking('gzip, deflate, br, zstd');
      for (const res of [first, again]) {
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-encoding']).toBe('gzip');
        expect(res.headers['content-type']).toMatch(/^application\/json/);
        expect(res.headers.vary).toMatch(/accept-encoding/i);
        expect(gunzipSync(res.rawPayload).toString('utf8')).toBe(plain.body);
      }
      expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    });

    test('deflate when gzip is not taken, nothing when neither is', async () => {
      const plain = (await get(QUERY)).body;
      for (const header of ['deflate', 'gzip;q=0, deflate']) {
        const res = await asking(header);
        expect(res.headers['content-encoding']).toBe('deflate');
        expect(inflateSync(res.rawPayload).toString('utf8')).toBe(plain);
      }
      for (const header of ['identity', 'br', 'gzip;q=0']) {
        const res = await asking(header);
        expect(res.headers['content-encoding']).toBeUndefined();
        expect(res.body).toBe(plain);
      }
    });
  });

  describe('the catalog follows the database', () => {
    test('a changed villa is searched as it now is', async () => {
      const villa = await freeVilla(t.services.db);
      const before = await search(`${STAY}&criteria[q]=${villa.code}&filters[bedrooms]=10`);
      expect(before.propertiesTotal).toBe(villa.bedrooms >= 10 ? 1 : 0);
      await t.services.db
        .updateTable('villas')
        .set({ bedrooms: 10, ensuite: 1 })
        .where('id', '=', villa.id)
        .execute();
      const after = await search(`${STAY}&criteria[q]=${villa.code}&filters[bedrooms]=10`);
      expect(after.propertiesTotal).toBe(1);
    });
  });

  describe('images', () => {
    test('are generated per villa and room, large and small, cached for a year, without a log-in', async () => {
      const fetch = (url: string) => t.app.inject({ method: 'GET', url });
      const a = await fetch('/api/property-images/1/0-l.svg');
      expect(a.statusCode).toBe(200);
      expect(a.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(a.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(a.body).toMatch(/^<svg[^>]+width="1200"/);
      // Named for assistive technology; no text drawn in it, as in a photograph (images.ts).
      expect(a.body).toMatch(/^<svg[^>]+aria-label="[^"]+ \(\w+\): Front of the villa"/);
      expect(a.body).not.toContain('<text');
      const small = await fetch('/api/property-images/1/0-s.svg');
      expect(small.body).toMatch(/^<svg[^>]+width="320"/);
      const otherRoom = await fetch('/api/property-images/1/4-l.svg');
      const otherVilla = await fetch('/api/property-images/2/0-l.svg');
      expect(new Set([a.body, otherRoom.body, otherVilla.body]).size).toBe(3);
      expect((await fetch('/api/property-images/highlights/platinum.svg')).statusCode).toBe(200);
      for (const url of [
        '/api/property-images/1/99-l.svg',
        '/api/property-images/99999/0-l.svg',
        '/api/property-images/1/0-x.svg',
        '/api/property-images/1/..%2F0-l.svg',
      ]) {
        expect((await fetch(url)).statusCode).toBe(404);
      }
    });

    test('every image a search answers resolves', async () => {
      const answer = await search(`${STAY}&criteria[rpp]=3`);
      const urls = answer.properties.flatMap((p) => [
        p.image.imgUrl,
        ...p.carouselImages.l.map((i) => i.imgUrl),
        ...p.carouselImages.s.map((i) => i.imgUrl),
        ...(p.highlight ? [p.highlight.logoUrl] : []),
      ]);
      for (const url of urls)
        expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(200);
    });
  });
});

/** A villa with no stays left, rates until 2027-12-31, any arrival day. */
async function freeVilla(db: Db) {
  const row = await db
    .selectFrom('villas')
    .select(['id', 'code', 'bedrooms'])
    .where('rates_until', '>=', '2027-12-31')
    .where('unbookable_weekdays', '=', 0)
    .where('status', '=', 'AVAILABLE')
    .where('id', 'not in', (eb) =>
      eb
        .selectFrom('bookings')
        .select('villa_id')
        .where('status', '=', 'CANCELLED')
        .where('cancel_reason', '=', 'TEST'),
    )
    .orderBy('id')
    .executeTakeFirstOrThrow();
  await db
    .updateTable('bookings')
    .set({ status: 'CANCELLED', cancel_reason: 'TEST' })
    .where('villa_id', '=', row.id)
    .execute();
  return row;
}

function stay(
  villaId: number,
  status: 'BOOKING' | 'RESERVE',
  arrival: string,
  departure: string,
  expiresAtMs?: number,
) {
  return {
    status,
    villa_id: villaId,
    agent_user_id: null,
    arrival,
    departure,
    nights: dayOf(departure) - dayOf(arrival),
    expires_at: expiresAtMs ? new Date(expiresAtMs).toISOString() : null,
  };
}
