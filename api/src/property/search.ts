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
} from '@villa/shared/contract';
import { isStayBookable } from './availability';
import type { CatalogData, CatalogVilla } from './catalog';
import { dayOf, isoOf } from './days';
import { COMMUNITY_DETAILS, FEATURES, PROPERTY_TYPES } from './features';
import { priceStay, stayTotalPence, toPounds } from './pricing';

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

  for (const section of ['bedrooms', 'ensuite'] as const) {
    const values = f[section];
    if (!values) continue;
    const numbers = values.map(Number);
    const wrong = values.find((value) => Number(value) < 1 || Number(value) > 20);
    if (wrong !== undefined) {
      bad(section, wrong);
      continue;
    }
    active |= BIT[section];
    if (section === 'bedrooms') compiled.minBedrooms = Math.min(...numbers);
    else compiled.minEnsuite = Math.min(...numbers);
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

/** The sections villa row v fails, as bits (0: it passes every filter). */
function failMask(data: CatalogData, c: CompiledFilters, v: number): number {
  if (c.active === 0) return 0;
  let mask = 0;
  if (data.bedrooms[v] < c.minBedrooms) mask |= BIT.bedrooms;
  if (data.ensuite[v] < c.minEnsuite) mask |= BIT.ensuite;
  if ((c.active & BIT.property) !== 0 && c.types[data.typeIndex[v]] === 0) mask |= BIT.property;
  if ((c.active & BIT.community) !== 0 && c.communities[data.communityIndex[v]] === 0)
    mask |= BIT.community;
  const base = v * data.words;
  for (const section of FEATURE_SECTIONS) {
    if ((c.active & BIT[section]) === 0) continue;
    const required = c.required[section];
    if (required.impossible) {
      mask |= BIT[section];
      continue;
    }
    for (let w = 0; w < data.words; w += 1) {
      if ((data.featureBits[base + w] & required.bits[w]) >>> 0 !== required.bits[w] >>> 0) {
        mask |= BIT[section];
        break;
      }
    }
  }
  return mask;
}

export interface SearchContext {
  data: CatalogData;
  nowMs: number;
}

export function runSearch(ctx: SearchContext, query: PropertySearchQuery): PropertySearchResponse {
  const { data, nowMs } = ctx;
  const { grid, window } = data;
  const today = window.today;
  const filters = compileFilters(data, query);
  const q = query.q.toLowerCase();
  const hasDates = query.arrival !== null && query.nights !== null;
  const arrival = hasDates ? dayOf(query.arrival as string) : 0;
  const nights = query.nights ?? 0;
  const stay = { arrival, nights, today };

  const n = data.count;
  const bedroomHist = new Int32Array(256);
  const ensuiteHist = new Int32Array(256);
  const typeHist = new Int32Array(data.typeValues.length);
  const communityHist = new Int32Array(data.communityValues.length);
  const featureHist = new Int32Array(data.words * 32);
  const keys = new Float64Array(n);
  let matching = 0;
  let bookable = 0;
  /** Rows that pass the quick search and every filter, for the flexible dates. */
  const candidates = new Int32Array(n);
  let candidateCount = 0;

  for (let v = 0; v < n; v += 1) {
    if (q && !data.codes[v].includes(q)) continue;
    const mask = failMask(data, filters, v);
    if (mask === 0) candidates[candidateCount++] = v;
    let price: number;
    if (hasDates) {
      if (!isStayBookable(grid, v, arrival, nights, nowMs)) continue;
      price = stayTotalPence(grid.ratesPence(v, arrival, nights), data.villas[v].discounts, stay);
    } else {
      price = data.priceFromPence[v];
      if (price === 0) continue;
    }
    bookable += 1;
    if (mask === 0) {
      keys[matching++] = price * ROW_SPACE + v;
      bedroomHist[data.bedrooms[v]] += 1;
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
    } else if ((mask & (mask - 1)) === 0) {
      // Fails one section only: it counts for that section's options.
      if (mask === BIT.bedrooms) bedroomHist[data.bedrooms[v]] += 1;
      else if (mask === BIT.ensuite) ensuiteHist[data.ensuite[v]] += 1;
      else if (mask === BIT.property) typeHist[data.typeIndex[v]] += 1;
      else if (mask === BIT.community) communityHist[data.communityIndex[v]] += 1;
    }
  }

  const sorted = keys.subarray(0, matching).sort();
  const pages = Math.max(1, Math.ceil(matching / query.rpp));
  const page = Math.min(query.page, pages);
  const properties: PropertySearchResult[] = [];
  for (let i = (page - 1) * query.rpp; i < Math.min(matching, page * query.rpp); i += 1) {
    const v = sorted[i] % ROW_SPACE;
    properties.push(resultOf(data, v, hasDates ? stay : null));
  }

  return {
    criteria: {
      arrival: query.arrival,
      departure: hasDates ? isoOf(arrival + nights) : null,
      nights: query.nights,
      page,
      rpp: query.rpp,
      q: query.q,
      pages,
    },
    filters: query.filters,
    flexibleDates: hasDates
      ? flexibleDates(
          ctx,
          candidates.subarray(0, candidateCount),
          arrival,
          nights,
          sorted,
          matching,
        )
      : [],
    filterCountsAndOtherCounts: {
      sections: facetSections(data, query, {
        bedroomHist,
        ensuiteHist,
        typeHist,
        communityHist,
        featureHist,
      }),
      otherCounts: { bookable, matching, portfolio: n },
    },
    properties,
    propertiesTotal: matching,
  };
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

function flexibleDates(
  ctx: SearchContext,
  candidates: Int32Array,
  arrival: number,
  nights: number,
  sortedKeys: Float64Array,
  matching: number,
): FlexibleDate[] {
  const { data, nowMs } = ctx;
  const { grid, window } = data;
  const dates: FlexibleDate[] = [];
  const from = Math.max(arrival - FLEXIBLE_DATES_DAYS, window.earliest + 1);
  const to = Math.min(arrival + FLEXIBLE_DATES_DAYS, window.latest - 1);
  for (let day = from; day <= to; day += 1) {
    let count = 0;
    let lowest = 0;
    if (day === arrival) {
      count = matching;
      lowest = matching > 0 ? Math.floor(sortedKeys[0] / ROW_SPACE) : 0;
    } else {
      const stay = { arrival: day, nights, today: window.today };
      for (let i = 0; i < candidates.length; i += 1) {
        const v = candidates[i];
        if (!isStayBookable(grid, v, day, nights, nowMs)) continue;
        const price = stayTotalPence(
          grid.ratesPence(v, day, nights),
          data.villas[v].discounts,
          stay,
        );
        count += 1;
        if (lowest === 0 || price < lowest) lowest = price;
      }
    }
    dates.push({
      arrival: isoOf(day),
      departure: isoOf(day + nights),
      nights,
      count,
      lowestPrice: count > 0 ? toPounds(lowest) : null,
      selected: day === arrival,
    });
  }
  return dates;
}

const FEATURE_ICONS: readonly { code: string; icon: string; name: string }[] = [
  { code: 'spa', icon: 'spa', name: 'Spa / hot tub' },
  { code: 'games-room', icon: 'games', name: 'Games room' },
  { code: 'cinema-room', icon: 'cinema', name: 'Home cinema' },
  { code: 'wifi', icon: 'wifi', name: 'Free Wi-Fi' },
];

function iconsOf(villa: CatalogVilla) {
  const icons = [
    { icon: 'bed', name: `${villa.bedrooms} bedrooms` },
    { icon: 'bath', name: `${villa.bathrooms} bathrooms` },
    { icon: 'sleeps', name: `Sleeps ${villa.sleeps}` },
  ];
  if (villa.privatePool) icons.push({ icon: 'pool', name: 'Private pool' });
  for (const f of FEATURE_ICONS) if (villa.features.includes(f.code)) icons.push(f);
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

/** One result card's data; the full price for the stay when the search has dates. */
function resultOf(
  data: CatalogData,
  v: number,
  stay: { arrival: number; nights: number; today: number } | null,
): PropertySearchResult {
  const villa = data.villas[v];
  const images = villa.images.map((i) => ({ title: i.title, l: i.large, s: i.small }));
  const main = images[0];
  const common = {
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
  };
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
