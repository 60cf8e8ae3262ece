import { PostgresAdapter, sql, SqliteAdapter, type CreateTableBuilder, type Kysely } from 'kysely';

/*
 * The engine seam: the only module that knows which engine is underneath, how each one spells
 * what the other does differently, and how each one's driver reports a refused write. Queries
 * elsewhere stay portable and call these helpers where the engines differ; no other module
 * tests an error code or asks which engine it runs on (docs/adr/0004-engine-seam.md). The
 * property domain's engine-specific SQL is the other half of the seam (property/seam.ts).
 */

export type Engine = 'sqlite' | 'postgres';

// Migrations and seeds work on a bare Kysely instance of any schema.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export function engineOf(db: AnyDb): Engine {
  const adapter = db.getExecutor().adapter;
  if (adapter instanceof PostgresAdapter) return 'postgres';
  if (adapter instanceof SqliteAdapter) return 'sqlite';
  throw new Error('Unsupported database engine');
}

/** Which constraint a unique violation names: its PostgreSQL name, its SQLite "table.column". */
export interface UniqueConstraint {
  constraint: string;
  columns: string;
}

/** What the server needs from an engine where the two differ. */
interface EngineDialect {
  /** Adds the auto-numbered integer primary key `id`. */
  withId<TB extends string, C extends string>(
    table: CreateTableBuilder<TB, C>,
  ): CreateTableBuilder<TB, C | 'id'>;
  /** After rows were inserted with explicit ids: the next generated id follows them. */
  syncIdSequence(db: AnyDb, table: string): Promise<void>;
  /** Holds one row until the transaction ends. */
  lockRowForUpdate(trx: AnyDb, table: string, id: number): Promise<void>;
}

/** How an engine's driver reports a refused or failed write. */
interface DriverErrors {
  /** The error came from this engine's driver. */
  owns(error: DriverError): boolean;
  /** A conflict that running the transaction again resolves. */
  isRetryableConflict(error: DriverError): boolean;
  isUniqueViolation(error: DriverError, where?: UniqueConstraint): boolean;
  /** A named constraint (PostgreSQL) or a trigger that raised that name (SQLite) refused it. */
  isRefusedBy(error: DriverError, name: string): boolean;
}

interface DriverError {
  code?: unknown;
  constraint?: unknown;
  message?: unknown;
}

const postgres: EngineDialect & DriverErrors = {
  // An identity column.
  withId: (table) =>
    table.addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity()),
  async syncIdSequence(db, table) {
    await sql`select setval(pg_get_serial_sequence(${table}, 'id'), (select max(id) from ${sql.table(table)}))`.execute(
      db,
    );
  },
  async lockRowForUpdate(trx, table, id) {
    await sql`select id from ${sql.table(table)} where id = ${id} for update`.execute(trx);
  },
  // SQLSTATE: five digits or capitals.
  owns: (e) => typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code),
  // 40P01 deadlock, 40001 serialisation failure.
  isRetryableConflict: (e) => e.code === '40P01' || e.code === '40001',
  // 23505 unique_violation.
  isUniqueViolation: (e, where) =>
    e.code === '23505' && (!where || e.constraint === where.constraint),
  // 23505 unique_violation, 23P01 exclusion_violation, 23514 check_violation.
  isRefusedBy: (e, name) =>
    (e.code === '23505' || e.code === '23P01' || e.code === '23514') && e.constraint === name,
};

const sqlite: EngineDialect & DriverErrors = {
  // AUTOINCREMENT, so ids of deleted rows are never handed out again (they appear in links
  // such as password resets).
  withId: (table) => table.addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement()),
  // AUTOINCREMENT already continues after the largest id.
  syncIdSequence: async () => {},
  // Nothing to do: the server keeps one connection and its transactions run one after the other.
  lockRowForUpdate: async () => {},
  // better-sqlite3's SqliteError: SQLITE_BUSY, SQLITE_CONSTRAINT_UNIQUE, ...
  owns: (e) => typeof e.code === 'string' && e.code.startsWith('SQLITE_'),
  // One connection, transactions one after the other: nothing to retry.
  isRetryableConflict: () => false,
  isUniqueViolation: (e, where) =>
    typeof e.message === 'string' &&
    e.message.includes('UNIQUE constraint failed') &&
    (!where || e.message.includes(where.columns)),
  // A trigger's RAISE(ABORT, name) or a named CHECK constraint.
  isRefusedBy: (e, name) => typeof e.message === 'string' && e.message.includes(name),
};

const ENGINES: Record<Engine, EngineDialect & DriverErrors> = { postgres, sqlite };

/** The engine whose driver raised `error`, or null for anything else. */
function driverOf(error: unknown): (DriverErrors & { error: DriverError }) | null {
  if (!error || typeof error !== 'object') return null;
  const e = error as DriverError;
  for (const engine of Object.values(ENGINES)) if (engine.owns(e)) return { ...engine, error: e };
  return null;
}

/**
 * Adds an auto-numbered integer primary key `id`: an identity column on PostgreSQL,
 * AUTOINCREMENT on SQLite. Migrations call it, so its output must never change: a different
 * column would make a fresh database differ from a migrated one (docs/adr/0008-migrations-are-frozen.md).
 */
export function withId<TB extends string, C extends string>(
  db: AnyDb,
  table: CreateTableBuilder<TB, C>,
): CreateTableBuilder<TB, C | 'id'> {
  return ENGINES[engineOf(db)].withId(table);
}

/** Explicit ids (seeds) leave PostgreSQL's identity sequence behind; move it past them. */
export function syncIdSequence(db: AnyDb, table: string): Promise<void> {
  return ENGINES[engineOf(db)].syncIdSequence(db, table);
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
 * instead of deciding on the same state: SELECT ... FOR UPDATE on PostgreSQL.
 */
export function lockRowForUpdate<DB>(trx: Kysely<DB>, table: string, id: number): Promise<void> {
  return ENGINES[engineOf(trx)].lockRowForUpdate(trx, table, id);
}

/** A deadlock or serialisation failure: worth one more try. */
export function isRetryableConflict(error: unknown): boolean {
  const driver = driverOf(error);
  return driver ? driver.isRetryableConflict(driver.error) : false;
}

/** A unique constraint refused the write; `where` narrows it to one constraint. */
export function isUniqueViolation(error: unknown, where?: UniqueConstraint): boolean {
  const driver = driverOf(error);
  return driver ? driver.isUniqueViolation(driver.error, where) : false;
}

/**
 * The constraint or trigger called `name` refused the write: a PostgreSQL constraint of that
 * name (unique, exclusion or check), or an SQLite trigger that raised it.
 */
export function isRefusedBy(error: unknown, name: string): boolean {
  const driver = driverOf(error);
  return driver ? driver.isRefusedBy(driver.error, name) : false;
}
