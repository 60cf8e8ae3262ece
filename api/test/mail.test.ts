import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { hashToken } from '../src/auth/tokens';
import { claimNextMail, enqueueMail } from '../src/mail/outbox';
import { NOT_WORTH_SENDING } from '../src/mail/worker';
import { engines } from './helpers/engines';
import { readableBody, startSmtpSink } from './helpers/smtpSink';
import { DEMO, createTestApp, userId, type TestApp } from './helpers/testApp';

const POLICY = { pollMs: 20, leaseMs: 120_000, maxAttempts: 3, retryBaseMs: 60_000 };

describe.each(engines)('password reset and mail outbox on %s', (engine) => {
  let t: TestApp;
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await createTestApp(engine, { config: { smtpUrl: sink.url }, outboxPolicy: POLICY });
  });
  afterAll(async () => {
    await t.close();
    await sink.close();
  });
  beforeEach(() => {
    sink.messages.length = 0;
    sink.refuse(0);
    sink.stall(0);
  });

  const resetPassword = (payload: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/reset-password', payload: payload as object });
  const outboxRows = () => t.services.db.selectFrom('outbox').selectAll().orderBy('id').execute();
  const clearOutbox = () => t.services.db.deleteFrom('outbox').execute();

  test('answers the same for an unknown address and queues nothing for it', async () => {
    await clearOutbox();
    const res = await resetPassword({ email: 'nobody@demo.test' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ sent: true });
    expect(await outboxRows()).toHaveLength(0);
  });

  test('answers 422 for an address that is not an e-mail', async () => {
    const res = await resetPassword({ email: 'not-an-email' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      validationErrors: [{ field: 'email', error: 'Email must be a valid email address' }],
    });
  });

  test('mails a working reset link to an existing account through SMTP', async () => {
    await clearOutbox();
    const res = await resetPassword({ email: 'Agent@demo.test', password: '', user_type: 10 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ sent: true });

    t.services.mailWorker.start();
    try {
      await sink.waitForMessages(1);
    } finally {
      await t.services.mailWorker.stop();
    }
    const [mail] = sink.messages;
    expect(mail.to).toEqual([DEMO.agent.email]);
    expect(mail.raw).toMatch(/^Subject: Reset your password/m);
    const agentId = await userId(t.services, DEMO.agent.email);
    const link = new RegExp(
      `http://portal\\.test/admin/agent/password-reset/${agentId}/([A-Za-z0-9_-]{43})/(\\d+)`,
    ).exec(readableBody(mail.raw));
    expect(link).not.toBeNull();
    const reset = await t.services.db
      .selectFrom('password_resets')
      .selectAll()
      .where('id', '=', Number(link![2]))
      .executeTakeFirstOrThrow();
    expect(reset.user_id).toBe(agentId);
    expect(reset.token_hash).toBe(hashToken(link![1]));
    expect(reset.used_at).toBeNull();

    const [row] = await outboxRows();
    expect(row).toMatchObject({ status: 'sent', attempts: 1, last_error: null });
    // Nothing stored opens the link: the row keeps a mark where the link went, never the token.
    const token = link![1];
    const stored = JSON.stringify([
      await outboxRows(),
      await t.services.db.selectFrom('password_resets').selectAll().execute(),
    ]);
    expect(stored).not.toContain(token);
    expect(row.text_body).toContain(`[[password-reset-link:${link![2]}]]`);
    expect(row.html_body).toContain(`[[password-reset-link:${link![2]}]]`);
    const opened = await t.app.inject({
      method: 'GET',
      url: `/api/reset-password/${agentId}/${token}/${link![2]}`,
    });
    expect(opened.statusCode).toBe(200);
  });

  test('a link used or expired before delivery is not sent, and the row says why', async () => {
    await clearOutbox();
    await resetPassword({ email: DEMO.organisation.email });
    t.clock.advance(61 * 60_000);
    await t.services.mailWorker.runOnce();
    expect(sink.messages).toEqual([]);
    const [row] = await outboxRows();
    expect(row).toMatchObject({ status: 'failed', last_error: NOT_WORTH_SENDING });
  });

  test('a reset mail refused once goes out on the retry with a working link', async () => {
    await clearOutbox();
    sink.refuse(1);
    await resetPassword({ email: DEMO.newAgent.email });
    await t.services.mailWorker.runOnce();
    expect(sink.messages).toEqual([]);
    t.clock.advance(POLICY.retryBaseMs);
    await t.services.mailWorker.runOnce();
    await sink.waitForMessages(1);
    const link = /password-reset\/(\d+)\/([A-Za-z0-9_-]{43})\/(\d+)/.exec(
      readableBody(sink.messages[0].raw),
    );
    const opened = await t.app.inject({
      method: 'GET',
      url: `/api/reset-password/${link![1]}/${link![2]}/${link![3]}`,
    });
    expect(opened.statusCode).toBe(200);
  });

  test('retries after the SMTP server refuses, with back-off', async () => {
    await clearOutbox();
    sink.refuse(1);
    await enqueueMail(
      t.services.db,
      { to: 'customer@example.test', subject: 'Retry me', text: 'Hello' },
      t.clock(),
    );

    expect(await t.services.mailWorker.runOnce()).toBe(1);
    let [row] = await outboxRows();
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row.last_error).toMatch(/451|try again later/i);
    expect(sink.messages).toHaveLength(0);

    // Not due yet: the first retry waits retryBaseMs.
    t.clock.advance(POLICY.retryBaseMs - 1000);
    expect(await t.services.mailWorker.runOnce()).toBe(0);

    t.clock.advance(1000);
    expect(await t.services.mailWorker.runOnce()).toBe(1);
    [row] = await outboxRows();
    expect(row).toMatchObject({ status: 'sent', attempts: 2, last_error: null });
    expect(sink.messages).toHaveLength(1);
    expect(sink.messages[0].raw).toMatch(/^Subject: Retry me/m);
  });

  test('gives up after the last attempt and keeps the row with its error', async () => {
    await clearOutbox();
    sink.refuse(10);
    await enqueueMail(
      t.services.db,
      { to: 'customer@example.test', subject: 'Doomed', text: 'x' },
      t.clock(),
    );
    for (let attempt = 1; attempt <= POLICY.maxAttempts; attempt++) {
      expect(await t.services.mailWorker.runOnce()).toBe(1);
      t.clock.advance(POLICY.retryBaseMs * 2 ** attempt);
    }
    expect(await t.services.mailWorker.runOnce()).toBe(0);
    const [row] = await outboxRows();
    expect(row).toMatchObject({ status: 'failed', attempts: POLICY.maxAttempts });
    expect(row.last_error).toMatch(/451|try again later/i);
  });

  test('loses nothing when a worker dies holding a message: it is sent once the lease ends', async () => {
    await clearOutbox();
    await enqueueMail(
      t.services.db,
      { to: 'customer@example.test', subject: 'Survivor', text: 'x' },
      t.clock(),
    );
    // A worker claims the row and dies before sending it.
    const claimed = await claimNextMail(t.services.db, t.clock(), POLICY.leaseMs);
    expect(claimed).toMatchObject({ status: 'sending', attempts: 1 });

    // While the lease runs, nobody else may take it.
    t.clock.advance(POLICY.leaseMs - 1000);
    expect(await t.services.mailWorker.runOnce()).toBe(0);
    expect(sink.messages).toHaveLength(0);

    t.clock.advance(1000);
    expect(await t.services.mailWorker.runOnce()).toBe(1);
    expect(sink.messages).toHaveLength(1);
    const [row] = await outboxRows();
    expect(row).toMatchObject({ status: 'sent', attempts: 2 });
  });

  test('stop() in a backlog ends the pass after the message in hand; the rest waits for another pass', async () => {
    await clearOutbox();
    for (let i = 0; i < 20; i += 1) {
      await enqueueMail(
        t.services.db,
        { to: 'customer@example.test', subject: `Backlog ${i}`, text: 'x' },
        t.clock(),
      );
    }
    const pass = t.services.mailWorker.runOnce();
    await sink.waitForMessages(1);
    await t.services.mailWorker.stop();
    const handled = await pass;
    expect(handled).toBeLessThan(20);
    const rows = await outboxRows();
    // Nothing is left claimed ("sending") by the stopped worker: sent, or pending for later.
    expect(rows.filter((r) => r.status === 'sent')).toHaveLength(handled);
    expect(rows.filter((r) => r.status === 'pending')).toHaveLength(20 - handled);
    expect(sink.messages).toHaveLength(handled);
    expect(await t.services.mailWorker.runOnce()).toBe(20 - handled);
  });

  test('only one of two racing claims gets a message', async () => {
    await clearOutbox();
    await enqueueMail(
      t.services.db,
      { to: 'customer@example.test', subject: 'Once', text: 'x' },
      t.clock(),
    );
    const claims = await Promise.all([
      claimNextMail(t.services.db, t.clock(), POLICY.leaseMs),
      claimNextMail(t.services.db, t.clock(), POLICY.leaseMs),
    ]);
    expect(claims.filter(Boolean)).toHaveLength(1);
  });

  test('queues at most three reset mails an hour for one account', async () => {
    await clearOutbox();
    t.clock.advance(2 * 60 * 60_000);
    for (let i = 0; i < 5; i++) {
      expect((await resetPassword({ email: DEMO.accounts.email })).json()).toEqual({ sent: true });
    }
    expect(await outboxRows()).toHaveLength(3);
  });
});

describe('mail without SMTP_URL', () => {
  test('is written as .eml files into the mail folder', async () => {
    const t = await createTestApp('sqlite');
    try {
      await t.app.inject({
        method: 'POST',
        url: '/api/reset-password',
        payload: { email: DEMO.agent.email },
      });
      expect(await t.services.mailWorker.runOnce()).toBe(1);
      const files = readdirSync(t.config.mailDir).filter((f) => f.endsWith('.eml'));
      expect(files).toHaveLength(1);
      const eml = readFileSync(path.join(t.config.mailDir, files[0]), 'utf8');
      expect(eml).toMatch(/^To: agent@demo\.test/m);
      expect(readableBody(eml)).toContain('http://portal.test/admin/agent/password-reset/');
    } finally {
      await t.close();
    }
  });
});
