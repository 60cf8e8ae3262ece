import {
  FILTER_SECTION_INFO,
  normaliseFilters,
  searchQueryString,
  type FilterSection,
  type PropertySearchQuery,
  type SearchFilters,
} from '@villa/shared/contract';

/*
 * The URL is the search: every change of criteria or filters is a new query string, written
 * by searchQueryString (fixed order, defaults left out) so equal searches give equal URLs.
 */

/** The search with some criteria changed; any change but the page goes back to page 1. */
export function withCriteria(
  query: PropertySearchQuery,
  changes: Partial<Omit<PropertySearchQuery, 'filters'>>,
): PropertySearchQuery {
  const page = changes.page ?? 1;
  return { ...query, ...changes, page };
}

/** The search with the filters replaced (page 1). */
export function withFilters(
  query: PropertySearchQuery,
  filters: SearchFilters,
): PropertySearchQuery {
  return { ...query, filters: normaliseFilters(filters), page: 1 };
}

/**
 * Ticking or unticking one option. Counts (bedrooms, en-suite) are "at least": ticking N
 * selects N and every higher count; unticking N unticks it and every lower count, so the
 * section keeps meaning "at least the smallest ticked count". Other sections toggle the
 * option alone.
 */
export function toggleOption(
  filters: SearchFilters,
  section: FilterSection,
  value: string,
  allValues: readonly string[],
): SearchFilters {
  const current = filters[section] ?? [];
  const next: SearchFilters = { ...filters };
  if (FILTER_SECTION_INFO[section].combine === 'atLeast') {
    const min = current.length > 0 ? Math.min(...current.map(Number)) : Infinity;
    const n = Number(value);
    if (n < min) {
      next[section] = [value];
    } else if (n === min) {
      // Unticking the chosen count itself means "any number" again.
      delete next[section];
    } else {
      const higher = allValues
        .map(Number)
        .filter((v) => v > n)
        .sort((a, b) => a - b);
      if (higher.length > 0) next[section] = [String(higher[0])];
      else delete next[section];
    }
    return next;
  }
  const without = current.filter((v) => v !== value);
  if (without.length === current.length) next[section] = [...current, value];
  else if (without.length > 0) next[section] = without;
  else delete next[section];
  return next;
}

/** How many sections have something ticked. */
export function activeFilterCount(filters: SearchFilters): number {
  return Object.values(filters).filter((values) => values && values.length > 0).length;
}

/** `?` plus the query string of a search. */
export function searchHref(query: PropertySearchQuery): string {
  return `?${searchQueryString(query)}`;
}

/**
 * The page numbers to link, at most `limit`, centred on the current page when possible:
 * 1 2 3 4 5 6 7, then 4 5 6 [7] 8 9 10, ending at the last page.
 */
export function pageWindow(page: number, pages: number, limit: number): number[] {
  const count = Math.min(limit, pages);
  let first = Math.max(1, page - Math.floor(count / 2));
  first = Math.min(first, pages - count + 1);
  return Array.from({ length: count }, (_, i) => first + i);
}
