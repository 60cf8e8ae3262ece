import { FLEXIBLE_DATES_DAYS, type PropertySearchQuery } from '@villa/shared/contract';
import type { CatalogData } from './catalog';
import { dayOf } from './days';
import { HeldByNights } from './heldByNights';

/*
 * Answers of GET /property-search kept as the JSON bytes sent (UTF-8), per query, for one
 * state of the catalog. A search answer is a function of the catalog's data and the parsed
 * query alone (runSearch reads nothing else). Of the data, what stays can change is only
 * which nights are taken, and an answer reads only some nights: with dates, those of the
 * stays it lists or counts (arrivals from 3 days before to 3 days after the chosen one, the
 * flexible dates); without dates, none (it lists villas by their rates). So when nights
 * change (catalog version moves on: a stay written, a hold lapsed), an answer is dropped only
 * if it read one of them; a reload or a new day (another CatalogData) drops them all
 * (heldByNights.ts). Every request still asks the database what changed first
 * (SearchCatalog.current), so another instance's writes are seen as before.
 *
 * The answers are held as the UTF-8 bytes the route sends: no encoding per request, and the
 * budget counts what is really held. Up to the budget, least recently used dropped first.
 */

/**
 * About 3,000 answers of 32 KB. Above the bench's whole mix of 2,000 distinct searches on
 * purpose: a least-recently-used list slightly smaller than a cycle of queries asked in turn
 * keeps none of them when it is needed.
 */
export const SEARCH_ANSWERS_BUDGET_BYTES = 96 * 1024 * 1024;

export class SearchAnswers {
  private readonly held: HeldByNights<string, Buffer>;
  hits = 0;
  misses = 0;

  constructor(budgetBytes = SEARCH_ANSWERS_BUDGET_BYTES) {
    this.held = new HeldByNights(budgetBytes);
  }

  /** The JSON of the answer to `query` on `data` (UTF-8); `search` gives its text when not held. */
  answer(data: CatalogData, query: PropertySearchQuery, search: () => string): Buffer {
    const key = keyOf(query);
    const held = this.held.get(data, key);
    if (held !== undefined) {
      this.hits += 1;
      return held;
    }
    this.misses += 1;
    const bytes = Buffer.from(search(), 'utf8');
    this.held.set(key, bytes, nightsReadBy(query), sizeOf(key, bytes));
    return bytes;
  }
}

/** The key is a string: two bytes a character at most. */
const sizeOf = (key: string, bytes: Buffer) => bytes.length + key.length * 2;

/**
 * The nights an answer depends on: every night of a stay of the asked length arriving on any
 * of the flexible dates (a stay is bookable when each of its nights is free). Without dates,
 * none.
 */
function nightsReadBy(query: PropertySearchQuery): { from: number; to: number } {
  if (query.arrival === null || query.nights === null) return { from: 0, to: 0 };
  const arrival = dayOf(query.arrival);
  return {
    from: arrival - FLEXIBLE_DATES_DAYS,
    to: arrival + FLEXIBLE_DATES_DAYS + query.nights,
  };
}

/** Keys already written, per parsed query (the route reuses one parse per query string). */
const keys = new WeakMap<PropertySearchQuery, string>();

/**
 * The parsed query as text. Not normalised further: the answer echoes the filters in the order
 * they were given, so only queries that parse to the same value share an answer. Written once
 * per parsed query: writing it was about a thirtieth of a held answer's time.
 */
function keyOf(query: PropertySearchQuery): string {
  let key = keys.get(query);
  if (key === undefined) {
    key = JSON.stringify(query);
    keys.set(query, key);
  }
  return key;
}
