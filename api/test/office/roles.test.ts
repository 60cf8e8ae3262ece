import Fastify from 'fastify';
import { MESSAGES } from '../../src/errors';
import { deactivateAccount, reactivateAccount } from '../../src/auth/accountActive';
import { officeRoute } from '../../src/office/officeRoute';
import { engines } from '../helpers/engines';
import {
  DEMO,
  bearer,
  createTestApp,
  officeTokenFor,
  postLogin,
  tokenFor,
  userId,
  type TestApp,
} from '../helpers/testApp';

/*
 * The office's roles against the agents' (issue 44): each kind is refused the other's calls,
 * and a staff session ends at once on log-out and on deactivation.
 */

describe.each(engines)('office roles on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  const get = (url: string, token: string) =>
    t.app.inject({ method: 'GET', url, headers: bearer(token) });

  test.each([DEMO.agent, DEMO.organisation, DEMO.accounts])(
    'refuses $email the office (403, the session kept)',
    async (who) => {
      const token = await tokenFor(t.app, who);
      const res = await get('/api/office/me', token);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ errors: [MESSAGES.forbidden] });
      expect((await get('/api/extend-session', token)).statusCode).toBe(200);
    },
  );

  test.each([DEMO.staff, DEMO.admin])("refuses $email the agents' calls", async (who) => {
    const token = await officeTokenFor(t, who);
    for (const url of ['/api/bookings', '/api/guides', '/api/quotes-sent', '/api/about-florida']) {
      const res = await get(url, token);
      expect({ url, status: res.statusCode }).toEqual({ url, status: 403 });
    }
    for (const url of ['/api/organisation/dashboard', '/api/accounts/dashboard']) {
      expect((await get(url, token)).statusCode).toBe(403);
    }
  });

  test('answers a staff member who they are', async () => {
    const res = await get('/api/office/me', await officeTokenFor(t, DEMO.admin));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      staff: {
        id: await userId(t.services, DEMO.admin.email),
        email: DEMO.admin.email,
        role: 'ADMIN',
        name: 'Portal Administrator',
      },
    });
  });

  test('a staff session ends on log-out: the token is worth nothing after', async () => {
    const token = await officeTokenFor(t, DEMO.staff);
    expect((await get('/api/office/me', token)).statusCode).toBe(200);
    const out = await t.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(token) });
    expect(out.statusCode).toBe(204);
    expect((await get('/api/office/me', token)).statusCode).toBe(401);
  });

  test('deactivating a staff member ends every session of theirs at once', async () => {
    const id = await userId(t.services, DEMO.staff.email);
    const tokens = [await officeTokenFor(t, DEMO.staff), await officeTokenFor(t, DEMO.staff)];
    for (const token of tokens) expect((await get('/api/office/me', token)).statusCode).toBe(200);
    await deactivateAccount(t.services.db, { userId: id, now: t.clock() });
    for (const token of tokens) {
      const res = await get('/api/office/me', token);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ errors: [MESSAGES.notLoggedIn] });
    }
    const left = await t.services.db
      .selectFrom('sessions')
      .select('id')
      .where('user_id', '=', id)
      .execute();
    expect(left).toEqual([]);
    await reactivateAccount(t.services.db, { userId: id, now: t.clock() });
    expect((await get('/api/office/me', await officeTokenFor(t, DEMO.staff))).statusCode).toBe(200);
  });

  test('a deactivated agent cannot log in, with the log-in failure message', async () => {
    const id = await userId(t.services, DEMO.accounts.email);
    await deactivateAccount(t.services.db, { userId: id, now: t.clock() });
    try {
      const res = await postLogin(t.app, DEMO.accounts.email, DEMO.accounts.password);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ errors: [MESSAGES.loginFailed] });
    } finally {
      await reactivateAccount(t.services.db, { userId: id, now: t.clock() });
    }
    expect((await postLogin(t.app, DEMO.accounts.email, DEMO.accounts.password)).statusCode).toBe(
      200,
    );
  });
});

describe('officeRoute', () => {
  const base = { method: 'GET', summary: 's', answer: null, errors: [] } as const;

  test.each([
    ['an agent role', { ...base, path: '/office/x', access: ['AGENT'] }],
    [
      'staff and an agent role',
      { ...base, path: '/office/x', access: ['STAFF', 'ADMIN', 'AGENT'] },
    ],
    ['no session', { ...base, path: '/office/x', access: 'public' }],
    ['a path outside /office', { ...base, path: '/villas-admin', access: ['STAFF', 'ADMIN'] }],
  ] as const)('refuses at registration an entry open to %s', (_what, entry) => {
    const app = Fastify();
    expect(() => officeRoute(app, entry, async () => '')).toThrow(/not an office route/);
  });
});
