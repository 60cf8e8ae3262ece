import { readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { LOGIN_USER_TYPE } from '@villa/shared/contract';
import * as passwords from '../../src/auth/passwords';
import {
  DEFAULT_LOGIN_LIMITS,
  LOGIN_CODE_MAILED,
  LOGIN_CODE_WRONG,
  addressLockedMessage,
  codeTriesMessage,
  lockedMessage,
  type LoginLimits,
} from '../../src/auth/throttle';
import { MESSAGES } from '../../src/errors';
import { engines } from '../helpers/engines';
import {
  DEMO,
  bearer,
  createTestApp,
  inviteAgent,
  tokenFor,
  type TestApp,
} from '../helpers/testApp';

/*
 * Issue 49: four source addresses could lock any agent out for 15 minutes, and 30 failures from
 * one address locked out everyone behind it (an office's shared address). Now a lock asks for
 * the right password plus a one-time code mailed to the account (auth/throttle.ts,
 * auth/loginCodes.ts): what a stranger can do no longer shuts an agent out.
 */

const STRANGERS = ['203.0.113.1', '203.0.113.2', '203.0.113.3', '203.0.113.4'];
const OFFICE = '192.0.2.10';
const HOME = '198.51.100.20';
const MINUTE = 60_000;

describe.each(engines)('log-in locks lifted by a mailed code on %s', (engine) => {
  // One app; each test starts with no counters, codes, sessions or mail, and the default limits.
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(async () => t.close());
  const defaults = { ...DEFAULT_LOGIN_LIMITS };
  const fresh = async (limits: Partial<LoginLimits> = {}) => {
    const { db } = t.services;
    for (const table of ['login_throttle', 'login_codes', 'outbox', 'sessions'] as const) {
      await db.deleteFrom(table).execute();
    }
    rmSync(t.config.mailDir, { recursive: true, force: true });
    // The routes read the limits on every call.
    Object.assign(t.services.loginLimits, defaults, limits);
  };

  const logIn = (
    who: { email: string; password: string },
    from: string,
    extra: { code?: string } = {},
  ) =>
    t.app.inject({
      method: 'POST',
      url: '/api/login',
      remoteAddress: from,
      payload: { email: who.email, password: who.password, user_type: LOGIN_USER_TYPE, ...extra },
    });
  const wrong = (email: string, i = 0) => ({ email, password: `Wrong#${i}guess` });

  /** Delivers the outbox and returns the codes mailed to `to`, oldest first (read from the .eml files). */
  const mailedCodes = async (to: string) => {
    await t.services.mailWorker.runOnce();
    let names: string[] = [];
    try {
      names = readdirSync(t.config.mailDir).filter((name) => name.endsWith('.eml'));
    } catch {
      return [];
    }
    return names
      .sort()
      .map((name) => readFileSync(path.join(t.config.mailDir, name), 'utf8').replace(/=\r?\n/g, ''))
      .filter((raw) => new RegExp(`^To: .*${to}`, 'im').test(raw))
      .filter((raw) => /^Subject: Your log-in code/im.test(raw))
      .map((raw) => /\b([0-9A-Z]{4}-[0-9A-Z]{4})\b/.exec(raw)?.[1] ?? 'no code in the mail');
  };
  const forgetMail = () => rmSync(t.config.mailDir, { recursive: true, force: true });

  test('four addresses cannot shut an agent out: password and mailed code log in and lift the lock', async () => {
    await fresh();
    const statuses = [];
    for (const [i, address] of STRANGERS.entries()) {
      statuses.push((await logIn(wrong(DEMO.agent.email, i), address)).statusCode);
      statuses.push((await logIn(wrong(DEMO.agent.email, i + 10), address)).statusCode);
    }
    // The 5th failure locks the account, wherever the guesses came from.
    expect(statuses).toEqual([401, 401, 401, 401, 429, 429, 429, 429]);

    const owner = await logIn(DEMO.agent, HOME);
    expect(owner.statusCode).toBe(429);
    expect(owner.json()).toEqual({
      errors: [expect.stringMatching(/^Too many failed log in attempts\./), LOGIN_CODE_MAILED],
    });
    expect(owner.json().errors[0]).toBe(lockedMessage(15 * MINUTE));

    // One mail however many attempts met the lock.
    const codes = await mailedCodes(DEMO.agent.email);
    expect(codes).toHaveLength(1);
    const [code] = codes;
    expect(code).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}$/);

    // Typed as an agent might: lower case, no dash.
    const withCode = await logIn(DEMO.agent, HOME, { code: code.replace('-', '').toLowerCase() });
    expect(withCode.statusCode).toBe(200);
    expect(withCode.json().token).toEqual(expect.any(String));

    // The lock is lifted: the password alone works again, from anywhere.
    expect((await logIn(DEMO.agent, STRANGERS[0])).statusCode).toBe(200);
  });

  test('30 failures from one office address shut nobody behind it out, and it can guess no more', async () => {
    await fresh();
    for (let i = 0; i < 29; i++) {
      expect((await logIn(wrong(`typo${i}@demo.test`), OFFICE)).statusCode).toBe(401);
    }
    // The 30th reaches the address's limit: the address now needs codes, for every account.
    const thirtieth = await logIn(wrong('typo29@demo.test'), OFFICE);
    expect(thirtieth.statusCode).toBe(429);
    expect(thirtieth.json().errors).toEqual([addressLockedMessage(15 * MINUTE), LOGIN_CODE_MAILED]);

    // Wrong guesses from the address are refused without a password check.
    const checks = passwords.passwordCheckCount();
    expect((await logIn(wrong(DEMO.organisation.email), OFFICE)).statusCode).toBe(429);
    expect(passwords.passwordCheckCount()).toBe(checks);

    // Two agents behind the address each get a code and log in with it.
    for (const who of [DEMO.agent, DEMO.accounts]) {
      const asked = await logIn(who, OFFICE);
      expect(asked.statusCode).toBe(429);
      const [code] = await mailedCodes(who.email);
      expect((await logIn(who, OFFICE, { code })).statusCode).toBe(200);
    }
    // Elsewhere the address's lock means nothing.
    expect((await logIn(DEMO.organisation, HOME)).statusCode).toBe(200);
    // Its lock ends with its window.
    t.clock.advance(15 * MINUTE);
    expect((await logIn(DEMO.organisation, OFFICE)).statusCode).toBe(200);
  }, 120_000);

  test('the code lifts the lock once and only once, even asked twice at the same moment', async () => {
    await fresh();
    for (let i = 0; i < 5; i++) await logIn(wrong(DEMO.agent.email, i), STRANGERS[0]);
    expect((await logIn(DEMO.agent, HOME)).statusCode).toBe(429);
    const [code] = await mailedCodes(DEMO.agent.email);

    const both = await Promise.all([
      logIn(DEMO.agent, HOME, { code }),
      logIn(DEMO.agent, HOME, { code }),
    ]);
    const statuses = both.map((res) => res.statusCode).sort();
    expect(statuses[0]).toBe(200);
    // The second either found the lock lifted (and the password alone right), or the code used.
    expect([200, 422]).toContain(statuses[1]);

    // Locked again: the used code is worth nothing, a new one is mailed.
    for (let i = 0; i < 5; i++) await logIn(wrong(DEMO.agent.email, i), STRANGERS[1]);
    forgetMail();
    const again = await logIn(DEMO.agent, HOME, { code });
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual({
      validationErrors: [{ field: 'code', error: LOGIN_CODE_WRONG }],
    });
    const [fresher] = await mailedCodes(DEMO.agent.email);
    expect(fresher).not.toBe(code);
    expect((await logIn(DEMO.agent, HOME, { code: fresher })).statusCode).toBe(200);
  });

  test('a code expires after 15 minutes; a new one is mailed when the old is dead', async () => {
    await fresh({ accountLockMs: 60 * MINUTE });
    for (let i = 0; i < 5; i++) await logIn(wrong(DEMO.agent.email, i), STRANGERS[0]);
    const [code] = await mailedCodes(DEMO.agent.email);
    t.clock.advance(15 * MINUTE);
    forgetMail();
    const late = await logIn(DEMO.agent, HOME, { code });
    expect(late.statusCode).toBe(422);
    expect(late.json().validationErrors).toEqual([{ field: 'code', error: LOGIN_CODE_WRONG }]);
    const [next] = await mailedCodes(DEMO.agent.email);
    expect(next).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    expect(next).not.toBe(code);
    expect((await logIn(DEMO.agent, HOME, { code: next })).statusCode).toBe(200);
  });

  test('code tries are throttled per address: a stranger guessing codes cannot stop the owner', async () => {
    await fresh();
    for (let i = 0; i < 5; i++) await logIn(wrong(DEMO.agent.email, i), STRANGERS[0]);
    const [code] = await mailedCodes(DEMO.agent.email);
    const guesses = [];
    for (let i = 0; i < 6; i++) {
      guesses.push((await logIn(DEMO.agent, STRANGERS[0], { code: `0000000${i}` })).statusCode);
    }
    expect(guesses).toEqual([422, 422, 422, 422, 422, 429]);
    // From the guessing address, even the right code now waits.
    const refused = await logIn(DEMO.agent, STRANGERS[0], { code });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ errors: [codeTriesMessage(15 * MINUTE)] });
    expect(refused.headers['retry-after']).toBe('900');
    // The owner, elsewhere, is not held back by the stranger's guesses.
    expect((await logIn(DEMO.agent, HOME, { code })).statusCode).toBe(200);
  });

  test('the right code with a wrong password is the log-in failure, and the code stays live', async () => {
    await fresh();
    for (let i = 0; i < 5; i++) await logIn(wrong(DEMO.agent.email, i), STRANGERS[0]);
    const [code] = await mailedCodes(DEMO.agent.email);
    const mistyped = await logIn(wrong(DEMO.agent.email, 99), HOME, { code });
    expect(mistyped.statusCode).toBe(401);
    expect(mistyped.json()).toEqual({ errors: [MESSAGES.loginFailed] });
    expect((await logIn(DEMO.agent, HOME, { code })).statusCode).toBe(200);
  });

  test('an unknown e-mail answers the code step exactly like a real one', async () => {
    await fresh();
    const answers = async (email: string, from: string) => {
      for (let i = 0; i < 5; i++) await logIn(wrong(email, i), from);
      const seen = [];
      for (const extra of [{}, { code: 'ABCD-EFGH' }, { code: 'not a code' }]) {
        const res = await logIn(wrong(email, 7), from, extra);
        seen.push([res.statusCode, res.json(), res.headers['retry-after'] ?? null]);
      }
      return seen;
    };
    const real = await answers(DEMO.newAgent.email, STRANGERS[0]);
    const unknown = await answers('nobody-here@demo.test', STRANGERS[1]);
    expect(unknown).toEqual(real);
    expect(real.map(([status]) => status)).toEqual([429, 422, 422]);
  });

  test('one code mail per account however many attempts meet the lock; a share per address', async () => {
    await fresh({ ipAttempts: 3, codeMailsPerAddress: 2 });
    // The office address reaches its limit on unknown e-mails.
    for (let i = 0; i < 3; i++) await logIn(wrong(`typo${i}@demo.test`), OFFICE);
    for (let i = 0; i < 5; i++) await logIn(DEMO.agent, OFFICE);
    await logIn(DEMO.accounts, OFFICE);
    // The third account is past the address's share of code mails: same answer, no mail.
    const third = await logIn(DEMO.organisation, OFFICE);
    expect(third.statusCode).toBe(429);
    expect(third.json().errors).toEqual([addressLockedMessage(15 * MINUTE), LOGIN_CODE_MAILED]);
    expect(await mailedCodes(DEMO.agent.email)).toHaveLength(1);
    expect(await mailedCodes(DEMO.accounts.email)).toHaveLength(1);
    expect(await mailedCodes(DEMO.organisation.email)).toHaveLength(0);
  });

  test('no stored row holds a usable code: the outbox keeps a mark, the table a hash', async () => {
    await fresh();
    for (let i = 0; i < 5; i++) await logIn(wrong(DEMO.agent.email, i), STRANGERS[0]);
    const [code] = await mailedCodes(DEMO.agent.email);
    const bare = code.replace('-', '');
    const outbox = await t.services.db.selectFrom('outbox').selectAll().execute();
    const codes = await t.services.db.selectFrom('login_codes').selectAll().execute();
    const stored = JSON.stringify([outbox, codes]);
    expect(stored).not.toContain(code);
    expect(stored).not.toContain(bare);
    expect(outbox.some((row) => /\[\[login-code:\d+\]\]/.test(row.text_body))).toBe(true);
    expect(codes).toHaveLength(1);
    expect(codes[0].code_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  test('two instances on one database share the lock and the code (the cluster check)', async () => {
    await fresh();
    const other = await createTestApp(engine, { databaseFrom: t });
    try {
      const on = (i: number) => (i % 2 ? other.app : t.app);
      const statuses = [];
      for (let i = 0; i < 5; i++) {
        const res = await on(i).inject({
          method: 'POST',
          url: '/api/login',
          remoteAddress: STRANGERS[i % 4],
          payload: { ...wrong(DEMO.agent.email, i), user_type: LOGIN_USER_TYPE },
        });
        statuses.push(res.statusCode);
      }
      expect(statuses).toEqual([401, 401, 401, 401, 429]);
      const right = await other.app.inject({
        method: 'POST',
        url: '/api/login',
        remoteAddress: HOME,
        payload: { ...DEMO.agent, user_type: LOGIN_USER_TYPE },
      });
      expect(right.statusCode).toBe(429);
      // The code mailed through one instance logs in through the other.
      const [code] = await mailedCodes(DEMO.agent.email);
      const lifted = await other.app.inject({
        method: 'POST',
        url: '/api/login',
        remoteAddress: HOME,
        payload: { ...DEMO.agent, user_type: LOGIN_USER_TYPE, code },
      });
      expect(lifted.statusCode).toBe(200);
    } finally {
      await other.close();
    }
  });

  test("a stranger's log-in lock does not stop a logged-in agent changing the password", async () => {
    await fresh();
    const agent = await inviteAgent(t, {
      email: 'changer@demo.test',
      password: 'Changer#2026',
      forename: 'Chris',
      company: 'Changer Travel',
      telephone: '01234 567890',
    });
    const token = await tokenFor(t.app, agent);
    for (let i = 0; i < 6; i++) await logIn(wrong(agent.email, i), STRANGERS[0]);
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/agent/change-password',
      headers: bearer(token),
      payload: { password: agent.password, newPassword: 'Changed#2026x' },
    });
    expect(changed.statusCode).toBe(200);
    // A new password lifts the account's lock.
    expect((await logIn({ email: agent.email, password: 'Changed#2026x' }, HOME)).statusCode).toBe(
      200,
    );
  });
});
