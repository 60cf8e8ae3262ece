import { Migrator, type Migration } from 'kysely';
import type { Db } from './schema';
import { migrations } from './migrations';

/** Applies every migration not yet applied; running it again does nothing. */
export async function runMigrations(db: Db, list: Record<string, Migration> = migrations) {
  // Numbers are handed out per issue and may land out of order (009 before 007): a database
  // that already has a later one still gets an earlier one that lands afterwards.
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => list },
    allowUnorderedMigrations: true,
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    const name = failed ? ` (${failed.migrationName})` : '';
    throw new Error(`Database migration failed${name}: ${String(error)}`, { cause: error });
  }
  return results?.map((r) => r.migrationName) ?? [];
}
