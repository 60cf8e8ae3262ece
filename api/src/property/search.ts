import {
  FILTER_SECTIONS,
  FILTER_SECTION_INFO,
  FLEXIBLE_DATES_DAYS,
  searchMessages,
  type FilterSection,
  type FilterSectionCounts,
  type FlexibleDate,
  type PropertySearchQuery,
  type PropertySearchResponse,
  type PropertySearchResult,
  type SearchQueryError,
  type PropertyIcon,
  type SearchSort,
} from '@villa/shared/contract';
import { bookableTest } from './availability';
import type { CatalogData, CatalogVilla } from './catalog';
import { dayOf, isoOf } from './days';
import { COMMUNITY_DETAILS, FEATURES, PROPERTY_TYPES } from './features';
import { packedTotalPence, priceStay } from './pricing';
import { toPounds } from '@villa/shared/format';

/*
 * GET /property-search over the in-memory catalog. Reading of the filters (README.md):
 * sections combine with "and"; inside a section bedrooms and en-suite are "at least the
 * smallest ticked count", property type and community are "any of", feature sections are
 * "all of". Facet counts answer "how many villas would I get if I ticked this", given
 * everything else that is active.
 */

const BIT: Record<FilterSection, number> = Object.fromEntries(
  FILTER_SECTIONS.map((s, i) => [s, 1 << i]),
) as Record<FilterSection, number>;
const BIT_BEDROOMS = BIT.bedrooms;
const BIT_SLEEPS = BIT.sleeps;
const BIT_ENSUITE = BIT.ensuite;
const BIT_PROPERTY = BIT.property;
const BIT_COMMUNITY = BIT.community;
const FEATURE_SECTIONS = ['accommodation', 'outdoorliving', 'communitydetails'] as const;
type FeatureSection = (typeof FEATURE_SECTIONS)[number];
/** Room for sort keys: price in pence times this plus the villa row (rows are in code order). */
const ROW_SPACE = 1 << 20;

export class SearchInputError extends Error {
  constructor(readonly errors: SearchQueryError[]) {
    super('invalid search');
  }
}

/** Option values every section accepts, whether or not a villa has them today. */
function knownValues(data: CatalogData) {
  return {
    property: new Set<string>(PROPERTY_TYPES.map((t) => t.code)),
    accommodation: new Set(
      FEATURES.filter((f) => f.section === 'accommodation').map((f) => f.code),
    ),
    outdoorliving: new Set(
      FEATURES.filter((f) => f.section === 'outdoorliving').map((f) => f.code),
    ),
    communitydetails: new Set(COMMUNITY_DETAILS.map((d) => d.code as string)),
    community: data.communityIds,
  };
}

interface CompiledFilters {
  active: number;
  minBedrooms: number;
  minSleeps: number;
  minEnsuite: number;
  /** Per type row / community row: 1 when ticked. */
  types: Uint8Array;
  communities: Uint8Array;
  /** Required feature bits per section; `impossible` when a ticked option no villa has. */
  required: Record<FeatureSection, { bits: Uint32Array; impossible: boolean }>;
}

function compileFilters(data: CatalogData, query: PropertySearchQuery): CompiledFilters {
  const known = knownValues(data);
  const errors: SearchQueryError[] = [];
  const f = query.filters;
  let active = 0;
  const compiled: CompiledFilters = {
    active: 0,
    minBedrooms: 0,
    minSleeps: 0,
    minEnsuite: 0,
    types: new Uint8Array(data.typeValues.length),
    communities: new Uint8Array(data.communityValues.length),
    required: {
      accommodation: { bits: new Uint32Array(data.words), impossible: false },
      outdoorliving: { bits: new Uint32Array(data.words), impossible: false },
      communitydetails: { bits: new Uint32Array(data.words), impossible: false },
    },
  };
  const bad = (section: FilterSection, value: string) =>
    errors.push({ field: `filters[${section}]`, error: searchMessages.badOption(section, value) });

  // Counts: "at least the smallest ticked". A party larger than any villa sleeps is not an
  // error, just no villa; the cap is what a villa row can hold.
  const countLimits = { bedrooms: 20, sleeps: 255, ensuite: 20 } as const;
  for (const section of ['bedrooms', 'sleeps', 'ensuite'] as const) {
    const values = f[section];
    if (!values) continue;
    const numbers = values.map(Number);
    const wrong = values.find((value) => Number(value) < 1 || Number(value) > countLimits[section]);
    if (wrong !== undefined) {
      bad(section, wrong);
      continue;
    }
    active |= BIT[section];
    const min = Math.min(...numbers);
    if (section === 'bedrooms') compiled.minBedrooms = min;
    else if (section === 'sleeps') compiled.minSleeps = min;
    else compiled.minEnsuite = min;
  }
  if (f.property) {
    const wrong = f.property.find((value) => !known.property.has(value));
    if (wrong !== undefined) bad('property', wrong);
    else {
      active |= BIT.property;
      for (const value of f.property) {
        const row = data.typeValues.indexOf(value);
        if (row >= 0) compiled.types[row] = 1;
      }
    }
  }
  if (f.community) {
    const wrong = f.community.find((value) => !known.community.has(Number(value)));
    if (wrong !== undefined) bad('community', wrong);
    else {
      active |= BIT.community;
      for (const value of f.community) {
        const row = data.communityValues.indexOf(Number(value));
        if (row >= 0) compiled.communities[row] = 1;
      }
    }
  }
  for (const section of FEATURE_SECTIONS) {
    const values = f[section];
    if (!values) continue;
    const wrong = values.find((value) => !known[section].has(value));
    if (wrong !== undefined) {
      bad(section, wrong);
      continue;
    }
    active |= BIT[section];
    const required = compiled.required[section];
    for (const value of values) {
      const bit = data.bitOf.get(`${section}:${value}`);
      if (bit === undefined) required.impossible = true;
      else required.bits[bit >>> 5] |= 1 << (bit & 31);
    }
  }
  if (errors.length > 0) throw new SearchInputError(errors);
  compiled.active = active;
  return compiled;
}

/**
 * A function giving the sections villa row v fails, as bits (0: it passes every filter),
 * with everything it reads held in locals: it runs once per villa per search.
 */
function failMaskOf(data: CatalogData, c: CompiledFilters): (v: number) => number {
  const { bedrooms, sleeps, ensuite, typeIndex, communityIndex, featureBits, words } = data;
  const { active, minBedrooms, minSleeps, minEnsuite, types, communities } = c;
  const checkType = (active & BIT.property) !== 0;
  const checkCommunity = (active & BIT.community) !== 0;
  // Feature sections as flat lists: section bit, then the required words.
  const featureSections = FEATURE_SECTIONS.filter((s) => (active & BIT[s]) !== 0);
  const featureBit = Int32Array.from(featureSections, (s) => BIT[s]);
  const impossible = Uint8Array.from(featureSections, (s) => (c.required[s].impossible ? 1 : 0));
  const required = new Uint32Array(featureSections.length * words);
  featureSections.forEach((s, i) => required.set(c.required[s].bits, i * words));
  const sectionCount = featureSections.length;
  return (v) => {
    if (active === 0) return 0;
    let mask = 0;
    if (bedrooms[v] < minBedrooms) mask |= BIT_BEDROOMS;
    if (sleeps[v] < minSleeps) mask |= BIT_SLEEPS;
    if (ensuite[v] < minEnsuite) mask |= BIT_ENSUITE;
    if (checkType && types[typeIndex[v]] === 0) mask |= BIT_PROPERTY;
    if (checkCommunity && communities[communityIndex[v]] === 0) mask |= BIT_COMMUNITY;
    const base = v * words;
    for (let s = 0; s < sectionCount; s += 1) {
      if (impossible[s] === 1) {
        mask |= featureBit[s];
        continue;
      }
      for (let w = 0; w < words; w += 1) {
        const need = required[s * words + w];
        if ((featureBits[base + w] & need) >>> 0 !== need) {
          mask |= featureBit[s];
          break;
        }
      }
    }
    return mask;
  };
}

export interface SearchContext {
  /** A catalog brought up to date (its grid answers as of data.asOfMs). */
  data: CatalogData;
}

export function runSearch(ctx: SearchContext, query: PropertySearchQuery): PropertySearchResponse {
  const { data } = ctx;
  const { grid, window } = data;
  const today = window.today;
  const filters = compileFilters(data, query);
  const q = query.q.toLowerCase();
  const hasDates = query.arrival !== null && query.nights !== null;
  const arrival = hasDates ? dayOf(query.arrival as string) : 0;
  const nights = query.nights ?? 0;
  const bookable = bookableTest(grid, nights);
  const failMask = failMaskOf(data, filters);

  // Flexible dates: arrivals either side of the chosen one, inside the booking window.
  const flexFrom = hasDates ? Math.max(arrival - FLEXIBLE_DATES_DAYS, window.earliest) : 0;
  const flexTo = hasDates ? Math.min(arrival + FLEXIBLE_DATES_DAYS, window.latest) : -1;
  const flexDays = Math.max(0, flexTo - flexFrom + 1);
  const flexCount = new Int32Array(flexDays);
  const flexLowest = new Float64Array(flexDays).fill(Infinity);

  const n = data.count;
  const bedroomHist = new Int32Array(256);
  const sleepsHist = new Int32Array(256);
  const ensuiteHist = new Int32Array(256);
  const typeHist = new Int32Array(data.typeValues.length);
  const communityHist = new Int32Array(data.communityValues.length);
  const featureHist = new Int32Array(data.words * 32);
  const keys = new Float64Array(n);
  const { discounts, discountFrom } = data;
  let matching = 0;
  let bookableCount = 0;

  for (let v = 0; v < n; v += 1) {
    if (q && !data.codes[v].includes(q)) continue;
    const mask = failMask(v);
    const ok = hasDates ? bookable(v, arrival) : data.priceFromPence[v] > 0;
    if (ok) bookableCount += 1;
    if (mask !== 0) {
      // A villa failing one section counts for that section's options; failing two, nowhere.
      if (!ok || (mask & (mask - 1)) !== 0) continue;
      if (mask === BIT.bedrooms) bedroomHist[data.bedrooms[v]] += 1;
      else if (mask === BIT.sleeps) sleepsHist[data.sleeps[v]] += 1;
      else if (mask === BIT.ensuite) ensuiteHist[data.ensuite[v]] += 1;
      else if (mask === BIT.property) typeHist[data.typeIndex[v]] += 1;
      else if (mask === BIT.community) communityHist[data.communityIndex[v]] += 1;
      continue;
    }
    const rulesFrom = discountFrom[v];
    const rulesTo = discountFrom[v + 1];
    if (ok) {
      const price = hasDates
        ? packedTotalPence(
            grid.ratesPence(v, arrival, nights),
            discounts,
            arrival,
            nights,
            today,
            rulesFrom,
            rulesTo,
          )
        : data.priceFromPence[v];
      keys[matching++] = price * ROW_SPACE + v;
      bedroomHist[data.bedrooms[v]] += 1;
      sleepsHist[data.sleeps[v]] += 1;
      ensuiteHist[data.ensuite[v]] += 1;
      typeHist[data.typeIndex[v]] += 1;
      communityHist[data.communityIndex[v]] += 1;
      const base = v * data.words;
      for (let w = 0; w < data.words; w += 1) {
        let bits = data.featureBits[base + w];
        while (bits !== 0) {
          const low = bits & -bits;
          featureHist[w * 32 + 31 - Math.clz32(low)] += 1;
          bits ^= low;
        }
      }
    }
    // The other arrivals of the flexible dates (the chosen one is the result itself).
    const keepShare = 10_000 - data.maxDiscountBp[v];
    for (let k = 0; k < flexDays; k += 1) {
      const day = flexFrom + k;
      if (day === arrival || !bookable(v, day)) continue;
      flexCount[k] += 1;
      const original = grid.ratesPence(v, day, nights);
      // Price it only if even its best discounts could beat the lowest so far.
      if ((original * keepShare) / 10_000 >= flexLowest[k] + 1) continue;
      const price = packedTotalPence(original, discounts, day, nights, today, rulesFrom, rulesTo);
      if (price < flexLowest[k]) flexLowest[k] = price;
    }
  }

  // Cheapest first always: the lowest price of the stay is sorted[0] whatever the order shown.
  const sorted = keys.subarray(0, matching).sort();
  const lowestPence = matching > 0 ? Math.floor(sorted[0] / ROW_SPACE) : 0;
  const ordered = orderResults(data, sorted, query.sort);
  const pages = Math.max(1, Math.ceil(matching / query.rpp));
  const page = Math.min(query.page, pages);
  const properties: PropertySearchResult[] = [];
  const stay = { arrival, nights, today };
  for (let i = (page - 1) * query.rpp; i < Math.min(matching, page * query.rpp); i += 1) {
    const v = ordered[i] % ROW_SPACE;
    properties.push(resultOf(data, v, hasDates ? stay : null));
  }

  const flexibleDates: FlexibleDate[] = [];
  for (let k = 0; k < flexDays; k += 1) {
    const day = flexFrom + k;
    const selected = day === arrival;
    const count = selected ? matching : flexCount[k];
    const lowest = selected ? lowestPence : flexLowest[k];
    flexibleDates.push({
      arrival: isoOf(day),
      departure: isoOf(day + nights),
      nights,
      count,
      lowestPrice: count > 0 ? toPounds(lowest) : null,
      selected,
    });
  }

  return {
    criteria: {
      arrival: query.arrival,
      departure: hasDates ? isoOf(arrival + nights) : null,
      nights: query.nights,
      page,
      rpp: query.rpp,
      sort: query.sort,
      q: query.q,
      pages,
    },
    filters: query.filters,
    flexibleDates,
    filterCountsAndOtherCounts: {
      sections: facetSections(data, query, {
        bedroomHist,
        sleepsHist,
        ensuiteHist,
        typeHist,
        communityHist,
        featureHist,
      }),
      otherCounts: { bookable: bookableCount, matching, portfolio: n },
    },
    properties,
    propertiesTotal: matching,
  };
}

/**
 * The result keys (price * ROW_SPACE + row, sorted cheapest first) in the order asked for.
 * The other orders sort that list again, stably, so ties stay cheapest first.
 */
function orderResults(data: CatalogData, cheapestFirst: Float64Array, sort: SearchSort) {
  if (sort === 'price-asc') return cheapestFirst;
  const keys = Array.from(cheapestFirst);
  const rowOf = (key: number) => key % ROW_SPACE;
  if (sort === 'price-desc') {
    return keys.sort((a, b) => Math.floor(b / ROW_SPACE) - Math.floor(a / ROW_SPACE));
  }
  const size = sort === 'bedrooms' ? data.bedrooms : data.sleeps;
  return keys.sort((a, b) => size[rowOf(b)] - size[rowOf(a)]);
}

function suffixCount(hist: Int32Array, from: number): number {
  let sum = 0;
  for (let i = from; i < hist.length; i += 1) sum += hist[i];
  return sum;
}

function facetSections(
  data: CatalogData,
  query: PropertySearchQuery,
  h: {
    bedroomHist: Int32Array;
    sleepsHist: Int32Array;
    ensuiteHist: Int32Array;
    typeHist: Int32Array;
    communityHist: Int32Array;
    featureHist: Int32Array;
  },
): FilterSectionCounts[] {
  return data.sections.map(({ key, options }) => {
    const selected = new Set(query.filters[key] ?? []);
    const min = selected.size > 0 ? Math.min(...[...selected].map(Number)) : Infinity;
    // Ticked values no villa has are listed too, so they can be unticked.
    const listed = [...options];
    for (const value of selected) {
      if (!listed.some((o) => o.value === value)) listed.push({ value, label: value });
    }
    const countOf = (value: string): number => {
      switch (key) {
        case 'bedrooms':
          return suffixCount(h.bedroomHist, Number(value));
        case 'sleeps':
          return suffixCount(h.sleepsHist, Number(value));
        case 'ensuite':
          return suffixCount(h.ensuiteHist, Number(value));
        case 'property': {
          const row = data.typeValues.indexOf(value);
          return row < 0 ? 0 : h.typeHist[row];
        }
        case 'community': {
          const row = data.communityValues.indexOf(Number(value));
          return row < 0 ? 0 : h.communityHist[row];
        }
        default: {
          const bit = data.bitOf.get(`${key}:${value}`);
          return bit === undefined ? 0 : h.featureHist[bit];
        }
      }
    };
    const atLeast = FILTER_SECTION_INFO[key].combine === 'atLeast';
    return {
      key,
      title: FILTER_SECTION_INFO[key].title,
      combine: FILTER_SECTION_INFO[key].combine,
      options: listed.map((option) => ({
        value: option.value,
        label: option.label,
        count: countOf(option.value),
        selected: atLeast ? Number(option.value) >= min : selected.has(option.value),
      })),
    };
  });
}

const FEATURE_ICONS: readonly { code: string; icon: string; name: string }[] = [
  { code: 'spa', icon: 'spa', name: 'Spa / hot tub' },
  { code: 'games-room', icon: 'games', name: 'Games room' },
  { code: 'cinema-room', icon: 'cinema', name: 'Home cinema' },
  { code: 'wifi', icon: 'wifi', name: 'Free Wi-Fi' },
];

function iconsOf(villa: CatalogVilla): PropertyIcon[] {
  const icons = [
    { icon: 'bed', name: `${villa.bedrooms} bedrooms` },
    { icon: 'bath', name: `${villa.bathrooms} bathrooms` },
    { icon: 'sleeps', name: `Sleeps ${villa.sleeps}` },
  ];
  if (villa.privatePool) icons.push({ icon: 'pool', name: 'Private pool' });
  // The icon and its name only: the feature's code is the search's, not the card's.
  for (const f of FEATURE_ICONS) {
    if (villa.features.includes(f.code)) icons.push({ icon: f.icon, name: f.name });
  }
  return icons;
}

function pointsOf(villa: CatalogVilla): string[] {
  const points = [`${villa.ensuite} en-suite bedroom${villa.ensuite === 1 ? '' : 's'}`];
  const has = (code: string) => villa.features.includes(code);
  if (villa.privatePool) {
    const extras = [has('south-facing-pool') && 'south-facing', has('spa') && 'with spa']
      .filter(Boolean)
      .join(', ');
    points.push(`Private pool${extras ? ` (${extras})` : ''}`);
  } else points.push('Community pool');
  if (has('games-room')) points.push('Games room');
  if (has('cinema-room')) points.push('Home cinema room');
  if (has('lake-view')) points.push('Lake view');
  else if (has('golf-view')) points.push('Golf course view');
  return points.slice(0, 4);
}

type StaticResult = Omit<
  PropertySearchResult,
  'price' | 'deposit' | 'agentCommission' | 'poolHeatingCost'
>;

/**
 * The parts of a result that do not depend on the stay; built once per villa and shared by
 * every answer (frozen: a caller that changed one would change them all).
 */
function staticResultOf(villa: CatalogVilla): StaticResult {
  const images = villa.images.map((i) => ({ title: i.title, l: i.large, s: i.small }));
  const main = images[0];
  return deepFreeze({
    propertyId: villa.id,
    propertyCode: villa.code,
    villaName: villa.name,
    fullCommunityName: villa.fullCommunityName,
    communityId: villa.communityId,
    propertyTypeName: villa.propertyTypeName,
    bedrooms: villa.bedrooms,
    bathrooms: villa.bathrooms,
    ensuite: villa.ensuite,
    sleeps: villa.sleeps,
    image: main
      ? { imgUrl: main.l, title: `${villa.name} (${villa.code}): ${main.title}` }
      : { imgUrl: '', title: villa.name },
    carouselImages: {
      l: images.map((i) => ({ imgUrl: i.l, title: i.title })),
      s: images.map((i) => ({ imgUrl: i.s, title: i.title })),
    },
    description: villa.shortDescription,
    descriptionPoints: pointsOf(villa),
    icons: iconsOf(villa),
    highlight: villa.highlight,
  });
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

/** One result card's data; the full price for the stay when the search has dates. */
function resultOf(
  data: CatalogData,
  v: number,
  stay: { arrival: number; nights: number; today: number } | null,
): PropertySearchResult {
  const villa = data.villas[v];
  const common = data.staticResults[v] ?? (data.staticResults[v] = staticResultOf(villa));
  if (!stay) {
    const perNight = data.priceFromPence[v];
    return {
      ...common,
      price: { type: 'perNight', amount: toPounds(perNight) },
      deposit: null,
      agentCommission: null,
      poolHeatingCost:
        villa.poolHeatingPence === null
          ? null
          : {
              amount: toPounds(villa.poolHeatingPence),
              perNight: toPounds(villa.poolHeatingPence),
              nights: null,
            },
    };
  }
  const price = priceStay(
    data.grid.ratesPence(v, stay.arrival, stay.nights),
    villa.discounts,
    stay,
    {
      commissionBp: villa.commissionBp,
      depositPercent: villa.depositPercent,
      balanceDueDays: villa.balanceDueDays,
      poolHeatingPence: villa.poolHeatingPence,
    },
  );
  return {
    ...common,
    price: { type: 'total', amount: toPounds(price.totalPence) },
    deposit: {
      available: price.deposit.available,
      amount: toPounds(price.deposit.amountPence),
      balanceDue: price.deposit.balanceDue === null ? null : isoOf(price.deposit.balanceDue),
    },
    agentCommission: {
      rate: price.commission.rateBp / 100,
      amount: toPounds(price.commission.amountPence),
    },
    poolHeatingCost: price.poolHeating
      ? {
          amount: toPounds(price.poolHeating.totalPence),
          perNight: toPounds(price.poolHeating.perNightPence),
          nights: stay.nights,
        }
      : null,
  };
}
