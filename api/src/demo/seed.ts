import type { SeedStep } from '../db/seed';
import { whenEmpty } from '../db/seed/whenEmpty';
import { refreshDemoHistory } from './history';

/**
 * The demo history on a database that has none (after the villas, the extras and the demo
 * users exist). `cli demo refresh` and each start of the embedded default make it again.
 */
export const demoSeed: SeedStep = {
  name: 'demo',
  isNeeded: whenEmpty('demo_bookings'),
  async run(db, clock) {
    await refreshDemoHistory(db, clock());
  },
};
