import { PostgresAdapter, SqliteAdapter, type CreateTableBuilder, type Kysely } from 'kysely';

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
