import BetterSqlite3 from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { changeStampOf, watchChanges } from './changeStamp';
import { withStatementCache } from './statementCache';

/* The stamp stands while nothing is written and moves on every write, whoever commits it. */

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'villa-stamp-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function open(file: string) {
  const sqlite = new BetterSqlite3(file);
  sqlite.pragma('journal_mode = WAL');
  const watched = watchChanges(sqlite, withStatementCache(sqlite));
  const db = new Kysely<{ t: { id: number; name: string } }>({
    dialect: new SqliteDialect({ database: watched.database }),
  });
  watched.register(db);
  return db;
}

test('reads leave the stamp where it is; each kind of write of this connection moves it', async () => {
  const db = open(path.join(dir, 'a.sqlite'));
  await sql`create table t (id integer primary key, name text)`.execute(db);
  const writes = [
    () => db.insertInto('t').values({ id: 1, name: 'a' }).execute(),
    () => db.insertInto('t').values({ id: 2, name: 'b' }).returning('id').execute(),
    () => db.updateTable('t').set({ name: 'c' }).where('id', '=', 1).execute(),
    () => db.deleteFrom('t').where('id', '=', 2).execute(),
  ];
  for (const write of writes) {
    const before = changeStampOf(db);
    await db.selectFrom('t').selectAll().execute();
    await sql`select count(*) from t`.execute(db);
    expect(changeStampOf(db)).toBe(before);
    await write();
    expect(changeStampOf(db)).not.toBe(before);
  }
  await db.destroy();
});

test("another connection's commit moves the stamp (the CLI or another process)", async () => {
  const file = path.join(dir, 'shared.sqlite');
  const db = open(file);
  await sql`create table t (id integer primary key, name text)`.execute(db);
  const before = changeStampOf(db);
  const other = new BetterSqlite3(file);
  other.prepare('insert into t (id, name) values (1, ?)').run('from elsewhere');
  expect(changeStampOf(db)).not.toBe(before);
  const after = changeStampOf(db);
  expect(changeStampOf(db)).toBe(after);
  other.close();
  await db.destroy();
});

test('a database the stamp was not registered for has none: its readers ask every time', () => {
  const db = new Kysely<{ t: { id: number } }>({
    dialect: new SqliteDialect({ database: new BetterSqlite3(':memory:') }),
  });
  expect(changeStampOf(db)).toBeNull();
});
