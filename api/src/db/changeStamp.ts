import type { Database as BetterSqlite3Database, Statement } from 'better-sqlite3';
import { sql, type Kysely, type SqliteDatabase } from 'kysely';

/*
 * "Has anything in the database changed since I last looked?", answered cheaply. What is read
 * before every request (the caller's session, the search catalog's revisions) can then be kept
 * in memory and read again only after a change, not on every call.
 *
 * SQLite can tell without a query: `PRAGMA data_version` moves when another connection (the
 * CLI, another process) commits, and this process's own writes all pass through the one
 * connection's statements, whose `readonly` flag says whether they may write. The stamp moves
 * on either. data_version is read at most once per caller's moment, as the snapshot below is.
 *
 * PostgreSQL is written to by other instances, so it takes a round trip, but one that reads no
 * table and is shared: the stamp is the current snapshot (txid_current_snapshot: xmin, xmax
 * and the transactions in progress). Every commit changes it: the committed transaction either
 * leaves the in-progress list or, being newer than xmax, moves xmax past itself. A caller never
 * gets the answer to a query sent before it asked, which could miss a commit it already knows
 * of (a booking another instance confirmed to the same browser); it shares the last query sent
 * after it asked, or else the next one. A request asks when it arrives, so its second read of
 * the stamp (the session's, then the search's) reuses the first.
 *
 * Both move a little too often (a write that fails or is rolled back, another database of the
 * same PostgreSQL server), never too rarely. A reader takes the stamp before it reads and keeps
 * what it read with that stamp; it is current while changeStampOf(db) answers the same.
 */

// The app's and the seeds' Kysely instances of any schema.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export type ChangeStamp = number | string;

const stamps = new WeakMap<AnyDb, (askedAt: number) => ChangeStamp | Promise<ChangeStamp>>();

/**
 * The database's change stamp as of a moment after `askedAt` (performance.now(); by default
 * this call); null for a database no stamp was registered for (a transaction's, a test's own):
 * its readers ask every time.
 */
export async function changeStampOf(
  db: AnyDb,
  askedAt = performance.now(),
): Promise<ChangeStamp | null> {
  const read = stamps.get(db);
  return read ? read(askedAt) : null;
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
      // Another connection's commits are seen by a read of data_version made after the
      // caller asked; as on PostgreSQL, a request's second read (the session's, then the
      // search's) reuses its first.
      let read = { at: -Infinity, version: seenDataVersion };
      stamps.set(db, (askedAt) => {
        if (read.at <= askedAt)
          read = { at: performance.now(), version: dataVersion.get() as number };
        if (read.version !== seenDataVersion) {
          seenDataVersion = read.version;
          stamp += 1;
        }
        return stamp;
      });
    },
  };
}

/** Registers the PostgreSQL stamp (see the top of this file) for `db`, the pool's Kysely. */
export function watchPostgresChanges(db: AnyDb): void {
  let unsent: Promise<string> | null = null;
  let sent: { at: number; stamp: Promise<string> } | null = null;
  const query = async () => {
    const { rows } = await sql<{
      snapshot: string;
    }>`select txid_current_snapshot()::text as snapshot`.execute(db);
    return rows[0].snapshot;
  };
  stamps.set(db, (askedAt) => {
    if (sent !== null && sent.at > askedAt) return sent.stamp;
    // Sent once the requests read in this turn of the event loop have all asked.
    unsent ??= new Promise<void>((resolve) => setImmediate(resolve)).then(() => {
      unsent = null;
      sent = { at: performance.now(), stamp: query() };
      return sent.stamp;
    });
    return unsent;
  });
}
