import type { SeedStep } from '../db/seed';
import { seedDemoQuotes } from './demoQuotes';
import { seedGuides } from './guides';
import { officeDb } from './tables';

/**
 * Guides (rendered to PDF now, dated relative to today) on a database that has none, and
 * with them the demo agent's sent quotes (after the property step, on its villas).
 */
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
    await seedDemoQuotes(db, clock());
  },
};
