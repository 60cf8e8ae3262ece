import { HEADERS, providerDetailsOf } from '@villa/shared/contract';
import { setUserPassword } from '../src/auth/accountPassword';
import { issueImpersonationLink } from '../src/auth/impersonation';
import * as passwords from '../src/auth/passwords';
import { MESSAGES } from '../src/errors';
import { engines } from './helpers/engines';
import {
  DEMO,
  bearer,
  createTestApp,
  impersonateThroughLink,
  postLogin,
  tokenFor,
  userId,
  type TestApp,
} from './helpers/testApp';

const TTL = 1800;

describe.each(engines)('sessions on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  const accountInfo = (headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: '/api/agent/account-info', headers });

  describe('POST /api/login', () => {
    test('logs an agent in and answers token, role, config and the session headers', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/login',
        headers: { origin: 'http://portal.test' },
        payload: { ...DEMO.agent, user_type: 10 },
      });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toEqual({
        token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
        userRole: 'AGENT',
        config: {
          companyDisplayName: 'Sunshine Travel Harborne',
          searchDates: {
            earliest: { amount: 2, unit: 'days' },
            latest: { amount: 18, unit: 'months' },
          },
          nights_bookable: { min: 3, max: 30 },
          // Worked out on the server's UTC day (the test clock: 2026-06-01).
          bookingWindow: {
            today: '2026-06-01',
            firstArrival: '2026-06-03',
            lastArrival: '2027-12-01',
          },
          // The provider settings file's details (api/provider-settings.json).
          provider: providerDetailsOf(t.config.provider),
        },
        accountSignupIncomplete: false,
      });
      expect(res.headers[HEADERS.tokenExpiry]).toBe(String(TTL));
      expect(res.headers[HEADERS.userId]).toBe(String(await userId(t.services, DEMO.agent.email)));
      expect(res.headers['access-control-expose-headers']).toBe('x-token-expiry, x-user-id');
      expect(res.headers['cache-control']).toBe('no-store');
    });

    test('logs in every portal role and flags an incomplete signup', async () => {
      for (const [who, role, incomplete] of [
        [DEMO.organisation, 'ORGANISATION', false],
        [DEMO.accounts, 'ACCOUNTS', false],
        [DEMO.newAgent, 'AGENT', true],
      ] as const) {
        const res = await postLogin(t.app, who.email, who.password);
        expect(res.statusCode).toBe(200);
        expect(res.json()).toMatchObject({ userRole: role, accountSignupIncomplete: incomplete });
      }
    });

    test('matches the e-mail whatever its case and surrounding spaces', async () => {
      const res = await postLogin(t.app, '  Agent@Demo.TEST ', DEMO.agent.password);
      expect(res.statusCode).toBe(200);
    });

    test('refuses a wrong password with the log-in message', async () => {
      const res = await postLogin(t.app, DEMO.agent.email, 'Agent#2025');
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ errors: [MESSAGES.loginFailed] });
      expect(res.headers[HEADERS.tokenExpiry]).toBeUndefined();
    });

    test('answers an unknown e-mail exactly like a wrong password', async () => {
      const res = await postLogin(t.app, 'nobody@demo.test', 'Whatever#2026');
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ errors: [MESSAGES.loginFailed] });
    });

    test("refuses the office's staff with their right passwords, as a wrong password", async () => {
      for (const who of [DEMO.staff, DEMO.admin]) {
        const res = await postLogin(t.app, who.email, who.password);
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual({ errors: [MESSAGES.loginFailed] });
        expect(res.headers[HEADERS.tokenExpiry]).toBeUndefined();
      }
    });

    test('answers 422 with one entry per missing field', async () => {
      const res = await t.app.inject({ method: 'POST', url: '/api/login', payload: {} });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({
        validationErrors: [
          { field: 'email', error: 'Email is required' },
          { field: 'password', error: 'Password is required' },
          { field: 'user_type', error: 'user_type must be 10' },
        ],
      });
    });

    test('answers 422 when user_type is not 10', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { ...DEMO.agent, user_type: 11 },
      });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({
        validationErrors: [{ field: 'user_type', error: 'user_type must be 10' }],
      });
    });

    test.each([
      ['broken JSON', 'application/json', '{"email": "agent@demo.test",', MESSAGES.invalidJson],
      ['an empty JSON body', 'application/json', '', MESSAGES.emptyBody],
      [
        'a form post',
        'application/x-www-form-urlencoded',
        'email=a',
        MESSAGES.unsupportedMediaType,
      ],
      ['plain text', 'text/plain', 'hello', MESSAGES.notJsonObject],
      ['a JSON array', 'application/json', '[1, 2]', MESSAGES.notJsonObject],
    ])('answers 400, never 500, for %s', async (_name, contentType, payload, message) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/login',
        headers: { 'content-type': contentType },
        payload,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ errors: [message] });
    });
  });

  describe('throttling', () => {
    test('locks an account for 15 minutes after 5 failures, even for the right password', async () => {
      for (let i = 1; i <= 4; i++) {
        const res = await postLogin(t.app, DEMO.accounts.email, `Wrong#${i}`);
        expect(res.statusCode).toBe(401);
      }
      const fifth = await postLogin(t.app, DEMO.accounts.email, 'Wrong#5');
      expect(fifth.statusCode).toBe(429);
      expect(fifth.json().errors[0]).toMatch(/try again in 15 minutes/);
      expect(fifth.headers['retry-after']).toBe('900');

      const refused = await postLogin(t.app, DEMO.accounts.email, DEMO.accounts.password);
      expect(refused.statusCode).toBe(429);

      t.clock.advance(14 * 60_000);
      const stillLocked = await postLogin(t.app, DEMO.accounts.email, DEMO.accounts.password);
      expect(stillLocked.statusCode).toBe(429);
      expect(stillLocked.json().errors[0]).toMatch(/try again in 1 minute\./);

      t.clock.advance(60_000);
      const unlocked = await postLogin(t.app, DEMO.accounts.email, DEMO.accounts.password);
      expect(unlocked.statusCode).toBe(200);
    });

    test('forgets failures older than 15 minutes', async () => {
      for (let i = 1; i <= 4; i++) await postLogin(t.app, DEMO.organisation.email, `Wrong#${i}`);
      t.clock.advance(15 * 60_000);
      const res = await postLogin(t.app, DEMO.organisation.email, 'Wrong#5');
      expect(res.statusCode).toBe(401);
    });

    test('caps attempts per IP address across accounts, unknown e-mails included', async () => {
      const small = await createTestApp(engine, { loginLimits: { ipAttempts: 3 } });
      try {
        const statuses = [];
        for (const email of ['a@demo.test', 'b@demo.test', 'c@demo.test']) {
          statuses.push((await postLogin(small.app, email, 'Guess#2026')).statusCode);
        }
        // The third reaches the cap: it already answers 429, like the fifth on one account.
        expect(statuses).toEqual([401, 401, 429]);
        const blocked = await postLogin(small.app, DEMO.agent.email, DEMO.agent.password);
        // The address needs the mailed code now (test/security/loginLock.test.ts).
        expect(blocked.statusCode).toBe(429);
        expect(blocked.json().errors[0]).toMatch(/needs a log-in code for the next 15 minutes/);
        const fromElsewhere = await postLogin(small.app, DEMO.agent.email, DEMO.agent.password, {
          remoteAddress: '10.9.9.9',
        });
        expect(fromElsewhere.statusCode).toBe(200);
        small.clock.advance(15 * 60_000);
        expect((await postLogin(small.app, DEMO.agent.email, DEMO.agent.password)).statusCode).toBe(
          200,
        );
      } finally {
        await small.close();
      }
    }, 120_000);

    test('an unknown address answers exactly like a real one, lock included', async () => {
      const answers = async (email: string) => {
        const seen = [];
        for (let i = 1; i <= 6; i++) {
          const res = await postLogin(t.app, email, `Wrong#${i}`, { remoteAddress: '10.1.1.1' });
          seen.push([res.statusCode, res.json(), res.headers['retry-after'] ?? null]);
        }
        return seen;
      };
      const real = await answers(DEMO.newAgent.email);
      const unknown = await answers('nobody-here@demo.test');
      expect(unknown).toEqual(real);
      expect(real.map(([status]) => status)).toEqual([401, 401, 401, 401, 429, 429]);
      t.clock.advance(15 * 60_000);
    });

    test('60 parallel attempts: at most 5 password checks, the right one (last) is refused', async () => {
      const checksBefore = passwords.passwordCheckCount();
      const burst = Array.from({ length: 60 }, (_, i) =>
        postLogin(
          t.app,
          DEMO.organisation.email,
          i === 59 ? DEMO.organisation.password : `Wrong#${i}`,
          { remoteAddress: '10.2.2.2' },
        ),
      );
      const statuses = (await Promise.all(burst)).map((res) => res.statusCode);
      expect(passwords.passwordCheckCount() - checksBefore).toBeLessThanOrEqual(5);
      expect(statuses.filter((s) => s === 200)).toEqual([]);
      expect(statuses.at(-1)).toBe(429);
      expect(statuses.filter((s) => s === 401).length).toBe(4);
      expect(statuses.filter((s) => s === 429).length).toBe(56);
      t.clock.advance(15 * 60_000);
    });

    test('a new password lifts the locks of the account', async () => {
      for (let i = 1; i <= 5; i++) await postLogin(t.app, DEMO.newAgent.email, `Wrong#${i}`);
      expect((await postLogin(t.app, DEMO.newAgent.email, DEMO.newAgent.password)).statusCode).toBe(
        429,
      );
      await setUserPassword(t.services.db, {
        userId: await userId(t.services, DEMO.newAgent.email),
        password: DEMO.newAgent.password,
        now: t.clock(),
        keepSessionId: null,
      });
      expect((await postLogin(t.app, DEMO.newAgent.email, DEMO.newAgent.password)).statusCode).toBe(
        200,
      );
    });
  });

  describe('tokens and expiry', () => {
    test('refuses a call without a token, with a forged token or a malformed header', async () => {
      for (const headers of [
        {},
        bearer('forged-token-that-was-never-issued-by-the-server'),
        { authorization: 'Basic YWdlbnQ6cGFzcw==' },
      ]) {
        const res = await accountInfo(headers);
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual({ errors: [MESSAGES.notLoggedIn] });
      }
    });

    test('refuses an expired token, then forgets it', async () => {
      const token = await tokenFor(t.app, DEMO.agent);
      t.clock.advance(TTL * 1000);
      const expired = await accountInfo(bearer(token));
      expect(expired.statusCode).toBe(401);
      expect(expired.json()).toEqual({ errors: [MESSAGES.sessionExpired] });
      expect((await accountInfo(bearer(token))).json()).toEqual({ errors: [MESSAGES.notLoggedIn] });
    });

    test('extend-session renews the expiry to the full session length', async () => {
      const token = await tokenFor(t.app, DEMO.agent);
      t.clock.advance(30_000);
      const call = await accountInfo(bearer(token));
      expect(call.headers[HEADERS.tokenExpiry]).toBe(String(TTL - 30));

      const res = await t.app.inject({
        method: 'GET',
        url: '/api/extend-session',
        headers: bearer(token),
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ extended: true });
      expect(res.headers[HEADERS.tokenExpiry]).toBe(String(TTL));
      expect(res.headers[HEADERS.userId]).toBe(String(await userId(t.services, DEMO.agent.email)));

      t.clock.advance((TTL - 1) * 1000);
      expect((await accountInfo(bearer(token))).statusCode).toBe(200);
    });

    test('any authenticated call after a minute or more renews the expiry', async () => {
      const token = await tokenFor(t.app, DEMO.agent);
      t.clock.advance(20 * 60_000);
      const res = await accountInfo(bearer(token));
      expect(res.headers[HEADERS.tokenExpiry]).toBe(String(TTL));
      t.clock.advance(20 * 60_000);
      expect((await accountInfo(bearer(token))).statusCode).toBe(200);
    });

    test('extend-session needs a session', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/extend-session' });
      expect(res.statusCode).toBe(401);
    });
  });

  describe('roles', () => {
    test('answers 403 (not 401, which logs out) when the role may not call the route', async () => {
      for (const who of [DEMO.organisation, DEMO.accounts]) {
        const token = await tokenFor(t.app, who);
        const res = await accountInfo(bearer(token));
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({ errors: [MESSAGES.forbidden] });
        expect(res.headers[HEADERS.userId]).toBe(String(await userId(t.services, who.email)));
      }
    });

    test('every portal role may extend its session', async () => {
      for (const who of [DEMO.agent, DEMO.organisation, DEMO.accounts]) {
        const token = await tokenFor(t.app, who);
        const res = await t.app.inject({
          method: 'GET',
          url: '/api/extend-session',
          headers: bearer(token),
        });
        expect(res.statusCode).toBe(200);
      }
    });
  });

  describe('impersonation', () => {
    const start = () => impersonateThroughLink(t, DEMO.agent.email);

    test('builds the payload of /admin/impersonate', async () => {
      const { payload, url } = await start();
      expect(payload).toEqual({
        token: expect.any(String),
        userRole: 'AGENT',
        config: expect.objectContaining({ companyDisplayName: 'Sunshine Travel Harborne' }),
        accountSignupIncomplete: false,
        tokenExpirySeconds: TTL,
        userId: await userId(t.services, DEMO.agent.email),
        email: DEMO.agent.email,
        userAdminId: await userId(t.services, 'admin@demo.test'),
      });
      // The link holds an opaque code only: the payload comes from the server's exchange.
      expect(url).toMatch(/^http:\/\/portal\.test\/admin\/impersonate\?data=[\w-]{43}$/);
    });

    test("refuses the token without the admin's id or with another id, accepts it with the right one", async () => {
      const { payload } = await start();
      const missing = await accountInfo(bearer(payload.token));
      expect(missing.statusCode).toBe(401);
      expect(missing.json()).toEqual({ errors: [MESSAGES.impersonationRefused] });

      const wrong = await accountInfo({
        ...bearer(payload.token),
        [HEADERS.adminUserId]: String(payload.userAdminId + 1),
      });
      expect(wrong.statusCode).toBe(401);

      const right = await accountInfo({
        ...bearer(payload.token),
        [HEADERS.adminUserId]: String(payload.userAdminId),
      });
      expect(right.statusCode).toBe(200);
      expect(right.headers[HEADERS.userId]).toBe(String(payload.userId));
      expect(right.json().agentAccountInfo.clientEmail).toBe(DEMO.agent.email);
    });

    test('refuses to impersonate for someone who is not an administrator', async () => {
      await expect(
        issueImpersonationLink(t.services.db, {
          userEmail: DEMO.agent.email,
          adminEmail: DEMO.organisation.email,
          now: t.clock(),
          publicUrl: 'http://portal.test',
        }),
      ).rejects.toThrow('is not an administrator');
    });
  });

  describe('two instances on one database', () => {
    // Each instance keeps the sessions it read while nothing is written (auth/sessions.ts):
    // what the other one writes must count on the very next call.
    let other: TestApp;
    beforeAll(async () => {
      other = await createTestApp(engine, { databaseFrom: t });
    });
    afterAll(() => other.close());

    test('a log-out on the other instance refuses the token here at once', async () => {
      const token = await tokenFor(t.app, DEMO.agent);
      expect((await accountInfo(bearer(token))).statusCode).toBe(200);
      expect((await accountInfo(bearer(token))).statusCode).toBe(200);
      const out = await other.app.inject({
        method: 'POST',
        url: '/api/logout',
        headers: bearer(token),
      });
      expect(out.statusCode).toBe(204);
      const after = await accountInfo(bearer(token));
      expect(after.statusCode).toBe(401);
      expect(after.json()).toEqual({ errors: [MESSAGES.notLoggedIn] });
    });

    test('a user changed by the other instance is seen here on the next call', async () => {
      const token = await tokenFor(t.app, DEMO.agent);
      const bookings = () =>
        t.app.inject({ method: 'GET', url: '/api/bookings', headers: bearer(token) });
      expect((await bookings()).statusCode).toBe(200);
      const id = await userId(t.services, DEMO.agent.email);
      const setIncomplete = (value: number) =>
        other.services.db
          .updateTable('users')
          .set({ signup_incomplete: value })
          .where('id', '=', id)
          .execute();
      await setIncomplete(1);
      try {
        const refused = await bookings();
        expect(refused.statusCode).toBe(403);
        expect(refused.json()).toEqual({ errors: [MESSAGES.signupIncomplete] });
      } finally {
        await setIncomplete(0);
      }
      expect((await bookings()).statusCode).toBe(200);
    });
  });

  test('a password change ends every other session of the user, impersonations included', async () => {
    const kept = await tokenFor(t.app, DEMO.newAgent);
    const other = await tokenFor(t.app, DEMO.newAgent);
    const impersonation = await impersonateThroughLink(t, DEMO.newAgent.email);
    const keptSession = await t.services.db
      .selectFrom('sessions')
      .select('id')
      .where('user_id', '=', impersonation.payload.userId)
      .orderBy('id')
      .executeTakeFirstOrThrow();

    await setUserPassword(t.services.db, {
      userId: impersonation.payload.userId,
      password: 'Changed#2026',
      now: t.clock(),
      keepSessionId: keptSession.id,
    });

    const extend = (token: string, extra: Record<string, string> = {}) =>
      t.app.inject({
        method: 'GET',
        url: '/api/extend-session',
        headers: { ...bearer(token), ...extra },
      });
    expect((await extend(kept)).statusCode).toBe(200);
    expect((await extend(other)).statusCode).toBe(401);
    expect(
      (
        await extend(impersonation.payload.token, {
          [HEADERS.adminUserId]: String(impersonation.payload.userAdminId),
        })
      ).statusCode,
    ).toBe(401);
    expect((await postLogin(t.app, DEMO.newAgent.email, DEMO.newAgent.password)).statusCode).toBe(
      401,
    );
    expect((await postLogin(t.app, DEMO.newAgent.email, 'Changed#2026')).statusCode).toBe(200);
  });
});
