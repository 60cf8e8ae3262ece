import {
  BOOKING_STATUSES,
  FILTER_SECTIONS,
  FLEXIBLE_DATES_DAYS,
  type FilterSection,
  type PropertyHighlight,
  type PropertySearchResult,
  type SearchLimits,
  statusTakesNights,
} from '@villa/shared/contract';
import type { Db } from '../db/schema';
import { changeStampOf, type ChangeStamp } from '../db/changeStamp';
import { discountRuleOf } from './villaWindow';
import { bookingSettings, type BookingSettings } from '../portalSettings';
import type { Clock } from '../time';
import { DayGrid, type StayFact } from './availability';
import { dayOf, dayOfInstant, isoOf } from './days';
import { bookingWindowOf } from './stayAssessment';
import { COMMUNITY_DETAILS, PROPERTY_TYPES, propertyTypeName } from './features';
import {
  distinctPackedRules,
  maxDiscountBp,
  packDiscounts,
  packedMostOffBp,
  type DiscountRule,
} from './pricing';
import { NO_CURSOR, readBookingChanges, readChangeCursor, type BookingChangeRow } from './seam';
import { BookableSets } from './bookableSets';
import { priceFloorPence, StayFloors } from './stayFloors';
import { FacetCombos } from './facetCombos';
import { SearchKernel } from './searchKernel';
import { SearchScratch } from './searchScratch';
import { FilterSets } from './filterSets';
import { fullSet, wordsFor } from './villaSets';
import { SearchAnswers } from './searchAnswers';
import { ParsedSearchQueries } from './searchQueries';
import type { BookingStatus } from './tables';

/*
 * The search catalog: every active villa with its filter facts, prices and calendar held in
 * memory (typed arrays), so a search over 10,000 villas, its facet counts and its flexible
 * dates take a few milliseconds. It stays true to the database: before each search it asks
 * for changed bookings (one indexed query) and reloads everything when a villa table changed
 * (the catalog revision), when a booking was deleted, or when the day changes.
 */

const STATUSES: readonly BookingStatus[] = BOOKING_STATUSES;
const STAY_FIELDS = 5;
/** How many version steps the log of changed nights keeps (held answers look back this far). */
const CHANGE_LOG_LENGTH = 256;
/** Stay ids up to this are indexed in a typed array (4 bytes each); larger ones in a Map. */
const LARGEST_DENSE_STAY_ID = 1 << 24;
/** Villas read per round trip while loading: the rows of each part die young. */
const LOAD_PART_VILLAS = 2_000;
/** How long the search-window settings are trusted before they are read again. */
const SETTINGS_TTL_MS = 30_000;
/** Days per bucket of CatalogData.leastRatesFromBlock: short enough for seasons to show in it. */
const FLOOR_BUCKET_DAYS = 8;
/** Every basis point of a price: what an unknown villa's own discounts could take off. */
const ALL_OFF_BP = 10_000;
/** Up to this many distinct discount rules are read for each stay a search prices. */
const DISTINCT_RULES_READ_PER_STAY = 256;
/** A block's least rate where no villa of the block has a rate: above any price. */
const NO_RATE = 0x7fffffff;

/** A count (bedrooms, sleeps, en-suite) is a byte: its histogram has a place for each value. */
export const COUNT_HISTOGRAM_SIZE = 256;

export interface FilterOption {
  value: string;
  label: string;
}

export interface CatalogSection {
  key: FilterSection;
  options: FilterOption[];
}

export interface CatalogVilla {
  id: number;
  code: string;
  name: string;
  communityId: number;
  fullCommunityName: string;
  propertyType: string;
  propertyTypeName: string;
  bedrooms: number;
  bathrooms: number;
  halfBathrooms: number;
  ensuite: number;
  sleeps: number;
  privatePool: boolean;
  poolHeatingPence: number | null;
  commissionBp: number;
  depositPercent: number;
  balanceDueDays: number;
  shortDescription: string;
  /** The villa's images as UTF-8 JSON, read with imagesOf. */
  imagesJson: Buffer;
  /** Feature codes of the villa (accommodation and outdoorliving). */
  features: string[];
  highlight: PropertyHighlight | null;
  discounts: DiscountRule[];
}

export interface VillaImage {
  title: string;
  large: string;
  small: string;
}

/**
 * A villa's images, in order (0 = main image). The catalog keeps them as UTF-8 JSON in a buffer
 * per villa, outside the JavaScript heap, not as an object and two strings per image: at
 * 100,000 villas those were over a million objects and about 100 MB that every full garbage
 * collection marked and moved (115-270 ms of marking on the event loop every 2.5 s under
 * never-asked searches, against 70-90 ms with them in buffers; the same JSON as strings, still
 * on the heap, saved nothing). They are read for a villa's first result card (kept, search.ts)
 * and for an image's caption.
 */
export function imagesOf(villa: CatalogVilla): VillaImage[] {
  const triples = JSON.parse(villa.imagesJson.toString('utf8')) as [string, string, string][];
  return triples.map(([title, large, small]) => ({ title, large, small }));
}

/** A stay as CatalogData.stayFloorFromBlock reads it. */
export interface StayOfBlocks {
  /** The buckets of leastRatesFromBlock its nights fall in. */
  first: number;
  last: number;
  nights: number;
  /** What is left of the price once the most any villa's discounts take off is off. */
  keptBp: number;
}

/** The window a search may ask for, as day numbers and as the contract's limits. */
export interface SearchWindow {
  today: number;
  earliest: number;
  latest: number;
  nightsMin: number;
  nightsMax: number;
  limits: SearchLimits;
}

/** Everything the search reads, built in one go. */
export class CatalogData {
  readonly count: number;
  readonly codes: string[];
  readonly bedrooms: Uint8Array;
  /** Maximum occupancy (the party-size filter and the sleeps order). */
  readonly sleeps: Uint8Array;
  readonly ensuite: Uint8Array;
  readonly typeIndex: Uint8Array;
  readonly communityIndex: Uint16Array;
  /** Bits of every villa's features and community details, `words` Uint32 per villa. */
  readonly featureBits: Uint32Array;
  readonly words: number;
  /**
   * How many feature bits are the villa's own (accommodation and outdoor living, numbered
   * first); the bits after them are community details, which a villa has through its
   * community: `detailBitsOfCommunity` per community row.
   */
  readonly villaFeatureBits: number;
  readonly detailBitsOfCommunity: number[][];
  /** The villas' bedrooms, sleeps, en-suite, type and community as one number per row. */
  readonly facetCombos: FacetCombos;
  /**
   * The search's loops over sets and villas, in WebAssembly (searchKernel.ts), with its own
   * copy of the villas' own feature bits alone, ceil(villaFeatureBits / 32) words per villa,
   * kept apart from featureBits (two words a villa with the community details) so that the
   * reads per result villa are not spread over twice the memory.
   */
  readonly kernel: SearchKernel;
  /** The working arrays each search borrows (searchScratch.ts). */
  readonly scratch: SearchScratch;
  /** Lowest nightly rate within the search window ("Price from"); 0 = none. */
  readonly priceFromPence: Int32Array;
  /**
   * Every villa's discount rules packed into one array for the hot loop (villa v's from
   * discountFrom[v] to discountFrom[v + 1]), and the most they can take off.
   */
  readonly discounts: Int32Array;
  readonly discountFrom: Int32Array;
  readonly maxDiscountBp: Uint16Array;
  /** Position of each villa's stays, so a change re-fills one grid row. */
  /**
   * Stays that take nights, per villa row, flat: id, status, arrival, departure, hold expiry
   * (-1: none) per stay. Numbers, not objects: half a million stays would weigh on every
   * garbage collection.
   */
  readonly stays: number[][];
  /**
   * Booking id -> villa row + 1 (0: none), grown as ids grow: a Map of two million stays
   * would weigh on every garbage collection. Ids beyond LARGEST_DENSE_STAY_ID (a database
   * whose ids are not dense) go to a Map.
   */
  private rowOfStay = new Int32Array(1024);
  private readonly rowOfSparseStay = new Map<number, number>();
  /** Rows with a live hold, and when the first of all those holds lapses. */
  private readonly rowsWithHolds = new Set<number>();
  private nextExpiryMs = Infinity;
  /** Result fields that do not depend on the stay, per villa row, filled as villas are shown. */
  readonly staticResults: (
    | Omit<PropertySearchResult, 'price' | 'deposit' | 'agentCommission' | 'poolHeatingCost'>
    | undefined
  )[] = [];
  /** The instant the grid answers for: searches use it as "now". */
  asOfMs = 0;
  /**
   * Bumped whenever a night of the grid changes (a stay taking or freeing nights, a hold
   * lapsing): an answer computed at one version is the answer to the same query as long as the
   * version stands, or as long as none of the nights it read changed (`nightsChangedSince`).
   */
  version = 0;
  /** The nights each recent version changed (day numbers, `to` exclusive), oldest first. */
  private readonly changedNights: { version: number; from: number; to: number }[] = [];
  readonly indexById = new Map<number, number>();
  /** Every community id, villas or not: filters[community] accepts any of them. */
  readonly communityIds: ReadonlySet<number>;
  /** Option lists per section, in display order. */
  readonly sections: CatalogSection[];
  /** For feature sections: option value -> bit number. */
  readonly bitOf = new Map<string, number>();
  /** For 'any' sections: option value -> index used in typeIndex / communityIndex. */
  readonly typeValues: string[];
  readonly communityValues: number[];
  /**
   * Per block of 32 rows (one word of a villa set) and bucket of FLOOR_BUCKET_DAYS days of
   * the grid, bucket after bucket: the least nightly rate of the bucket at any villa of the
   * block or of any block after it (NO_RATE when none has a rate then). See
   * stayFloorFromBlock.
   */
  private readonly leastRatesFromBlock: Int32Array;
  private readonly blocks: number;
  /**
   * Every villa's discount rules, each distinct rule once: what a stay could have taken off;
   * null when there are too many to read per stay (then mostOffAnyStayBp bounds every stay).
   */
  private readonly allDiscountRules: Int32Array | null;
  private readonly mostOffAnyStayBp: number;
  private sets: FilterSets | null = null;
  private bookableSets: BookableSets | null = null;
  private floors: StayFloors | null = null;
  private priceFromOrder: Int32Array | null = null;

  constructor(
    readonly villas: CatalogVilla[],
    readonly grid: DayGrid,
    readonly window: SearchWindow,
    featureOptions: { section: 'accommodation' | 'outdoorliving'; code: string; name: string }[],
    communityFacilities: Map<number, Set<string>>,
    communityNames: Map<number, string>,
    /** Each row's place in code order: the order of results that tie (rows go by price). */
    readonly codeRank: Int32Array,
  ) {
    const n = villas.length;
    this.count = n;
    this.communityIds = new Set(communityNames.keys());
    this.codes = villas.map((v) => v.code.toLowerCase());
    this.bedrooms = new Uint8Array(n);
    this.sleeps = new Uint8Array(n);
    this.ensuite = new Uint8Array(n);
    this.typeIndex = new Uint8Array(n);
    this.communityIndex = new Uint16Array(n);
    this.priceFromPence = new Int32Array(n);
    const packed = villas.map((v) => packDiscounts(v.discounts));
    this.discountFrom = new Int32Array(n + 1);
    packed.forEach((p, v) => (this.discountFrom[v + 1] = this.discountFrom[v] + p.length));
    this.discounts = new Int32Array(this.discountFrom[n]);
    packed.forEach((p, v) => this.discounts.set(p, this.discountFrom[v]));
    this.maxDiscountBp = Uint16Array.from(villas, (v) => maxDiscountBp(v.discounts));
    this.stays = villas.map(() => []);
    this.allDiscountRules = distinctPackedRules(packed, DISTINCT_RULES_READ_PER_STAY);
    this.mostOffAnyStayBp = this.maxDiscountBp.reduce((most, bp) => Math.max(most, bp), 0);
    this.blocks = wordsFor(n);
    const buckets = Math.ceil(grid.days / FLOOR_BUCKET_DAYS);
    this.leastRatesFromBlock = new Int32Array(this.blocks * buckets);

    // Option lists: only values some villa has, so no option can only ever count 0.
    const has = <T>(values: Iterable<T>) => new Set(values);
    const bedroomValues = [...has(villas.map((v) => v.bedrooms))].sort((a, b) => a - b);
    const sleepsValues = [...has(villas.map((v) => v.sleeps))].sort((a, b) => a - b);
    const ensuiteValues = [...has(villas.map((v) => v.ensuite))]
      .filter((e) => e > 0)
      .sort((a, b) => a - b);
    const presentTypes = has(villas.map((v) => v.propertyType));
    const types = PROPERTY_TYPES.filter((t) => presentTypes.has(t.code));
    this.typeValues = types.map((t) => t.code);
    const presentCommunities = has(villas.map((v) => v.communityId));
    const communities = [...presentCommunities]
      .map((id) => ({ id, name: communityNames.get(id) ?? String(id) }))
      .sort((a, b) => a.name.localeCompare(b.name, 'en-GB'));
    this.communityValues = communities.map((c) => c.id);
    const presentDetails = new Set<string>();
    for (const id of presentCommunities) {
      for (const code of communityFacilities.get(id) ?? []) presentDetails.add(code);
    }
    const details = COMMUNITY_DETAILS.filter((d) => presentDetails.has(d.code));

    let bit = 0;
    for (const f of featureOptions) this.bitOf.set(`${f.section}:${f.code}`, bit++);
    this.villaFeatureBits = bit;
    for (const d of details) this.bitOf.set(`communitydetails:${d.code}`, bit++);
    this.words = Math.max(1, Math.ceil(bit / 32));
    this.featureBits = new Uint32Array(n * this.words);

    this.detailBitsOfCommunity = this.communityValues.map((id) =>
      [...(communityFacilities.get(id) ?? [])].flatMap((code) => {
        const detail = this.bitOf.get(`communitydetails:${code}`);
        return detail === undefined ? [] : [detail];
      }),
    );
    const typePos = new Map(this.typeValues.map((code, i) => [code, i]));
    const communityPos = new Map(this.communityValues.map((id, i) => [id, i]));
    villas.forEach((villa, v) => {
      this.indexById.set(villa.id, v);
      this.bedrooms[v] = villa.bedrooms;
      this.sleeps[v] = villa.sleeps;
      this.ensuite[v] = villa.ensuite;
      this.typeIndex[v] = typePos.get(villa.propertyType) ?? 0;
      this.communityIndex[v] = communityPos.get(villa.communityId) ?? 0;
      const set = (b: number | undefined) => {
        if (b === undefined) return;
        this.featureBits[v * this.words + (b >>> 5)] |= 1 << (b & 31);
      };
      for (const code of villa.features) {
        set(this.bitOf.get(`accommodation:${code}`) ?? this.bitOf.get(`outdoorliving:${code}`));
      }
      for (const code of communityFacilities.get(villa.communityId) ?? []) {
        set(this.bitOf.get(`communitydetails:${code}`));
      }
    });

    const byKey: Record<FilterSection, FilterOption[]> = {
      bedrooms: bedroomValues.map((b) => ({ value: String(b), label: `${b}+ bedrooms` })),
      sleeps: sleepsValues.map((s) => ({ value: String(s), label: `Sleeps ${s}+` })),
      property: types.map((t) => ({ value: t.code, label: t.name })),
      ensuite: ensuiteValues.map((e) => ({ value: String(e), label: `${e}+ en-suite` })),
      accommodation: featureOptions
        .filter((f) => f.section === 'accommodation')
        .map((f) => ({ value: f.code, label: f.name })),
      outdoorliving: featureOptions
        .filter((f) => f.section === 'outdoorliving')
        .map((f) => ({ value: f.code, label: f.name })),
      communitydetails: details.map((d) => ({ value: d.code, label: d.name })),
      community: communities.map((c) => ({ value: String(c.id), label: c.name })),
    };
    this.sections = FILTER_SECTIONS.map((key) => ({ key, options: byKey[key] }));
    this.facetCombos = new FacetCombos(this);
    this.kernel = new SearchKernel({
      count: this.count,
      ownFeatures: {
        bits: ownFeatureBitsOf(this.featureBits, this.words, this.villaFeatureBits),
        stride: Math.ceil(this.villaFeatureBits / 32),
      },
      values: {
        bedrooms: this.bedrooms,
        sleeps: this.sleeps,
        ensuite: this.ensuite,
        typeIndex: this.typeIndex,
        communityIndex: this.communityIndex,
      },
      histogramSizes: {
        bedrooms: COUNT_HISTOGRAM_SIZE,
        sleeps: COUNT_HISTOGRAM_SIZE,
        ensuite: COUNT_HISTOGRAM_SIZE,
        typeIndex: this.typeValues.length,
        communityIndex: this.communityValues.length,
      },
      facetCombos: this.facetCombos,
    });
    this.scratch = new SearchScratch(this.count);
  }

  /**
   * Every filter option as a set of villas, built by the first search (after "Price from" is
   * known) and kept: villa facts do not change while this CatalogData stands.
   */
  get filterSets(): FilterSets {
    this.sets ??= new FilterSets({
      count: this.count,
      codes: this.codes,
      bedrooms: this.bedrooms,
      sleeps: this.sleeps,
      ensuite: this.ensuite,
      typeIndex: this.typeIndex,
      communityIndex: this.communityIndex,
      typeCount: this.typeValues.length,
      communityCount: this.communityValues.length,
      featureBits: this.featureBits,
      words: this.words,
      featureCount: this.bitOf.size,
      priceFromPence: this.priceFromPence,
    });
    return this.sets;
  }

  /**
   * The villas bookable for a stay, as a set shared by the searches of this catalog while the
   * stay's nights stand (bookableSets.ts).
   */
  get bookable(): BookableSets {
    this.bookableSets ??= new BookableSets(this);
    return this.bookableSets;
  }

  /**
   * Per block of 32 rows, a floor under a stay's price at its villas bookable for the stay,
   * shared by the searches of this catalog while the stay's nights stand (stayFloors.ts).
   */
  get stayFloors(): StayFloors {
    this.floors ??= new StayFloors(this);
    return this.floors;
  }

  /**
   * Every row, the lowest "Price from" first, ties in code order: the order of a search
   * without dates, cheapest first (read backwards, dearest first). Made on first use.
   */
  get rowsByPriceFrom(): Readonly<Int32Array> {
    if (this.priceFromOrder === null) {
      const { priceFromPence, codeRank } = this;
      const rows = Int32Array.from({ length: this.count }, (_, v) => v);
      rows.sort((a, b) => priceFromPence[a] - priceFromPence[b] || codeRank[a] - codeRank[b]);
      this.priceFromOrder = rows;
    }
    return this.priceFromOrder;
  }

  /** What is left of a stay's price once the most any villa's discounts take off is off. */
  keptBpOf(arrival: number, nights: number): number {
    return this.stayOfBlocks(arrival, nights).keptBp;
  }

  /**
   * Reads the grid's rates once, day by day so the grid is read in order, into "Price from"
   * (each villa's lowest rate inside the window) and the block least rates (every day of the
   * grid), then each block's least rates from it on. Rates stand while this catalog does.
   */
  readRates() {
    const { grid, window, blocks } = this;
    // Each block's own least rates first, then, in place, the least from it on.
    const leastRates = this.leastRatesFromBlock.fill(NO_RATE);
    const lowestInWindow = this.priceFromPence.fill(0);
    for (let d = grid.start; d < grid.start + grid.days; d += 1) {
      const inWindow = d >= window.earliest && d <= window.latest;
      const bucketAt = Math.floor((d - grid.start) / FLOOR_BUCKET_DAYS) * blocks;
      for (let v = 0; v < this.count; v += 1) {
        const rate = grid.rateOn(v, d);
        if (rate <= 0) continue;
        if (inWindow && (lowestInWindow[v] === 0 || rate < lowestInWindow[v])) {
          lowestInWindow[v] = rate;
        }
        const at = bucketAt + (v >>> 5);
        if (rate < leastRates[at]) leastRates[at] = rate;
      }
    }
    for (let bucketAt = 0; bucketAt < leastRates.length; bucketAt += blocks) {
      let least = NO_RATE;
      for (let w = blocks - 1; w >= 0; w -= 1) {
        least = Math.min(least, leastRates[bucketAt + w]);
        leastRates[bucketAt + w] = least;
      }
    }
  }

  /**
   * A floor under the price of the stay (stayOfBlocks) at any villa of block w (rows 32w to
   * 32w + 31) or of any block after it: each night costs at least the least rate of its bucket
   * at any of them, less the most any villa's discounts take off that stay, less 2 pence
   * (priceFloorPence). Rows go cheapest first, so once a search is past the first blocks
   * holding its villas this floor is above the lowest price found, and no later block can do
   * better.
   */
  stayFloorFromBlock(w: number, stay: StayOfBlocks): number {
    const leastRates = this.leastRatesFromBlock;
    let least = NO_RATE;
    const last = stay.last * this.blocks + w;
    for (let at = stay.first * this.blocks + w; at <= last; at += this.blocks) {
      if (leastRates[at] < least) least = leastRates[at];
    }
    // Any villa of these blocks: its own discounts bounded only by what any villa's rules take.
    return priceFloorPence(stay.nights * least, ALL_OFF_BP, stay.keptBp);
  }

  /** What stayFloorFromBlock needs of a stay, worked out once per stay. */
  stayOfBlocks(arrival: number, nights: number): StayOfBlocks {
    const bucketOf = (day: number) => Math.floor((day - this.grid.start) / FLOOR_BUCKET_DAYS);
    const rules = this.allDiscountRules;
    const mostOffBp = rules
      ? packedMostOffBp(rules, arrival, nights, this.window.today)
      : this.mostOffAnyStayBp;
    return {
      first: bucketOf(arrival),
      last: bucketOf(arrival + nights - 1),
      nights,
      keptBp: 10_000 - mostOffBp,
    };
  }

  /**
   * Applies booking rows (new or changed) and re-fills the grid rows of the villas they
   * belong to, and belonged to: a booking can move to another villa.
   */
  applyBookingRows(rows: readonly BookingChangeRow[], nowMs: number) {
    const touched = new Set<number>();
    const gridStart = this.grid.start;
    for (const row of rows) {
      const previous = this.villaRowOfStay(row.id);
      if (previous >= 0) {
        const list = this.stays[previous];
        for (let i = 0; i < list.length; i += STAY_FIELDS) {
          if (list[i] === row.id) {
            list.splice(i, STAY_FIELDS);
            break;
          }
        }
        this.setVillaRowOfStay(row.id, -1);
        touched.add(previous);
      }
      const v = this.indexById.get(row.villa_id);
      const status = STATUSES.indexOf(row.status);
      if (v === undefined || !statusTakesNights(row.status)) continue;
      const departure = dayOf(row.departure);
      if (departure <= gridStart) continue;
      const expires = row.expires_at ? Date.parse(row.expires_at) : -1;
      this.stays[v].push(row.id, status, dayOf(row.arrival), departure, expires);
      this.setVillaRowOfStay(row.id, v);
      touched.add(v);
    }
    for (const v of touched) this.setStays(v, nowMs);
  }

  /**
   * The first entry of the stays of a freshly built catalog (loadCatalog): per stay id, villa
   * row, status, arrival, departure and hold expiry (-1: none), as numbers, for stays that
   * take nights and end inside the grid. Then every villa's grid row is filled once.
   */
  enterStays(list: Float64Array, count: number, nowMs: number) {
    for (let i = 0; i < count * 6; i += 6) {
      const id = list[i];
      const v = list[i + 1];
      this.stays[v].push(id, list[i + 2], list[i + 3], list[i + 4], list[i + 5]);
      this.setVillaRowOfStay(id, v);
    }
    for (let v = 0; v < this.count; v += 1) {
      if (this.stays[v].length > 0) this.setStays(v, nowMs);
    }
  }

  private villaRowOfStay(id: number): number {
    if (id > LARGEST_DENSE_STAY_ID) return this.rowOfSparseStay.get(id) ?? -1;
    return id < this.rowOfStay.length ? this.rowOfStay[id] - 1 : -1;
  }

  /** v = -1 forgets the stay. */
  private setVillaRowOfStay(id: number, v: number) {
    if (id > LARGEST_DENSE_STAY_ID) {
      if (v < 0) this.rowOfSparseStay.delete(id);
      else this.rowOfSparseStay.set(id, v);
      return;
    }
    if (id >= this.rowOfStay.length) {
      if (v < 0) return;
      const grown = new Int32Array(Math.max(id + 1, this.rowOfStay.length * 2));
      grown.set(this.rowOfStay);
      this.rowOfStay = grown;
    }
    this.rowOfStay[id] = v + 1;
  }

  private *staysOf(v: number): Generator<StayFact> {
    const list = this.stays[v];
    for (let i = 0; i < list.length; i += STAY_FIELDS) {
      yield {
        id: list[i],
        status: STATUSES[list[i + 1]],
        arrival: list[i + 2],
        departure: list[i + 3],
        expiresAtMs: list[i + 4] < 0 ? null : list[i + 4],
      };
    }
  }

  /**
   * Enters the stays of row v as of nowMs and remembers when its first live hold lapses. When
   * a night changed, the version moves on and the nights are logged for held answers.
   */
  private setStays(v: number, nowMs: number) {
    const changed = this.grid.setStays(v, this.staysOf(v), nowMs);
    if (changed) {
      this.version += 1;
      this.changedNights.push({ version: this.version, ...changed });
      if (this.changedNights.length > 2 * CHANGE_LOG_LENGTH) {
        this.changedNights.splice(0, this.changedNights.length - CHANGE_LOG_LENGTH);
      }
    }
    if (this.grid.expiresAtMs[v] < Infinity) {
      this.rowsWithHolds.add(v);
      this.nextExpiryMs = Math.min(this.nextExpiryMs, this.grid.expiresAtMs[v]);
    } else this.rowsWithHolds.delete(v);
  }

  /**
   * The nights changed after `version` (ranges of day numbers, `to` exclusive), or null when
   * the log no longer reaches back that far.
   */
  nightsChangedSince(version: number): { from: number; to: number }[] | null {
    const log = this.changedNights;
    if (version === this.version) return [];
    if (log.length === 0 || log[0].version > version + 1) return null;
    return log.filter((entry) => entry.version > version);
  }

  /** Frees the nights of holds that have lapsed by nowMs (the grid answers as of asOfMs). */
  advanceTo(nowMs: number) {
    if (nowMs >= this.nextExpiryMs) {
      this.nextExpiryMs = Infinity;
      for (const v of [...this.rowsWithHolds]) {
        if (this.grid.expiresAtMs[v] <= nowMs) this.setStays(v, nowMs);
        else this.nextExpiryMs = Math.min(this.nextExpiryMs, this.grid.expiresAtMs[v]);
      }
    }
    this.asOfMs = Math.max(this.asOfMs, nowMs);
  }
}

/**
 * The search window for `today`: the one booking window (stayAssessment.ts), exactly the
 * dates the agent's config carries, so the search lists only stays the villa page and
 * checkout will accept.
 */
export function searchWindowOf(config: BookingSettings, today: number): SearchWindow {
  const window = bookingWindowOf(config, today);
  return {
    today,
    earliest: window.firstArrival,
    latest: window.lastArrival,
    nightsMin: window.nights.min,
    nightsMax: window.nights.max,
    limits: {
      earliestSearchDate: isoOf(window.firstArrival),
      latestSearchDate: isoOf(window.lastArrival),
      nightsMin: window.nights.min,
      nightsMax: window.nights.max,
    },
  };
}

function jsonArray(text: string): { icon?: string }[] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? (value as { icon?: string }[]) : [];
  } catch {
    return [];
  }
}

/** Reads the whole catalog from the database. */
export async function loadCatalog(
  db: Db,
  window: SearchWindow,
  nowMs: number,
): Promise<{
  data: CatalogData;
  cursor: number;
  revisions: { catalog: number; bookingsReset: number };
}> {
  // The grid reaches from the window's start to its last arrival's longest stay.
  const gridStart = window.earliest - FLEXIBLE_DATES_DAYS - 1;
  const gridEnd = window.latest + FLEXIBLE_DATES_DAYS + window.nightsMax + 1;
  const startIso = isoOf(gridStart);

  // The change cursor first: a change made while the rest loads is then read again, never
  // missed.
  const { cursor, revisions } = await readChangeCursor(db);

  const [codeOrder, communityRows, features, highlights, lowestRates] = await Promise.all([
    db
      .selectFrom('villas')
      .innerJoin('villa_descriptions', 'villa_descriptions.villa_id', 'villas.id')
      .selectAll('villas')
      .select('villa_descriptions.short')
      .where('villas.active', '=', 1)
      .orderBy('villas.code')
      .execute(),
    db
      .selectFrom('communities')
      .select(['id', 'name', 'full_name', 'gated', 'facilities'])
      .execute(),
    db
      .selectFrom('features')
      .select(['id', 'section', 'code', 'name'])
      .orderBy('position')
      .execute(),
    db.selectFrom('highlights').selectAll().execute(),
    db
      .selectFrom('seasons')
      .select('villa_id')
      .select((eb) => eb.fn.min('nightly_rate_pence').as('low'))
      .where('date_to', '>=', startIso)
      .groupBy('villa_id')
      .execute(),
  ]);
  // Rows go cheapest first (by a villa's lowest nightly rate): a date's lowest price is then
  // found in the first blocks of rows, and whole blocks after it are passed over
  // (CatalogData.stayFloorFromBlock, stayFloors.ts). Ties keep code order, and code order
  // stays the order of equal results (codeRank).
  const rankOfId = new Map(codeOrder.map((row, rank) => [row.id, rank]));
  const lowestOf = new Map(lowestRates.map((r) => [r.villa_id, Number(r.low)]));
  const cheapness = (id: number) => lowestOf.get(id) ?? Number.MAX_SAFE_INTEGER;
  const villaRows = [...codeOrder].sort((a, b) => cheapness(a.id) - cheapness(b.id));
  const codeRank = Int32Array.from(villaRows, (row) => rankOfId.get(row.id) as number);

  const communityName = new Map(communityRows.map((c) => [c.id, c.name]));
  const communityFullName = new Map(communityRows.map((c) => [c.id, c.full_name]));
  const communityFacilities = new Map<number, Set<string>>();
  for (const c of communityRows) {
    const icons = new Set(jsonArray(c.facilities).map((f) => f.icon ?? ''));
    if (c.gated === 1) icons.add('gate');
    communityFacilities.set(c.id, icons);
  }
  const highlightByCode = new Map(highlights.map((h) => [h.code, h]));
  const featureById = new Map(features.map((f) => [f.id, f]));
  const rowOfId = new Map(villaRows.map((row, v) => [row.id, v]));

  const villas: CatalogVilla[] = new Array<CatalogVilla>(villaRows.length);
  const grid = new DayGrid(gridStart, gridEnd - gridStart, villaRows.length);
  // Stays as numbers (CatalogData.enterStays), never two million objects at once.
  let stays = new Float64Array(6 * 65_536);
  let stayCount = 0;

  // In parts of LOAD_PART_VILLAS villas (by id, so each part is one index range per table):
  // the rows of a part are turned into the catalog's own form before the next part is read,
  // so they die young instead of filling the heap all together.
  const ids = villaRows.map((row) => row.id).sort((a, b) => a - b);
  for (let part = 0; part < ids.length; part += LOAD_PART_VILLAS) {
    const low = ids[part];
    const high = ids[Math.min(part + LOAD_PART_VILLAS, ids.length) - 1];
    const [images, villaFeatures, seasons, discounts, unbookable, stayRows] = await Promise.all([
      db
        .selectFrom('villa_images')
        .select(['villa_id', 'position', 'title', 'large_url', 'small_url'])
        .where('villa_id', '>=', low)
        .where('villa_id', '<=', high)
        .orderBy('villa_id')
        .orderBy('position')
        .execute(),
      db
        .selectFrom('villa_features')
        .select(['villa_id', 'feature_id'])
        .where('villa_id', '>=', low)
        .where('villa_id', '<=', high)
        .execute(),
      db
        .selectFrom('seasons')
        .select(['villa_id', 'date_from', 'date_to', 'nightly_rate_pence', 'min_nights'])
        .where('villa_id', '>=', low)
        .where('villa_id', '<=', high)
        .where('date_to', '>=', startIso)
        // Each villa's seasons in date order (setCalendar lets a later one win); by villa
        // first so the index gives the order.
        .orderBy('villa_id')
        .orderBy('date_from')
        .execute(),
      db
        .selectFrom('discounts')
        .selectAll()
        .where('villa_id', '>=', low)
        .where('villa_id', '<=', high)
        .execute(),
      db
        .selectFrom('villa_unbookable_dates')
        .select(['villa_id', 'date'])
        .where('villa_id', '>=', low)
        .where('villa_id', '<=', high)
        .where('date', '>=', startIso)
        .execute(),
      db
        .selectFrom('bookings')
        .select(['id', 'villa_id', 'status', 'arrival', 'departure', 'expires_at'])
        .where('villa_id', '>=', low)
        .where('villa_id', '<=', high)
        // Not by status here: SQLite would then pick the status index and read every stay.
        .where('departure', '>', startIso)
        .execute(),
    ]);
    const imageRowsOf = byVilla(images);
    const featuresOf = byVilla(villaFeatures);
    const seasonsOf = byVilla(seasons);
    const discountsOf = byVilla(discounts);
    const unbookableOf = byVilla(unbookable);
    for (let i = part; i < Math.min(part + LOAD_PART_VILLAS, ids.length); i += 1) {
      const v = rowOfId.get(ids[i]) as number; // ids are those of villaRows
      const row = villaRows[v];
      const highlight = row.highlight_code ? highlightByCode.get(row.highlight_code) : undefined;
      villas[v] = {
        id: row.id,
        code: row.code,
        name: row.name,
        communityId: row.community_id,
        fullCommunityName: communityFullName.get(row.community_id) ?? '',
        propertyType: row.property_type,
        propertyTypeName: propertyTypeName(row.property_type),
        bedrooms: row.bedrooms,
        bathrooms: row.bathrooms,
        halfBathrooms: row.half_bathrooms,
        ensuite: row.ensuite,
        sleeps: row.max_occupancy,
        privatePool: row.private_pool === 1,
        poolHeatingPence: row.pool_heating_pence,
        commissionBp: row.commission_bp,
        depositPercent: row.deposit_percent,
        balanceDueDays: row.balance_due_days,
        shortDescription: row.short,
        imagesJson: Buffer.from(
          JSON.stringify(
            (imageRowsOf.get(row.id) ?? []).map((i) => [i.title, i.large_url, i.small_url]),
          ),
        ),
        features: (featuresOf.get(row.id) ?? [])
          .map((f) => featureById.get(f.feature_id)?.code)
          .filter((code): code is string => Boolean(code)),
        highlight: highlight
          ? {
              logoUrl: highlight.logo_url,
              name: highlight.name,
              nameDisplay: highlight.name_display,
            }
          : null,
        discounts: (discountsOf.get(row.id) ?? []).map(discountRuleOf),
      };
      grid.setCalendar(v, {
        seasons: (seasonsOf.get(row.id) ?? []).map((season) => ({
          from: dayOf(season.date_from),
          to: dayOf(season.date_to),
          ratePence: season.nightly_rate_pence,
          minNights: season.min_nights,
        })),
        ratesUntil: dayOf(row.rates_until),
        unbookableWeekdays: row.unbookable_weekdays,
        unbookableDates: (unbookableOf.get(row.id) ?? []).map((u) => dayOf(u.date)),
      });
    }
    for (const stay of stayRows) {
      const v = rowOfId.get(stay.villa_id);
      // An inactive villa's id inside the part's range, or a stay that takes no nights.
      if (v === undefined || !statusTakesNights(stay.status)) continue;
      if (stays.length < (stayCount + 1) * 6) {
        const grown = new Float64Array(stays.length * 2);
        grown.set(stays);
        stays = grown;
      }
      const at = stayCount * 6;
      stays[at] = stay.id;
      stays[at + 1] = v;
      stays[at + 2] = STATUSES.indexOf(stay.status);
      stays[at + 3] = dayOf(stay.arrival);
      stays[at + 4] = dayOf(stay.departure);
      stays[at + 5] = stay.expires_at ? Date.parse(stay.expires_at) : -1;
      stayCount += 1;
    }
  }

  const data = new CatalogData(
    villas,
    grid,
    window,
    features
      .filter((f) => f.section === 'accommodation' || f.section === 'outdoorliving')
      .map((f) => ({ section: f.section, code: f.code, name: f.name })),
    communityFacilities,
    communityName,
    codeRank,
  );
  data.readRates();
  data.enterStays(stays, stayCount, nowMs);
  data.advanceTo(nowMs);
  return { data, cursor, revisions };
}

/** The first `ownBits` bits of each villa's `words` words of `featureBits`, packed. */
function ownFeatureBitsOf(featureBits: Uint32Array, words: number, ownBits: number): Uint32Array {
  const mask = fullSet(ownBits); // bits 0 to ownBits - 1, over as many words as they take
  const villas = featureBits.length / words;
  const own = new Uint32Array(villas * mask.length);
  for (let v = 0; v < villas; v += 1) {
    for (let k = 0; k < mask.length; k += 1) {
      own[v * mask.length + k] = featureBits[v * words + k] & mask[k];
    }
  }
  return own;
}

/** Rows grouped by their villa id. */
function byVilla<T extends { villa_id: number }>(rows: readonly T[]): Map<number, T[]> {
  const map = new Map<number, T[]>();
  for (const row of rows) {
    const list = map.get(row.villa_id);
    if (list) list.push(row);
    else map.set(row.villa_id, [row]);
  }
  return map;
}

/**
 * Keeps one CatalogData current for an app. `current()` is what every search calls: it
 * applies booking changes, or reloads, before answering. Concurrent callers share one refresh.
 */
export class SearchCatalog {
  private data: CatalogData | null = null;
  private cursor = NO_CURSOR;
  private revisions = { catalog: -1, bookingsReset: -1 };
  private refreshing: { stamp: ChangeStamp | null; data: Promise<CatalogData> } | null = null;
  /** The database's change stamp when the catalog last read it (changeStamp.ts). */
  private readAtStamp: ChangeStamp | null = null;
  private config: { value: BookingSettings; readAt: number } | null = null;
  private lastWindow: { settings: BookingSettings; window: SearchWindow } | null = null;
  /** Answers already sent, reused while the data they were computed on stands. */
  readonly answers = new SearchAnswers();
  /** Search queries already parsed, for the window of the current data. */
  readonly queries = new ParsedSearchQueries();

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  /** Settings of the search window, re-read every SETTINGS_TTL_MS. */
  private async window(nowMs: number): Promise<SearchWindow> {
    if (!this.config || nowMs - this.config.readAt > SETTINGS_TTL_MS) {
      this.config = {
        value: await bookingSettings(this.db),
        readAt: nowMs,
      };
    }
    // Worked out once per day and settings read, not on every search.
    const today = dayOfInstant(nowMs);
    const last = this.lastWindow;
    if (last?.settings === this.config.value && last.window.today === today) return last.window;
    const window = searchWindowOf(this.config.value, today);
    this.lastWindow = { settings: this.config.value, window };
    return window;
  }

  /**
   * The catalog as of a moment after `askedAt` (performance.now(); a request's arrival): every
   * write committed before it, by this instance or another, is in what it answers.
   */
  async current(askedAt = performance.now()): Promise<CatalogData> {
    // Taken before anything is read: a change after this moment moves it again.
    const stamp = await changeStampOf(this.db, askedAt);
    for (;;) {
      const running = this.refreshing;
      if (running === null) break;
      // A refresh for the same stamp read what this call must see; one for another stamp (or
      // none) may have read before a commit this call knows of: wait, then refresh again.
      if (stamp !== null && running.stamp === stamp) return running.data;
      await running.data.catch(() => undefined);
    }
    const data = this.refresh(stamp).finally(() => {
      this.refreshing = null;
    });
    this.refreshing = { stamp, data };
    return data;
  }

  private async refresh(stamp: ChangeStamp | null): Promise<CatalogData> {
    const nowMs = this.clock();
    const window = await this.window(nowMs);
    const data = this.data;
    const sameWindow =
      data !== null &&
      data.window.today === window.today &&
      data.window.earliest === window.earliest &&
      data.window.latest === window.latest &&
      data.window.nightsMax === window.nightsMax &&
      data.window.nightsMin === window.nightsMin;
    if (data && sameWindow) {
      if (stamp !== null && stamp === this.readAtStamp) {
        // Nothing written since the last read: only the clock moved (holds lapse).
        data.advanceTo(nowMs);
        return data;
      }
      const changes = await readBookingChanges(this.db, this.cursor, isoOf(data.grid.start));
      if (
        changes.revisions.catalog === this.revisions.catalog &&
        changes.revisions.bookingsReset === this.revisions.bookingsReset
      ) {
        if (changes.rows.length > 0) data.applyBookingRows(changes.rows, nowMs);
        data.advanceTo(nowMs);
        this.cursor = changes.cursor;
        this.readAtStamp = stamp;
        return data;
      }
    }
    const loaded = await loadCatalog(this.db, window, nowMs);
    this.data = loaded.data;
    this.cursor = loaded.cursor;
    this.revisions = loaded.revisions;
    this.readAtStamp = stamp;
    return loaded.data;
  }

  /** The villa of an id from the last loaded catalog, without refreshing (images). */
  peekVilla(id: number): CatalogVilla | undefined {
    const index = this.data?.indexById.get(id);
    return index === undefined ? undefined : this.data?.villas[index];
  }

  /** Drops the catalog; the next search loads it afresh. */
  invalidate() {
    this.data = null;
  }
}
