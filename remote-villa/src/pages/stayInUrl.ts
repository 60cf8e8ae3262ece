import { STAY_PARAMS } from '@villa/shared/contract';

/** The search's own names for its dates (searchQueryString), and its page. */
const SEARCH_STAY = {
  arrival: 'criteria[arrival]',
  nights: 'criteria[nights]',
  page: 'criteria[page]',
} as const;

/** Whether the villa page was reached from a search: its URL carries the search's query. */
const fromSearch = (params: URLSearchParams) =>
  [...params.keys()].some((key) => key.startsWith('criteria[') || key.startsWith('filters['));

/**
 * The villa page's URL with a stay chosen (or cleared), its dates held once. A villa reached
 * from a search keeps the stay in the search's own dates, so the search follows the dates the
 * agent chose (its villa before and after, Back to search results) from its first page; any
 * other villa page holds them as arrival and nights. Whatever else the URL holds stays.
 */
export function urlWithStay(
  params: URLSearchParams,
  stay: { arrival: string; nights: number } | null,
): URLSearchParams {
  const next = new URLSearchParams(params);
  const search = fromSearch(params);
  for (const key of [
    STAY_PARAMS.arrival,
    STAY_PARAMS.nights,
    SEARCH_STAY.arrival,
    SEARCH_STAY.nights,
  ]) {
    next.delete(key);
  }
  if (search) next.delete(SEARCH_STAY.page);
  if (stay) {
    const names = search ? SEARCH_STAY : STAY_PARAMS;
    next.set(names.arrival, stay.arrival);
    next.set(names.nights, String(stay.nights));
  }
  return next;
}
