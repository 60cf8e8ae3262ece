import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { HEADERS, type ImpersonationPayload } from '@villa/shared/contract';
import { runCli } from '../src/cli';
import { DEMO_USERS } from '../src/db/seed/demoUsers';
import { loadConfig } from '../src/config';
import { searchCatalogOf } from '../src/property/search/sharedCatalog';
import { startServer } from '../src/server';
import { engines } from './helpers/engines';
import { DEMO, bearer, createTestApp, postLogin, tokenFor } from './helpers/testApp';

const run = promisify(execFile);

/** The server as `npm start` runs it, on a new SQLite file in a folder of its own. */
async function startOnScratchDatabase() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'villa-server-'));
  const config = {
    ...loadConfig({}),
    port: 0,
    host: '127.0.0.1',
    sqliteFile: path.join(dir, 'portal.sqlite'),
    portalRoot: null,
    logLevel: 'silent' as const,
  };
  return { dir, server: await startServer({ config, startMailWorker: false }) };
}

describe('startServer', () => {
  test('listens, answers over HTTP and closes', async () => {
    const { dir, server } = await startOnScratchDatabase();
    try {
      const res = await fetch(`${server.address}/api/country-values`, {
        headers: { origin: 'http://localhost:8080' },
      });
      expect(res.status).toBe(200);
      // The portal's own origin (PUBLIC_URL's default) may read the answer from a browser.
      expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:8080');
      // Read to the end, so the connection is idle and close() need not wait for it.
      expect((await res.json()).country.length).toBeGreaterThan(0);
    } finally {
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test('loads the search catalog at start and is ready only once it has', async () => {
    const { dir, server } = await startOnScratchDatabase();
    try {
      // The load is under way when the server starts answering (it takes many database reads).
      expect(searchCatalogOf(server.app.services).peekVilla(1)).toBeUndefined();
      const readyAnswers: { status: number; reason?: string }[] = [];
      for (let i = 0; i < 100; i += 1) {
        const res = await fetch(`${server.address}/api/ready`);
        const body = (await res.json()) as { reason?: string };
        readyAnswers.push({ status: res.status, reason: body.reason });
        if (res.status === 200) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      for (const answer of readyAnswers.slice(0, -1)) {
        expect(answer).toEqual({ status: 503, reason: 'loading the search catalog' });
      }
      expect(readyAnswers.at(-1)?.status).toBe(200);
      // Ready means loaded: no search waits for the catalog any more.
      expect(searchCatalogOf(server.app.services).peekVilla(1)?.id).toBe(1);
    } finally {
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe.each(engines)('the database on %s', (engine) => {
  test('survives a restart: migrations run once, the seed is not repeated, sessions stay', async () => {
    const first = await createTestApp(engine);
    const token = await tokenFor(first.app, DEMO.agent);
    await first.app.close();

    const second = await createTestApp(engine, { databaseFrom: first });
    try {
      const users = await second.services.db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      expect(Number(users.n)).toBe(DEMO_USERS.length);
      const res = await second.app.inject({
        method: 'GET',
        url: '/api/agent/account-info',
        headers: bearer(token),
      });
      expect(res.statusCode).toBe(200);
    } finally {
      await second.close();
      await first.close().catch(() => undefined);
    }
  });
});

describe('impersonation CLI', () => {
  test('prints a URL whose single-use code opens a session bound to the administrator', async () => {
    const t = await createTestApp('sqlite');
    try {
      const tsxCli = require.resolve('tsx/cli');
      const { stdout } = await run(
        process.execPath,
        [tsxCli, path.join(__dirname, '..', 'src', 'cli.ts'), 'impersonate', DEMO.agent.email],
        {
          env: {
            ...process.env,
            SQLITE_FILE: t.config.sqliteFile,
            PUBLIC_URL: 'http://portal.test',
            DATABASE_URL: '',
          },
        },
      );
      const url = new URL(stdout.trim());
      expect(url.origin + url.pathname).toBe('http://portal.test/admin/impersonate');
      // An opaque code, exchanged once on the server: nothing of the session is in the URL.
      const code = url.searchParams.get('data')!;
      expect(code).not.toContain(DEMO.agent.email);
      const exchange = () =>
        t.app.inject({ method: 'POST', url: '/api/impersonation', payload: { data: code } });
      const first = await exchange();
      expect(first.statusCode).toBe(200);
      const payload = first.json() as ImpersonationPayload;
      expect((await exchange()).statusCode).toBe(401);
      expect(payload).toMatchObject({
        userRole: 'AGENT',
        email: DEMO.agent.email,
        tokenExpirySeconds: 1800,
      });

      const headers = {
        ...bearer(payload.token),
        [HEADERS.adminUserId]: String(payload.userAdminId),
      };
      const res = await t.app.inject({ method: 'GET', url: '/api/agent/account-info', headers });
      expect(res.statusCode).toBe(200);
      expect(res.headers[HEADERS.userId]).toBe(String(payload.userId));
    } finally {
      await t.close();
    }
  });

  test('explains its usage and refuses unknown users', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'villa-cli-'));
    const lines: string[] = [];
    const env = { SQLITE_FILE: path.join(dir, 'portal.sqlite') };
    try {
      expect(await runCli([], (l) => lines.push(l), env)).toBe(64);
      expect(lines.join('\n')).toContain('impersonate <userEmail>');
      await expect(runCli(['impersonate', 'ghost@demo.test'], () => {}, env)).rejects.toThrow(
        'No user has the e-mail ghost@demo.test',
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test('the administrator cannot log in through the portal', async () => {
    const t = await createTestApp('sqlite');
    try {
      expect((await postLogin(t.app, 'admin@demo.test', 'Admin#2026')).statusCode).toBe(401);
    } finally {
      await t.close();
    }
  });
});
