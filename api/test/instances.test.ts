import { hostname } from 'node:os';
import { providerContactOf, providerDetailsOf } from '@villa/shared/contract';
import { sql } from 'kysely';
import { ifAdvisoryLockFree } from '../src/db/advisoryLock';
import { openDatabase } from '../src/db/connect';
import { migrations } from '../src/db/migrations';
import { prepareDatabase } from '../src/db/prepare';
import { DEMO_USERS } from '../src/db/seed/demoUsers';
import { seedStepsWithoutDemoHistory } from '../src/db/seed';
import { loadConfig } from '../src/config';
import { createFreshPostgresDatabase, engines } from './helpers/engines';
import { createTestApp } from './helpers/testApp';

/*
 * What lets several API instances share one database (issue 13): health and readiness per
 * instance, migrations and seeding done once however many instances start together, jobs whose
 * round runs on one instance at a time, and no demo data poured into a PostgreSQL unasked.
 * The cluster suite (scripts/test-cluster.mjs) proves the same through nginx with real processes.
 */

test('an instance not named by INSTANCE_ID tells neither its host name nor its pid', () => {
  const { instanceId } = loadConfig({});
  expect(instanceId).toMatch(/^api-[0-9a-f]{8}$/);
  expect(instanceId).not.toContain(hostname());
  expect(instanceId).not.toContain(String(process.pid));
  expect(loadConfig({ INSTANCE_ID: 'api-7' }).instanceId).toBe('api-7');
});

describe.each(engines)('health and readiness (%s)', (engine) => {
  test('/api/health and /api/ready name the instance; ready turns 503 once shutdown begins', async () => {
    const t = await createTestApp(engine, { config: { instanceId: 'api-7' } });
    try {
      const health = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(200);
      expect(health.json()).toEqual({ status: 'ok', instance: 'api-7' });
      expect(health.headers['cache-control']).toBe('no-store');
      const ready = await t.app.inject({ method: 'GET', url: '/api/ready' });
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toEqual({
        status: 'ready',
        instance: 'api-7',
        outboxOldestPendingSeconds: 0,
      });

      t.services.instance.closing = true;
      const closing = await t.app.inject({ method: 'GET', url: '/api/ready' });
      expect(closing.statusCode).toBe(503);
      expect(closing.json()).toEqual({
        status: 'not ready',
        instance: 'api-7',
        reason: 'shutting down',
      });
      t.services.instance.closing = false;
    } finally {
      await t.close();
    }
  });

  test('/api/ready tells how long the oldest unsent mail has waited, and stays ready', async () => {
    const t = await createTestApp(engine);
    try {
      const at = (minutesAgo: number) => new Date(t.clock() - minutesAgo * 60_000).toISOString();
      const mail = (status: 'pending' | 'sent' | 'failed', minutesAgo: number) => ({
        to_address: 'someone@example.test',
        subject: 'A mail',
        text_body: 'Hello',
        attachments: '[]',
        status,
        attempts: 0,
        next_attempt_at: at(0),
        created_at: at(minutesAgo),
      });
      await t.services.db
        .insertInto('outbox')
        .values([mail('sent', 60), mail('failed', 30), mail('pending', 7), mail('pending', 2)])
        .execute();
      const ready = await t.app.inject({ method: 'GET', url: '/api/ready' });
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toMatchObject({ status: 'ready', outboxOldestPendingSeconds: 420 });
    } finally {
      await t.close();
    }
  });

  test('/api/ready is 503 when a migration this build knows is not applied', async () => {
    const t = await createTestApp(engine);
    try {
      await t.services.db
        .deleteFrom('kysely_migration' as never)
        .where('name' as never, '=', '010-terms-lead-age' as never)
        .execute();
      const ready = await t.app.inject({ method: 'GET', url: '/api/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json().reason).toBe('migrations not applied: 010-terms-lead-age');
    } finally {
      await t.close();
    }
  });
});

describe('seeding policy', () => {
  test('the embedded default seeds; a PostgreSQL URL seeds only when SEED_DEMO says so', () => {
    const secret = { PAYMENT_SANDBOX_SECRET: 'shared-by-every-instance' };
    const pg = { ...secret, DATABASE_URL: 'postgres://u:p@db/portal' };
    expect(loadConfig({}).seedDemo).toBe(true);
    expect(loadConfig(pg).seedDemo).toBe(false);
    expect(loadConfig({ ...pg, SEED_DEMO: 'true' }).seedDemo).toBe(true);
    expect(loadConfig({ SEED_DEMO: 'false' }).seedDemo).toBe(false);
    expect(() => loadConfig({ SEED_DEMO: 'yes please' })).toThrow(
      /SEED_DEMO must be true or false/,
    );
  });

  test('the demo history is refreshed on start on the seeded SQLite file, unless DEMO_REFRESH says', () => {
    const pg = {
      PAYMENT_SANDBOX_SECRET: 'shared-by-every-instance',
      DATABASE_URL: 'postgres://u:p@db/portal',
    };
    expect(loadConfig({}).demoRefreshOnStart).toBe(true);
    expect(loadConfig(pg).demoRefreshOnStart).toBe(false);
    // Instances sharing PostgreSQL would refresh it at once: only when asked.
    expect(loadConfig({ ...pg, SEED_DEMO: 'true' }).demoRefreshOnStart).toBe(false);
    expect(loadConfig({ ...pg, DEMO_REFRESH: 'true' }).demoRefreshOnStart).toBe(true);
    expect(loadConfig({ SEED_DEMO: 'false' }).demoRefreshOnStart).toBe(false);
    expect(loadConfig({ DEMO_REFRESH: 'false' }).demoRefreshOnStart).toBe(false);
  });
});

const onPostgres = engines.includes('postgres') ? describe : describe.skip;

onPostgres('several instances on one PostgreSQL', () => {
  test('two instances starting together on an empty database migrate and seed it once', async () => {
    const fresh = await createFreshPostgresDatabase();
    const a = openDatabase({ databaseUrl: fresh.url, sqliteFile: '' });
    const b = openDatabase({ databaseUrl: fresh.url, sqliteFile: '' });
    try {
      const clock = () => Date.parse('2026-06-01T09:00:00Z');
      const context = { provider: providerContactOf(providerDetailsOf(loadConfig({}).provider)) };
      const steps = seedStepsWithoutDemoHistory;
      const [first, second] = await Promise.all([
        prepareDatabase(a.db, { seedDemo: true, clock, context, steps }),
        prepareDatabase(b.db, { seedDemo: true, clock, context, steps }),
      ]);
      const names = Object.keys(migrations);
      // One of them did everything, the other found nothing left to do.
      expect([first.migrated, second.migrated].sort((x, y) => x.length - y.length)).toEqual([
        [],
        names,
      ]);
      expect([first.seeded.length, second.seeded.length]).toContain(0);
      const { rows } = await sql<{ name: string }>`select name from kysely_migration`.execute(a.db);
      expect(rows.map((r) => r.name).sort()).toEqual([...names].sort());
      const users = await a.db.selectFrom('users').select('email').execute();
      expect(users).toHaveLength(DEMO_USERS.length);
    } finally {
      await a.close();
      await b.close();
      await fresh.drop();
    }
  });

  test('an instance on an empty PostgreSQL without SEED_DEMO migrates it and seeds nothing', async () => {
    const t = await createTestApp('postgres', { config: { seedDemo: false } });
    try {
      const users = await t.services.db.selectFrom('users').select('id').execute();
      expect(users).toEqual([]);
      const ready = await t.app.inject({ method: 'GET', url: '/api/ready' });
      expect(ready.statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });

  test("a job's round runs on one instance at a time; the lock goes with the holder", async () => {
    const fresh = await createFreshPostgresDatabase();
    const a = openDatabase({ databaseUrl: fresh.url, sqliteFile: '' });
    const b = openDatabase({ databaseUrl: fresh.url, sqliteFile: '' });
    try {
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      let entered = () => {};
      const inside = new Promise<void>((resolve) => (entered = resolve));
      const first = ifAdvisoryLockFree(a.db, 'job:test', async () => {
        entered();
        await held;
        return 'a';
      });
      await inside;
      expect(await ifAdvisoryLockFree(b.db, 'job:test', async () => 'b')).toEqual({ ran: false });
      // Another job's lock is another lock.
      expect(await ifAdvisoryLockFree(b.db, 'job:other', async () => 'b')).toEqual({
        ran: true,
        value: 'b',
      });
      release();
      expect(await first).toEqual({ ran: true, value: 'a' });
      expect(await ifAdvisoryLockFree(b.db, 'job:test', async () => 'b')).toEqual({
        ran: true,
        value: 'b',
      });
      // A holder whose process dies (its connection closes) leaves no lock behind.
      let hold = () => {};
      const stuck = new Promise<void>((resolve) => (hold = resolve));
      void ifAdvisoryLockFree(a.db, 'job:crash', () => stuck).catch(() => undefined);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(await ifAdvisoryLockFree(b.db, 'job:crash', async () => 'b')).toEqual({ ran: false });
      // Only this test's database: test files run side by side on one server, and another's
      // holder of an advisory lock (a mail worker mid-send) is not this test's to end.
      await sql`select pg_terminate_backend(pid) from pg_locks
        where locktype = 'advisory' and pid <> pg_backend_pid()
          and database = (select oid from pg_database where datname = current_database())`.execute(
        b.db,
      );
      hold();
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(await ifAdvisoryLockFree(b.db, 'job:crash', async () => 'b')).toEqual({
        ran: true,
        value: 'b',
      });
    } finally {
      await a.close().catch(() => undefined);
      await b.close();
      await fresh.drop();
    }
  });
});
