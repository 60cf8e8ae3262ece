import type { Compilable, CompiledQuery, Kysely } from 'kysely';

/*
 * A query built and compiled once per database, then run with new parameter values. Kysely
 * builds a query's tree and compiles its SQL on every call; for the session check, run before
 * every authenticated call, that cost more than running the query (SQLite, its statement
 * kept prepared: about 30 of 53 µs). For queries of a fixed shape only: `build` gets a
 * stand-in for each argument and every value of the query must be one of them (a constant is
 * written into the SQL, or passed as an argument); which parameter is which argument is
 * worked out once, when the query is compiled.
 */

interface Compiled<R> {
  query: CompiledQuery<R>;
  /** For each parameter of the SQL, the index of the argument it takes. */
  argumentOf: number[];
}

export function compiledOnce<DB, A extends unknown[], R>(
  build: (db: Kysely<DB>, ...args: A) => Compilable<R>,
): (db: Kysely<DB>, ...args: A) => Promise<R[]> {
  const compiled = new WeakMap<Kysely<DB>, Compiled<R>>();
  return async (db, ...args) => {
    let entry = compiled.get(db);
    if (entry === undefined) {
      entry = compile(db, build, args.length);
      compiled.set(db, entry);
    }
    const parameters = entry.argumentOf.map((index) => args[index]);
    const result = await db.executeQuery<R>({ ...entry.query, parameters });
    return result.rows;
  };
}

function compile<DB, A extends unknown[], R>(
  db: Kysely<DB>,
  build: (db: Kysely<DB>, ...args: A) => Compilable<R>,
  arity: number,
): Compiled<R> {
  const standIns = Array.from({ length: arity }, (_, index) => ({ standIn: index }));
  const query = build(db, ...(standIns as unknown as A)).compile();
  const argumentOf = query.parameters.map((value) => standIns.indexOf(value as never));
  if (argumentOf.includes(-1)) {
    throw new Error(`compiledOnce: every value of the query must be an argument: ${query.sql}`);
  }
  return { query, argumentOf };
}
