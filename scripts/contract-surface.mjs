// The versioned endpoint contract (docs/adr/0017): what every remote is built against besides
// the shared singletons, one report of the endpoint table's request and answer shapes by
// endpoint key (shared/api/contract.json), made from the table itself.
//
//   node --import tsx scripts/contract-surface.mjs check    (pnpm contract:check, part of pnpm check)
//     fails when the table's report differs from the checked-in one, or when the report was
//     not recorded at the contract's current version (CONTRACT_VERSION).
//   node --import tsx scripts/contract-surface.mjs update   (pnpm contract:update)
//     rewrites the report, but only once CONTRACT_VERSION (shared/src/contract/contractVersion.ts)
//     has moved the way the change requires: a major unless every change is additive
//     (build/contractVersion.cjs), a minor for additions.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import process from 'node:process';
import { contractReport } from '../api/src/web/contractReport.ts';

const require = createRequire(import.meta.url);
const { contractChanges } = require('../build/contractVersion.cjs');
const { isBumped } = require('../build/sharedSurfaceVersion.cjs');
const repoRoot = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const reportFile = path.join(repoRoot, 'shared', 'api', 'contract.json');

const text = (report) => `${JSON.stringify(report, null, 2)}\n`;
const checkedIn = () =>
  fs.existsSync(reportFile) ? JSON.parse(fs.readFileSync(reportFile, 'utf8')) : undefined;

const describe = (changes) =>
  changes.map(
    ({ key, bump, kind }) =>
      `  - ${key}: ${kind} (${bump === 'major' ? 'not only additive' : 'additive'})`,
  );

function check() {
  const current = contractReport();
  const recorded = checkedIn();
  if (recorded === undefined) {
    console.error(
      'The endpoint contract has no report (shared/api/contract.json): run `pnpm contract:update`.',
    );
    process.exit(1);
  }
  const problems = [];
  const { changes, bump } = contractChanges(recorded, current);
  if (changes.length > 0) {
    problems.push(
      `The endpoint contract changed (a ${bump} change) and its report was not updated:`,
    );
    problems.push(...describe(changes));
  } else if (
    fs.readFileSync(reportFile, 'utf8') !== text({ ...current, version: recorded.version })
  ) {
    problems.push("shared/api/contract.json was changed by hand: it is not the table's report.");
  }
  if (recorded.version !== current.version) {
    problems.push(
      `The report was recorded at contract ${recorded.version}, but CONTRACT_VERSION is ${current.version}.`,
    );
  }
  if (problems.length > 0) {
    console.error(
      [
        ...problems,
        'Move CONTRACT_VERSION in shared/src/contract/contractVersion.ts (a major unless the change',
        'only adds), then run `pnpm contract:update` and commit shared/api/contract.json.',
      ].join('\n'),
    );
    process.exit(1);
  }
  console.log(
    `Endpoint contract ${current.version}: ${Object.keys(current.endpoints).length} endpoints match their report.`,
  );
}

function update() {
  const current = contractReport();
  const recorded = checkedIn();
  const { changes, bump } = contractChanges(recorded, current);
  const from = recorded?.version ?? '0.0.0';
  if (bump !== 'none' && !isBumped(from, current.version, bump)) {
    console.error(
      [
        `The endpoint contract changed since ${from}:`,
        ...describe(changes),
        `That needs a ${bump} version: set CONTRACT_VERSION in shared/src/contract/contractVersion.ts above ${from}, then run this again.`,
      ].join('\n'),
    );
    process.exit(1);
  }
  fs.writeFileSync(reportFile, text(current));
  console.log(
    `Recorded the endpoint contract at ${current.version} (${changes.length} endpoints changed).`,
  );
}

const mode = process.argv[2];
if (mode === 'check') check();
else if (mode === 'update') update();
else {
  console.error('usage: node --import tsx scripts/contract-surface.mjs check|update');
  process.exit(2);
}
