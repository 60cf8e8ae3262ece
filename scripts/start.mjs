// `npm start`: the whole portal on the embedded default (SQLite), as a fresh machine needs it.
// Installs, builds host and remotes for production (skipped when every dist/ is newer than its
// sources; FORCE_BUILD=1 rebuilds), starts the API server that also serves the build
// (PORTAL_ROOT), waits until the portal answers, prints the URL and the demo logins.
// Ctrl-C (SIGINT) or SIGTERM is passed on to the server; the data stays in api/var/.
import process from 'node:process';
import { ensurePnpm, pnpm } from './ensure-pnpm.mjs';
import {
  demoLoginLines,
  buildIfNeeded,
  isPortTaken,
  repoRoot,
  seconds,
  signalGroup,
  startApiServer,
  waitForUrl,
} from './lib.mjs';

const started = Date.now();
const port = Number(process.env.PORT ?? 8080);
const url = `http://localhost:${port}/`;

/** A PostgreSQL database gets the demo data only when asked (api/README.md, SEED_DEMO). */
function seededNote() {
  if (!process.env.DATABASE_URL || ['true', '1'].includes(process.env.SEED_DEMO ?? '')) return '';
  return ' (on DATABASE_URL only if it was seeded: SEED_DEMO=true, or `pnpm --filter @villa/api cli migrate --seed-demo`)';
}

function step(message) {
  console.log(`[start] ${message} (${seconds(Date.now() - started)})`);
}

async function main() {
  const { version, via } = ensurePnpm();
  step(`pnpm ${version} (${via})`);

  await pnpm(['install', '--frozen-lockfile']);
  step('dependencies installed');

  const built = await buildIfNeeded(pnpm);
  step(built ? 'host and remotes built' : 'build up to date');

  if (await isPortTaken(port)) {
    throw new Error(`port ${port} is already in use; stop what runs there or set PORT=<port>`);
  }

  const server = startApiServer({ PORT: String(port), PORTAL_ROOT: repoRoot });
  let exited = false;
  const forward = (signal) => {
    console.log(`\n[start] ${signal}: stopping the server`);
    signalGroup(server, signal);
  };
  process.on('SIGINT', forward);
  process.on('SIGTERM', forward);
  server.on('exit', (code, signal) => {
    exited = true;
    console.log(`[start] server exited (${signal ?? `code ${code}`})`);
    process.exit(code ?? (signal === 'SIGINT' || signal === 'SIGTERM' ? 0 : 1));
  });

  await waitForUrl(url, { isDead: () => exited });
  const wall = seconds(Date.now() - started);
  const logins = demoLoginLines();
  console.log(`
  Villa portal is up: ${url}   (${wall} from \`npm start\` until it answered)

  Demo logins${seededNote()}:
${logins}

  Data: ${process.env.DATABASE_URL ? 'DATABASE_URL' : 'api/var/ (SQLite, kept across restarts)'}.
  Mail: ${process.env.SMTP_URL ? 'SMTP_URL' : 'written as .eml files to api/var/mail'}.
  Ctrl-C stops the server.
`);
}

main().catch((error) => {
  console.error(`[start] ${error instanceof Error ? error.message : error}`);
  process.exit(1);
});
