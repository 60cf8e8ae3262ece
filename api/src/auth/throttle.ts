import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../db/schema';
import { fromTimestamp, toTimestamp } from '../time';

/*
 * Log-in throttling, kept in the database (table login_throttle) so it holds across restarts
 * and across API instances. Decision (issue 49, docs/adr/0021-lock-out-lifted-by-a-mailed-code.md;
 * it replaced issue 12's three counters, which a stranger could use to shut agents out: four
 * addresses locked any account, and 30 failures from an office's shared address locked
 * everyone behind it):
 *
 *   - one account, from every address ("account"): the 5th attempt within 15 minutes locks the
 *     account for 15 minutes. A lock is not a wall: the right password together with the
 *     one-time code mailed to the account's own address (auth/loginCodes.ts) logs in and lifts
 *     it. Without the code, every attempt is refused before any password check, so the lock
 *     still ends guessing; the code is mailed to the account, so only its owner can lift it.
 *   - one address, whatever the accounts ("ip"): 30 attempts within 15 minutes put the address
 *     under the same rule for 15 minutes: from it, logging in needs the mailed code, for every
 *     account. Nobody behind a shared address is shut out by what others there typed; the
 *     address just cannot guess any more.
 *   - the code step of one account from one address ("code"): 5 tries (a wrong code, or the
 *     right code with a wrong password) within 15 minutes, then 429 for that account from that
 *     address until the window ends. Keyed by the address as well, so no stranger elsewhere can
 *     use it to stop the owner; the code's 40 bits do the rest.
 *   - code mails caused from one locked address ("code-mail"): at most 20 within 15 minutes,
 *     so an address cannot make the portal mail every agent it knows of (each account also
 *     has at most one live code: auth/loginCodes.ts).
 *   - a session's current-password check (change-password, "password-check"): 5 wrong within
 *     15 minutes, then 429 for 15 minutes. Its own counter, so a stranger's failed log-ins never
 *     stop a logged-in agent changing the password, which is what they should do then.
 *
 * Accounts are keyed by the sha256 of the e-mail as typed (trimmed, lower case), not by user:
 * an unknown address locks exactly like a real one, so the answers (status, message, timing)
 * never tell which addresses have accounts; and no typed address is stored in clear.
 *
 * Each attempt is reserved BEFORE the password is checked, by one atomic upsert per counter
 * that returns the new count: parallel attempts each get their own number, and only those
 * numbered within the limit reach the password check. So 60 simultaneous guesses cost at most
 * 5 checks, and the right password arriving among them after the 5th is refused while locked
 * (with the code step offered). The attempt that reaches a limit sets the lock at once; if its
 * password is right the lock is lifted again (a success clears its account's counters and
 * gives its address its attempt back).
 */

export interface LoginLimits {
  /** Attempts on one account from all addresses within the window that lock the account. */
  accountAttempts: number;
  accountWindowMs: number;
  accountLockMs: number;
  /** Attempts from one address within the window, whatever the accounts, that lock the address. */
  ipAttempts: number;
  ipWindowMs: number;
  /** Tries of the code step on one account from one address within the account's window. */
  codeAttempts: number;
  /** Code mails that attempts from one address may cause within the address's window. */
  codeMailsPerAddress: number;
}

export const DEFAULT_LOGIN_LIMITS: LoginLimits = {
  accountAttempts: 5,
  accountWindowMs: 15 * 60_000,
  accountLockMs: 15 * 60_000,
  ipAttempts: 30,
  ipWindowMs: 15 * 60_000,
  codeAttempts: 5,
  codeMailsPerAddress: 20,
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
    account: { key: `account:${account}`, account, limit: limits.accountAttempts, ...lock },
    ip: {
      key: `ip:${ip}`,
      account: null,
      limit: limits.ipAttempts,
      windowMs: limits.ipWindowMs,
      lockMs: limits.ipWindowMs,
    },
    code: { key: `code:${account}:${ip}`, account, limit: limits.codeAttempts, ...lock },
    codeMail: {
      key: `code-mail:${ip}`,
      account: null,
      limit: limits.codeMailsPerAddress,
      windowMs: limits.ipWindowMs,
      lockMs: limits.ipWindowMs,
    },
    passwordCheck: {
      key: `password-check:${account}`,
      account,
      limit: limits.accountAttempts,
      ...lock,
    },
  } satisfies Record<string, Counter>;
}

export type LoginCounters = ReturnType<typeof countersOf>;

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
  const waitMs = row.locked_until ? Math.max(0, fromTimestamp(row.locked_until) - now) : 0;
  return { attempts: Number(row.attempts), waitMs };
}

/** Gives a counter back the attempt it reserved (an attempt that turned out not to count). */
async function giveBack(db: Db, counter: Counter) {
  await db
    .updateTable('login_throttle')
    .set({
      attempts: sql<number>`attempts - 1`,
      locked_until: sql<
        string | null
      >`case when attempts - 1 < ${counter.limit} then null else locked_until end`,
    })
    .where('key', '=', counter.key)
    .where('attempts', '>', 0)
    .execute();
}

/** What holds a log-in back: the account's own failures, or its address's across accounts. */
export type LockCause = 'account' | 'address';

export type LoginAttempt =
  | {
      /** Locked: no password is checked; only the code step (auth/loginCodes.ts) can go on. */
      kind: 'locked';
      cause: LockCause;
      waitMs: number;
      counters: LoginCounters;
    }
  | {
      kind: 'granted';
      /** When this attempt fails, the lock it set (its cause and wait); null otherwise. */
      lockIfFailed: { cause: LockCause; waitMs: number } | null;
      counters: LoginCounters;
    };

/**
 * Reserves a log-in attempt before any password is checked: the account first, then the
 * address. An attempt refused by the account's lock adds nothing to the address's count (an
 * agent retrying while locked does not push an office's address towards its limit), and one
 * refused by the address's lock gives the account its attempt back (it guessed nothing).
 */
export async function reserveLoginAttempt(
  db: Db,
  opts: { email: string; ip: string; now: number; limits: LoginLimits },
): Promise<LoginAttempt> {
  await forgetOldAttempts(db, opts.now, opts.limits);
  const counters = countersOf(opts.email, opts.ip, opts.limits);
  const account = await reserve(db, counters.account, opts.now);
  if (account.attempts > counters.account.limit) {
    return { kind: 'locked', cause: 'account', waitMs: account.waitMs, counters };
  }
  const ip = await reserve(db, counters.ip, opts.now);
  if (ip.attempts > counters.ip.limit) {
    await giveBack(db, counters.account);
    return { kind: 'locked', cause: 'address', waitMs: ip.waitMs, counters };
  }
  let lockIfFailed: { cause: LockCause; waitMs: number } | null = null;
  if (account.attempts === counters.account.limit) {
    lockIfFailed = { cause: 'account', waitMs: account.waitMs };
  }
  if (ip.attempts === counters.ip.limit && ip.waitMs > (lockIfFailed?.waitMs ?? 0)) {
    lockIfFailed = { cause: 'address', waitMs: ip.waitMs };
  }
  return { kind: 'granted', lockIfFailed, counters };
}

/** Reserves one try of the code step (a locked log-in that carries a code); see the top. */
export async function reserveCodeTry(
  db: Db,
  counters: LoginCounters,
  now: number,
): Promise<{ kind: 'refused'; waitMs: number } | { kind: 'granted' }> {
  const { attempts, waitMs } = await reserve(db, counters.code, now);
  return attempts > counters.code.limit ? { kind: 'refused', waitMs } : { kind: 'granted' };
}

/** Reserves one code mail caused from this address; false once its share is used up. */
export async function reserveCodeMail(db: Db, counters: LoginCounters, now: number) {
  const { attempts } = await reserve(db, counters.codeMail, now);
  return attempts <= counters.codeMail.limit;
}

/**
 * After a successful log-in (with or without the code): the account's counters start again
 * (the lock is lifted), and the address gets its attempt back, since only failures should use
 * up its cap. An address's own lock stays: others behind it still need their codes.
 */
export async function loginSucceeded(db: Db, counters: LoginCounters) {
  await db
    .deleteFrom('login_throttle')
    .where('key', 'in', [counters.account.key, counters.code.key])
    .execute();
  await giveBack(db, counters.ip);
}

/**
 * Reserves a check of a logged-in user's current password (change-password), before the
 * check: refused with the wait once 5 were wrong within the window. `lockMsIfFailed` is the
 * lock a failure of this check sets (the 5th), else 0.
 */
export async function reservePasswordCheck(
  db: Db,
  opts: { email: string; now: number; limits: LoginLimits },
): Promise<{ kind: 'refused'; waitMs: number } | { kind: 'granted'; lockMsIfFailed: number }> {
  const counter = countersOf(opts.email, '', opts.limits).passwordCheck;
  const { attempts, waitMs } = await reserve(db, counter, opts.now);
  if (attempts > counter.limit) return { kind: 'refused', waitMs };
  return { kind: 'granted', lockMsIfFailed: attempts === counter.limit ? waitMs : 0 };
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

const inMinutes = (ms: number) => {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
};

/** The account's lock, as an agent who mistyped five times meets it (docs/security.md). */
export function lockedMessage(ms: number) {
  return `Too many failed log in attempts. For your security, logging in has been blocked - please try again in ${inMinutes(ms)}.`;
}

/** The address's lock: for someone behind it who may not have failed at all. */
export function addressLockedMessage(ms: number) {
  return `Too many failed log in attempts have come from your network. For your security, logging in from it needs a log-in code for the next ${inMinutes(ms)}.`;
}

/** Beside either lock message: how to log in now. */
export const LOGIN_CODE_MAILED =
  "To log in now, enter your password and the log-in code we have e-mailed to the account's address.";

/** The code step's own limit (5 tries from one address). */
export function codeTriesMessage(ms: number) {
  return `Too many wrong log-in codes. For your security, please try again in ${inMinutes(ms)}.`;
}

/** A code that is not the account's live one (wrong, used or expired): 422 at the field. */
export const LOGIN_CODE_WRONG =
  'This log-in code is not right, or it has expired. Please enter the code from the latest e-mail we have sent.';
