import type { OfficeVillaInput } from '@villa/shared/contract';
import { addMonths, dayOfInstant, isoOf } from '@villa/shared/contract';
import type { Db } from '../../src/db/schema';

/*
 * Helpers of the office villa suites: a villa's smallest valid body, and its rates, which the
 * office calendar writes; until then a test writes a season straight into the table.
 */

let next = 0;

/** The smallest body POST /office/villas takes, with a code no other villa of this run has. */
export function newVillaBody(overrides: Partial<OfficeVillaInput> = {}): OfficeVillaInput {
  next += 1;
  return {
    villaCode: `OF${String(process.pid % 1000).padStart(3, '0')}${String(next).padStart(3, '0')}`,
    villaName: `Office Test Villa ${next}`,
    bedrooms: 4,
    community: { comId: 1 },
    counts: { maxOccupancy: 8, bathrooms: 3, sqft: 2400 },
    ...overrides,
  };
}

/** One season over the next 24 months at `ratePence` a night, at least 3 nights. */
export async function giveRates(db: Db, villaId: number, nowMs: number, ratePence = 20_000) {
  const today = dayOfInstant(nowMs);
  await db
    .insertInto('seasons')
    .values({
      villa_id: villaId,
      season: 'MID',
      name: 'All year',
      date_from: isoOf(today - 31),
      date_to: isoOf(addMonths(today, 24)),
      nightly_rate_pence: ratePence,
      min_nights: 3,
    })
    .execute();
}
