import type {
  AboutFloridaIndexResponse,
  AboutSectionLink,
  AboutSectionResponse,
  CommunitiesListResponse,
  CommunityDetail,
  CommunityDistances,
  CommunitySummary,
  ContentImage,
  Facility,
  MapResponse,
  RideResponse,
  RideSummary,
  TermsResponse,
  TermsType,
  ThemeParkDetail,
  ThemeParksListResponse,
  ThemeParkSummary,
  WeatherPageResponse,
  WildlifePageResponse,
} from '@villa/shared/contract';
import { COMMUNITY_LETTERS } from '@villa/shared/contract';
import type { Selectable } from 'kysely';
import type { Db } from '../db/schema';
import type { WeatherSectionData } from './data/sections';
import { timeChangeNote } from './dst';
import type { AboutSectionsTable, CommunitiesTable, RidesTable, ThemeParksTable } from './tables';
import { contentImageUrl } from './images';

/*
 * The content calls' answers, built from the tables. Each returns null when the thing asked
 * for does not exist; the routes turn that into a 404.
 */

const image = (imgUrl: string, alt: string): ContentImage => ({ imgUrl, alt });
const parseJson = <T>(text: string, fallback: T): T => {
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
};

/** The letter a community is listed under: the first letter of its short name. */
export const letterOf = (name: string) => name.trim().charAt(0).toUpperCase();

function communitySummary(row: Selectable<CommunitiesTable>): CommunitySummary {
  return {
    comId: row.id,
    name: row.name,
    fullName: row.full_name,
    town: row.town,
    shortDesc: row.short_desc,
    image: image(row.image_url, row.full_name),
    facilities: parseJson<Facility[]>(row.facilities, []),
  };
}

const byName = (a: { name: string }, b: { name: string }) =>
  a.name.localeCompare(b.name, 'en', { sensitivity: 'base' });

export async function communitiesList(
  db: Db,
  letter: string | null,
): Promise<CommunitiesListResponse> {
  const rows = (await db.selectFrom('communities').selectAll().execute()).sort(byName);
  const counts = new Map<string, number>();
  for (const row of rows) counts.set(letterOf(row.name), (counts.get(letterOf(row.name)) ?? 0) + 1);
  return {
    letter,
    letters: COMMUNITY_LETTERS.map((l) => ({ letter: l, count: counts.get(l) ?? 0 })),
    communities: rows
      .filter((r) => letter === null || letterOf(r.name) === letter)
      .map(communitySummary),
  };
}

export async function community(db: Db, id: number): Promise<CommunityDetail | null> {
  const row = await db
    .selectFrom('communities')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) return null;
  return {
    ...communitySummary(row),
    slug: row.slug,
    county: row.county,
    gated: row.gated === null ? null : row.gated === 1,
    description: row.description,
    lat: row.lat,
    lon: row.lon,
    mapUrl: row.map_url,
    distances: parseJson<CommunityDistances>(row.distances, {}),
    coordApproximate: row.coord_approximate === 1,
  };
}

function sectionLink(row: Selectable<AboutSectionsTable>): AboutSectionLink {
  return {
    sectionName: row.slug,
    kind: row.kind,
    title: row.title,
    summary: row.summary,
    image: image(row.image_url, row.title),
  };
}

async function sections(db: Db) {
  return db.selectFrom('about_sections').selectAll().orderBy('sort_order').execute();
}

export async function aboutFloridaIndex(db: Db): Promise<AboutFloridaIndexResponse> {
  return { sections: (await sections(db)).map(sectionLink) };
}

export async function aboutSection(db: Db, slug: string): Promise<AboutSectionResponse | null> {
  const rows = await sections(db);
  const row = rows.find((r) => r.slug === slug && r.kind === 'page');
  if (!row) return null;
  return {
    section: {
      sectionName: row.slug,
      title: row.title,
      heading: row.heading,
      intro: row.intro,
      body: row.body,
      image: image(row.image_url, row.title),
    },
    related: rows.filter((r) => r.slug !== slug).map(sectionLink),
  };
}

async function specialSection(db: Db, kind: AboutSectionsTable['kind']) {
  return db
    .selectFrom('about_sections')
    .selectAll()
    .where('kind', '=', kind)
    .orderBy('sort_order')
    .executeTakeFirst();
}

const EMPTY_WEATHER: WeatherSectionData = {
  openingHeading: '',
  charts: [],
  textSections: [],
  bulletPoints: { title: '', points: [] },
};

export async function weatherPage(db: Db, today: Date): Promise<WeatherPageResponse> {
  const section = await specialSection(db, 'weather');
  const data = {
    ...EMPTY_WEATHER,
    ...parseJson<Partial<WeatherSectionData>>(section?.data ?? '{}', {}),
  };
  const months = await db.selectFrom('weather_months').selectAll().orderBy('month').execute();
  return {
    mainImage: image(
      section?.image_url ?? contentImageUrl('section', 'weather'),
      section?.heading ?? 'Weather',
    ),
    mainHeading: section?.heading ?? 'Weather',
    openingHeading: data.openingHeading,
    openingParagraph: section?.intro ?? '',
    charts: data.charts.map((c) => ({
      name: c.name,
      paragraph: c.paragraph,
      img: image(contentImageUrl('chart', c.chart), c.name),
    })),
    textSections: data.textSections,
    weatherMonths: months.map((m) => ({
      month: m.month,
      name: m.name,
      heading: m.heading,
      sunrise: { startOfMonth: m.sunrise_start, endOfMonth: m.sunrise_end },
      sunset: { startOfMonth: m.sunset_start, endOfMonth: m.sunset_end },
      timeZone: { startOfMonth: m.zone_start, endOfMonth: m.zone_end },
      timeChange: timeChangeNote(m.month, m.time_change, today),
      descriptions: parseJson<string[]>(m.descriptions, []),
      avgHigh: { c: m.avg_high_c, f: m.avg_high_f },
      avgLow: { c: m.avg_low_c, f: m.avg_low_f },
      rain: m.rain_mm === null || m.rain_in === null ? null : { mm: m.rain_mm, in: m.rain_in },
    })),
    bulletPoints: data.bulletPoints,
  };
}

export async function wildlifePage(db: Db): Promise<WildlifePageResponse> {
  const section = await specialSection(db, 'wildlife');
  const rows = await db.selectFrom('wildlife').selectAll().orderBy('sort_order').execute();
  return {
    heading: section?.heading ?? 'Wildlife',
    intro: section?.intro ?? '',
    mainImage: image(
      section?.image_url ?? contentImageUrl('section', 'wildlife'),
      section?.heading ?? 'Wildlife',
    ),
    wildlife: rows.map((w) => ({
      wildlifeId: w.id,
      name: w.name,
      scientificName: w.scientific_name,
      group: w.group_name,
      whereSeen: w.where_seen,
      safety: w.safety,
      status: w.status,
      description: w.description,
      image: image(w.image_url, w.name),
    })),
  };
}

function rideSummary(row: Selectable<RidesTable>): RideSummary {
  return {
    rideId: row.id,
    parkId: row.park_id,
    name: row.name,
    type: row.ride_type,
    minHeight:
      row.min_height_in === null
        ? null
        : { in: row.min_height_in, cm: Math.round(row.min_height_in * 2.54) },
    thrill: row.thrill,
    opened: row.opened,
  };
}

function parkSummary(row: Selectable<ThemeParksTable>, rideCount: number): ThemeParkSummary {
  return {
    parkId: row.id,
    name: row.name,
    resort: row.resort,
    kind: row.kind,
    opened: row.opened,
    shortDesc: row.short_desc,
    image: image(row.image_url, row.name),
    rideCount,
  };
}

export async function themeParksList(db: Db): Promise<ThemeParksListResponse> {
  const section = await specialSection(db, 'theme-parks');
  const parks = await db.selectFrom('theme_parks').selectAll().orderBy('sort_order').execute();
  const counts = await db
    .selectFrom('rides')
    .select(['park_id', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy('park_id')
    .execute();
  const countOf = new Map(counts.map((c) => [c.park_id, Number(c.n)]));
  return {
    heading: section?.heading ?? 'Theme Parks',
    intro: section?.intro ?? '',
    parks: parks.map((p) => parkSummary(p, countOf.get(p.id) ?? 0)),
  };
}

/** A park's rides in their listed order: the park page lists them, a ride page the others. */
const parkRides = (db: Db, parkId: number) =>
  db.selectFrom('rides').selectAll().where('park_id', '=', parkId).orderBy('sort_order').execute();

export async function themePark(db: Db, parkId: number): Promise<ThemeParkDetail | null> {
  const park = await db
    .selectFrom('theme_parks')
    .selectAll()
    .where('id', '=', parkId)
    .executeTakeFirst();
  if (!park) return null;
  const rides = await parkRides(db, parkId);
  return {
    ...parkSummary(park, rides.length),
    operator: park.operator,
    openedNote: park.opened_note,
    description: park.description,
    lat: park.lat,
    lon: park.lon,
    coordApproximate: park.coord_approximate === 1,
    rides: rides.map(rideSummary),
  };
}

export async function ride(db: Db, parkId: number, rideId: number): Promise<RideResponse | null> {
  const park = await db
    .selectFrom('theme_parks')
    .select(['id', 'name'])
    .where('id', '=', parkId)
    .executeTakeFirst();
  if (!park) return null;
  const rides = await parkRides(db, parkId);
  const row = rides.find((r) => r.id === rideId);
  if (!row) return null;
  return {
    ride: {
      ...rideSummary(row),
      description: row.description,
      notes: row.notes,
      image: image(row.image_url, row.name),
    },
    park: { parkId: park.id, name: park.name },
    otherRides: rides.filter((r) => r.id !== rideId).map(rideSummary),
  };
}

/** Near Orlando, over the resort area between the Disney parks and Universal (docs/florida-content.md: zoom 12). */
export const MAP_DEFAULTS = {
  center: { lat: 28.39, lng: -81.52 },
  zoom: 12,
  region: 'GB',
} as const;

export async function mapPage(db: Db, googleMapsApiKey: string | null): Promise<MapResponse> {
  const section = await specialSection(db, 'map');
  const communities = (await db.selectFrom('communities').selectAll().execute()).sort(byName);
  const parks = await db.selectFrom('theme_parks').selectAll().orderBy('sort_order').execute();
  const airports = await db.selectFrom('airports').selectAll().orderBy('sort_order').execute();
  const placed = communities.filter((c) => c.lat !== null && c.lon !== null);
  return {
    heading: section?.heading ?? 'Map',
    intro: section?.intro ?? '',
    communities: placed.map((c) => ({
      comId: c.id,
      name: c.full_name,
      lat: c.lat as number,
      lon: c.lon as number,
      coordApproximate: c.coord_approximate === 1,
      image: image(c.image_url, c.full_name),
      facilities: parseJson<Facility[]>(c.facilities, []),
      description: c.short_desc,
    })),
    attractions: parks.map((p) => ({
      aboutId: p.id,
      name: p.name,
      lat: p.lat,
      lon: p.lon,
      description: p.short_desc,
      image: image(p.image_url, p.name),
    })),
    airports: airports.map((a) => ({ name: a.name, iata: a.iata, lat: a.lat, lon: a.lon })),
    communitiesWithoutPosition: communities
      .filter((c) => c.lat === null || c.lon === null)
      .map((c) => ({ comId: c.id, name: c.full_name })),
    settings: { googleMapsApiKey, ...MAP_DEFAULTS, center: { ...MAP_DEFAULTS.center } },
  };
}

export async function terms(db: Db, type: TermsType): Promise<TermsResponse> {
  const rows = await db
    .selectFrom('terms')
    .select(['heading', 'body'])
    .where('type', '=', type)
    .orderBy('position')
    .execute();
  return { terms: rows };
}
