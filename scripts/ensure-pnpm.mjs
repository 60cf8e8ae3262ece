// Makes pnpm 10 available on a machine that has only Node 20 and npm.
//
// pnpm 11 refuses Node 20 and `corepack enable pnpm` fails its signature check against our
// registry, so we do it by hand: use a pnpm 10 already on PATH, else `npm i -g pnpm@10.34.9`,
// else (not root, no writable global prefix) the copy that `npx --yes pnpm@10.34.9` caches.
// In the last case the folder holding that copy's `pnpm` binary is put first on PATH for every
// child process, because package scripts call `pnpm` themselves (`pnpm check` runs
// `pnpm typecheck && ...`).
//
// Used as a module by the other scripts (`ensurePnpm`, `pnpm`), and on its own:
//   node scripts/ensure-pnpm.mjs            ensure and print the version
//   node scripts/ensure-pnpm.mjs <args...>  ensure, then run `pnpm <args...>` in the repo root
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';

export const PNPM_VERSION = '10.34.9';
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const isWindows = process.platform === 'win32';

function pnpmVersionOnPath(env) {
  const result = spawnSync('pnpm', ['--version'], { env, encoding: 'utf8', shell: isWindows });
  if (result.status !== 0) return undefined;
  return result.stdout.trim();
}

function withPathFirst(env, dir) {
  return { ...env, PATH: `${dir}${path.delimiter}${env.PATH ?? ''}` };
}

function log(message) {
  console.log(`[ensure-pnpm] ${message}`);
}

let ensured;

/**
 * Returns `{ version, env, via }`: `env` is the environment (PATH included) in which `pnpm`
 * runs pnpm 10; pass it to every child process. Cached for the life of the process.
 */
export function ensurePnpm() {
  ensured ??= findOrInstall();
  return ensured;
}

function findOrInstall() {
  const env = { ...process.env };
  const existing = pnpmVersionOnPath(env);
  if (existing?.startsWith('10.')) {
    return { version: existing, env, via: 'PATH' };
  }
  log(
    existing
      ? `pnpm ${existing} found, but this repository needs pnpm 10 (pnpm 11 refuses Node 20)`
      : 'pnpm not found',
  );

  log(`installing pnpm@${PNPM_VERSION} globally with npm`);
  const global = spawnSync('npm', ['install', '--global', `pnpm@${PNPM_VERSION}`], {
    env,
    stdio: 'inherit',
    shell: isWindows,
  });
  if (global.status === 0) {
    const prefix = spawnSync('npm', ['prefix', '--global'], {
      env,
      encoding: 'utf8',
      shell: isWindows,
    }).stdout.trim();
    const globalEnv = prefix
      ? withPathFirst(env, isWindows ? prefix : path.join(prefix, 'bin'))
      : env;
    const installed = pnpmVersionOnPath(globalEnv);
    if (installed?.startsWith('10.')) return { version: installed, env: globalEnv, via: 'npm -g' };
    log(`npm installed pnpm, but \`pnpm --version\` then said ${installed ?? 'nothing'}`);
  } else {
    log('global install failed (not root, or the global prefix is not writable)');
  }

  log(`falling back to npx --yes pnpm@${PNPM_VERSION}`);
  // `npx -c` runs a shell command with the cached package's .bin first on PATH: ask it where
  // `pnpm` is, so later calls (and package scripts) run it directly instead of through npx.
  const located = spawnSync(
    'npx',
    [
      '--yes',
      '--package',
      `pnpm@${PNPM_VERSION}`,
      '-c',
      isWindows ? 'where pnpm' : 'command -v pnpm',
    ],
    { env, encoding: 'utf8', shell: isWindows },
  );
  const binary = located.stdout.trim().split(/\r?\n/)[0];
  if (located.status === 0 && binary) {
    const npxEnv = withPathFirst(env, path.dirname(binary));
    const version = pnpmVersionOnPath(npxEnv);
    if (version?.startsWith('10.')) return { version, env: npxEnv, via: 'npx' };
  }
  throw new Error(
    `could not make pnpm ${PNPM_VERSION} available. Install it yourself ` +
      `(npm install --global pnpm@${PNPM_VERSION}) and run the command again.\n` +
      (located.stderr ?? ''),
  );
}

/**
 * Runs `pnpm <args>` (inheriting stdio unless told otherwise); resolves on exit code 0,
 * rejects with the code otherwise.
 */
export function pnpm(args, options = {}) {
  const { env: extraEnv, ...rest } = options;
  const { env } = ensurePnpm();
  return new Promise((resolve, reject) => {
    const child = spawn('pnpm', args, {
      cwd: repoRoot,
      stdio: 'inherit',
      shell: isWindows,
      ...rest,
      env: { ...env, ...extraEnv },
    });
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`pnpm ${args.join(' ')} failed (${signal ?? `exit code ${code}`})`));
    });
  });
}

const invokedDirectly =
  process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (invokedDirectly) {
  try {
    const { version, via } = ensurePnpm();
    const args = process.argv.slice(2);
    if (args.length === 0) {
      log(`pnpm ${version} (${via})`);
    } else {
      await pnpm(args);
    }
  } catch (error) {
    console.error(`[ensure-pnpm] ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  }
}
