import type { SeedStep } from '../db/seed';

export const contentSeed: SeedStep = {
  name: 'content',
  async isNeeded() {
    return false;
  },
  async run() {},
};
