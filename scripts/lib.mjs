// Small helpers shared by start, test and bench: timing, ports, waiting, the build check.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import process from 'node:process';
import { ensurePnpm, repoRoot } from './ensure-pnpm.mjs';

export { repoRoot };

export const REMOTES = ['search', 'villa', 'booking', 'admin', 'content', 'office'];

export const DEMO_LOGINS = [
  ['agent@demo.test', 'Agent#2026', 'AGENT'],
  ['organisation@demo.test', 'Organisation#2026', 'ORGANISATION'],
  ['accounts@demo.test', 'Accounts#2026', 'ACCOUNTS'],
  ['newagent@demo.test', 'Newagent#2026', 'AGENT whose signup is incomplete'],
];

/**
 * The office's demo accounts (api/src/db/seed/demoUsers.ts): each signs in at /office/login
 * with a code of its fixed DEMO authenticator secret, printed so a tester can add it to an app.
 */
export const DEMO_STAFF_LOGINS = [
  ['staff@demo.test', 'Staff#2026', 'STAFF', 'DEMOSTAFFTOTPSECRETNOTFORREALUSE'],
  ['admin@demo.test', 'Admin#2026', 'ADMIN', 'DEMOADMINTOTPSECRETNOTFORREALUSE'],
];

/** The demo logins as `npm start` and `start:cluster` print them, one indented line each. */
export function demoLoginLines() {
  const line = ([email, password, role]) =>
    `    ${email.padEnd(24)} ${password.padEnd(18)} ${role}`;
  return [
    ...DEMO_LOGINS.map(line),
    '',
    '  The office, at /office/login (demo authenticator secrets; or the current code:',
    '  pnpm --filter @villa/api cli totp <email>):',
    ...DEMO_STAFF_LOGINS.map((login) => `${line(login)}  secret ${login[3]}`),
  ].join('\n');
}

export function seconds(ms) {
  return `${(ms / 1000).toFixed(1)} s`;
}

export function isRoot() {
  return typeof process.getuid === 'function' && process.getuid() === 0;
}

/** Resolves true when something accepts TCP connections on host:port. */
export function isPortTaken(port, host = '127.0.0.1') {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** A port nobody listens on right now (the OS picks it). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * Polls `url` until it answers with a status below 500; rejects after `timeoutMs` or as soon
 * as `isDead()` says the process that should answer has exited.
 */
export async function waitForUrl(url, { timeoutMs = 180_000, isDead = () => false } = {}) {
  const deadline = Date.now() + timeoutMs;
  let lastError = 'no answer';
  while (Date.now() < deadline) {
    if (isDead()) throw new Error(`the server exited before ${url} answered`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(5000) });
      if (response.status < 500) return response;
      lastError = `status ${response.status}`;
    } catch (error) {
      lastError = error instanceof Error ? (error.cause?.code ?? error.message) : String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${seconds(timeoutMs)} (${lastError})`);
}

/** Newest modification time under `target` (files and folders), skipping node_modules/dist. */
function newestMtime(target) {
  let newest = 0;
  let stat;
  try {
    stat = fs.statSync(target);
  } catch {
    return 0;
  }
  newest = stat.mtimeMs;
  if (stat.isDirectory()) {
    for (const entry of fs.readdirSync(target)) {
      if (entry === 'node_modules' || entry === 'dist') continue;
      newest = Math.max(newest, newestMtime(path.join(target, entry)));
    }
  }
  return newest;
}

/**
 * Whether every production build (host and remotes) is newer than everything it is built from:
 * its own package, shared/, build/, the lockfile. A cheap mtime comparison; FORCE_BUILD=1
 * rebuilds regardless. Returns `{ fresh, reason }`.
 */
export function buildFreshness() {
  const common = ['shared', 'build', 'pnpm-lock.yaml', 'package.json', 'tsconfig.base.json'].map(
    (p) => path.join(repoRoot, p),
  );
  const commonNewest = Math.max(...common.map(newestMtime));
  for (const pkg of ['host', ...REMOTES.map((r) => `remote-${r}`)]) {
    const dir = path.join(repoRoot, pkg);
    const marker = path.join(dir, 'dist', pkg === 'host' ? 'index.html' : 'mf-manifest.json');
    let built;
    try {
      built = fs.statSync(marker).mtimeMs;
    } catch {
      return { fresh: false, reason: `${pkg}/dist is missing` };
    }
    if (Math.max(commonNewest, newestMtime(dir)) > built) {
      return { fresh: false, reason: `sources of ${pkg} changed since its last build` };
    }
  }
  return { fresh: true, reason: 'every dist/ is newer than its sources' };
}

/** Builds host and remotes for production unless they are already up to date. */
export async function buildIfNeeded(pnpm) {
  const force = process.env.FORCE_BUILD === '1';
  const { fresh, reason } = buildFreshness();
  if (fresh && !force) {
    console.log(`[build] skipped: ${reason} (FORCE_BUILD=1 rebuilds anyway)`);
    return false;
  }
  console.log(`[build] ${force ? 'FORCE_BUILD=1' : reason}: pnpm build`);
  await pnpm(['build']);
  // webpack leaves a file it would write unchanged alone, so a marker can keep its old time
  // and the build would look stale forever: stamp every marker with the build's time.
  const now = new Date();
  for (const pkg of ['host', ...REMOTES.map((r) => `remote-${r}`)]) {
    const marker = path.join(
      repoRoot,
      pkg,
      'dist',
      pkg === 'host' ? 'index.html' : 'mf-manifest.json',
    );
    if (fs.existsSync(marker)) fs.utimesSync(marker, now, now);
  }
  return true;
}

/**
 * Starts the API server (`pnpm --silent --filter @villa/api start`) in its own process group, so a
 * signal reaches pnpm, its shell and node alike. Returns the child process. `quiet`: its output is
 * kept (child.output()) instead of shown.
 */
export function startApiServer(env, { quiet = false } = {}) {
  const { env: pnpmEnv } = ensurePnpm();
  // --silent: pnpm adds no banner, nor an error report when the server is stopped by a signal.
  const child = spawn('pnpm', ['--silent', '--filter', '@villa/api', 'start'], {
    cwd: repoRoot,
    env: { ...pnpmEnv, ...env },
    stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    detached: process.platform !== 'win32',
  });
  let output = '';
  if (quiet) {
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
  }
  child.output = () => output;
  return child;
}

/** Sends `signal` to the child's whole process group (falls back to the child alone). */
export function signalGroup(child, signal) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  try {
    if (process.platform !== 'win32') process.kill(-child.pid, signal);
    else child.kill(signal);
  } catch {
    child.kill(signal);
  }
}

/** Runs named stages in order, timing each; prints a summary. Returns true if all passed. */
export class Stages {
  constructor(title) {
    this.title = title;
    this.started = Date.now();
    this.results = [];
  }

  async run(name, fn) {
    const start = Date.now();
    console.log(`\n=== ${name} ===`);
    try {
      const result = await fn();
      const note = typeof result === 'string' ? result : '';
      const ms = Date.now() - start;
      const status = note.startsWith('WARNING') ? 'WARNING' : 'ok';
      this.results.push({ name, ms, status, note });
      console.log(`=== ${name}: ${status} in ${seconds(ms)}${note ? ` (${note})` : ''} ===`);
      return true;
    } catch (error) {
      const ms = Date.now() - start;
      const message = error instanceof Error ? error.message : String(error);
      this.results.push({ name, ms, status: 'FAILED', note: message });
      console.error(`=== ${name}: FAILED in ${seconds(ms)}: ${message} ===`);
      return false;
    }
  }

  /** Lists a stage that was not run because a prerequisite failed. */
  notRun(name) {
    this.results.push({ name, ms: 0, status: 'NOT RUN', note: 'a prerequisite failed' });
  }

  summary() {
    const total = Date.now() - this.started;
    const width = Math.max(...this.results.map((r) => r.name.length), 10);
    console.log(`\n${this.title}: wall time per stage`);
    for (const r of this.results) {
      const extra = r.note ? `  ${r.note}` : '';
      console.log(`  ${r.name.padEnd(width)}  ${seconds(r.ms).padStart(8)}  ${r.status}${extra}`);
    }
    console.log(`  ${'total'.padEnd(width)}  ${seconds(total).padStart(8)}`);
    return this.results.every((r) => r.status !== 'FAILED');
  }
}
