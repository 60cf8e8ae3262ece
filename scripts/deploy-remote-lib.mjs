// What `pnpm deploy:remote` and `pnpm rollback:remote` do to a deploy folder, free of the
// command line (scripts/deploy-remote.mjs) so the unit tests run it on real files.
//
// A deploy folder DIR (the API server serves it: api/src/web/remotes.ts):
//   DIR/remotes.json                        where each remote is deployed right now
//   DIR/remotes/<name>/<version>/…          one immutable build of a remote (its whole dist)
//   DIR/remotes/<name>/history.json         what was deployed when, and what a rollback returns to
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { satisfy } from '@module-federation/enhanced/runtime';
// The host's own rule (run with tsx: `node --import tsx`, as package.json's scripts do).
import { remoteMismatches } from '../host/src/federation/sharedSurface.ts';
import { contractCompatible } from '../shared/src/contract/contractVersion.ts';

/** Refused, and nothing changed; `exitCode` says why (scripts/deploy-remote.mjs documents them). */
export class DeployRefusal extends Error {
  constructor(message, exitCode = 1) {
    super(message);
    this.name = 'DeployRefusal';
    this.exitCode = exitCode;
  }
}

/** Exit code of a refusal for the shared surface: the host cannot run this build. */
export const INCOMPATIBLE_SURFACE = 3;
/** Exit code of a rollback with nothing to roll back to. */
export const NOTHING_TO_ROLL_BACK = 4;

const remoteFolder = (dir, name) => path.join(dir, 'remotes', name);
const historyFile = (dir, name) => path.join(remoteFolder(dir, name), 'history.json');
export const remotesJsonFile = (dir) => path.join(dir, 'remotes.json');
export const entryOf = (name, version) => `/remotes/${name}/${version}/mf-manifest.json`;

function filesUnder(folder, prefix = '') {
  return fs
    .readdirSync(folder, { withFileTypes: true })
    .sort((a, b) => (a.name < b.name ? -1 : 1))
    .flatMap((entry) =>
      entry.isDirectory()
        ? filesUnder(path.join(folder, entry.name), `${prefix}${entry.name}/`)
        : [`${prefix}${entry.name}`],
    );
}

/** Ten hex digits of the SHA-256 of every file's path and bytes: the same build, the same name. */
export function contentHash(folder) {
  const hash = crypto.createHash('sha256');
  for (const file of filesUnder(folder)) {
    hash.update(`${file}\0`);
    hash.update(fs.readFileSync(path.join(folder, file)));
    hash.update('\0');
  }
  return hash.digest('hex').slice(0, 10);
}

/**
 * The endpoint contract the build names in its routes.json (build/routeManifestPlugin.cjs)
 * against the one the deployed host was built with: another major would read answers the API
 * no longer gives, so the host would only show its "needs an update" panel (docs/adr/0017).
 */
function checkContract(name, folder, hostContract, what) {
  if (hostContract === undefined) return;
  const routesPath = path.join(folder, 'routes.json');
  const built = fs.existsSync(routesPath)
    ? JSON.parse(fs.readFileSync(routesPath, 'utf8')).contract
    : undefined;
  if (!contractCompatible(built, hostContract)) {
    throw new DeployRefusal(
      `${what} of ${name} was built against endpoint contract ${built ?? '(none named)'}; the deployed host and API speak ${hostContract}.\n` +
        `The host would show "This section needs an update". Rebuild the remote from the current contract. Nothing was changed.`,
      INCOMPATIBLE_SURFACE,
    );
  }
}

function checkSurface(name, folder, provided, what, hostContract) {
  checkContract(name, folder, hostContract, what);
  const manifestPath = path.join(folder, 'mf-manifest.json');
  if (!fs.existsSync(manifestPath)) {
    throw new DeployRefusal(`${what} of ${name} has no mf-manifest.json: not a remote build.`);
  }
  const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8'));
  // The very check the host's runtime plugin makes on the same manifest, with the same `satisfy`.
  const mismatches = remoteMismatches(manifest, provided, satisfy);
  if (mismatches.length > 0) {
    throw new DeployRefusal(
      `${what} of ${name} was built against a shared surface or federation runtime the deployed host does not provide:\n` +
        mismatches
          .map((m) => `  ${m.name} ${m.required} (the host provides ${m.provided ?? 'nothing'})`)
          .join('\n') +
        `\nThe host would show "This section needs an update". Nothing was changed.`,
      INCOMPATIBLE_SURFACE,
    );
  }
}

/** Writes a whole file or nothing: a temporary file beside it, flushed, then renamed over it. */
export function writeFileAtomic(file, text) {
  const temp = path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}.tmp`);
  const fd = fs.openSync(temp, 'w');
  try {
    fs.writeSync(fd, text);
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
  fs.renameSync(temp, file);
  // The rename itself survives a power cut only once the folder is flushed.
  const dirFd = fs.openSync(path.dirname(file), 'r');
  try {
    fs.fsyncSync(dirFd);
  } finally {
    fs.closeSync(dirFd);
  }
}

const writeJson = (file, value) => writeFileAtomic(file, `${JSON.stringify(value, null, 2)}\n`);

/**
 * A remote's history: `events` (every deploy and rollback, when, which version) and `stack`
 * (what is live now, last, and what each rollback returns to, one step each). The first deploy
 * puts the entry remotes.json had before it at the bottom (`version: null`).
 */
export function readHistory(dir, name) {
  const file = historyFile(dir, name);
  if (!fs.existsSync(file)) return { remote: name, current: null, stack: [], events: [] };
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

function readRemotes(dir, seedFile) {
  const file = remotesJsonFile(dir);
  const source = fs.existsSync(file) ? file : seedFile;
  if (!source || !fs.existsSync(source)) return {};
  return JSON.parse(fs.readFileSync(source, 'utf8'));
}

/** One deploy or rollback at a time per deploy folder. */
function withLock(dir, action) {
  fs.mkdirSync(dir, { recursive: true });
  const lock = path.join(dir, '.deploy.lock');
  let fd;
  try {
    fd = fs.openSync(lock, 'wx');
  } catch {
    throw new DeployRefusal(
      `Another deploy or rollback is running on ${dir} (${lock}). If none is, remove that file.`,
    );
  }
  try {
    fs.writeSync(fd, String(process.pid));
    return action();
  } finally {
    fs.closeSync(fd);
    fs.rmSync(lock, { force: true });
  }
}

/** An empty folder in the deploy folder where a build (or a copy of one) is put before it is named. */
export function makeStagingFolder(dir, name) {
  fs.mkdirSync(remoteFolder(dir, name), { recursive: true });
  return fs.mkdtempSync(path.join(remoteFolder(dir, name), '.staging-'));
}

/** Makes every file of a build read-only: a deployed version is never written again. */
function freeze(folder) {
  for (const file of filesUnder(folder)) fs.chmodSync(path.join(folder, file), 0o444);
  // mkdtemp made it private; the web server reads it.
  fs.chmodSync(folder, 0o755);
}

/**
 * Deploys the build in `staging` (made by makeStagingFolder): checks its shared ranges against
 * the host's `provided` versions, names it `<packageVersion>-<content hash>` (a folder that
 * exists already holds these very bytes and is reused, never written), switches remotes.json
 * and records the deploy. The version live already is left as it is (`unchanged`). `seedRemotesJson` is the remotes.json the portal served before the
 * deploy folder had one.
 */
export function deployBuild({
  dir,
  name,
  staging,
  packageVersion,
  provided,
  hostContract,
  seedRemotesJson,
  now,
}) {
  try {
    checkSurface(name, staging, provided, 'This build', hostContract);
    const version = `${packageVersion}-${contentHash(staging)}`;
    return withLock(dir, () => {
      const folder = path.join(remoteFolder(dir, name), version);
      const reused = fs.existsSync(folder);
      if (!reused) {
        freeze(staging);
        fs.renameSync(staging, folder);
      }
      const remotes = readRemotes(dir, seedRemotesJson);
      const entry = entryOf(name, version);
      const history = readHistory(dir, name);
      if (history.current === version && remotes[name] === entry) {
        return { version, entry, folder, reused, previous: version, unchanged: true };
      }
      const at = (now ?? new Date()).toISOString();
      if (history.stack.length === 0 && typeof remotes[name] === 'string') {
        history.stack.push({ version: null, entry: remotes[name] });
      }
      const previous = history.current;
      writeJson(remotesJsonFile(dir), { ...remotes, [name]: entry });
      history.stack.push({ version, entry, deployedAt: at });
      history.current = version;
      history.events.push({ at, action: 'deploy', version, previous, entry });
      writeJson(historyFile(dir, name), history);
      return { version, entry, folder, reused, previous, unchanged: false };
    });
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}

/**
 * Returns a remote to the version deployed before the current one (the history's stack: a
 * second rollback goes one further back). Refused when there is none, or when the host can no
 * longer run that version.
 */
export function rollbackRemote({ dir, name, provided, hostContract, now }) {
  return withLock(dir, () => {
    const history = readHistory(dir, name);
    if (history.stack.length < 2) {
      throw new DeployRefusal(
        history.stack.length === 0
          ? `${name} was never deployed to ${dir}: there is nothing to roll back to.`
          : `${name} is at the first entry its history knows (${history.stack[0].entry}): there is nothing earlier to roll back to.`,
        NOTHING_TO_ROLL_BACK,
      );
    }
    const target = history.stack[history.stack.length - 2];
    if (target.version) {
      checkSurface(
        name,
        path.join(remoteFolder(dir, name), target.version),
        provided,
        `Version ${target.version}`,
        hostContract,
      );
    }
    const remotes = readRemotes(dir, null);
    const at = (now ?? new Date()).toISOString();
    const from = history.current;
    writeJson(remotesJsonFile(dir), { ...remotes, [name]: target.entry });
    history.stack.pop();
    history.current = target.version;
    history.events.push({
      at,
      action: 'rollback',
      version: target.version,
      previous: from,
      entry: target.entry,
    });
    writeJson(historyFile(dir, name), history);
    return { from, to: target.version, entry: target.entry };
  });
}
