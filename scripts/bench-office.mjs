// `pnpm bench:office [--rounds 7]`: the office calendar's range edits and a 12-megapixel photo
// upload, timed on two API instances of one database (SQLite; PostgreSQL too when
// TEST_DATABASE_URL names a server). Prints figures; not a test. The work is
// api/scripts/benchOffice.ts, run with the API's TypeScript runner.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import process from 'node:process';
import { repoRoot } from './lib.mjs';

const tsx = path.join(repoRoot, 'node_modules', '.bin', 'tsx');
const result = spawnSync(tsx, ['scripts/benchOffice.ts', ...process.argv.slice(2)], {
  cwd: path.join(repoRoot, 'api'),
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
