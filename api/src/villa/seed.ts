import type { Insertable } from 'kysely';
import type { Db } from '../db/schema';
import type { SeedStep } from '../db/seed';
import { todayOf, isoOf } from '@villa/shared/contract';
import { randomStream } from '../property/seed/seed';
import type { Clock } from '../time';
import { villaDb, type VillaTestimonialsTable } from './tables';
import { TestimonialWriter } from './testimonialTexts';

/*
 * Guests' testimonials for every villa: deterministic (the same villa gets the same words
 * whatever the portfolio size, testimonialTexts.ts), stays in the last two years, newest
 * first, about a third with the owner's response. Some villas have none, many more than three (so the
 * page's Read more shows).
 */

const SEED = 4_042_026;
const BATCH = 2_000;

const HEADLINES = [
  'Perfect family holiday',
  'Home from home',
  'Could not fault it',
  'Fantastic villa, great location',
  'Our best Florida trip yet',
  'Spotless and spacious',
  'The kids loved the pool',
  'Will definitely be back',
  'Brilliant for a big group',
  'Excellent base for the parks',
  'Relaxing and well equipped',
  'Better than the photos',
];

const FAMILIES = [
  'Taylor',
  'Patel',
  'Jones',
  'Williams',
  'Brown',
  'Murphy',
  'Davies',
  'Evans',
  'Thomas',
  'Roberts',
  'Walker',
  'Wright',
  'Khan',
  'Hughes',
  'Edwards',
  'Green',
];
const TOWNS = [
  'Leeds',
  'Glasgow',
  'Cardiff',
  'Bristol',
  'Belfast',
  'Norwich',
  'Manchester',
  'Brighton',
  'Nottingham',
  'Swansea',
  'Edinburgh',
  'Exeter',
];
const RESPONSES = [
  'Thank you for your lovely review - we are so pleased you enjoyed the villa and hope to welcome you back soon.',
  'Many thanks for taking the time to write this. We have passed your kind words on to our housekeeping team.',
  'Thank you! We have since replaced the barbecue you mentioned, so it will be ready for your next stay.',
  'It was a pleasure to have you. The pool heating has now been upgraded, so it warms up even faster.',
];

/**
 * The testimonials of one villa, newest first. Their words come from `writer`, shared by the
 * whole portfolio in villa order (testimonialTexts.ts: no phrase twice, no sentence in lower
 * case); the rest (how many, when, ratings, responses) is the villa's own stream alone.
 */
export function testimonialsFor(
  villaId: number,
  today: number,
  writer: TestimonialWriter,
  community: string,
): Insertable<VillaTestimonialsTable>[] {
  const r = randomStream(SEED + villaId * 6151);
  const count = r.weighted([
    [0, 10],
    [1, 10],
    [2, 12],
    [3, 15],
    [4, 15],
    [5, 14],
    [6, 12],
    [8, 12],
  ] as const);
  const rows: Insertable<VillaTestimonialsTable>[] = [];
  let daysAgo = r.int(10, 40);
  for (let position = 0; position < count; position += 1) {
    const stayed = isoOf(today - daysAgo).slice(0, 7);
    daysAgo += r.int(30, 110);
    rows.push({
      villa_id: villaId,
      position,
      headline: r.pick(HEADLINES),
      // The words from a stream of their own, seeded by the four draws the villa's stream has
      // always spent here, so its ratings and responses stay what they were.
      testimonial: writer.write(randomStream(textSeedOf(r)), community),
      display_name: `The ${r.pick(FAMILIES)} family, ${r.pick(TOWNS)}`,
      stayed,
      rating: r.chance(0.8) ? 5 : 4,
      response: r.chance(0.35) ? r.pick(RESPONSES) : null,
    });
  }
  return rows;
}

/** A seed for the words of one testimonial, from four draws of the villa's stream. */
const textSeedOf = (r: ReturnType<typeof randomStream>) =>
  [r.next(), r.next(), r.next(), r.next()].reduce(
    (seed, n) => Math.imul(seed ^ Math.floor(n * 4_294_967_296), 2_654_435_761) >>> 0,
    SEED,
  );

export async function seedTestimonials(db: Db, clock: Clock) {
  const vdb = villaDb(db);
  const today = todayOf(clock());
  const villas = await vdb
    .selectFrom('villas')
    .innerJoin('communities', 'communities.id', 'villas.community_id')
    .select(['villas.id', 'communities.name as community'])
    .orderBy('villas.id')
    .execute();
  const writer = new TestimonialWriter();
  let batch: Insertable<VillaTestimonialsTable>[] = [];
  const flush = async () => {
    if (batch.length === 0) return;
    await vdb.insertInto('villa_testimonials').values(batch).execute();
    batch = [];
  };
  // 9 columns a row: 2,000 rows stay under both engines' limits on parameters.
  for (const { id, community } of villas) {
    batch.push(...testimonialsFor(id, today, writer, community));
    if (batch.length >= BATCH) await flush();
  }
  await flush();
}

/** Runs on a database that has villas and no testimonials (after the property step). */
export const villaSeed: SeedStep = {
  name: 'villa',
  async isNeeded(db) {
    const vdb = villaDb(db);
    const [villas, testimonials] = await Promise.all([
      vdb.selectFrom('villas').select('id').limit(1).executeTakeFirst(),
      vdb.selectFrom('villa_testimonials').select('id').limit(1).executeTakeFirst(),
    ]);
    return villas !== undefined && testimonials === undefined;
  },
  async run(db, clock) {
    await seedTestimonials(db, clock);
  },
};
