import BetterSqlite3 from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import { Client, Pool } from 'pg';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createFreshPostgresDatabase } from '../../test/helpers/engines';
import { changeStampOf, watchChanges, watchPostgresChanges } from './changeStamp';
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
    const before = await changeStampOf(db);
    await db.selectFrom('t').selectAll().execute();
    await sql`select count(*) from t`.execute(db);
    expect(await changeStampOf(db)).toBe(before);
    await write();
    expect(await changeStampOf(db)).not.toBe(before);
  }
  await db.destroy();
});

test("another connection's commit moves the stamp (the CLI or another process)", async () => {
  const file = path.join(dir, 'shared.sqlite');
  const db = open(file);
  await sql`create table t (id integer primary key, name text)`.execute(db);
  const before = await changeStampOf(db);
  const other = new BetterSqlite3(file);
  other.prepare('insert into t (id, name) values (1, ?)').run('from elsewhere');
  expect(await changeStampOf(db)).not.toBe(before);
  const after = await changeStampOf(db);
  expect(await changeStampOf(db)).toBe(after);
  other.close();
  await db.destroy();
});

test("a caller shares a read of another connection's commits only if it was made after it asked", async () => {
  const file = path.join(dir, 'shared.sqlite');
  const db = open(file);
  await sql`create table t (id integer primary key, name text)`.execute(db);
  const other = new BetterSqlite3(file);
  const arrived = performance.now(); // a request arrives
  const first = await changeStampOf(db); // its session check reads
  other.prepare('insert into t (id, name) values (1, ?)').run('from elsewhere');
  // The request's second read shares the first: the commit came after both asked.
  expect(await changeStampOf(db, arrived)).toBe(first);
  // A caller asking now sees the commit, and one of this connection's writes moves it too.
  const afterCommit = await changeStampOf(db);
  expect(afterCommit).not.toBe(first);
  await db.insertInto('t').values({ id: 2, name: 'here' }).execute();
  expect(await changeStampOf(db, arrived)).not.toBe(afterCommit);
  other.close();
  await db.destroy();
});

test('a database the stamp was not registered for has none: its readers ask every time', async () => {
  const db = new Kysely<{ t: { id: number } }>({
    dialect: new SqliteDialect({ database: new BetterSqlite3(':memory:') }),
  });
  expect(await changeStampOf(db)).toBeNull();
});

const onPostgres = process.env.TEST_DATABASE_URL ? describe : describe.skip;

onPostgres('PostgreSQL', () => {
  let fresh: { url: string; drop(): Promise<void> };
  let db: Kysely<{ t: { id: number; name: string } }>;
  let other: Client;
  beforeAll(async () => {
    fresh = await createFreshPostgresDatabase();
    db = new Kysely({
      dialect: new PostgresDialect({ pool: new Pool({ connectionString: fresh.url }) }),
    });
    watchPostgresChanges(db);
    await sql`create table t (id integer primary key, name text)`.execute(db);
    other = new Client({ connectionString: fresh.url });
    await other.connect();
  });
  afterAll(async () => {
    await other.end();
    await db.destroy();
    await fresh.drop();
  });

  test('reads leave the stamp where it is; a commit on another connection moves it, an open transaction not yet', async () => {
    const before = await changeStampOf(db);
    await db.selectFrom('t').selectAll().execute();
    expect(await changeStampOf(db)).toBe(before);
    await other.query('begin');
    await other.query("insert into t (id, name) values (1, 'pending')");
    // Not visible to anyone yet: the data read is the same, and so is the stamp.
    expect(await changeStampOf(db)).toBe(before);
    await other.query('commit');
    const after = await changeStampOf(db);
    expect(after).not.toBe(before);
    expect(await changeStampOf(db)).toBe(after);
    await other.query("update t set name = 'seen' where id = 1");
    expect(await changeStampOf(db)).not.toBe(after);
  });

  test('callers asking together share one query; a caller never gets a query sent before it asked', async () => {
    const queries: string[] = [];
    const counted = new Kysely<{ t: { id: number } }>({
      dialect: new PostgresDialect({ pool: new Pool({ connectionString: fresh.url }) }),
      log: (event) => {
        queries.push(event.query.sql);
      },
    });
    watchPostgresChanges(counted);
    try {
      const together = await Promise.all([1, 2, 3, 4, 5].map(() => changeStampOf(counted)));
      expect(new Set(together).size).toBe(1);
      expect(queries).toHaveLength(1);

      // The first caller's query is on its way when the commit lands; the second asked after
      // the commit, so it must see it.
      const first = changeStampOf(counted);
      await new Promise((resolve) => setImmediate(resolve));
      await other.query("insert into t (id, name) values (2, 'after the first asked')");
      const second = await changeStampOf(counted);
      await first;
      expect(second).not.toBe(together[0]);
      expect(queries).toHaveLength(3);

      // A request's second read (the search's, after the session's) reuses a query sent after
      // the request arrived.
      const arrived = performance.now();
      const forSession = await changeStampOf(counted, arrived);
      expect(await changeStampOf(counted, arrived)).toBe(forSession);
      expect(queries).toHaveLength(4);
    } finally {
      await counted.destroy();
    }
  });
});
