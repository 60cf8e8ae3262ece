// The versioned surface of @villa/shared: what the remotes are built against and the host
// provides at run time, one API report per shared singleton entry (shared/api/<entry>.api.md),
// made by API Extractor from the entry's declarations.
//
//   node scripts/shared-surface.mjs check    (pnpm surface:check, part of pnpm check)
//     fails when an entry's surface differs from its checked-in report, or when the reports
//     were not recorded at shared's current version.
//   node scripts/shared-surface.mjs update   (pnpm surface:update)
//     rewrites the reports, but only once shared/package.json's version has been bumped the
//     way the change requires: major when something was removed or changed, minor when
//     something was only added. It records that version and each report's digest in
//     shared/api/surface.json, which the check compares.
import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import process from 'node:process';
import { Extractor, ExtractorConfig } from '@microsoft/api-extractor';

const require = createRequire(import.meta.url);
const repoRoot = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const sharedDir = path.join(repoRoot, 'shared');
const reportDir = path.join(sharedDir, 'api');
const surfaceFile = path.join(reportDir, 'surface.json');
const workDir = path.join(repoRoot, '.tmp', 'shared-surface');
const dtsDir = path.join(workDir, 'dts');
const { sharedModuleNames } = require('../build/sharedModules.cjs');
const { requiredBump, isBumped } = require('../build/sharedSurfaceVersion.cjs');
const sharedPackage = JSON.parse(fs.readFileSync(path.join(sharedDir, 'package.json'), 'utf8'));

/** The @villa/shared entries shared as singletons: `store` for `@villa/shared/store`. */
export function singletonEntries() {
  return sharedModuleNames()
    .filter((name) => name.startsWith('@villa/shared/'))
    .map((name) => name.slice('@villa/shared/'.length))
    .sort();
}

function emitDeclarations() {
  fs.rmSync(dtsDir, { recursive: true, force: true });
  execFileSync(
    process.execPath,
    [require.resolve('typescript/bin/tsc'), '-p', path.join(sharedDir, 'tsconfig.surface.json')],
    { cwd: repoRoot, stdio: 'inherit' },
  );
}

/** API Extractor's report of one entry, as text (written to the work folder, never checked in). */
function reportOf(entry) {
  const tempFolder = path.join(workDir, 'reports');
  const config = ExtractorConfig.prepare({
    configObject: {
      projectFolder: repoRoot,
      mainEntryPointFilePath: path.join(dtsDir, entry, 'index.d.ts'),
      compiler: {
        overrideTsconfig: {
          compilerOptions: {
            target: 'ES2022',
            lib: ['ES2023', 'DOM', 'DOM.Iterable'],
            module: 'ESNext',
            moduleResolution: 'Bundler',
            jsx: 'react-jsx',
            strict: true,
            skipLibCheck: true,
            esModuleInterop: true,
            types: [],
          },
          files: [path.join(dtsDir, entry, 'index.d.ts')],
        },
      },
      apiReport: {
        enabled: true,
        reportFileName: entry,
        reportFolder: tempFolder,
        reportTempFolder: tempFolder,
      },
      docModel: { enabled: false },
      dtsRollup: { enabled: false },
      tsdocMetadata: { enabled: false },
      messages: {
        compilerMessageReporting: { default: { logLevel: 'warning' } },
        extractorMessageReporting: {
          default: { logLevel: 'none', addToApiReportFile: true },
          // Release tags and doc comments are not part of what a remote is built against.
          'ae-missing-release-tag': { logLevel: 'none', addToApiReportFile: false },
          'ae-undocumented': { logLevel: 'none', addToApiReportFile: false },
        },
        tsdocMessageReporting: { default: { logLevel: 'none', addToApiReportFile: false } },
      },
    },
    packageJsonFullPath: path.join(sharedDir, 'package.json'),
  });
  const result = Extractor.invoke(config, {
    localBuild: true,
    messageCallback: (message) => {
      // Only the compiler's own errors matter here; the rest goes into the report.
      if (message.category !== 'Compiler') message.handled = true;
    },
  });
  if (!result.succeeded) throw new Error(`API Extractor could not report on ${entry}`);
  return normalise(fs.readFileSync(path.join(tempFolder, `${entry}.api.md`), 'utf8'), entry);
}

/**
 * The report names its entry, not the package; a doc comment added or removed is no change of
 * surface (API Extractor marks undocumented items).
 */
function normalise(report, entry) {
  return report
    .replace(/\r\n/g, '\n')
    .replace(/^\/\/ @public \(undocumented\)$/gm, '// @public')
    .replace(/^[ \t]*\/\/ \(undocumented\)\n/gm, '')
    .replace(/^## API Report File for ".*"$/m, `## API Report File for "@villa/shared/${entry}"`);
}

const digest = (text) => crypto.createHash('sha256').update(text).digest('hex');
const reportPath = (entry) => path.join(reportDir, `${entry}.api.md`);
const readIfAny = (file) => (fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : undefined);

function readSurface() {
  return JSON.parse(readIfAny(surfaceFile) ?? '{"version":"0.0.0","reports":{}}');
}

function check(entries) {
  const surface = readSurface();
  const problems = [];
  for (const entry of entries) {
    const current = reportOf(entry);
    const checkedIn = readIfAny(reportPath(entry));
    if (checkedIn === undefined) {
      problems.push(`@villa/shared/${entry} has no API report (shared/api/${entry}.api.md).`);
    } else if (checkedIn !== current) {
      const bump = requiredBump(checkedIn, current);
      problems.push(
        `The surface of @villa/shared/${entry} changed (a ${bump} change) and its report was not updated.`,
      );
    } else if (surface.reports[entry] !== digest(checkedIn)) {
      problems.push(
        `shared/api/${entry}.api.md was changed by hand: surface.json does not record it.`,
      );
    }
  }
  for (const entry of Object.keys(surface.reports)) {
    if (!entries.includes(entry))
      problems.push(`surface.json records ${entry}, no longer a singleton entry.`);
  }
  if (surface.version !== sharedPackage.version) {
    problems.push(
      `The reports were recorded at shared ${surface.version}, but shared/package.json is ${sharedPackage.version}.`,
    );
  }
  if (problems.length > 0) {
    console.error(
      [
        'The shared singleton surface does not match its checked-in API reports:',
        ...problems.map((problem) => `  - ${problem}`),
        'Bump "version" in shared/package.json (major when something was removed or changed,',
        'minor when something was only added), then run `pnpm surface:update` and commit shared/api/.',
      ].join('\n'),
    );
    process.exit(1);
  }
  console.log(
    `Shared surface ${surface.version}: ${entries.length} singleton entries match their API reports.`,
  );
}

function update(entries) {
  const surface = readSurface();
  const reports = Object.fromEntries(entries.map((entry) => [entry, reportOf(entry)]));
  const changes = entries
    .map((entry) => ({ entry, bump: requiredBump(readIfAny(reportPath(entry)), reports[entry]) }))
    .filter(({ bump }) => bump !== 'none');
  const removed = Object.keys(surface.reports).filter((entry) => !entries.includes(entry));
  const needed =
    removed.length > 0 || changes.some(({ bump }) => bump === 'major')
      ? 'major'
      : changes.length > 0
        ? 'minor'
        : 'none';
  if (needed !== 'none' && !isBumped(surface.version, sharedPackage.version, needed)) {
    console.error(
      [
        `The shared surface changed since ${surface.version}:`,
        ...changes.map(
          ({ entry, bump }) =>
            `  - @villa/shared/${entry}: ${bump === 'major' ? 'removed or changed' : 'added to'}`,
        ),
        ...removed.map((entry) => `  - @villa/shared/${entry}: no longer a singleton entry`),
        `That needs a ${needed} version: set "version" in shared/package.json above ${surface.version}, then run this again.`,
      ].join('\n'),
    );
    process.exit(1);
  }
  for (const entry of removed) fs.rmSync(reportPath(entry), { force: true });
  for (const entry of entries) fs.writeFileSync(reportPath(entry), reports[entry]);
  const recorded = {
    version: sharedPackage.version,
    reports: Object.fromEntries(entries.map((entry) => [entry, digest(reports[entry])])),
  };
  fs.writeFileSync(surfaceFile, `${JSON.stringify(recorded, null, 2)}\n`);
  console.log(
    `Recorded the shared surface at ${sharedPackage.version} (${changes.length} entries changed).`,
  );
}

const mode = process.argv[2];
if (mode !== 'check' && mode !== 'update') {
  console.error('usage: node scripts/shared-surface.mjs check|update');
  process.exit(2);
}
const entries = singletonEntries();
emitDeclarations();
if (mode === 'check') check(entries);
else update(entries);
