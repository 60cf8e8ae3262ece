// The cluster of `npm run start:cluster` and of the cluster suite of `npm test`: two (or more)
// API instances on one PostgreSQL behind nginx, which serves the built host and remotes as
// static files from deploy/nginx.conf.template. Also the instance controls the suite needs:
// kill -9, a graceful stop, a restart on the same port.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import process from 'node:process';
import { ensurePnpm } from './ensure-pnpm.mjs';
import { freePort, isRoot, repoRoot, waitForUrl } from './lib.mjs';

const apiRoot = path.join(repoRoot, 'api');
/** `pg` and `tsx` are the API's and the workspace's; scripts borrow them. */
export const requireFromApi = createRequire(path.join(apiRoot, 'package.json'));
const MIME_TYPES = '/etc/nginx/mime.types';
const TEMPLATE = path.join(repoRoot, 'deploy', 'nginx.conf.template');

/** The nginx binary, installed with apt-get when it is missing and we are root. */
export function ensureNginx(log = console.log) {
  const found = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => fs.existsSync(p));
  if (found && fs.existsSync(MIME_TYPES)) return { nginx: found, how: `${found} present` };
  if (!isRoot()) {
    throw new Error(
      "nginx is missing and we are not root. Install Debian's nginx package (as root: " +
        '`apt-get install -y --no-install-recommends nginx`) and run this again.',
    );
  }
  log('nginx missing: apt-get install -y --no-install-recommends nginx');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const install = () =>
    spawnSync('apt-get', ['install', '-y', '--no-install-recommends', 'nginx'], {
      stdio: ['ignore', 'inherit', 'inherit'],
      env,
    }).status === 0;
  if (!install()) {
    spawnSync('apt-get', ['update'], { stdio: ['ignore', 'inherit', 'inherit'], env });
    if (!install()) throw new Error('apt-get install -y --no-install-recommends nginx failed');
  }
  // Debian starts the packaged service on port 80; ours runs on its own, so stop that one.
  spawnSync(
    'sh',
    ['-c', 'command -v systemctl >/dev/null && systemctl stop nginx; nginx -s stop'],
    {
      stdio: 'ignore',
    },
  );
  return { nginx: '/usr/sbin/nginx', how: 'installed with apt-get' };
}

/**
 * Runs api/scripts/ensure-postgres.sh (installs and starts PostgreSQL when root) and returns
 * its URL, or null with the reason.
 */
export function providePostgres() {
  const { env } = ensurePnpm();
  const run = spawnSync('bash', [path.join(apiRoot, 'scripts/ensure-postgres.sh')], {
    env,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = run.stdout
    ?.split(/\r?\n/)
    .map((line) => line.trim().match(/postgres(?:ql)?:\/\/\S+/)?.[0])
    .filter(Boolean)
    .pop();
  if (run.status === 0 && url) return { url };
  return { url: null, why: `ensure-postgres.sh exited with code ${run.status}` };
}

/** The same server, another database name. */
export function withDatabase(url, name) {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/** Runs one statement on the server of `url` (CREATE / DROP DATABASE need no transaction). */
export async function adminQuery(url, statement) {
  const { Client } = requireFromApi('pg');
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(statement);
  } finally {
    await client.end();
  }
}

/** `pnpm --filter @villa/api cli migrate [--seed-demo]` on the cluster's database, once. */
export function migrateOnce(databaseUrl, { seedDemo }) {
  const { env } = ensurePnpm();
  const args = ['--silent', '--filter', '@villa/api', 'cli', 'migrate'];
  if (seedDemo) args.push('--seed-demo');
  const run = spawnSync('pnpm', args, {
    cwd: repoRoot,
    env: { ...env, DATABASE_URL: databaseUrl },
    encoding: 'utf8',
  });
  if (run.status !== 0) {
    throw new Error(`cli migrate failed (code ${run.status}):\n${run.stderr}${run.stdout}`);
  }
  return run.stdout.trim();
}

let apiBuilt = false;

/** Builds the API server once (api/scripts/build.mjs): every instance runs the same dist/server.js. */
function buildApiOnce() {
  if (apiBuilt) return;
  const run = spawnSync(process.execPath, ['scripts/build.mjs'], {
    cwd: apiRoot,
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(`building the API failed:\n${run.stderr}${run.stdout}`);
  apiBuilt = true;
}

/** One API instance: node straight away, so `pid` is the server itself (kill -9 hits it). */
class Instance {
  constructor({ id, port, env, quiet }) {
    Object.assign(this, { id, port, env, quiet });
    this.child = null;
    this.output = '';
  }

  start() {
    buildApiOnce();
    this.child = spawn(process.execPath, ['--enable-source-maps', 'dist/server.js'], {
      cwd: apiRoot,
      env: { ...process.env, ...this.env, PORT: String(this.port), INSTANCE_ID: this.id },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const keep = (chunk) => {
      this.output = (this.output + chunk).slice(-20_000);
      if (!this.quiet) process.stderr.write(`[${this.id}] ${chunk}`);
    };
    this.child.stdout.on('data', keep);
    this.child.stderr.on('data', keep);
    this.exited = new Promise((resolve) => this.child.once('exit', resolve));
    return this;
  }

  get pid() {
    return this.child?.pid;
  }

  get running() {
    return this.child !== null && this.child.exitCode === null && this.child.signalCode === null;
  }

  async ready(timeoutMs = 90_000) {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (!this.running) throw new Error(`${this.id} exited:\n${this.output}`);
      try {
        const res = await fetch(`http://127.0.0.1:${this.port}/api/ready`, {
          signal: AbortSignal.timeout(2000),
        });
        if (res.ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error(`${this.id} was not ready within ${timeoutMs} ms:\n${this.output}`);
  }

  /** Sends `signal` and waits for the process to end. */
  async stop(signal = 'SIGTERM') {
    if (!this.running) return;
    this.child.kill(signal);
    await this.exited;
  }
}

/**
 * Starts `count` instances on `databaseUrl` (already migrated), writes the nginx config from
 * the template and starts nginx on `port`, then watches every instance's /api/ready: one that
 * is not ready is marked `down` in nginx until it is again. Returns the controls.
 */
export async function startCluster({
  databaseUrl,
  port,
  count = 2,
  runDir,
  env = {},
  quiet = false,
  watchMs = 500,
}) {
  const { nginx } = ensureNginx();
  fs.mkdirSync(path.join(runDir, 'tmp'), { recursive: true });
  const url = `http://localhost:${port}`;
  const shared = {
    DATABASE_URL: databaseUrl,
    HOST: '127.0.0.1',
    PORTAL_ROOT: repoRoot,
    PUBLIC_URL: url,
    TRUST_PROXY: 'true',
    // Never seeds: the database was migrated (and seeded) once, before the instances start.
    SEED_DEMO: 'false',
    // Every instance must sign and check payment callbacks alike.
    PAYMENT_SANDBOX_SECRET: env.PAYMENT_SANDBOX_SECRET ?? randomBytes(24).toString('hex'),
    // Ready turns 503 at once; the watcher takes the instance out before it stops listening.
    SHUTDOWN_DRAIN_MS: String(watchMs * 3),
    LOG_LEVEL: 'warn',
    ...env,
  };
  const instances = [];
  for (let i = 1; i <= count; i += 1) {
    instances.push(new Instance({ id: `api-${i}`, port: await freePort(), env: shared, quiet }));
  }
  const stopAll = async () => {
    await Promise.all(instances.map((instance) => instance.stop('SIGTERM')));
  };
  try {
    instances.forEach((instance) => instance.start());
    await Promise.all(instances.map((instance) => instance.ready()));
  } catch (error) {
    await stopAll();
    throw error;
  }

  const upstreams = path.join(runDir, 'upstreams.conf');
  const writeUpstreams = (down = new Set()) => {
    // Never all down: with none ready, nginx still tries them all (and answers 502 itself).
    const allDown = instances.every((instance) => down.has(instance.id));
    const lines = instances.map(
      (instance) =>
        `server 127.0.0.1:${instance.port} max_fails=1 fail_timeout=2s${
          down.has(instance.id) && !allDown ? ' down' : ''
        };  # ${instance.id}`,
    );
    fs.writeFileSync(upstreams, `${lines.join('\n')}\n`);
  };
  writeUpstreams();
  const config = fs
    .readFileSync(TEMPLATE, 'utf8')
    .replaceAll('{{RUN_DIR}}', runDir)
    .replaceAll('{{PORT}}', String(port))
    .replaceAll('{{PORTAL_ROOT}}', repoRoot)
    .replaceAll('{{MIME_TYPES}}', MIME_TYPES)
    // Started by root, nginx would hand its workers to nobody, who may not read the checkout.
    .replaceAll('{{USER}}', isRoot() ? 'user root;' : '');
  const configFile = path.join(runDir, 'nginx.conf');
  fs.writeFileSync(configFile, config);
  const nginxArgs = ['-p', runDir, '-e', path.join(runDir, 'error.log'), '-c', configFile];
  const test = spawnSync(nginx, [...nginxArgs, '-t'], { encoding: 'utf8' });
  if (test.status !== 0) {
    await stopAll();
    throw new Error(`nginx -t refused ${configFile}:\n${test.stderr}`);
  }
  const proxy = spawn(nginx, [...nginxArgs, '-g', 'daemon off;'], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const proxyExited = new Promise((resolve) => proxy.once('exit', resolve));
  try {
    await waitForUrl(`${url}/api/ready`, {
      timeoutMs: 20_000,
      isDead: () => proxy.exitCode !== null,
    });
  } catch (error) {
    await stopAll();
    throw error;
  }

  // The health checks nginx (open source) lacks: GET /api/ready of each instance, twice a second.
  let down = new Set();
  let watching = true;
  let reloads = 0;
  const watch = async () => {
    while (watching) {
      const now = new Set();
      await Promise.all(
        instances.map(async (instance) => {
          try {
            const res = await fetch(`http://127.0.0.1:${instance.port}/api/ready`, {
              signal: AbortSignal.timeout(Math.max(watchMs, 1000)),
            });
            if (!res.ok) now.add(instance.id);
          } catch {
            now.add(instance.id);
          }
        }),
      );
      if (watching && [...now].sort().join() !== [...down].sort().join()) {
        down = now;
        writeUpstreams(down);
        proxy.kill('SIGHUP');
        reloads += 1;
      }
      await new Promise((resolve) => setTimeout(resolve, watchMs));
    }
  };
  const watcher = watch();

  return {
    url,
    port,
    instances,
    nginxPid: proxy.pid,
    configFile,
    /** Instances the watcher holds as not ready right now, and how often nginx was reloaded. */
    health: () => ({ down: [...down], reloads }),
    /** kill -9 of one instance: no shutdown at all. */
    async kill(instance) {
      await instance.stop('SIGKILL');
    },
    /** SIGTERM, wait until it has ended, start it again on its port, wait until it is ready. */
    async restart(instance) {
      await instance.stop('SIGTERM');
      instance.start();
      await instance.ready();
    },
    async stop() {
      watching = false;
      await watcher;
      proxy.kill('SIGQUIT');
      await Promise.race([proxyExited, new Promise((resolve) => setTimeout(resolve, 5000))]);
      if (proxy.exitCode === null) proxy.kill('SIGKILL');
      await stopAll();
    },
  };
}
