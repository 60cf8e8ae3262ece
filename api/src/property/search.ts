import {
  FILTER_SECTIONS,
  FLEXIBLE_DATES_DAYS,
  searchMessages,
  type FilterSection,
  type FlexibleDate,
  type PropertySearchQuery,
  type PropertySearchResponse,
  type PropertySearchResult,
  type SearchQueryError,
  type PropertyIcon,
} from '@villa/shared/contract';
import { facetSections, type FacetHistograms } from './searchFacets';
import { TopResults } from './topResults';
import type { OneValueFacet } from './facetCombos';
import type { SearchScratch } from './searchScratch';
import {
  addAll,
  bitCount,
  keepBoth,
  rowOfBit,
  sizeOf,
  sizeOfBoth,
  sizeOfBothAt,
  sizeOfShared,
  type VillaSet,
} from './villaSets';
import { COUNT_HISTOGRAM_SIZE, imagesOf, type CatalogData, type CatalogVilla } from './catalog';
import { dayOf, isoOf } from './days';
import { COMMUNITY_DETAILS, FEATURES, PROPERTY_TYPES } from './features';
import { packedTotalPence, priceStay } from './pricing';
import { priceFloorPence } from './stayFloors';
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
const FEATURE_SECTIONS = ['accommodation', 'outdoorliving', 'communitydetails'] as const;
type FeatureSection = (typeof FEATURE_SECTIONS)[number];
/** Room for sort keys: price in pence times this plus the villa's place in code order. */
const ROW_SPACE = 1 << 20;

export class SearchInputError extends Error {
  constructor(readonly errors: SearchQueryError[]) {
    super('invalid search');
  }
}

/**
 * Option values the fixed sections accept, whether or not a villa has them today (community
 * ids are the catalog's own: CatalogData.communityIds).
 */
const KNOWN_OPTIONS = {
  property: new Set<string>(PROPERTY_TYPES.map((t) => t.code)),
  accommodation: new Set(FEATURES.filter((f) => f.section === 'accommodation').map((f) => f.code)),
  outdoorliving: new Set(FEATURES.filter((f) => f.section === 'outdoorliving').map((f) => f.code)),
  communitydetails: new Set(COMMUNITY_DETAILS.map((d) => d.code as string)),
};

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
    const wrong = f.property.find((value) => !KNOWN_OPTIONS.property.has(value));
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
    const wrong = f.community.find((value) => !data.communityIds.has(Number(value)));
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
    const wrong = values.find((value) => !KNOWN_OPTIONS[section].has(value));
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
 * The villas passing one active section: an option's own set when one is ticked (shared with
 * every search: not to be changed), else the "or" or "and" of the ticked ones.
 */
function sectionSet(
  data: CatalogData,
  c: CompiledFilters,
  section: FilterSection,
  scratch: SearchScratch,
): Readonly<VillaSet> {
  const sets = data.filterSets;
  switch (section) {
    case 'bedrooms':
      return sets.atLeast('bedrooms', c.minBedrooms);
    case 'sleeps':
      return sets.atLeast('sleeps', c.minSleeps);
    case 'ensuite':
      return sets.atLeast('ensuite', c.minEnsuite);
    case 'property':
      return anyOf(scratch, c.types, sets.byType);
    case 'community':
      return anyOf(scratch, c.communities, sets.byCommunity);
    default: {
      const required = c.required[section];
      if (required.impossible) return scratch.emptySet();
      const options: VillaSet[] = [];
      for (let w = 0; w < required.bits.length; w += 1) {
        let bits = required.bits[w];
        while (bits !== 0) {
          const low = bits & -bits;
          options.push(sets.byFeature[rowOfBit(w, low)]);
          bits ^= low;
        }
      }
      if (options.length === 1) return options[0];
      const set = scratch.fullSet();
      for (const option of options) keepBoth(set, option);
      return set;
    }
  }
}

/** The villas of any ticked option (`ticked[row]` is 1), shared when only one is ticked. */
function anyOf(
  scratch: SearchScratch,
  ticked: Uint8Array,
  villas: readonly VillaSet[],
): Readonly<VillaSet> {
  const rows = [...ticked.keys()].filter((row) => ticked[row] === 1);
  if (rows.length === 1) return villas[rows[0]];
  const set = scratch.emptySet();
  for (const row of rows) addAll(set, villas[row]);
  return set;
}

/**
 * Adds the results (of the kernel's last passingAll) to the histograms: their one-value facets
 * and their own features, counted in one walk over the result villas (searchKernel.ts).
 * Community details follow from the count per community.
 */
function countResults(data: CatalogData, hists: FacetHistograms, scratch: SearchScratch): void {
  const { communityHist, featureHist } = hists;
  const resultsByCommunity = scratch.counters(communityHist.length);
  const featureCounts = data.kernel.countResults({
    bedrooms: hists.bedroomHist,
    sleeps: hists.sleepsHist,
    ensuite: hists.ensuiteHist,
    typeIndex: hists.typeHist,
    communityIndex: resultsByCommunity,
  });
  for (let bit = 0; bit < data.villaFeatureBits; bit += 1) featureHist[bit] += featureCounts[bit];
  for (let c = 0; c < resultsByCommunity.length; c += 1) {
    communityHist[c] += resultsByCommunity[c];
  }
  // Community details: a villa has them through its community.
  data.detailBitsOfCommunity.forEach((bits, c) => {
    for (const bit of bits) featureHist[bit] += resultsByCommunity[c];
  });
}

/**
 * The values a villa failing an active bedrooms, sleeps, en-suite, property or community
 * section can have (a count below the smallest ticked, a type or community not ticked), each
 * with its villas: `value` is its place in the section's histogram.
 */
function failingValues(
  data: CatalogData,
  c: CompiledFilters,
  section: FilterSection,
): { value: number; set: VillaSet }[] {
  const sets = data.filterSets;
  const unticked = (ticked: Uint8Array, villas: readonly VillaSet[]) =>
    villas.flatMap((set, value) => (ticked[value] === 1 ? [] : [{ value, set }]));
  switch (section) {
    case 'bedrooms':
      return sets.exactly('bedrooms').filter((e) => e.value < c.minBedrooms);
    case 'sleeps':
      return sets.exactly('sleeps').filter((e) => e.value < c.minSleeps);
    case 'ensuite':
      return sets.exactly('ensuite').filter((e) => e.value < c.minEnsuite);
    case 'property':
      return unticked(c.types, sets.byType);
    case 'community':
      return unticked(c.communities, sets.byCommunity);
    default:
      throw new Error(`${section} is not a section of one value per villa`);
  }
}

/**
 * Offers `top` the results in the catalog's order by "Price from" (dearest first when
 * `descending`), up to the first that cannot enter it: in that order the first `limit` results
 * are the page and those before it, but read backwards, results of one price come in reverse
 * code order, so the last price offered is read to its end.
 */
function offerInPriceFromOrder(
  data: CatalogData,
  results: Readonly<VillaSet>,
  top: TopResults,
  descending: boolean,
): void {
  const order = data.rowsByPriceFrom;
  const { priceFromPence, codeRank } = data;
  const last = order.length - 1;
  let lastPrice = -1;
  for (let i = 0; i <= last; i += 1) {
    const v = order[descending ? last - i : i];
    if ((results[v >>> 5] & (1 << (v & 31))) === 0) continue;
    const price = priceFromPence[v];
    if (top.full && price !== lastPrice) return;
    top.offer(descending ? -price : price, codeRank[v], v);
    lastPrice = price;
  }
}

export interface SearchContext {
  /** A catalog brought up to date (its grid answers as of data.asOfMs). */
  data: CatalogData;
}

/** The sections whose villas failing that section alone still count for its options. */
const SINGLE_VALUE_SECTIONS: readonly FilterSection[] = [
  'bedrooms',
  'sleeps',
  'ensuite',
  'property',
  'community',
];

export function runSearch(ctx: SearchContext, query: PropertySearchQuery): PropertySearchResponse {
  const { data } = ctx;
  const { grid, window } = data;
  const today = window.today;
  // Read once, not per villa or word (see rowOfBit).
  const rowOf = rowOfBit;
  const popcount = bitCount;
  const scratch = data.scratch.begin();
  const filters = compileFilters(data, query);
  const q = query.q.toLowerCase();
  const hasDates = query.arrival !== null && query.nights !== null;
  const arrival = hasDates ? dayOf(query.arrival as string) : 0;
  const nights = query.nights ?? 0;
  const n = data.count;

  // The quick search takes a villa out of everything, counts included.
  const quick = q ? data.filterSets.codesContaining(q) : null;
  // Bookable for the stay (without dates: with a rate in the window), before filters.
  const bookableForStay = hasDates ? data.bookable.of(arrival, nights) : data.filterSets.rated;
  const base = quick ? scratch.copyOf(bookableForStay) : bookableForStay;
  if (quick) keepBoth(base, quick);
  // Each active section's villas, and the villas passing them all.
  const active = FILTER_SECTIONS.filter((s) => (filters.active & BIT[s]) !== 0);
  const passing = new Map(active.map((s) => [s, sectionSet(data, filters, s, scratch)]));
  // The kernel's sets: the quick search's first, then each active section's, in `active` order.
  const firstSection = quick ? 1 : 0;
  const { filtered, results, liveWords, live, matching } = data.kernel.passingAll(
    base,
    quick ? [quick, ...passing.values()] : [...passing.values()],
  );
  const bookableCount = quick ? sizeOf(base) : sizeOfShared(base);

  // Facet counts (README): the results count for every option; a villa failing exactly one
  // active bedrooms, sleeps, en-suite, property or community section counts for that
  // section's options too; features count the results alone.
  const bedroomHist = scratch.counters(COUNT_HISTOGRAM_SIZE);
  const sleepsHist = scratch.counters(COUNT_HISTOGRAM_SIZE);
  const ensuiteHist = scratch.counters(COUNT_HISTOGRAM_SIZE);
  const typeHist = scratch.counters(data.typeValues.length);
  const communityHist = scratch.counters(data.communityValues.length);
  const featureHist = scratch.counters(data.words * 32);
  const histOf: Partial<Record<FilterSection, [Int32Array, OneValueFacet]>> = {
    bedrooms: [bedroomHist, 'bedrooms'],
    sleeps: [sleepsHist, 'sleeps'],
    ensuite: [ensuiteHist, 'ensuite'],
    property: [typeHist, 'typeIndex'],
    community: [communityHist, 'communityIndex'],
  };
  active.forEach((section, i) => {
    const hist = histOf[section];
    if (!hist || !SINGLE_VALUE_SECTIONS.includes(section)) return;
    const others = active.flatMap((_, j) => (j === i ? [] : [firstSection + j]));
    const failing = data.kernel.failingOnly(firstSection + i, others);
    // Villa by villa, or value by value (a population count of the failing villas that have
    // it) when the values a failing villa can have are fewer words to read than villas.
    const values = failingValues(data, filters, section);
    if (values.length * failing.set.length < failing.size) {
      for (const { value, set } of values) hist[0][value] += sizeOfBoth(failing.set, set);
    } else data.kernel.countFailing(hist[1], hist[0]);
  });
  const hists: FacetHistograms = {
    bedroomHist,
    sleepsHist,
    ensuiteHist,
    typeHist,
    communityHist,
    featureHist,
  };
  countResults(data, hists, scratch);

  // The shown page: only its villas and those before it need ordering.
  const pages = Math.max(1, Math.ceil(matching / query.rpp));
  const page = Math.min(query.page, pages);
  const top = new TopResults(Math.min(matching, page * query.rpp));
  const { discounts, discountFrom, maxDiscountBp, bedrooms, sleeps, codeRank } = data;
  const { ratePrefix } = grid;
  const sort = query.sort;
  const size = sort === 'bedrooms' ? bedrooms : sleeps;
  /**
   * Whether a villa whose price lies between `floor` and `ceiling` could enter the page
   * (TopResults keeps the page and the results before it; the order's keys as below).
   */
  const couldShow = (floor: number, ceiling: number, v: number) =>
    sort === 'price-asc'
      ? top.wouldKeep(floor, codeRank[v])
      : sort === 'price-desc'
        ? top.wouldKeep(-ceiling, codeRank[v])
        : top.wouldKeep(-size[v], floor * ROW_SPACE + codeRank[v]);
  /**
   * A floor under villa v's price for a stay whose rates sum to `original` (priceFloorPence;
   * `keptBp`: StayOfBlocks). A villa is priced in full only when its floor says it could
   * matter.
   */
  const floorOf = (original: number, v: number, keptBp: number) =>
    priceFloorPence(original, maxDiscountBp[v], keptBp);
  const priceOf = (original: number, v: number, day: number) =>
    packedTotalPence(original, discounts, day, nights, today, discountFrom[v], discountFrom[v + 1]);
  let lowestPence = Infinity;
  // The stay's rates for every villa: two rows of running sums, read in villa order.
  const arriving = grid.dayRow(arrival);
  const departing = grid.dayRow(arrival + nights);
  const arrivalStay = hasDates ? data.stayOfBlocks(arrival, nights) : null;
  const arrivalKeptBp = arrivalStay?.keptBp ?? 0;
  const arrivalBlocks = sort === 'price-asc' ? arrivalStay : null;
  const arrivalFloors = arrivalBlocks ? data.stayFloors.of(arrival, nights) : null;
  // Without dates, by price: the page is read in the catalog's order by "Price from" when
  // that is expected to visit fewer villas (about limit * n / matching) than the results.
  const byPriceFrom =
    !hasDates &&
    (sort === 'price-asc' || sort === 'price-desc') &&
    top.limit * n < matching * matching;
  if (byPriceFrom) offerInPriceFromOrder(data, results, top, sort === 'price-desc');
  // Else the results in row order.
  const wordsToRead = byPriceFrom ? 0 : live;
  for (let i = 0; i < wordsToRead; i += 1) {
    const w = liveWords[i];
    let bits = results[w];
    if (bits === 0) continue;
    // Lowest first: a block that can neither hold the lowest price nor enter the page is not
    // priced (the other orders do not put a block's floor first).
    if (arrivalBlocks && arrivalFloors) {
      const from = data.stayFloorFromBlock(w, arrivalBlocks);
      // The lowest price only falls and the page only fills: no later block can do better.
      if (from >= lowestPence && !top.wouldKeep(from, -1)) break;
      const floor = arrivalFloors[w];
      if (floor >= lowestPence && !top.wouldKeep(floor, -1)) continue;
    }
    while (bits !== 0) {
      const low = bits & -bits;
      const v = rowOf(w, low);
      bits ^= low;
      let price: number;
      if (hasDates) {
        // Priced only when it could be the lowest price or enter the page.
        const original = ratePrefix[departing + v] - ratePrefix[arriving + v];
        const floor = floorOf(original, v, arrivalKeptBp);
        if (floor >= lowestPence && !couldShow(floor, original, v)) continue;
        price = priceOf(original, v, arrival);
      } else price = data.priceFromPence[v];
      if (price < lowestPence) lowestPence = price;
      if (sort === 'price-asc') top.offer(price, codeRank[v], v);
      else if (sort === 'price-desc') top.offer(-price, codeRank[v], v);
      else top.offer(-size[v], price * ROW_SPACE + codeRank[v], v);
    }
  }

  // Flexible dates: arrivals either side of the chosen one (which is the result itself),
  // inside the booking window; the villas passing the filters and the quick search, bookable
  // on that day, and the lowest price among them.
  const flexFrom = hasDates ? Math.max(arrival - FLEXIBLE_DATES_DAYS, window.earliest) : 0;
  const flexTo = hasDates ? Math.min(arrival + FLEXIBLE_DATES_DAYS, window.latest) : -1;
  const flexDays = Math.max(0, flexTo - flexFrom + 1);
  const flexCount = new Int32Array(flexDays);
  const flexLowest = new Float64Array(flexDays).fill(Infinity);
  for (let k = 0; k < flexDays; k += 1) {
    const day = flexFrom + k;
    if (day === arrival) continue;
    const bookable = data.bookable.of(day, nights);
    let count = 0;
    let lowest = Infinity;
    const dayArriving = grid.dayRow(day);
    const dayDeparting = grid.dayRow(day + nights);
    const stayOfBlocks = data.stayOfBlocks(day, nights);
    const floors = data.stayFloors.of(day, nights);
    // Counted and priced while a block from here on could beat the lowest so far (the first
    // blocks, rows going cheapest first); a block whose own floor cannot is counted only.
    let i = 0;
    for (; i < live; i += 1) {
      const w = liveWords[i];
      if (data.stayFloorFromBlock(w, stayOfBlocks) >= lowest) break;
      let bits = bookable[w] & filtered[w];
      count += popcount(bits);
      if (floors[w] >= lowest) continue;
      while (bits !== 0) {
        const low = bits & -bits;
        const v = rowOf(w, low);
        bits ^= low;
        // Priced only if even its best discounts could beat the lowest so far.
        const original = ratePrefix[dayDeparting + v] - ratePrefix[dayArriving + v];
        if (floorOf(original, v, stayOfBlocks.keptBp) >= lowest) continue;
        const price = priceOf(original, v, day);
        if (price < lowest) lowest = price;
      }
    }
    // Then only counted: no test per word (an empty word counts 0).
    flexCount[k] = count + sizeOfBothAt(bookable, filtered, liveWords, i, live);
    flexLowest[k] = lowest;
  }

  const properties: PropertySearchResult[] = [];
  const stay = { arrival, nights, today };
  const shown = top.rows();
  for (let i = (page - 1) * query.rpp; i < shown.length; i += 1) {
    properties.push(resultOf(data, shown[i], hasDates ? stay : null));
  }
  if (matching === 0) lowestPence = 0;

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
      sections: facetSections(data, query, hists),
      otherCounts: { bookable: bookableCount, matching, portfolio: n },
    },
    properties,
    propertiesTotal: matching,
  };
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
  const images = imagesOf(villa).map((i) => ({ title: i.title, l: i.large, s: i.small }));
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
