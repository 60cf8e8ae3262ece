import BetterSqlite3 from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { withStatementCache } from './statementCache';

/* The kept statements answer as freshly prepared ones would. */

function openMemory(kept?: number) {
  const sqlite = new BetterSqlite3(':memory:');
  const prepared: string[] = [];
  const original = sqlite.prepare.bind(sqlite);
  sqlite.prepare = ((text: string) => {
    prepared.push(text);
    return original(text);
  }) as typeof sqlite.prepare;
  const db = new Kysely<{ t: { id: number; name: string } }>({
    dialect: new SqliteDialect({ database: withStatementCache(sqlite, kept) }),
  });
  return { db, prepared };
}

test('a repeated query is prepared once and still sees every write', async () => {
  const { db, prepared } = openMemory();
  await sql`create table t (id integer primary key, name text)`.execute(db);
  for (let i = 1; i <= 3; i += 1) {
    await db
      .insertInto('t')
      .values({ id: i, name: `n${i}` })
      .execute();
    const rows = await db.selectFrom('t').select('name').where('id', '<=', i).execute();
    expect(rows.map((r) => r.name)).toEqual(Array.from({ length: i }, (_, k) => `n${k + 1}`));
  }
  expect(prepared.filter((text) => text.startsWith('select'))).toHaveLength(1);
  expect(prepared.filter((text) => text.startsWith('insert'))).toHaveLength(1);
  await db.destroy();
});

test('a kept statement follows a change of the schema', async () => {
  const { db } = openMemory();
  await sql`create table t (id integer primary key, name text)`.execute(db);
  await db.insertInto('t').values({ id: 1, name: 'a' }).execute();
  const read = () => db.selectFrom('t').selectAll().execute();
  expect(await read()).toEqual([{ id: 1, name: 'a' }]);
  await sql`alter table t add column extra text default 'x'`.execute(db);
  expect(await read()).toEqual([{ id: 1, name: 'a', extra: 'x' }]);
  await db.destroy();
});

test('beyond the bound the least recently used text is prepared again', async () => {
  const { db, prepared } = openMemory(2);
  const one = () => sql`select 1 as v`.execute(db);
  const two = () => sql`select 2 as v`.execute(db);
  const three = () => sql`select 3 as v`.execute(db);
  await one();
  await two();
  await one(); // now two is the oldest
  await three(); // drops two
  await one();
  await two();
  expect(prepared).toEqual(['select 1 as v', 'select 2 as v', 'select 3 as v', 'select 2 as v']);
  await db.destroy();
});
