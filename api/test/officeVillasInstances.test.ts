import type { OfficeVilla } from '@villa/shared/contract';
import { searchCatalogOf } from '../src/property/search/sharedCatalog';
import { engines } from './helpers/engines';
import { officeCallsOf } from './helpers/officeCalls';
import { giveRates, newVillaBody } from './helpers/officeVillas';
import { DEMO, bearer, createTestApp, tokenFor, type TestApp } from './helpers/testApp';

/*
 * Two API instances on one database, as a cluster runs them: a villa the office publishes or
 * withdraws through one is what the other's very next search answers, villa by villa (no
 * reload of its catalogue).
 */

describe.each(engines)('office villas across instances (%s)', (engine) => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    a = await createTestApp(engine);
    b = await createTestApp(engine, { databaseFrom: a });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  test('published through one instance, found by the next search of the other', async () => {
    const agent = await tokenFor(a.app, DEMO.agent);
    const search = async (code: string) => {
      const res = await a.app.inject({
        method: 'GET',
        url: `/api/property-search?criteria[q]=${code}`,
        headers: bearer(agent),
      });
      expect(res.statusCode).toBe(200);
      return (res.json() as { properties: { propertyCode: string }[] }).properties.map(
        (p) => p.propertyCode,
      );
    };
    const office = await officeCallsOf(b);
    const create = await office.create(newVillaBody());
    expect(create.statusCode).toBe(201);
    const villa = create.json().villa as OfficeVilla;
    expect(await search(villa.villaCode)).toEqual([]);
    const reads = { ...searchCatalogOf(a.services).reads };

    await giveRates(b.services.db, villa.id, b.clock());
    const started = performance.now();
    expect((await office.patch(villa.id, { status: 'AVAILABLE' })).statusCode).toBe(200);
    expect(await search(villa.villaCode)).toEqual([villa.villaCode]);
    const publishedToFound = performance.now() - started;

    expect((await office.patch(villa.id, { status: 'WITHDRAWN' })).statusCode).toBe(200);
    expect(await search(villa.villaCode)).toEqual([]);
    const villaPage = await a.app.inject({
      method: 'GET',
      url: `/api/property/${villa.id}`,
      headers: bearer(agent),
    });
    expect(villaPage.statusCode).toBe(404);

    expect(searchCatalogOf(a.services).reads.fullLoads).toBe(reads.fullLoads);
    expect(searchCatalogOf(a.services).reads.villaUpdates).toBeGreaterThan(reads.villaUpdates);
    // A figure for the report, not a bound: publish on one instance to found on the other.
    console.info(
      `${engine}: published on b, found by a's next search in ${publishedToFound.toFixed(1)} ms`,
    );
  });
});
