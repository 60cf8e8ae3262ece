import fc from 'fast-check';
import {
  parseSearchQuery,
  type RawQuery,
  dayOf,
  dayOfInstant,
  isoOf,
} from '@villa/shared/contract';
import {
  BookingConflictError,
  changeStayStatus,
  insertStay,
  StayChangeRefused,
  type StayRow,
} from '../src/property/bookings';
import { loadCatalog, searchWindowOf } from '../src/property/search/catalog';
import { runSearch } from '../src/property/search/search';
import { searchCatalogOf } from '../src/property/search/sharedCatalog';
import { bookingSettings } from '../src/portalSettings';
import { engines } from './helpers/engines';
import { DEMO, bearer, createTestApp, tokenFor, type TestApp } from './helpers/testApp';

/*
 * The search's catalog (kept in memory, brought up to date change by change and villa by
 * villa) answers exactly what a search over the database as it now is answers: a catalog loaded afresh from the database and searched once. Random
 * sequences of stay changes (new stays of every status, cancellations, holds lapsing as the
 * clock moves), written by a second API instance on the same database, between random
 * searches asked of the first.
 */

const HOUR = 3_600_000;
/** Stays and searches crowd into a few weeks of a few villas, so they meet. */
const BASE = dayOf('2026-09-01');
const VILLAS = 6;

type Command =
  | { kind: 'stay'; villa: number; offset: number; nights: number; status: StayStatus }
  | { kind: 'cancel'; which: number }
  | { kind: 'time'; hours: number }
  | { kind: 'search'; which: number };
type StayStatus = 'RESERVE' | 'PAYPENDING' | 'BOOKING' | 'QUOTATION';

const searchQuery = fc
  .record({
    dates: fc.option(
      fc.record({ offset: fc.integer({ min: 0, max: 20 }), nights: fc.constantFrom(3, 7, 10) }),
      { nil: null },
    ),
    bedrooms: fc.option(fc.constantFrom('3', '4', '6'), { nil: null }),
    property: fc.option(fc.constantFrom('villa', 'townhouse'), { nil: null }),
    pool: fc.boolean(),
    sort: fc.constantFrom('price-asc', 'price-desc', 'sleeps'),
    page: fc.constantFrom(1, 2),
  })
  .map(({ dates, bedrooms, property, pool, sort, page }) => {
    const params = new URLSearchParams();
    if (dates) {
      params.set('criteria[arrival]', isoOf(BASE + dates.offset));
      params.set('criteria[nights]', String(dates.nights));
    }
    if (bedrooms) params.set('filters[bedrooms]', bedrooms);
    if (property) params.set('filters[property]', property);
    if (pool) params.set('filters[outdoorliving]', 'south-facing-pool');
    if (sort !== 'price-asc') params.set('criteria[sort]', sort);
    if (page > 1) params.set('criteria[page]', String(page));
    params.set('criteria[rpp]', '50');
    return params.toString();
  });

const command: fc.Arbitrary<Command> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('stay' as const),
      villa: fc.integer({ min: 0, max: VILLAS - 1 }),
      offset: fc.integer({ min: -5, max: 30 }),
      nights: fc.integer({ min: 1, max: 14 }),
      status: fc.constantFrom<StayStatus>('RESERVE', 'PAYPENDING', 'BOOKING', 'QUOTATION'),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('cancel' as const), which: fc.nat() }) },
  // Mostly within the day (a new day loads the catalog afresh); sometimes past a hold's 24 h.
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('time' as const),
      hours: fc.constantFrom(1, 2, 5, 25),
    }),
  },
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('search' as const), which: fc.nat() }) },
);

describe.each(engines)('search answers on %s', (engine) => {
  let a: TestApp;
  let b: TestApp;
  let token: string;
  let villaIds: number[];

  beforeAll(async () => {
    a = await createTestApp(engine);
    b = await createTestApp(engine, { databaseFrom: a });
    token = await tokenFor(a.app, DEMO.agent);
    // The cheapest villas of the portfolio: the ones every price-ordered first page shows.
    const cheapest = await a.app.inject({
      method: 'GET',
      url: `/api/property-search?criteria[arrival]=${isoOf(BASE + 7)}&criteria[nights]=7&criteria[rpp]=${VILLAS}`,
      headers: bearer(token),
    });
    villaIds = (cheapest.json() as { properties: { propertyId: number }[] }).properties.map(
      (p) => p.propertyId,
    );
  });
  afterAll(async () => {
    await b.close();
    await a.close();
  });

  /** What a catalog loaded afresh from the database answers, at the first instance's time. */
  async function freshAnswer(query: string) {
    const nowMs = a.clock();
    const window = searchWindowOf(await bookingSettings(a.services.db), dayOfInstant(nowMs));
    const { data } = await loadCatalog(a.services.db, window, nowMs);
    const raw: RawQuery = Object.fromEntries(new URLSearchParams(query));
    const parsed = parseSearchQuery(raw, window.limits);
    if (!parsed.ok) throw new Error(`${query}: ${JSON.stringify(parsed.errors)}`);
    return runSearch({ data }, parsed.query);
  }

  test('equal an afresh search after any sequence of stay changes, written by another instance', async () => {
    await fc.assert(
      // A few searches per sequence, asked again and again as the stays change.
      fc.asyncProperty(
        fc.array(searchQuery, { minLength: 1, maxLength: 3 }),
        fc.array(command, { minLength: 4, maxLength: 14 }),
        async (queries, commands) => {
          const written: StayRow[] = [];
          for (const c of commands) {
            const nowMs = b.clock();
            if (c.kind === 'time') {
              a.clock.advance(c.hours * HOUR);
              b.clock.advance(c.hours * HOUR);
            } else if (c.kind === 'stay') {
              const arrival = isoOf(BASE + c.offset);
              const departure = isoOf(BASE + c.offset + c.nights);
              const villaId = villaIds[c.villa];
              try {
                const { id } = await insertStay(
                  b.services.db,
                  {
                    status: c.status,
                    villa_id: villaId,
                    agent_user_id: null,
                    arrival,
                    departure,
                    nights: c.nights,
                  },
                  nowMs,
                );
                const row = await b.services.db
                  .selectFrom('bookings')
                  .select(['id', 'status', 'villa_id', 'arrival', 'departure', 'expires_at'])
                  .select('cancel_reason')
                  .where('id', '=', id)
                  .executeTakeFirstOrThrow();
                written.push(row);
              } catch (error) {
                if (!(error instanceof BookingConflictError)) throw error;
              }
            } else if (c.kind === 'cancel') {
              if (written.length === 0) continue;
              const stay = written.splice(c.which % written.length, 1)[0];
              await changeStayStatus(
                b.services.db,
                stay,
                { type: 'CANCEL', holdLapsed: false },
                nowMs,
              ).catch((error: unknown) => {
                if (!(error instanceof StayChangeRefused)) throw error;
              });
            } else {
              const query = queries[c.which % queries.length];
              // Asked three times: the catalog must stand still between asks, changing nothing.
              const fresh = await freshAnswer(query);
              for (let i = 0; i < 3; i += 1) {
                const ask = () =>
                  a.app.inject({
                    method: 'GET',
                    url: `/api/property-search?${query}`,
                    headers: bearer(token),
                  });
                let res = await ask();
                if (res.statusCode === 401) {
                  // The clock moved past the session's end: log in again.
                  token = await tokenFor(a.app, DEMO.agent);
                  res = await ask();
                }
                expect(res.statusCode).toBe(200);
                expect(res.json()).toEqual(fresh);
              }
            }
          }
        },
      ),
      { numRuns: 15, seed: 20261123, endOnFailure: true },
    );
  }, 240_000);

  test('a search asked after another instance wrote sees the write, while searches asked before it are still being answered', async () => {
    // Weeks the property test above never books, read by this search's flexible dates.
    const arrival = BASE + 70;
    const query = `criteria[arrival]=${isoOf(arrival)}&criteria[nights]=7&criteria[rpp]=50`;
    const search = () =>
      a.app.inject({ method: 'GET', url: `/api/property-search?${query}`, headers: bearer(token) });
    let writes = 0;
    for (let round = 0; round < 18; round += 1) {
      // In flight on this instance when the other one writes: they may read before the write.
      const askedBefore = [search(), search(), search()];
      // A free night among those the search reads (the demo's own stays take some).
      for (let night = arrival - 3; night < arrival + 10; night += 1) {
        try {
          await insertStay(
            b.services.db,
            {
              status: 'BOOKING',
              villa_id: villaIds[round % VILLAS],
              agent_user_id: null,
              arrival: isoOf(night),
              departure: isoOf(night + 1),
              nights: 1,
            },
            b.clock(),
          );
          writes += 1;
          break;
        } catch (error) {
          if (!(error instanceof BookingConflictError)) throw error;
        }
      }
      const askedAfter = await search();
      expect(askedAfter.statusCode).toBe(200);
      expect(askedAfter.json()).toEqual(await freshAnswer(query));
      for (const res of await Promise.all(askedBefore)) expect(res.statusCode).toBe(200);
    }
    expect(writes).toBeGreaterThan(VILLAS);
  });

  test('a price, a rule or a withdrawal written by another instance is in the next search, with no catalogue reload', async () => {
    const villaId = villaIds[0];
    const { code } = await b.services.db
      .selectFrom('villas')
      .select('code')
      .where('id', '=', villaId)
      .executeTakeFirstOrThrow();
    const queryOn = (arrival: number) =>
      `criteria[arrival]=${isoOf(arrival)}&criteria[nights]=7&criteria[q]=${code}`;
    let query = '';
    const search = async () => {
      const res = await a.app.inject({
        method: 'GET',
        url: `/api/property-search?${query}`,
        headers: bearer(token),
      });
      expect(res.statusCode).toBe(200);
      return res.json() as { properties: { propertyCode: string; price: { amount: number } }[] };
    };
    // A week the villa is free (the tests above book some).
    for (let arrival = BASE + 90; !query && arrival < BASE + 400; arrival += 7) {
      query = queryOn(arrival);
      if (!(await search()).properties.some((p) => p.propertyCode === code)) query = '';
    }
    const reads = { ...searchCatalogOf(a.services).reads };

    // A nightly rate of £123.45 for every night of the villa, and no discount rule.
    await b.services.db.deleteFrom('discounts').where('villa_id', '=', villaId).execute();
    await b.services.db
      .updateTable('seasons')
      .set({ nightly_rate_pence: 12_345 })
      .where('villa_id', '=', villaId)
      .execute();
    const repriced = await search();
    expect(repriced).toEqual(await freshAnswer(query));
    const card = repriced.properties.find((p) => p.propertyCode === code);
    expect(card?.price.amount).toBe(864.15);

    await b.services.db
      .updateTable('villas')
      .set({ status: 'WITHDRAWN' })
      .where('id', '=', villaId)
      .execute();
    const withdrawn = await search();
    expect(withdrawn.properties.map((p) => p.propertyCode)).not.toContain(code);
    expect(withdrawn).toEqual(await freshAnswer(query));
    await b.services.db
      .updateTable('villas')
      .set({ status: 'AVAILABLE' })
      .where('id', '=', villaId)
      .execute();
    expect(await search()).toEqual(await freshAnswer(query));

    expect(searchCatalogOf(a.services).reads.fullLoads).toBe(reads.fullLoads);
    expect(searchCatalogOf(a.services).reads.villaUpdates).toBeGreaterThan(reads.villaUpdates);
  });
});
