import { HEADERS, type ImpersonationPayload } from '@villa/shared/contract';
import { IMPERSONATION_LINK_MS, issueImpersonationLink } from '../../src/auth/impersonation';
import { MESSAGES } from '../../src/errors';
import { engines } from '../helpers/engines';
import { DEMO, bearer, createTestApp, tokenFor, type TestApp } from '../helpers/testApp';

/*
 * Issue 49 item 2: the impersonation link used to carry the whole session payload, config
 * included, as unsigned base64 JSON, so anyone with any token could make a link that showed a
 * victim their own company name and bank details on the real portal. The link now carries an
 * opaque code that only an administrator's action makes, exchanged once, shortly, for the
 * session and the config, all from the server.
 */
describe.each(engines)('impersonation links on %s', (engine) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(async () => t.close());

  const link = () =>
    issueImpersonationLink(t.services.db, {
      userEmail: DEMO.agent.email,
      adminEmail: 'admin@demo.test',
      now: t.clock(),
      publicUrl: t.config.publicUrl,
    });
  const exchange = (data: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/impersonation', payload: { data } });
  const refused = { errors: [MESSAGES.impersonationLinkRefused] };

  test('a link holds an opaque code; its exchange gives the session and the config of the server', async () => {
    const { url, code } = await link();
    expect(new URL(url).searchParams.get('data')).toBe(code);
    // 256 random bits and nothing else: no user, role, token or config in the link.
    expect(code).toMatch(/^[\w-]{43}$/);
    expect(url).not.toContain('agent');

    const res = await exchange(code);
    expect(res.statusCode).toBe(200);
    const payload = res.json() as ImpersonationPayload;
    expect(payload).toMatchObject({
      userRole: 'AGENT',
      email: DEMO.agent.email,
      config: {
        companyDisplayName: 'Sunshine Travel Harborne',
        provider: { bankTransfer: { sortCode: t.config.provider.bankTransfer.sortCode } },
      },
    });
    const info = await t.app.inject({
      url: '/api/agent/account-info',
      headers: { ...bearer(payload.token), [HEADERS.adminUserId]: String(payload.userAdminId) },
    });
    expect(info.statusCode).toBe(200);
  });

  test('a code works once: a replay is refused', async () => {
    const { code } = await link();
    expect((await exchange(code)).statusCode).toBe(200);
    const again = await exchange(code);
    expect(again.statusCode).toBe(401);
    expect(again.json()).toEqual(refused);
  });

  test('two exchanges of one code at once: one session, not two', async () => {
    const { code } = await link();
    const answers = await Promise.all([exchange(code), exchange(code), exchange(code)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 401, 401]);
  });

  test('an expired code is refused', async () => {
    const { code } = await link();
    t.clock.advance(IMPERSONATION_LINK_MS + 1000);
    const res = await exchange(code);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(refused);
  });

  test("a hand-made link (the old payload, made with an agent's own token) opens nothing", async () => {
    const token = await tokenFor(t.app, DEMO.newAgent);
    const forged = Buffer.from(
      JSON.stringify({
        token,
        userRole: 'AGENT',
        config: { companyDisplayName: 'Sunshine Travel', provider: { bankTransfer: {} } },
        accountSignupIncomplete: false,
        tokenExpirySeconds: 1800,
        userId: 1,
        email: 'victim@example.com',
        userAdminId: 1,
      }),
    ).toString('base64url');
    // Longer than any code: bad input, at its field.
    const old = await exchange(forged);
    expect(old.statusCode).toBe(422);
    expect(old.json()).toEqual({
      validationErrors: [{ field: 'data', error: 'The impersonation code is not valid' }],
    });
    for (const data of ['made-up-code', token, forged.slice(0, 43)]) {
      const res = await exchange(data);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(refused);
    }
    expect((await exchange('')).statusCode).toBe(422);
  });

  test('only an administrator can make a link', async () => {
    await expect(
      issueImpersonationLink(t.services.db, {
        userEmail: DEMO.agent.email,
        adminEmail: DEMO.organisation.email,
        now: t.clock(),
        publicUrl: t.config.publicUrl,
      }),
    ).rejects.toThrow('is not an administrator');
  });
});
