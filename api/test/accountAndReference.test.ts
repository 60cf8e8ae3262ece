import { HEADERS } from '@villa/shared/contract';
import { engines } from './helpers/engines';
import { DEMO, bearer, createTestApp, tokenFor, type TestApp } from './helpers/testApp';

describe.each(engines)('account info and reference data on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  test("GET /api/agent/account-info answers the agent's details", async () => {
    const token = await tokenFor(t.app, DEMO.agent);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/agent/account-info',
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      agentAccountInfo: {
        clientTitle: 'Mrs',
        clientForename: 'Sarah',
        clientSurname: 'Mitchell',
        clientTelephone: '0121 496 0123',
        clientMobile: '07700 900123',
        clientEmail: 'agent@demo.test',
        address1: '14 Wellington Road',
        address2: 'Harborne',
        addTown: 'Birmingham',
        addCounty: 'West Midlands',
        addPostcode: 'B17 9AA',
        countryName: 'United Kingdom',
        clientCompName: 'Sunshine Travel Harborne',
        organisation: { clientCompName: 'Sunshine Travel Ltd' },
      },
    });
  });

  test('answers empty text for the address an agent has not given yet', async () => {
    const token = await tokenFor(t.app, DEMO.newAgent);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/agent/account-info',
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().agentAccountInfo).toMatchObject({
      clientForename: 'Tom',
      address1: '',
      addTown: '',
      countryName: '',
      organisation: { clientCompName: 'Sunshine Travel Ltd' },
    });
  });

  test('GET /api/country-values lists countries by name, the United Kingdom as 82', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/country-values' });
    expect(res.statusCode).toBe(200);
    const { country } = res.json() as { country: { value: number; text: string }[] };
    expect(country.length).toBeGreaterThanOrEqual(30);
    expect(country).toContainEqual({ value: 82, text: 'United Kingdom' });
    const names = country.map((c) => c.text);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(res.headers[HEADERS.tokenExpiry]).toBeUndefined();
  });

  test('country-values reports the session of a caller who sends a token, and ignores a stale one', async () => {
    const token = await tokenFor(t.app, DEMO.agent);
    const withToken = await t.app.inject({
      method: 'GET',
      url: '/api/country-values',
      headers: bearer(token),
    });
    expect(withToken.headers[HEADERS.tokenExpiry]).toBe('1800');
    const stale = await t.app.inject({
      method: 'GET',
      url: '/api/country-values',
      headers: bearer('stale'),
    });
    expect(stale.statusCode).toBe(200);
    expect(stale.headers[HEADERS.tokenExpiry]).toBeUndefined();
  });

  test('unknown API routes answer 404 with the specification message', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const res = await t.app.inject({ method, url: '/api/no-such-thing' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({
        errors: ["Sorry the page or requested resource either doesn't exist or no longer exists."],
      });
    }
  });

  test("a CORS pre-flight from the portal's origin may send the admin-user-id header", async () => {
    const preflight = (origin: string) =>
      t.app.inject({
        method: 'OPTIONS',
        url: '/api/agent/account-info',
        headers: {
          origin,
          'access-control-request-method': 'GET',
          'access-control-request-headers': 'authorization, x-admin-user-id',
        },
      });
    const res = await preflight('http://portal.test');
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe('http://portal.test');
    expect(String(res.headers['access-control-allow-headers'])).toContain('x-admin-user-id');
    expect(String(res.headers['access-control-allow-headers'])).toContain('authorization');
    // Any other origin is not allowed: the browser refuses to send the call.
    const elsewhere = await preflight('http://localhost:3005');
    expect(elsewhere.headers['access-control-allow-origin']).toBeUndefined();
    expect(elsewhere.headers['access-control-allow-headers']).toBeUndefined();
  });

  test('every answer carries the security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/country-values' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  });
});

describe('unexpected errors', () => {
  test('answer 500 with the generic message and no detail', async () => {
    const t = await createTestApp('sqlite', {
      beforeReady: (app) =>
        app.get('/boom', async () => {
          throw new Error('connection string postgres://secret@db');
        }),
    });
    try {
      const res = await t.app.inject({ method: 'GET', url: '/boom' });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({
        errors: [
          'Sorry there was an error performing the request - please refresh the page, try again or please contact us if the problem persists.',
        ],
      });
      expect(res.body).not.toContain('secret');
      expect(res.body).not.toMatch(/\.ts:\d+|Error:/);
    } finally {
      await t.close();
    }
  });
});
