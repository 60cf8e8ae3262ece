import { sql } from 'kysely';
import { ifAdvisoryLockFree } from '../src/db/advisoryLock';
import { openDatabase, type DatabaseHandle } from '../src/db/connect';
import type { Db, OutboxRow } from '../src/db/schema';
import {
  claimMail,
  claimNextMail,
  enqueueMail,
  markMailFailed,
  markMailSent,
  renewMailLease,
} from '../src/mail/outbox';
import { createMailSender } from '../src/mail/transport';
import { createOutboxWorker, type OutboxPolicy } from '../src/mail/worker';
import type { Clock } from '../src/time';
import { engines } from './helpers/engines';
import { startSmtpSink } from './helpers/smtpSink';
import { createTestApp, type TestApp } from './helpers/testApp';

/*
 * Issue 13: with several API instances on one database, the outbox sends each mail once, even
 * when the SMTP server is slower than the lease, when a worker loses its claim, or when the
 * "sent" update meets a broken connection. Real databases, a real SMTP server on loopback
 * that keeps every copy it accepts; each worker here stands for an instance (its own pool).
 */

const LEASE_MS = 600;

describe.each(engines)('each mail once, several workers on %s', (engine) => {
  let t: TestApp;
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  /** A second connection pool to the same database: another instance. */
  let other: DatabaseHandle;
  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await createTestApp(engine, { config: { smtpUrl: sink.url } });
    other = openDatabase(t.config);
  });
  afterAll(async () => {
    await other.close();
    await t.close();
    await sink.close();
  });
  beforeEach(async () => {
    sink.messages.length = 0;
    sink.stall(0);
    await t.services.db.deleteFrom('outbox').execute();
  });

  const workerOn = (
    db: Db,
    options: {
      clock?: Clock;
      policy?: Partial<OutboxPolicy>;
      prepare?: (row: OutboxRow) => Promise<OutboxRow | null>;
    } = {},
  ) =>
    createOutboxWorker({
      db,
      sender: createMailSender({ smtpUrl: sink.url, mailDir: t.dir, provider: t.config.provider }),
      clock: options.clock ?? Date.now,
      log: t.app.log,
      policy: { pollMs: 30, leaseMs: LEASE_MS, retryBaseMs: 60_000, ...options.policy },
      prepare: options.prepare,
    });
  const queue = (subject: string, now = Date.now()) =>
    enqueueMail(t.services.db, { to: 'customer@example.test', subject, text: 'x' }, now);
  const rows = () => t.services.db.selectFrom('outbox').selectAll().orderBy('id').execute();
  const subjects = () => sink.messages.map((m) => /^Subject: (.*)$/m.exec(m.raw)?.[1]).sort();

  test('two workers and an SMTP server slower than the lease: the mail is delivered once', async () => {
    await queue('Slow one');
    sink.stall(LEASE_MS * 2.5);
    const a = workerOn(t.services.db);
    const b = workerOn(other.db);
    a.start();
    b.start();
    try {
      const deadline = Date.now() + 10_000;
      while ((await rows()).some((r) => r.status !== 'sent') && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      // Long enough for a worker that took a message over after its lease to deliver it too.
      await new Promise((resolve) => setTimeout(resolve, LEASE_MS * 3));
    } finally {
      await Promise.all([a.stop(), b.stop()]);
    }
    expect(subjects()).toEqual(['Slow one']);
    expect(await rows()).toMatchObject([{ status: 'sent', attempts: 1 }]);
  });

  test('a worker whose claim was taken over changes nothing and sends nothing', async () => {
    const clock = t.clock;
    await queue('Taken over', clock());
    // The first worker claims the message, then stalls past its lease ...
    const stale = await claimNextMail(t.services.db, clock(), LEASE_MS);
    expect(stale).toMatchObject({ status: 'sending', attempts: 1 });
    clock.advance(LEASE_MS);
    // ... and another worker takes it over (its holder looked dead) and delivers it.
    expect(await workerOn(other.db, { clock }).runOnce()).toBe(1);
    expect(subjects()).toEqual(['Taken over']);
    // The first worker's writes no longer apply: the row stays as the second left it.
    expect(await renewMailLease(t.services.db, stale!, clock(), LEASE_MS)).toBe(false);
    expect(await markMailFailed(t.services.db, stale!, 'timed out', clock() + 1000)).toBe(false);
    expect(await markMailSent(t.services.db, stale!, clock())).toBe(false);
    expect(await rows()).toMatchObject([{ status: 'sent', attempts: 2, last_error: null }]);
  });

  test('a worker that loses its claim while it prepares the mail does not send it', async () => {
    const clock = t.clock;
    await queue('Prepared too slowly', clock());
    let takenOver: OutboxRow | null = null;
    const slow = workerOn(t.services.db, {
      clock,
      prepare: async (row) => {
        clock.advance(LEASE_MS);
        takenOver = await claimNextMail(other.db, clock(), LEASE_MS);
        return row;
      },
    });
    expect(await slow.runOnce()).toBe(1);
    expect(takenOver).toMatchObject({ status: 'sending', attempts: 2 });
    expect(sink.messages).toEqual([]);
    expect(await rows()).toMatchObject([{ status: 'sending', attempts: 2 }]);
  });
});

const onPostgres = engines.includes('postgres') ? describe : describe.skip;

onPostgres('each mail once on PostgreSQL: the claim goes with its holder', () => {
  let t: TestApp;
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await createTestApp('postgres', {
      config: { smtpUrl: sink.url },
      outboxPolicy: { leaseMs: LEASE_MS, retryBaseMs: 60_000 },
    });
  });
  afterAll(async () => {
    await t.close();
    await sink.close();
  });
  beforeEach(async () => {
    sink.messages.length = 0;
    await t.services.db.deleteFrom('outbox').execute();
  });

  test('a holder past its lease but alive keeps its mail; once it is gone the mail goes out once', async () => {
    await enqueueMail(
      t.services.db,
      { to: 'customer@example.test', subject: 'Held', text: 'x' },
      t.clock(),
    );
    const [{ id }] = await t.services.db.selectFrom('outbox').select('id').execute();
    // Another instance holds the message's lock and its claim, and renews nothing (starved of CPU).
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    let claimed = () => {};
    const holding = new Promise<void>((resolve) => (claimed = resolve));
    const holder = ifAdvisoryLockFree(t.services.db, `outbox:${id}`, async (conn) => {
      await claimMail(conn, id, t.clock(), LEASE_MS);
      claimed();
      await released;
    });
    await holding;
    try {
      t.clock.advance(LEASE_MS * 10);
      expect(await t.services.mailWorker.runOnce()).toBe(0);
      expect(sink.messages).toEqual([]);
    } finally {
      // The holder ends without a word (its process died): the lease has run out, the mail goes.
      release();
      await holder;
    }
    expect(await t.services.mailWorker.runOnce()).toBe(1);
    expect(sink.messages).toHaveLength(1);
    expect(await t.services.db.selectFrom('outbox').selectAll().execute()).toMatchObject([
      { status: 'sent', attempts: 2 },
    ]);
  });

  test('a "sent" update that meets a broken connection is made again, not taken for a failed send', async () => {
    await enqueueMail(
      t.services.db,
      { to: 'customer@example.test', subject: 'Recorded', text: 'x' },
      t.clock(),
    );
    const real = createMailSender({
      smtpUrl: sink.url,
      mailDir: t.dir,
      provider: t.config.provider,
    });
    // Right after the SMTP server accepts, the database ends every connection of the worker.
    const worker = createOutboxWorker({
      db: t.services.db,
      clock: t.clock,
      log: t.app.log,
      policy: { leaseMs: LEASE_MS, retryBaseMs: 1 },
      sender: {
        destination: real.destination,
        close: () => real.close(),
        async send(row) {
          await real.send(row);
          const admin = openDatabase({ databaseUrl: t.config.databaseUrl, sqliteFile: '' });
          try {
            // Client connections only: an autovacuum worker busy on this database is not ours
            // to end, and asking to end it fails the whole statement halfway through.
            await sql`select pg_terminate_backend(pid) from pg_stat_activity
              where datname = current_database() and pid <> pg_backend_pid()
                and backend_type = 'client backend' and usename = current_user`.execute(admin.db);
          } finally {
            await admin.close();
          }
        },
      },
    });
    expect(await worker.runOnce()).toBe(1);
    t.clock.advance(LEASE_MS * 10);
    expect(await worker.runOnce()).toBe(0);
    expect(sink.messages).toHaveLength(1);
    expect(await t.services.db.selectFrom('outbox').selectAll().execute()).toMatchObject([
      { status: 'sent', attempts: 1 },
    ]);
  });
});
