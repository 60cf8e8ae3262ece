// `pnpm bench:search`: latency and throughput of GET /api/property-search. Prints figures; not a
// test. Figures go to docs/benchmarks.md.
//
// For each size (--villas, default 5,000 and 20,000) and engine (SQLite, then PostgreSQL when
// one is available):
//   1. seeds a scratch database with that many villas and their stays from a year back to a
//      year ahead, unless a same-day scratch copy of the same size exists (the seed is
//      deterministic and relative to today; --fresh reseeds);
//   2. starts the API server on it (its own process, as `pnpm --filter @villa/api start` runs),
//      waits until it is ready (it loads the search catalog as it starts), logs in as the demo
//      agent and prints the time to ready and the server's memory (RSS);
//   3. asks distinct searches (random arrival and nights inside the window, filters of every
//      section, quick searches, pages; every answer carries facet counts and flexible dates),
//      each computed (the server keeps no answers), with 1 and then 50 keep-alive connections
//      for --seconds each, asked as a browser (gzip), and prints p50/p95/p99 and req/s, with
//      the CPU per answer of the server and of this load generator on Linux;
//   4. loads the floor the same way at 50 connections: the API's own Fastify and compression
//      answering a stored copy of one real answer (api/scripts/searchFloor.ts), and prints
//      search / floor, for information;
//   5. prints the server's memory after the runs, and the targets of the search issue.
//
// PostgreSQL: DATABASE_URL if set (a scratch database is created beside it), else the local
// server api/scripts/ensure-postgres.sh provides; skipped with a warning when there is none.
//
//   pnpm bench:search [--villas 5000[,20000]] [--seconds 15] [--engines sqlite,postgres] [--fresh]
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import process from 'node:process';
import { parseArgs } from 'node:util';
import { ensurePnpm } from './ensure-pnpm.mjs';
import { BROWSER_ENCODINGS, load, random, request } from './httpLoad.mjs';
import { freePort, repoRoot, seconds, signalGroup, startApiServer, waitForUrl } from './lib.mjs';

const { values: args } = parseArgs({
  options: {
    villas: { type: 'string', default: '5000,20000' },
    seconds: { type: 'string', default: '15' },
    engines: { type: 'string', default: 'sqlite,postgres' },
    concurrency: { type: 'string', default: '1,50' },
    fresh: { type: 'boolean', default: false },
  },
});
const SIZES = args.villas.split(',').map(Number);
let VILLAS = SIZES[0];
const SECONDS = Number(args.seconds);
const CONCURRENCY = args.concurrency.split(',').map(Number);
/** The search issue's targets: p95 at 1 connection per size; at 50 and memory at 5,000. */
const TARGETS = {
  p95AtOneMs: { 5000: 10, 20000: 40 },
  atFifty: { villas: 5000, rps: 500, p95Ms: 100 },
  rssMb: { villas: 5000, mb: 300 },
};
/** Distinct searches a run can send: more than 50 connections send in a run. */
const SEARCHES = 100_000;
/** Asked as a browser asks: answers come gzipped, as every browser gets them. */
const BROWSER = { 'accept-encoding': BROWSER_ENCODINGS };
const AGENT = { email: 'agent@demo.test', password: 'Agent#2026', user_type: 10 };
const tsx = path.join(repoRoot, 'node_modules', '.bin', 'tsx');
const today = new Date().toISOString().slice(0, 10);

/** A mix of distinct searches, like agents' (most with dates, most with a filter or two). */
function searchMix(count, seed = 42) {
  const r = random(seed);
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
    ['src/property/seed/seedCli.ts', '--villas', String(VILLAS), '--database', database],
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
        `select datname from pg_database where datname like 'villa\\_bench\\_%' and datname not like '%\\_${today.replaceAll('-', '')}'`,
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

/**
 * Resident memory (KB) of the API server's own process: the largest of its session's processes
 * (pnpm and the tsx launcher, each a few dozen MB, beside it).
 */
function residentKb(child) {
  try {
    const out = execFileSync('ps', ['-o', 'rss=', '-s', String(child.pid)], { encoding: 'utf8' });
    return Math.max(
      ...out
        .split('\n')
        .filter(Boolean)
        .map((line) => Number(line.trim())),
    );
  } catch {
    return NaN;
  }
}

const mb = (kb) => `${(kb / 1024).toFixed(0)} MB`;

let ticksPerSecond = null;

/**
 * CPU time (ms) the processes of `child`'s session have used, every thread counted (Linux's
 * /proc; NaN elsewhere). Throughput alone hides what an answer costs: the floor spreads its
 * gzip over libuv's threads, while the API's search runs on its one event loop.
 */
function cpuMsOf(child) {
  try {
    ticksPerSecond ??= Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }));
    const pids = execFileSync('ps', ['-o', 'pid=', '-s', String(child.pid)], { encoding: 'utf8' })
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
    let ticks = 0;
    for (const pid of pids) {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]); // utime, stime
    }
    return (ticks * 1000) / ticksPerSecond;
  } catch {
    return NaN;
  }
}

/** `load`, with the CPU it cost per answer (µs): the server's session, and this process's. */
async function loadWithCpu(server, ...loadArgs) {
  const serverBefore = cpuMsOf(server);
  const ownBefore = process.cpuUsage();
  const result = await load(...loadArgs);
  const own = process.cpuUsage(ownBefore);
  const answers = Math.max(1, result.requests);
  return {
    ...result,
    serverCpuUs: ((cpuMsOf(server) - serverBefore) * 1000) / answers,
    loaderCpuUs: (own.user + own.system) / answers,
  };
}

function printRun(label, result) {
  const encodings = Object.entries(result.encodings)
    .map(([encoding, count]) => `${encoding} ${count}`)
    .join(', ');
  console.log(
    `[${label}] ${result.rps.toFixed(0).padStart(6)} req/s  p50 ${result.p50.toFixed(1)} ms  p95 ${result.p95.toFixed(1)} ms  p99 ${result.p99.toFixed(1)} ms  (${result.requests} requests, ${result.errors} errors; answers ${encodings})${cpuText(result)}`,
  );
}

function cpuText(result) {
  if (!Number.isFinite(result.serverCpuUs)) return '';
  return `; CPU per answer: server ${result.serverCpuUs.toFixed(0)} µs, load generator ${result.loaderCpuUs.toFixed(0)} µs`;
}

/**
 * The floor server on a stored answer (JSON), started beside the API server so the two can be
 * loaded in turn.
 */
async function startFloor(answer) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'villa-floor-'));
  const file = path.join(dir, 'answer.json');
  fs.writeFileSync(file, answer);
  const port = await freePort();
  const floor = spawn(tsx, ['scripts/searchFloor.ts', file, String(port)], {
    cwd: path.join(repoRoot, 'api'),
    stdio: 'inherit',
    detached: true,
  });
  let exited = false;
  floor.on('exit', () => (exited = true));
  const stop = () => {
    signalGroup(floor, 'SIGTERM');
    fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    await waitForUrl(`http://127.0.0.1:${port}/api/property-search`, { isDead: () => exited });
  } catch (error) {
    stop();
    throw error;
  }
  return { port, stop, process: floor };
}

async function benchEngine(target) {
  await target.prepare();
  const port = await freePort();
  const started = Date.now();
  const server = startApiServer(
    { ...target.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', PORTAL_ROOT: '' },
    { quiet: true },
  );
  let exited = false;
  server.on('exit', () => (exited = true));
  const label = `${target.label} ${VILLAS}`;
  try {
    const base = `http://127.0.0.1:${port}`;
    // Ready once the search catalog is loaded: the server loads it as it starts (server.ts).
    await waitForUrl(`${base}/api/ready`, { isDead: () => exited, timeoutMs: 600_000 }).catch(
      (error) => {
        console.error(server.output());
        throw error;
      },
    );
    const ready = Date.now() - started;
    const memory = residentKb(server);
    const login = await fetch(`${base}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(AGENT),
    });
    const { token } = await login.json();
    const urls = searchMix(SEARCHES);
    // Asked with no accept-encoding: the floor serves this JSON (and compresses it as asked).
    const first = await request(new http.Agent(), port, token, urls[0]);
    if (first.status !== 200) throw new Error(`the first search answered ${first.status}`);
    console.log(
      `[${label}] ready ${seconds(ready)} after start, the search catalog loaded; server memory (RSS) ${mb(memory)}; first search ${first.ms.toFixed(0)} ms`,
    );
    await load(port, token, searchMix(2000, 3), 4, 3000, BROWSER); // warm-up: JIT
    const results = [];
    for (const c of CONCURRENCY) {
      const result = await loadWithCpu(server, port, token, urls, c, SECONDS * 1000, BROWSER);
      results.push({ ...result, kind: 'search' });
      printRun(`${label} c=${c}`, result);
    }
    const floor = await startFloor(first.body);
    try {
      const at = Math.max(...CONCURRENCY);
      const result = await loadWithCpu(
        floor.process,
        floor.port,
        '',
        urls,
        at,
        SECONDS * 1000,
        BROWSER,
      );
      results.push({ ...result, kind: 'floor' });
      printRun(`${label} floor c=${at}`, result);
    } finally {
      floor.stop();
    }
    const after = residentKb(server);
    console.log(`[${label}] server memory (RSS) after the runs: ${mb(after)}`);
    return { label, villas: VILLAS, results, rssMb: Math.max(memory, after) / 1024 };
  } finally {
    signalGroup(server, 'SIGTERM');
  }
}

async function main() {
  ensurePnpm();
  const engines = args.engines.split(',');
  console.log(
    `bench:search: ${SIZES.join(' and ')} villas, ${SECONDS} s per run, concurrency ${CONCURRENCY.join(' and ')}, ${os.cpus().length} CPUs, load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  const reports = [];
  for (const size of SIZES) {
    VILLAS = size;
    if (engines.includes('sqlite')) reports.push(await benchEngine(sqliteTarget()));
    if (engines.includes('postgres')) {
      const base = postgresBaseUrl();
      if (base) reports.push(await benchEngine(postgresTarget(base)));
      else
        console.warn('[PostgreSQL] WARNING: no PostgreSQL available (set DATABASE_URL): skipped');
    }
  }
  console.log('\nGET /api/property-search (filters + facet counts + flexible dates), gzip');
  console.log('run                          conc    req/s    p50 ms   p95 ms   p99 ms  errors');
  for (const { label, results } of reports) {
    for (const r of results) {
      const name = `${label} ${r.kind}`;
      console.log(
        `${name.padEnd(28)} ${String(r.connections).padStart(4)} ${r.rps.toFixed(0).padStart(8)} ${r.p50.toFixed(1).padStart(9)} ${r.p95.toFixed(1).padStart(8)} ${r.p99.toFixed(1).padStart(8)} ${String(r.errors).padStart(7)}`,
      );
    }
  }
  console.log('\ntargets');
  for (const { label, villas, results, rssMb } of reports) {
    const at = (kind, c) => results.find((r) => r.kind === kind && r.connections === c);
    const one = at('search', 1);
    const fifty = at('search', 50);
    const floor = at('floor', 50);
    const verdict = (ok) => (ok ? 'met' : 'NOT MET');
    const p95Target = TARGETS.p95AtOneMs[villas];
    if (one && p95Target) {
      console.log(
        `${label}: p95 at c=1 ${one.p95.toFixed(1)} ms (target <= ${p95Target}): ${verdict(one.p95 <= p95Target)}`,
      );
    }
    if (fifty && villas === TARGETS.atFifty.villas) {
      const ok = fifty.rps >= TARGETS.atFifty.rps && fifty.p95 <= TARGETS.atFifty.p95Ms;
      console.log(
        `${label}: c=50 ${fifty.rps.toFixed(0)} req/s, p95 ${fifty.p95.toFixed(1)} ms (target >= ${TARGETS.atFifty.rps} req/s, p95 <= ${TARGETS.atFifty.p95Ms} ms): ${verdict(ok)}`,
      );
    }
    if (villas === TARGETS.rssMb.villas) {
      console.log(
        `${label}: server RSS at most ${rssMb.toFixed(0)} MB (target <= ${TARGETS.rssMb.mb}): ${verdict(rssMb <= TARGETS.rssMb.mb)}`,
      );
    }
    if (fifty && floor) {
      console.log(
        `${label}: search / floor at c=50 ${(fifty.rps / floor.rps).toFixed(2)} (information)`,
      );
    }
  }
  console.log(
    `load average now ${os.loadavg()[0].toFixed(1)}; other work on the machine skews the figures`,
  );
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
