import { sql } from 'kysely';
import { phrasesOf, PHRASE_WORDS, sentencesOf } from '../src/villa/testimonialTexts';
import { villaDb } from '../src/villa/tables';
import { engines } from './helpers/engines';
import { createTestApp, type TestApp } from './helpers/testApp';

/*
 * What a provider's customers read in the seeded portfolio, counted over the whole of it:
 * testimonials written as people write (a capital at the start of each sentence, no phrase
 * copied from another guest), en-suites on their bedroom's floor, and rainfall only where verified.
 */
describe.each(engines)('the seeded portfolio reads well on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  test('no testimonial sentence starts in lower case, and no phrase of 6 words appears twice', async () => {
    const rows = await villaDb(t.services.db)
      .selectFrom('villa_testimonials')
      .select(['villa_id', 'testimonial'])
      .orderBy('id')
      .execute();
    expect(rows.length).toBeGreaterThan(1000);
    let lowerCase = 0;
    const firstSeen = new Map<string, number>();
    const repeated = new Set<string>();
    rows.forEach((row, index) => {
      for (const sentence of sentencesOf(row.testimonial)) {
        if (/^[^A-Za-z]*[a-z]/.test(sentence)) lowerCase += 1;
        for (const phrase of phrasesOf(sentence)) {
          const seen = firstSeen.get(phrase);
          if (seen !== undefined) repeated.add(phrase);
          else firstSeen.set(phrase, index);
        }
      }
    });
    expect(PHRASE_WORDS).toBe(6);
    expect(lowerCase).toBe(0);
    expect([...repeated].slice(0, 5)).toEqual([]);
  });

  test('every en-suite is on the floor of the bedroom it belongs to', async () => {
    const rooms = await t.services.db
      .selectFrom('villa_rooms')
      .select(['villa_id', 'kind', 'name', 'floor', 'ensuite'])
      .execute();
    const bedrooms = new Map(
      rooms
        .filter((r) => r.kind === 'BEDROOM')
        .map((r) => [`${r.villa_id}:${r.name.toLowerCase()}`, r.floor]),
    );
    const ensuites = rooms.filter((r) => r.kind === 'BATHROOM' && r.ensuite === 1);
    expect(ensuites.length).toBeGreaterThan(1000);
    const misplaced = ensuites.filter((bath) => {
      const bedroom = /^En-suite to (.+)$/.exec(bath.name)?.[1] ?? '';
      return bedrooms.get(`${bath.villa_id}:${bedroom}`) !== bath.floor;
    });
    expect(misplaced).toEqual([]);
  });

  test('rainfall is given for exactly the months the facts file verifies', async () => {
    const months = await sql<{ month: number }>`
      select month from weather_months where rain_in is not null and rain_mm is not null
      order by month
    `.execute(t.services.db);
    expect(months.rows.map((r) => Number(r.month))).toEqual([5, 6, 7, 9, 12]);
  });
});
