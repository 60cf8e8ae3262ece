import { sql } from 'kysely';
import { engineOf } from './engine';
import type { Db } from './schema';

/*
 * One holder at a time across every API instance on one PostgreSQL: a session-level advisory
 * lock, taken on a connection reserved for as long as the work runs. The work itself uses the
 * pool as usual. When the process dies the connection drops and PostgreSQL releases the lock,
 * so a killed instance never leaves a lease behind. On the embedded SQLite file there is one
 * process, so the work simply runs.
 */

export type LockOutcome<T> = { ran: true; value: T } | { ran: false };

/** The lock's key: one 64-bit number per name, the same on every instance. */
const keyOf = (name: string) => sql`hashtextextended(${`villa-portal:${name}`}, 0)`;

/** Waits for the lock (start-up: migrations and seeding), then runs `work` holding it. */
export async function withAdvisoryLock<T>(db: Db, name: string, work: () => Promise<T>) {
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
  work: () => Promise<T>,
): Promise<LockOutcome<T>> {
  return lockAnd(db, name, work, false);
}

async function lockAnd<T>(
  db: Db,
  name: string,
  work: () => Promise<T>,
  wait: boolean,
): Promise<LockOutcome<T>> {
  if (engineOf(db) !== 'postgres') return { ran: true, value: await work() };
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
      return { ran: true, value: await work() } as const;
    } finally {
      await sql`select pg_advisory_unlock(${keyOf(name)})`.execute(conn);
    }
  });
}
