// `pnpm bench:villa`: latency of GET /api/property/{id}, the villa page's call, with the full
// 24-month calendar and a priced stay. Prints figures; not a test.
//
//   1. seeds a scratch SQLite database with --villas villas (default 10,000) and their stays
//      from a year back to a year ahead, unless a same-day copy of the same size exists (the
//      seed is deterministic and relative to today; --fresh reseeds); the server adds the
//      testimonials on its first start;
//   2. starts the API server on it (its own process, as `pnpm --filter @villa/api start` runs)
//      and logs in as the demo agent;
//   3. replays three mixes of distinct villa pages, one request at a time (concurrency 1 by
//      default), for --seconds each, asked as a browser (accept-encoding: gzip, deflate, br,
//      zstd), so the answers come compressed as the villa page gets them:
//        plain    /api/property/{id}                          villa + calendar + price from
//        stay     /api/property/{id}?arrival=&nights=         + the stay's price, deposit, commission
//        search   /api/property/{id}?criteria[...]&...&rpp=1  + previous/next villa in a search
//      and, for scale, GET /api/agent/account-info (one row: the server's own floor), and prints
//      p50/p95/p99 and requests per second of each.
//
//   pnpm bench:villa [--villas 10000] [--seconds 10] [--concurrency 1] [--fresh]
//   pnpm bench:villa --database postgres://...   (an already seeded PostgreSQL database)
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import process from 'node:process';
import { spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { ensurePnpm } from './ensure-pnpm.mjs';
import { BROWSER_ENCODINGS, load, random, request } from './httpLoad.mjs';
import { freePort, repoRoot, seconds, signalGroup, startApiServer, waitForUrl } from './lib.mjs';

const { values: args } = parseArgs({
  options: {
    villas: { type: 'string', default: '10000' },
    seconds: { type: 'string', default: '10' },
    concurrency: { type: 'string', default: '1' },
    fresh: { type: 'boolean', default: false },
    database: { type: 'string' },
  },
});
const VILLAS = Number(args.villas);
const SECONDS = Number(args.seconds);
const CONCURRENCY = args.concurrency.split(',').map(Number);
const TARGET_P95_MS = 30;
const AGENT = { email: 'agent@demo.test', password: 'Agent#2026', user_type: 10 };
const tsx = path.join(repoRoot, 'node_modules', '.bin', 'tsx');
const DAY = 86_400_000;
const today = new Date().toISOString().slice(0, 10);

function sqliteTarget() {
  const dir = path.join(os.tmpdir(), 'villa-bench');
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `villa-${VILLAS}-${today}.sqlite`);
  const ready = `${file}.seeded`;
  return {
    label: 'SQLite',
    env: { SQLITE_FILE: file, DATABASE_URL: '' },
    prepare() {
      if (!args.fresh && fs.existsSync(ready)) {
        console.log(`[SQLite] reusing today's scratch database ${file} (--fresh reseeds)`);
        return;
      }
      for (const f of [file, `${file}-wal`, `${file}-shm`, ready]) fs.rmSync(f, { force: true });
      console.log(`[SQLite] seeding ${VILLAS} villas into ${file}`);
      const started = Date.now();
      const result = spawnSync(
        tsx,
        ['src/property/seed/seedCli.ts', '--villas', String(VILLAS), '--database', file],
        { cwd: path.join(repoRoot, 'api'), stdio: 'inherit' },
      );
      if (result.status !== 0) throw new Error(`seeding failed (exit ${result.status})`);
      console.log(`[SQLite] seeded in ${seconds(Date.now() - started)}`);
      fs.writeFileSync(ready, new Date().toISOString());
    },
  };
}

async function getJson(port, token, url) {
  const res = await request(new http.Agent(), port, token, url);
  if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
  return JSON.parse(res.body.toString('utf8'));
}

/** The three mixes of villa pages (distinct villas and stays). */
async function pageMixes(port, token, count) {
  const r = random(4);
  const pick = (list) => list[Math.floor(r() * list.length)];
  const villa = () => 1 + Math.floor(r() * VILLAS);
  const arrivalIn = (minDays, maxDays) =>
    new Date(Date.now() + (minDays + Math.floor(r() * (maxDays - minDays))) * DAY)
      .toISOString()
      .slice(0, 10);
  const plain = Array.from({ length: count }, () => `/api/property/${villa()}`);
  const stay = Array.from(
    { length: count },
    () =>
      `/api/property/${villa()}?arrival=${arrivalIn(3, 500)}&nights=${pick([3, 4, 5, 7, 7, 7, 10, 14, 14, 21])}`,
  );
  // Search pages: villas at known places of real searches, as the search page links them.
  const search = [];
  for (let i = 0; search.length < count && i < 200; i += 1) {
    const params = new URLSearchParams();
    params.set('criteria[arrival]', arrivalIn(10, 450));
    params.set('criteria[nights]', String(pick([7, 7, 10, 14])));
    if (r() < 0.6) params.set('filters[bedrooms]', String(pick([3, 4, 5, 6])));
    const results = await getJson(port, token, `/api/property-search?${params}&criteria[rpp]=50`);
    results.properties.forEach((p, index) => {
      const q = new URLSearchParams(params);
      q.set('criteria[page]', String(index + 1));
      q.set('criteria[rpp]', '1');
      search.push(`/api/property/${p.propertyId}?${q}`);
    });
  }
  // For scale: an authenticated call that reads one row, the server's own floor right now.
  const baseline = ['/api/agent/account-info'];
  return { plain, stay, search: search.slice(0, count), baseline };
}

async function main() {
  ensurePnpm();
  console.log(
    `bench:villa: ${VILLAS} villas, ${SECONDS} s per run, concurrency ${CONCURRENCY.join(', ')}, ${os.cpus().length} CPUs, load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  let env;
  let label;
  if (args.database) {
    label = 'PostgreSQL';
    env = { DATABASE_URL: args.database, PAYMENT_SANDBOX_SECRET: 'benchmark-sandbox-secret' };
  } else {
    const target = sqliteTarget();
    target.prepare();
    label = target.label;
    env = target.env;
  }
  const port = await freePort();
  const server = startApiServer(
    { ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', PORTAL_ROOT: '' },
    { quiet: true },
  );
  let exited = false;
  server.on('exit', () => (exited = true));
  const reports = [];
  try {
    const base = `http://127.0.0.1:${port}`;
    const started = Date.now();
    await waitForUrl(`${base}/api/country-values`, { isDead: () => exited }).catch((error) => {
      console.error(server.output());
      throw error;
    });
    console.log(`[${label}] server ready in ${seconds(Date.now() - started)}`);
    const login = await fetch(`${base}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(AGENT),
    });
    const { token } = await login.json();
    const mixes = await pageMixes(port, token, 1500);
    const sample = await getJson(port, token, mixes.stay[0]);
    console.log(
      `[${label}] one page: calendar ${sample.calendarData.from} .. ${sample.calendarData.to}, ${sample.calendarData.seasons.length} seasons, ${sample.calendarData.bookings.length} booked runs, ${Math.round(JSON.stringify(sample).length / 1024)} KB of JSON`,
    );
    // Asked as a browser asks (the answers come compressed, as the villa page gets them).
    const browser = { 'accept-encoding': BROWSER_ENCODINGS };
    for (const urls of Object.values(mixes)) await load(port, token, urls, 2, 1500, browser); // warm-up
    for (const [kind, urls] of Object.entries(mixes)) {
      for (const c of CONCURRENCY) {
        const result = await load(port, token, urls, c, SECONDS * 1000, browser);
        reports.push({ kind, ...result });
        console.log(
          `[${label}] ${kind.padEnd(6)} c=${String(c).padEnd(3)} ${result.rps.toFixed(0).padStart(6)} req/s  p50 ${result.p50.toFixed(1)} ms  p95 ${result.p95.toFixed(1)} ms  p99 ${result.p99.toFixed(1)} ms  (${result.requests} requests, ${result.errors} errors; answers ${encodingsOf(result)})`,
        );
      }
    }
  } finally {
    signalGroup(server, 'SIGTERM');
  }

  console.log(
    `\nGET /api/property/{id} on ${label}, ${VILLAS} villas (24-month calendar in every answer)`,
  );
  console.log('page     conc    req/s    p50 ms   p95 ms   p99 ms  errors');
  for (const r of reports) {
    console.log(
      `${r.kind.padEnd(8)} ${String(r.connections).padStart(4)} ${r.rps.toFixed(0).padStart(8)} ${r.p50.toFixed(1).padStart(9)} ${r.p95.toFixed(1).padStart(8)} ${r.p99.toFixed(1).padStart(8)} ${String(r.errors).padStart(7)}`,
    );
  }
  const worst = Math.max(
    ...reports.filter((r) => r.connections === 1 && r.kind !== 'baseline').map((r) => r.p95),
  );
  console.log(
    `target: p95 < ${TARGET_P95_MS} ms at c=1; worst p95 at c=1 ${worst.toFixed(1)} ms: ${worst < TARGET_P95_MS ? 'met' : 'NOT met'} (load average now ${os.loadavg()[0].toFixed(1)}; other work on the machine skews the figures)`,
  );
}

/** How the answers came: "gzip 1200", or "identity 30" for those sent uncompressed. */
const encodingsOf = (result) =>
  Object.entries(result.encodings)
    .map(([encoding, count]) => `${encoding} ${count}`)
    .join(', ');

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
