import type { FastifyBaseLogger } from 'fastify';
import { ifAdvisoryLockFree } from '../db/advisoryLock';
import type { Db } from '../db/schema';
import { lapseHolds } from '../property/bookings';
import { signals } from '../ops/signals';
import { toTimestamp, type Clock } from '../time';
import { sendDueReminders } from './reminders';
import { bookingDb } from './tables';

/*
 * The deadline job, every minute. Reserve holds lapse 24 hours after they were made, and
 * bookings waiting for their deposit (PAYPENDING) 24 hours after they became so. The
 * availability rules already ignore a stay past its deadline, and the stay writer lapses those
 * that stand in the way of a new stay; this job lapses every one (the stay writer's lapseHolds,
 * the state machine's LAPSE: CANCELLED, HOLD_LAPSED or DEPOSIT_LAPSED), so the agent's booking
 * shows it and the database constraint no longer counts its nights. It also closes card
 * payment attempts left open, and sends the reminders owed now (reminders.ts).
 * Every API instance runs the job; a round runs on one of them at a time (an advisory lock:
 * the others skip it), each update re-checks its rows, so a stay lapses exactly once, and a
 * reminder is sent once by its unique key (booking_reminders) whatever runs it.
 */

export const HOLD_LAPSE_INTERVAL_MS = 60_000;

/** Open card payment attempts past their expiry become EXPIRED. */
export async function expireOpenPaymentAttempts(db: Db, nowMs: number): Promise<number> {
  const now = toTimestamp(nowMs);
  const result = await bookingDb(db)
    .updateTable('payment_attempts')
    .set({ state: 'EXPIRED', settled_at: now })
    .where('state', '=', 'OPEN')
    .where('expires_at', '<=', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export interface HoldLapseJob {
  start(): void;
  stop(): Promise<void>;
  runOnce(): Promise<number>;
}

export function createHoldLapseJob(deps: {
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  /** The portal's address, for the links in reminders. */
  publicUrl: string;
  intervalMs?: number;
}): HoldLapseJob {
  const { db, clock, log } = deps;
  const intervalMs = deps.intervalMs ?? HOLD_LAPSE_INTERVAL_MS;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<number> | null = null;

  async function runOnce(): Promise<number> {
    const round = await ifAdvisoryLockFree(db, 'job:hold-lapse', async () => {
      const now = clock();
      const lapsed = await lapseHolds(db, now, { all: true });
      await expireOpenPaymentAttempts(db, now);
      const reminded = await sendDueReminders(db, now, deps.publicUrl);
      signals.remindersSent(reminded);
      if (reminded > 0) log.info({ reminded }, 'booking reminders queued');
      return lapsed;
    });
    const lapsed = round.ran ? round.value : 0;
    signals.holdsLapsed(lapsed);
    if (lapsed > 0) log.info({ lapsed }, 'holds and unpaid bookings lapsed');
    return lapsed;
  }

  const tick = () => {
    if (running) return;
    running = runOnce()
      .catch((err: unknown) => {
        log.error({ err }, 'hold lapse job failed');
        return 0;
      })
      .finally(() => {
        running = null;
      });
  };

  return {
    start() {
      if (timer) return;
      tick();
      timer = setInterval(tick, intervalMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await running;
    },
    runOnce,
  };
}
