import type { Database as BetterSqlite3Database, Statement } from 'better-sqlite3';
import { putBounded } from '../boundedMap';

/*
 * Kysely's SQLite driver prepares every query it runs (better-sqlite3's `prepare`), and
 * preparing costs more than running most of our queries: under bench:search's load it was a
 * fifth of the API's CPU, for the same few SQL texts (the session check, the search's
 * freshness check) on every request. The queries are built with parameters, so their text
 * repeats: this keeps the prepared statement of each text and hands it out again.
 *
 * Safe to share: the driver runs one query at a time on its one connection (a mutex, also
 * across a stream's iteration), and SQLite re-prepares a statement itself when the schema
 * changed under it. Bounded, least recently used dropped first, since texts with lists of
 * varying length (`in (?, ?, ...)`) are each a new text.
 */

/** Distinct SQL texts kept prepared; the app's whole set of queries is a few hundred. */
export const STATEMENTS_KEPT = 1000;

export function withStatementCache(
  sqlite: BetterSqlite3Database,
  kept = STATEMENTS_KEPT,
): { prepare(sql: string): Statement; close(): void } {
  /** SQL text -> statement; a Map iterates oldest first, so it is also the LRU order. */
  const statements = new Map<string, Statement>();
  return {
    prepare(sql: string) {
      const statement = statements.get(sql) ?? sqlite.prepare(sql);
      statements.delete(sql);
      putBounded(statements, sql, statement, kept);
      return statement;
    },
    close() {
      statements.clear();
      sqlite.close();
    },
  };
}
