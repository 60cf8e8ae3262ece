// `npm run start:cluster`: the production topology on one machine. PostgreSQL (Debian's, made
// ready by api/scripts/ensure-postgres.sh), migrated and seeded once, two API instances on
// their own ports, nginx on the portal port (PORT, default 8080) serving the built host and
// remotes and proxying /api to both (deploy/nginx.conf.template). Installs nginx with apt-get
// when it is missing and we are root. Prints the URL, each instance's port and PID and the demo
// logins. Ctrl-C (or SIGTERM) stops everything it started.
//   DATABASE_URL   use this PostgreSQL database instead of villa_cluster on the local server
//                  (seeded only when SEED_DEMO=true)
//   INSTANCES      how many API instances (default 2)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import process from 'node:process';
import {
  adminQuery,
  ensureNginx,
  migrateOnce,
  providePostgres,
  startCluster,
  withDatabase,
} from './cluster.mjs';
import { ensurePnpm, pnpm } from './ensure-pnpm.mjs';
import { buildIfNeeded, demoLoginLines, isPortTaken, seconds } from './lib.mjs';

const started = Date.now();
const port = Number(process.env.PORT ?? 8080);
const count = Number(process.env.INSTANCES ?? 2);

function step(message) {
  console.log(`[cluster] ${message} (${seconds(Date.now() - started)})`);
}

/** The local server's villa_cluster database, created on first use. */
async function localDatabase() {
  const postgres = providePostgres();
  if (!postgres.url) {
    throw new Error(
      `PostgreSQL is not available (${postgres.why}). Run as root, or install it ` +
        '(apt-get install -y postgresql), or set DATABASE_URL.',
    );
  }
  const url = withDatabase(postgres.url, 'villa_cluster');
  const { rowCount } = await adminQuery(
    postgres.url,
    "select 1 from pg_database where datname = 'villa_cluster'",
  );
  if (rowCount === 0) await adminQuery(postgres.url, 'create database villa_cluster');
  return url;
}

async function main() {
  if (!Number.isInteger(count) || count < 1 || count > 8) {
    throw new Error('INSTANCES must be a whole number from 1 to 8');
  }
  const { version, via } = ensurePnpm();
  step(`pnpm ${version} (${via})`);
  step(ensureNginx().how);
  await pnpm(['install', '--frozen-lockfile']);
  step('dependencies installed');
  const built = await buildIfNeeded(pnpm);
  step(built ? 'host and remotes built' : 'build up to date');
  if (await isPortTaken(port)) {
    throw new Error(`port ${port} is already in use; stop what runs there or set PORT=<port>`);
  }

  const own = !process.env.DATABASE_URL;
  const databaseUrl = process.env.DATABASE_URL || (await localDatabase());
  const shown = new URL(databaseUrl);
  step(`database ${shown.host}${shown.pathname}`);
  // The one migration of this start (the instances find nothing left to do); the demo data
  // only in the script's own database, or when SEED_DEMO=true asks for it.
  const seedDemo = own || process.env.SEED_DEMO === 'true';
  step(migrateOnce(databaseUrl, { seedDemo }));

  const runDir = fs.mkdtempSync(path.join(os.tmpdir(), 'villa-cluster-'));
  const cluster = await startCluster({
    databaseUrl,
    port,
    count,
    runDir,
    env: process.env.PAYMENT_SANDBOX_SECRET
      ? { PAYMENT_SANDBOX_SECRET: process.env.PAYMENT_SANDBOX_SECRET }
      : {},
  });
  let stopping = false;
  const stop = async (signal) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n[cluster] ${signal}: stopping nginx and the instances`);
    await cluster.stop();
    fs.rmSync(runDir, { recursive: true, force: true });
    console.log('[cluster] stopped');
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
  for (const instance of cluster.instances) {
    instance.exited.then((code) => {
      if (!stopping)
        console.error(`[cluster] ${instance.id} exited (${code}); nginx uses the others`);
    });
  }

  const logins = demoLoginLines();
  const rows = cluster.instances
    .map((i) => `    ${i.id}  http://127.0.0.1:${i.port}  PID ${i.pid}`)
    .join('\n');
  console.log(`
  Villa portal (cluster) is up: ${cluster.url}/   (${seconds(Date.now() - started)})

  nginx (PID ${cluster.nginxPid}) serves the built host and remotes and sends /api to:
${rows}
  Each answers GET /api/health and /api/ready; nginx config: ${cluster.configFile}

  Demo logins:
${logins}

  Data: PostgreSQL ${shown.host}${shown.pathname}.
  Ctrl-C stops nginx and the instances.
`);
}

main().catch((error) => {
  console.error(`[cluster] ${error instanceof Error ? error.message : error}`);
  process.exit(1);
});
