import { inSpan } from '../ops/spans';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, OutboxRow } from '../db/schema';
import type { Clock } from '../time';
import { ifAdvisoryLockFree } from '../db/advisoryLock';
import { claimMail, dueMailIds, markMailFailed, markMailSent, renewMailLease } from './outbox';
import type { MailSender } from './transport';

export interface OutboxPolicy {
  pollMs: number;
  /** How long a claimed message is reserved for the worker that claimed it. */
  leaseMs: number;
  maxAttempts: number;
  /** Delay after the first failure; each further failure doubles it, up to retryMaxMs. */
  retryBaseMs: number;
  retryMaxMs: number;
}

export const DEFAULT_OUTBOX_POLICY: OutboxPolicy = {
  pollMs: 1000,
  leaseMs: 2 * 60_000,
  maxAttempts: 8,
  retryBaseMs: 30_000,
  retryMaxMs: 60 * 60_000,
};

/** last_error of a message whose link or code was used or expired before it could be sent. */
export const NOT_WORTH_SENDING = 'not sent: its link or code was used or expired before delivery';

export interface OutboxWorker {
  start(): void;
  /** Stops polling and waits for the delivery in progress, if any. */
  stop(): Promise<void>;
  /** Delivers everything due now; returns how many messages it handled. */
  runOnce(): Promise<number>;
}

export const retryDelay = (attempts: number, policy: OutboxPolicy) =>
  Math.min(policy.retryBaseMs * 2 ** Math.max(0, attempts - 1), policy.retryMaxMs);

/** SMTP 5xx replies (mailbox unknown, message refused) will not get better by retrying. */
const isPermanent = (err: unknown) => {
  const code = (err as { responseCode?: number }).responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
};

/** How many due messages one look at the queue considers (others may be held by live workers). */
const CANDIDATES = 10;

/**
 * Delivers the outbox, at least once and, short of a crash at the worst moment, exactly once.
 * Each message is claimed for a lease (outbox.ts: fenced by the claim's number) and, on
 * PostgreSQL, under an advisory lock of its own held on this instance's connection for as long
 * as the worker has it. So a claim is never taken from a live holder: another instance skips a
 * message whose lock is held even after its lease ran out (a holder starved of CPU, an SMTP
 * server answering slowly), and takes it over only once the holder is gone (its connection
 * closed with its process) and the lease has run out. On any engine the holder also renews
 * its lease every third of it while it works, and once more right before the SMTP send.
 * The one window left is between the SMTP server's acceptance and the "sent" update (written
 * at once, on the connection already held): a crash there sends that message again, with the
 * same Message-ID (docs/deploy.md, "What happens when an instance dies").
 */
export function createOutboxWorker(deps: {
  db: Db;
  sender: MailSender;
  clock: Clock;
  log: FastifyBaseLogger;
  policy?: Partial<OutboxPolicy>;
  /**
   * Completes a message just before it is sent, e.g. with a link whose token must never be
   * stored; null means it is no longer worth sending (it is marked failed with the reason).
   */
  prepare?: (row: OutboxRow) => Promise<OutboxRow | null>;
}): OutboxWorker {
  const policy = { ...DEFAULT_OUTBOX_POLICY, ...deps.policy };
  const { db, sender, clock, log } = deps;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<number> | null = null;
  let stopped = true;
  /** Set by stop(): the pass in progress finishes its message and claims no more. */
  let stopping = false;

  /** Claims and delivers one due message; false when none could be claimed. */
  async function deliverNext(): Promise<boolean> {
    for (const id of await dueMailIds(db, clock(), CANDIDATES)) {
      const outcome = await ifAdvisoryLockFree(db, `outbox:${id}`, async (conn) => {
        const row = await claimMail(conn, id, clock(), policy.leaseMs);
        if (!row) return false;
        await deliver(conn, row);
        return true;
      });
      if (outcome.ran && outcome.value) return true;
    }
    return false;
  }

  /** One delivery attempt of a claimed message; `conn` holds its lock (the database on SQLite). */
  async function deliver(conn: Db, row: OutboxRow) {
    const context = { outboxId: row.id, attempts: row.attempts };
    const lost = (when: string) =>
      log.warn(context, `mail claim lost ${when}; another worker has the message`);
    if (row.attempts > policy.maxAttempts) {
      // Its last attempt was cut short by a crash; we cannot tell whether it went out.
      const reason = row.last_error ?? 'gave up after the last attempt was interrupted';
      if (!(await markMailFailed(conn, row, reason, null))) lost('before giving up');
      return;
    }
    // Renewals through the pool, so the held connection is free for the "sent" update.
    const heartbeat = setInterval(() => {
      renewMailLease(db, row, clock(), policy.leaseMs)
        .then((held) => held || lost('while sending'))
        .catch((err: unknown) => log.warn({ ...context, err }, 'mail lease renewal failed'));
    }, policy.leaseMs / 3);
    heartbeat.unref();
    try {
      let ready: OutboxRow | null;
      try {
        ready = deps.prepare ? await deps.prepare(row) : row;
        if (!ready) {
          if (!(await markMailFailed(conn, row, NOT_WORTH_SENDING, null))) lost('before sending');
          return;
        }
        // Still ours, with a whole lease ahead for the SMTP conversation.
        if (!(await renewMailLease(conn, row, clock(), policy.leaseMs))) {
          lost('before sending; not sent');
          return;
        }
        const mail = ready;
        await inSpan('mail send', { 'villa.outbox_id': row.id }, () => sender.send(mail));
      } catch (err) {
        const message = err instanceof Error ? err.message : String(err);
        const giveUp = isPermanent(err) || row.attempts >= policy.maxAttempts;
        const retryAt = giveUp ? null : clock() + retryDelay(row.attempts, policy);
        if (!(await markMailFailed(conn, row, message, retryAt))) lost('after a failed send');
        log.warn({ ...context, giveUp, err: message }, 'mail delivery failed');
        return;
      }
      // Accepted by the SMTP server: record it at once. A failure to record is never taken for
      // a failed delivery (that would send the message again on the retry).
      await recordSent(conn, row);
    } finally {
      clearInterval(heartbeat);
    }
  }

  /** The "sent" update, on the held connection; once more through the pool if that one broke. */
  async function recordSent(conn: Db, row: OutboxRow) {
    for (const via of [conn, db, db]) {
      try {
        if (!(await markMailSent(via, row, clock()))) {
          log.error(
            { outboxId: row.id, attempts: row.attempts },
            'mail sent after its claim passed to another worker: it may arrive twice',
          );
        }
        return;
      } catch (err) {
        log.error({ outboxId: row.id, err }, 'could not record a sent mail; trying again');
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    }
  }

  async function deliverDue(): Promise<number> {
    let handled = 0;
    // A backlog could keep a stopping instance sending past its shutdown grace, and a
    // process ended mid-send makes another instance send that mail again after the lease.
    while (!stopping && (await deliverNext())) handled += 1;
    return handled;
  }

  function runOnce(): Promise<number> {
    // One pass at a time: the timer never overlaps a pass started by hand.
    running ??= deliverDue().finally(() => {
      running = null;
    });
    return running;
  }

  function schedule() {
    if (stopped) return;
    timer = setTimeout(() => {
      runOnce()
        .catch((err) => log.error({ err }, 'mail outbox pass failed'))
        .finally(schedule);
    }, policy.pollMs);
    timer.unref();
  }

  return {
    start() {
      if (!stopped) return;
      stopped = false;
      stopping = false;
      schedule();
    },
    async stop() {
      stopped = true;
      stopping = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await running?.catch(() => undefined);
      stopping = false;
    },
    runOnce,
  };
}
