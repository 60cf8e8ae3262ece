import type { SeedStep } from '../db/seed';
import { whenEmpty } from '../db/seed/whenEmpty';
import { seedGuides } from './guides';

/**
 * Guides (rendered to PDF now, dated relative to today) on a database that has none. (The demo
 * agent's sent quotes are the demo history's, api/src/demo.)
 */
export const agentOfficeSeed: SeedStep = {
  name: 'agent-office',
  isNeeded: whenEmpty('guides'),
  async run(db, clock, { provider }) {
    await seedGuides(db, clock(), provider);
  },
};
