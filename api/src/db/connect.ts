import { mkdirSync } from 'node:fs';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, type Dialect } from 'kysely';
import { Pool, types as pgTypes } from 'pg';
import type { Database, Db } from './schema';
import type { Engine } from './engine';
import { withStatementCache } from './statementCache';
import { watchChanges, watchPostgresChanges } from './changeStamp';

export interface DatabaseHandle {
  db: Db;
  engine: Engine;
  /** Where the data lives, for logs; never contains a password. */
  location: string;
  /** PostgreSQL's connection pool, for the metrics (its counts only); none on SQLite. */
  pool?: Pick<Pool, 'totalCount' | 'idleCount' | 'waitingCount'>;
  close(): Promise<void>;
}

export interface DatabaseTarget {
  databaseUrl: string | null;
  sqliteFile: string;
}

/** PostgreSQL would otherwise turn DATE into a JS Date and bigint (count(*)) into a string. */
const PG_DATE_OID = 1082;
const PG_INT8_OID = 20;
const pgTypeParsers = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
    if (oid === PG_DATE_OID) return (value: string) => value;
    if (oid === PG_INT8_OID) return (value: string) => Number(value);
    return format === 'binary'
      ? pgTypes.getTypeParser(oid, 'binary')
      : pgTypes.getTypeParser(oid, 'text');
  }) as typeof pgTypes.getTypeParser,
};

/** What may wrap the dialect a database opens with (the SQL spans of ops/tracing.ts). */
export type DialectWrapper = (dialect: Dialect, engine: Engine) => Dialect;

export function openDatabase(
  target: DatabaseTarget,
  wrap: DialectWrapper = (dialect) => dialect,
): DatabaseHandle {
  if (target.databaseUrl) {
    const pool = new Pool({ connectionString: target.databaseUrl, max: 10, types: pgTypeParsers });
    // An idle connection the server ended (a restart, an administrator's terminate, a database
    // dropped while the pool was closing) is discarded by the pool and the next query opens a
    // new one; without a listener its 'error' event would end the whole process.
    pool.on('error', () => {});
    // The same for a connection that is checked out but between queries (a job holding its
    // advisory lock while it works): the pool no longer listens to it, so each connection gets
    // its own listener. Its next query then fails as an ordinary error the caller handles.
    pool.on('connect', (client) => client.on('error', () => {}));
    const db = new Kysely<Database>({ dialect: wrap(new PostgresDialect({ pool }), 'postgres') });
    watchPostgresChanges(db);
    const url = new URL(target.databaseUrl);
    return {
      db,
      engine: 'postgres',
      location: `postgres://${url.host}${url.pathname}`,
      pool,
      close: () => db.destroy(),
    };
  }

  if (target.sqliteFile !== ':memory:') {
    mkdirSync(path.dirname(target.sqliteFile), { recursive: true });
  }
  const sqlite = new BetterSqlite3(target.sqliteFile);
  // WAL lets the CLI write while the server runs; busy_timeout waits instead of failing.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('foreign_keys = ON');
  const watched = watchChanges(sqlite, withStatementCache(sqlite));
  const db = new Kysely<Database>({
    dialect: wrap(new SqliteDialect({ database: watched.database }), 'sqlite'),
  });
  watched.register(db);
  return { db, engine: 'sqlite', location: target.sqliteFile, close: () => db.destroy() };
}
