import { sql } from 'kysely';
import type { SeedStep } from './index';

/**
 * The usual `isNeeded` of a seed step: it runs while its main table is empty, so a step added
 * later also fills an older database, and a seeded one is never seeded twice.
 */
export function whenEmpty(table: string): SeedStep['isNeeded'] {
  return async (db) => {
    const count = sql<{ n: number }>`select count(*) as n from ${sql.table(table)}`;
    const { rows } = await count.execute(db);
    return Number(rows[0]?.n) === 0;
  };
}
