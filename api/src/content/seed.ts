import { sql } from 'kysely';
import type { CommunityDistances } from '@villa/shared/contract';
import type { Db } from '../db/schema';
import type { SeedStep } from '../db/seed';
import { engineOf } from '../db/engine';
import { COMMUNITIES, type CommunitySeed } from './data/communities';
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

/** Explicit ids leave PostgreSQL's identity sequence behind; move it past them. */
export async function syncIdSequence(db: Db, table: string) {
  if (engineOf(db) !== 'postgres') return;
  await sql`select setval(pg_get_serial_sequence(${table}, 'id'), (select max(id) from ${sql.table(table)}))`.execute(
    db,
  );
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

export const contentSeed: SeedStep = {
  name: 'content',
  async isNeeded(db) {
    const row = await db
      .selectFrom('communities')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n) === 0;
  },
  async run(db) {
    await db.transaction().execute(async (trx) => {
      await seedCommunities(trx);
    });
  },
};
