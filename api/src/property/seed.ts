import type { SeedStep } from '../db/seed';

export const propertySeed: SeedStep = {
  name: 'property',
  async isNeeded() {
    return false;
  },
  async run() {},
};
