// The cluster suite (`npm test` runs it after the e2e stage; alone: `pnpm test:cluster`).
// Two API instances on one PostgreSQL behind nginx (scripts/cluster.mjs, the topology of
// `npm run start:cluster`), mail to a real SMTP sink, and what issue 13 asks to be proven:
//   1. both instances answer behind nginx; static files, cache headers, gzip, the page's CSP
//   2. a cross-remote e2e subset in chromium through nginx (e2e/playwright.cluster.config.ts)
//   3. 50 overlapping checkouts spread over both instances: exactly one wins
//   4. log-in throttling holds when the attempts alternate between instances
//   5. a card payment started on one instance and called back on the other settles; a
//      nightly rate the office sets through one instance is the other's next search
//   6. kill -9 of one instance under a steady write load: only requests in flight fail, no
//      acknowledged booking, quote or mail is lost, each mail is delivered once (the SMTP sink
//      keeps every copy; a duplicate fails the suite unless its first copy was accepted within a second of the kill)
//   7. a rolling restart (SIGTERM, start, ready; each instance in turn) under load: no failure
// Prints its figures. Needs nginx and PostgreSQL (installed with apt-get when root); without
// them it says so loudly and is skipped (a WARNING, not a failure), as the PostgreSQL API run is.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import process from 'node:process';
import {
  adminQuery,
  ensureNginx,
  migrateOnce,
  providePostgres,
  requireFromApi,
  startCluster,
  withDatabase,
} from './cluster.mjs';
import { call, checkoutBody, LOGIN_USER_TYPE, logIn, startSmtpSink } from './clusterCalls.mjs';
import { ensurePnpm } from './ensure-pnpm.mjs';
import { DEMO_STAFF_LOGINS, freePort, repoRoot, seconds } from './lib.mjs';

const AGENT = { email: 'agent@demo.test', password: 'Agent#2026' };
const THROTTLED = { email: 'newagent@demo.test', password: 'Newagent#2026' };

const figures = [];
const figure = (name, value) => {
  figures.push([name, value]);
  console.log(`[cluster] ${name}: ${value}`);
};

class Failed extends Error {}
function expect(condition, message) {
  if (!condition) throw new Failed(message);
}

/**
 * How long before the kill -9 a mail the killed instance delivered may have been accepted and
 * not yet marked sent: the measured window is a few ms (p99 35-110 ms on a loaded 2-core
 * machine), so one second is generous without excusing anything else.
 */
const KILL_WINDOW_MS = 1000;

/** Stays that take a quote (so checkout takes them too): distinct villa-weeks. */
async function findStays(base, token, sql, count) {
  const villas = (await sql('select id from villas order by id')).rows.map((r) => r.id);
  const stays = [];
  const today = Math.floor(Date.now() / 86_400_000);
  for (let week = 0; stays.length < count && week < 30; week += 1) {
    for (const villa of villas) {
      if (stays.length >= count) break;
      const arrival = new Date((today + 70 + week * 7) * 86_400_000).toISOString().slice(0, 10);
      const stay = { propertyId: villa, arrival, nights: 7 };
      const res = await call(base, 'POST', '/api/quotes', {
        token,
        body: { ...stay, poolHeating: false },
      });
      if (res.status === 201) stays.push(stay);
    }
  }
  expect(stays.length === count, `found ${stays.length} bookable stays, wanted ${count}`);
  return stays;
}

/**
 * A steady write load through nginx until stop(): `workers` loops, each a quote, an enquiry
 * (a mail) or a checkout of a fresh stay in turn. Records every answer with its time, and
 * what was acknowledged (201/202) so nothing acknowledged can go missing unnoticed.
 */
function writeLoad(base, token, stays, { workers = 4, pauseMs = 40, tag }) {
  const results = [];
  const acked = { quotes: [], bookings: [], mails: [] };
  let running = true;
  let n = 0;
  const quoteStays = stays.slice(0, 10);
  const bookStays = stays.slice(10);
  const one = async () => {
    const i = n;
    n += 1;
    const kind = i % 3 === 0 ? 'quote' : i % 3 === 1 ? 'mail' : 'booking';
    const started = Date.now();
    let res;
    if (kind === 'quote') {
      const stay = quoteStays[i % quoteStays.length];
      res = await call(base, 'POST', '/api/quotes', {
        token,
        body: { ...stay, poolHeating: false },
      });
      if (res.status === 201) acked.quotes.push(res.json.quote.bookRef);
    } else if (kind === 'mail') {
      const mark = `${tag}-${i}-${randomBytes(3).toString('hex')}`;
      res = await call(base, 'POST', '/api/send-enquiry', {
        token,
        body: { subject: `Load ${mark}`, body: `Cluster load enquiry ${mark}, please ignore.` },
      });
      if (res.status === 202) acked.mails.push(mark);
    } else {
      const stay = bookStays.shift();
      if (!stay) {
        return;
      }
      res = await call(base, 'POST', '/api/checkout/reserve', {
        token,
        body: checkoutBody(stay, `LOAD-${i}`),
      });
      if (res.status === 201) acked.bookings.push(res.json.bookRef);
    }
    results.push({ kind, status: res.status, started, ended: Date.now(), error: res.error });
  };
  const loops = Array.from({ length: workers }, async () => {
    while (running) {
      await one();
      await new Promise((resolve) => setTimeout(resolve, pauseMs));
    }
  });
  return {
    results,
    acked,
    async stop() {
      running = false;
      await Promise.all(loops);
    },
  };
}

/** A failure: the server did not answer or answered 5xx (409/422 are answers, not failures). */
const failed = (r) => r.status === 0 || r.status >= 500;

/**
 * How long after the SMTP server took a mail its row was marked sent (the sender's clock when
 * it wrote the update): a kill -9 in that window, and only there, sends the mail again.
 */
async function acceptedToSent(sql, sink) {
  const sentAt = new Map(
    (await sql("select id, sent_at from outbox where status = 'sent'")).rows.map((r) => [
      r.id,
      Date.parse(r.sent_at),
    ]),
  );
  const gaps = [];
  sink.messages.forEach((raw, i) => {
    const id = Number(raw.match(/^Message-ID: <outbox-(\d+)-/im)?.[1]);
    if (sentAt.has(id)) gaps.push(sentAt.get(id) - sink.acceptedAt[i]);
  });
  if (gaps.length === 0) return 'no mail';
  gaps.sort((x, y) => x - y);
  const at = (q) => gaps[Math.min(gaps.length - 1, Math.floor(q * gaps.length))];
  return `SMTP acceptance to the "sent" update, over ${gaps.length} mails: median ${at(0.5)} ms, 99th percentile ${at(0.99)} ms, max ${gaps[gaps.length - 1]} ms`;
}

/**
 * What a failure says of each duplicate: when the sink accepted each copy, counted from the
 * kill -9, and the row's attempts and last error, so a copy of a mail the killed instance had
 * handed over just before the kill (the documented window) is told from any other cause.
 */
async function explainDuplicates(sql, sink, duplicates, killedAt) {
  const lines = [];
  for (const [mark, ids] of duplicates) {
    const id = Number(ids[0]?.match(/outbox-(\d+)-/)?.[1]);
    const row = (
      await sql('select attempts, status, last_error, sent_at from outbox where id = $1', [id])
    ).rows[0];
    const copies = sink.messages
      .map((raw, i) => (raw.includes(mark) ? `${sink.acceptedAt[i] - killedAt} ms` : null))
      .filter(Boolean);
    lines.push(
      `${mark} (outbox ${id}, ${ids[0]}): copies accepted at ${copies.join(' and ')} from the kill; row ${JSON.stringify(row)}`,
    );
  }
  return lines.join('; ');
}

async function runPlaywright(env) {
  const { env: pnpmEnv } = ensurePnpm();
  return new Promise((resolve) => {
    const child = spawn(
      'pnpm',
      [
        '--filter',
        '@villa/e2e',
        'exec',
        'playwright',
        'test',
        '-c',
        'playwright.cluster.config.ts',
      ],
      { cwd: repoRoot, env: { ...pnpmEnv, ...env }, stdio: 'inherit' },
    );
    child.on('exit', (code) => resolve(code));
  });
}

export async function clusterSuite() {
  const started = Date.now();
  try {
    ensureNginx();
  } catch (error) {
    return `WARNING: skipped, ${error.message}`;
  }
  const postgres = providePostgres();
  if (!postgres.url) return `WARNING: skipped, PostgreSQL is not available (${postgres.why})`;

  const dbName = `villa_cluster_t_${process.pid}_${randomBytes(3).toString('hex')}`;
  await adminQuery(postgres.url, `create database ${dbName}`);
  const databaseUrl = withDatabase(postgres.url, dbName);
  const { Pool } = requireFromApi('pg');
  const pool = new Pool({ connectionString: databaseUrl, max: 2 });
  const sql = (text, values) => pool.query(text, values);
  const runDir = fs.mkdtempSync(path.join(os.tmpdir(), 'villa-cluster-test-'));
  const e2eDir = path.join(runDir, 'e2e');
  const sink = await startSmtpSink(path.join(e2eDir, 'main', 'mail'));
  let cluster;
  try {
    console.log(`[cluster] ${migrateOnce(databaseUrl, { seedDemo: true })}`);
    const port = await freePort();
    cluster = await startCluster({
      databaseUrl,
      port,
      runDir,
      quiet: true,
      env: { SMTP_URL: sink.url, MAIL_LEASE_SECONDS: '6' },
    });
    const [a, b] = cluster.instances;
    const direct = (instance) => `http://127.0.0.1:${instance.port}`;
    const base = cluster.url;
    console.log(
      `[cluster] nginx on ${base}; ${cluster.instances.map((i) => `${i.id} :${i.port} PID ${i.pid}`).join(', ')} (${seconds(Date.now() - started)})`,
    );

    // 1. Both instances behind nginx; the static files as the API serves them.
    const seen = new Set();
    for (let i = 0; i < 6; i += 1)
      seen.add((await call(base, 'GET', '/api/health')).json?.instance);
    expect(seen.has('api-1') && seen.has('api-2'), `nginx reached ${[...seen]} only`);
    const page = await call(base, 'GET', '/villas');
    const pageDirect = await call(direct(a), 'GET', '/villas');
    expect(page.status === 200 && page.text === pageDirect.text, 'the page through nginx differs');
    expect(
      page.headers.get('content-security-policy') ===
        pageDirect.headers.get('content-security-policy') &&
        page.headers.get('content-security-policy')?.includes("default-src 'self'"),
      'the page lost its Content-Security-Policy',
    );
    expect((await call(base, 'GET', '/no-such-screen')).status === 404, 'no 404 page');
    const mainJs = fs
      .readdirSync(path.join(repoRoot, 'host', 'dist'))
      .find((f) => /^main\.[0-9a-f]+\.js$/.test(f));
    const js = await fetch(`${base}/${mainJs}`, { headers: { 'accept-encoding': 'gzip' } });
    await js.arrayBuffer();
    expect(
      js.headers.get('cache-control') === 'public, max-age=31536000, immutable' &&
        js.headers.get('content-encoding') === 'gzip',
      'a hashed file is not immutable and gzipped',
    );
    for (const file of [
      '/remotes.json',
      '/remotes/search/mf-manifest.json',
      '/remotes/villa/remoteEntry.js',
    ]) {
      const res = await call(base, 'GET', file);
      expect(
        res.status === 200 && res.headers.get('cache-control') === 'no-cache',
        `${file} is not no-cache`,
      );
    }
    figure(
      'static files',
      'hashed files immutable + gzip; entries, manifests, remotes.json no-cache; the page and its CSP as an instance sends them',
    );

    // 2. The cross-remote e2e subset in chromium, through nginx.
    for (const name of ['main', 'shell']) {
      fs.mkdirSync(path.join(e2eDir, name, 'mail'), { recursive: true });
      for (const copy of ['remotes.json', 'remotes.original.json']) {
        fs.copyFileSync(
          path.join(repoRoot, 'host', 'dist', 'remotes.json'),
          path.join(e2eDir, name, copy),
        );
      }
    }
    const e2eStarted = Date.now();
    // CLUSTER_E2E=0 leaves the browser out (a quicker run while working on the other checks).
    const code =
      process.env.CLUSTER_E2E === '0'
        ? 0
        : await runPlaywright({
            E2E_PORT: String(port),
            E2E_SHELL_PORT: String(await freePort()),
            VILLA_E2E_RUN_DIR: e2eDir,
            E2E_KEEP_RUN_DIR: '1',
          });
    expect(code === 0, `the e2e subset through nginx failed (exit code ${code})`);
    figure('e2e subset through nginx', `passed in ${seconds(Date.now() - e2eStarted)}`);

    // 3. 50 overlapping checkouts spread over both instances: exactly one wins.
    const token = await logIn(base, AGENT);
    const stays = await findStays(base, token, sql, 62);
    const raceStay = stays.pop();
    const race = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        call(direct(i % 2 ? b : a), 'POST', `/api/checkout/${i % 2 ? 'reserve' : 'all'}`, {
          token,
          body: checkoutBody(raceStay, `RACE-${i}`),
        }),
      ),
    );
    const won = race.filter((r) => r.status === 201).length;
    // Any other answer is named with its status and message, so a failure says what went wrong.
    const otherStatuses = (answers) => {
      const others = answers.filter((r) => r.status !== 201 && r.status !== 409);
      if (others.length === 0) return '';
      const counts = {};
      for (const r of others) {
        const key = `${r.status} ${String(r.json?.message ?? r.error ?? r.text ?? '').slice(0, 80)}`;
        counts[key] = (counts[key] ?? 0) + 1;
      }
      return ` (${Object.entries(counts)
        .map(([k, n]) => `${n} x ${k}`)
        .join('; ')})`;
    };
    const refused = race.filter((r) => r.status === 409).length;
    figure(
      '50 overlapping checkouts (25 per instance)',
      `${won} booked, ${refused} refused 409, ${50 - won - refused} other${otherStatuses(race)}`,
    );
    expect(won === 1 && refused === 49, 'overlapping checkouts: not exactly one winner');
    const overlapping = await sql(
      "select count(*)::int as n from bookings where villa_id = $1 and arrival = $2 and status in ('RESERVE','PAYPENDING','BOOKING')",
      [raceStay.propertyId, raceStay.arrival],
    );
    expect(overlapping.rows[0].n === 1, `${overlapping.rows[0].n} stays in the database`);

    // 4. Log-in throttling holds when the attempts alternate between the instances.
    const attempts = [];
    for (let i = 0; i < 5; i += 1) {
      const res = await call(direct(i % 2 ? b : a), 'POST', '/api/login', {
        body: { email: THROTTLED.email, password: 'Wrong#2026', user_type: LOGIN_USER_TYPE },
      });
      attempts.push(res.status);
    }
    const right = await call(direct(b), 'POST', '/api/login', {
      body: { email: THROTTLED.email, password: THROTTLED.password, user_type: LOGIN_USER_TYPE },
    });
    figure(
      'log-in throttle, attempts alternating',
      `wrong x5: ${attempts.join(' ')}; then the right password: ${right.status}`,
    );
    expect(
      attempts.slice(0, 4).every((s) => s !== 200 && s !== 429) &&
        attempts[4] === 429 &&
        right.status === 429,
      'the throttle did not hold across instances',
    );

    // 5. A card payment started on one instance, paid and called back on the other.
    const payStay = stays.pop();
    const booked = await call(direct(a), 'POST', '/api/checkout/all', {
      token,
      body: checkoutBody(payStay, 'PAY-1'),
    });
    expect(booked.status === 201, `checkout for the payment answered ${booked.status}`);
    const ref = booked.json.bookRef;
    const before = await call(direct(a), 'GET', `/api/bookings/${ref}`, { token });
    const startPay = await call(direct(a), 'POST', `/api/booking-modify/card-payment/${ref}`, {
      token,
      body: {
        amount: before.json.depositInfo.amount,
        registeredDetails: 'AGENT',
        paymentToken: before.json.paymentToken,
      },
    });
    expect(
      startPay.status === 201,
      `card payment start answered ${startPay.status} ${startPay.text}`,
    );
    const paid = await call(direct(b), 'POST', startPay.json.paymentUrl, {
      form: { cardNumber: '4242 4242 4242 4242', expiry: '12/30', cvc: '123', name: 'J Smith' },
    });
    const state = await call(
      direct(a),
      'GET',
      `/api/booking-modify/card-payment/${ref}/${startPay.json.paymentId}`,
      { token },
    );
    const after = await call(direct(a), 'GET', `/api/bookings/${ref}`, { token });
    figure(
      'card payment started on api-1, paid and called back on api-2',
      `${state.json?.state}, ${after.json?.payments?.length} payment recorded`,
    );
    expect(
      paid.status === 200 && state.json?.state === 'SUCCEEDED' && after.json.payments.length === 1,
      'the payment did not settle',
    );

    // 5b. The office sets a week's nightly rate through one instance; the other instance's
    // next search prices the villa with it (a per-villa update, no catalogue reload).
    const [staffEmail, staffPassword, , staffSecret] = DEMO_STAFF_LOGINS[0];
    const { Secret, TOTP } = requireFromApi('otpauth');
    const staffCode = new TOTP({
      secret: Secret.fromBase32(staffSecret),
      algorithm: 'SHA1',
      digits: 6,
      period: 30,
    }).generate();
    const office = await call(direct(a), 'POST', '/api/office/login', {
      body: { email: staffEmail, password: staffPassword, code: staffCode },
    });
    expect(office.status === 200, `office sign-in answered ${office.status} ${office.text}`);
    const rateStay = stays.pop();
    const lastNight = new Date(Date.parse(rateStay.arrival) + (rateStay.nights - 1) * 86_400_000)
      .toISOString()
      .slice(0, 10);
    const { code: villaCode } = (
      await sql('select code from villas where id = $1', [rateStay.propertyId])
    ).rows[0];
    const searchedPrice = async (instance) => {
      const query = new URLSearchParams({
        'criteria[arrival]': rateStay.arrival,
        'criteria[nights]': String(rateStay.nights),
        'criteria[q]': villaCode,
      });
      const res = await call(direct(instance), 'GET', `/api/property-search?${query}`, { token });
      return res.json?.properties?.find((p) => p.propertyId === rateStay.propertyId)?.price.amount;
    };
    const priceBefore = await searchedPrice(b);
    const rateSetAt = Date.now();
    const rateSet = await call(
      direct(a),
      'POST',
      `/api/office/villas/${rateStay.propertyId}/calendar`,
      {
        token: office.json.token,
        body: { from: rateStay.arrival, to: lastNight, nightlyRate: 977 },
      },
    );
    const priceOnB = await searchedPrice(b);
    const seenAfter = Date.now() - rateSetAt;
    const priceOnA = await searchedPrice(a);
    figure(
      'office rate set on api-1, searched on api-2',
      `${rateSet.status}; ${rateStay.nights} nights ${priceBefore} before, then ${priceOnB} on api-2 and ${priceOnA} on api-1 (api-2 answered ${seenAfter} ms after the change was sent)`,
    );
    expect(
      rateSet.status === 200 && priceOnB === priceOnA && priceOnB !== priceBefore,
      "the other instance did not answer the office's new rate",
    );

    // 6. kill -9 of one instance under a steady write load.
    const killLoad = writeLoad(base, token, stays.splice(0, 30), { tag: 'kill' });
    await new Promise((resolve) => setTimeout(resolve, 4000));
    const killedAt = Date.now();
    await cluster.kill(a);
    const deadAt = Date.now();
    await new Promise((resolve) => setTimeout(resolve, 5000));
    a.start();
    await a.ready();
    await new Promise((resolve) => setTimeout(resolve, 2000));
    await killLoad.stop();
    const killFailures = killLoad.results.filter(failed);
    // In flight at the kill: sent before the process was gone, not answered when the kill began.
    const inFlightAtKill = killLoad.results.filter(
      (r) => r.started <= deadAt && r.ended >= killedAt,
    ).length;
    const afterKill = killLoad.results.filter((r) => r.started > deadAt);
    figure(
      'kill -9 of api-1 under load',
      `${killLoad.results.length} requests, ${killFailures.length} failed (${inFlightAtKill} in flight at the kill), ${afterKill.length} sent after the kill of which ${afterKill.filter(failed).length} failed`,
    );
    for (const r of killFailures) {
      console.log(
        `[cluster]   failed: ${r.kind} ${r.status || r.error}, sent ${r.started - killedAt} ms after the kill, answered after ${r.ended - r.started} ms`,
      );
    }
    expect(
      killFailures.length <= inFlightAtKill,
      'more requests failed than were in flight at the kill',
    );
    expect(afterKill.filter(failed).length === 0, 'requests sent after the kill failed');

    // 7. A rolling restart under load: each instance in turn, SIGTERM, start, ready.
    const rollLoad = writeLoad(base, token, stays.splice(0, 30), { tag: 'roll' });
    await new Promise((resolve) => setTimeout(resolve, 2000));
    for (const instance of cluster.instances) await cluster.restart(instance);
    await new Promise((resolve) => setTimeout(resolve, 2000));
    await rollLoad.stop();
    const rollFailures = rollLoad.results.filter(failed);
    figure(
      'rolling restart under load',
      `${rollLoad.results.length} requests, ${rollFailures.length} failed (nginx reloads by the health watcher: ${cluster.health().reloads})`,
    );
    expect(
      rollFailures.length === 0,
      `${rollFailures.length} requests failed in the rolling restart: ${JSON.stringify(rollFailures.slice(0, 3))}`,
    );

    // No acknowledged write lost; each mail sent once (after the killed instance's lease ran out).
    const acked = {
      quotes: [...killLoad.acked.quotes, ...rollLoad.acked.quotes],
      bookings: [...killLoad.acked.bookings, ...rollLoad.acked.bookings],
      mails: [...killLoad.acked.mails, ...rollLoad.acked.mails],
    };
    // A quote for a stay the agent already quoted answers the same quote (one per stay), so
    // the refs acknowledged are counted once each.
    const refs = [...new Set([...acked.quotes, ...acked.bookings])];
    const stored = await sql('select ref from bookings where ref = any($1)', [refs]);
    const lostWrites = refs.length - stored.rowCount;
    const drainDeadline = Date.now() + 60_000;
    let pending;
    for (;;) {
      pending = (
        await sql("select count(*)::int as n from outbox where status in ('pending','sending')")
      ).rows[0].n;
      if (pending === 0 || Date.now() > drainDeadline) break;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    // Deliveries per acknowledged enquiry, with the Message-ID of each.
    const received = new Map();
    for (const raw of sink.messages) {
      const mark = raw.match(/Load ((?:kill|roll)-\d+-[0-9a-f]{6})/)?.[1];
      const id = raw.match(/^Message-ID: (.+)$/im)?.[1]?.trim();
      if (mark) received.set(mark, [...(received.get(mark) ?? []), id]);
    }
    const lostMails = acked.mails.filter((m) => !received.has(m)).length;
    const duplicates = [...received.entries()].filter(([, ids]) => ids.length > 1);
    figure(
      'acknowledged writes',
      `${acked.bookings.length} bookings, ${acked.quotes.length} quotes, ${acked.mails.length} mails; lost writes ${lostWrites}, lost mails ${lostMails}, outbox still pending ${pending}`,
    );
    figure(
      'mails delivered twice',
      duplicates.length === 0
        ? `0 (${sink.messages.length} mails delivered)`
        : `${duplicates.length} (${duplicates.map(([mark, ids]) => `${mark}: ${ids.join(' ')}`).join('; ')})`,
    );
    figure('the one window left for a duplicate', await acceptedToSent(sql, sink));
    expect(
      lostWrites === 0 && lostMails === 0 && pending === 0,
      'an acknowledged write or mail was lost',
    );
    // Each mail once. SMTP has no exactly-once: a mail the killed instance handed over just
    // before the kill, and could not mark sent, goes again with the same Message-ID
    // (docs/deploy.md). Only such a copy is allowed: its first delivery was accepted within a
    // second of the kill. Any other duplicate (a stolen claim, a lost fence) fails.
    const inKillWindow = ([mark]) => {
      const first = sink.messages.findIndex((raw) => raw.includes(mark));
      const at = sink.acceptedAt[first] - killedAt;
      // Either side of the kill: bytes written just before it can reach the sink a little after.
      return Math.abs(at) < KILL_WINDOW_MS;
    };
    const unexplained = duplicates.filter((d) => !inKillWindow(d));
    figure(
      'duplicates from a mail handed over just before the kill',
      `${duplicates.length - unexplained.length}; any other: ${unexplained.length}`,
    );
    expect(
      unexplained.length === 0 && duplicates.length <= 1,
      `mails delivered twice: ${await explainDuplicates(sql, sink, duplicates, killedAt)}`,
    );
    return `${figures.length} checks in ${seconds(Date.now() - started)}`;
  } finally {
    await cluster?.stop();
    await sink.close();
    await pool.end();
    await adminQuery(postgres.url, `drop database if exists ${dbName} with (force)`).catch(
      (error) => console.warn(`[cluster] could not drop ${dbName}: ${error.message}`),
    );
    fs.rmSync(runDir, { recursive: true, force: true });
    if (figures.length) {
      console.log('\n[cluster] figures');
      for (const [name, value] of figures) console.log(`  ${name}: ${value}`);
    }
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  clusterSuite()
    .then((note) => {
      console.log(`[cluster] ${note}`);
      process.exit(0);
    })
    .catch((error) => {
      console.error(`[cluster] FAILED: ${error instanceof Failed ? error.message : error.stack}`);
      process.exit(1);
    });
}
