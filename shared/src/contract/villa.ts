import * as v from 'valibot';
import { fieldLabels } from './agentOffice';
import { chosenExtraSchema, stayProblemSchema } from './booking';
import { communityDistancesSchema } from './content';
import { isIsoDate } from './days';
import { emailField } from './validation';
import {
  agentCommissionSchema,
  carouselImagesSchema,
  depositInfoSchema,
  poolHeatingCostSchema,
  poundsSchema,
  propertyHighlightSchema,
  propertyIconSchema,
} from './property';

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

export const villaCommunitySchema = v.object({
  comId: v.number(),
  comName: v.string(),
  fullName: v.string(),
  shortDesc: v.string(),
  /** A link to the community on a public map. */
  mapUrl: v.string(),
  /** Estimated drive minutes (free-flowing traffic) to the parks and the airport. */
  distances: communityDistancesSchema,
  lat: v.nullable(v.number()),
  lon: v.nullable(v.number()),
  /** The position, and so the drive minutes, are estimates: the page says "about". */
  coordApproximate: v.boolean(),
});
export type VillaCommunity = v.InferOutput<typeof villaCommunitySchema>;

export const villaCountsSchema = v.object({
  /** Maximum occupancy, excluding infants in cots. */
  maxOccupancy: v.number(),
  bathrooms: v.number(),
  /** Additional (half) bathrooms. */
  additionalBathrooms: v.number(),
  king: v.number(),
  queen: v.number(),
  double_full: v.number(),
  single: v.number(),
  ensuite: v.number(),
  /** Square footage (ft). */
  sqft: v.number(),
  floors: v.number(),
});
export type VillaCounts = v.InferOutput<typeof villaCountsSchema>;

export const villaRoomSchema = v.object({
  name: v.string(),
  /** Beds of a bedroom, fittings of a bathroom. */
  description: v.string(),
  ensuite: v.boolean(),
  floor: v.number(),
});
export type VillaRoom = v.InferOutput<typeof villaRoomSchema>;

export const villaDescriptionsSchema = v.object({
  short: v.string(),
  intro: v.string(),
  living: v.string(),
  bedroom: v.string(),
  entertainment: v.string(),
  outdoor: v.string(),
  disabledMods: v.string(),
  poolSafety: v.string(),
});
export type VillaDescriptions = v.InferOutput<typeof villaDescriptionsSchema>;

export const testimonialSchema = v.object({
  headline: v.string(),
  testimonial: v.string(),
  displayName: v.string(),
  /** YYYY-MM: when the guests stayed. */
  stayed: v.string(),
  /** 1 to 5. */
  rating: v.number(),
  /** The owner's response; null when there is none. */
  response: v.nullable(v.string()),
});
export type Testimonial = v.InferOutput<typeof testimonialSchema>;

/** A feature of the villa in one of the filter sections (accommodation, outdoorliving). */
export const villaFeatureSchema = v.object({
  section: v.picklist(['accommodation', 'outdoorliving']),
  code: v.string(),
  name: v.string(),
  icon: v.string(),
});
export type VillaFeature = v.InferOutput<typeof villaFeatureSchema>;

export const villaPropertySchema = v.object({
  villaId: v.number(),
  /** The same as villaId (the search calls it propertyId). */
  propertyId: v.number(),
  villaCode: v.string(),
  villaName: v.string(),
  bedrooms: v.number(),
  propertyTypeName: v.string(),
  community: villaCommunitySchema,
  counts: villaCountsSchema,
  bedBath: v.object({
    bedrooms: v.array(villaRoomSchema),
    bathrooms: v.array(villaRoomSchema),
  }),
  /** Facilities, one icon each. */
  icons: v.array(propertyIconSchema),
  features: v.array(villaFeatureSchema),
  images: carouselImagesSchema,
  descriptions: villaDescriptionsSchema,
  /** Newest first. */
  testimonials: v.array(testimonialSchema),
  highlight: v.nullable(propertyHighlightSchema),
  /** The villa's own position; null when not recorded (the map then uses the community). */
  lat: v.nullable(v.number()),
  lon: v.nullable(v.number()),
  privatePool: v.boolean(),
});
export type VillaProperty = v.InferOutput<typeof villaPropertySchema>;

/* --------------------------------------------------------- calendar data ---- */

/** Days from dateFrom to dateTo, both included (YYYY-MM-DD). */
export const dateRangeSchema = v.object({
  dateFrom: v.string(),
  dateTo: v.string(),
});
export type DateRange = v.InferOutput<typeof dateRangeSchema>;

export const calendarSeasonSchema = v.object({
  ...dateRangeSchema.entries,
  seasons_id: v.number(),
  /** LOW, MID, HIGH or PEAK. */
  season: v.string(),
  name: v.string(),
  /** Fewest nights of a stay that arrives in this season. */
  minNights: v.number(),
  pricePerNight: poundsSchema,
});
export type CalendarSeason = v.InferOutput<typeof calendarSeasonSchema>;

export const calendarDataSchema = v.object({
  /** First day of the current month and last day of the 24th month. */
  from: v.string(),
  to: v.string(),
  /** The server's today. */
  today: v.string(),
  /** Earliest arrival an agent may book (the search window's start); days before are past. */
  firstArrival: v.string(),
  /** Latest arrival an agent may book (the search window's end); later days are not open yet. */
  lastArrival: v.string(),
  /** Nights taken by bookings and live holds: first night to last night (departure - 1). */
  bookings: v.array(dateRangeSchema),
  /** Days a stay may not start on (shown with *). */
  unbookableDates: v.array(v.string()),
  /** Nights without a rate. */
  ratesNotAvailable: v.array(dateRangeSchema),
  seasons: v.array(calendarSeasonSchema),
});
export type CalendarData = v.InferOutput<typeof calendarDataSchema>;

/* -------------------------------------------------------------- pricing ---- */

export const stayDiscountSchema = v.object({
  discountType: v.string(),
  name: v.string(),
  amount: poundsSchema,
});
export type StayDiscount = v.InferOutput<typeof stayDiscountSchema>;

export const stayTotalSchema = v.object({
  totalPrice: poundsSchema,
  originalPrice: poundsSchema,
  discounts: v.array(stayDiscountSchema),
});
export type StayTotal = v.InferOutput<typeof stayTotalSchema>;

export const villaPricingSchema = v.object({
  /** Lowest nightly rate within the search window ("Price from £X per night"); null if none. */
  priceFrom: v.nullable(poundsSchema),
  /** The stay's price; null without a stay or when the stay cannot be booked. */
  total: v.nullable(stayTotalSchema),
  /** Sent to agents; shown only in agent view. */
  agentCommission: v.nullable(agentCommissionSchema),
  /** Optional, not commissionable, not in totalPrice; null when the villa has none. */
  poolHeating: v.nullable(poolHeatingCostSchema),
});
export type VillaPricing = v.InferOutput<typeof villaPricingSchema>;

export const proposedDatesSchema = v.object({
  arrival: v.string(),
  departure: v.string(),
  nights: v.number(),
  available: v.boolean(),
  /** Why not, when not available. */
  problem: v.nullable(stayProblemSchema),
  message: v.nullable(v.string()),
});
export type ProposedDates = v.InferOutput<typeof proposedDatesSchema>;

export const villaLinkSchema = v.object({
  propertyId: v.number(),
  propertyCode: v.string(),
  villaName: v.string(),
  /** The villa page's query for it: the same search with criteria[page] = its place, rpp 1. */
  query: v.string(),
});
export type VillaLink = v.InferOutput<typeof villaLinkSchema>;

export const villaPaginationSchema = v.object({
  /** 1-based place of this villa in the search results. */
  position: v.number(),
  total: v.number(),
  previous: v.nullable(villaLinkSchema),
  next: v.nullable(villaLinkSchema),
  /** The search page's query (results page that holds this villa). */
  searchQuery: v.string(),
});
export type VillaPagination = v.InferOutput<typeof villaPaginationSchema>;

/** GET /property/{id}?{query} */
export const propertyDetailResponseSchema = v.object({
  property: villaPropertySchema,
  calendarData: calendarDataSchema,
  /** null when the page was not reached from a search (or the villa is no longer in it). */
  pagination: v.nullable(villaPaginationSchema),
  pricing: villaPricingSchema,
  deposit: v.nullable(depositInfoSchema),
  /** The stay asked for; null without one. */
  proposedDates: v.nullable(proposedDatesSchema),
  nightsBookable: v.object({
    min: v.number(),
    max: v.number(),
  }),
});
export type PropertyDetailResponse = v.InferOutput<typeof propertyDetailResponseSchema>;

/* ---------------------------------------------------------- night options ---- */

export const nightOptionSchema = v.object({
  nights: v.number(),
  /** e.g. "7 nights (departing Sat 13 Mar 2027)". */
  name: v.string(),
  disabled: v.boolean(),
  /** The stay's total price; null when disabled. */
  totalPrice: v.nullable(poundsSchema),
});
export type NightOption = v.InferOutput<typeof nightOptionSchema>;

/** GET /property-nights-options/{id}/{date} */
export const nightsOptionsResponseSchema = v.union([
  v.object({
    nightOptions: v.array(nightOptionSchema),
  }),
  v.object({
    cannotBeBookedFromThisNight: v.literal(true),
    problem: stayProblemSchema,
    message: v.string(),
  }),
]);
export type NightsOptionsResponse = v.InferOutput<typeof nightsOptionsResponseSchema>;

/* ----------------------------------------------------------------- quotes ---- */

const wholeNumberIn = (message: string, min: number, max: number) =>
  v.pipe(
    v.union([v.number(message), v.pipe(v.string(message), v.regex(/^\s*\d{1,9}\s*$/, message))]),
    v.transform((value) => (typeof value === 'number' ? value : Number(value.trim()))),
    v.check((n) => Number.isInteger(n) && n >= min && n <= max, message),
  );

/**
 * POST /quotes: a quotation for one stay, with its extras, in one request (all or nothing);
 * nights are checked against the config on the server. The agent's valid quotation of the same
 * stay and extras (and customer), still at today's price, is answered instead of a new one.
 */
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
  /**
   * The other optional extras of the quotation, each checked against the villa (the booking
   * domain's one extraFits rule): one refused is a 422 at `extras.{i}.extraId` and no quotation
   * is made. Pool heating (extra 12) may be given here instead of poolHeating.
   */
  extras: v.optional(
    v.pipe(v.array(chosenExtraSchema, 'Extras must be a list'), v.maxLength(50)),
    [],
  ),
  /**
   * The customer, when known: a quotation already e-mailed to someone else is not reused for
   * them (one quotation per agent, villa, stay, extras and customer while it is valid).
   */
  customerEmail: v.optional(emailField(fieldLabels.recipientEmail)),
});
export type CreateQuoteRequest = v.InferInput<typeof createQuoteSchema>;

export const quoteSummarySchema = v.object({
  bookRef: v.string(),
  propertyId: v.number(),
  propertyCode: v.string(),
  arrival: v.string(),
  departure: v.string(),
  nights: v.number(),
  totalPrice: poundsSchema,
  originalPrice: poundsSchema,
  discounts: v.array(stayDiscountSchema),
  poolHeating: v.nullable(poundsSchema),
  /** totalPrice plus the extras (pool heating and any other). */
  quoteTotal: poundsSchema,
  deposit: depositInfoSchema,
  agentCommission: agentCommissionSchema,
  /** YYYY-MM-DD: the last day the quote can be booked. */
  expires: v.string(),
  /** Where the quote's PDF downloads from, relative to the API. */
  pdfPath: v.string(),
});
export type QuoteSummary = v.InferOutput<typeof quoteSummarySchema>;

/** POST /quotes answer (201). */
export const createQuoteResponseSchema = v.object({
  quote: quoteSummarySchema,
  /** True when the agent's quotation of this stay, made earlier and still valid, is answered. */
  reused: v.boolean(),
});
export type CreateQuoteResponse = v.InferOutput<typeof createQuoteResponseSchema>;
