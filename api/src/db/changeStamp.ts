import type { Database as BetterSqlite3Database, Statement } from 'better-sqlite3';
import type { Kysely, SqliteDatabase } from 'kysely';

/*
 * "Has anything in the database changed since I last looked?", answered without a query where
 * the engine can tell cheaply. What is read before every request (the caller's session, the
 * search catalog's revisions) can then be kept in memory and read again only after a change,
 * not on every call.
 *
 * SQLite can tell: `PRAGMA data_version` moves when another connection (the CLI, another
 * process) commits, and this process's own writes all pass through the one connection's
 * statements, whose `readonly` flag says whether they may write. The stamp moves on either.
 * It moves a little too often (a write that fails or is rolled back still counts), never too
 * rarely. PostgreSQL cannot tell without a round trip (other instances write to it), so its
 * stamp is null: the callers ask the database every time, as they would without it.
 *
 * A reader takes the stamp before it reads and keeps what it read with that stamp; it is
 * current while changeStampOf(db) returns the same number.
 */

// The app's and the seeds' Kysely instances of any schema.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

const stamps = new WeakMap<AnyDb, () => number>();

/** The database's change stamp now; null when the engine cannot tell (PostgreSQL). */
export function changeStampOf(db: AnyDb): number | null {
  return stamps.get(db)?.() ?? null;
}

/** Where SQLite statements come from: the raw connection or the statement cache over it. */
interface StatementSource {
  prepare(sql: string): Statement;
  close(): void;
}

/**
 * Wraps the statements Kysely runs on `sqlite` so that every one that may write moves the
 * stamp. Kysely prepares a query right before it runs it, so a prepare is a run. `register`
 * then ties the stamp to the Kysely instance built on the returned database.
 */
export function watchChanges(
  sqlite: BetterSqlite3Database,
  statements: StatementSource,
): { database: SqliteDatabase; register(db: AnyDb): void } {
  const dataVersion = sqlite.prepare('pragma data_version').pluck();
  let seenDataVersion = dataVersion.get() as number;
  let stamp = 0;
  return {
    database: {
      prepare(sql: string) {
        const statement = statements.prepare(sql);
        if (!statement.readonly) stamp += 1;
        return statement;
      },
      close: () => statements.close(),
    },
    register(db) {
      stamps.set(db, () => {
        const version = dataVersion.get() as number;
        if (version !== seenDataVersion) {
          seenDataVersion = version;
          stamp += 1;
        }
        return stamp;
      });
    },
  };
}
