// `pnpm bench:pdf`: does one agent making PDFs slow everyone else? Prints figures; not a test.
//
//   1. starts the API server (its own process, as `pnpm --filter @villa/api start` runs) on a
//      fresh scratch SQLite database, and logs in the demo agent and a second agent;
//   2. measures the second agent's simple call (GET /api/extend-session), one at a time, for
//      --seconds alone;
//   3. measures it again while the demo agent keeps --parallel property sheet PDFs
//      (GET /api/property/{id}/sheet.pdf) in flight at once;
//   4. prints p50/p95/max of the simple call in both runs, and how many PDFs were made.
//
//   pnpm bench:pdf [--seconds 10] [--parallel 20]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import process from 'node:process';
import { parseArgs } from 'node:util';
import { ensurePnpm } from './ensure-pnpm.mjs';
import { freePort, seconds, signalGroup, startApiServer, waitForUrl } from './lib.mjs';

const { values: args } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    parallel: { type: 'string', default: '20' },
  },
});
const SECONDS = Number(args.seconds);
const PARALLEL = Number(args.parallel);
const AGENT = { email: 'agent@demo.test', password: 'Agent#2026', user_type: 10 };
const OTHER = { email: 'organisation@demo.test', password: 'Organisation#2026', user_type: 10 };

const percentile = (sorted, p) =>
  sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];

async function logIn(base, who) {
  const res = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(who),
  });
  if (!res.ok) throw new Error(`log-in of ${who.email}: ${res.status}`);
  return (await res.json()).token;
}

/** The simple call, one at a time, until `until`; its latencies in ms. */
async function simpleCalls(base, token, until) {
  const times = [];
  while (Date.now() < until) {
    const start = performance.now();
    const res = await fetch(`${base}/api/extend-session`, {
      headers: { authorization: `Bearer ${token}` },
    });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`extend-session: ${res.status}`);
    times.push(performance.now() - start);
  }
  return times.sort((a, b) => a - b);
}

/** `parallel` PDF requests kept in flight until `until`; how many were made, and refused. */
async function pdfLoad(base, token, villaIds, until) {
  let made = 0;
  let refused = 0;
  let next = 0;
  const worker = async () => {
    while (Date.now() < until) {
      const id = villaIds[next++ % villaIds.length];
      const res = await fetch(`${base}/api/property/${id}/sheet.pdf`, {
        headers: { authorization: `Bearer ${token}` },
      });
      await res.arrayBuffer();
      if (res.ok) made += 1;
      else refused += 1;
    }
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));
  return { made, refused };
}

const line = (label, t) =>
  `${label.padEnd(34)} ${String(t.length).padStart(6)} calls  p50 ${percentile(t, 0.5).toFixed(1).padStart(6)} ms  p95 ${percentile(t, 0.95).toFixed(1).padStart(6)} ms  max ${t[t.length - 1].toFixed(1).padStart(7)} ms`;

async function main() {
  ensurePnpm();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'villa-bench-pdf-'));
  const port = await freePort();
  console.log(
    `bench:pdf: ${SECONDS} s per run, ${PARALLEL} PDFs in flight, ${os.cpus().length} CPUs, load average ${os.loadavg()[0].toFixed(1)}`,
  );
  const server = startApiServer(
    {
      SQLITE_FILE: path.join(dir, 'portal.sqlite'),
      MAIL_DIR: path.join(dir, 'mail'),
      DATABASE_URL: '',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      PORTAL_ROOT: '',
    },
    { quiet: true },
  );
  let exited = false;
  server.on('exit', () => (exited = true));
  try {
    const base = `http://127.0.0.1:${port}`;
    const started = Date.now();
    await waitForUrl(`${base}/api/country-values`, { isDead: () => exited, timeoutMs: 300_000 });
    console.log(`server ready in ${seconds(Date.now() - started)}`);
    const agent = await logIn(base, AGENT);
    const other = await logIn(base, OTHER);
    // The seed numbers its villas from 1.
    const villaIds = Array.from({ length: 40 }, (_, i) => i + 1);
    const first = await fetch(`${base}/api/property/1/sheet.pdf`, {
      headers: { authorization: `Bearer ${agent}` },
    });
    if (!first.ok) throw new Error(`the sheet of villa 1: ${first.status}`);
    await pdfLoad(base, agent, villaIds.slice(0, 2), Date.now() + 1000); // warm-up

    const alone = await simpleCalls(base, other, Date.now() + SECONDS * 1000);
    const until = Date.now() + SECONDS * 1000;
    const [busy, pdfs] = await Promise.all([
      simpleCalls(base, other, until),
      pdfLoad(base, agent, villaIds, until),
    ]);
    console.log(`\nanother user's GET /api/extend-session, one at a time`);
    console.log(line('alone', alone));
    console.log(line(`while one agent makes ${PARALLEL} PDFs at once`, busy));
    console.log(
      `PDFs made by that agent: ${pdfs.made} (${(pdfs.made / SECONDS).toFixed(1)}/s), refused ${pdfs.refused}`,
    );
  } finally {
    signalGroup(server, 'SIGTERM');
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
