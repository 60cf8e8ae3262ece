import {
  parseSearchQuery,
  type ParsedSearchQuery,
  type PropertySearchQuery,
  type RawQuery,
  type SearchLimits,
} from '@villa/shared/contract';
import { putBounded } from '../boundedMap';

/*
 * Parsed search queries kept per query string, for one search window's limits.
 * parseSearchQuery checks every parameter and builds the criteria's schema from the limits:
 * under bench:search's load that was about a seventh of the API's CPU for an answer it
 * already held. Its result is a function of the query string and the limits alone, so
 * within one window the same string is parsed once; other limits (a new day, changed
 * settings: another CatalogData) start afresh. Only successes are kept: bad input is parsed
 * every time, so its 422 is made exactly as before.
 */

/** About 1 KB each; well above bench:search's mix of 2,000 distinct searches. */
export const PARSED_QUERIES_KEPT = 10_000;

export class ParsedSearchQueries {
  private limits: SearchLimits | null = null;
  /** Query string -> parsed query; a Map iterates oldest first, which goes first when full. */
  private readonly parsed = new Map<string, PropertySearchQuery>();

  constructor(private readonly kept = PARSED_QUERIES_KEPT) {}

  /** parseSearchQuery(raw, limits), where `queryString` is the text `raw` was read from. */
  parse(queryString: string, raw: RawQuery, limits: SearchLimits): ParsedSearchQuery {
    if (limits !== this.limits) {
      this.limits = limits;
      this.parsed.clear();
    }
    const known = this.parsed.get(queryString);
    if (known !== undefined) return { ok: true, query: known };
    const result = parseSearchQuery(raw, limits);
    if (result.ok) putBounded(this.parsed, queryString, result.query, this.kept);
    return result;
  }
}

/** The query string of a request's URL (what Fastify parses request.query from). */
export function queryStringOf(url: string): string {
  const start = url.indexOf('?');
  return start === -1 ? '' : url.slice(start + 1);
}
