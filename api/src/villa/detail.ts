import type {
  CommunityDistances,
  PropertyIcon,
  VillaProperty,
  VillaStatus,
} from '@villa/shared/contract';
import type { Db } from '../db/schema';
import { propertyTypeName } from '../property/features';
import type { RoomKind } from '../property/tables';
import { villaVisibleToAgentsSql } from '../property/visibility';
import type { VillaTermsRow } from './facts';
import { villaDb } from './tables';

/*
 * The villa as the page describes it (docs/villa.md), read from the property
 * tables (villas, descriptions, rooms, images, features, highlights), the community (content
 * domain) and the testimonials (this folder).
 */

function parseJson<T>(text: string, fallback: T): T {
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

export interface LoadedVilla {
  property: VillaProperty;
  terms: VillaTermsRow;
  /** What only the office reads: the status, the highlight's code, when it was added. */
  office: { status: VillaStatus; highlightCode: string | null; createdAt: string };
}

/**
 * The large version of the villa's first photo (the page's largest paint), or null when the
 * villa is not shown or has no photo (or the route's id is not one): one indexed read, so the
 * server can name it in the villa page's own headers.
 */
export async function villaFirstPhoto(db: Db, idParam: string): Promise<string | null> {
  if (!/^\d{1,9}$/.test(idParam)) return null;
  const id = Number(idParam);
  const row = await villaDb(db)
    .selectFrom('villa_images')
    .innerJoin('villas', 'villas.id', 'villa_images.villa_id')
    .select('villa_images.large_url')
    .where('villa_images.villa_id', '=', id)
    .where(villaVisibleToAgentsSql('villas.status'))
    .orderBy('villa_images.position')
    .limit(1)
    .executeTakeFirst();
  return row?.large_url ?? null;
}

/**
 * The villa by id, or null when there is none or agents may not see it (visibility.ts). The
 * office reads every villa, whatever its status, through the same function (`anyStatus`).
 */
export async function loadVilla(
  db: Db,
  id: number,
  { anyStatus = false }: { anyStatus?: boolean } = {},
): Promise<LoadedVilla | null> {
  const vdb = villaDb(db);
  const row = await vdb
    .selectFrom('villas')
    .innerJoin('villa_descriptions', 'villa_descriptions.villa_id', 'villas.id')
    .innerJoin('communities', 'communities.id', 'villas.community_id')
    .leftJoin('highlights', 'highlights.code', 'villas.highlight_code')
    .selectAll('villas')
    .select([
      'villa_descriptions.short',
      'villa_descriptions.intro',
      'villa_descriptions.living',
      'villa_descriptions.bedroom',
      'villa_descriptions.entertainment',
      'villa_descriptions.outdoor',
      'villa_descriptions.disabled_mods',
      'villa_descriptions.pool_safety',
      'communities.name as com_name',
      'communities.full_name as com_full_name',
      'communities.short_desc as com_short_desc',
      'communities.map_url as com_map_url',
      'communities.distances as com_distances',
      'communities.lat as com_lat',
      'communities.lon as com_lon',
      'communities.coord_approximate as com_coord_approximate',
      'highlights.name as highlight_name',
      'highlights.name_display as highlight_name_display',
      'highlights.logo_url as highlight_logo_url',
    ])
    .where('villas.id', '=', id)
    .$if(!anyStatus, (q) => q.where(villaVisibleToAgentsSql('villas.status')))
    .executeTakeFirst();
  if (!row) return null;

  const [rooms, images, features, testimonials] = await Promise.all([
    vdb
      .selectFrom('villa_rooms')
      .select(['kind', 'name', 'description', 'ensuite', 'floor'])
      .where('villa_id', '=', id)
      .orderBy('position')
      .execute(),
    vdb
      .selectFrom('villa_images')
      .select(['title', 'large_url', 'small_url'])
      .where('villa_id', '=', id)
      .orderBy('position')
      .execute(),
    vdb
      .selectFrom('villa_features')
      .innerJoin('features', 'features.id', 'villa_features.feature_id')
      .select(['features.section', 'features.code', 'features.name', 'features.icon'])
      .where('villa_features.villa_id', '=', id)
      .orderBy('features.position')
      .execute(),
    vdb
      .selectFrom('villa_testimonials')
      .select(['headline', 'testimonial', 'display_name', 'stayed', 'rating', 'response'])
      .where('villa_id', '=', id)
      .orderBy('position')
      .execute(),
  ]);

  // Bedrooms and bathrooms are rows of one table, described alike, in their stored order.
  const roomsOfKind = (kind: RoomKind) =>
    rooms
      .filter((r) => r.kind === kind)
      .map((r) => ({
        name: r.name,
        description: r.description,
        ensuite: r.ensuite === 1,
        floor: r.floor,
      }));

  const privatePool = row.private_pool === 1;
  const icons: PropertyIcon[] = [
    { icon: 'bed', name: `${row.bedrooms} bedrooms` },
    { icon: 'bath', name: `${row.bathrooms} bathrooms` },
    { icon: 'sleeps', name: `Sleeps ${row.max_occupancy}` },
    ...features
      .filter((f) => f.code !== 'private-pool')
      .map((f) => ({ icon: f.icon, name: f.name })),
  ];
  if (privatePool) icons.splice(3, 0, { icon: 'pool', name: 'Private pool' });

  const property: VillaProperty = {
    villaId: row.id,
    propertyId: row.id,
    villaCode: row.code,
    villaName: row.name,
    bedrooms: row.bedrooms,
    propertyTypeName: propertyTypeName(row.property_type),
    community: {
      comId: row.community_id,
      comName: row.com_name,
      fullName: row.com_full_name,
      shortDesc: row.com_short_desc,
      mapUrl: row.com_map_url,
      distances: parseJson<CommunityDistances>(row.com_distances, {}),
      lat: row.com_lat,
      lon: row.com_lon,
      coordApproximate: row.com_coord_approximate === 1,
    },
    counts: {
      maxOccupancy: row.max_occupancy,
      bathrooms: row.bathrooms,
      additionalBathrooms: row.half_bathrooms,
      king: row.king,
      queen: row.queen,
      double_full: row.double_full,
      single: row.single,
      ensuite: row.ensuite,
      sqft: row.sqft,
      floors: row.floors,
    },
    bedBath: {
      bedrooms: roomsOfKind('BEDROOM'),
      bathrooms: roomsOfKind('BATHROOM'),
    },
    icons,
    features: features.map((f) => ({
      section: f.section,
      code: f.code,
      name: f.name,
      icon: f.icon,
    })),
    images: {
      l: images.map((i) => ({ imgUrl: i.large_url, title: i.title })),
      s: images.map((i) => ({ imgUrl: i.small_url, title: i.title })),
    },
    descriptions: {
      short: row.short,
      intro: row.intro,
      living: row.living,
      bedroom: row.bedroom,
      entertainment: row.entertainment,
      outdoor: row.outdoor,
      disabledMods: row.disabled_mods,
      poolSafety: row.pool_safety,
    },
    testimonials: testimonials.map((t) => ({
      headline: t.headline,
      testimonial: t.testimonial,
      displayName: t.display_name,
      stayed: t.stayed,
      rating: t.rating,
      response: t.response,
    })),
    highlight:
      row.highlight_name && row.highlight_logo_url
        ? {
            logoUrl: row.highlight_logo_url,
            name: row.highlight_name,
            nameDisplay: row.highlight_name_display ?? row.highlight_name,
          }
        : null,
    lat: row.lat,
    lon: row.lon,
    privatePool,
  };
  return {
    property,
    terms: {
      id: row.id,
      commission_bp: row.commission_bp,
      deposit_percent: row.deposit_percent,
      balance_due_days: row.balance_due_days,
      pool_heating_pence: row.pool_heating_pence,
      rates_until: row.rates_until,
      unbookable_weekdays: row.unbookable_weekdays,
    },
    office: { status: row.status, highlightCode: row.highlight_code, createdAt: row.created_at },
  };
}
