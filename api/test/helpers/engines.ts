import { randomBytes } from 'node:crypto';
import { Client } from 'pg';

export type TestEngine = 'sqlite' | 'postgres';

/** SQLite always; PostgreSQL too when TEST_DATABASE_URL names a server we may create databases on. */
export const engines: TestEngine[] = process.env.TEST_DATABASE_URL
  ? ['sqlite', 'postgres']
  : ['sqlite'];

async function withAdminClient<T>(fn: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** A new, empty PostgreSQL database for one test file; drop it with the returned function. */
export async function createFreshPostgresDatabase() {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error('TEST_DATABASE_URL is not set');
  const name = `villa_t_${process.pid}_${randomBytes(4).toString('hex')}`;
  await withAdminClient((c) => c.query(`create database "${name}"`));
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => dropDatabase(name),
  };
}

/**
 * Drops a test database. FORCE ends our own leftover connections; a server process we may not
 * end (e.g. autovacuum, without pg_signal_backend) is waited for instead. A database that still
 * cannot go is left behind with a warning: it is scratch data, not a failed test.
 */
async function dropDatabase(name: string) {
  const attempts = [`drop database if exists "${name}" with (force)`];
  for (let i = 0; i < 5; i += 1) attempts.push(`drop database if exists "${name}"`);
  for (const [i, statement] of attempts.entries()) {
    try {
      await withAdminClient((c) => c.query(statement));
      return;
    } catch (error) {
      if (i === attempts.length - 1) console.warn(`could not drop test database ${name}: ${error}`);
      else await new Promise((resolve) => setTimeout(resolve, 300 * i));
    }
  }
}
