import { providerContactOf, providerDetailsOf } from '@villa/shared/contract';
import { parseArgs } from 'node:util';
import type { Config } from '../config';
import { systemClock } from '../time';
import { openDatabase } from './connect';
import { prepareDatabase } from './prepare';

export const MIGRATE_USAGE = `  pnpm --filter @villa/api cli migrate [--seed-demo]

Applies every migration not yet applied to the server's database (DATABASE_URL, else
SQLITE_FILE), under the lock the instances take, and exits: run it once before starting or
upgrading several instances. --seed-demo also fills an empty database with the demo data
(users, villas, bookings, agent@demo.test's history): the explicit way to seed a PostgreSQL
database, as SEED_DEMO=true is at a server's start.`;

/** `cli migrate`: migrations (and on request the demo seed) of the configured database. */
export async function runMigrateCommand(
  argv: string[],
  out: (line: string) => void,
  config: Config,
): Promise<number> {
  const { values } = parseArgs({
    args: argv,
    options: { 'seed-demo': { type: 'boolean' }, help: { type: 'boolean' } },
  });
  if (values.help) {
    out(`Usage:\n${MIGRATE_USAGE}`);
    return 0;
  }
  const database = openDatabase(config);
  try {
    const { migrated, seeded } = await prepareDatabase(database.db, {
      seedDemo: values['seed-demo'] ?? false,
      clock: systemClock,
      context: {
        provider: providerContactOf(providerDetailsOf(config.provider)),
        staffSecretKey: config.staffSecretKey,
      },
    });
    out(
      `${database.location}: ${migrated.length} migration(s) applied` +
        `${migrated.length ? ` (${migrated.join(', ')})` : ''}; ` +
        `${seeded.length ? `seeded ${seeded.join(', ')}` : 'nothing seeded'}.`,
    );
    return 0;
  } finally {
    await database.close();
  }
}
