import { execFileSync } from 'node:child_process';
import path from 'node:path';

/**
 * Where the e2e run keeps its state. playwright.config.ts creates the run folder once, in the
 * runner process, and passes it to the workers through VILLA_E2E_RUN_DIR (workers inherit the
 * runner's environment), so the config, the server and every test agree on the same files.
 */
export const repoRoot = path.resolve(__dirname, '../..');

/**
 * PORTAL_URL set (`pnpm test:e2e:deployed`): the suites run against that already deployed
 * portal; no server is started, no run folder is made, and the suites that need local powers
 * (a remote broken or swapped, mail files, the database, the CLI, servers of their own) skip
 * themselves with the reason (support/local.ts).
 */
export const portalUrl = process.env.PORTAL_URL?.trim().replace(/\/+$/, '') || undefined;
export const deployed = portalUrl !== undefined;

/** A port free right now, asked of the OS synchronously (the config cannot await). */
function freePortSync(): number {
  const script =
    "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})";
  return Number(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }));
}

export function runDir(): string {
  const dir = process.env.VILLA_E2E_RUN_DIR;
  if (deployed) {
    throw new Error(
      `no run folder against PORTAL_URL (${portalUrl}): a test that needs the server's files must skip itself (support/local.ts)`,
    );
  }
  if (!dir)
    throw new Error('VILLA_E2E_RUN_DIR is not set: run the tests through playwright.config.ts');
  return dir;
}

/**
 * One API server serving the production build, with its own database, mail folder and
 * remotes.json. The run has two, one per Playwright project, running side by side: `main` for
 * the feature suites (project `portal`) and `shell` for the shell and federation suites
 * (project `shell`, see playwright.config.ts), one of which rewrites its remotes.json.
 */
export interface PortalServer {
  name: 'main' | 'shell';
  port: number;
  baseURL: string;
  /** The server writes every mail here as an .eml file (SMTP_URL unset). */
  mailDir(): string;
  /** The remotes.json the server serves (REMOTES_JSON, re-read on every request). */
  remotesJsonPath(): string;
  /** Pristine copy, restored after every test that changes remotes.json. */
  remotesJsonOriginalPath(): string;
  /** Fresh SQLite database of this run. */
  sqliteFile(): string;
  /** The environment of the server and of the admin CLI (same database, same links). */
  env(): Record<string, string>;
}

// Ports: E2E_PORT / E2E_SHELL_PORT, or free ports picked once by the runner (workers inherit
// the variables), so two runs in one checkout never collide. None against PORTAL_URL.
if (!deployed) {
  process.env.E2E_PORT ??= String(freePortSync());
  while (!process.env.E2E_SHELL_PORT || process.env.E2E_SHELL_PORT === process.env.E2E_PORT) {
    process.env.E2E_SHELL_PORT = String(freePortSync());
  }
}

function portalServer(name: PortalServer['name'], port: number): PortalServer {
  const dir = () => path.join(runDir(), name);
  const server: PortalServer = {
    name,
    port,
    // Against PORTAL_URL both projects run on the deployed portal.
    baseURL: portalUrl ?? `http://localhost:${port}`,
    mailDir: () => path.join(dir(), 'mail'),
    remotesJsonPath: () => path.join(dir(), 'remotes.json'),
    remotesJsonOriginalPath: () => path.join(dir(), 'remotes.original.json'),
    sqliteFile: () => path.join(dir(), 'portal.sqlite'),
    env: () => ({
      PORT: String(port),
      PORTAL_ROOT: repoRoot,
      SQLITE_FILE: server.sqliteFile(),
      MAIL_DIR: server.mailDir(),
      REMOTES_JSON: server.remotesJsonPath(),
      PUBLIC_URL: server.baseURL,
      LOG_LEVEL: 'warn',
      // The inactivity tests move the browser's clock (page.clock), not the server's.
      SESSION_TTL_SECONDS: '1800',
      // Unset on purpose: SQLite and .eml files, whatever the calling shell has.
      DATABASE_URL: '',
      SMTP_URL: '',
    }),
  };
  return server;
}

/** The deployed portal's port (its scheme's default when the URL names none). */
function deployedPort(url: string): number {
  const { port, protocol } = new URL(url);
  return Number(port) || (protocol === 'https:' ? 443 : 80);
}

export const mainServer = portalServer(
  'main',
  portalUrl ? deployedPort(portalUrl) : Number(process.env.E2E_PORT),
);
export const shellServer = portalServer(
  'shell',
  portalUrl ? deployedPort(portalUrl) : Number(process.env.E2E_SHELL_PORT),
);

// The main server, under the names every suite uses.
export const port = mainServer.port;
export const baseURL = mainServer.baseURL;
export const mailDir = () => mainServer.mailDir();
export const remotesJsonPath = () => mainServer.remotesJsonPath();
export const remotesJsonOriginalPath = () => mainServer.remotesJsonOriginalPath();
export const sqliteFile = () => mainServer.sqliteFile();
export const serverEnv = () => mainServer.env();

/** Screenshots of key screens, for review (git-ignored). */
export const screensDir = path.join(repoRoot, 'e2e', 'test-results', 'screens');

/**
 * The demo logins `npm start` prints (scripts/lib.mjs DEMO_LOGINS); a staging portal with other
 * passwords or addresses overrides each by environment: E2E_AGENT_EMAIL, E2E_AGENT_PASSWORD,
 * E2E_ORGANISATION_*, E2E_ACCOUNTS_*, E2E_NEWAGENT_* (e2e/README.md).
 */
function login<R extends string>(key: string, email: string, password: string, role: R) {
  return {
    email: process.env[`E2E_${key}_EMAIL`] || email,
    password: process.env[`E2E_${key}_PASSWORD`] || password,
    role,
  };
}

export const users = {
  agent: login('AGENT', 'agent@demo.test', 'Agent#2026', 'AGENT'),
  organisation: login(
    'ORGANISATION',
    'organisation@demo.test',
    'Organisation#2026',
    'ORGANISATION',
  ),
  accounts: login('ACCOUNTS', 'accounts@demo.test', 'Accounts#2026', 'ACCOUNTS'),
  newAgent: login('NEWAGENT', 'newagent@demo.test', 'Newagent#2026', 'AGENT'),
} as const;

export type UserKey = keyof typeof users;
