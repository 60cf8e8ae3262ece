/** @jest-environment node */
import path from 'node:path';

// A plain .mjs script, read as deploy-remote.test.ts reads its own.
const { whereDataGoes: where } = require('./whereDataGoes.mjs') as {
  whereDataGoes: (env: Record<string, string>, root: string) => { data: string; mail: string };
};

const repoRoot = path.resolve(__dirname, '..');
const whereDataGoes = (env: Record<string, string>) => where(env, repoRoot);

describe("npm start's banner says where the data and mail go", () => {
  it('api/var/ by default', () => {
    expect(whereDataGoes({})).toEqual({
      data: 'api/var/portal.sqlite (SQLite, kept across restarts)',
      mail: 'written as .eml files to api/var/mail',
    });
  });

  it('the files SQLITE_FILE and MAIL_DIR name, not api/var/', () => {
    expect(
      whereDataGoes({ SQLITE_FILE: '/tmp/demo/portal.sqlite', MAIL_DIR: '/tmp/demo/mail' }),
    ).toEqual({
      data: '/tmp/demo/portal.sqlite (SQLite, kept across restarts)',
      mail: 'written as .eml files to /tmp/demo/mail',
    });
  });

  it("a relative path is the API package's, as the server reads it", () => {
    expect(whereDataGoes({ SQLITE_FILE: 'data/my.sqlite' }).data).toBe(
      `${path.join('api', 'data', 'my.sqlite')} (SQLite, kept across restarts)`,
    );
  });

  it('PostgreSQL, memory and SMTP in words', () => {
    expect(
      whereDataGoes({ DATABASE_URL: 'postgres://villa@db/villa', SMTP_URL: 'smtp://mail:25' }),
    ).toEqual({ data: 'PostgreSQL at DATABASE_URL', mail: 'sent through SMTP_URL' });
    expect(whereDataGoes({ SQLITE_FILE: ':memory:' }).data).toMatch(/^SQLite in memory/);
  });
});
