import { sql } from 'kysely';
import type { Db, User } from '../db/schema';
import { fromTimestamp, toTimestamp } from '../time';

export interface LoginLimits {
  /** Failed log-ins on one account within the window that lock it. */
  accountFailures: number;
  accountWindowMs: number;
  accountLockMs: number;
  /** Failed log-ins from one IP address within the window, whatever the accounts. */
  ipFailures: number;
  ipWindowMs: number;
}

export const DEFAULT_LOGIN_LIMITS: LoginLimits = {
  accountFailures: 5,
  accountWindowMs: 15 * 60_000,
  accountLockMs: 15 * 60_000,
  ipFailures: 30,
  ipWindowMs: 15 * 60_000,
};

/** Milliseconds the account stays locked, or 0. */
export function accountLockedFor(user: Pick<User, 'locked_until'>, now: number) {
  if (!user.locked_until) return 0;
  return Math.max(0, fromTimestamp(user.locked_until) - now);
}

/**
 * Counts a failed log-in in one statement, so parallel guesses cannot all read the same old
 * count. Returns the lock length in ms when this failure locked the account, else 0.
 */
export async function recordAccountFailure(
  db: Db,
  userId: number,
  now: number,
  limits: LoginLimits,
): Promise<number> {
  const windowStart = toTimestamp(now - limits.accountWindowMs);
  // A null failed_login_since compares as unknown, so a first failure takes the else branches.
  const row = await db
    .updateTable('users')
    .set({
      failed_login_count: sql<number>`case when failed_login_since > ${windowStart} then failed_login_count + 1 else 1 end`,
      failed_login_since: sql<string>`case when failed_login_since > ${windowStart} then failed_login_since else ${toTimestamp(now)} end`,
    })
    .where('id', '=', userId)
    .returning('failed_login_count')
    .executeTakeFirst();
  if (!row || row.failed_login_count < limits.accountFailures) return 0;
  await db
    .updateTable('users')
    .set({
      failed_login_count: 0,
      failed_login_since: null,
      locked_until: toTimestamp(now + limits.accountLockMs),
    })
    .where('id', '=', userId)
    .execute();
  return limits.accountLockMs;
}

export async function clearAccountFailures(db: Db, userId: number) {
  await db
    .updateTable('users')
    .set({ failed_login_count: 0, failed_login_since: null, locked_until: null })
    .where('id', '=', userId)
    .execute();
}

/**
 * Failed log-ins per IP address, kept in memory: it slows guessing across many accounts from
 * one place. It resets when the process restarts, which is acceptable for a cap whose purpose
 * is to slow an attack, not to record it.
 */
export class IpThrottle {
  private readonly failures = new Map<string, { count: number; since: number }>();

  constructor(private readonly limits: Pick<LoginLimits, 'ipFailures' | 'ipWindowMs'>) {}

  /** Milliseconds this address must wait, or 0. */
  blockedFor(ip: string, now: number) {
    const entry = this.failures.get(ip);
    if (!entry || now - entry.since >= this.limits.ipWindowMs) return 0;
    return entry.count >= this.limits.ipFailures ? entry.since + this.limits.ipWindowMs - now : 0;
  }

  recordFailure(ip: string, now: number) {
    if (this.failures.size > 10_000) this.prune(now);
    const entry = this.failures.get(ip);
    if (!entry || now - entry.since >= this.limits.ipWindowMs) {
      this.failures.set(ip, { count: 1, since: now });
    } else {
      entry.count += 1;
    }
  }

  private prune(now: number) {
    for (const [ip, entry] of this.failures) {
      if (now - entry.since >= this.limits.ipWindowMs) this.failures.delete(ip);
    }
  }
}

export function lockedMessage(ms: number) {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  return `Too many failed log in attempts. For your security, logging in has been blocked - please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}
