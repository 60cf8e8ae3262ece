import { parseArgs } from 'node:util';
import { runAsMain } from '../../commandLine';
import { openDatabase } from '../../db/connect';
import { runMigrations } from '../../db/migrate';
import { contentSeed } from '../../content/seed';
import { platformSeed, seedDatabase } from '../../db/seed';
import { systemClock } from '../../time';
import { createPropertySeed, DEFAULT_VILLA_COUNT } from './seed';

const NO_PROVIDER = {
  name: '',
  phone: '',
  phoneHref: '',
  email: '',
  supportHours: '',
  socialLinks: [],
  demo: true,
};

export const SEED_USAGE = `  pnpm --filter @villa/api cli seed [--villas N] [--database <sqlite file | postgres:// url>]

Migrates the database and seeds it (demo users, communities, N villas with their stays from a
year back to a year ahead) when it has no villas yet. Default: ${DEFAULT_VILLA_COUNT} villas into
--database, else DATABASE_URL, else SQLITE_FILE. Deterministic: the same N gives the same data.`;

/** Seeds a database with a portfolio of a chosen size (benchmarks, demos). */
export async function runSeedCli(
  argv: string[],
  out: (line: string) => void,
  env: Record<string, string | undefined> = process.env,
): Promise<number> {
  const { values } = parseArgs({
    args: argv,
    options: {
      villas: { type: 'string' },
      database: { type: 'string' },
      help: { type: 'boolean' },
    },
  });
  const villas = values.villas === undefined ? DEFAULT_VILLA_COUNT : Number(values.villas);
  if (values.help || !Number.isInteger(villas) || villas < 1 || villas > 1_000_000) {
    out(`Usage:\n${SEED_USAGE}`);
    return values.help ? 0 : 64;
  }
  const target = values.database ?? (env.DATABASE_URL || undefined) ?? env.SQLITE_FILE;
  if (!target) {
    out('Name the database with --database, DATABASE_URL or SQLITE_FILE.');
    return 64;
  }
  const isUrl = /^postgres(ql)?:\/\//.test(target);
  const database = openDatabase({
    databaseUrl: isUrl ? target : null,
    sqliteFile: isUrl ? '' : target,
  });
  const started = Date.now();
  let lastReport = 0;
  try {
    await runMigrations(database.db);
    const steps = [
      platformSeed,
      contentSeed,
      createPropertySeed({
        villas,
        onProgress: (done, total) => {
          if (Date.now() - lastReport > 2000 || done === total) {
            lastReport = Date.now();
            out(`  villas ${done}/${total} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
          }
        },
      }),
    ];
    // None of these steps names the provider: the guides, which do, are not among them.
    const ran = await seedDatabase(database.db, systemClock, { provider: NO_PROVIDER }, steps);
    out(
      ran.includes('property')
        ? `Seeded ${villas} villas into ${database.location} in ${((Date.now() - started) / 1000).toFixed(1)} s`
        : `${database.location} already has villas; nothing seeded.`,
    );
    return 0;
  } finally {
    await database.close();
  }
}

if (require.main === module) {
  runAsMain(runSeedCli);
}
