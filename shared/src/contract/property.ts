import * as v from 'valibot';
import { QUICK_SEARCH_MIN_LENGTH } from './constants';
import { DISPLAY_DATE_FORMAT, formatDate } from '../format/dates';
import { isIsoDate } from './days';

/*
 * Villa search: the query of GET /property-search and /villas (the same parameters, so the
 * page's URL is the search), its validation, and the answer. The server parses the query with
 * parseSearchQuery, the page with the very same function (api/src/property/README.md has the
 * rules in words).
 */

/** Results per page when criteria[rpp] is absent. */
export const SEARCH_RPP_DEFAULT = 12;
/** Most results per page a caller may ask for; more is a 422. */
export const SEARCH_RPP_MAX = 50;
/** Longest quick search text (a property code is far shorter). */
export const QUICK_SEARCH_MAX_LENGTH = 20;
/** Flexible dates: arrivals this many days either side of the chosen one. */
export const FLEXIBLE_DATES_DAYS = 3;

/** The filter sections (docs/search.md), in the order the page shows them. */
export const FILTER_SECTIONS = [
  'bedrooms',
  'sleeps',
  'property',
  'ensuite',
  'accommodation',
  'outdoorliving',
  'communitydetails',
  'community',
] as const;
export const filterSectionSchema = v.picklist(FILTER_SECTIONS);
export type FilterSection = v.InferOutput<typeof filterSectionSchema>;

/**
 * How the options ticked in one section combine (sections always combine with "and"):
 * - atLeast: a count; ticking N also selects every higher count (bedrooms, ensuite);
 * - any: a villa has one value, so ticked options combine with "or" (property, community);
 * - all: features; a villa must have every ticked option ("and").
 */
export const filterCombineSchema = v.picklist(['atLeast', 'any', 'all']);
export type FilterCombine = v.InferOutput<typeof filterCombineSchema>;

export const FILTER_SECTION_INFO: Record<FilterSection, { title: string; combine: FilterCombine }> =
  {
    bedrooms: { title: 'Bedrooms', combine: 'atLeast' },
    sleeps: { title: 'Party size (sleeps)', combine: 'atLeast' },
    property: { title: 'Property type', combine: 'any' },
    ensuite: { title: 'En-suite bedrooms', combine: 'atLeast' },
    accommodation: { title: 'Accommodation', combine: 'all' },
    outdoorliving: { title: 'Outdoor living', combine: 'all' },
    communitydetails: { title: 'Community details', combine: 'all' },
    community: { title: 'Community', combine: 'any' },
  };

export const searchFiltersSchema = v.record(filterSectionSchema, v.array(v.string()));
export type SearchFilters = v.InferOutput<typeof searchFiltersSchema>;

/** Sections whose options are whole numbers (counts, or a community id). */
const NUMERIC_SECTIONS: ReadonlySet<FilterSection> = new Set<FilterSection>([
  'bedrooms',
  'sleeps',
  'ensuite',
  'community',
]);

/**
 * The orders a result list can take (criteria[sort]). Ties always go cheapest first, then by
 * the villa's place in the catalog, so every order is total and paging never repeats a villa.
 */
export const SEARCH_SORTS = ['price-asc', 'price-desc', 'bedrooms', 'sleeps'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];
/** The order when criteria[sort] is absent (the spec's only order before sorting existed). */
export const SEARCH_SORT_DEFAULT: SearchSort = 'price-asc';
export const SEARCH_SORT_LABELS: Record<SearchSort, string> = {
  'price-asc': 'Price: low to high',
  'price-desc': 'Price: high to low',
  bedrooms: 'Bedrooms: most first',
  sleeps: 'Sleeps: most first',
};

/** A search as the page and the server understand it, after validation. */
export interface PropertySearchQuery {
  /** YYYY-MM-DD, or null to list villas without dates ("Price from £X per night"). */
  arrival: string | null;
  /** Nights of the stay; null exactly when arrival is null. */
  nights: number | null;
  /** Quick search by property code; '' for none. */
  q: string;
  /** 1-based. */
  page: number;
  rpp: number;
  /** The order of the results. */
  sort: SearchSort;
  /** Ticked options per section; sections with nothing ticked are absent. */
  filters: SearchFilters;
}

/** The search window of the session config (ClientConfig has the same fields). */
export interface SearchLimits {
  earliestSearchDate: string;
  latestSearchDate: string;
  nightsMin: number;
  nightsMax: number;
}

export interface SearchQueryError {
  field: string;
  error: string;
}

export type ParsedSearchQuery =
  { ok: true; query: PropertySearchQuery } | { ok: false; errors: SearchQueryError[] };

/** A query string as Fastify or URLSearchParams give it: repeated keys become arrays. */
export type RawQuery = Record<string, string | string[] | undefined>;

const OPTION_VALUE = /^[a-z0-9][a-z0-9-]{0,39}$/;
/** The criteria parseSearchQuery reads, as criteria[<key>]. */
export const CRITERIA_KEYS = ['arrival', 'nights', 'q', 'page', 'rpp', 'sort'] as const;
export type SearchCriterion = (typeof CRITERIA_KEYS)[number];

/** 2027-03-05 -> "05 Mar 2027", for messages. */
export const displayDate = (iso: string): string => formatDate(iso, DISPLAY_DATE_FORMAT);

const wholeNumber = (message: string) =>
  v.pipe(
    v.string(message),
    v.regex(/^\s*-?\d{1,9}\s*$/, message),
    v.transform((text) => Number(text.trim())),
  );

export const searchMessages = {
  arrivalFormat: 'Arrival date must be a real date written YYYY-MM-DD',
  arrivalWindow: (limits: SearchLimits) =>
    `Arrival date must be between ${displayDate(limits.earliestSearchDate)} and ${displayDate(limits.latestSearchDate)}`,
  nights: (limits: SearchLimits) =>
    `Nights must be a whole number from ${limits.nightsMin} to ${limits.nightsMax}`,
  arrivalNeedsNights: 'Choose the number of nights as well as the arrival date',
  nightsNeedArrival: 'Choose an arrival date as well as the number of nights',
  page: 'Page must be a whole number of 1 or more',
  rpp: `Results per page must be a whole number from 1 to ${SEARCH_RPP_MAX}`,
  sort: `Sort must be one of ${SEARCH_SORTS.join(', ')}`,
  quickSearchShort: `Quick search needs at least ${QUICK_SEARCH_MIN_LENGTH} characters of a property code`,
  quickSearchLong: `Quick search takes at most ${QUICK_SEARCH_MAX_LENGTH} characters`,
  unknownCriterion: (key: string) => `criteria[${key}] is not a search criterion`,
  unknownSection: (key: string) =>
    `"${key}" is not a filter section (use ${FILTER_SECTIONS.join(', ')})`,
  badOption: (section: FilterSection, value: string) =>
    `"${value}" is not an option of ${FILTER_SECTION_INFO[section].title}`,
  repeated: (name: string) => `${name} must be given once`,
} as const;

/** One schema per search window (its limits change once a day): building one costs more than a parse. */
const criteriaSchemas = new WeakMap<SearchLimits, ReturnType<typeof criteriaSchemaOf>>();

/**
 * The criteria schema: every value arrives as text from a query string. Arrival and nights
 * are checked against the session's search window.
 */
export function searchCriteriaSchema(limits: SearchLimits) {
  let schema = criteriaSchemas.get(limits);
  if (schema === undefined) {
    schema = criteriaSchemaOf(limits);
    criteriaSchemas.set(limits, schema);
  }
  return schema;
}

function criteriaSchemaOf(limits: SearchLimits) {
  return v.pipe(
    v.object({
      arrival: v.optional(
        v.pipe(
          v.string(searchMessages.arrivalFormat),
          v.trim(),
          v.check(isIsoDate, searchMessages.arrivalFormat),
          v.check(
            (d) => d >= limits.earliestSearchDate && d <= limits.latestSearchDate,
            searchMessages.arrivalWindow(limits),
          ),
        ),
      ),
      nights: v.optional(
        v.pipe(
          wholeNumber(searchMessages.nights(limits)),
          v.minValue(limits.nightsMin, searchMessages.nights(limits)),
          v.maxValue(limits.nightsMax, searchMessages.nights(limits)),
        ),
      ),
      q: v.optional(
        v.pipe(
          v.string(searchMessages.quickSearchShort),
          v.trim(),
          v.maxLength(QUICK_SEARCH_MAX_LENGTH, searchMessages.quickSearchLong),
          v.check(
            (q) => q.length === 0 || q.length >= QUICK_SEARCH_MIN_LENGTH,
            searchMessages.quickSearchShort,
          ),
        ),
        '',
      ),
      page: v.optional(
        v.pipe(wholeNumber(searchMessages.page), v.minValue(1, searchMessages.page)),
        '1',
      ),
      rpp: v.optional(
        v.pipe(
          wholeNumber(searchMessages.rpp),
          v.minValue(1, searchMessages.rpp),
          v.maxValue(SEARCH_RPP_MAX, searchMessages.rpp),
        ),
        String(SEARCH_RPP_DEFAULT),
      ),
      sort: v.optional(
        v.pipe(
          v.string(searchMessages.sort),
          v.trim(),
          v.picklist(SEARCH_SORTS, searchMessages.sort),
        ),
        SEARCH_SORT_DEFAULT,
      ),
    }),
    v.forward(
      v.check(
        (c) => c.arrival === undefined || c.nights !== undefined,
        searchMessages.arrivalNeedsNights,
      ),
      ['nights'],
    ),
    v.forward(
      v.check(
        (c) => c.nights === undefined || c.arrival !== undefined,
        searchMessages.nightsNeedArrival,
      ),
      ['arrival'],
    ),
  );
}

const bracketKey = /^(criteria|filters)\[([^\]]*)\](\[\])?$/;

function valuesOf(raw: string | string[] | undefined): string[] {
  if (raw === undefined) return [];
  return Array.isArray(raw) ? raw : [raw];
}

/** The option values a section accepts in shape; the server also checks they exist. */
function optionShapeOk(section: FilterSection, value: string): boolean {
  if (NUMERIC_SECTIONS.has(section)) {
    return /^[1-9]\d{0,5}$/.test(value);
  }
  return OPTION_VALUE.test(value);
}

/**
 * Reads criteria[...] and filters[...] from a query string. A filter section may be given as
 * repeated keys (filters[accommodation]=wifi&filters[accommodation]=spa), with [] or as one
 * comma-separated value; empty values are ignored. Other parameters (not criteria or filters)
 * are ignored, so tracking or cache-busting parameters do no harm.
 */
export function parseSearchQuery(raw: RawQuery, limits: SearchLimits): ParsedSearchQuery {
  const errors: SearchQueryError[] = [];
  const criteria: Record<string, string> = {};
  const filters: SearchFilters = {};

  for (const [key, rawValue] of Object.entries(raw)) {
    const match = bracketKey.exec(key);
    if (!match) continue;
    const [, group, name] = match;
    const values = valuesOf(rawValue);
    if (group === 'criteria') {
      if (!(CRITERIA_KEYS as readonly string[]).includes(name)) {
        errors.push({ field: key, error: searchMessages.unknownCriterion(name) });
      } else if (values.length > 1 || name in criteria) {
        errors.push({ field: key, error: searchMessages.repeated(key) });
      } else if (values[0] !== undefined && values[0].trim() !== '') {
        criteria[name] = values[0];
      }
      continue;
    }
    if (!(FILTER_SECTIONS as readonly string[]).includes(name)) {
      errors.push({ field: key, error: searchMessages.unknownSection(name) });
      continue;
    }
    const section = name as FilterSection;
    const options = values
      .flatMap((value) => value.split(','))
      .map((value) => value.trim().toLowerCase())
      .filter((value) => value !== '');
    const bad = options.find((value) => !optionShapeOk(section, value));
    if (bad !== undefined) {
      errors.push({ field: `filters[${section}]`, error: searchMessages.badOption(section, bad) });
      continue;
    }
    if (options.length > 0) {
      const merged = new Set([...(filters[section] ?? []), ...options]);
      filters[section] = [...merged];
    }
  }

  const result = v.safeParse(searchCriteriaSchema(limits), criteria);
  if (!result.success) {
    const seen = new Set<string>();
    for (const issue of result.issues) {
      const path = issue.path?.map((p) => String(p.key)).join('.') ?? '';
      const field = path ? `criteria[${path}]` : 'criteria';
      if (seen.has(field)) continue;
      seen.add(field);
      errors.push({ field, error: issue.message });
    }
  }
  if (errors.length > 0 || !result.success) return { ok: false, errors };

  const c = result.output;
  return {
    ok: true,
    query: {
      arrival: c.arrival ?? null,
      nights: c.nights ?? null,
      q: c.q,
      page: c.page,
      rpp: c.rpp,
      sort: c.sort,
      filters: normaliseFilters(filters),
    },
  };
}

/** Sorted option lists, numeric sections numerically, so equal searches give equal URLs. */
export function normaliseFilters(filters: SearchFilters): SearchFilters {
  const out: SearchFilters = {};
  for (const section of FILTER_SECTIONS) {
    const options = filters[section];
    if (!options || options.length === 0) continue;
    const unique = [...new Set(options)];
    unique.sort(NUMERIC_SECTIONS.has(section) ? (a, b) => Number(a) - Number(b) : undefined);
    out[section] = unique;
  }
  return out;
}

/**
 * The query string of a search, in a fixed order with defaults left out; the page writes it
 * into the URL and links to villas with it. Filter options are comma-separated.
 */
export function searchQueryString(query: Partial<PropertySearchQuery>): string {
  const params = new URLSearchParams();
  if (query.arrival && query.nights) {
    params.set('criteria[arrival]', query.arrival);
    params.set('criteria[nights]', String(query.nights));
  }
  if (query.q) params.set('criteria[q]', query.q);
  if (query.page && query.page > 1) params.set('criteria[page]', String(query.page));
  if (query.rpp && query.rpp !== SEARCH_RPP_DEFAULT) params.set('criteria[rpp]', String(query.rpp));
  if (query.sort && query.sort !== SEARCH_SORT_DEFAULT) params.set('criteria[sort]', query.sort);
  const filters = normaliseFilters(query.filters ?? {});
  for (const section of FILTER_SECTIONS) {
    const options = filters[section];
    if (options) params.set(`filters[${section}]`, options.join(','));
  }
  return params.toString();
}

/** URLSearchParams (the browser's) as a RawQuery: repeated keys become arrays. */
export function rawQueryOf(params: URLSearchParams): RawQuery {
  const raw: Record<string, string | string[]> = {};
  for (const key of new Set(params.keys())) {
    const all = params.getAll(key);
    raw[key] = all.length === 1 ? all[0] : all;
  }
  return raw;
}

/* ---------------------------------------------------------------- answers ---- */

/** Money on the wire: pounds as a number with at most two decimals (pence in the database). */
export const poundsSchema = v.number();
export type Pounds = v.InferOutput<typeof poundsSchema>;

export const propertyImageSchema = v.object({
  imgUrl: v.string(),
  title: v.string(),
});
export type PropertyImage = v.InferOutput<typeof propertyImageSchema>;

export const carouselImagesSchema = v.object({
  /** Large images, e.g. 1200 x 800. */
  l: v.array(propertyImageSchema),
  /** Small images (thumbnails), e.g. 320 x 213. */
  s: v.array(propertyImageSchema),
});
export type CarouselImages = v.InferOutput<typeof carouselImagesSchema>;

export const propertyIconSchema = v.object({
  /** Icon key: bed, bath, sleeps, pool, spa, games, wifi, ... */
  icon: v.string(),
  name: v.string(),
});
export type PropertyIcon = v.InferOutput<typeof propertyIconSchema>;

export const propertyHighlightSchema = v.object({
  logoUrl: v.string(),
  name: v.string(),
  nameDisplay: v.string(),
});
export type PropertyHighlight = v.InferOutput<typeof propertyHighlightSchema>;

export const depositInfoSchema = v.object({
  /** False when the whole amount is due at booking (arrival too close). */
  available: v.boolean(),
  /** The deposit, or the full amount when no deposit is available. */
  amount: poundsSchema,
  /** YYYY-MM-DD the balance is due; null when no deposit is available. */
  balanceDue: v.nullable(v.string()),
});
export type DepositInfo = v.InferOutput<typeof depositInfoSchema>;

export const agentCommissionSchema = v.object({
  /** Percent of the commissionable price, e.g. 10. */
  rate: v.number(),
  amount: poundsSchema,
});
export type AgentCommission = v.InferOutput<typeof agentCommissionSchema>;

export const poolHeatingCostSchema = v.object({
  /** For the stay; equals perNight when the search has no dates. */
  amount: poundsSchema,
  perNight: poundsSchema,
  /** Nights priced; null without dates. */
  nights: v.nullable(v.number()),
});
export type PoolHeatingCost = v.InferOutput<typeof poolHeatingCostSchema>;

/** One villa in the results: the search result fields plus what the card shows (docs/search.md). */
export const propertySearchResultSchema = v.object({
  propertyId: v.number(),
  propertyCode: v.string(),
  villaName: v.string(),
  fullCommunityName: v.string(),
  communityId: v.number(),
  propertyTypeName: v.string(),
  bedrooms: v.number(),
  bathrooms: v.number(),
  ensuite: v.number(),
  sleeps: v.number(),
  image: propertyImageSchema,
  carouselImages: carouselImagesSchema,
  description: v.string(),
  descriptionPoints: v.array(v.string()),
  icons: v.array(propertyIconSchema),
  /** total for a search with dates, perNight ("Price from £X per night") without. */
  price: v.object({
    type: v.picklist(['perNight', 'total']),
    amount: poundsSchema,
  }),
  /** null without dates. */
  deposit: v.nullable(depositInfoSchema),
  /** Sent to agents; the page shows it only in agent view. null without dates. */
  agentCommission: v.nullable(agentCommissionSchema),
  /** null when the villa offers no pool heating. Not commissionable. */
  poolHeatingCost: v.nullable(poolHeatingCostSchema),
  highlight: v.nullable(propertyHighlightSchema),
});
export type PropertySearchResult = v.InferOutput<typeof propertySearchResultSchema>;

export const flexibleDateSchema = v.object({
  arrival: v.string(),
  departure: v.string(),
  nights: v.number(),
  /** Villas bookable for that stay that match the filters and quick search. */
  count: v.number(),
  /** Lowest total price among them; null when count is 0. */
  lowestPrice: v.nullable(poundsSchema),
  /** The searched arrival. */
  selected: v.boolean(),
});
export type FlexibleDate = v.InferOutput<typeof flexibleDateSchema>;

export const filterOptionCountSchema = v.object({
  value: v.string(),
  label: v.string(),
  /** How many villas the search would give with this option ticked (see the README). */
  count: v.number(),
  selected: v.boolean(),
});
export type FilterOptionCount = v.InferOutput<typeof filterOptionCountSchema>;

export const filterSectionCountsSchema = v.object({
  key: filterSectionSchema,
  title: v.string(),
  combine: filterCombineSchema,
  options: v.array(filterOptionCountSchema),
});
export type FilterSectionCounts = v.InferOutput<typeof filterSectionCountsSchema>;

export const filterCountsAndOtherCountsSchema = v.object({
  sections: v.array(filterSectionCountsSchema),
  otherCounts: v.object({
    /** Villas bookable for the stay (all villas without dates), before filters and quick search. */
    bookable: v.number(),
    /** Villas matching everything: equals propertiesTotal. */
    matching: v.number(),
    /** Villas in the portfolio. */
    portfolio: v.number(),
  }),
});
export type FilterCountsAndOtherCounts = v.InferOutput<typeof filterCountsAndOtherCountsSchema>;

export const propertySearchResponseSchema = v.object({
  criteria: v.object({
    arrival: v.nullable(v.string()),
    departure: v.nullable(v.string()),
    nights: v.nullable(v.number()),
    /** The page answered: a page past the last one is answered with the last one. */
    page: v.number(),
    rpp: v.number(),
    sort: v.picklist(SEARCH_SORTS),
    q: v.string(),
    pages: v.number(),
  }),
  /** The filters applied, normalised. */
  filters: searchFiltersSchema,
  flexibleDates: v.array(flexibleDateSchema),
  filterCountsAndOtherCounts: filterCountsAndOtherCountsSchema,
  properties: v.array(propertySearchResultSchema),
  propertiesTotal: v.number(),
});
export type PropertySearchResponse = v.InferOutput<typeof propertySearchResponseSchema>;
