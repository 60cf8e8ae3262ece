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
    drop: () => withAdminClient((c) => c.query(`drop database if exists "${name}" with (force)`)),
  };
}
