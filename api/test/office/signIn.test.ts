import { HEADERS, RECOVERY_CODE_COUNT, officeCodeTexts } from '@villa/shared/contract';
import { hashPassword } from '../../src/auth/passwords';
import { deactivateAccount, reactivateAccount } from '../../src/auth/accountActive';
import { runCli } from '../../src/cli';
import { DEMO_TOTP_SECRETS } from '../../src/db/seed/demoUsers';
import { MESSAGES } from '../../src/errors';
import { secondFactorOf } from '../../src/office/signIn/secondFactor';
import { staffKeyOf } from '../../src/office/signIn/staffSecretKey';
import { totpCodeAt } from '../../src/office/signIn/totp';
import { toTimestamp } from '../../src/time';
import { engines } from '../helpers/engines';
import { DEMO, bearer, createTestApp, userId, type TestApp } from '../helpers/testApp';

/*
 * The office's sign-in (issue 44): password and authenticator code, each code once, one step
 * of clock skew either way, enrolment on the first sign-in with ten one-time recovery codes,
 * and the agents' log-in throttle.
 */

const STEP = 30_000;

describe.each(engines)('office sign-in on %s', (engine) => {
  let t: TestApp;
  let address = 0;
  beforeAll(async () => {
    t = await createTestApp(engine);
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });
  // Each test signs in from an address of its own and a moment of its own: locks and used
  // steps of one test do not reach the next.
  let ip = '';
  beforeEach(() => {
    address += 1;
    ip = `10.44.0.${address}`;
    t.clock.advance(10 * STEP);
  });

  const signIn = (email: string, password: string, code?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/office/login',
      payload: code === undefined ? { email, password } : { email, password, code },
      remoteAddress: ip,
    });
  const staffCode = (offsetSteps = 0) =>
    totpCodeAt(DEMO_TOTP_SECRETS.staff, t.clock() + offsetSteps * STEP);
  const me = (token: string) =>
    t.app.inject({ method: 'GET', url: '/api/office/me', headers: bearer(token) });

  test('signs the demo staff member in with the current code, as the agents log in', async () => {
    const res = await signIn(DEMO.staff.email, DEMO.staff.password, staffCode());
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      token: expect.any(String),
      userRole: 'STAFF',
      config: expect.objectContaining({ companyDisplayName: expect.any(String) }),
      accountSignupIncomplete: false,
    });
    expect(Number(res.headers[HEADERS.tokenExpiry])).toBe(t.config.sessionTtlSeconds);
    expect(res.headers[HEADERS.userId]).toBe(String(await userId(t.services, DEMO.staff.email)));
    expect((await me(body.token)).json().staff.email).toBe(DEMO.staff.email);
  });

  test('signs the administrator in as ADMIN', async () => {
    const code = totpCodeAt(DEMO_TOTP_SECRETS.admin, t.clock());
    const res = await signIn(DEMO.admin.email, DEMO.admin.password, code);
    expect(res.statusCode).toBe(200);
    expect(res.json().userRole).toBe('ADMIN');
  });

  test('refuses a wrong password with the log-in failure message', async () => {
    const res = await signIn(DEMO.staff.email, 'Staff#2025', staffCode());
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ errors: [MESSAGES.loginFailed] });
  });

  test.each([DEMO.agent, DEMO.organisation, DEMO.accounts])(
    'refuses $email with its right password, with the log-in failure message',
    async (who) => {
      const res = await signIn(who.email, who.password, staffCode());
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ errors: [MESSAGES.loginFailed] });
    },
  );

  test('refuses a wrong code, and a missing one, with the code message', async () => {
    const wrong = String((Number(staffCode()) + 1) % 1_000_000).padStart(6, '0');
    for (const code of [wrong, '']) {
      const res = await signIn(DEMO.staff.email, DEMO.staff.password, code);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ errors: [officeCodeTexts.refused] });
    }
  });

  test('accepts a code once: the same code again is refused, as is an older one', async () => {
    const code = staffCode();
    expect((await signIn(DEMO.staff.email, DEMO.staff.password, code)).statusCode).toBe(200);
    const again = await signIn(DEMO.staff.email, DEMO.staff.password, code);
    expect(again.statusCode).toBe(401);
    expect(again.json()).toEqual({ errors: [officeCodeTexts.refused] });
    const older = await signIn(DEMO.staff.email, DEMO.staff.password, staffCode(-1));
    expect(older.statusCode).toBe(401);
  });

  test('accepts one step of clock skew either way, and not two', async () => {
    for (const offset of [-2, 2]) {
      const res = await signIn(DEMO.staff.email, DEMO.staff.password, staffCode(offset));
      expect({ offset, status: res.statusCode }).toEqual({ offset, status: 401 });
    }
    for (const offset of [-1, 1]) {
      const res = await signIn(DEMO.staff.email, DEMO.staff.password, staffCode(offset));
      expect({ offset, status: res.statusCode }).toEqual({ offset, status: 200 });
    }
  });

  test('answers 422 at the field for a code that is neither 6 digits nor a recovery code', async () => {
    for (const code of ['12345', '1234567', 'abc', 'abcde-fghi!']) {
      const res = await signIn(DEMO.staff.email, DEMO.staff.password, code);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({
        validationErrors: [{ field: 'code', error: officeCodeTexts.invalid }],
      });
    }
  });

  test('throttles like the agents log-in: the 5th failure locks, the right code then too', async () => {
    const wrong = String((Number(staffCode()) + 7) % 1_000_000).padStart(6, '0');
    for (let i = 1; i <= 4; i += 1) {
      expect((await signIn(DEMO.staff.email, DEMO.staff.password, wrong)).statusCode).toBe(401);
    }
    const fifth = await signIn(DEMO.staff.email, DEMO.staff.password, wrong);
    expect(fifth.statusCode).toBe(429);
    expect(Number(fifth.headers['retry-after'])).toBeGreaterThan(0);
    const right = await signIn(DEMO.staff.email, DEMO.staff.password, staffCode());
    expect(right.statusCode).toBe(429);
    expect(right.json().errors[0]).toMatch(/^Too many failed log in attempts/);
    // The lock is the agents' own: one account from one address, for 15 minutes.
    t.clock.advance(16 * 60_000);
    expect((await signIn(DEMO.staff.email, DEMO.staff.password, staffCode())).statusCode).toBe(200);
  });

  test('refuses a deactivated staff member with the log-in failure message', async () => {
    const id = await userId(t.services, DEMO.staff.email);
    await deactivateAccount(t.services.db, { userId: id, now: t.clock() });
    try {
      const res = await signIn(DEMO.staff.email, DEMO.staff.password, staffCode());
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ errors: [MESSAGES.loginFailed] });
    } finally {
      await reactivateAccount(t.services.db, { userId: id, now: t.clock() });
    }
  });

  describe('a staff account without an authenticator', () => {
    const NEW_STAFF = { email: 'new.staff@demo.test', password: 'Newstaff#2026' };
    let secret = '';
    let recoveryCodes: string[] = [];

    beforeAll(async () => {
      await t.services.db
        .insertInto('users')
        .values({
          email: NEW_STAFF.email,
          password_hash: await hashPassword(NEW_STAFF.password),
          role: 'STAFF',
          signup_incomplete: 0,
          failed_login_count: 0,
          created_at: toTimestamp(t.clock()),
          updated_at: toTimestamp(t.clock()),
        })
        .execute();
    });

    test('is answered the enrolment: the secret, its URI and a QR code made on the server', async () => {
      const res = await signIn(NEW_STAFF.email, NEW_STAFF.password);
      expect(res.statusCode).toBe(200);
      const { enrolment } = res.json();
      secret = enrolment.secret;
      expect(secret).toMatch(/^[A-Z2-7]{32}$/);
      expect(enrolment.account).toBe(NEW_STAFF.email);
      const uri = new URL(enrolment.otpauthUri);
      expect(uri.protocol).toBe('otpauth:');
      expect(uri.searchParams.get('secret')).toBe(secret);
      expect(uri.searchParams.get('algorithm')).toBe('SHA1');
      expect(uri.searchParams.get('digits')).toBe('6');
      expect(uri.searchParams.get('period')).toBe('30');
      expect(uri.searchParams.get('issuer')).toBe(enrolment.issuer);
      const [prefix, data] = enrolment.qrCode.split(',');
      expect(prefix).toBe('data:image/svg+xml;base64');
      expect(Buffer.from(data, 'base64').toString()).toMatch(/^<svg[^>]*>.*<\/svg>\s*$/s);
      // No session yet, and the secret is not stored in clear.
      expect(res.json().token).toBeUndefined();
      const row = await t.services.db
        .selectFrom('staff_second_factors')
        .selectAll()
        .where('user_id', '=', await userId(t.services, NEW_STAFF.email))
        .executeTakeFirstOrThrow();
      expect(row.confirmed_at).toBeNull();
      expect(row.secret_sealed).not.toContain(secret);
    });

    test('is shown the same secret again until it confirms one', async () => {
      const again = await signIn(NEW_STAFF.email, NEW_STAFF.password, '');
      expect(again.json().enrolment.secret).toBe(secret);
    });

    test('a wrong first code finishes nothing', async () => {
      const wrong = String((Number(totpCodeAt(secret, t.clock())) + 1) % 1_000_000).padStart(
        6,
        '0',
      );
      const res = await signIn(NEW_STAFF.email, NEW_STAFF.password, wrong);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ errors: [officeCodeTexts.refused] });
      expect((await signIn(NEW_STAFF.email, NEW_STAFF.password)).json().enrolment.secret).toBe(
        secret,
      );
    });

    test('confirms with a code: signed in, with ten one-time recovery codes shown once', async () => {
      const res = await signIn(NEW_STAFF.email, NEW_STAFF.password, totpCodeAt(secret, t.clock()));
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.userRole).toBe('STAFF');
      recoveryCodes = body.recoveryCodes;
      expect(recoveryCodes).toHaveLength(RECOVERY_CODE_COUNT);
      expect(new Set(recoveryCodes).size).toBe(RECOVERY_CODE_COUNT);
      for (const code of recoveryCodes)
        expect(code).toMatch(/^[a-hjkmnp-z2-9]{5}-[a-hjkmnp-z2-9]{5}$/);
      expect((await me(body.token)).statusCode).toBe(200);
      // Stored as keyed hashes only.
      const rows = await t.services.db
        .selectFrom('staff_recovery_codes')
        .select('code_hash')
        .where('user_id', '=', await userId(t.services, NEW_STAFF.email))
        .execute();
      expect(rows).toHaveLength(RECOVERY_CODE_COUNT);
      for (const { code_hash } of rows) {
        for (const code of recoveryCodes) expect(code_hash).not.toContain(code.replace('-', ''));
      }
      // Enrolled now: no code is no longer an enrolment, and the next sign-in shows no codes.
      const noCode = await signIn(NEW_STAFF.email, NEW_STAFF.password, '');
      expect(noCode.statusCode).toBe(401);
      t.clock.advance(STEP);
      const next = await signIn(NEW_STAFF.email, NEW_STAFF.password, totpCodeAt(secret, t.clock()));
      expect(next.statusCode).toBe(200);
      expect(next.json().recoveryCodes).toBeUndefined();
    });

    test('a recovery code stands in for a code, once (any case, with or without the hyphen)', async () => {
      const [first, second] = recoveryCodes;
      expect((await signIn(NEW_STAFF.email, NEW_STAFF.password, first)).statusCode).toBe(200);
      const again = await signIn(NEW_STAFF.email, NEW_STAFF.password, first);
      expect(again.statusCode).toBe(401);
      expect(again.json()).toEqual({ errors: [officeCodeTexts.refused] });
      const typed = second.replace('-', '').toUpperCase();
      const signedIn = await signIn(NEW_STAFF.email, NEW_STAFF.password, typed);
      expect(signedIn.statusCode).toBe(200);
      // The account's history says when it enrolled and each recovery code it spent.
      const history = await t.app.inject({
        method: 'GET',
        url: `/api/office/audit?entity=staff&id=${await userId(t.services, NEW_STAFF.email)}`,
        headers: bearer(signedIn.json().token),
      });
      expect(
        history.json().entries.map((e: { action: string; after: unknown }) => [e.action, e.after]),
      ).toEqual([
        ['staff.recoveryCodeUsed', { recoveryCodesLeft: 8 }],
        ['staff.recoveryCodeUsed', { recoveryCodesLeft: 9 }],
        ['staff.enrolled', { authenticator: 'confirmed', recoveryCodes: 10 }],
      ]);
      // Another account's recovery code is no code of this one.
      const [third] = recoveryCodes.slice(2);
      expect((await signIn(DEMO.staff.email, DEMO.staff.password, third)).statusCode).toBe(401);
    });
  });

  test('a secret sealed with another key does not open: the account enrols again', async () => {
    const id = await userId(t.services, DEMO.staff.email);
    const ownKey = await staffKeyOf(t.services.db, t.config.staffSecretKey);
    const otherKey = await staffKeyOf(t.services.db, 'another-portal-key-of-32-characters!!');
    expect((await secondFactorOf(t.services.db, ownKey, id)).kind).toBe('confirmed');
    expect(await secondFactorOf(t.services.db, otherKey, id)).toEqual({ kind: 'none' });
    const row = await t.services.db
      .selectFrom('staff_second_factors')
      .select('secret_sealed')
      .where('user_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.secret_sealed).not.toContain(DEMO_TOTP_SECRETS.staff);
  });
});

describe('cli totp', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });
  const env = () => ({ SQLITE_FILE: t.config.sqliteFile, LOG_LEVEL: 'silent' });

  test('prints the current code of a demo account', async () => {
    const lines: string[] = [];
    const before = Date.now();
    expect(await runCli(['totp', DEMO.staff.email], (l) => lines.push(l), env())).toBe(0);
    const codes = [before, Date.now()].map((now) => totpCodeAt(DEMO_TOTP_SECRETS.staff, now));
    expect(codes).toContain(lines[0].slice(0, 6));
    expect(lines[0]).toMatch(/^\d{6} {2}\(valid for \d+ more seconds?\)$/);
  });

  test('refuses any account that is not an office demo account', async () => {
    for (const email of [DEMO.agent.email, 'nobody@demo.test']) {
      await expect(runCli(['totp', email], () => {}, env())).rejects.toThrow(
        /is not an office demo account/,
      );
    }
  });
});
