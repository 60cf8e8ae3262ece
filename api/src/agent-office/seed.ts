import type { SeedStep } from '../db/seed';
import { whenEmpty } from '../db/seed/whenEmpty';
import { seedDemoQuotes } from './demoQuotes';
import { seedGuides } from './guides';

/**
 * Guides (rendered to PDF now, dated relative to today) on a database that has none, and
 * with them the demo agent's sent quotes (after the property step, on its villas).
 */
export const agentOfficeSeed: SeedStep = {
  name: 'agent-office',
  isNeeded: whenEmpty('guides'),
  async run(db, clock) {
    await seedGuides(db, clock());
    await seedDemoQuotes(db, clock());
  },
};
