import path from 'node:path';

/**
 * Where the e2e run keeps its state. playwright.config.ts creates the run folder once, in the
 * runner process, and passes it to the workers through VILLA_E2E_RUN_DIR (workers inherit the
 * runner's environment), so the config, the server and every test agree on the same files.
 */
export const repoRoot = path.resolve(__dirname, '../..');

/** Port of the portal under test (the API server serving the production build). */
export const port = Number(process.env.E2E_PORT ?? 8180);
export const baseURL = `http://localhost:${port}`;

export function runDir(): string {
  const dir = process.env.VILLA_E2E_RUN_DIR;
  if (!dir)
    throw new Error('VILLA_E2E_RUN_DIR is not set: run the tests through playwright.config.ts');
  return dir;
}

/** The server writes every mail here as an .eml file (SMTP_URL unset). */
export const mailDir = () => path.join(runDir(), 'mail');
/** The remotes.json the server serves (REMOTES_JSON); tests may rewrite it. */
export const remotesJsonPath = () => path.join(runDir(), 'remotes.json');
/** Pristine copy, restored after every test that changes remotes.json. */
export const remotesJsonOriginalPath = () => path.join(runDir(), 'remotes.original.json');
/** Fresh SQLite database of this run. */
export const sqliteFile = () => path.join(runDir(), 'portal.sqlite');

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

/** The environment of the server under test and of the admin CLI (same database and links). */
export function serverEnv(): Record<string, string> {
  return {
    PORT: String(port),
    PORTAL_ROOT: repoRoot,
    SQLITE_FILE: sqliteFile(),
    MAIL_DIR: mailDir(),
    REMOTES_JSON: remotesJsonPath(),
    PUBLIC_URL: baseURL,
    LOG_LEVEL: 'warn',
    // The inactivity tests move the browser's clock (page.clock), not the server's.
    SESSION_TTL_SECONDS: '1800',
    // Unset on purpose: SQLite and .eml files, whatever the calling shell has.
    DATABASE_URL: '',
    SMTP_URL: '',
  };
}
