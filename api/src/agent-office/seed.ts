import type { SeedStep } from '../db/seed';
import { seedGuides } from './guides';
import { officeDb } from './tables';

/** Guides (rendered to PDF now, dated relative to today) on a database that has none. */
export const agentOfficeSeed: SeedStep = {
  name: 'agent-office',
  async isNeeded(db) {
    const row = await officeDb(db)
      .selectFrom('guides')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n) === 0;
  },
  async run(db, clock) {
    await seedGuides(db, clock());
  },
};
