import { HEADERS } from '@villa/shared/contract';
import { engines } from '../helpers/engines';
import { DEMO, bearer, impersonateThroughLink, tokenFor, type TestApp } from '../helpers/testApp';
import { createAppWithRoutes, routeKey, type RegisteredRoute } from './fixture';
import { policyOf } from './policy';
import { Tally } from './tally';

/*
 * Issue 12 item 2, kept true: after every way a session ends on the server, the old token is
 * worth nothing on any route the server registers (401, nothing else), and renewing it does
 * not bring it back. The browser's ways to log out (button, time-out, another tab) are in
 * e2e/tests/logout.spec.ts.
 */
describe.each(engines)('log-out on %s', (engine) => {
  let t: TestApp;
  let routes: RegisteredRoute[];
  const tally = new Tally(`log-out (${engine})`);

  beforeAll(async () => {
    ({ t, routes } = await createAppWithRoutes(engine));
  });
  afterAll(async () => {
    tally.print();
    await t.close();
  });

  /** Calls every route that needs a session with these headers; the ones not answering 401. */
  async function notRefused(headers: Record<string, string>) {
    const answered: string[] = [];
    const guarded = routes.filter((r) => policyOf(r.method, r.url)?.access !== 'public');
    for (const route of guarded) {
      const res = await t.app.inject({
        method: route.method as 'GET',
        url: route.url.replace(/:\w+/g, '1'),
        headers,
        ...(route.method === 'POST' ? { payload: {} } : {}),
      });
      tally.count(res.statusCode);
      if (res.statusCode !== 401) answered.push(`${routeKey(route)}: ${res.statusCode}`);
    }
    tally.routes(guarded.length);
    return answered;
  }

  const logout = (headers: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: '/api/logout', headers });
  const extend = (headers: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: '/api/extend-session', headers });

  test('the log-out call: the old token is refused everywhere, even by a renewal', async () => {
    const headers = bearer(await tokenFor(t.app, DEMO.agent));
    expect((await extend(headers)).statusCode).toBe(200);
    expect((await logout(headers)).statusCode).toBe(204);
    expect((await extend(headers)).statusCode).toBe(401);
    expect(await notRefused(headers)).toEqual([]);
  });

  test('an impersonation logged out with its admin id is refused everywhere', async () => {
    const { payload } = await impersonateThroughLink(t, DEMO.agent.email);
    const headers = {
      ...bearer(payload.token),
      [HEADERS.adminUserId]: String(payload.userAdminId),
    };
    expect((await logout(headers)).statusCode).toBe(204);
    expect(await notRefused(headers)).toEqual([]);
  });

  test("a password change ends the user's other sessions everywhere", async () => {
    const elsewhere = bearer(await tokenFor(t.app, DEMO.accounts));
    const agentElsewhere = bearer(await tokenFor(t.app, DEMO.agent));
    const here = bearer(await tokenFor(t.app, DEMO.agent));
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/agent/change-password',
      headers: here,
      payload: { password: DEMO.agent.password, newPassword: 'Changed#Pass2026' },
    });
    expect(changed.statusCode).toBe(200);
    expect(await notRefused(agentElsewhere)).toEqual([]);
    // The session that changed it, and other users, stay.
    expect((await extend(here)).statusCode).toBe(200);
    expect((await extend(elsewhere)).statusCode).toBe(200);
  });

  test('a session that timed out is refused everywhere', async () => {
    const headers = bearer(await tokenFor(t.app, DEMO.organisation));
    t.clock.advance((t.config.sessionTtlSeconds + 1) * 1000);
    expect(await notRefused(headers)).toEqual([]);
  });
});
