import fc from 'fast-check';
import { parseSearchQuery, type RawQuery } from '@villa/shared/contract';
import { isStayBookable } from '../src/property/availability';
import { loadCatalog, searchWindowOf, type CatalogData } from '../src/property/catalog';
import { dayOf, dayOfInstant, isoOf } from '../src/property/days';
import { priceStay } from '../src/property/pricing';
import { runSearch } from '../src/property/search';
import { bookingSettings } from '../src/portalSettings';
import { engines } from './helpers/engines';
import { createTestApp, type TestApp } from './helpers/testApp';

/*
 * The search passes over whole blocks of villas whose floor cannot beat the lowest price found
 * (rows go cheapest first; CatalogData.stayFloorOfBlock). Whatever it skips, its answer is
 * the one every villa priced one by one gives: the first page cheapest first (ties in code
 * order), and each flexible date's count and lowest total. Over the seeded portfolio (300
 * villas, about ten blocks, with long-stay, early-booking, late-deal and seasonal discounts),
 * stays anywhere in the window, late deals and long stays included.
 */

describe.each(engines)('the lowest prices of a search, blocks passed over, on %s', (engine) => {
  let t: TestApp;
  let data: CatalogData;

  beforeAll(async () => {
    t = await createTestApp(engine);
    const nowMs = t.clock();
    const window = searchWindowOf(await bookingSettings(t.services.db), dayOfInstant(nowMs));
    data = (await loadCatalog(t.services.db, window, nowMs)).data;
  });
  afterAll(() => t.close());

  /** Every villa passing the filter and bookable for the stay, priced one by one. */
  function everyPrice(arrival: number, nights: number, minBedrooms: number) {
    const priced: { code: string; total: number }[] = [];
    for (let v = 0; v < data.count; v += 1) {
      const villa = data.villas[v];
      if (villa.bedrooms < minBedrooms || !isStayBookable(data.grid, v, arrival, nights)) continue;
      const price = priceStay(
        data.grid.ratesPence(v, arrival, nights),
        villa.discounts,
        { arrival, nights, today: data.window.today },
        {
          commissionBp: villa.commissionBp,
          depositPercent: villa.depositPercent,
          balanceDueDays: villa.balanceDueDays,
          poolHeatingPence: villa.poolHeatingPence,
        },
      );
      priced.push({ code: villa.code, total: price.totalPence });
    }
    return priced.sort((a, b) => a.total - b.total || (a.code < b.code ? -1 : 1));
  }

  test('the first page and every flexible date agree with each villa priced alone', () => {
    const { earliest, latest } = data.window;
    fc.assert(
      fc.property(
        fc.integer({ min: earliest, max: latest }),
        fc.constantFrom(3, 4, 7, 10, 14, 21),
        fc.constantFrom(0, 3, 4, 5, 6),
        fc.constantFrom(1, 2),
        (arrival, nights, minBedrooms, page) => {
          const raw: RawQuery = {
            'criteria[arrival]': isoOf(arrival),
            'criteria[nights]': String(nights),
            'criteria[rpp]': '10',
            'criteria[page]': String(page),
          };
          if (minBedrooms > 0) raw['filters[bedrooms]'] = String(minBedrooms);
          const parsed = parseSearchQuery(raw, data.window.limits);
          if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
          const answer = runSearch({ data }, parsed.query);

          const all = everyPrice(arrival, nights, minBedrooms);
          const shownFrom = (answer.criteria.page - 1) * 10;
          expect(answer.properties.map((p) => [p.propertyCode, p.price.amount])).toEqual(
            all.slice(shownFrom, shownFrom + 10).map((p) => [p.code, p.total / 100]),
          );
          for (const date of answer.flexibleDates) {
            const there = date.selected
              ? all
              : everyPrice(dayOf(date.arrival), nights, minBedrooms);
            expect([date.arrival, date.count, date.lowestPrice]).toEqual([
              date.arrival,
              there.length,
              there.length > 0 ? there[0].total / 100 : null,
            ]);
          }
        },
      ),
      { numRuns: 150 },
    );
  });

  test('without dates, a page by price is every matching villa sorted by "Price from", ties in code order', () => {
    const everyVilla = Array.from({ length: data.count }, (_, v) => v);
    fc.assert(
      fc.property(
        fc.constantFrom('price-asc', 'price-desc'),
        fc.constantFrom(0, 3, 5, 7),
        fc.constantFrom(1, 5, 12, 50),
        fc.integer({ min: 1, max: 30 }),
        (sort, minBedrooms, rpp, page) => {
          const raw: RawQuery = {
            'criteria[sort]': sort,
            'criteria[rpp]': String(rpp),
            'criteria[page]': String(page),
          };
          if (minBedrooms > 0) raw['filters[bedrooms]'] = String(minBedrooms);
          const parsed = parseSearchQuery(raw, data.window.limits);
          if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
          const answer = runSearch({ data }, parsed.query);

          const sign = sort === 'price-asc' ? 1 : -1;
          const all = everyVilla
            .filter((v) => data.villas[v].bedrooms >= minBedrooms && data.priceFromPence[v] > 0)
            .map((v) => ({ code: data.villas[v].code, price: data.priceFromPence[v] }))
            .sort((a, b) => sign * (a.price - b.price) || (a.code < b.code ? -1 : 1));
          const shownFrom = (answer.criteria.page - 1) * rpp;
          expect(answer.properties.map((p) => [p.propertyCode, p.price.amount])).toEqual(
            all.slice(shownFrom, shownFrom + rpp).map((p) => [p.code, p.price / 100]),
          );
        },
      ),
      { numRuns: 200 },
    );
  });
});
