import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { bankTransferReference, type ProviderContact } from '@villa/shared/contract';
import { API_ROOT, ConfigError, loadConfig } from '../src/config';
import { engines } from './helpers/engines';
import { createTestApp, DEMO, postLogin, tokenFor, type TestApp } from './helpers/testApp';

/*
 * Issue 15: the provider's details live in one settings file, validated at start; the demo's
 * say they are the demo's; the pages receive them in the login config (bank details included)
 * and the log-in page the public part from GET /api/provider-contact.
 */

const demoSettings = () =>
  JSON.parse(readFileSync(path.join(API_ROOT, 'provider-settings.json'), 'utf8')) as Record<
    string,
    Record<string, unknown>
  >;

describe('provider settings file', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'villa-provider-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const withFile = (settings: unknown) => {
    const file = path.join(dir, `settings-${Math.random().toString(36).slice(2)}.json`);
    writeFileSync(file, typeof settings === 'string' ? settings : JSON.stringify(settings));
    return { PROVIDER_SETTINGS_FILE: file };
  };
  const problemsOf = (env: Record<string, string>) => {
    try {
      loadConfig(env);
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      return (error as ConfigError).problems;
    }
    throw new Error('the configuration was accepted');
  };

  test('the repository ships demo values that say so', () => {
    const { provider } = loadConfig({});
    expect(provider.demo).toBe(true);
    expect(provider.company.name).toMatch(/demo/i);
    expect(provider.bankTransfer.accountName).toMatch(/DEMO ACCOUNT, DO NOT PAY/);
    expect(provider.bankTransfer.iban).toBe('GB82 WEST 1234 5698 7654 32');
    expect(provider.mail.from).toContain('no-reply@villa-portal.test');
  });

  test('the limits of what one account can make the server do are checked, and default when absent', () => {
    const settings = demoSettings();
    settings.limits = {
      mailWindowMinutes: 0,
      mailsPerAccount: 2.5,
      mailsPerRecipient: 'ten',
    } as never;
    const problems = problemsOf(withFile(settings));
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringContaining('limits.mailWindowMinutes must be at least 1'),
        expect.stringContaining('limits.mailsPerAccount must be a whole number'),
        expect.stringContaining('limits.mailsPerRecipient must be a number'),
      ]),
    );
    const older = demoSettings();
    delete older.limits;
    expect(loadConfig(withFile(older)).provider.limits).toEqual({
      mailWindowMinutes: 60,
      mailsPerAccount: 50,
      mailsPerRecipient: 20,
      pdfRendersPerAccount: 1,
    });
  });

  test('a valid file of a real provider is read as it is', () => {
    const settings = demoSettings();
    settings.demo = false as never;
    settings.company.name = 'Sunny Villas Ltd';
    settings.bankTransfer.iban = 'gb29nwbk60161331926819';
    settings.bankTransfer.referenceRule = 'BOOKING_REF_AND_SURNAME';
    const { provider } = loadConfig(withFile(settings));
    expect(provider.company.name).toBe('Sunny Villas Ltd');
    expect(provider.demo).toBe(false);
    // Printed in groups of four, as a customer copies it.
    expect(provider.bankTransfer.iban).toBe('GB29 NWBK 6016 1331 9268 19');
  });

  test('names every bad value at once, each with its field', () => {
    const settings = demoSettings();
    settings.company.phone = 'call us';
    settings.company.email = 'not-an-address';
    settings.company.socialLinks = [{ name: 'Group', href: 'http://insecure.example' }];
    settings.bankTransfer.sortCode = '123456';
    settings.bankTransfer.accountNumber = '1234';
    settings.bankTransfer.iban = 'GB00 WEST 1234 5698 7654 32';
    settings.bankTransfer.referenceRule = 'ANYTHING';
    delete settings.mail.replyTo;
    const problems = problemsOf(withFile(settings));
    const text = problems.join('\n');
    for (const expected of [
      'company.phone must be a UK phone number',
      'company.email must be an e-mail address',
      'company.socialLinks href must start with https://',
      'bankTransfer.sortCode must look like 12-34-56',
      'bankTransfer.accountNumber must be 8 digits',
      'bankTransfer.iban must be a valid IBAN',
      'bankTransfer.referenceRule must be one of BOOKING_REF, BOOKING_REF_AND_SURNAME',
      'mail.replyTo',
    ]) {
      expect(text).toContain(expected);
    }
    expect(problems).toHaveLength(8);
  });

  test('a missing file, a file that is not JSON and the retired MAIL_FROM are named', () => {
    expect(problemsOf({ PROVIDER_SETTINGS_FILE: path.join(dir, 'none.json') })).toEqual([
      expect.stringContaining('PROVIDER_SETTINGS_FILE must name a readable file'),
    ]);
    expect(problemsOf(withFile('{ "demo": tru'))[0]).toMatch(/is not JSON/);
    expect(problemsOf({ MAIL_FROM: 'x@example.com' })).toEqual([
      expect.stringContaining('MAIL_FROM is no longer read: set mail.from in'),
    ]);
  });

  test('the transfer reference follows the rule', () => {
    expect(
      bankTransferReference('BOOKING_REF', { bookRef: 'VB4K7Q2M', leadSurname: 'Smith' }),
    ).toBe('VB4K7Q2M');
    expect(
      bankTransferReference('BOOKING_REF_AND_SURNAME', {
        bookRef: 'VB4K7Q2M',
        leadSurname: 'Smith',
      }),
    ).toBe('VB4K7Q2M SMITH');
    // Banks take 18 characters.
    expect(
      bankTransferReference('BOOKING_REF_AND_SURNAME', {
        bookRef: 'VB4K7Q2M',
        leadSurname: 'Fotheringham-Smythe',
      }),
    ).toHaveLength(18);
  });
});

describe.each(engines)('provider details reach the pages on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  test('the log-in config carries them, bank details included', async () => {
    const res = await postLogin(t.app, DEMO.agent.email, DEMO.agent.password);
    expect(res.statusCode).toBe(200);
    const { provider } = res.json().config;
    expect(provider).toMatchObject({
      name: 'Orlando Villa Collection (demo)',
      phone: '01632 960 000',
      phoneHref: 'tel:+441632960000',
      demo: true,
      bankTransfer: {
        sortCode: '12-34-56',
        accountNumber: '98765432',
        referenceRule: 'BOOKING_REF',
      },
    });
    expect(provider.socialLinks.length).toBeGreaterThan(0);
  });

  test('the public endpoint answers the contacts without a session, and no bank details', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/provider-contact' });
    expect(res.statusCode).toBe(200);
    const contact = res.json() as ProviderContact & { bankTransfer?: unknown };
    expect(contact.email).toBe('agents@villa-portal.test');
    expect(contact.supportHours).toMatch(/Demo hours/);
    expect(contact.bankTransfer).toBeUndefined();
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    // The same with a session.
    const token = await tokenFor(t.app, DEMO.agent);
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/provider-contact',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(again.json()).toEqual(contact);
  });
});
