import type { FastifyBaseLogger } from 'fastify';
import type { Db, OutboxRow } from '../db/schema';
import type { Clock } from '../time';
import { claimNextMail, markMailFailed, markMailSent } from './outbox';
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

/** last_error of a message whose link was used or expired before it could be sent. */
export const NOT_WORTH_SENDING = 'not sent: its link was used or expired before delivery';

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

  async function deliverDue(): Promise<number> {
    let handled = 0;
    for (;;) {
      // A backlog could keep a stopping instance sending past its shutdown grace, and a
      // process ended mid-send makes another instance send that mail again after the lease.
      if (stopping) return handled;
      const row = await claimNextMail(db, clock(), policy.leaseMs);
      if (!row) return handled;
      handled += 1;
      if (row.attempts > policy.maxAttempts) {
        // Its last attempt was cut short by a crash; we cannot tell whether it went out.
        await markMailFailed(
          db,
          row.id,
          row.last_error ?? 'gave up after the last attempt was interrupted',
          null,
        );
        continue;
      }
      try {
        const ready = deps.prepare ? await deps.prepare(row) : row;
        if (!ready) {
          await markMailFailed(db, row.id, NOT_WORTH_SENDING, null);
          continue;
        }
        await sender.send(ready);
        await markMailSent(db, row.id, clock());
      } catch (err) {
        const message = err instanceof Error ? err.message : String(err);
        const giveUp = isPermanent(err) || row.attempts >= policy.maxAttempts;
        await markMailFailed(
          db,
          row.id,
          message,
          giveUp ? null : clock() + retryDelay(row.attempts, policy),
        );
        log.warn(
          { outboxId: row.id, attempts: row.attempts, giveUp, err: message },
          'mail delivery failed',
        );
      }
    }
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
