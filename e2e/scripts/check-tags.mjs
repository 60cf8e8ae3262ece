// `--deployed` (test:e2e:deployed) also insists on PORTAL_URL.
// Every e2e test names the remotes it crosses, so `--grep @booking` runs one team's slice and
// the tags cannot rot (e2e/README.md, Tags). Run before every e2e run (`pnpm test:e2e`,
// `test:e2e:deployed`, `test:e2e:smoke`): Playwright lists the tests as it would run them
// (tags of enclosing describes included), and this fails on a test without a remote tag, on a
// tag nobody knows (a typo such as @bookings) and on an empty @smoke set.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';

export const REMOTE_TAGS = ['search', 'villa', 'booking', 'admin', 'content', 'office', 'shell'];
const OTHER_TAGS = ['smoke'];

const e2eDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const cli = createRequire(import.meta.url).resolve('@playwright/test/cli');

/** Every test as `{ where, title, tags }`, once per file and line (not once per project). */
function listTests() {
  const result = spawnSync(process.execPath, [cli, 'test', '--list', '--reporter=json'], {
    cwd: e2eDir,
    // Listing starts no server; a PORTAL_URL keeps the config from making a run folder.
    env: { ...process.env, PORTAL_URL: process.env.PORTAL_URL || 'http://tag-check.invalid' },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.status !== 0) {
    throw new Error(`playwright test --list failed:\n${result.stderr || result.stdout}`);
  }
  const report = JSON.parse(result.stdout);
  if (report.errors?.length) {
    throw new Error(report.errors.map((e) => e.message ?? JSON.stringify(e)).join('\n'));
  }
  const tests = new Map();
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      const where = `${spec.file}:${spec.line}`;
      const title = [...titles, spec.title].filter(Boolean).join(' > ');
      tests.set(`${where} ${title}`, { where, title, tags: spec.tags ?? [] });
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  return [...tests.values()];
}

function main() {
  if (process.argv.includes('--deployed') && !process.env.PORTAL_URL) {
    console.error(
      '[e2e] test:e2e:deployed tests an already deployed portal: PORTAL_URL=https://… pnpm test:e2e:deployed',
    );
    process.exit(1);
  }
  const tests = listTests();
  const problems = [];
  for (const { where, title, tags } of tests) {
    const unknown = tags.filter((tag) => ![...REMOTE_TAGS, ...OTHER_TAGS].includes(tag));
    if (unknown.length) {
      problems.push(`${where} "${title}": unknown tag ${unknown.map((t) => `@${t}`).join(', ')}`);
    }
    if (!tags.some((tag) => REMOTE_TAGS.includes(tag))) {
      problems.push(`${where} "${title}": no remote tag`);
    }
  }
  const smoke = tests.filter(({ tags }) => tags.includes('smoke')).length;
  if (smoke === 0) problems.push('no test is tagged @smoke');
  if (problems.length) {
    console.error(
      `[e2e tags] ${problems.length} problem(s). Tag every test with the remotes it crosses, ` +
        `as Playwright details: test('title', { tag: ['@booking', '@shell'] }, ...). ` +
        `Remote tags: ${REMOTE_TAGS.map((t) => `@${t}`).join(' ')}; also @smoke.\n  ` +
        problems.join('\n  '),
    );
    process.exit(1);
  }
  console.log(`[e2e tags] ${tests.length} tests, each with a remote tag; ${smoke} in @smoke`);
}

main();
