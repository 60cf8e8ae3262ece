import { HEADERS } from '@villa/shared/contract';
import { MESSAGES } from '../src/errors';
import { MAX_JSON_DEPTH } from '../src/web/jsonBody';
import { engines } from './helpers/engines';
import {
  DEMO,
  bearer,
  createTestApp,
  impersonateThroughLink,
  tokenFor,
  type TestApp,
} from './helpers/testApp';

const nested = (depth: number, inner = '1') => '['.repeat(depth) + inner + ']'.repeat(depth);

describe.each(engines)('hardening on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  const accountInfo = (headers: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: '/api/agent/account-info', headers });
  const logout = (headers: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: '/api/logout', headers });

  describe("Fastify's own errors", () => {
    test.each([
      ['GET', '/api/%'],
      ['GET', '/api/property/%E0%A4%A'],
      ['GET', '/%zz'],
      ['OPTIONS', '/api/property-search'],
    ] as const)('%s %s is answered in the documented error shape', async (method, url) => {
      const res = await t.app.inject({ method, url });
      expect(res.body).not.toMatch(/FST_ERR|statusCode/);
      if (res.statusCode >= 400) {
        expect(res.json()).toEqual({ errors: [expect.any(String)] });
      }
    });
  });

  describe('lone UTF-16 surrogates', () => {
    test('are bad input at their field, and change nothing', async () => {
      const token = await tokenFor(t.app, DEMO.agent);
      const change = await t.app.inject({
        method: 'POST',
        url: '/api/agent/change-password',
        headers: { ...bearer(token), 'content-type': 'application/json' },
        // JSON's escapes are how a lone surrogate arrives: raw, it is not valid UTF-8.
        payload: `{"password":"${DEMO.agent.password}","newPassword":"Sunny\\ud800Villa#2027"}`,
      });
      expect(change.statusCode).toBe(422);
      expect(change.json()).toEqual({
        validationErrors: [{ field: 'newPassword', error: MESSAGES.loneSurrogate }],
      });
      const nested = await t.app.inject({
        method: 'POST',
        url: '/api/login',
        headers: { 'content-type': 'application/json' },
        payload: '{"email":"agent@demo.test","password":"x","extra":[{"note":"\\udc00"}]}',
      });
      expect(nested.statusCode).toBe(422);
      expect(nested.json().validationErrors[0].field).toBe('extra[0].note');
      // The password did not change: the old one still logs in.
      expect(await tokenFor(t.app, DEMO.agent)).toEqual(expect.any(String));
      // A whole pair (an emoji) is a character like any other.
      const emoji = await t.app.inject({
        method: 'POST',
        url: '/api/login',
        headers: { 'content-type': 'application/json' },
        payload: '{"email":"agent@demo.test","password":"\\ud83c\\udf34","user_type":10}',
      });
      expect(emoji.statusCode).not.toBe(422);
    });
  });

  describe('deeply nested JSON bodies', () => {
    test.each([
      ['5,000 nested arrays', '/api/payments/callback/sandbox', nested(5000)],
      ['5,000 nested objects', '/api/login', `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`],
      ['one level too deep', '/api/login', `{"email":${nested(MAX_JSON_DEPTH)}}`],
    ])('%s to %s answer 400 with a clear message', async (_name, url, payload) => {
      const res = await t.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ errors: [MESSAGES.tooDeep] });
    });

    test('brackets inside strings do not count, and the limit itself is accepted', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/login',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({
          email: '['.repeat(10_000),
          password: nested(MAX_JSON_DEPTH - 1),
          deep: JSON.parse(nested(MAX_JSON_DEPTH - 1)),
        }),
      });
      expect(res.statusCode).toBe(422);
    });
  });

  describe('POST /api/logout', () => {
    test('ends the session: the old token answers 401 afterwards', async () => {
      const token = await tokenFor(t.app, DEMO.agent);
      expect((await accountInfo(bearer(token))).statusCode).toBe(200);
      const res = await logout(bearer(token));
      expect(res.statusCode).toBe(204);
      expect(res.body).toBe('');
      expect(res.headers[HEADERS.tokenExpiry]).toBeUndefined();
      const after = await accountInfo(bearer(token));
      expect(after.statusCode).toBe(401);
      expect(after.json()).toEqual({ errors: [MESSAGES.notLoggedIn] });
      expect((await logout(bearer(token))).statusCode).toBe(401);
    });

    test('ends only the session that logs out, not the same user in another browser', async () => {
      const first = await tokenFor(t.app, DEMO.agent);
      const second = await tokenFor(t.app, DEMO.agent);
      expect((await logout(bearer(first))).statusCode).toBe(204);
      expect((await accountInfo(bearer(second))).statusCode).toBe(200);
    });

    test('every portal role and an impersonation (with its admin header) can log out', async () => {
      for (const who of [DEMO.organisation, DEMO.accounts, DEMO.newAgent]) {
        const token = await tokenFor(t.app, who);
        expect((await logout(bearer(token))).statusCode).toBe(204);
      }
      const { payload } = await impersonateThroughLink(t, DEMO.agent.email);
      const headers = {
        ...bearer(payload.token),
        [HEADERS.adminUserId]: String(payload.userAdminId),
      };
      expect((await logout(bearer(payload.token))).statusCode).toBe(401);
      expect((await logout(headers)).statusCode).toBe(204);
      expect((await accountInfo(headers)).statusCode).toBe(401);
    });

    test('needs a session', async () => {
      expect((await logout({})).statusCode).toBe(401);
    });
  });
});

describe.each(engines)('sliding renewal with the shortest session on %s', (engine) => {
  test('SESSION_TTL_SECONDS=60: a user active every 20 s stays logged in', async () => {
    const t = await createTestApp(engine, { config: { sessionTtlSeconds: 60 } });
    try {
      const token = await tokenFor(t.app, DEMO.agent);
      const accountInfo = () =>
        t.app.inject({ method: 'GET', url: '/api/agent/account-info', headers: bearer(token) });
      for (let second = 20; second <= 300; second += 20) {
        t.clock.advance(20_000);
        const res = await accountInfo();
        expect({ second, status: res.statusCode }).toEqual({ second, status: 200 });
        expect(res.headers[HEADERS.tokenExpiry]).toBe('60');
      }
      t.clock.advance(60_000);
      const idle = await accountInfo();
      expect(idle.statusCode).toBe(401);
    } finally {
      await t.close();
    }
  });
});

describe.each(engines)('an agent whose signup is incomplete, on %s', (engine) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp(engine);
    token = await tokenFor(t.app, DEMO.newAgent);
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

  test('is refused with 403 and a clear message by the API beyond the completion page', async () => {
    for (const [method, url, payload] of [
      ['GET', '/api/quotes-sent'],
      ['GET', '/api/bookings'],
      ['POST', '/api/checkout/reserve', {}],
      ['POST', '/api/send-pdf/property/1', {}],
      ['GET', '/api/property-search?arrivalDate=2026-07-01&nights=7'],
      ['POST', '/api/agent/change-password', {}],
    ] as const) {
      const res = await call(method, url, payload);
      expect({ url, status: res.statusCode, body: res.json() }).toEqual({
        url,
        status: 403,
        body: { errors: [MESSAGES.signupIncomplete] },
      });
    }
  });

  test('may use the completion page, its own account, the session calls and log out', async () => {
    expect((await call('GET', '/api/agent/signup-complete')).statusCode).toBe(200);
    expect((await call('GET', '/api/postcode-lookup?q=B17%209AA')).statusCode).toBe(200);
    expect((await call('GET', '/api/agent/account-info')).statusCode).toBe(200);
    expect((await call('GET', '/api/extend-session')).statusCode).toBe(200);
    expect((await call('GET', '/api/country-values')).statusCode).toBe(200);
  });

  test('is let through once the signup is complete', async () => {
    const done = await call('POST', '/api/agent/signup-complete', {
      address: {
        address1: '3 Wellington Road',
        address2: '',
        addTown: 'Birmingham',
        addCounty: '',
        addCountryId: 82,
        addPostcode: 'B17 9AA',
      },
    });
    expect(done.statusCode).toBe(200);
    expect((await call('GET', '/api/quotes-sent')).statusCode).toBe(200);
    expect((await call('POST', '/api/logout')).statusCode).toBe(204);
  });
});
