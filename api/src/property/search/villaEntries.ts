import { sql } from 'kysely';
import { statusTakesNights, type PropertyHighlight, dayOf, isoOf } from '@villa/shared/contract';
import type { Db } from '../../db/schema';
import type { StayFact, VillaCalendarFacts } from '../rules/availability';
import { propertyTypeName } from '../features';
import type { DiscountRule, VillaTerms } from '../rules/pricing';
import { blockedNightsOf, discountRuleOf, stayFactOf } from '../rules/villaWindow';
import { villaVisibleToAgentsSql } from '../visibility';
import type { SearchWindow } from './catalog';

/*
 * One villa as the search holds it: the facts its filters and result card read, and the facts
 * of its calendar as the availability module takes them (the catalog enters them into its day
 * grid, the kind the villa page and checkout build, so the search asks the availability and
 * pricing modules exactly what they ask). Read from the database for a set of villas at once
 * (the whole portfolio in parts, or the villas a write touched).
 */

export interface VillaImage {
  title: string;
  large: string;
  small: string;
}

export interface CatalogVilla {
  id: number;
  code: string;
  name: string;
  communityId: number;
  fullCommunityName: string;
  propertyType: string;
  propertyTypeName: string;
  bedrooms: number;
  bathrooms: number;
  ensuite: number;
  sleeps: number;
  privatePool: boolean;
  shortDescription: string;
  images: VillaImage[];
  /** Feature codes of the villa (accommodation and outdoorliving). */
  features: string[];
  /** Facility icons of the villa's community (filter section communitydetails). */
  communityDetails: string[];
  highlight: PropertyHighlight | null;
  discounts: DiscountRule[];
  terms: VillaTerms;
}

export interface VillaEntry {
  villa: CatalogVilla;
  calendar: VillaCalendarFacts;
  /** The villa's stays that take nights (some time) and end inside the grid. */
  stays: StayFact[];
}

/** The days a catalog's grids hold for a window. */
export function gridRangeOf(window: SearchWindow): { start: number; days: number } {
  return { start: window.earliest, days: window.latest + window.nightsMax + 1 - window.earliest };
}

/** Which villas to read: ids from `low` to `high`, or a list of ids. */
export type VillaSelection = { low: number; high: number } | { ids: readonly number[] };

/** The rows the catalogue's shape is made of, read once per full load. */
export interface CatalogShape {
  communityNames: Map<number, string>;
  communityFullNames: Map<number, string>;
  communityDetails: Map<number, string[]>;
  featureCodes: Map<number, string>;
  /** The villa features of the filter sections, in their display order. */
  features: { section: string; code: string; name: string }[];
  highlights: Map<string, PropertyHighlight>;
}

export async function readCatalogShape(db: Db): Promise<CatalogShape> {
  const [communities, features, highlights] = await Promise.all([
    db
      .selectFrom('communities')
      .select(['id', 'name', 'full_name', 'gated', 'facilities'])
      .execute(),
    db
      .selectFrom('features')
      .select(['id', 'section', 'code', 'name'])
      .orderBy('position')
      .execute(),
    db.selectFrom('highlights').selectAll().execute(),
  ]);
  const communityDetails = new Map<number, string[]>();
  for (const c of communities) {
    const icons = new Set(facilityIcons(c.facilities));
    if (c.gated === 1) icons.add('gate');
    communityDetails.set(c.id, [...icons]);
  }
  return {
    communityNames: new Map(communities.map((c) => [c.id, c.name])),
    communityFullNames: new Map(communities.map((c) => [c.id, c.full_name])),
    communityDetails,
    featureCodes: new Map(features.map((f) => [f.id, f.code])),
    features: features.map((f) => ({ section: f.section, code: f.code, name: f.name })),
    highlights: new Map(
      highlights.map((h) => [
        h.code,
        { logoUrl: h.logo_url, name: h.name, nameDisplay: h.name_display },
      ]),
    ),
  };
}

function facilityIcons(text: string): string[] {
  try {
    const value: unknown = JSON.parse(text);
    if (!Array.isArray(value)) return [];
    return value.flatMap((f: { icon?: unknown }) => (typeof f?.icon === 'string' ? [f.icon] : []));
  } catch {
    return [];
  }
}

/**
 * The entries of the villas selected that agents may see (visibility.ts). A selected id that is
 * missing or hidden from agents has no entry: the caller drops it.
 */
export async function readVillaEntries(
  db: Db,
  selection: VillaSelection,
  window: SearchWindow,
  shape: CatalogShape,
): Promise<VillaEntry[]> {
  if ('ids' in selection && selection.ids.length === 0) return [];
  const { start, days } = gridRangeOf(window);
  const startIso = isoOf(start);
  const endIso = isoOf(start + days);
  // One index range (or list) per table, so reading every villa in parts reads each row once.
  const chosen = (column: string) =>
    'ids' in selection
      ? sql<boolean>`${sql.ref(column)} in (${sql.join(selection.ids)})`
      : sql<boolean>`${sql.ref(column)} between ${selection.low} and ${selection.high}`;
  const [villas, images, features, seasons, discounts, unbookable, blocks, stays] =
    await Promise.all([
      db
        .selectFrom('villas')
        .innerJoin('villa_descriptions', 'villa_descriptions.villa_id', 'villas.id')
        .selectAll('villas')
        .select('villa_descriptions.short')
        .where(villaVisibleToAgentsSql('villas.status'))
        .where(chosen('villas.id'))
        .execute(),
      db
        .selectFrom('villa_images')
        .select(['villa_id', 'title', 'large_url', 'small_url'])
        .where(chosen('villa_id'))
        .orderBy('villa_id')
        .orderBy('position')
        .execute(),
      db
        .selectFrom('villa_features')
        .select(['villa_id', 'feature_id'])
        .where(chosen('villa_id'))
        .execute(),
      db
        .selectFrom('seasons')
        .select(['villa_id', 'date_from', 'date_to', 'nightly_rate_pence', 'min_nights'])
        .where(chosen('villa_id'))
        .where('date_to', '>=', startIso)
        .where('date_from', '<', endIso)
        // In date order: setCalendar lets a later season win.
        .orderBy('villa_id')
        .orderBy('date_from')
        .execute(),
      db.selectFrom('discounts').selectAll().where(chosen('villa_id')).execute(),
      db
        .selectFrom('villa_unbookable_dates')
        .select(['villa_id', 'date'])
        .where(chosen('villa_id'))
        .where('date', '>=', startIso)
        .where('date', '<', endIso)
        .execute(),
      db
        .selectFrom('villa_blocks')
        .select(['villa_id', 'date_from', 'date_to'])
        .where(chosen('villa_id'))
        .where('date_to', '>=', startIso)
        .where('date_from', '<', endIso)
        .execute(),
      db
        .selectFrom('bookings')
        .select(['id', 'villa_id', 'status', 'arrival', 'departure', 'expires_at'])
        .where(chosen('villa_id'))
        // Not by status here: SQLite would then pick the status index and read every stay.
        .where('departure', '>', startIso)
        .where('arrival', '<', endIso)
        .execute(),
    ]);
  const imagesOf = byVilla(images);
  const featuresOf = byVilla(features);
  const seasonsOf = byVilla(seasons);
  const discountsOf = byVilla(discounts);
  const unbookableOf = byVilla(unbookable);
  const blocksOf = byVilla(blocks);
  const staysOf = byVilla(stays);

  return villas.map((row) => {
    const calendar: VillaCalendarFacts = {
      seasons: (seasonsOf.get(row.id) ?? []).map((s) => ({
        from: dayOf(s.date_from),
        to: dayOf(s.date_to),
        ratePence: s.nightly_rate_pence,
        minNights: s.min_nights,
      })),
      ratesUntil: dayOf(row.rates_until),
      unbookableWeekdays: row.unbookable_weekdays,
      unbookableDates: (unbookableOf.get(row.id) ?? []).map((u) => dayOf(u.date)),
      blockedNights: (blocksOf.get(row.id) ?? []).map(blockedNightsOf),
    };
    const villaStays = (staysOf.get(row.id) ?? [])
      .filter((s) => statusTakesNights(s.status))
      .map(stayFactOf);
    const villa: CatalogVilla = {
      id: row.id,
      code: row.code,
      name: row.name,
      communityId: row.community_id,
      fullCommunityName: shape.communityFullNames.get(row.community_id) ?? '',
      propertyType: row.property_type,
      propertyTypeName: propertyTypeName(row.property_type),
      bedrooms: row.bedrooms,
      bathrooms: row.bathrooms,
      ensuite: row.ensuite,
      sleeps: row.max_occupancy,
      privatePool: row.private_pool === 1,
      shortDescription: row.short,
      images: (imagesOf.get(row.id) ?? []).map((i) => ({
        title: i.title,
        large: i.large_url,
        small: i.small_url,
      })),
      features: (featuresOf.get(row.id) ?? []).flatMap((f) => {
        const code = shape.featureCodes.get(f.feature_id);
        return code ? [code] : [];
      }),
      communityDetails: shape.communityDetails.get(row.community_id) ?? [],
      highlight: row.highlight_code ? (shape.highlights.get(row.highlight_code) ?? null) : null,
      discounts: (discountsOf.get(row.id) ?? []).map(discountRuleOf),
      terms: {
        commissionBp: row.commission_bp,
        depositPercent: row.deposit_percent,
        balanceDueDays: row.balance_due_days,
        poolHeatingPence: row.pool_heating_pence,
      },
    };
    return { villa, calendar, stays: villaStays };
  });
}

/** Rows grouped by their villa id. */
function byVilla<T extends { villa_id: number }>(rows: readonly T[]): Map<number, T[]> {
  const map = new Map<number, T[]>();
  for (const row of rows) {
    const list = map.get(row.villa_id);
    if (list) list.push(row);
    else map.set(row.villa_id, [row]);
  }
  return map;
}
