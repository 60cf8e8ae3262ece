import BetterSqlite3 from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { compiledOnce } from './compiledOnce';
import { withStatementCache } from './statementCache';

/* A query compiled once answers as the query built afresh would, whatever its arguments. */

interface Tables {
  t: { id: number; name: string; size: number };
}

async function openMemory() {
  const db = new Kysely<Tables>({
    dialect: new SqliteDialect({ database: withStatementCache(new BetterSqlite3(':memory:')) }),
  });
  await sql`create table t (id integer primary key, name text, size integer)`.execute(db);
  await db
    .insertInto('t')
    .values([
      { id: 1, name: 'a', size: 10 },
      { id: 2, name: 'b', size: 20 },
      { id: 3, name: 'a', size: 30 },
    ])
    .execute();
  return db;
}

test('each call takes its own arguments, in the places the query gives them', async () => {
  const db = await openMemory();
  // The arguments are used in another order than they are given.
  const named = compiledOnce((d: Kysely<Tables>, minSize: number, name: string) =>
    d
      .selectFrom('t')
      .select('id')
      .where('name', '=', name)
      .where('size', '>=', minSize)
      .orderBy('id'),
  );
  expect(await named(db, 0, 'a')).toEqual([{ id: 1 }, { id: 3 }]);
  expect(await named(db, 20, 'a')).toEqual([{ id: 3 }]);
  expect(await named(db, 0, 'b')).toEqual([{ id: 2 }]);
  expect(await named(db, 0, 'c')).toEqual([]);
  await db.destroy();
});

test('a query with a constant value is refused (it would be frozen into the compiled query)', async () => {
  const db = await openMemory();
  const constant = compiledOnce((d: Kysely<Tables>) =>
    d.selectFrom('t').select('id').where('name', '=', 'a'),
  );
  await expect(constant(db)).rejects.toThrow(/every value of the query must be an argument/);
  await db.destroy();
});

test('each database has its own compiled query', async () => {
  const [one, two] = [await openMemory(), await openMemory()];
  await two.deleteFrom('t').where('id', '=', 1).execute();
  const byId = compiledOnce((d: Kysely<Tables>, id: number) =>
    d.selectFrom('t').select('name').where('id', '=', id),
  );
  expect(await byId(one, 1)).toEqual([{ name: 'a' }]);
  expect(await byId(two, 1)).toEqual([]);
  await Promise.all([one.destroy(), two.destroy()]);
});
