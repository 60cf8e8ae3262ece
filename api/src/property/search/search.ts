import {
  FILTER_SECTION_INFO,
  FILTER_SECTIONS,
  FLEXIBLE_DATES_DAYS,
  searchMessages,
  type FilterSectionCounts,
  type FlexibleDate,
  type PropertySearchQuery,
  type PropertySearchResponse,
  type PropertySearchResult,
  type SearchQueryError,
} from '@villa/shared/contract';
import { toPounds } from '@villa/shared/format';
import { checkStay } from '../availability';
import { dayOf, isoOf } from '../days';
import { priceStay, stayTotalPence } from '../pricing';
import type { CatalogData, CatalogEntry } from './catalog';
import { cardOf } from './resultCard';
import { SECTION_RULES } from './sections';

/*
 * GET /property-search over the catalog, in one pass over its villas. A villa is bookable for
 * the stay when the availability module's checkStay says so, and priced by the pricing module,
 * exactly as the villa page and checkout do. Reading of the filters (README.md): sections
 * combine with "and"; inside a section counts are "at least the smallest ticked", property
 * type and community "any of", features "all of". Facet counts answer "how many villas would I
 * get if I ticked this", given the dates, the quick search and every other active section.
 */

export class SearchInputError extends Error {
  constructor(readonly errors: SearchQueryError[]) {
    super('invalid search');
  }
}

/** One active section of a query, as a test of a villa's value indexes. */
interface ActiveSection {
  /** Position in FILTER_SECTIONS. */
  s: number;
  /** For atLeast and any sections: per value index, 1 when a villa with it passes. */
  passes: Uint8Array | null;
  /** For all sections: the value indexes a villa must all have; null when one is unknown. */
  required: number[] | null;
}

function compileFilters(data: CatalogData, query: PropertySearchQuery): ActiveSection[] {
  const errors: SearchQueryError[] = [];
  const active: ActiveSection[] = [];
  FILTER_SECTIONS.forEach((key, s) => {
    const ticked = query.filters[key];
    if (!ticked) return;
    const wrong = ticked.find((value) => !SECTION_RULES[key].accepts(value, data.shape));
    if (wrong !== undefined) {
      errors.push({ field: `filters[${key}]`, error: searchMessages.badOption(key, wrong) });
      return;
    }
    const values = data.values[s];
    const combine = FILTER_SECTION_INFO[key].combine;
    if (combine === 'all') {
      const indexes = ticked.map((value) => data.valueIndex[s].get(value));
      const known = indexes.every((i) => i !== undefined);
      active.push({ s, passes: null, required: known ? (indexes as number[]) : null });
      return;
    }
    const min = Math.min(...ticked.map(Number));
    const passes = Uint8Array.from(values, (value) =>
      (combine === 'atLeast' ? Number(value) >= min : ticked.includes(value)) ? 1 : 0,
    );
    active.push({ s, passes, required: null });
  });
  if (errors.length > 0) throw new SearchInputError(errors);
  return active;
}

/** Bit i set: the villa fails active section i. */
function failingSections(entry: CatalogEntry, active: readonly ActiveSection[]): number {
  let mask = 0;
  for (let i = 0; i < active.length; i += 1) {
    const { s, passes, required } = active[i];
    const indexes = entry.valueIndexes[s];
    const ok = passes
      ? passes[indexes[0]] === 1
      : required !== null && required.every((r) => indexes.includes(r));
    if (!ok) mask |= 1 << i;
  }
  return mask;
}

interface Result {
  entry: CatalogEntry;
  /** The stay's total, or "Price from" per night without dates. */
  pricePence: number;
  /** Place in property code order: the order of results that tie. */
  rank: number;
}

const ORDERS: Record<PropertySearchQuery['sort'], (a: Result, b: Result) => number> = {
  'price-asc': (a, b) => a.pricePence - b.pricePence || a.rank - b.rank,
  'price-desc': (a, b) => b.pricePence - a.pricePence || a.rank - b.rank,
  bedrooms: (a, b) =>
    b.entry.villa.bedrooms - a.entry.villa.bedrooms ||
    a.pricePence - b.pricePence ||
    a.rank - b.rank,
  sleeps: (a, b) =>
    b.entry.villa.sleeps - a.entry.villa.sleeps || a.pricePence - b.pricePence || a.rank - b.rank,
};

export interface SearchContext {
  /** A catalog brought up to date (its grids answer as of data.asOfMs). */
  data: CatalogData;
}

export function runSearch(ctx: SearchContext, query: PropertySearchQuery): PropertySearchResponse {
  const { data } = ctx;
  const { window } = data;
  const today = window.today;
  const active = compileFilters(data, query);
  const q = query.q.toLowerCase();
  const hasDates = query.arrival !== null && query.nights !== null;
  const arrival = hasDates ? dayOf(query.arrival as string) : 0;
  const nights = query.nights ?? 0;

  // Flexible dates: the other arrivals either side of the chosen one, inside the window.
  const flexible: { day: number; count: number; lowest: number }[] = [];
  if (hasDates) {
    const from = Math.max(arrival - FLEXIBLE_DATES_DAYS, window.earliest);
    const to = Math.min(arrival + FLEXIBLE_DATES_DAYS, window.latest);
    for (let day = from; day <= to; day += 1) {
      if (day !== arrival) flexible.push({ day, count: 0, lowest: Infinity });
    }
  }
  const totalOf = (entry: CatalogEntry, day: number) =>
    stayTotalPence(entry.grid.ratesPence(0, day, nights), entry.villa.discounts, {
      arrival: day,
      nights,
      today,
    });

  // Per section, how many counted villas have each value (facet counts, below).
  const tallies = FILTER_SECTIONS.map((_, s) => new Int32Array(data.values[s].length));
  const countsAlone = FILTER_SECTIONS.map((key) => FILTER_SECTION_INFO[key].combine !== 'all');
  const bitOf = new Int32Array(FILTER_SECTIONS.length).fill(0);
  active.forEach((section, i) => (bitOf[section.s] = 1 << i));

  const results: Result[] = [];
  let bookable = 0;
  const villas = data.list();
  for (let rank = 0; rank < villas.length; rank += 1) {
    const entry = villas[rank];
    const forStay = hasDates
      ? checkStay(entry.grid, 0, arrival, nights) === 'BOOKABLE'
      : entry.priceFromPence > 0;
    if (forStay) bookable += 1;
    // The quick search takes a villa out of everything, counts included.
    if (q && !entry.codeLower.includes(q)) continue;
    const failing = failingSections(entry, active);
    if (failing === 0) {
      for (const flex of flexible) {
        if (checkStay(entry.grid, 0, flex.day, nights) !== 'BOOKABLE') continue;
        flex.count += 1;
        flex.lowest = Math.min(flex.lowest, totalOf(entry, flex.day));
      }
    }
    if (!forStay) continue;
    // Facets: a result counts for every option; a villa failing exactly one section of one
    // value per villa counts for that section's options too.
    for (let s = 0; s < tallies.length; s += 1) {
      if (failing === 0 || (countsAlone[s] && failing === bitOf[s])) {
        const indexes = entry.valueIndexes[s];
        for (let k = 0; k < indexes.length; k += 1) tallies[s][indexes[k]] += 1;
      }
    }
    if (failing !== 0) continue;
    const pricePence = hasDates ? totalOf(entry, arrival) : entry.priceFromPence;
    results.push({ entry, pricePence, rank });
  }

  const matching = results.length;
  const pages = Math.max(1, Math.ceil(matching / query.rpp));
  const page = Math.min(query.page, pages);
  results.sort(ORDERS[query.sort]);
  const stay = hasDates ? { arrival, nights, today } : null;
  const properties = results
    .slice((page - 1) * query.rpp, page * query.rpp)
    .map((r) => resultOf(r.entry, stay));

  const lowestPence = results.reduce((low, r) => Math.min(low, r.pricePence), Infinity);
  const chosen = { day: arrival, count: matching, lowest: lowestPence };
  const flexibleDates: FlexibleDate[] = [...flexible, ...(hasDates ? [chosen] : [])]
    .sort((a, b) => a.day - b.day)
    .map((flex) => ({
      arrival: isoOf(flex.day),
      departure: isoOf(flex.day + nights),
      nights,
      count: flex.count,
      lowestPrice: flex.count > 0 ? toPounds(flex.lowest) : null,
      selected: flex.day === arrival,
    }));

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
      sections: facetSections(data, query, tallies),
      otherCounts: { bookable, matching, portfolio: data.count },
    },
    properties,
    propertiesTotal: matching,
  };
}

/**
 * Every section's options with their counts, in display order. Ticked values no villa has
 * are listed too, after the others, so they can be unticked; they count what they would give.
 */
function facetSections(
  data: CatalogData,
  query: PropertySearchQuery,
  tallies: readonly Int32Array[],
): FilterSectionCounts[] {
  return data.sections().map(({ key, options }) => {
    const s = FILTER_SECTIONS.indexOf(key);
    const { title, combine } = FILTER_SECTION_INFO[key];
    const ticked = query.filters[key] ?? [];
    const atLeast = combine === 'atLeast';
    const min = atLeast && ticked.length > 0 ? Math.min(...ticked.map(Number)) : Infinity;
    const countOf = (value: string) => {
      if (!atLeast) return tallies[s][data.valueIndex[s].get(value) ?? -1] ?? 0;
      let count = 0;
      data.values[s].forEach((v, i) => {
        if (Number(v) >= Number(value)) count += tallies[s][i];
      });
      return count;
    };
    const isTicked = (value: string) => (atLeast ? Number(value) >= min : ticked.includes(value));
    const listed = options.map((option) => ({
      value: option.value,
      label: option.label,
      count: countOf(option.value),
      selected: isTicked(option.value),
    }));
    for (const value of ticked) {
      if (listed.some((o) => o.value === value)) continue;
      listed.push({ value, label: value, count: countOf(value), selected: isTicked(value) });
    }
    return { key, title, combine, options: listed };
  });
}

/** One result card: the villa's card, and the full price for the stay when there are dates. */
function resultOf(
  entry: CatalogEntry,
  stay: { arrival: number; nights: number; today: number } | null,
): PropertySearchResult {
  const { villa } = entry;
  const card = cardOf(villa);
  const poolHeating = villa.terms.poolHeatingPence;
  if (!stay) {
    return {
      ...card,
      price: { type: 'perNight', amount: toPounds(entry.priceFromPence) },
      deposit: null,
      agentCommission: null,
      poolHeatingCost:
        poolHeating === null
          ? null
          : { amount: toPounds(poolHeating), perNight: toPounds(poolHeating), nights: null },
    };
  }
  const price = priceStay(
    entry.grid.ratesPence(0, stay.arrival, stay.nights),
    villa.discounts,
    stay,
    villa.terms,
  );
  return {
    ...card,
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
