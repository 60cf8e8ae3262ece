import { PostgresAdapter, sql, SqliteAdapter, type CreateTableBuilder, type Kysely } from 'kysely';

/*
 * The dialect seam: the only place that knows which engine is underneath. Migrations and
 * queries elsewhere stay portable and call these helpers where the engines differ.
 */

export type Engine = 'sqlite' | 'postgres';

// Migrations receive a bare Kysely instance of any schema.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function engineOf(db: Kysely<any>): Engine {
  const adapter = db.getExecutor().adapter;
  if (adapter instanceof PostgresAdapter) return 'postgres';
  if (adapter instanceof SqliteAdapter) return 'sqlite';
  throw new Error('Unsupported database engine');
}

/**
 * Adds an auto-numbered integer primary key `id`: an identity column on PostgreSQL,
 * AUTOINCREMENT on SQLite (so ids of deleted rows are never handed out again, which matters
 * for ids that appear in links such as password resets).
 */
export function withId<TB extends string, C extends string>(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  db: Kysely<any>,
  table: CreateTableBuilder<TB, C>,
): CreateTableBuilder<TB, C | 'id'> {
  return engineOf(db) === 'postgres'
    ? table.addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
    : table.addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement());
}

/** A PostgreSQL deadlock (40P01) or serialisation failure (40001): worth one more try. */
export function isRetryableConflict(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '40P01' || code === '40001';
}

/**
 * A unique constraint refused the write (PostgreSQL 23505, SQLite "UNIQUE constraint failed").
 * `where` narrows it to one constraint: its PostgreSQL name or the SQLite "table.column" text.
 */
export function isUniqueViolation(
  error: unknown,
  where?: { constraint: string; columns: string },
): boolean {
  const e = error as { code?: unknown; constraint?: unknown; message?: unknown } | null;
  if (e?.code === '23505') return !where || e.constraint === where.constraint;
  return (
    typeof e?.message === 'string' &&
    e.message.includes('UNIQUE constraint failed') &&
    (!where || e.message.includes(where.columns))
  );
}

/**
 * Runs `work` in one transaction and runs it again, from the start, when the engine reports a
 * conflict that a second try resolves: a deadlock or serialisation failure, or what `alsoRetry`
 * names (e.g. a generated key that collided). Other errors, and the last try's, are thrown.
 * Every transaction that locks rows goes through here, so a conflict never reaches a user as a 500.
 */
export async function transactionRetrying<DB, T>(
  db: Kysely<DB>,
  work: (trx: Kysely<DB>) => Promise<T>,
  options: { attempts?: number; alsoRetry?: (error: unknown) => boolean } = {},
): Promise<T> {
  const attempts = options.attempts ?? 6;
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction().execute(work);
    } catch (error) {
      const retry = isRetryableConflict(error) || (options.alsoRetry?.(error) ?? false);
      if (attempt >= attempts || !retry) throw error;
      // Writers that deadlocked once and start again together tend to deadlock again: a short
      // random pause, growing with each try, lets one of them finish first.
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 15 * attempt));
    }
  }
}

/**
 * Holds one row until the transaction ends, so two writers that read it and decide queue
 * instead of deciding on the same state: SELECT ... FOR UPDATE on PostgreSQL. SQLite needs
 * nothing: the server keeps one connection and its transactions run one after the other.
 */
export async function lockRowForUpdate<DB>(trx: Kysely<DB>, table: string, id: number) {
  if (engineOf(trx) !== 'postgres') return;
  await sql`select id from ${sql.table(table)} where id = ${id} for update`.execute(trx);
}
