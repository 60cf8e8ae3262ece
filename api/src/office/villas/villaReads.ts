import { sql } from 'kysely';
import {
  OFFICE_VILLA_LIMITS,
  PROPERTY_TYPE_NAMES,
  todayOf,
  isoOf,
  type OfficeVilla,
  type OfficeVillaListItem,
  type OfficeVillaListResponse,
  type OfficeVillaOptionsResponse,
  type VillaStatus,
} from '@villa/shared/contract';
import { toPounds } from '@villa/shared/format';
import type { Db } from '../../db/schema';
import { bookingSettingsAt } from '../../portalSettings';
import { takesNightsSql } from '../../property/seam';
import { loadVilla } from '../../villa/detail';
import { calendarWindow, loadCalendarFacts, type VillaTermsRow } from '../../villa/facts';
import { priceFromOf } from '../../villa/stay';

/*
 * The office's reading of villas: every villa whatever its status, each read through the very
 * function the villa page reads (villa/detail.ts loadVilla), with the office's own terms beside
 * it. Whether a villa has rates is the villa page's "Price from" (villa/stay.ts priceFromOf):
 * a villa with none could not be found by an agent, so it is not published.
 */

/** Whether a villa has a nightly rate an agent could book inside the booking window. */
export async function villaHasRates(db: Db, terms: VillaTermsRow, nowMs: number): Promise<boolean> {
  const window = calendarWindow(todayOf(nowMs), await bookingSettingsAt(db));
  const facts = await loadCalendarFacts(db, terms, window, nowMs);
  return priceFromOf(facts) !== null;
}

/** Photos, the next arrival and the bookings of each villa asked for, by id. */
async function villaTallies(db: Db, ids: readonly number[], nowMs: number) {
  const tallies = new Map<
    number,
    { photos: number; nextArrival: string | null; bookings: number }
  >();
  if (ids.length === 0) return tallies;
  for (const id of ids) tallies.set(id, { photos: 0, nextArrival: null, bookings: 0 });
  const today = isoOf(todayOf(nowMs));
  const [photos, arrivals, bookings] = await Promise.all([
    db
      .selectFrom('villa_images')
      .select(['villa_id', (eb) => eb.fn.countAll<string | number>().as('n')])
      .where('villa_id', 'in', ids)
      .groupBy('villa_id')
      .execute(),
    db
      .selectFrom('bookings as b')
      .select(['b.villa_id', (eb) => eb.fn.min('b.arrival').as('first')])
      .where('b.villa_id', 'in', ids)
      .where('b.arrival', '>=', today)
      .where(takesNightsSql('b', nowMs))
      .groupBy('b.villa_id')
      .execute(),
    db
      .selectFrom('bookings')
      .select(['villa_id', (eb) => eb.fn.countAll<string | number>().as('n')])
      .where('villa_id', 'in', ids)
      .groupBy('villa_id')
      .execute(),
  ]);
  for (const row of photos) tallies.get(row.villa_id)!.photos = Number(row.n);
  for (const row of arrivals) tallies.get(row.villa_id)!.nextArrival = String(row.first);
  for (const row of bookings) tallies.get(row.villa_id)!.bookings = Number(row.n);
  return tallies;
}

/** One villa as the office reads it; null when there is none. */
export async function readOfficeVilla(
  db: Db,
  id: number,
  nowMs: number,
): Promise<OfficeVilla | null> {
  const loaded = await loadVilla(db, id, { anyStatus: true });
  if (!loaded) return null;
  const { property: p, terms, office } = loaded;
  const [tallies, hasRates] = await Promise.all([
    villaTallies(db, [id], nowMs),
    villaHasRates(db, terms, nowMs),
  ]);
  const { photos, nextArrival, bookings } = tallies.get(id)!;
  return {
    id: p.villaId,
    villaCode: p.villaCode,
    villaName: p.villaName,
    propertyTypeName: p.propertyTypeName,
    bedrooms: p.bedrooms,
    community: { comId: p.community.comId, comName: p.community.comName },
    counts: p.counts,
    bedBath: p.bedBath,
    // The private pool is its own field (privatePool); its feature row follows it.
    features: p.features.filter((f) => f.code !== PRIVATE_POOL_FEATURE),
    descriptions: p.descriptions,
    testimonials: p.testimonials,
    highlight:
      p.highlight && office.highlightCode ? { code: office.highlightCode, ...p.highlight } : null,
    lat: p.lat,
    lon: p.lon,
    privatePool: p.privatePool,
    status: office.status,
    commissionRate: terms.commission_bp / 100,
    depositPercent: terms.deposit_percent,
    balanceDueDays: terms.balance_due_days,
    poolHeatingPerNight:
      terms.pool_heating_pence === null ? null : toPounds(terms.pool_heating_pence),
    photos,
    nextArrival,
    bookings,
    hasRates,
    createdAt: office.createdAt,
  };
}

/** The feature row of a private pool: written from `privatePool`, never chosen on its own. */
export const PRIVATE_POOL_FEATURE = 'private-pool';

export interface OfficeVillaQuery {
  q?: string;
  status?: VillaStatus;
  community?: number;
  page?: number;
  rpp?: number;
}

/**
 * Every villa matching the office list's query, in code order, a page at a time: `q` is found
 * in the code or the name (any case), `status` and `community` are exact.
 */
export async function listOfficeVillas(
  db: Db,
  query: OfficeVillaQuery,
  nowMs: number,
): Promise<OfficeVillaListResponse> {
  const rpp = query.rpp ?? OFFICE_VILLA_LIMITS.listPageSize;
  const needle = query.q?.toLowerCase() ?? '';
  const base = db
    .selectFrom('villas as v')
    .innerJoin('communities as c', 'c.id', 'v.community_id')
    .$if(needle !== '', (q) =>
      q.where((eb) =>
        eb.or([
          eb(sql`lower(${sql.ref('v.code')})`, 'like', likePattern(needle)),
          eb(sql`lower(${sql.ref('v.name')})`, 'like', likePattern(needle)),
        ]),
      ),
    )
    .$if(query.status !== undefined, (q) => q.where('v.status', '=', query.status!))
    .$if(query.community !== undefined, (q) => q.where('v.community_id', '=', query.community!));
  const { total } = await base
    .select((eb) => eb.fn.countAll<string | number>().as('total'))
    .executeTakeFirstOrThrow();
  const count = Number(total);
  const lastPage = Math.max(1, Math.ceil(count / rpp));
  const page = Math.min(Math.max(query.page ?? 1, 1), lastPage);
  const rows = await base
    .select([
      'v.id',
      'v.code',
      'v.name',
      'v.status',
      'v.community_id',
      'c.name as community_name',
      'v.bedrooms',
      'v.max_occupancy',
    ])
    .orderBy('v.code')
    .orderBy('v.id')
    .limit(rpp)
    .offset((page - 1) * rpp)
    .execute();
  const tallies = await villaTallies(
    db,
    rows.map((r) => r.id),
    nowMs,
  );
  const villas = rows.map((row): OfficeVillaListItem => {
    const { photos, nextArrival } = tallies.get(row.id)!;
    return {
      id: row.id,
      villaCode: row.code,
      villaName: row.name,
      status: row.status,
      community: { comId: row.community_id, comName: row.community_name },
      bedrooms: row.bedrooms,
      sleeps: row.max_occupancy,
      photos,
      nextArrival,
    };
  });
  return { villas, total: count, page, rpp };
}

/** A LIKE pattern finding `text` anywhere, its own % and _ taken literally. */
function likePattern(text: string) {
  return sql<string>`${'%' + text.replace(/[\\%_]/g, (c) => `\\${c}`) + '%'} escape '\\'`;
}

/** What the office form chooses from: communities, types, facilities and highlights. */
export async function officeVillaOptions(db: Db): Promise<OfficeVillaOptionsResponse> {
  const [communities, features, highlights] = await Promise.all([
    db.selectFrom('communities').select(['id', 'name']).orderBy('name').orderBy('id').execute(),
    db
      .selectFrom('features')
      .select(['section', 'code', 'name'])
      .where('code', '<>', PRIVATE_POOL_FEATURE)
      .orderBy('section')
      .orderBy('position')
      .execute(),
    db.selectFrom('highlights').select(['code', 'name']).orderBy('name').execute(),
  ]);
  return {
    communities: communities.map((c) => ({ comId: c.id, comName: c.name })),
    propertyTypes: [...PROPERTY_TYPE_NAMES],
    features: features.map((f) => ({
      section: f.section as 'accommodation' | 'outdoorliving',
      code: f.code,
      name: f.name,
    })),
    highlights,
  };
}
