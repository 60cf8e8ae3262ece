import fc from 'fast-check';
import { parseSearchQuery, type RawQuery } from '@villa/shared/contract';
import { loadCatalog, searchWindowOf, type CatalogData } from '../src/property/catalog';
import { dayOfInstant, isoOf } from '../src/property/days';
import { runSearch } from '../src/property/search';
import { answerJson } from '../src/property/searchJson';
import { bookingSettings } from '../src/portalSettings';
import { createTestApp, type TestApp } from './helpers/testApp';

/*
 * The search route sends answerJson's text: it must be JSON.stringify's, character for
 * character, for any search of the seeded portfolio (300 villas), with dates or without,
 * whatever its filters, order and page, the first time a villa's card is written and after.
 * The text does not depend on the engine, so SQLite alone.
 */

const searchQuery = (firstArrival: number, communities: number[]) =>
  fc
    .record({
      dates: fc.option(
        fc.record({
          offset: fc.integer({ min: 0, max: 400 }),
          nights: fc.constantFrom(3, 5, 7, 14, 21),
        }),
        { nil: null },
      ),
      // '12': a count no villa has, listed after the catalog's own options.
      bedrooms: fc.option(fc.constantFrom('3', '5', '8', '12'), { nil: null }),
      property: fc.subarray(['villa', 'townhouse', 'executive-home', 'estate-home']),
      features: fc.subarray(['outdoorliving:spa', 'accommodation:wifi', 'communitydetails:gate']),
      community: fc.option(fc.constantFrom(...communities), { nil: null }),
      q: fc.option(fc.constantFrom('wh', 'CG', 'st1', 'zz'), { nil: null }),
      sort: fc.constantFrom('price-asc', 'price-desc', 'bedrooms', 'sleeps'),
      page: fc.integer({ min: 1, max: 4 }),
      rpp: fc.constantFrom(1, 12, 50),
    })
    .map(({ dates, bedrooms, property, features, community, q, sort, page, rpp }) => {
      const params = new URLSearchParams();
      if (dates) {
        params.set('criteria[arrival]', isoOf(firstArrival + dates.offset));
        params.set('criteria[nights]', String(dates.nights));
      }
      if (bedrooms) params.set('filters[bedrooms]', bedrooms);
      if (property.length > 0) params.set('filters[property]', property.join(','));
      for (const feature of features) {
        const [section, code] = feature.split(':');
        params.append(`filters[${section}]`, code);
      }
      if (community !== null) params.set('filters[community]', String(community));
      if (q) params.set('criteria[q]', q);
      params.set('criteria[sort]', sort);
      params.set('criteria[page]', String(page));
      params.set('criteria[rpp]', String(rpp));
      return params.toString();
    });

describe('the search answer text', () => {
  let t: TestApp;
  let data: CatalogData;
  let window: ReturnType<typeof searchWindowOf>;

  beforeAll(async () => {
    t = await createTestApp('sqlite');
    const nowMs = t.clock();
    window = searchWindowOf(await bookingSettings(t.services.db), dayOfInstant(nowMs));
    data = (await loadCatalog(t.services.db, window, nowMs)).data;
  });
  afterAll(() => t.close());

  test('is JSON.stringify of the answer, for any search', () => {
    fc.assert(
      fc.property(searchQuery(window.earliest, [...data.communityIds]), (query) => {
        const raw: RawQuery = Object.fromEntries(new URLSearchParams(query));
        const parsed = parseSearchQuery(raw, window.limits);
        if (!parsed.ok) throw new Error(`${query}: ${JSON.stringify(parsed.errors)}`);
        // Twice: the second time every card's shared part is already written.
        for (let i = 0; i < 2; i += 1) {
          const answer = runSearch({ data }, parsed.query);
          expect(answerJson(data, answer)).toBe(JSON.stringify(answer));
        }
      }),
      { numRuns: 200, seed: 20261128 },
    );
  });
});
