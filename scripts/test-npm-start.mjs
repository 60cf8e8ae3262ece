// `pnpm test:e2e:npm-start [--all]`: the proof that the deployed mode of the e2e suites works
// against the portal as `npm start` serves it. Starts `npm start` (scripts/start.mjs) on a free
// port with a throw-away SQLite file and mail folder, runs `pnpm test:e2e:deployed` against it
// with PORTAL_URL (the @smoke set; with --all every suite, the local-power ones skipping
// themselves), stops the server and removes the folder. A stage of `npm test` (@smoke only).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';
import { pnpm } from './ensure-pnpm.mjs';
import { freePort, repoRoot, seconds, signalGroup } from './lib.mjs';

/** Starts scripts/start.mjs; resolves once it printed that the portal is up. */
function startPortal(env) {
  const child = spawn(process.execPath, [path.join(repoRoot, 'scripts', 'start.mjs')], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: process.platform !== 'win32',
  });
  let output = '';
  const up = new Promise((resolve, reject) => {
    const onData = (chunk) => {
      output += chunk;
      if (output.includes('Villa portal is up')) resolve();
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code, signal) =>
      reject(new Error(`npm start exited (${signal ?? `code ${code}`}):\n${output}`)),
    );
  });
  return { child, up, output: () => output };
}

/** Stops start.mjs, which passes the signal on to the server and exits with it. */
async function stopPortal(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  signalGroup(child, 'SIGTERM');
  const timer = setTimeout(() => signalGroup(child, 'SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}

/** Runs the deployed suites against a fresh `npm start`; returns a line for the stage summary. */
export async function deployedAgainstNpmStart({ all = false, extraArgs = [] } = {}) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'villa-npm-start-'));
  const port = await freePort();
  const portalUrl = `http://localhost:${port}`;
  const started = Date.now();
  const portal = startPortal({
    ...process.env,
    PORT: String(port),
    SQLITE_FILE: path.join(dir, 'portal.sqlite'),
    MAIL_DIR: path.join(dir, 'mail'),
    // The embedded defaults, whatever the calling shell has.
    DATABASE_URL: '',
    SMTP_URL: '',
    REMOTES_JSON: '',
    PUBLIC_URL: portalUrl,
  });
  try {
    await portal.up;
    const upAfter = Date.now() - started;
    console.log(`[npm-start] ${portalUrl} up after ${seconds(upAfter)}`);
    const testsStarted = Date.now();
    await pnpm(['test:e2e:deployed', ...(all ? [] : ['--grep', '@smoke']), ...extraArgs], {
      env: { PORTAL_URL: portalUrl },
    });
    return `${all ? 'every suite' : '@smoke'} passed against npm start: up in ${seconds(upAfter)}, tests ${seconds(Date.now() - testsStarted)}`;
  } finally {
    await stopPortal(portal.child);
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const invokedDirectly =
  process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (invokedDirectly) {
  const args = process.argv.slice(2);
  const all = args.includes('--all');
  deployedAgainstNpmStart({ all, extraArgs: args.filter((a) => a !== '--all') })
    .then((line) => console.log(`[npm-start] ${line}`))
    .catch((error) => {
      console.error(`[npm-start] ${error instanceof Error ? error.message : error}`);
      process.exit(1);
    });
}
