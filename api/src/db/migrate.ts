import { Migrator, type Migration } from 'kysely';
import type { Db } from './schema';
import { migrations } from './migrations';

/** Applies every migration not yet applied; running it again does nothing. */
export async function runMigrations(db: Db, list: Record<string, Migration> = migrations) {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => list } });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    const name = failed ? ` (${failed.migrationName})` : '';
    throw new Error(`Database migration failed${name}: ${String(error)}`, { cause: error });
  }
  return results?.map((r) => r.migrationName) ?? [];
}
