import { FLEXIBLE_DATES_DAYS, type PropertySearchQuery } from '@villa/shared/contract';
import type { CatalogData } from './catalog';
import { dayOf } from './days';
import { HeldByNights } from './heldByNights';
import { putBounded } from '../boundedMap';
import { gzipOnThread } from '../web/gzipThread';

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
 * The answers are held as the UTF-8 bytes the route sends: no encoding per request. Each also
 * keeps its gzip copy once a client that takes gzip (every browser) has asked, so an answer is
 * compressed once, not on every request: with compression, that was most of a held answer's
 * cost (bench:search). Up to the budget, least recently used dropped first.
 *
 * An answer not held is never encoded on the event loop when its client takes gzip: its text
 * goes to the gzip thread as it is. At 100,000 villas, encoding every answer (32 KB) and
 * taking back zlib's 16 KB blocks brought on a full collection of the heap every 2.3 s under
 * never-asked searches ("external memory pressure": buffers outside the heap, promoted while
 * their request waited for the thread); without them, the API's CPU per never-asked search
 * fell from 850-910 µs to 750-790 µs.
 *
 * An answer is held from the second time its query is asked. Most searches are asked once;
 * holding each of them (about 40 KB with its gzip copy) filled the old generation of the heap
 * with answers no one asked again, and collecting them cost the event loop more than the
 * searches it saved: at 100,000 villas, searches never asked before answered 1,270-1,300 a
 * second holding every answer and 1,520-1,740 holding none (p95 130-150 ms against 33-48 ms).
 * The queries asked once are remembered by their key alone.
 */

/**
 * About 2,400 answers of 32 KB with room for their gzip copies. Above the bench's whole mix of
 * 2,000 distinct searches on purpose: a least-recently-used list slightly smaller than a cycle
 * of queries asked in turn keeps none of them when it is needed.
 */
export const SEARCH_ANSWERS_BUDGET_BYTES = 96 * 1024 * 1024;

/**
 * Queries asked once whose answers are not held, oldest forgotten first: a query asked again
 * within this many others is held. A key is a few hundred bytes.
 */
export const ASKED_ONCE_KEPT = 20_000;

/** One answer as sent: its JSON, and its gzip copy, made when first asked for. */
export class HeldAnswer {
  private gzipped: Promise<Buffer | null> | null = null;
  /** The JSON text, until its UTF-8 bytes are asked for; then the bytes. */
  private body: string | Buffer;

  constructor(json: string) {
    this.body = json;
  }

  /**
   * The JSON as UTF-8 bytes, encoded when first asked for (the text is then let go): for a
   * held answer, or a client that does not take gzip.
   */
  get json(): Buffer {
    if (typeof this.body === 'string') this.body = Buffer.from(this.body, 'utf8');
    return this.body;
  }

  /** The JSON's length in UTF-8 bytes. */
  get byteLength(): number {
    return typeof this.body === 'string' ? Buffer.byteLength(this.body, 'utf8') : this.body.length;
  }

  /**
   * The gzip copy, at zlib's default level as @fastify/compress makes it, compressed on a
   * thread of its own rather than on the event loop (web/gzipThread.ts); null if that failed
   * (send the JSON).
   */
  gzip(): Promise<Buffer | null> {
    this.gzipped ??= gzipOnThread(this.body).catch(() => null);
    return this.gzipped;
  }
}

/**
 * What a held answer is counted at: its JSON, its key (two bytes a character at most), and
 * room for its gzip copy, counted from the start because it is made later. Over 300 answers of
 * bench:search's mix at 10,000 villas the copy was an eighth of the JSON on average and a fifth
 * at most (the cards and facets repeat their field names); a quarter leaves room.
 */
const heldBytes = (key: string, json: Buffer) =>
  json.length + Math.ceil(json.length / 4) + key.length * 2;

export class SearchAnswers {
  private readonly held: HeldByNights<string, HeldAnswer>;
  /** Keys of queries asked once since their answer was last held (a Map used as a set). */
  private readonly askedOnce = new Map<string, true>();
  hits = 0;
  misses = 0;

  constructor(
    budgetBytes = SEARCH_ANSWERS_BUDGET_BYTES,
    private readonly askedOnceKept = ASKED_ONCE_KEPT,
  ) {
    this.held = new HeldByNights(budgetBytes);
  }

  /** The answer to `query` on `data`; `search` gives its JSON text when it is not held. */
  answer(data: CatalogData, query: PropertySearchQuery, search: () => string): HeldAnswer {
    const key = keyOf(query);
    const held = this.held.get(data, key);
    if (held !== undefined) {
      this.hits += 1;
      return held;
    }
    this.misses += 1;
    const answer = new HeldAnswer(search());
    if (this.askedOnce.delete(key)) {
      this.held.set(key, answer, nightsReadBy(query), heldBytes(key, answer.json));
    } else putBounded(this.askedOnce, key, true, this.askedOnceKept);
    return answer;
  }
}

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
