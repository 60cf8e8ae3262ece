import { sql } from 'kysely';
import { engineOf } from './engine';
import type { Db } from './schema';

/*
 * One holder at a time across every API instance on one PostgreSQL: a session-level advisory
 * lock, taken on a connection reserved for as long as the work runs. The work may use that
 * connection (its argument: a statement that must not wait for the pool, e.g. the outbox's
 * "sent" right after the SMTP server's answer) or the pool as usual. When the process dies the connection drops and PostgreSQL releases the lock,
 * so a killed instance never leaves a lease behind. On the embedded SQLite file there is one
 * process, so the work simply runs.
 */

export type LockOutcome<T> = { ran: true; value: T } | { ran: false };

/** The lock's key: one 64-bit number per name, the same on every instance. */
const keyOf = (name: string) => sql`hashtextextended(${`villa-portal:${name}`}, 0)`;

/** The work done under a lock; `conn` is the connection holding it (the database on SQLite). */
export type LockedWork<T> = (conn: Db) => Promise<T>;

/** Waits for the lock (start-up: migrations and seeding), then runs `work` holding it. */
export async function withAdvisoryLock<T>(db: Db, name: string, work: LockedWork<T>) {
  const outcome = await lockAnd(db, name, work, true);
  if (!outcome.ran) throw new Error(`advisory lock ${name} was not granted`);
  return outcome.value;
}

/**
 * Runs `work` only if no other instance holds the lock right now (a scheduled job: the
 * instance that is already on it does this round's work, the others skip the round).
 */
export function ifAdvisoryLockFree<T>(
  db: Db,
  name: string,
  work: LockedWork<T>,
): Promise<LockOutcome<T>> {
  return lockAnd(db, name, work, false);
}

async function lockAnd<T>(
  db: Db,
  name: string,
  work: LockedWork<T>,
  wait: boolean,
): Promise<LockOutcome<T>> {
  if (engineOf(db) !== 'postgres') return { ran: true, value: await work(db) };
  return db.connection().execute(async (conn) => {
    if (wait) {
      await sql`select pg_advisory_lock(${keyOf(name)})`.execute(conn);
    } else {
      const { rows } = await sql<{
        granted: boolean;
      }>`select pg_try_advisory_lock(${keyOf(name)}) as granted`.execute(conn);
      if (!rows[0]?.granted) return { ran: false } as const;
    }
    try {
      return { ran: true, value: await work(conn) } as const;
    } finally {
      // It fails only when the connection broke, and the session's locks went with it; the
      // work's own outcome (done, or its error) is what the caller must hear.
      await sql`select pg_advisory_unlock(${keyOf(name)})`.execute(conn).catch(() => undefined);
    }
  });
}
