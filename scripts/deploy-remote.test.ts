/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

interface Refusal extends Error {
  exitCode: number;
}
interface Deployed {
  version: string;
  entry: string;
  folder: string;
  reused: boolean;
  previous: string | null;
  unchanged: boolean;
}
interface History {
  current: string | null;
  stack: { version: string | null; entry: string }[];
  events: { action: string; version: string | null; previous: string | null; at: string }[];
}
const lib = require('./deploy-remote-lib.mjs') as {
  DeployRefusal: new (message: string, exitCode?: number) => Refusal;
  INCOMPATIBLE_SURFACE: number;
  NOTHING_TO_ROLL_BACK: number;
  makeStagingFolder(dir: string, name: string): string;
  deployBuild(options: {
    dir: string;
    name: string;
    staging: string;
    packageVersion: string;
    provided: Record<string, string>;
    hostContract?: string;
    seedRemotesJson?: string;
    now?: Date;
  }): Deployed;
  rollbackRemote(options: {
    dir: string;
    name: string;
    provided: Record<string, string>;
    now?: Date;
  }): { from: string | null; to: string | null; entry: string };
  readHistory(dir: string, name: string): History;
  writeFileAtomic(file: string, text: string): void;
};

const host = { '@villa/shared/ui': '4.1.0', '@villa/shared/store': '4.1.0', react: '19.3.1' };
const seedRemotes = {
  content: '/remotes/content/mf-manifest.json',
  admin: '/remotes/admin/mf-manifest.json',
};

let work: string;
let dir: string;
let seedFile: string;

beforeEach(() => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'deploy-remote-test-'));
  dir = path.join(work, 'deploy');
  seedFile = path.join(work, 'host-remotes.json');
  fs.writeFileSync(seedFile, JSON.stringify(seedRemotes));
});
afterEach(() => fs.rmSync(work, { recursive: true, force: true }));

/** A remote build as webpack writes it: manifest with its shared ranges, entry, chunks, routes. */
function writeBuild(folder: string, marker: string, sharedRange = '^4.0.0', contract = '1.2.0') {
  fs.mkdirSync(path.join(folder, 'assets'), { recursive: true });
  fs.writeFileSync(
    path.join(folder, 'mf-manifest.json'),
    JSON.stringify({
      shared: [
        { name: '@villa/shared/ui', requiredVersion: sharedRange },
        { name: '@villa/shared/store', requiredVersion: '^4.0.0' },
        { name: 'react', requiredVersion: false },
      ],
    }),
  );
  fs.writeFileSync(path.join(folder, 'remoteEntry.js'), `/* ${marker} */`);
  fs.writeFileSync(path.join(folder, 'routes.json'), JSON.stringify({ routes: [], contract }));
  fs.writeFileSync(path.join(folder, 'assets', 'main.0123456789.js'), `console.log("${marker}")`);
}

function deploy(marker: string, sharedRange?: string, now?: Date, contract?: string) {
  const staging = lib.makeStagingFolder(dir, 'content');
  writeBuild(staging, marker, sharedRange, contract ?? '2.1.0');
  return lib.deployBuild({
    dir,
    name: 'content',
    staging,
    packageVersion: '1.0.0',
    provided: host,
    hostContract: '2.0.0',
    seedRemotesJson: seedFile,
    now,
  });
}

const remotesJson = () =>
  JSON.parse(fs.readFileSync(path.join(dir, 'remotes.json'), 'utf8')) as Record<string, string>;
const contentFolder = () => fs.readdirSync(path.join(dir, 'remotes', 'content')).sort();
function refusalOf(action: () => unknown): Refusal {
  try {
    action();
  } catch (error) {
    return error as Refusal;
  }
  throw new Error('not refused');
}

describe('pnpm deploy:remote', () => {
  it('puts the whole build in a folder named by version and content, points remotes.json at it, and records it', () => {
    const deployed = deploy('A', undefined, new Date('2026-11-23T10:00:00Z'));

    expect(deployed.version).toMatch(/^1\.0\.0-[0-9a-f]{10}$/);
    expect(fs.readdirSync(deployed.folder).sort()).toEqual([
      'assets',
      'mf-manifest.json',
      'remoteEntry.js',
      'routes.json',
    ]);
    // The other remotes keep the entries the portal served before the first deploy.
    expect(remotesJson()).toEqual({
      ...seedRemotes,
      content: `/remotes/content/${deployed.version}/mf-manifest.json`,
    });
    const history = lib.readHistory(dir, 'content');
    expect(history.current).toBe(deployed.version);
    expect(history.events).toEqual([
      expect.objectContaining({
        action: 'deploy',
        version: deployed.version,
        previous: null,
        at: '2026-11-23T10:00:00.000Z',
      }),
    ]);
    // Immutable: its files cannot be written; nothing is left staged.
    expect(fs.statSync(path.join(deployed.folder, 'remoteEntry.js')).mode & 0o222).toBe(0);
    expect(contentFolder()).toEqual([deployed.version, 'history.json']);
  });

  it('gives another build another folder and never rewrites an existing one', () => {
    const a = deploy('A');
    const b = deploy('B');
    expect(b.version).not.toBe(a.version);
    expect(b.previous).toBe(a.version);
    expect(fs.readFileSync(path.join(a.folder, 'remoteEntry.js'), 'utf8')).toBe('/* A */');

    const inodeOfA = fs.statSync(path.join(a.folder, 'remoteEntry.js')).ino;
    const again = deploy('A');
    expect(again).toMatchObject({ version: a.version, reused: true, unchanged: false });
    expect(fs.statSync(path.join(a.folder, 'remoteEntry.js')).ino).toBe(inodeOfA);
    expect(remotesJson().content).toBe(a.entry);

    // The same build deployed over itself changes nothing, not even the history.
    const events = lib.readHistory(dir, 'content').events.length;
    expect(deploy('A').unchanged).toBe(true);
    expect(lib.readHistory(dir, 'content').events).toHaveLength(events);
  });

  it('switches remotes.json by renaming a complete file over it, leaving no temporary file', () => {
    deploy('A');
    const file = path.join(dir, 'remotes.json');
    const before = fs.statSync(file).ino;
    const reader = fs.openSync(file, 'r');
    deploy('B');
    // A reader that opened the old file still reads it whole: it was replaced, not rewritten.
    const old = fs.readFileSync(reader, 'utf8');
    fs.closeSync(reader);
    expect(JSON.parse(old).content).not.toBe(remotesJson().content);
    expect(fs.statSync(file).ino).not.toBe(before);
    expect(fs.readdirSync(dir).sort()).toEqual(['remotes', 'remotes.json']);
  });

  it('refuses a build made against a shared surface the host does not provide, changing nothing', () => {
    const a = deploy('A');
    const remotesBefore = fs.readFileSync(path.join(dir, 'remotes.json'), 'utf8');
    const historyBefore = lib.readHistory(dir, 'content');

    const refusal = refusalOf(() => deploy('next major', '^5.0.0'));
    expect(refusal.exitCode).toBe(lib.INCOMPATIBLE_SURFACE);
    expect(refusal.message).toContain('@villa/shared/ui ^5.0.0 (the host provides 4.1.0)');
    expect(refusal.message).toContain('Nothing was changed.');
    expect(fs.readFileSync(path.join(dir, 'remotes.json'), 'utf8')).toBe(remotesBefore);
    expect(lib.readHistory(dir, 'content')).toEqual(historyBefore);
    expect(contentFolder()).toEqual([a.version, 'history.json']);
  });

  it('refuses a build made against another major of the endpoint contract, changing nothing', () => {
    const a = deploy('A');
    const remotesBefore = fs.readFileSync(path.join(dir, 'remotes.json'), 'utf8');

    const refusal = refusalOf(() => deploy('last month', undefined, undefined, '1.9.0'));
    expect(refusal.exitCode).toBe(lib.INCOMPATIBLE_SURFACE);
    expect(refusal.message).toContain(
      'built against endpoint contract 1.9.0; the deployed host and API speak 2.0.0',
    );
    expect(refusal.message).toContain('Nothing was changed.');
    expect(fs.readFileSync(path.join(dir, 'remotes.json'), 'utf8')).toBe(remotesBefore);
    expect(contentFolder()).toEqual([a.version, 'history.json']);
    // A later minor of the same major adds only: it deploys.
    expect(deploy('additions', undefined, undefined, '2.4.0').unchanged).toBe(false);
  });

  it('refuses while another deploy holds the folder', () => {
    deploy('A');
    fs.writeFileSync(path.join(dir, '.deploy.lock'), '12345');
    expect(refusalOf(() => deploy('B')).message).toContain('Another deploy or rollback is running');
    expect(contentFolder()).toHaveLength(2);
  });
});

describe('pnpm rollback:remote', () => {
  it('goes back one deploy at a time, down to the entry before the first deploy, then says there is none', () => {
    const a = deploy('A');
    const b = deploy('B');

    expect(lib.rollbackRemote({ dir, name: 'content', provided: host })).toEqual({
      from: b.version,
      to: a.version,
      entry: a.entry,
    });
    expect(remotesJson().content).toBe(a.entry);

    expect(lib.rollbackRemote({ dir, name: 'content', provided: host }).to).toBeNull();
    expect(remotesJson()).toEqual(seedRemotes);

    const remotesBefore = fs.readFileSync(path.join(dir, 'remotes.json'), 'utf8');
    const refusal = refusalOf(() => lib.rollbackRemote({ dir, name: 'content', provided: host }));
    expect(refusal.exitCode).toBe(lib.NOTHING_TO_ROLL_BACK);
    expect(refusal.message).toContain('nothing earlier to roll back to');
    expect(fs.readFileSync(path.join(dir, 'remotes.json'), 'utf8')).toBe(remotesBefore);

    // Every step is in the history, the versions' folders are all kept.
    expect(lib.readHistory(dir, 'content').events.map((e) => [e.action, e.version])).toEqual([
      ['deploy', a.version],
      ['deploy', b.version],
      ['rollback', a.version],
      ['rollback', null],
    ]);
    expect(contentFolder()).toEqual([a.version, b.version, 'history.json'].sort());
  });

  it('says there is nothing to roll back to for a remote never deployed there', () => {
    const refusal = refusalOf(() => lib.rollbackRemote({ dir, name: 'admin', provided: host }));
    expect(refusal.exitCode).toBe(lib.NOTHING_TO_ROLL_BACK);
    expect(refusal.message).toContain('admin was never deployed');
    expect(fs.existsSync(path.join(dir, 'remotes.json'))).toBe(false);
  });

  it('refuses to return to a version the host can no longer run', () => {
    const a = deploy('A');
    deploy('B');
    const newerHost = { ...host, '@villa/shared/ui': '5.0.0' };
    const refusal = refusalOf(() =>
      lib.rollbackRemote({ dir, name: 'content', provided: newerHost }),
    );
    expect(refusal.exitCode).toBe(lib.INCOMPATIBLE_SURFACE);
    expect(refusal.message).toContain(`Version ${a.version} of content`);
    expect(remotesJson().content).not.toBe(a.entry);
  });
});

describe('the command line', () => {
  const script = path.join(__dirname, 'deploy-remote.mjs');
  const run = (...args: string[]) =>
    spawnSync(process.execPath, ['--import', 'tsx', script, ...args], {
      encoding: 'utf8',
      cwd: path.join(__dirname, '..'),
    });

  it('deploys a given build, refuses an incompatible one with exit code 3, and rolls back', () => {
    const hostDist = path.join(work, 'host');
    fs.mkdirSync(hostDist);
    fs.writeFileSync(path.join(hostDist, 'shared-versions.json'), JSON.stringify(host));
    fs.writeFileSync(
      path.join(hostDist, 'contract-version.json'),
      JSON.stringify({ contract: '1.2.0' }),
    );
    fs.writeFileSync(path.join(hostDist, 'remotes.json'), JSON.stringify(seedRemotes));
    const good = path.join(work, 'good');
    const bad = path.join(work, 'bad');
    writeBuild(good, 'good');
    writeBuild(bad, 'bad', '^9.0.0');

    const deployed = run('deploy', 'content', '--to', dir, '--dist', good, '--host', hostDist);
    expect(deployed.status).toBe(0);
    expect(deployed.stdout).toMatch(/\[deploy\] content 1\.0\.0-[0-9a-f]{10}/);

    const refused = run('deploy', 'content', '--to', dir, '--dist', bad, '--host', hostDist);
    expect(refused.status).toBe(3);
    expect(refused.stderr).toContain('@villa/shared/ui ^9.0.0 (the host provides 4.1.0)');

    expect(run('rollback', 'content', '--to', dir, '--host', hostDist).status).toBe(0);
    expect(remotesJson()).toEqual(seedRemotes);
    expect(run('rollback', 'content', '--to', dir, '--host', hostDist).status).toBe(4);
    expect(run('deploy', 'nope', '--to', dir, '--host', hostDist).status).toBe(2);
    // Five runs of node with tsx: seconds each on a busy 2-core machine.
  }, 60_000);
});
