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
  dayOf,
  isoOf,
} from '@villa/shared/contract';
import { toPounds } from '@villa/shared/format';
import { isStayBookable } from '../rules/availability';
import { leastTotalPence, priceStay, stayTotalPence, type StayDates } from '../rules/pricing';
import type { CatalogData, HeldVilla } from './catalogData';
import { cardOf } from './resultCard';
import { SECTION_RULES } from './sections';

/*
 * GET /property-search over the catalog, in one pass over its villas. A villa is bookable for
 * the stay when the availability module says so (isStayBookable, checkStay's own test) and is
 * priced by the pricing module, exactly as the villa page and checkout do. Reading of the filters (README.md): sections
 * combine with "and"; inside a section counts are "at least the smallest ticked", property
 * type and community "any of", features "all of". Facet counts answer "how many villas would I
 * get if I ticked this", given the dates, the quick search and every other active section.
 */

export class SearchInputError extends Error {
  constructor(readonly errors: SearchQueryError[]) {
    super('invalid search');
  }
}

/**
 * The active sections of a query, as tables by value id: `hitBit[id]` has bit i when a villa
 * with that value passes active section i (atLeast and any sections: a villa has one value);
 * `neededOf[id]` is i + 1 when it is one of the values all-section i requires, `needed[i]` how
 * many those are (-1: one no villa has had, so none passes).
 */
interface CompiledFilters {
  /** Position in FILTER_SECTIONS of each active section. */
  sections: number[];
  hitBit: Int32Array;
  neededOf: Uint8Array;
  needed: number[];
  /** Bits of the active sections of one value per villa (their facets count failing villas). */
  oneValueBits: number;
}

function compileFilters(data: CatalogData, query: PropertySearchQuery): CompiledFilters {
  const errors: SearchQueryError[] = [];
  const ids = data.valueOfId.length;
  const compiled: CompiledFilters = {
    sections: [],
    hitBit: new Int32Array(ids),
    neededOf: new Uint8Array(ids),
    needed: [],
    oneValueBits: 0,
  };
  FILTER_SECTIONS.forEach((key, s) => {
    const ticked = query.filters[key];
    if (!ticked) return;
    const wrong = ticked.find((value) => !SECTION_RULES[key].accepts(value, data.shape));
    if (wrong !== undefined) {
      errors.push({ field: `filters[${key}]`, error: searchMessages.badOption(key, wrong) });
      return;
    }
    const i = compiled.sections.push(s) - 1;
    const combine = FILTER_SECTION_INFO[key].combine;
    if (combine === 'all') {
      const required = ticked.map((value) => data.idOfValue(s, value));
      const known = required.every((id) => id !== undefined);
      for (const id of required) if (id !== undefined) compiled.neededOf[id] = i + 1;
      compiled.needed.push(known ? new Set(required).size : -1);
      return;
    }
    compiled.needed.push(0);
    compiled.oneValueBits |= 1 << i;
    const min = Math.min(...ticked.map(Number));
    for (const id of data.idsOfSection[s]) {
      const value = data.valueOfId[id];
      if (combine === 'atLeast' ? Number(value) >= min : ticked.includes(value)) {
        compiled.hitBit[id] |= 1 << i;
      }
    }
  });
  if (errors.length > 0) throw new SearchInputError(errors);
  return compiled;
}

/** An order of the results, and a cheap test that a row comes after another without pricing it. */
interface Order {
  compare: (a: number, b: number) => number;
  /** True only when `row` surely comes after `last` (bounds of its price; see leastTotalPence). */
  surelyAfter: (row: number, last: number) => boolean;
}

/**
 * The order of the results: by `criteria[sort]`, ties cheapest first, then in property code
 * order, so every order is total and pages never repeat a villa. A stay's total lies between
 * its least total and its original price, so the orders by price skip most villas unpriced.
 */
function orderOf(
  data: CatalogData,
  prices: {
    of: (row: number) => number;
    least: (row: number) => number;
    most: (row: number) => number;
  },
  sort: PropertySearchQuery['sort'],
): Order {
  const rank = data.codeRanks();
  const size = sort === 'bedrooms' ? data.bedrooms : data.sleeps;
  const priceOf = prices.of;
  switch (sort) {
    case 'price-asc':
      return {
        compare: (a, b) => priceOf(a) - priceOf(b) || rank[a] - rank[b],
        surelyAfter: (row, last) => prices.least(row) > priceOf(last),
      };
    case 'price-desc':
      return {
        compare: (a, b) => priceOf(b) - priceOf(a) || rank[a] - rank[b],
        surelyAfter: (row, last) => prices.most(row) < priceOf(last),
      };
    default:
      return {
        compare: (a, b) => size[b] - size[a] || priceOf(a) - priceOf(b) || rank[a] - rank[b],
        surelyAfter: (row, last) => size[row] < size[last],
      };
  }
}

/**
 * The first `limit` rows in the order, sorted: only the page shown and those before it need an
 * order, and a page is usually a few dozen of thousands of results.
 */
function firstInOrder(rows: readonly number[], limit: number, order: Order): number[] {
  const { compare, surelyAfter } = order;
  if (limit * 8 >= rows.length) return [...rows].sort(compare).slice(0, limit);
  const first: number[] = [];
  for (const row of rows) {
    if (first.length === limit) {
      const last = first[limit - 1];
      if (surelyAfter(row, last) || compare(row, last) >= 0) continue;
    }
    let low = 0;
    let high = first.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (compare(first[mid], row) <= 0) low = mid + 1;
      else high = mid;
    }
    first.splice(low, 0, row);
    if (first.length > limit) first.pop();
  }
  return first;
}

export interface SearchContext {
  /** A catalog brought up to date (its grids answer as of data.asOfMs). */
  data: CatalogData;
}

export function runSearch(ctx: SearchContext, query: PropertySearchQuery): PropertySearchResponse {
  const { data } = ctx;
  const { window, grid } = data;
  const today = window.today;
  const filters = compileFilters(data, query);
  const q = query.q.toLowerCase();
  const hasDates = query.arrival !== null && query.nights !== null;
  const arrival = hasDates ? dayOf(query.arrival as string) : 0;
  const nights = query.nights ?? 0;

  // Flexible dates: the other arrivals either side of the chosen one, inside the window.
  const flexible: { stay: StayDates; count: number; lowest: number }[] = [];
  if (hasDates) {
    const from = Math.max(arrival - FLEXIBLE_DATES_DAYS, window.earliest);
    const to = Math.min(arrival + FLEXIBLE_DATES_DAYS, window.latest);
    for (let day = from; day <= to; day += 1) {
      if (day !== arrival)
        flexible.push({ stay: { arrival: day, nights, today }, count: 0, lowest: Infinity });
    }
  }
  const { entries, priceFromPence, codes, valueIds, valueCounts } = data;
  const chosenStay: StayDates = { arrival, nights, today };
  const totalOf = (row: number, stay: StayDates) =>
    stayTotalPence(
      grid.ratesPence(row, stay.arrival, stay.nights),
      (entries[row] as HeldVilla).villa.discounts,
      stay,
    );

  // Facets: per value id, how many counted villas have it (facetSections, below).
  const tally = new Int32Array(data.valueOfId.length);
  const { hitBit, neededOf, needed, oneValueBits } = filters;
  const allBits = (1 << filters.sections.length) - 1;
  const have = new Int32Array(needed.length);

  // One pass for the filters and the counts; the villas passing every filter, bookable for
  // the chosen stay or not, are kept for the flexible dates below.
  const passing = new Int32Array(data.rowCount);
  let passingCount = 0;
  const results: number[] = [];
  let bookable = 0;
  for (let row = 0; row < data.rowCount; row += 1) {
    if (entries[row] === undefined) continue;
    const forStay = hasDates ? isStayBookable(grid, row, arrival, nights) : priceFromPence[row] > 0;
    if (forStay) bookable += 1;
    // The quick search takes a villa out of everything, counts included.
    if (q && !codes[row].includes(q)) continue;
    const from = data.valuesFrom(row);
    const to = from + valueCounts[row];
    let passed = 0;
    if (have.length > 0) have.fill(0);
    for (let j = from; j < to; j += 1) {
      const id = valueIds[j];
      passed |= hitBit[id];
      if (neededOf[id] !== 0) have[neededOf[id] - 1] += 1;
    }
    for (let i = 0; i < needed.length; i += 1) {
      if (needed[i] > 0 && have[i] === needed[i]) passed |= 1 << i;
    }
    const failing = allBits & ~passed;
    if (failing === 0) passing[passingCount++] = row;
    if (!forStay) continue;
    if (failing === 0) {
      // A result counts for every option.
      for (let j = from; j < to; j += 1) tally[valueIds[j]] += 1;
      results.push(row);
    } else if ((failing & (failing - 1)) === 0 && (failing & oneValueBits) !== 0) {
      // Failing one section of one value per villa alone: it counts for that section's options.
      const s = filters.sections[31 - Math.clz32(failing)];
      for (let j = from; j < to; j += 1) {
        if (data.sectionOfId[valueIds[j]] === s) tally[valueIds[j]] += 1;
      }
    }
  }

  // Each other arrival over the villas passing the filters, a day at a time (its rows of the
  // grid are read in order). A stay is priced only when even its best discounts could beat the
  // lowest so far.
  for (const flex of flexible) {
    const day = flex.stay.arrival;
    let count = 0;
    let lowest = Infinity;
    for (let k = 0; k < passingCount; k += 1) {
      const row = passing[k];
      if (!isStayBookable(grid, row, day, nights)) continue;
      count += 1;
      if (leastTotalPence(grid.ratesPence(row, day, nights)) >= lowest) continue;
      lowest = Math.min(lowest, totalOf(row, flex.stay));
    }
    flex.count = count;
    flex.lowest = lowest;
  }

  // Prices of the results, worked out when the order or the lowest price needs them.
  const prices = new Int32Array(data.rowCount).fill(-1);
  const priceOf = (row: number) => {
    if (prices[row] < 0) prices[row] = hasDates ? totalOf(row, chosenStay) : priceFromPence[row];
    return prices[row];
  };
  const mostOf = (row: number) =>
    hasDates ? grid.ratesPence(row, arrival, nights) : priceFromPence[row];
  const bounds = {
    of: priceOf,
    most: mostOf,
    least: (row: number) => leastTotalPence(mostOf(row)),
  };
  const matching = results.length;
  const pages = Math.max(1, Math.ceil(matching / query.rpp));
  const page = Math.min(query.page, pages);
  const shown = firstInOrder(results, page * query.rpp, orderOf(data, bounds, query.sort));
  const properties = shown
    .slice((page - 1) * query.rpp)
    .map((row) => resultOf(data, row, hasDates ? chosenStay : null));

  let lowestPence = Infinity;
  for (const row of results) {
    if (bounds.least(row) < lowestPence) lowestPence = Math.min(lowestPence, priceOf(row));
  }
  const chosen = { stay: chosenStay, count: matching, lowest: lowestPence };
  const flexibleDates: FlexibleDate[] = [...flexible, ...(hasDates ? [chosen] : [])]
    .sort((a, b) => a.stay.arrival - b.stay.arrival)
    .map(({ stay, count, lowest }) => ({
      arrival: isoOf(stay.arrival),
      departure: isoOf(stay.arrival + nights),
      nights,
      count,
      lowestPrice: count > 0 ? toPounds(lowest) : null,
      selected: stay.arrival === arrival,
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
      sections: facetSections(data, query, tally),
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
  tally: Int32Array,
): FilterSectionCounts[] {
  return data.sections().map(({ key, options }) => {
    const s = FILTER_SECTIONS.indexOf(key);
    const { title, combine } = FILTER_SECTION_INFO[key];
    const ticked = query.filters[key] ?? [];
    const atLeast = combine === 'atLeast';
    const min = atLeast && ticked.length > 0 ? Math.min(...ticked.map(Number)) : Infinity;
    const countOf = (value: string) => {
      if (!atLeast) return tally[data.idOfValue(s, value) ?? -1] ?? 0;
      let count = 0;
      for (const id of data.idsOfSection[s]) {
        if (Number(data.valueOfId[id]) >= Number(value)) count += tally[id];
      }
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
function resultOf(data: CatalogData, row: number, stay: StayDates | null): PropertySearchResult {
  const { villa } = data.entries[row] as HeldVilla;
  const card = cardOf(villa);
  const poolHeating = villa.terms.poolHeatingPence;
  if (!stay) {
    return {
      ...card,
      price: { type: 'perNight', amount: toPounds(data.priceFromPence[row]) },
      deposit: null,
      agentCommission: null,
      poolHeatingCost:
        poolHeating === null
          ? null
          : { amount: toPounds(poolHeating), perNight: toPounds(poolHeating), nights: null },
    };
  }
  const price = priceStay(
    data.grid.ratesPence(row, stay.arrival, stay.nights),
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
