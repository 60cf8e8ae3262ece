// `pnpm deploy:remote <name> [--to DIR] [--dist FOLDER] [--host FOLDER]`
//   builds remote-<name> for production into an immutable folder of the deploy folder DIR,
//   named <package version>-<content hash>, checks its shared ranges against the host that is
//   deployed, and points DIR/remotes.json at it (atomically); the history is kept in
//   DIR/remotes/<name>/history.json. --dist deploys a build made already (CI builds once).
// `pnpm rollback:remote <name> [--to DIR] [--host FOLDER]`
//   points the remote back at the version deployed before the current one; again goes one
//   further back, until the entry remotes.json had before the first deploy.
//
// DIR: the folder of REMOTES_JSON when set, else var/deploy (both are what the API server
// serves, api/src/web/remotes.ts): a running `npm start` shows a deploy on the next reload.
// --host: the deployed host's build folder (its shared-versions.json), host/dist by default.
//
// Exit codes: 0 done; 1 failed or refused (build error, bad input, another deploy running);
// 2 usage; 3 refused: built against a shared surface the host does not provide;
// 4 nothing to roll back to. A refusal changes nothing.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import process from 'node:process';
import {
  DeployRefusal,
  deployBuild,
  makeStagingFolder,
  readHistory,
  rollbackRemote,
} from './deploy-remote-lib.mjs';

const repoRoot = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const USAGE = `usage: pnpm deploy:remote <name> [--to DIR] [--dist FOLDER] [--host FOLDER]
       pnpm rollback:remote <name> [--to DIR] [--host FOLDER]`;

function parseArgs(argv) {
  const [command, ...rest] = argv;
  const options = { command, name: undefined, to: undefined, dist: undefined, host: undefined };
  for (let i = 0; i < rest.length; i += 1) {
    const arg = rest[i];
    const flag = /^--(to|dist|host)(?:=(.*))?$/.exec(arg);
    if (flag) {
      const value = flag[2] ?? rest[(i += 1)];
      if (!value) throw new DeployRefusal(`${arg} needs a value\n${USAGE}`, 2);
      options[flag[1]] = path.resolve(value);
    } else if (!arg.startsWith('-') && options.name === undefined) {
      options.name = arg;
    } else {
      throw new DeployRefusal(`unexpected argument "${arg}"\n${USAGE}`, 2);
    }
  }
  if (!['deploy', 'rollback'].includes(command) || !options.name) {
    throw new DeployRefusal(USAGE, 2);
  }
  return options;
}

const remoteNames = () =>
  fs
    .readdirSync(repoRoot)
    .filter((entry) => entry.startsWith('remote-'))
    .map((entry) => entry.slice('remote-'.length))
    .sort();

function defaultDir() {
  return process.env.REMOTES_JSON
    ? path.dirname(path.resolve(process.env.REMOTES_JSON))
    : path.join(repoRoot, 'var', 'deploy');
}

/** The versions of the shared singletons the deployed host provides (its build wrote them). */
function providedByHost(hostDist) {
  const file = path.join(hostDist, 'shared-versions.json');
  if (!fs.existsSync(file)) {
    throw new DeployRefusal(
      `${file} is missing: the host at ${hostDist} was built before deploys checked the shared surface. ` +
        'Build the host (pnpm --filter @villa/host build) or pass --host <its dist folder>.',
    );
  }
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

/** The endpoint contract version the deployed host was built with (its build wrote it). */
function contractOfHost(hostDist) {
  const file = path.join(hostDist, 'contract-version.json');
  if (!fs.existsSync(file)) {
    throw new DeployRefusal(
      `${file} is missing: the host at ${hostDist} was built before deploys checked the endpoint contract. ` +
        'Build the host (pnpm --filter @villa/host build) or pass --host <its dist folder>.',
    );
  }
  return JSON.parse(fs.readFileSync(file, 'utf8')).contract;
}

/** webpack, as the remote's own `build` script runs it, but writing into `outputPath`. */
function build(name, outputPath) {
  const result = spawnSync(
    process.execPath,
    [
      path.join(repoRoot, 'node_modules', 'webpack-cli', 'bin', 'cli.js'),
      '--mode',
      'production',
      '--config',
      'webpack.config.cjs',
      '--output-path',
      outputPath,
    ],
    { cwd: path.join(repoRoot, `remote-${name}`), stdio: ['ignore', 'pipe', 'inherit'] },
  );
  if (result.status !== 0) {
    process.stderr.write(result.stdout);
    throw new DeployRefusal(`webpack could not build remote-${name}: nothing was deployed.`);
  }
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

function main() {
  const started = Date.now();
  const options = parseArgs(process.argv.slice(2));
  const { name } = options;
  if (!remoteNames().includes(name)) {
    throw new DeployRefusal(`"${name}" is not a remote: one of ${remoteNames().join(', ')}`, 2);
  }
  const dir = options.to ?? defaultDir();
  const hostDist = options.host ?? path.join(repoRoot, 'host', 'dist');
  const provided = providedByHost(hostDist);
  const hostContract = contractOfHost(hostDist);

  if (options.command === 'rollback') {
    const { from, to, entry } = rollbackRemote({ dir, name, provided, hostContract });
    console.log(
      `[rollback] ${name}: ${from ?? 'first entry'} -> ${to ?? `the entry before the first deploy`} (${entry}) in ${seconds(Date.now() - started)}`,
    );
    return;
  }

  const staging = makeStagingFolder(dir, name);
  try {
    if (options.dist) fs.cpSync(options.dist, staging, { recursive: true });
    else build(name, staging);
  } catch (error) {
    fs.rmSync(staging, { recursive: true, force: true });
    throw error;
  }
  const built = Date.now();
  const packageVersion = JSON.parse(
    fs.readFileSync(path.join(repoRoot, `remote-${name}`, 'package.json'), 'utf8'),
  ).version;
  const seed = [
    path.join(hostDist, 'remotes.json'),
    path.join(repoRoot, 'host', 'public', 'remotes.json'),
  ].find((file) => fs.existsSync(file));
  const { version, entry, reused, previous, unchanged } = deployBuild({
    dir,
    name,
    staging,
    packageVersion,
    provided,
    hostContract,
    seedRemotesJson: seed,
  });
  if (unchanged) {
    console.log(`[deploy] ${name} ${version} is live already: nothing changed.`);
    return;
  }
  const history = readHistory(dir, name);
  console.log(
    `[deploy] ${name} ${version}${reused ? ' (this very build was deployed before: its folder is reused)' : ''}\n` +
      `  ${options.dist ? 'copied' : 'built'} in ${seconds(built - started)}, switched in ${seconds(Date.now() - built)}\n` +
      `  remotes.json: ${name} -> ${entry} (was ${previous ?? 'not deployed from here'})\n` +
      `  ${path.join(dir, 'remotes', name, 'history.json')}: ${history.stack.length - 1} rollback(s) possible`,
  );
}

try {
  main();
} catch (error) {
  console.error(
    `[${process.argv[2] ?? 'deploy'}] ${error instanceof Error ? error.message : error}`,
  );
  process.exit(error instanceof DeployRefusal ? error.exitCode : 1);
}
