import type { PropertySearchQuery, PropertySearchResponse } from '@villa/shared/contract';
import type { CatalogData } from './catalog';

/*
 * Answers of GET /property-search kept as the JSON bytes sent (UTF-8), per query, for one state of the
 * catalog. A search answer is a function of the catalog's data and the parsed query alone
 * (runSearch reads nothing else), so while the data stands (the same CatalogData object at the
 * same version; any booking change, lapsed hold, villa edit or new day moves it on) the text
 * computed for a query is the answer to that query. Every request still asks the database what
 * changed first (SearchCatalog.current), so another instance's writes are seen as before.
 *
 * The answers are held as the UTF-8 bytes the route sends: no encoding per request, and the
 * budget counts what is really held (counting two bytes a character, as a string was counted
 * before, held half as many as the budget meant). Up to the budget, least recently used
 * dropped first.
 */

/**
 * About 3,000 answers of 32 KB. Above the bench's whole mix of 2,000 distinct searches on
 * purpose: a least-recently-used list slightly smaller than a cycle of queries asked in turn
 * keeps none of them when it is needed.
 */
export const SEARCH_ANSWERS_BUDGET_BYTES = 96 * 1024 * 1024;

export class SearchAnswers {
  private data: CatalogData | null = null;
  private version = -1;
  /** Query key -> JSON bytes; a Map iterates oldest first, so it is also the LRU order. */
  private readonly texts = new Map<string, Buffer>();
  private bytes = 0;
  hits = 0;
  misses = 0;

  constructor(private readonly budgetBytes = SEARCH_ANSWERS_BUDGET_BYTES) {}

  /** The JSON of the answer to `query` on `data` (UTF-8), computed by `search` when not held. */
  answer(
    data: CatalogData,
    query: PropertySearchQuery,
    search: () => PropertySearchResponse,
  ): Buffer {
    if (data !== this.data || data.version !== this.version) {
      this.texts.clear();
      this.bytes = 0;
      this.data = data;
      this.version = data.version;
    }
    const key = keyOf(query);
    const held = this.texts.get(key);
    if (held !== undefined) {
      this.hits += 1;
      // Most recently used goes last.
      this.texts.delete(key);
      this.texts.set(key, held);
      return held;
    }
    this.misses += 1;
    const text = Buffer.from(JSON.stringify(search()), 'utf8');
    // The key is a string: two bytes a character at most.
    const size = text.length + key.length * 2;
    if (size > this.budgetBytes) return text;
    for (const [oldKey, oldText] of this.texts) {
      if (this.bytes + size <= this.budgetBytes) break;
      this.texts.delete(oldKey);
      this.bytes -= oldText.length + oldKey.length * 2;
    }
    this.texts.set(key, text);
    this.bytes += size;
    return text;
  }

  /** What the held answers weigh (bytes) and how many there are. */
  size() {
    return { answers: this.texts.size, bytes: this.bytes };
  }
}

/**
 * The parsed query as text. Not normalised further: the answer echoes the filters in the order
 * they were given, so only queries that parse to the same value share an answer.
 */
function keyOf(query: PropertySearchQuery): string {
  return JSON.stringify(query);
}
