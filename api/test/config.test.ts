import path from 'node:path';
import { API_ROOT, ConfigError, loadConfig } from '../src/config';

describe('configuration from the environment', () => {
  test('has working defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      databaseUrl: null,
      sqliteFile: path.join(API_ROOT, 'var', 'portal.sqlite'),
      sessionTtlSeconds: 1800,
      smtpUrl: null,
      mailDir: path.join(API_ROOT, 'var', 'mail'),
      publicUrl: 'http://localhost:8080',
      logLevel: 'warn',
      remotesJson: null,
    });
  });

  test('reads every variable', () => {
    const config = loadConfig({
      PORT: '9090',
      HOST: '127.0.0.1',
      DATABASE_URL: 'postgres://u:p@db:5432/portal',
      SESSION_TTL_SECONDS: '600',
      SMTP_URL: 'smtp://mail:25',
      PUBLIC_URL: 'https://portal.example.test/',
      LOG_LEVEL: 'info',
      SQLITE_FILE: ':memory:',
      HOLD_LAPSE_INTERVAL_MS: '30000',
      PAYMENT_SANDBOX_SECRET: 'shared-by-every-instance',
      GOOGLE_MAPS_API_KEY: 'AIzaExampleKey123',
    });
    expect(config).toMatchObject({
      port: 9090,
      host: '127.0.0.1',
      databaseUrl: 'postgres://u:p@db:5432/portal',
      sessionTtlSeconds: 600,
      smtpUrl: 'smtp://mail:25',
      publicUrl: 'https://portal.example.test',
      logLevel: 'info',
      sqliteFile: ':memory:',
      holdLapseIntervalMs: 30_000,
      paymentSandboxSecret: 'shared-by-every-instance',
      googleMapsApiKey: 'AIzaExampleKey123',
    });
  });

  test('names every bad variable at once', () => {
    let error: unknown;
    try {
      loadConfig({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://db/portal',
        SESSION_TTL_SECONDS: '5',
        SMTP_URL: 'http://mail',
        PORTAL_ROOT: '/no/such/folder',
        REMOTES_JSON: '/no/such/remotes.json',
        PUBLIC_URL: 'portal.test',
        LOG_LEVEL: 'loud',
        TRUST_PROXY: 'maybe',
        HOLD_LAPSE_INTERVAL_MS: '5',
        PAYMENT_SANDBOX_SECRET: 'short',
      });
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const names = (error as ConfigError).problems.map((p) => p.split(' ')[0]);
    expect(names).toEqual([
      'PORT',
      'DATABASE_URL',
      'SESSION_TTL_SECONDS',
      'SMTP_URL',
      'PORTAL_ROOT',
      'REMOTES_JSON',
      'PUBLIC_URL',
      'LOG_LEVEL',
      'TRUST_PROXY',
      'HOLD_LAPSE_INTERVAL_MS',
      'PAYMENT_SANDBOX_SECRET',
    ]);
    expect((error as Error).message).toContain(
      'PORT must be a whole number from 0 to 65535 (got "eighty")',
    );
  });

  test('takes the payment sandbox secret from PAYMENT_SANDBOX_SECRET, else from the database', () => {
    // null: the portal makes its own at first start and keeps it in its settings table.
    expect(loadConfig({}).paymentSandboxSecret).toBeNull();
    for (const env of [{ NODE_ENV: 'production' }, { DATABASE_URL: 'postgres://u:p@db/portal' }]) {
      expect(loadConfig(env).paymentSandboxSecret).toBeNull();
      expect(
        loadConfig({ ...env, PAYMENT_SANDBOX_SECRET: 'shared-by-every-instance' })
          .paymentSandboxSecret,
      ).toBe('shared-by-every-instance');
    }
  });
});
