import {
  SEARCH_RPP_DEFAULT,
  SEARCH_RPP_MAX,
  searchQueryString,
  type PropertySearchQuery,
  type PropertySearchResponse,
  type VillaLink,
  type VillaPagination,
} from '@villa/shared/contract';

/*
 * Previous and next villa within the search that led to the page (docs/villa.md, Previous and next villa:
 * single-villa pagination uses rpp 1). The villa page's query is the search's own query; its
 * criteria[page] with criteria[rpp]=1 is the villa's place in the results. The search itself
 * (order, filters, availability) is the property domain's: this only asks it for pages.
 */

export type RunSearch = (query: PropertySearchQuery) => PropertySearchResponse;

function linkOf(
  query: PropertySearchQuery,
  result: { propertyId: number; propertyCode: string; villaName: string },
  position: number,
): VillaLink {
  return {
    propertyId: result.propertyId,
    propertyCode: result.propertyCode,
    villaName: result.villaName,
    query: searchQueryString({ ...query, page: position, rpp: 1 }),
  };
}

/**
 * The villa's place in the search and its neighbours; null when the villa is not (or no
 * longer) where the query says. A query with rpp 1 is answered from a page of 50 around the
 * place, so usually one search serves the villa and both neighbours.
 */
export function paginationOf(
  run: RunSearch,
  query: PropertySearchQuery,
  villaId: number,
): VillaPagination | null {
  let page = query.page;
  let rpp = query.rpp;
  if (rpp === 1) {
    rpp = SEARCH_RPP_MAX;
    page = Math.floor((query.page - 1) / rpp) + 1;
  }
  const answer = run({ ...query, page, rpp });
  const index = answer.properties.findIndex((p) => p.propertyId === villaId);
  if (index < 0) return null;
  const base = (answer.criteria.page - 1) * answer.criteria.rpp;
  const position = base + index + 1;
  const total = answer.propertiesTotal;

  const single = (at: number) => {
    const one = run({ ...query, page: at, rpp: 1 });
    return one.criteria.page === at ? one.properties[0] : undefined;
  };
  const before =
    index > 0 ? answer.properties[index - 1] : position > 1 ? single(position - 1) : undefined;
  const after =
    index + 1 < answer.properties.length
      ? answer.properties[index + 1]
      : position < total
        ? single(position + 1)
        : undefined;

  return {
    position,
    total,
    previous: before ? linkOf(query, before, position - 1) : null,
    next: after ? linkOf(query, after, position + 1) : null,
    searchQuery: searchQueryString({
      ...query,
      page: Math.floor((position - 1) / SEARCH_RPP_DEFAULT) + 1,
      rpp: SEARCH_RPP_DEFAULT,
    }),
  };
}

/** Whether a villa page's query carries a search at all (criteria or filters). */
export function hasSearch(raw: Record<string, unknown>): boolean {
  return Object.keys(raw).some((key) => key.startsWith('criteria[') || key.startsWith('filters['));
}
