import * as v from 'valibot';
import type { CommunityDistances } from './content';
import type {
  AgentCommission,
  CarouselImages,
  DepositInfo,
  PoolHeatingCost,
  Pounds,
  PropertyHighlight,
  PropertyIcon,
} from './property';
import { isIsoDate } from './property';
import type { StayProblem } from './stayLifecycle';

/*
 * Villa detail (docs/villa.md): GET /property/{id}, GET
 * /property-nights-options/{id}/{date}, quotes and property sheets. api/src/villa/README.md
 * has the rules in words.
 */

/* ------------------------------------------------------------------ query ---- */

/**
 * The villa page's URL query, which GET /property/{id} takes as it is:
 * - the search that led here (criteria[...] and filters[...], exactly as /villas writes them),
 *   used only for the previous / next villa;
 * - the stay the agent is looking at: `arrival` (YYYY-MM-DD) and `nights`. Without them the
 *   search's own dates are the stay.
 */
export const STAY_PARAMS = { arrival: 'arrival', nights: 'nights' } as const;

export const villaMessages = {
  arrivalFormat: 'Arrival date must be a real date written YYYY-MM-DD',
  nightsFormat: (min: number, max: number) => `Nights must be a whole number from ${min} to ${max}`,
  arrivalNeedsNights: 'Choose the number of nights as well as the arrival date',
  nightsNeedArrival: 'Choose an arrival date as well as the number of nights',
  propertyId: 'Property must be a villa of the portfolio',
} as const;

/* -------------------------------------------------------------- property ---- */

export interface VillaCommunity {
  comId: number;
  comName: string;
  fullName: string;
  shortDesc: string;
  /** A link to the community on a public map. */
  mapUrl: string;
  /** Estimated drive minutes (free-flowing traffic) to the parks and the airport. */
  distances: CommunityDistances;
  lat: number | null;
  lon: number | null;
}

export interface VillaCounts {
  /** Maximum occupancy, excluding infants in cots. */
  maxOccupancy: number;
  bathrooms: number;
  /** Additional (half) bathrooms. */
  additionalBathrooms: number;
  king: number;
  queen: number;
  double_full: number;
  single: number;
  ensuite: number;
  /** Square footage (ft). */
  sqft: number;
  floors: number;
}

export interface VillaRoom {
  name: string;
  /** Beds of a bedroom, fittings of a bathroom. */
  description: string;
  ensuite: boolean;
  floor: number;
}

export interface VillaDescriptions {
  short: string;
  intro: string;
  living: string;
  bedroom: string;
  entertainment: string;
  outdoor: string;
  disabledMods: string;
  poolSafety: string;
}

export interface Testimonial {
  headline: string;
  testimonial: string;
  displayName: string;
  /** YYYY-MM: when the guests stayed. */
  stayed: string;
  /** 1 to 5. */
  rating: number;
  /** The owner's response; null when there is none. */
  response: string | null;
}

/** A feature of the villa in one of the filter sections (accommodation, outdoorliving). */
export interface VillaFeature {
  section: 'accommodation' | 'outdoorliving';
  code: string;
  name: string;
  icon: string;
}

export interface VillaProperty {
  villaId: number;
  /** The same as villaId (the search calls it propertyId). */
  propertyId: number;
  villaCode: string;
  villaName: string;
  bedrooms: number;
  propertyTypeName: string;
  community: VillaCommunity;
  counts: VillaCounts;
  bedBath: { bedrooms: VillaRoom[]; bathrooms: VillaRoom[] };
  /** Facilities, one icon each. */
  icons: PropertyIcon[];
  features: VillaFeature[];
  images: CarouselImages;
  descriptions: VillaDescriptions;
  /** Newest first. */
  testimonials: Testimonial[];
  highlight: PropertyHighlight | null;
  /** The villa's own position; null when not recorded (the map then uses the community). */
  lat: number | null;
  lon: number | null;
  privatePool: boolean;
}

/* --------------------------------------------------------- calendar data ---- */

/** Days from dateFrom to dateTo, both included (YYYY-MM-DD). */
export interface DateRange {
  dateFrom: string;
  dateTo: string;
}

export interface CalendarSeason extends DateRange {
  seasons_id: number;
  /** LOW, MID, HIGH or PEAK. */
  season: string;
  name: string;
  /** Fewest nights of a stay that arrives in this season. */
  minNights: number;
  pricePerNight: Pounds;
}

export interface CalendarData {
  /** First day of the current month and last day of the 24th month. */
  from: string;
  to: string;
  /** The server's today. */
  today: string;
  /** Earliest arrival an agent may book (the search window's start); days before are past. */
  firstArrival: string;
  /** Latest arrival an agent may book (the search window's end); later days are not open yet. */
  lastArrival: string;
  /** Nights taken by bookings and live holds: first night to last night (departure - 1). */
  bookings: DateRange[];
  /** Days a stay may not start on (shown with *). */
  unbookableDates: string[];
  /** Nights without a rate. */
  ratesNotAvailable: DateRange[];
  seasons: CalendarSeason[];
}

/* -------------------------------------------------------------- pricing ---- */

export interface StayDiscount {
  discountType: string;
  name: string;
  amount: Pounds;
}

export interface StayTotal {
  totalPrice: Pounds;
  originalPrice: Pounds;
  discounts: StayDiscount[];
}

export interface VillaPricing {
  /** Lowest nightly rate within the search window ("Price from £X per night"); null if none. */
  priceFrom: Pounds | null;
  /** The stay's price; null without a stay or when the stay cannot be booked. */
  total: StayTotal | null;
  /** Sent to agents; shown only in agent view. */
  agentCommission: AgentCommission | null;
  /** Optional, not commissionable, not in totalPrice; null when the villa has none. */
  poolHeating: PoolHeatingCost | null;
}

export interface ProposedDates {
  arrival: string;
  departure: string;
  nights: number;
  available: boolean;
  /** Why not, when not available. */
  problem: StayProblem | null;
  message: string | null;
}

export interface VillaLink {
  propertyId: number;
  propertyCode: string;
  villaName: string;
  /** The villa page's query for it: the same search with criteria[page] = its place, rpp 1. */
  query: string;
}

export interface VillaPagination {
  /** 1-based place of this villa in the search results. */
  position: number;
  total: number;
  previous: VillaLink | null;
  next: VillaLink | null;
  /** The search page's query (results page that holds this villa). */
  searchQuery: string;
}

/** GET /property/{id}?{query} */
export interface PropertyDetailResponse {
  property: VillaProperty;
  calendarData: CalendarData;
  /** null when the page was not reached from a search (or the villa is no longer in it). */
  pagination: VillaPagination | null;
  pricing: VillaPricing;
  deposit: DepositInfo | null;
  /** The stay asked for; null without one. */
  proposedDates: ProposedDates | null;
  nightsBookable: { min: number; max: number };
}

/* ---------------------------------------------------------- night options ---- */

export interface NightOption {
  nights: number;
  /** e.g. "7 nights (departing Sat 13 Mar 2027)". */
  name: string;
  disabled: boolean;
  /** The stay's total price; null when disabled. */
  totalPrice: Pounds | null;
}

/** GET /property-nights-options/{id}/{date} */
export type NightsOptionsResponse =
  | { nightOptions: NightOption[] }
  | { cannotBeBookedFromThisNight: true; problem: StayProblem; message: string };

/* ----------------------------------------------------------------- quotes ---- */

const wholeNumberIn = (message: string, min: number, max: number) =>
  v.pipe(
    v.union([v.number(message), v.pipe(v.string(message), v.regex(/^\s*\d{1,9}\s*$/, message))]),
    v.transform((value) => (typeof value === 'number' ? value : Number(value.trim()))),
    v.check((n) => Number.isInteger(n) && n >= min && n <= max, message),
  );

/** POST /quotes: a quotation for one stay; nights are checked against the config on the server. */
export const createQuoteSchema = v.object({
  propertyId: wholeNumberIn(villaMessages.propertyId, 1, 2_147_483_647),
  arrival: v.pipe(
    v.string(villaMessages.arrivalFormat),
    v.trim(),
    v.check(isIsoDate, villaMessages.arrivalFormat),
  ),
  nights: wholeNumberIn(villaMessages.nightsFormat(1, 365), 1, 365),
  /** Add pool heating for every night (an optional extra, not commissionable). */
  poolHeating: v.optional(v.boolean('Pool heating must be yes or no'), false),
});
export type CreateQuoteRequest = v.InferInput<typeof createQuoteSchema>;

export interface QuoteSummary {
  bookRef: string;
  propertyId: number;
  propertyCode: string;
  arrival: string;
  departure: string;
  nights: number;
  totalPrice: Pounds;
  originalPrice: Pounds;
  discounts: StayDiscount[];
  poolHeating: Pounds | null;
  /** totalPrice plus the extras. */
  quoteTotal: Pounds;
  deposit: DepositInfo;
  agentCommission: AgentCommission;
  /** YYYY-MM-DD: the last day the quote can be booked. */
  expires: string;
  /** Where the quote's PDF downloads from, relative to the API. */
  pdfPath: string;
}

/** POST /quotes answer (201). */
export interface CreateQuoteResponse {
  quote: QuoteSummary;
}

/* ------------------------------------------------------------------- PDFs ---- */

/** The property sheet PDF of a villa (relative to the API); the stay's prices when given. */
export function propertySheetPath(
  propertyId: number,
  stay?: { arrival: string; nights: number } | null,
) {
  const base = `/property/${propertyId}/sheet.pdf`;
  return stay ? `${base}?arrival=${stay.arrival}&nights=${stay.nights}` : base;
}

/** The PDF of a quotation (relative to the API). */
export const quotePdfPath = (bookRef: string) => `/quotes/${encodeURIComponent(bookRef)}/pdf`;
