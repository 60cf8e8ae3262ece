import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../db/schema';
import { fromTimestamp, toTimestamp } from '../time';

/*
 * Log-in throttling, kept in the database (table login_throttle) so it holds across restarts
 * and across API instances.
 *
 * Decision (issue 12): three counters, each a row keyed by what it limits:
 *   - one account from one address ("pair"): 5 attempts in 15 minutes lock that pair for 15
 *     minutes. This is the lock an agent who mistypes meets (docs/security.md).
 *   - one account from every address ("account"): a higher ceiling, 20 in 15 minutes, against
 *     guessing spread over many addresses. A stranger can no longer lock an agent out by
 *     typing wrong passwords: from one address they only lock their own pair, and a pair that
 *     is locked adds nothing to the account's count, so shutting the agent out needs 4 or more
 *     addresses (each also under the per-address cap).
 *   - one address, whatever the accounts ("ip"): 30 in 15 minutes.
 * Accounts are keyed by the sha256 of the e-mail as typed (trimmed, lower case), not by user:
 * an unknown address locks exactly like a real one, so the answers (status, message, timing)
 * never tell which addresses have accounts; and no typed address is stored in clear.
 *
 * Each attempt is reserved BEFORE the password is checked, by one atomic upsert per counter
 * that returns the new count: parallel attempts each get their own number, and only those
 * numbered within the limit reach the password check. So 60 simultaneous guesses cost at most
 * 5 checks, and the right password arriving among them after the 5th is refused while locked.
 * The attempt that reaches a limit sets the lock at once; if its password is right the lock
 * is lifted again (a success clears its account's counters and gives its address its attempt
 * back).
 */

export interface LoginLimits {
  /** Attempts on one account from one address within the window that lock that pair. */
  pairAttempts: number;
  /** Attempts on one account from all addresses within the window that lock the account. */
  accountAttempts: number;
  accountWindowMs: number;
  accountLockMs: number;
  /** Attempts from one address within the window, whatever the accounts. */
  ipAttempts: number;
  ipWindowMs: number;
}

export const DEFAULT_LOGIN_LIMITS: LoginLimits = {
  pairAttempts: 5,
  accountAttempts: 20,
  accountWindowMs: 15 * 60_000,
  accountLockMs: 15 * 60_000,
  ipAttempts: 30,
  ipWindowMs: 15 * 60_000,
};

interface Counter {
  key: string;
  /** The account (e-mail hash) the row belongs to, so a password change can lift its locks. */
  account: string | null;
  limit: number;
  windowMs: number;
  lockMs: number;
}

/** The key of an account in login_throttle: sha256 of the e-mail as the log-in form sends it. */
export const accountKeyOf = (email: string) =>
  createHash('sha256').update(email.trim().toLowerCase()).digest('hex');

function countersOf(email: string, ip: string, limits: LoginLimits) {
  const account = accountKeyOf(email);
  const lock = { windowMs: limits.accountWindowMs, lockMs: limits.accountLockMs };
  return {
    ip: {
      key: `ip:${ip}`,
      account: null,
      limit: limits.ipAttempts,
      windowMs: limits.ipWindowMs,
      lockMs: limits.ipWindowMs,
    },
    pair: { key: `pair:${account}:${ip}`, account, limit: limits.pairAttempts, ...lock },
    account: { key: `account:${account}`, account, limit: limits.accountAttempts, ...lock },
  } satisfies Record<string, Counter>;
}

/**
 * Counts one attempt in one statement and returns the count it got. A running lock keeps its
 * end (more attempts do not extend it); a lock that is over, or a window that has passed,
 * starts the count again at 1.
 */
async function reserve(db: Db, counter: Counter, now: number) {
  const nowText = toTimestamp(now);
  const windowStart = toTimestamp(now - counter.windowMs);
  const lockUntil = toTimestamp(now + counter.lockMs);
  const lockedNow = sql`(login_throttle.locked_until is not null and login_throttle.locked_until > ${nowText})`;
  const restart = sql`(not ${lockedNow} and (login_throttle.locked_until is not null or login_throttle.window_started_at <= ${windowStart}))`;
  const next = sql`(case when ${restart} then 1 else login_throttle.attempts + 1 end)`;
  const { rows } = await sql<{ attempts: number; locked_until: string | null }>`
    insert into login_throttle (key, account, attempts, window_started_at, locked_until)
    values (${counter.key}, ${counter.account}, 1, ${nowText}, ${counter.limit <= 1 ? lockUntil : null})
    on conflict (key) do update set
      attempts = ${next},
      window_started_at = case when ${restart} then ${nowText} else login_throttle.window_started_at end,
      locked_until = case
        when ${lockedNow} then login_throttle.locked_until
        when ${next} >= ${counter.limit} then ${lockUntil}
        else null
      end
    returning attempts, locked_until`.execute(db);
  const row = rows[0];
  return { attempts: Number(row.attempts), lockedUntil: row.locked_until };
}

export type LoginAttempt =
  | { kind: 'refused'; waitMs: number }
  | {
      kind: 'granted';
      /** When this attempt fails, the lock it set: answer 429 with this wait; 0 otherwise. */
      lockMsIfFailed: number;
      counters: ReturnType<typeof countersOf>;
    };

/**
 * Reserves a log-in attempt before any password is checked: the address first, then the
 * account from this address, then the account. It stops at the first counter that refuses, so
 * a refused attempt never adds to the counters after it (a locked pair cannot push the
 * account towards its ceiling).
 */
export async function reserveLoginAttempt(
  db: Db,
  opts: { email: string; ip: string; now: number; limits: LoginLimits },
): Promise<LoginAttempt> {
  await forgetOldAttempts(db, opts.now, opts.limits);
  const counters = countersOf(opts.email, opts.ip, opts.limits);
  let lockMsIfFailed = 0;
  for (const counter of [counters.ip, counters.pair, counters.account]) {
    const { attempts, lockedUntil } = await reserve(db, counter, opts.now);
    const lockMs = lockedUntil ? Math.max(0, fromTimestamp(lockedUntil) - opts.now) : 0;
    if (attempts > counter.limit) return { kind: 'refused', waitMs: lockMs };
    if (attempts === counter.limit) lockMsIfFailed = Math.max(lockMsIfFailed, lockMs);
  }
  return { kind: 'granted', lockMsIfFailed, counters };
}

/**
 * After a successful log-in: the account's counters start again (from this address and from
 * all), and the address gets its attempt back, since only failures should use up its cap.
 */
export async function loginSucceeded(db: Db, attempt: Extract<LoginAttempt, { kind: 'granted' }>) {
  const { ip, pair, account } = attempt.counters;
  await db.deleteFrom('login_throttle').where('key', 'in', [pair.key, account.key]).execute();
  await db
    .updateTable('login_throttle')
    .set({
      attempts: sql<number>`attempts - 1`,
      locked_until: sql<
        string | null
      >`case when attempts - 1 < ${ip.limit} then null else locked_until end`,
    })
    .where('key', '=', ip.key)
    .where('attempts', '>', 0)
    .execute();
}

/** Lifts every lock of an account (its password was just set), whatever the addresses. */
export async function liftAccountLocks(db: Db, email: string) {
  await db.deleteFrom('login_throttle').where('account', '=', accountKeyOf(email)).execute();
}

/** Rows whose window and lock are both over count nothing any more. */
async function forgetOldAttempts(db: Db, now: number, limits: LoginLimits) {
  const longest = Math.max(limits.accountWindowMs, limits.ipWindowMs);
  const nowText = toTimestamp(now);
  await db
    .deleteFrom('login_throttle')
    .where('window_started_at', '<=', toTimestamp(now - longest))
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', nowText)]))
    .execute();
}

export function lockedMessage(ms: number) {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  return `Too many failed log in attempts. For your security, logging in has been blocked - please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}
