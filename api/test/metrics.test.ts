import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BookingResponse, CheckoutResponse } from '@villa/shared/contract';
import { loadConfig } from '../src/config';
import { startServer } from '../src/server';
import { TOO_MANY_REPORTS } from '../src/ops/telemetryRoutes';
import { payByTestCard } from './helpers/cardPayment';
import { engines } from './helpers/engines';
import { checkoutRequest, stayFinder, villasWithPoolHeating } from './helpers/stays';
import { DEMO, bearer, createTestApp, tokenFor, type TestApp } from './helpers/testApp';

const TOKEN = 'metrics-token-for-the-tests';

/** The value of one series of the exposition text, or undefined when it is absent. */
function sample(text: string, name: string, labels: Record<string, string> = {}) {
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    const ok = Object.entries(labels).every(([k, v]) => line.includes(`${k}="${v}"`));
    if (ok) return Number(line.slice(line.lastIndexOf(' ') + 1));
  }
  return undefined;
}

describe.each(engines)('the metrics on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, {
      config: { metrics: { port: null, host: '127.0.0.1', token: TOKEN } },
    });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  const scrape = (authorization?: string) =>
    t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: authorization ? { authorization } : {},
    });

  test('are refused without their token, or with another', async () => {
    for (const authorization of [undefined, 'Bearer wrong-token', `Basic ${TOKEN}`, TOKEN]) {
      const res = await scrape(authorization);
      expect(res.statusCode).toBe(401);
      expect(res.body).not.toContain('villa_');
    }
  });

  test('answer every family after traffic', async () => {
    const token = await tokenFor(t.app, DEMO.agent);
    const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
      t.app.inject({ method, url: `/api${url}`, headers: bearer(token), payload });
    expect((await call('GET', '/agent/account-info')).statusCode).toBe(200);
    expect((await call('GET', '/no-such-call')).statusCode).toBe(404);
    // A search: the catalog loads the portfolio.
    expect((await call('GET', '/property-search')).statusCode).toBe(200);

    // A booking paid by card: a payment started and paid.
    const findStay = stayFinder(t, () => villasWithPoolHeating(t.services.db), { daysAhead: 90 });
    const made = await call('POST', '/checkout/all', checkoutRequest(await findStay(7)));
    expect(made.statusCode).toBe(201);
    const { bookRef } = made.json() as CheckoutResponse;
    const { total } = (await call('GET', `/bookings/${bookRef}`)).json() as BookingResponse;
    await payByTestCard(t.app, token, bookRef, total);

    const reported = await t.app.inject({
      method: 'POST',
      url: '/api/telemetry/remote-load-failure',
      payload: { remote: 'villa', reason: 'remote villa did not load within the load limit' },
    });
    expect(reported.statusCode).toBe(204);

    // A mail waiting for six minutes (nothing sends mail in the tests).
    await t.services.db
      .insertInto('outbox')
      .values({
        to_address: 'someone@example.test',
        subject: 'A mail',
        text_body: 'Hello',
        attachments: '[]',
        status: 'pending',
        attempts: 0,
        next_attempt_at: new Date(t.clock()).toISOString(),
        created_at: new Date(t.clock() - 6 * 60_000).toISOString(),
      })
      .execute();

    const res = await scrape(`Bearer ${TOKEN}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    const text = res.body;
    const requests = (labels: Record<string, string>) =>
      sample(text, 'villa_http_requests_total', labels);
    expect(requests({ endpoint: 'session.login', method: 'POST', status: '200' })).toBe(1);
    expect(requests({ endpoint: 'agents.accountInfo', status: '200' })).toBe(1);
    expect(requests({ endpoint: 'unmatched', status: '404' })).toBe(1);
    expect(
      sample(text, 'villa_http_request_duration_seconds_count', {
        endpoint: 'session.login',
        status: '200',
      }),
    ).toBe(1);
    expect(
      sample(text, 'villa_http_request_duration_seconds_bucket', {
        endpoint: 'session.login',
        le: '+Inf',
      }),
    ).toBe(1);
    if (engine === 'postgres') {
      expect(sample(text, 'villa_db_pool_connections', { state: 'total' })).toBeGreaterThan(0);
      expect(sample(text, 'villa_db_pool_connections', { state: 'waiting' })).toBe(0);
    } else {
      expect(sample(text, 'villa_db_sqlite_bytes', { file: 'database' })).toBeGreaterThan(0);
    }
    expect(sample(text, 'villa_outbox_mails', { status: 'pending' })).toBeGreaterThan(0);
    expect(sample(text, 'villa_outbox_oldest_pending_age_seconds')).toBeGreaterThanOrEqual(360);
    expect(sample(text, 'villa_payments_total', { outcome: 'started' })).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'villa_payments_total', { outcome: 'paid' })).toBeGreaterThanOrEqual(1);
    for (const outcome of ['declined', 'refused', 'refunded']) {
      expect(sample(text, 'villa_payments_total', { outcome })).toBeGreaterThanOrEqual(0);
    }
    // The domain's counters are the process's (each engine's app adds to them).
    expect(
      sample(text, 'villa_remote_load_failures_total', { remote: 'villa' }),
    ).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'villa_channel_feed_syncs_total', { outcome: 'ok' })).toBe(0);
    expect(
      sample(text, 'villa_catalog_updates_total', { kind: 'full_load' }),
    ).toBeGreaterThanOrEqual(1);
    for (const family of ['villa_hold_lapses_total', 'villa_reminders_sent_total']) {
      expect(text).toContain(`# TYPE ${family} counter`);
    }
    expect(sample(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
  });

  test('a remote-load report names a known remote and is rate limited', async () => {
    const report = (body: object, remoteAddress = '10.9.8.7') =>
      t.app.inject({
        method: 'POST',
        url: '/api/telemetry/remote-load-failure',
        payload: body,
        remoteAddress,
      });
    expect((await report({ remote: 'no-such-remote' })).statusCode).toBe(422);
    for (let i = 0; i < 20; i += 1)
      expect((await report({ remote: 'search' })).statusCode).toBe(204);
    const refused = await report({ remote: 'search' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ errors: [TOO_MANY_REPORTS] });
    // Another address has its own allowance; a minute later this one has again.
    expect((await report({ remote: 'search' }, '10.9.8.6')).statusCode).toBe(204);
    t.clock.advance(61_000);
    expect((await report({ remote: 'search' })).statusCode).toBe(204);
  });
});

describe('where the metrics are served', () => {
  const start = async (env: Record<string, string>) => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'villa-metrics-'));
    const config = {
      ...loadConfig(env),
      port: 0,
      host: '127.0.0.1',
      sqliteFile: path.join(dir, 'portal.sqlite'),
      portalRoot: null,
      logLevel: 'silent' as const,
    };
    const server = await startServer({ config, startMailWorker: false });
    return {
      server,
      async close() {
        await server.close();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  };

  test('METRICS_PORT: on a port of its own, not on the server’s', async () => {
    const { server, close } = await start({ METRICS_PORT: '0', HOST: '127.0.0.1' });
    try {
      const port = server.app.services.instance.metricsPort;
      expect(port).toBeGreaterThan(0);
      const res = await fetch(`http://127.0.0.1:${port}/metrics`);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('villa_http_requests_total');
      expect((await fetch(`http://127.0.0.1:${port}/other`)).status).toBe(404);
      expect((await fetch(`${server.address}/metrics`)).status).toBe(404);
    } finally {
      await close();
    }
  });

  test('METRICS_PORT with METRICS_TOKEN: the port asks for the token too', async () => {
    const { server, close } = await start({ METRICS_PORT: '0', METRICS_TOKEN: TOKEN });
    try {
      const url = `http://127.0.0.1:${server.app.services.instance.metricsPort}/metrics`;
      expect((await fetch(url)).status).toBe(401);
      expect((await fetch(url, { headers: { authorization: `Bearer ${TOKEN}` } })).status).toBe(
        200,
      );
    } finally {
      await close();
    }
  });

  test('neither set: no metrics anywhere', async () => {
    const { server, close } = await start({});
    try {
      expect(server.app.services.instance.metricsPort).toBeUndefined();
      expect((await fetch(`${server.address}/metrics`)).status).toBe(404);
    } finally {
      await close();
    }
  });

  test('a short METRICS_TOKEN is refused at start', () => {
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(
      /METRICS_TOKEN must be at least 16 characters/,
    );
  });
});
