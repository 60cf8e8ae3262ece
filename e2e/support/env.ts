import { execFileSync } from 'node:child_process';
import path from 'node:path';

/**
 * Where the e2e run keeps its state. playwright.config.ts creates the run folder once, in the
 * runner process, and passes it to the workers through VILLA_E2E_RUN_DIR (workers inherit the
 * runner's environment), so the config, the server and every test agree on the same files.
 */
export const repoRoot = path.resolve(__dirname, '../..');

/** A port free right now, asked of the OS synchronously (the config cannot await). */
function freePortSync(): number {
  const script =
    "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})";
  return Number(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }));
}

export function runDir(): string {
  const dir = process.env.VILLA_E2E_RUN_DIR;
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
// the variables), so two runs in one checkout never collide.
process.env.E2E_PORT ??= String(freePortSync());
while (!process.env.E2E_SHELL_PORT || process.env.E2E_SHELL_PORT === process.env.E2E_PORT) {
  process.env.E2E_SHELL_PORT = String(freePortSync());
}

function portalServer(name: PortalServer['name'], port: number): PortalServer {
  const dir = () => path.join(runDir(), name);
  const server: PortalServer = {
    name,
    port,
    baseURL: `http://localhost:${port}`,
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

export const mainServer = portalServer('main', Number(process.env.E2E_PORT));
export const shellServer = portalServer('shell', Number(process.env.E2E_SHELL_PORT));

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

export const users = {
  agent: { email: 'agent@demo.test', password: 'Agent#2026', role: 'AGENT' },
  organisation: {
    email: 'organisation@demo.test',
    password: 'Organisation#2026',
    role: 'ORGANISATION',
  },
  accounts: { email: 'accounts@demo.test', password: 'Accounts#2026', role: 'ACCOUNTS' },
  newAgent: { email: 'newagent@demo.test', password: 'Newagent#2026', role: 'AGENT' },
} as const;

export type UserKey = keyof typeof users;
