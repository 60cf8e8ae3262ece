import { MONTH_NAMES, type CommunityDistances } from '@villa/shared/contract';
import type { Db } from '../db/schema';
import type { SeedStep } from '../db/seed';
import { whenEmpty } from '../db/seed/whenEmpty';
import { syncIdSequence } from '../db/engine';
import { AIRPORTS } from './data/airports';
import { COMMUNITIES, type CommunitySeed } from './data/communities';
import { SECTIONS } from './data/sections';
import { TERMS } from './data/terms';
import { THEME_PARKS } from './data/themeParks';
import { WEATHER_MONTHS } from './data/weather';
import { WILDLIFE } from './data/wildlife';
import { DRIVE_TARGETS, estimateDriveMinutes } from './geo';
import { contentImageUrl, slugify } from './images';

/** Facts-file minutes for Magic Kingdom and MCO; Epcot and Universal by the same formula. */
export function communityDistances(c: CommunitySeed): CommunityDistances {
  if (c.lat === null || c.lon === null) return {};
  const at = { lat: c.lat, lon: c.lon };
  return {
    magicKingdom:
      c.driveMinutes?.magicKingdom ?? estimateDriveMinutes(at, DRIVE_TARGETS.magicKingdom),
    epcot: estimateDriveMinutes(at, DRIVE_TARGETS.epcot),
    universal: estimateDriveMinutes(at, DRIVE_TARGETS.universal),
    mco: c.driveMinutes?.mco ?? estimateDriveMinutes(at, DRIVE_TARGETS.mco),
  };
}

function mapUrl(c: CommunitySeed): string {
  const query =
    c.lat !== null && c.lon !== null ? `${c.lat},${c.lon}` : `${c.fullName}, ${c.town}, Florida`;
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}

async function seedCommunities(db: Db) {
  await db
    .insertInto('communities')
    .values(
      COMMUNITIES.map((c, i) => {
        const slug = slugify(c.fullName);
        return {
          id: i + 1,
          name: c.name,
          full_name: c.fullName,
          slug,
          town: c.town,
          county: c.county,
          lat: c.lat,
          lon: c.lon,
          coord_approximate: c.coordApproximate ? 1 : 0,
          gated: c.gated === null ? null : c.gated ? 1 : 0,
          short_desc: c.shortDesc,
          description: c.description,
          facilities: JSON.stringify(c.facilities),
          distances: JSON.stringify(communityDistances(c)),
          image_url: contentImageUrl('community', slug),
          map_url: mapUrl(c),
        };
      }),
    )
    .execute();
  await syncIdSequence(db, 'communities');
}

async function seedSections(db: Db) {
  await db
    .insertInto('about_sections')
    .values(
      SECTIONS.map((s, i) => ({
        id: i + 1,
        slug: s.slug,
        kind: s.kind,
        title: s.title,
        summary: s.summary,
        heading: s.heading,
        intro: s.intro,
        body: s.body,
        image_url: contentImageUrl('section', s.slug),
        sort_order: i + 1,
        data: JSON.stringify(s.data),
      })),
    )
    .execute();
  await syncIdSequence(db, 'about_sections');
}

async function seedThemeParks(db: Db) {
  let rideId = 0;
  for (const [i, park] of THEME_PARKS.entries()) {
    const parkId = i + 1;
    const parkSlug = slugify(park.name);
    await db
      .insertInto('theme_parks')
      .values({
        id: parkId,
        name: park.name,
        slug: parkSlug,
        resort: park.resort,
        operator: park.operator,
        kind: park.kind,
        opened: park.opened,
        opened_note: park.openedNote,
        lat: park.lat,
        lon: park.lon,
        coord_approximate: park.coordApproximate ? 1 : 0,
        short_desc: park.shortDesc,
        description: park.description,
        image_url: contentImageUrl('park', parkSlug),
        sort_order: parkId,
      })
      .execute();
    if (park.rides.length === 0) continue;
    await db
      .insertInto('rides')
      .values(
        park.rides.map((ride, j) => {
          rideId += 1;
          const slug = slugify(ride.name);
          return {
            id: rideId,
            park_id: parkId,
            name: ride.name,
            slug,
            ride_type: ride.type,
            min_height_in: ride.minHeightIn,
            thrill: ride.thrill,
            opened: ride.opened,
            description: ride.description,
            notes: ride.notes,
            image_url: contentImageUrl('ride', `${parkSlug}--${slug}`),
            sort_order: j + 1,
          };
        }),
      )
      .execute();
  }
  await syncIdSequence(db, 'theme_parks');
  await syncIdSequence(db, 'rides');
}

async function seedAirports(db: Db) {
  await db
    .insertInto('airports')
    .values(
      AIRPORTS.map((a, i) => ({
        id: i + 1,
        iata: a.iata,
        name: a.name,
        lat: a.lat,
        lon: a.lon,
        drive_minutes: JSON.stringify({
          kissimmee: a.driveToKissimmee,
          championsGate: a.driveToChampionsGate,
        }),
        notes: a.notes,
        sort_order: i + 1,
      })),
    )
    .execute();
  await syncIdSequence(db, 'airports');
}

async function seedWeather(db: Db) {
  await db
    .insertInto('weather_months')
    .values(
      WEATHER_MONTHS.map((m) => ({
        month: m.month,
        name: MONTH_NAMES[m.month - 1],
        heading: m.heading,
        avg_high_f: m.avgHighF,
        avg_high_c: m.avgHighC,
        avg_low_f: m.avgLowF,
        avg_low_c: m.avgLowC,
        rain_in: m.rainIn,
        rain_mm: m.rainMm,
        sunrise_start: m.sunriseStart,
        sunrise_end: m.sunriseEnd,
        sunset_start: m.sunsetStart,
        sunset_end: m.sunsetEnd,
        zone_start: m.zoneStart,
        zone_end: m.zoneEnd,
        time_change: m.timeChange,
        descriptions: JSON.stringify(m.descriptions),
      })),
    )
    .execute();
}

async function seedWildlife(db: Db) {
  await db
    .insertInto('wildlife')
    .values(
      WILDLIFE.map((w, i) => {
        const slug = slugify(w.name);
        return {
          id: i + 1,
          name: w.name,
          slug,
          scientific_name: w.scientificName,
          group_name: w.group,
          where_seen: w.whereSeen,
          safety: w.safety,
          status: w.status,
          description: w.description,
          image_url: contentImageUrl('wildlife', slug),
          sort_order: i + 1,
        };
      }),
    )
    .execute();
  await syncIdSequence(db, 'wildlife');
}

async function seedTerms(db: Db) {
  const rows = Object.entries(TERMS).flatMap(([type, sections]) =>
    sections.map((s, i) => ({
      type: type as keyof typeof TERMS,
      position: i + 1,
      heading: s.heading,
      body: s.body,
    })),
  );
  await db.insertInto('terms').values(rows).execute();
}

/** Seeded communities a database has without a position that the seed data now gives. */
async function unplacedSeededCommunities(db: Db) {
  const rows = await db
    .selectFrom('communities')
    .select(['id', 'slug'])
    .where('lat', 'is', null)
    .execute();
  const seeded = new Map(COMMUNITIES.map((c) => [slugify(c.fullName), c]));
  return rows.flatMap((row) => {
    const c = seeded.get(row.slug);
    return c && c.lat !== null && c.lon !== null ? [{ id: row.id, community: c }] : [];
  });
}

/**
 * Databases seeded before issue 15 knew the position of 7 communities; this fills the others
 * from the seed data (position, drive minutes, the approximate flag, the map link), and only
 * where the row still has no position: a position an editor wrote is left alone.
 */
export const communityPositionsSeed: SeedStep = {
  name: 'community positions',
  isNeeded: async (db) => (await unplacedSeededCommunities(db)).length > 0,
  async run(db) {
    await db.transaction().execute(async (trx) => {
      for (const { id, community: c } of await unplacedSeededCommunities(trx)) {
        await trx
          .updateTable('communities')
          .set({
            lat: c.lat,
            lon: c.lon,
            coord_approximate: c.coordApproximate ? 1 : 0,
            distances: JSON.stringify(communityDistances(c)),
            map_url: mapUrl(c),
          })
          .where('id', '=', id)
          .where('lat', 'is', null)
          .execute();
      }
    });
  },
};

/** Seeds every content table; runs once, on a database whose communities table is empty. */
export const contentSeed: SeedStep = {
  name: 'content',
  isNeeded: whenEmpty('communities'),
  async run(db) {
    await db.transaction().execute(async (trx) => {
      await seedCommunities(trx);
      await seedSections(trx);
      await seedThemeParks(trx);
      await seedAirports(trx);
      await seedWeather(trx);
      await seedWildlife(trx);
      await seedTerms(trx);
    });
  },
};
