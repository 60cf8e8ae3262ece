// `npm start`: the whole portal on the embedded default (SQLite), as a fresh machine needs it.
// Installs, builds host and remotes for production (skipped when every dist/ is newer than its
// sources; FORCE_BUILD=1 rebuilds), starts the API server that also serves the build
// (PORTAL_ROOT), waits until the portal answers, prints the URL and the demo logins.
// Ctrl-C (SIGINT) or SIGTERM is passed on to the server; the data stays where it printed
// (api/var/ unless SQLITE_FILE, MAIL_DIR or DATABASE_URL say otherwise).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
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
import { whereDataGoes } from './whereDataGoes.mjs';

const started = Date.now();
const port = Number(process.env.PORT ?? 8080);
const url = `http://localhost:${port}/`;

/** A PostgreSQL database gets the demo data only when asked (api/README.md, SEED_DEMO). */
function seededNote() {
  if (!process.env.DATABASE_URL || ['true', '1'].includes(process.env.SEED_DEMO ?? '')) return '';
  return ' (on DATABASE_URL only if it was seeded: SEED_DEMO=true, or `pnpm --filter @villa/api cli migrate --seed-demo`)';
}

/** The process listening on `port` (Linux: its socket in /proc/net/tcp*), or null. */
function portHolder(port) {
  const hex = port.toString(16).toUpperCase().padStart(4, '0');
  const inodes = new Set();
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let text = '';
    try {
      text = fs.readFileSync(table, 'utf8');
    } catch {
      continue;
    }
    for (const line of text.split('\n').slice(1)) {
      const cols = line.trim().split(/\s+/);
      // local address ends in :PORT, state 0A is LISTEN, column 9 the socket's inode.
      if (cols[1]?.endsWith(`:${hex}`) && cols[3] === '0A') inodes.add(cols[9]);
    }
  }
  if (inodes.size === 0) return null;
  for (const pid of fs.readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    let fds = [];
    try {
      fds = fs.readdirSync(`/proc/${pid}/fd`);
    } catch {
      continue;
    }
    for (const fd of fds) {
      let target = '';
      try {
        target = fs.readlinkSync(`/proc/${pid}/fd/${fd}`);
      } catch {
        continue;
      }
      const inode = /^socket:\[(\d+)\]$/.exec(target)?.[1];
      if (inode && inodes.has(inode)) {
        const ps = spawnSync('ps', ['-o', 'args=', '-p', pid], { encoding: 'utf8' });
        return { pid: Number(pid), command: ps.stdout.trim() || 'unknown' };
      }
    }
  }
  return null;
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
    const holder = portHolder(port);
    throw new Error(
      `port ${port} is already in use${holder ? ` by process ${holder.pid} (${holder.command})` : ''}; stop it${holder ? ` (kill ${holder.pid})` : ''} or set PORT=<port>`,
    );
  }

  // The server stops when this process ends, however it ends (kill -9 included).
  const server = startApiServer({
    PORT: String(port),
    PORTAL_ROOT: repoRoot,
    EXIT_WITH_PID: String(process.pid),
  });
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
  const where = whereDataGoes(process.env, repoRoot);
  console.log(`
  Villa portal is up: ${url}   (${wall} from \`npm start\` until it answered)

  Demo logins${seededNote()}:
${logins}

  Data: ${where.data}.
  Mail: ${where.mail}.
  Ctrl-C stops the server.
`);
}

main().catch((error) => {
  console.error(`[start] ${error instanceof Error ? error.message : error}`);
  process.exit(1);
});
