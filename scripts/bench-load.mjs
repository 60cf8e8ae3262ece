// `pnpm bench:load`: what a browser downloads to show the portal. Prints figures; not a test.
//
//   1. /login, cold (empty cache): JS transferred, request count, whether any remote's
//      remoteEntry.js or mf-manifest.json was fetched (the log-in page needs no remote).
//   2. Log in as the demo agent, then /admin/agent/dashboard (a page of the admin remote):
//      a) in the same tab (client-side navigation, cache warm from /login);
//      b) cold: a new browser profile with the session, loading the dashboard URL directly.
//   3. /villa/1 and /villas, cold, at a 100 ms round trip: each request's start, end and size,
//      the round trip in which the page's API call started, and LCP (bench-waterfall.mjs, which
//      drives the browser with puppeteer-core, as Lighthouse does: see there why), over
//      HTTP/1.1 as npm start serves them and over HTTP/2 through a TLS edge (scripts/h2Edge.mjs)
//      as docs/deploy.md serves them in production, then a summary of both. Each is loaded
//      BENCH_WATERFALL_RUNS times (5 unless set): the waterfall shown is the median LCP's run.
//   4. Lighthouse (default mobile profile: simulated slow 4G, 4x CPU) on the main routes, logged
//      in as the demo agent: performance, accessibility, best practices, CLS, LCP, TBT per route.
//      Chromium is started by chrome-launcher; Playwright logs in through the page in that same
//      browser, so Lighthouse's tab has the session the portal keeps in localStorage, and lets
//      go of the browser before Lighthouse measures. The HTTP cache is cleared before each run
//      (Lighthouse keeps storage, so it would keep it too).
//      Each route is measured BENCH_LIGHTHOUSE_RUNS times (3 unless set) and the median run is
//      shown (Lighthouse's own pick: nearest the median FCP and TTI), with every run's score:
//      one run on this machine varies by up to 6 points.
//      BENCH_LIGHTHOUSE=0 skips this part, =only runs only it (not 1-3); BENCH_ROUTES=/villas,/villa/1 runs
//      only those routes; BENCH_LIGHTHOUSE_JSON=dir keeps each route's median report there.
//
// Uses the portal at BENCH_URL, else http://localhost:$PORT (8080) if it answers, else starts
// the API server with the production build (PORTAL_ROOT) on a free port with a throw-away
// SQLite database. JS sizes: the encoded (on the wire) size; when the server sends JS
// uncompressed, the gzip size is also computed here with zlib (default level 6, as servers
// usually compress), and the output says so.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import process from 'node:process';
import zlib from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import puppeteer from 'puppeteer-core';
import { printWaterfalls } from './bench-waterfall.mjs';
import { ensurePnpm, pnpm } from './ensure-pnpm.mjs';
import {
  DEMO_LOGINS,
  buildIfNeeded,
  freePort,
  repoRoot,
  seconds,
  signalGroup,
  startApiServer,
  waitForUrl,
} from './lib.mjs';

const requireFromE2e = createRequire(path.join(repoRoot, 'e2e', 'package.json'));
const { chromium } = requireFromE2e('@playwright/test');

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

async function isPortal(base) {
  try {
    const response = await fetch(`${base}/remotes.json`, { signal: AbortSignal.timeout(2000) });
    return response.ok && typeof (await response.json()) === 'object';
  } catch {
    return false;
  }
}

async function portal() {
  if (process.env.BENCH_URL) return { base: process.env.BENCH_URL.replace(/\/$/, ''), stop() {} };
  const running = `http://localhost:${process.env.PORT ?? 8080}`;
  if (await isPortal(running)) return { base: running, stop() {} };

  console.log(`[bench] no portal at ${running}: starting one`);
  ensurePnpm();
  await buildIfNeeded(pnpm);
  const port = await freePort();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'villa-bench-'));
  const server = startApiServer(
    {
      PORT: String(port),
      PORTAL_ROOT: repoRoot,
      SQLITE_FILE: path.join(dir, 'portal.sqlite'),
      MAIL_DIR: path.join(dir, 'mail'),
      DATABASE_URL: '',
      SMTP_URL: '',
    },
    { quiet: true },
  );
  let exited = false;
  server.on('exit', () => (exited = true));
  const base = `http://localhost:${port}`;
  await waitForUrl(`${base}/`, { isDead: () => exited }).catch((error) => {
    console.error(server.output());
    throw error;
  });
  return {
    base,
    stop() {
      signalGroup(server, 'SIGTERM');
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** Records every response of a page from now on; `figures()` sums them up. */
function recorder(page) {
  const entries = [];
  page.on('requestfinished', async (request) => {
    const entry = { url: request.url(), type: request.resourceType(), done: undefined };
    entries.push(entry);
    entry.done = (async () => {
      const response = await request.response();
      const sizes = await request.sizes();
      entry.status = response?.status();
      entry.encoded = sizes.responseBodySize;
      entry.encoding = (await response?.headerValue('content-encoding')) ?? '';
      if (entry.type === 'script' || /\.m?js(\?|$)/.test(entry.url)) {
        entry.js = true;
        const body = await response?.body().catch(() => undefined);
        entry.raw = body?.length ?? 0;
        entry.gzip = body ? zlib.gzipSync(body).length : 0;
      }
    })();
  });
  return {
    reset: () => entries.splice(0),
    async figures() {
      await Promise.all(entries.map((entry) => entry.done));
      const js = entries.filter((entry) => entry.js);
      const sum = (list, key) => list.reduce((total, entry) => total + (entry[key] ?? 0), 0);
      const remoteFiles = entries
        .map((entry) => new URL(entry.url))
        .filter((url) => /(remoteEntry\.js|mf-manifest\.json)$/.test(url.pathname))
        .map((url) => url.pathname);
      return {
        requests: entries.length,
        jsRequests: js.length,
        jsEncoded: sum(js, 'encoded'),
        jsRaw: sum(js, 'raw'),
        jsGzip: sum(js, 'gzip'),
        compressed: js.some((entry) => /gzip|br|deflate|zstd/.test(entry.encoding)),
        remoteFiles,
        largest: [...js]
          .sort((a, b) => b.gzip - a.gzip)
          .slice(0, 5)
          .map((entry) => `${new URL(entry.url).pathname} ${kb(entry.gzip)}`),
      };
    },
  };
}

function report(title, figures, ms) {
  console.log(`\n${title}`);
  console.log(`  requests                  ${figures.requests} (${figures.jsRequests} JS)`);
  console.log(
    `  JS transferred            ${kb(figures.jsEncoded)}${figures.compressed ? ' (compressed by the server)' : ' (the server sent it uncompressed)'}`,
  );
  console.log(`  JS uncompressed           ${kb(figures.jsRaw)}`);
  console.log(
    `  JS gzip                   ${kb(figures.jsGzip)}${figures.compressed ? '' : ' (computed here with zlib, level 6)'}`,
  );
  console.log(
    `  remoteEntry/mf-manifest   ${figures.remoteFiles.length ? figures.remoteFiles.join(', ') : 'none fetched'}`,
  );
  console.log(`  largest JS (gzip)         ${figures.largest.join(', ') || '-'}`);
  console.log(`  time                      ${seconds(ms)}`);
}

/** The routes Lighthouse measures (issue 14): one of each kind of page an agent opens. */
const LIGHTHOUSE_ROUTES = [
  '/login',
  '/admin/agent/dashboard',
  '/villas',
  '/villa/1',
  '/admin/agent/bookings',
  '/about-florida/weather',
  '/about-florida/map',
  '/communities/C',
];

/** Runs of each route; the table shows the median one. */
const LIGHTHOUSE_RUNS = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3) || 1);

/** Issue 14's targets, marked in the table. */
const TARGETS = { performance: 95, accessibility: 100, bestPractices: 100, cls: 0.05 };

async function logIn(page, base, email, password) {
  await page.goto(`${base}/login`, { waitUntil: 'networkidle' });
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await page.waitForURL(`${base}/`);
  await page.waitForLoadState('networkidle');
}

function lighthouseRow(route, lhr) {
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
  const failed = (id) =>
    (lhr.categories[id]?.auditRefs ?? [])
      .map((ref) => lhr.audits[ref.id])
      .filter((a) => a && a.score !== null && a.score < 1 && a.scoreDisplayMode !== 'informative')
      .filter((a) => a.scoreDisplayMode !== 'manual' && a.scoreDisplayMode !== 'notApplicable')
      .map((a) => a.id);
  return {
    route,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    cls: audit('cumulative-layout-shift'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    findings: [...failed('accessibility'), ...failed('best-practices')],
    shifts: (lhr.audits['layout-shifts']?.details?.items ?? [])
      .slice(0, 3)
      .map((item) => `${item.node?.selector ?? '?'} ${item.score?.toFixed(3)}`),
  };
}

function printLighthouse(rows) {
  const mark = (ok) => (ok ? ' ' : '!');
  console.log(
    `\n4. Lighthouse, default mobile profile, as the agent, median of ${LIGHTHOUSE_RUNS} run(s) (! = misses the target)`,
  );
  console.log(
    `  ${'route'.padEnd(24)} ${'perf'.padStart(5)} ${'a11y'.padStart(5)} ${'BP'.padStart(5)} ${'CLS'.padStart(7)} ${'LCP'.padStart(8)} ${'TBT'.padStart(7)}  perf of each run`,
  );
  for (const row of rows) {
    if (row.error) {
      console.log(`  ${row.route.padEnd(24)} failed: ${row.error}`);
      continue;
    }
    console.log(
      `  ${row.route.padEnd(24)} ${String(row.performance).padStart(4)}${mark(row.performance >= TARGETS.performance)}` +
        ` ${String(row.accessibility).padStart(4)}${mark(row.accessibility >= TARGETS.accessibility)}` +
        ` ${String(row.bestPractices).padStart(4)}${mark(row.bestPractices >= TARGETS.bestPractices)}` +
        ` ${row.cls.toFixed(3).padStart(6)}${mark(row.cls <= TARGETS.cls)}` +
        ` ${`${Math.round(row.lcp)} ms`.padStart(8)} ${`${Math.round(row.tbt)} ms`.padStart(7)}` +
        `  ${row.runs.join(', ')}`,
    );
  }
  for (const row of rows.filter((r) => r.findings?.length || r.shifts?.length)) {
    if (row.findings.length)
      console.log(`  ${row.route}: failing audits ${row.findings.join(', ')}`);
    if (row.shifts.length) console.log(`  ${row.route}: layout shifts ${row.shifts.join('; ')}`);
  }
}

async function lighthouseRoutes(base, email, password) {
  const only = process.env.BENCH_ROUTES?.split(',').filter(Boolean);
  const routes = only?.length ? only : LIGHTHOUSE_ROUTES;
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  const rows = [];
  try {
    // /login is measured logged out, before the session exists.
    for (const route of routes.filter((r) => r === '/login')) {
      rows.push(await lighthouseOne(base, route, chrome.port));
    }
    // Playwright logs in, then lets go of the browser before Lighthouse measures: a driver
    // attached to the browser follows every page and adds its work to theirs
    // (bench-waterfall.mjs).
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
    const context = browser.contexts()[0];
    const page = context.pages()[0] ?? (await context.newPage());
    await logIn(page, base, email, password);
    await page.goto('about:blank');
    await browser.close();
    for (const route of routes.filter((r) => r !== '/login')) {
      rows.push(await lighthouseOne(base, route, chrome.port));
    }
  } finally {
    chrome.kill();
  }
  printLighthouse(rows);
}

/** Empties the browser's HTTP cache (Lighthouse keeps it, as it keeps the session's storage). */
async function clearHttpCache(port) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  try {
    const [page] = await browser.pages();
    const session = await page.createCDPSession();
    await session.send('Network.clearBrowserCache');
    await session.detach();
  } finally {
    await browser.disconnect();
  }
}

async function lighthouseOne(base, route, port) {
  try {
    const reports = [];
    for (let run = 0; run < LIGHTHOUSE_RUNS; run++) {
      await clearHttpCache(port);
      const result = await lighthouse(
        `${base}${route}`,
        {
          port,
          output: 'json',
          logLevel: 'error',
          disableStorageReset: true,
          onlyCategories: ['performance', 'accessibility', 'best-practices'],
        },
        undefined,
      );
      if (result.lhr.runtimeError) return { route, error: result.lhr.runtimeError.message };
      reports.push(result.lhr);
    }
    const median = computeMedianRun(reports);
    if (process.env.BENCH_LIGHTHOUSE_JSON) {
      const file = path.join(
        process.env.BENCH_LIGHTHOUSE_JSON,
        `${route.replace(/\W+/g, '_').replace(/^_/, '')}.json`,
      );
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, JSON.stringify(median));
    }
    process.stdout.write(`[bench] lighthouse ${route} done\n`);
    return {
      ...lighthouseRow(route, median),
      runs: reports.map((lhr) => Math.round(lhr.categories.performance.score * 100)),
    };
  } catch (error) {
    return { route, error: error instanceof Error ? error.message : String(error) };
  }
}

async function main() {
  const { base, stop } = await portal();
  const [email, password] = DEMO_LOGINS[0];
  console.log(`[bench] portal: ${base}`);
  try {
    if (process.env.BENCH_LIGHTHOUSE !== 'only') await requestFigures(base, email, password);
    if (process.env.BENCH_LIGHTHOUSE !== '0') await lighthouseRoutes(base, email, password);
  } finally {
    stop();
  }
}

async function requestFigures(base, email, password) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const login = recorder(page);
    let started = Date.now();
    await page.goto(`${base}/login`, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Log in', exact: true }).waitFor();
    report('1. /login, cold cache', await login.figures(), Date.now() - started);

    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
    await page.getByLabel(/^Password/).fill(password);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.waitForURL(`${base}/`);
    await page.waitForLoadState('networkidle');

    login.reset();
    started = Date.now();
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Agent Admin' })
      .click();
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    await page.waitForLoadState('networkidle');
    report(
      '2a. logged in as the agent: home -> /admin/agent/dashboard in the same tab',
      await login.figures(),
      Date.now() - started,
    );

    const state = await context.storageState();
    const coldContext = await browser.newContext({
      viewport: { width: 1280, height: 800 },
      storageState: state,
    });
    const cold = await coldContext.newPage();
    const dashboard = recorder(cold);
    started = Date.now();
    await cold.goto(`${base}/admin/agent/dashboard`, { waitUntil: 'networkidle' });
    await cold.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    report(
      '2b. /admin/agent/dashboard, cold cache, logged in as the agent',
      await dashboard.figures(),
      Date.now() - started,
    );
    await coldContext.close();
    await context.close();

    // 3. The cold waterfall of a villa and of the search at a real network's round trip.
    await printWaterfalls(
      { executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium', args: CHROMIUM_ARGS },
      { base, storageState: state },
    );
  } finally {
    await browser.close();
  }
}

main().catch((error) => {
  console.error(`[bench] ${error instanceof Error ? error.stack : error}`);
  process.exit(1);
});
