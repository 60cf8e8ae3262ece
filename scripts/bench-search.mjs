// `pnpm bench:search`: latency and throughput of GET /api/property-search. Prints figures; not a
// test.
//
// For each engine (SQLite, then PostgreSQL when one is available):
//   1. seeds a scratch database with --villas villas (default 10,000) and their stays from a
//      year back to a year ahead (about half a million), unless a same-day scratch copy of the
//      same size exists (the seed is deterministic and relative to today; --fresh reseeds);
//   2. starts the API server on it (its own process, as `pnpm --filter @villa/api start` runs);
//   3. logs in as the demo agent and warms the search catalog up;
//   4. replays a fixed mix of distinct searches (random arrival and nights inside the window,
//      filters of every section, quick searches, pages; every answer carries facet counts and
//      flexible dates) with 1 and then 50 concurrent keep-alive connections for --seconds each,
//      and prints p50/p95/p99 latency and requests per second.
//
// PostgreSQL: DATABASE_URL if set (a scratch database is created beside it), else the local
// server api/scripts/ensure-postgres.sh provides; skipped with a warning when there is none.
//
//   pnpm bench:search [--villas 10000] [--seconds 15] [--engines sqlite,postgres] [--fresh]
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import process from 'node:process';
import { parseArgs } from 'node:util';
import { ensurePnpm } from './ensure-pnpm.mjs';
import { load, random, request } from './httpLoad.mjs';
import { freePort, repoRoot, seconds, signalGroup, startApiServer, waitForUrl } from './lib.mjs';

const { values: args } = parseArgs({
  options: {
    villas: { type: 'string', default: '10000' },
    seconds: { type: 'string', default: '15' },
    engines: { type: 'string', default: 'sqlite,postgres' },
    concurrency: { type: 'string', default: '1,50' },
    fresh: { type: 'boolean', default: false },
  },
});
const VILLAS = Number(args.villas);
const SECONDS = Number(args.seconds);
const CONCURRENCY = args.concurrency.split(',').map(Number);
const TARGETS = { p95AtOne: 30, rpsAtFifty: 500 };
const AGENT = { email: 'agent@demo.test', password: 'Agent#2026', user_type: 10 };
const tsx = path.join(repoRoot, 'node_modules', '.bin', 'tsx');
const today = new Date().toISOString().slice(0, 10);

/** A mix of distinct searches, like agents' (most with dates, most with a filter or two). */
function searchMix(count) {
  const r = random(42);
  const pick = (list) => list[Math.floor(r() * list.length)];
  const features = {
    accommodation: ['wifi', 'games-room', 'cinema-room', 'themed-bedroom', 'ground-floor-master'],
    outdoorliving: ['spa', 'south-facing-pool', 'covered-lanai', 'bbq', 'lake-view'],
    communitydetails: ['gate', 'clubhouse', 'water-park', 'golf', 'fitness'],
  };
  const urls = [];
  for (let i = 0; i < count; i += 1) {
    const params = new URLSearchParams();
    if (r() < 0.9) {
      const arrival = new Date(Date.now() + (3 + Math.floor(r() * 500)) * 86_400_000);
      params.set('criteria[arrival]', arrival.toISOString().slice(0, 10));
      params.set('criteria[nights]', String(pick([3, 4, 5, 7, 7, 7, 10, 14, 14, 21])));
    }
    if (r() < 0.6) params.set('filters[bedrooms]', String(pick([3, 4, 4, 5, 5, 6, 7, 8])));
    if (r() < 0.25) params.set('filters[property]', pick(['villa', 'townhouse', 'executive-home']));
    if (r() < 0.2) params.set('filters[ensuite]', String(pick([2, 3, 4])));
    for (const [section, options] of Object.entries(features)) {
      if (r() < 0.3) params.set(`filters[${section}]`, pick(options));
    }
    if (r() < 0.2) params.set('filters[community]', String(1 + Math.floor(r() * 22)));
    if (r() < 0.05) params.set('criteria[q]', pick(['WH', 'CG1', 'RE10', 'SO', 'ST12']));
    if (r() < 0.2) params.set('criteria[page]', String(2 + Math.floor(r() * 3)));
    urls.push(`/api/property-search?${params}`);
  }
  return urls;
}

async function seedDatabase(database, label) {
  console.log(`[${label}] seeding ${VILLAS} villas into ${database.replace(/:[^:@/]*@/, ':***@')}`);
  const started = Date.now();
  const result = spawnSync(
    tsx,
    ['src/property/seedCli.ts', '--villas', String(VILLAS), '--database', database],
    { cwd: path.join(repoRoot, 'api'), stdio: 'inherit' },
  );
  if (result.status !== 0) throw new Error(`seeding failed (exit ${result.status})`);
  console.log(`[${label}] seeded in ${seconds(Date.now() - started)}`);
}

function sqliteTarget() {
  const dir = path.join(os.tmpdir(), 'villa-bench');
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `search-${VILLAS}-${today}.sqlite`);
  const ready = `${file}.seeded`;
  return {
    label: 'SQLite',
    env: { SQLITE_FILE: file, DATABASE_URL: '' },
    async prepare() {
      // Scratch copies of other days are stale (the seed is relative to today): remove them.
      for (const entry of fs.readdirSync(dir)) {
        if (entry.startsWith('search-') && !entry.includes(today)) {
          fs.rmSync(path.join(dir, entry), { force: true });
        }
      }
      if (!args.fresh && fs.existsSync(ready)) {
        console.log(`[SQLite] reusing today's scratch database ${file} (--fresh reseeds)`);
        return;
      }
      for (const f of [file, `${file}-wal`, `${file}-shm`, ready]) fs.rmSync(f, { force: true });
      await seedDatabase(file, 'SQLite');
      fs.writeFileSync(ready, new Date().toISOString());
    },
  };
}

function postgresBaseUrl() {
  if (process.env.DATABASE_URL) return process.env.DATABASE_URL;
  try {
    const out = execFileSync('bash', [path.join(repoRoot, 'api/scripts/ensure-postgres.sh')], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    return out.match(/postgres(?:ql)?:\/\/\S+/)?.[0] ?? null;
  } catch {
    return null;
  }
}

function psql(url, command) {
  const u = new URL(url);
  return execFileSync(
    'psql',
    [
      '-X',
      '-q',
      '-t',
      '-A',
      '-h',
      u.hostname,
      '-p',
      u.port || '5432',
      '-U',
      decodeURIComponent(u.username),
      '-d',
      u.pathname.slice(1),
      '-c',
      command,
    ],
    { encoding: 'utf8', env: { ...process.env, PGPASSWORD: decodeURIComponent(u.password) } },
  ).trim();
}

function postgresTarget(baseUrl) {
  const name = `villa_bench_${VILLAS}_${today.replaceAll('-', '')}`;
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const target = url.toString();
  return {
    label: 'PostgreSQL',
    env: { DATABASE_URL: target, PAYMENT_SANDBOX_SECRET: 'benchmark-sandbox-secret' },
    async prepare() {
      const stale = psql(
        baseUrl,
        `select datname from pg_database where datname like 'villa\\_bench\\_%' and datname <> '${name}'`,
      );
      for (const old of stale.split('\n').filter(Boolean)) {
        psql(baseUrl, `drop database if exists "${old}" with (force)`);
      }
      const exists = psql(baseUrl, `select 1 from pg_database where datname = '${name}'`) === '1';
      const seeded =
        exists &&
        psql(target, `select to_regclass('public.villas') is not null`) === 't' &&
        Number(psql(target, 'select count(*) from villas')) === VILLAS;
      if (seeded && !args.fresh) {
        console.log(`[PostgreSQL] reusing today's scratch database ${name} (--fresh reseeds)`);
        return;
      }
      if (exists) psql(baseUrl, `drop database "${name}" with (force)`);
      psql(baseUrl, `create database "${name}"`);
      await seedDatabase(target, 'PostgreSQL');
      // Fresh statistics for the planner (only the tables this database's owner may analyse).
      psql(
        target,
        'analyze villas, bookings, seasons, villa_images, villa_features, sessions, users',
      );
    },
  };
}

async function benchEngine(target) {
  await target.prepare();
  const port = await freePort();
  const server = startApiServer(
    { ...target.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', PORTAL_ROOT: '' },
    { quiet: true },
  );
  let exited = false;
  server.on('exit', () => (exited = true));
  try {
    const base = `http://127.0.0.1:${port}`;
    await waitForUrl(`${base}/api/country-values`, { isDead: () => exited }).catch((error) => {
      console.error(server.output());
      throw error;
    });
    const login = await fetch(`${base}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(AGENT),
    });
    const { token } = await login.json();
    const urls = searchMix(2000);
    const warm = Date.now();
    const first = await request(new http.Agent(), port, token, urls[0]);
    if (first.status !== 200) throw new Error(`the first search answered ${first.status}`);
    console.log(
      `[${target.label}] catalog loaded by the first search in ${seconds(Date.now() - warm)}`,
    );
    await load(port, token, urls, 4, 3000); // warm-up: JIT, caches
    const results = [];
    for (const c of CONCURRENCY) {
      const result = await load(port, token, urls, c, SECONDS * 1000);
      results.push(result);
      console.log(
        `[${target.label}] c=${String(c).padEnd(3)} ${result.rps.toFixed(0).padStart(6)} req/s  p50 ${result.p50.toFixed(1)} ms  p95 ${result.p95.toFixed(1)} ms  p99 ${result.p99.toFixed(1)} ms  (${result.requests} requests, ${result.errors} errors)`,
      );
    }
    return { label: target.label, results };
  } finally {
    signalGroup(server, 'SIGTERM');
  }
}

async function main() {
  ensurePnpm();
  const engines = args.engines.split(',');
  console.log(
    `bench:search: ${VILLAS} villas, ${SECONDS} s per run, concurrency ${CONCURRENCY.join(' and ')}, ${os.cpus().length} CPUs, load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  const reports = [];
  if (engines.includes('sqlite')) reports.push(await benchEngine(sqliteTarget()));
  if (engines.includes('postgres')) {
    const base = postgresBaseUrl();
    if (base) reports.push(await benchEngine(postgresTarget(base)));
    else console.warn('[PostgreSQL] WARNING: no PostgreSQL available (set DATABASE_URL): skipped');
  }
  console.log('\nGET /api/property-search (filters + facet counts + flexible dates)');
  console.log('engine      conc    req/s    p50 ms   p95 ms   p99 ms  errors');
  for (const { label, results } of reports) {
    for (const r of results) {
      console.log(
        `${label.padEnd(11)} ${String(r.connections).padStart(4)} ${r.rps.toFixed(0).padStart(8)} ${r.p50.toFixed(1).padStart(9)} ${r.p95.toFixed(1).padStart(8)} ${r.p99.toFixed(1).padStart(8)} ${String(r.errors).padStart(7)}`,
      );
    }
  }
  console.log(
    `targets: p95 < ${TARGETS.p95AtOne} ms at c=1, >= ${TARGETS.rpsAtFifty} req/s at c=50 (load average now ${os.loadavg()[0].toFixed(1)}; other work on the machine skews the figures)`,
  );
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
