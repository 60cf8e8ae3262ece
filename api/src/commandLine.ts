import { providerContactOf, providerDetailsOf } from '@villa/shared/contract';
import type { Config } from './config';
import { openDatabase } from './db/connect';
import { prepareDatabase } from './db/prepare';
import { seedStepsWithoutDemoHistory } from './db/seed';
import type { Db } from './db/schema';
import { systemClock } from './time';

/*
 * What every command of `pnpm --filter @villa/api cli` does around its own work: run on the
 * server's database as the server would find it, and end the process the same way.
 */

/** A command: its arguments in, its output lines to `out`; resolves to the exit code. */
export type Command = (argv: string[], out: (line: string) => void) => Promise<number>;

/**
 * Opens the configured database, brings it up to date as the server's start does (migrations,
 * then, where the configuration seeds (SEED_DEMO, the embedded default), the seed of whatever
 * is still empty), runs `work` on it and closes it, whatever happens.
 */
export async function withReadyDatabase<T>(
  config: Config,
  work: (db: Db) => Promise<T>,
): Promise<T> {
  const database = openDatabase(config);
  try {
    await prepareDatabase(database.db, {
      seedDemo: config.seedDemo,
      clock: systemClock,
      context: {
        provider: providerContactOf(providerDetailsOf(config.provider)),
        staffSecretKey: config.staffSecretKey,
      },
      steps: seedStepsWithoutDemoHistory,
    });
    return await work(database.db);
  } finally {
    await database.close();
  }
}

/**
 * Runs a command as the process's main module and exits with its code. An error of one of the
 * `expected` kinds (a mistake of the caller's: unknown user, bad variable) prints its message
 * alone; anything else its stack. Either exits 1.
 */
export function runAsMain(
  command: Command,
  expected: readonly (abstract new (...args: never[]) => Error)[] = [],
): void {
  command(process.argv.slice(2), (line) => process.stdout.write(`${line}\n`))
    .then((code) => process.exit(code))
    .catch((err) => {
      const known = expected.some((kind) => err instanceof kind);
      process.stderr.write(`${known ? err.message : (err?.stack ?? String(err))}\n`);
      process.exit(1);
    });
}
