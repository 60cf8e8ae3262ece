import type { Clock } from '../time';
import { withAdvisoryLock } from './advisoryLock';
import { runMigrations } from './migrate';
import type { Db } from './schema';
import { seedDatabase, type SeedContext, type SeedStep } from './seed';

/**
 * Brings a database up to date before an instance serves from it: the migrations, then, when
 * `seedDemo`, the demo data of every still-empty part (`steps`, default all of them). Under
 * one advisory lock, so instances
 * that start together on one PostgreSQL migrate (and seed) once: the first does the work, the
 * others wait for it and find nothing left to do.
 */
export async function prepareDatabase(
  db: Db,
  options: { seedDemo: boolean; clock: Clock; context: SeedContext; steps?: SeedStep[] },
): Promise<{ migrated: string[]; seeded: string[] }> {
  return withAdvisoryLock(db, 'schema', async () => {
    const migrated = await runMigrations(db);
    const seeded = options.seedDemo
      ? await seedDatabase(db, options.clock, options.context, options.steps)
      : [];
    return { migrated, seeded };
  });
}
