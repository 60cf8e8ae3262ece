import type { Insertable } from 'kysely';
import {
  deadlineFor,
  quoteExpiresAt,
  addMonths,
  datePartsOf,
  dayOf,
  dayOfDate,
  todayOf,
  daysInMs,
  instantOfDay,
  isoOf,
} from '@villa/shared/contract';
import type { Database, Db } from '../../db/schema';
import type { SeedStep } from '../../db/seed';
import { whenEmpty } from '../../db/seed/whenEmpty';
import { syncIdSequence } from '../../db/engine';
import { toTimestamp, type Clock } from '../../time';
import { priceColumns } from '../bookings';
import { FEATURES, HIGHLIGHTS, highlightLogoUrl, propertyTypeName } from '../features';
import { propertyImageUrl } from '../images';
import { priceStay, type DiscountRule } from '../rules/pricing';
import { SEASON_FACTOR, seasonBands, type SeasonBand } from './seasonCalendar';
import type {
  BookingsTable,
  BookingStatus,
  DiscountsTable,
  PropertyTypeCode,
  SeasonCode,
  SeasonsTable,
  VillaImagesTable,
  VillaRoomsTable,
  VillasTable,
} from '../tables';

/*
 * A deterministic villa portfolio: the same villa number always gets the same data (each villa
 * draws from its own seeded random stream), and every date is relative to the clock's today,
 * so the data never goes stale. 300 villas by default; the CLI seeds 10,000 or more.
 */

export const DEFAULT_VILLA_COUNT = 300;
const SEED = 20_261_121;
/** Parameters per insert statement: under SQLite's 32,766 and PostgreSQL's 65,535. */
const PARAMS_PER_STATEMENT = 30_000;
/** Bookings are seeded from a year ago to a year ahead. */
const BOOKINGS_BACK_DAYS = 365;
const BOOKINGS_AHEAD_DAYS = 365;
/** Seasons are stored from a month back to the villa's rates horizon. */
const SEASONS_BACK_DAYS = 31;

/** mulberry32: small, fast and good enough for demo data. */
export function randomStream(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    chance: (p: number) => next() < p,
    pick: <T>(items: readonly T[]) => items[Math.floor(next() * items.length)],
    weighted: <T>(items: readonly (readonly [T, number])[]) => {
      const total = items.reduce((sum, [, w]) => sum + w, 0);
      let roll = next() * total;
      for (const [item, weight] of items) {
        roll -= weight;
        if (roll < 0) return item;
      }
      return items[items.length - 1][0];
    },
  };
}
type Random = ReturnType<typeof randomStream>;

interface CommunityRow {
  id: number;
  name: string;
  full_name: string;
  town: string;
  lat: number | null;
  lon: number | null;
  facilities: string;
}

/** Property-code prefix of each community: initials, made unique. */
export function communityPrefixes(communities: readonly { id: number; name: string }[]) {
  const used = new Set<string>();
  const prefixes = new Map<number, string>();
  for (const c of communities) {
    const letters = c.name.toUpperCase().replace(/[^A-Z ]/g, '');
    const words = letters.split(/\s+/).filter(Boolean);
    const candidates = [
      words
        .map((w) => w[0])
        .join('')
        .slice(0, 3),
      (words[0] ?? 'X').slice(0, 2),
      `${words[0]?.[0] ?? 'X'}${words[words.length - 1]?.slice(-1) ?? 'X'}`,
      (words[0] ?? 'XX').slice(0, 3),
    ];
    let prefix = candidates.find((p) => p.length >= 2 && !used.has(p));
    for (let n = 0; !prefix; n += 1) {
      const p = `${(words[0] ?? 'X')[0]}${String.fromCharCode(65 + n)}`;
      if (!used.has(p)) prefix = p;
    }
    used.add(prefix);
    prefixes.set(c.id, prefix);
  }
  return prefixes;
}

const NAME_FIRST = [
  'Palm',
  'Sunset',
  'Magnolia',
  'Cypress',
  'Coral',
  'Heron',
  'Orange',
  'Pelican',
  'Lakeside',
  'Sapphire',
  'Emerald',
  'Golden',
  'Seabreeze',
  'Tranquil',
  'Flamingo',
  'Harbour',
  'Willow',
  'Starlight',
  'Citrus',
  'Osprey',
  'Mango',
  'Bayside',
  'Hibiscus',
  'Blue Heron',
  'Sandpiper',
];
const NAME_SECOND = [
  'Retreat',
  'Villa',
  'House',
  'Hideaway',
  'Haven',
  'Lodge',
  'Manor',
  'Escape',
  'Oasis',
  'Getaway',
  'Place',
  'Sanctuary',
  'Residence',
  'Paradise',
  'Cove',
];

/** Base nightly rate (pounds) by bedrooms, before type, season and villa factors. */
const BASE_RATE: Record<number, number> = {
  3: 115,
  4: 140,
  5: 170,
  6: 205,
  7: 245,
  8: 295,
  9: 345,
  10: 410,
};
const TYPE_FACTOR: Record<PropertyTypeCode, number> = {
  townhouse: 0.85,
  villa: 1,
  'executive-home': 1.2,
  'estate-home': 1.45,
};

interface VillaPlan {
  villa: Insertable<VillasTable> & { id: number };
  community: CommunityRow;
  features: Set<string>;
  seasonRate: Record<SeasonCode, { ratePence: number; minNights: number }>;
  discounts: DiscountRule[];
}

function pickBedrooms(r: Random) {
  return r.weighted([
    [3, 10],
    [4, 22],
    [5, 22],
    [6, 16],
    [7, 10],
    [8, 9],
    [9, 6],
    [10, 5],
  ] as const);
}

function pickType(r: Random, bedrooms: number): PropertyTypeCode {
  if (bedrooms <= 4) return r.chance(0.4) ? 'townhouse' : 'villa';
  if (bedrooms <= 6) return r.chance(0.7) ? 'villa' : 'executive-home';
  if (bedrooms <= 8) return r.chance(0.6) ? 'executive-home' : 'estate-home';
  return 'estate-home';
}

function communityWeight(c: CommunityRow) {
  // Bigger, better-known resorts hold more rental homes.
  const big = ['Windsor Hills', 'ChampionsGate', 'Reunion', 'Solterra', 'Storey Lake', 'Encore'];
  return big.includes(c.name) ? 3 : 1;
}

function planVilla(
  index: number,
  communities: readonly CommunityRow[],
  prefixes: Map<number, string>,
  counters: Map<number, number>,
  today: number,
  now: string,
): VillaPlan {
  const r = randomStream(SEED + index * 7919);
  const community = r.weighted(communities.map((c) => [c, communityWeight(c)] as const));
  const sequence = (counters.get(community.id) ?? 1000) + 1;
  counters.set(community.id, sequence);
  const facilities = JSON.parse(community.facilities) as { icon: string }[];
  const hasGolf = facilities.some((f) => f.icon === 'golf');

  const bedrooms = pickBedrooms(r);
  const type = pickType(r, bedrooms);
  const ensuite = Math.max(1, Math.min(bedrooms, bedrooms - r.int(0, 3)));
  const bathrooms = Math.max(2, ensuite + r.int(0, 1), Math.ceil(bedrooms * 0.6));
  const floors = type === 'townhouse' ? r.int(2, 3) : bedrooms >= 6 ? 2 : r.int(1, 2);
  const privatePool = type === 'townhouse' ? r.chance(0.75) : true;
  const highlight = r.weighted([
    [null, 80],
    ['platinum', 8],
    ['new', 6],
    ['favourite', 6],
  ] as const);
  const horizonMonths = r.weighted([
    [24, 70],
    [15, 20],
    [12, 10],
  ] as const);

  const features = new Set<string>();
  const maybe = (code: string, p: number) => {
    if (r.chance(p)) features.add(code);
  };
  maybe('wifi', 0.97);
  features.add('air-conditioning');
  maybe('washer-dryer', 0.95);
  maybe('games-room', Math.min(0.85, 0.25 + 0.08 * (bedrooms - 3)));
  maybe('cinema-room', bedrooms >= 6 ? 0.4 : 0.05);
  maybe('themed-bedroom', 0.35);
  maybe('bunk-room', 0.25);
  maybe('ground-floor-master', floors === 1 ? 1 : 0.4);
  maybe('wheelchair-access', floors === 1 ? 0.3 : 0.05);
  maybe('cot-high-chair', 0.8);
  maybe('smart-tvs', 0.6);
  maybe('work-desk', 0.3);
  if (privatePool) {
    features.add('private-pool');
    maybe('south-facing-pool', 0.35);
    maybe('spa', 0.5);
    maybe('pool-fence', 0.3);
    maybe('water-slide', bedrooms >= 7 ? 0.3 : 0.06);
  }
  maybe('covered-lanai', privatePool ? 0.7 : 0.2);
  maybe('bbq', 0.55);
  maybe('summer-kitchen', bedrooms >= 6 ? 0.4 : 0.1);
  maybe('outdoor-tv', bedrooms >= 6 ? 0.35 : 0.12);
  maybe('lake-view', 0.12);
  if (hasGolf) maybe('golf-view', 0.3);
  maybe('conservation-view', 0.25);

  const villaFactor = (0.9 + r.next() * 0.25) * (highlight === 'platinum' ? 1.15 : 1);
  const baseRate = BASE_RATE[bedrooms] * TYPE_FACTOR[type] * villaFactor;
  const relaxed = r.chance(0.3);
  const seasonRate = {} as VillaPlan['seasonRate'];
  for (const season of ['LOW', 'MID', 'HIGH', 'PEAK'] as const) {
    const pounds = Math.round(baseRate * SEASON_FACTOR[season]);
    const minNights =
      season === 'PEAK' ? 7 : relaxed || season === 'LOW' ? 3 : season === 'MID' ? 4 : 7;
    seasonRate[season] = { ratePence: pounds * 100, minNights };
  }

  const discounts: DiscountRule[] = [];
  if (r.chance(0.5)) {
    discounts.push({
      type: 'LONG_STAY',
      name: 'Long stay: 10% off 14 nights or more',
      percentBp: 1000,
      minNights: 14,
      arrivalFrom: null,
      arrivalTo: null,
      leadDaysMin: null,
      leadDaysMax: null,
    });
  }
  if (r.chance(0.25)) {
    discounts.push({
      type: 'EARLY_BOOKING',
      name: 'Early booking: 5% off arrivals 9 months or more ahead',
      percentBp: 500,
      minNights: null,
      arrivalFrom: null,
      arrivalTo: null,
      leadDaysMin: 270,
      leadDaysMax: null,
    });
  }
  if (r.chance(0.2)) {
    discounts.push({
      type: 'LATE_DEAL',
      name: 'Late deal: 15% off arrivals within 4 weeks',
      percentBp: 1500,
      minNights: null,
      arrivalFrom: null,
      arrivalTo: null,
      leadDaysMin: null,
      leadDaysMax: 28,
    });
  }
  if (r.chance(0.15)) {
    // The next September and October.
    const { year } = datePartsOf(today);
    const septemberThisYear = dayOfDate(year, 9, 1);
    const from = septemberThisYear > today ? septemberThisYear : addMonths(septemberThisYear, 12);
    discounts.push({
      type: 'SPECIAL_OFFER',
      name: 'Autumn offer: 10% off 7 nights or more in September and October',
      percentBp: 1000,
      minNights: 7,
      arrivalFrom: from,
      arrivalTo: addMonths(from, 2) - 1,
      leadDaysMin: null,
      leadDaysMax: null,
    });
  }

  const prefix = prefixes.get(community.id) ?? 'VC';
  const name = `${r.pick(NAME_FIRST)} ${r.pick(NAME_SECOND)}`;
  const jitter = () => (r.next() - 0.5) * 0.012;
  const villa: VillaPlan['villa'] = {
    id: index + 1,
    code: `${prefix}${sequence}`,
    name,
    community_id: community.id,
    property_type: type,
    bedrooms,
    bathrooms,
    half_bathrooms: r.int(0, bedrooms >= 6 ? 2 : 1),
    ensuite,
    max_occupancy: 0,
    king: 0,
    queen: 0,
    double_full: 0,
    single: 0,
    sqft: Math.round((1200 + bedrooms * 420 + r.int(-150, 350)) / 10) * 10,
    floors,
    private_pool: privatePool ? 1 : 0,
    pool_heating_pence: privatePool ? (15 + bedrooms * 2 + r.int(0, 8)) * 100 : null,
    commission_bp: highlight === 'platinum' ? 1200 : 1000,
    deposit_percent: type === 'estate-home' ? 30 : 25,
    balance_due_days: type === 'estate-home' ? 84 : 70,
    unbookable_weekdays: r.chance(0.12) ? 1 : 0,
    rates_until: isoOf(addMonths(today, horizonMonths)),
    highlight_code: highlight,
    lat: community.lat === null ? null : Number((community.lat + jitter()).toFixed(5)),
    lon: community.lon === null ? null : Number((community.lon + jitter()).toFixed(5)),
    status: 'AVAILABLE',
    created_at: now,
  };
  return { villa, community, features, seasonRate, discounts };
}

function roomsFor(plan: VillaPlan, r: Random) {
  const { villa } = plan;
  const rooms: Insertable<VillaRoomsTable>[] = [];
  const bedroomNames: string[] = [];
  let king = 0;
  let queen = 0;
  let doubleFull = 0;
  let single = 0;
  /** Bedroom b's floor: the master downstairs when the villa has one there, the rest spread. */
  const bedroomFloor = (b: number) =>
    b === 1 && plan.features.has('ground-floor-master')
      ? 1
      : Math.min(villa.floors, 1 + (b % villa.floors));
  for (let b = 1; b <= villa.bedrooms; b += 1) {
    const roomName = b === 1 ? 'Master bedroom' : `Bedroom ${b}`;
    bedroomNames.push(roomName);
    let beds: string;
    if (b === 1 || (b === 2 && villa.bedrooms >= 6)) {
      king += 1;
      beds = 'King bed';
    } else {
      const kind = r.weighted([
        ['queen', 40],
        ['double', 20],
        ['twin', 28],
        ['bunk', 12],
      ] as const);
      if (kind === 'queen') {
        queen += 1;
        beds = 'Queen bed';
      } else if (kind === 'double') {
        doubleFull += 1;
        beds = 'Double/full bed';
      } else if (kind === 'twin') {
        single += 2;
        beds = 'Two single beds';
      } else {
        single += 2;
        beds = 'Bunk beds (two singles)';
      }
    }
    rooms.push({
      villa_id: villa.id,
      position: b,
      kind: 'BEDROOM',
      name: roomName,
      description: beds,
      ensuite: b <= villa.ensuite ? 1 : 0,
      floor: bedroomFloor(b),
    });
  }
  let position = villa.bedrooms;
  for (let b = 1; b <= villa.bathrooms; b += 1) {
    position += 1;
    const isEnsuite = b <= villa.ensuite;
    rooms.push({
      villa_id: villa.id,
      position,
      kind: 'BATHROOM',
      name: isEnsuite
        ? `En-suite to ${bedroomNames[b - 1].toLowerCase()}`
        : b === villa.bathrooms
          ? 'Pool bathroom'
          : 'Family bathroom',
      description: r.chance(0.5)
        ? 'Walk-in shower, basin and WC'
        : 'Bath with shower over, basin and WC',
      ensuite: isEnsuite ? 1 : 0,
      // An en-suite is on its bedroom's floor; the shared bathrooms are downstairs.
      floor: isEnsuite ? bedroomFloor(b) : 1,
    });
  }
  const sofaBed = r.chance(0.4) ? 2 : 0;
  villa.king = king;
  villa.queen = queen;
  villa.double_full = doubleFull;
  villa.single = single;
  villa.max_occupancy = 2 * (king + queen + doubleFull) + single + sofaBed;
  return { rooms, bedroomNames };
}

function imagesFor(plan: VillaPlan, bedroomNames: string[]) {
  const { villa, features } = plan;
  const titles = [
    'Front of the villa',
    villa.private_pool ? 'Pool and lanai' : 'Community pool',
    'Living room',
    'Kitchen and dining',
    ...bedroomNames,
  ];
  if (features.has('games-room')) titles.push('Games room');
  if (features.has('cinema-room')) titles.push('Home cinema room');
  return titles.map((title, position): Insertable<VillaImagesTable> => ({
    villa_id: villa.id,
    position,
    title,
    large_url: propertyImageUrl(villa.id, position, 'l'),
    small_url: propertyImageUrl(villa.id, position, 's'),
  }));
}

function descriptionsFor(plan: VillaPlan) {
  const { villa, community, features } = plan;
  const type = propertyTypeName(villa.property_type).toLowerCase();
  const pool = villa.private_pool
    ? `a private pool${features.has('spa') ? ' and spa' : ''}`
    : 'use of the community pool';
  const has = (code: string, text: string) => (features.has(code) ? text : '');
  return {
    villa_id: villa.id,
    short: `${villa.bedrooms} bedroom ${type} on ${community.full_name} with ${pool}.`,
    intro: `${villa.name} is a ${villa.bedrooms}-bedroom ${type} on ${community.full_name} in ${community.town}, sleeping up to ${villa.max_occupancy} guests across ${villa.sqft.toLocaleString('en-GB')} square feet. ${villa.ensuite} of its bedrooms have their own bathroom.`,
    living:
      `An open-plan living area joins the fully equipped kitchen and the dining table, with sliding doors to the ${villa.private_pool ? 'pool deck' : 'patio'}. ${has('wifi', 'Free Wi-Fi reaches every room. ')}${has('washer-dryer', 'A laundry room has a washer and dryer.')}`.trim(),
    bedroom: `The master bedroom has a king bed and an en-suite bathroom.${has('themed-bedroom', " One children's bedroom is themed.")}${has('bunk-room', ' A bunk room suits younger guests.')}`,
    entertainment:
      `${has('games-room', 'A games room with a pool table and arcade games. ')}${has('cinema-room', 'A home cinema room with reclining seats. ')}${has('smart-tvs', 'Smart TVs in every bedroom.')}`.trim() ||
      'A large smart TV in the living room.',
    outdoor: `${villa.private_pool ? `The ${features.has('south-facing-pool') ? 'south-facing ' : ''}private pool` : 'The patio'} is ${has('covered-lanai', 'partly shaded by a covered lanai ')}with loungers and outdoor dining.${has('bbq', ' A gas barbecue is provided.')}${has('lake-view', ' It looks out over the lake.')}${has('golf-view', ' It looks out over the golf course.')}${has('conservation-view', ' It backs onto conservation land.')}`,
    disabled_mods: features.has('wheelchair-access')
      ? 'Step-free entrance, wide doorways and a roll-in shower in the master bathroom.'
      : 'No specific adaptations; please call us to discuss access needs.',
    pool_safety: villa.private_pool
      ? `Door alarms on every door to the pool.${has('pool-fence', ' A removable pool safety fence is fitted.')} Children must be supervised at all times.`
      : 'The community pool is not supervised; children must be accompanied.',
  };
}

function seasonsFor(plan: VillaPlan, bands: readonly SeasonBand[]) {
  const ratesUntil = plan.villa.rates_until;
  const rows: Insertable<SeasonsTable>[] = [];
  for (const band of bands) {
    const to = Math.min(band.to, dayOf(ratesUntil));
    if (band.from > to) continue;
    const rate = plan.seasonRate[band.season];
    rows.push({
      villa_id: plan.villa.id,
      season: band.season,
      name: band.name,
      date_from: isoOf(band.from),
      date_to: isoOf(to),
      nightly_rate_pence: rate.ratePence,
      min_nights: rate.minNights,
    });
  }
  return rows;
}

function discountRows(plan: VillaPlan): Insertable<DiscountsTable>[] {
  return plan.discounts.map((d) => ({
    villa_id: plan.villa.id,
    discount_type: d.type,
    name: d.name,
    percent_bp: d.percentBp,
    min_nights: d.minNights,
    arrival_from: d.arrivalFrom === null ? null : isoOf(d.arrivalFrom),
    arrival_to: d.arrivalTo === null ? null : isoOf(d.arrivalTo),
    lead_days_min: d.leadDaysMin,
    lead_days_max: d.leadDaysMax,
  }));
}

function unbookableDates(plan: VillaPlan, r: Random, today: number) {
  if (!r.chance(0.3)) return [];
  const dates: string[] = [];
  const { year } = datePartsOf(today);
  for (const y of [year, year + 1, year + 2]) {
    for (const [m, d] of [
      [12, 25],
      [1, 1],
    ] as const) {
      const day = dayOfDate(y, m, d);
      if (day > today && day < addMonths(today, 26)) dates.push(isoOf(day));
    }
  }
  return dates.map((date) => ({ villa_id: plan.villa.id, date }));
}

function bookingsFor(
  plan: VillaPlan,
  r: Random,
  today: number,
  nowMs: number,
  bandAt: (day: number) => SeasonCode,
  nextRef: () => string,
): Insertable<BookingsTable>[] {
  const rows: Insertable<BookingsTable>[] = [];
  const { villa } = plan;
  const terms = {
    commissionBp: villa.commission_bp,
    depositPercent: villa.deposit_percent,
    balanceDueDays: villa.balance_due_days,
    poolHeatingPence: villa.pool_heating_pence ?? null,
  };
  let day = today - BOOKINGS_BACK_DAYS + r.int(0, 10);
  const end = today + BOOKINGS_AHEAD_DAYS;
  while (day < end) {
    const lead = day - today;
    const occupancy = lead <= 0 ? 0.75 : lead < 60 ? 0.68 : lead < 180 ? 0.55 : 0.35;
    const nights = r.weighted([
      [3, 5],
      [4, 5],
      [5, 5],
      [7, 45],
      [10, 12],
      [14, 25],
      [21, 3],
    ] as const);
    const gap = Math.floor(-Math.log(1 - r.next()) * ((nights * (1 - occupancy)) / occupancy));
    const arrival = day + gap;
    const departure = arrival + nights;
    if (arrival >= end) break;
    day = departure;

    const bookedDay = Math.min(today, arrival - r.int(14, 300));
    const stay = { arrival, nights, today: bookedDay };
    let original = 0;
    for (let n = arrival; n < departure; n += 1) original += plan.seasonRate[bandAt(n)].ratePence;
    const price = priceStay(original, plan.discounts, stay, terms);

    let status: BookingStatus = 'BOOKING';
    let expiresAt: string | null = null;
    let cancelledAt: string | null = null;
    let createdMs = instantOfDay(bookedDay) + r.int(8, 20) * 3_600_000;
    const roll = r.next();
    if (roll < 0.04) {
      status = 'CANCELLED';
      cancelledAt = toTimestamp(Math.min(nowMs, createdMs + daysInMs(3)));
    } else if (arrival > today) {
      if (roll < 0.08) {
        status = 'QUOTATION';
        expiresAt = quoteExpiresAt(createdMs);
      } else if (roll < 0.085) {
        status = 'RESERVE';
        createdMs = nowMs - r.int(1, 20) * 3_600_000;
        expiresAt = toTimestamp(deadlineFor(status, createdMs)!);
      } else if (roll < 0.09) {
        // A hold that lapsed and has not been released yet: it takes no nights.
        status = 'RESERVE';
        createdMs = nowMs - r.int(26, 72) * 3_600_000;
        expiresAt = toTimestamp(deadlineFor(status, createdMs)!);
      } else if (roll < 0.24) {
        status = 'PAYPENDING';
      }
    }
    const created = toTimestamp(Math.min(createdMs, nowMs));
    rows.push({
      ref: nextRef(),
      status,
      villa_id: villa.id,
      agent_user_id: null,
      arrival: isoOf(arrival),
      departure: isoOf(departure),
      nights,
      expires_at: expiresAt,
      ...priceColumns(price),
      pool_heating_pence: 0,
      created_at: created,
      updated_at: created,
      cancelled_at: cancelledAt,
      cancel_reason: cancelledAt ? 'CUSTOMER_REQUEST' : null,
    });
  }
  return rows;
}

/** Inserts rows in batches (each engine caps the parameters of one statement). */
async function insertAll<T extends keyof Database>(
  db: Db,
  table: T,
  rows: readonly Insertable<Database[T]>[],
) {
  if (rows.length === 0) return;
  const batch = Math.max(1, Math.floor(PARAMS_PER_STATEMENT / Object.keys(rows[0]).length));
  for (let i = 0; i < rows.length; i += batch) {
    // Kysely cannot narrow a generic table name; the rows are typed by the caller.
    const insert = db.insertInto(table) as unknown as {
      values(rows: unknown): { execute(): Promise<unknown> };
    };
    await insert.values(rows.slice(i, i + batch)).execute();
  }
}

export interface PropertySeedOptions {
  villas?: number;
  /** Called after each chunk of villas, for progress output of the CLI. */
  onProgress?: (done: number, total: number) => void;
}

/** Villas of the portfolio in chunks, so 10,000+ never sit in memory at once as rows. */
const CHUNK = 500;

export async function seedProperty(db: Db, clock: Clock, options: PropertySeedOptions = {}) {
  const total = options.villas ?? DEFAULT_VILLA_COUNT;
  const nowMs = clock();
  const now = toTimestamp(nowMs);
  const today = todayOf(nowMs);
  const communities = (await db
    .selectFrom('communities')
    .select(['id', 'name', 'full_name', 'town', 'lat', 'lon', 'facilities'])
    .orderBy('id')
    .execute()) as CommunityRow[];
  if (communities.length === 0) throw new Error('Seed the communities before the villas');
  const prefixes = communityPrefixes(communities);
  const counters = new Map<number, number>();

  const bandsFrom = today - BOOKINGS_BACK_DAYS - 31;
  const bandsTo = addMonths(today, 26);
  const bands = seasonBands(bandsFrom, bandsTo);
  const bandByDay = new Uint8Array(bandsTo - bandsFrom + 1);
  const codes: SeasonCode[] = ['LOW', 'MID', 'HIGH', 'PEAK'];
  for (const band of bands) {
    for (let d = band.from; d <= band.to; d += 1)
      bandByDay[d - bandsFrom] = codes.indexOf(band.season);
  }
  const bandAt = (day: number) => codes[bandByDay[day - bandsFrom]];
  const storedBands = bands.filter((b) => b.to >= today - SEASONS_BACK_DAYS);
  if (storedBands[0] && storedBands[0].from < today - SEASONS_BACK_DAYS) {
    storedBands[0] = { ...storedBands[0], from: today - SEASONS_BACK_DAYS };
  }
  let bookingNumber = 0;
  const nextRef = () => {
    bookingNumber += 1;
    return `VB${String(100000 + bookingNumber)}`;
  };

  await insertAll(
    db,
    'highlights',
    HIGHLIGHTS.map((h) => ({
      code: h.code,
      name: h.name,
      name_display: h.nameDisplay,
      logo_url: highlightLogoUrl(h.code),
    })),
  );
  await insertAll(
    db,
    'features',
    FEATURES.map((f, i) => ({
      id: i + 1,
      section: f.section,
      code: f.code,
      name: f.name,
      icon: f.icon,
      position: i + 1,
    })),
  );
  await syncIdSequence(db, 'features');
  const featureId = new Map(FEATURES.map((f, i) => [f.code, i + 1]));

  for (let start = 0; start < total; start += CHUNK) {
    const villas: Insertable<VillasTable>[] = [];
    const descriptions: ReturnType<typeof descriptionsFor>[] = [];
    const rooms: Insertable<VillaRoomsTable>[] = [];
    const images: Insertable<VillaImagesTable>[] = [];
    const villaFeatures: { villa_id: number; feature_id: number }[] = [];
    const seasons: Insertable<SeasonsTable>[] = [];
    const discounts: Insertable<DiscountsTable>[] = [];
    const unbookable: { villa_id: number; date: string }[] = [];
    const bookings: Insertable<BookingsTable>[] = [];
    for (let index = start; index < Math.min(total, start + CHUNK); index += 1) {
      const plan = planVilla(index, communities, prefixes, counters, today, now);
      const r = randomStream(SEED ^ (index * 104_729 + 17));
      const { rooms: villaRooms, bedroomNames } = roomsFor(plan, r);
      villas.push(plan.villa);
      rooms.push(...villaRooms);
      images.push(...imagesFor(plan, bedroomNames));
      descriptions.push(descriptionsFor(plan));
      for (const code of plan.features) {
        villaFeatures.push({ villa_id: plan.villa.id, feature_id: featureId.get(code) ?? 0 });
      }
      seasons.push(...seasonsFor(plan, storedBands));
      discounts.push(...discountRows(plan));
      unbookable.push(...unbookableDates(plan, r, today));
      bookings.push(...bookingsFor(plan, r, today, nowMs, bandAt, nextRef));
    }
    await db.transaction().execute(async (trx) => {
      await insertAll(trx, 'villas', villas);
      await insertAll(trx, 'villa_descriptions', descriptions);
      await insertAll(trx, 'villa_rooms', rooms);
      await insertAll(trx, 'villa_images', images);
      await insertAll(trx, 'villa_features', villaFeatures);
      await insertAll(trx, 'seasons', seasons);
      await insertAll(trx, 'discounts', discounts);
      await insertAll(trx, 'villa_unbookable_dates', unbookable);
      await insertAll(trx, 'bookings', bookings);
    });
    options.onProgress?.(Math.min(total, start + CHUNK), total);
  }
  await syncIdSequence(db, 'villas');
  return { villas: total, bookings: bookingNumber };
}

/** The seed step: fills the property tables of a database that has communities but no villas. */
export function createPropertySeed(options: PropertySeedOptions = {}): SeedStep {
  return {
    name: 'property',
    isNeeded: whenEmpty('villas'),
    async run(db, clock) {
      await seedProperty(db, clock, options);
    },
  };
}

export const propertySeed: SeedStep = createPropertySeed();
