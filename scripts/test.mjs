// `npm test`: every test of the repository, as CI runs it (.ci/run calls this).
//   1. pnpm 10 available          5. chromium and pdftotext (apt-get when root)
//   2. pnpm install (frozen)      6. production build of host and remotes
//   3. pnpm check                 7. Playwright e2e against that build
//   4. API tests on SQLite, and on PostgreSQL when api/scripts/ensure-postgres.sh provides one
//   7b. the e2e @smoke set in deployed mode (PORTAL_URL, scripts/test-npm-start.mjs) against a
//      fresh `npm start` on a free port and a throw-away database
//   8. the cluster suite (scripts/test-cluster.mjs): two API instances on one PostgreSQL behind
//      nginx; skipped with a warning when nginx or PostgreSQL cannot be provided
// A failed check, API or e2e stage does not stop the others (each is worth knowing about);
// a failed prerequisite (pnpm, install, chromium, build) stops the run. Exits 1 if anything
// failed; prints every stage's wall time and the total.
// PostgreSQL that cannot be provided is a loud warning, not a failure.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import process from 'node:process';
import { ensurePnpm, pnpm } from './ensure-pnpm.mjs';
import { Stages, buildIfNeeded, isRoot, repoRoot } from './lib.mjs';
import { clusterSuite } from './test-cluster.mjs';
import { deployedAgainstNpmStart } from './test-npm-start.mjs';

const CHROMIUM = '/usr/bin/chromium';

function loud(lines) {
  const bar = '!'.repeat(78);
  console.warn(`\n${bar}\n${lines.map((l) => `!!! ${l}`).join('\n')}\n${bar}\n`);
}

/** Runs a command with inherited stderr, capturing stdout (also echoed). */
function runCapture(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: repoRoot,
      stdio: ['ignore', 'pipe', 'inherit'],
      ...options,
    });
    let stdout = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
      process.stdout.write(chunk);
    });
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code, stdout }));
  });
}

function run(command, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: repoRoot, stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')}: exit code ${code}`)),
    );
  });
}

async function providePostgres() {
  const script = path.join(repoRoot, 'api/scripts/ensure-postgres.sh');
  if (!fs.existsSync(script)) {
    return { url: undefined, why: 'api/scripts/ensure-postgres.sh does not exist' };
  }
  const { env } = ensurePnpm();
  const { code, stdout } = await runCapture('bash', [script], { env });
  const url = stdout
    .split(/\r?\n/)
    .map((line) => line.trim())
    .reverse()
    .map((line) => line.match(/postgres(?:ql)?:\/\/\S+/)?.[0])
    .find(Boolean);
  if (code === 0 && url) return { url };
  return {
    url: undefined,
    why: `ensure-postgres.sh exited with code ${code}${url ? '' : ' and printed no postgres:// URL'}`,
  };
}

/** What the browser tests need from Debian: chromium, and pdftotext to read the PDFs they download. */
const E2E_TOOLS = [
  [CHROMIUM, 'chromium'],
  ['/usr/bin/pdftotext', 'poppler-utils'],
];

async function ensureE2eTools() {
  const missing = E2E_TOOLS.filter(([file]) => !fs.existsSync(file));
  if (missing.length === 0) return `${E2E_TOOLS.map(([file]) => file).join(', ')} present`;
  const packages = missing.map(([, name]) => name).join(' ');
  if (!isRoot()) {
    throw new Error(
      `${missing.map(([file]) => file).join(', ')} missing and we are not root. Install Debian's ` +
        `packages (as root: \`apt-get update && apt-get install -y ${packages}\`) and run \`npm test\` again.`,
    );
  }
  console.log(
    `${missing.map(([file]) => file).join(', ')} missing: apt-get install -y ${packages}`,
  );
  const aptEnv = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  await run('apt-get', ['update']).catch((error) => {
    throw new Error(`apt-get update failed: ${error.message}`);
  });
  const install = spawnSync(
    'apt-get',
    ['install', '-y', '--no-install-recommends', ...missing.map(([, name]) => name)],
    { stdio: 'inherit', env: aptEnv },
  );
  if (install.status !== 0 || missing.some(([file]) => !fs.existsSync(file))) {
    throw new Error(`apt-get install -y ${packages} failed`);
  }
  return `${packages} installed with apt-get`;
}

async function main() {
  const stages = new Stages('npm test');
  // [name, run, prerequisite: a failure stops the run]
  const steps = [
    [
      'pnpm',
      async () => {
        const { version, via } = ensurePnpm();
        return `pnpm ${version} (${via})`;
      },
      true,
    ],
    ['install', () => pnpm(['install', '--frozen-lockfile']), true],
    ['check (typecheck, lint, format, shared surface, unit)', () => pnpm(['check']), false],
    [
      'API tests (SQLite, + PostgreSQL when available)',
      async () => {
        const postgres = await providePostgres();
        const env = { ...process.env };
        delete env.TEST_DATABASE_URL;
        if (postgres.url) {
          console.log(`[test] PostgreSQL available: TEST_DATABASE_URL=${postgres.url}`);
          env.TEST_DATABASE_URL = postgres.url;
        } else {
          loud([
            'PostgreSQL WAS SKIPPED: the API tests ran on SQLite only.',
            `Reason: ${postgres.why}.`,
            'Run as root, or set TEST_DATABASE_URL to a PostgreSQL database, to cover it.',
          ]);
        }
        await pnpm(['--filter', '@villa/api', 'test'], { env });
        return postgres.url ? 'SQLite and PostgreSQL' : 'WARNING: SQLite only, PostgreSQL skipped';
      },
      false,
    ],
    ['chromium, pdftotext', ensureE2eTools, true],
    ['build', async () => ((await buildIfNeeded(pnpm)) ? 'built' : 'up to date'), true],
    ['e2e (Playwright)', () => pnpm(['test:e2e']), false],
    ['e2e @smoke against `npm start` (deployed mode)', () => deployedAgainstNpmStart(), false],
    ['cluster (nginx, two API instances, PostgreSQL)', clusterSuite, false],
  ];
  let stopped = false;
  for (const [name, fn, prerequisite] of steps) {
    if (stopped) stages.notRun(name);
    else if (!(await stages.run(name, fn)) && prerequisite) stopped = true;
  }
  const ok = stages.summary();
  process.exit(ok ? 0 : 1);
}

main().catch((error) => {
  console.error(`[test] ${error instanceof Error ? error.stack : error}`);
  process.exit(1);
});
