import type { SeedStep } from '../db/seed';
import { whenEmpty } from '../db/seed/whenEmpty';
import { EXTRAS_CATALOGUE } from './extras';
import { bookingDb } from './tables';

/**
 * The booking seed: the extras catalogue. (The demo agent's bookings are the demo history's,
 * api/src/demo, which runs after this step.)
 */
export const bookingSeed: SeedStep = {
  name: 'booking',
  isNeeded: whenEmpty('extras'),
  async run(db) {
    await bookingDb(db)
      .insertInto('extras')
      .values([...EXTRAS_CATALOGUE])
      .execute();
  },
};
