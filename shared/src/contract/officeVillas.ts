import * as v from 'valibot';
import { messages } from './validation';
import {
  villaCountsSchema,
  villaDescriptionsSchema,
  villaFeatureSchema,
  villaRoomSchema,
  testimonialSchema,
} from './villa';
import { villaStatusSchema, type VillaStatus } from './villaStatus';

/*
 * The provider's office writes a villa in the shape agents read it (the `property` of
 * GET /property/{id}) plus the office's own terms. The one schema here checks the office form
 * and POST / PATCH /office/villas alike (api/src/office/villas/README.md has the rules in words):
 * what a field may hold, its message, and the defaults of a new villa.
 */

/* ----------------------------------------------------------------- limits ---- */

export const OFFICE_VILLA_LIMITS = {
  codeMin: 2,
  codeMax: 12,
  nameMax: 80,
  bedrooms: { min: 1, max: 20 },
  maxOccupancy: { min: 1, max: 50 },
  bathrooms: { min: 1, max: 20 },
  additionalBathrooms: { min: 0, max: 10 },
  beds: { min: 0, max: 40 },
  ensuite: { min: 0, max: 20 },
  sqft: { min: 100, max: 50_000 },
  floors: { min: 1, max: 5 },
  roomNameMax: 60,
  roomDescriptionMax: 200,
  roomsMax: 30,
  featuresMax: 40,
  shortMax: 300,
  descriptionMax: 4000,
  testimonialsMax: 30,
  headlineMax: 120,
  testimonialMax: 2000,
  displayNameMax: 80,
  commissionRate: { min: 0, max: 30 },
  depositPercent: { min: 0, max: 100 },
  balanceDueDays: { min: 0, max: 365 },
  poolHeatingPerNight: { min: 0.01, max: 500 },
  /** Office list: villas per page. */
  listPageSize: 50,
  listPageSizeMax: 200,
  queryMax: 80,
} as const;

/**
 * The property types: the code the search's `property` filter ticks, the name agents read
 * (propertyTypeName), which is what the office writes.
 */
export const PROPERTY_TYPES = [
  { code: 'townhouse', name: 'Townhouse' },
  { code: 'villa', name: 'Villa' },
  { code: 'executive-home', name: 'Executive Home' },
  { code: 'estate-home', name: 'Estate Home' },
] as const;
export type PropertyTypeName = (typeof PROPERTY_TYPES)[number]['name'];
export const PROPERTY_TYPE_NAMES: readonly PropertyTypeName[] = PROPERTY_TYPES.map((t) => t.name);

/** Each field's name for people: the form's labels and the messages' subjects. */
export const officeVillaLabels = {
  villaCode: 'Villa code',
  villaName: 'Villa name',
  propertyTypeName: 'Property type',
  bedrooms: 'Bedrooms',
  comId: 'Community',
  maxOccupancy: 'Maximum occupancy',
  bathrooms: 'Bathrooms',
  additionalBathrooms: 'Additional bathrooms',
  king: 'King beds',
  queen: 'Queen beds',
  double_full: 'Double/full beds',
  single: 'Single beds',
  ensuite: 'En-suite bedrooms',
  sqft: 'Square footage (ft)',
  floors: 'Number of floors',
  roomName: 'Room name',
  roomDescription: 'Room description',
  roomFloor: 'Floor',
  featureCode: 'Facility',
  short: 'Short description',
  intro: 'Villa details',
  living: 'Living accommodation',
  bedroom: 'Bedroom description',
  entertainment: 'Entertainment',
  outdoor: 'Outdoor living',
  disabledMods: 'Accessibility',
  poolSafety: 'Pool safety',
  headline: 'Headline',
  testimonial: 'Testimonial',
  displayName: 'Guest name',
  stayed: 'Month of stay',
  rating: 'Rating',
  response: 'Response',
  highlightCode: 'Highlight',
  lat: 'Latitude',
  lon: 'Longitude',
  privatePool: 'Private pool',
  status: 'Status',
  commissionRate: 'Agent commission (%)',
  depositPercent: 'Deposit (%)',
  balanceDueDays: 'Balance due (days before arrival)',
  poolHeatingPerNight: 'Pool heating per night (£)',
} as const;

const L = officeVillaLabels;

export const officeVillaMessages = {
  code: `Villa code must be ${OFFICE_VILLA_LIMITS.codeMin} to ${OFFICE_VILLA_LIMITS.codeMax} letters and digits`,
  codeTaken: 'Another villa already has this code',
  wholeNumber: (label: string, range: { min: number; max: number }) =>
    `${label} must be a whole number from ${range.min} to ${range.max}`,
  number: (label: string, range: { min: number; max: number }) =>
    `${label} must be a number from ${range.min} to ${range.max}`,
  decimals: (label: string) => `${label} must have at most 2 decimal places`,
  propertyType: `Property type must be one of ${PROPERTY_TYPE_NAMES.join(', ')}`,
  community: 'Community is required',
  unknownCommunity: 'Community is not one of the portal’s communities',
  unknownFeature: 'Facility is not one the portal offers',
  unknownHighlight: 'Highlight is not one the portal offers',
  ensuiteOverBedrooms: 'En-suite bedrooms cannot be more than bedrooms',
  poolHeatingNeedsPool: 'Pool heating needs a private pool',
  latLonTogether: 'Give latitude and longitude together, or neither',
  stayed: 'Month of stay must be written YYYY-MM',
  yesNo: (label: string) => `${label} must be yes or no`,
  newIsDraft: 'A new villa starts as a draft: publish it once it has its rates',
  nothingToChange: 'Send at least one field to change',
} as const;

/** A text the office may leave empty, at most `max` characters (trimmed). */
const optionalText = (label: string, max: number) =>
  v.pipe(
    v.string(messages.maxLength(label, max)),
    v.trim(),
    v.maxLength(max, messages.maxLength(label, max)),
  );

/** A text the office must give, at most `max` characters (trimmed). */
const text = (label: string, max: number) =>
  v.pipe(
    v.string(messages.required(label)),
    v.trim(),
    v.nonEmpty(messages.required(label)),
    v.maxLength(max, messages.maxLength(label, max)),
  );

/** A whole number within a range; anything else (text, 2.5, missing) gets the same message. */
const wholeNumber = (label: string, range: { min: number; max: number }) => {
  const message = officeVillaMessages.wholeNumber(label, range);
  return v.pipe(
    v.number(message),
    v.integer(message),
    v.minValue(range.min, message),
    v.maxValue(range.max, message),
  );
};

/** A number of at most two decimals within a range (pounds, a percentage). */
const decimal = (label: string, range: { min: number; max: number }) => {
  const message = officeVillaMessages.number(label, range);
  return v.pipe(
    v.number(message),
    v.finite(message),
    v.minValue(range.min, message),
    v.maxValue(range.max, message),
    v.check((n) => /^\d+(\.\d{1,2})?$/.test(String(n)), officeVillaMessages.decimals(label)),
  );
};

const coordinate = (label: string, limit: number) =>
  v.nullable(
    v.pipe(
      v.number(officeVillaMessages.number(label, { min: -limit, max: limit })),
      v.finite(officeVillaMessages.number(label, { min: -limit, max: limit })),
      v.minValue(-limit, officeVillaMessages.number(label, { min: -limit, max: limit })),
      v.maxValue(limit, officeVillaMessages.number(label, { min: -limit, max: limit })),
    ),
  );

const yesNo = (label: string) => v.boolean(officeVillaMessages.yesNo(label));

const LIM = OFFICE_VILLA_LIMITS;

/* ------------------------------------------------------------ the fields ---- */

export const villaCodeSchema = v.pipe(
  v.string(messages.required(L.villaCode)),
  v.trim(),
  v.nonEmpty(messages.required(L.villaCode)),
  v.regex(new RegExp(`^[A-Za-z0-9]{${LIM.codeMin},${LIM.codeMax}}$`), officeVillaMessages.code),
  v.toUpperCase(),
);

const roomSchema = v.object({
  name: text(L.roomName, LIM.roomNameMax),
  description: optionalText(L.roomDescription, LIM.roomDescriptionMax),
  ensuite: yesNo('En-suite'),
  floor: wholeNumber(L.roomFloor, LIM.floors),
});
export type OfficeVillaRoomInput = v.InferInput<typeof roomSchema>;

const roomsSchema = (label: string) =>
  v.pipe(
    v.array(roomSchema, `${label} must be a list`),
    v.maxLength(LIM.roomsMax, `At most ${LIM.roomsMax} ${label.toLowerCase()}`),
  );

const testimonialInputSchema = v.object({
  headline: text(L.headline, LIM.headlineMax),
  testimonial: text(L.testimonial, LIM.testimonialMax),
  displayName: text(L.displayName, LIM.displayNameMax),
  stayed: v.pipe(
    v.string(officeVillaMessages.stayed),
    v.trim(),
    v.regex(/^\d{4}-(0[1-9]|1[0-2])$/, officeVillaMessages.stayed),
  ),
  rating: wholeNumber(L.rating, { min: 1, max: 5 }),
  response: v.nullable(optionalText(L.response, LIM.testimonialMax)),
});
export type OfficeTestimonialInput = v.InferInput<typeof testimonialInputSchema>;

/** The numbers of a villa: each field of the agents' `counts`. */
const countEntries = {
  maxOccupancy: wholeNumber(L.maxOccupancy, LIM.maxOccupancy),
  bathrooms: wholeNumber(L.bathrooms, LIM.bathrooms),
  additionalBathrooms: wholeNumber(L.additionalBathrooms, LIM.additionalBathrooms),
  king: wholeNumber(L.king, LIM.beds),
  queen: wholeNumber(L.queen, LIM.beds),
  double_full: wholeNumber(L.double_full, LIM.beds),
  single: wholeNumber(L.single, LIM.beds),
  ensuite: wholeNumber(L.ensuite, LIM.ensuite),
  sqft: wholeNumber(L.sqft, LIM.sqft),
  floors: wholeNumber(L.floors, LIM.floors),
};

const descriptionEntries = {
  short: optionalText(L.short, LIM.shortMax),
  intro: optionalText(L.intro, LIM.descriptionMax),
  living: optionalText(L.living, LIM.descriptionMax),
  bedroom: optionalText(L.bedroom, LIM.descriptionMax),
  entertainment: optionalText(L.entertainment, LIM.descriptionMax),
  outdoor: optionalText(L.outdoor, LIM.descriptionMax),
  disabledMods: optionalText(L.disabledMods, LIM.descriptionMax),
  poolSafety: optionalText(L.poolSafety, LIM.descriptionMax),
};

/** A villa's every field but the status, with no defaults (PATCH reads them like this). */
const fieldEntries = {
  villaCode: villaCodeSchema,
  villaName: text(L.villaName, LIM.nameMax),
  propertyTypeName: v.picklist(PROPERTY_TYPE_NAMES, officeVillaMessages.propertyType),
  bedrooms: wholeNumber(L.bedrooms, LIM.bedrooms),
  community: v.object(
    {
      comId: v.pipe(
        v.number(officeVillaMessages.community),
        v.integer(officeVillaMessages.community),
        v.minValue(1, officeVillaMessages.community),
      ),
    },
    officeVillaMessages.community,
  ),
  counts: v.object(countEntries, messages.required('Counts')),
  bedBath: v.object(
    { bedrooms: roomsSchema('Bedrooms'), bathrooms: roomsSchema('Bathrooms') },
    'Bedrooms and bathrooms must be two lists',
  ),
  /** The villa's facilities by code; any other field of each (as GET answers them) is ignored. */
  features: v.pipe(
    v.array(
      v.object({ code: v.pipe(v.string(officeVillaMessages.unknownFeature), v.trim()) }),
      'Facilities must be a list',
    ),
    v.maxLength(LIM.featuresMax, `At most ${LIM.featuresMax} facilities`),
  ),
  descriptions: v.object(descriptionEntries, 'Descriptions must be an object'),
  testimonials: v.pipe(
    v.array(testimonialInputSchema, 'Testimonials must be a list'),
    v.maxLength(LIM.testimonialsMax, `At most ${LIM.testimonialsMax} testimonials`),
  ),
  highlight: v.nullable(
    v.object({ code: v.pipe(v.string(officeVillaMessages.unknownHighlight), v.trim()) }),
  ),
  lat: coordinate(L.lat, 90),
  lon: coordinate(L.lon, 180),
  privatePool: yesNo(L.privatePool),
  commissionRate: decimal(L.commissionRate, LIM.commissionRate),
  depositPercent: wholeNumber(L.depositPercent, LIM.depositPercent),
  balanceDueDays: wholeNumber(L.balanceDueDays, LIM.balanceDueDays),
  poolHeatingPerNight: v.nullable(decimal(L.poolHeatingPerNight, LIM.poolHeatingPerNight)),
};

/** What a new villa gets for a field left out (documented in the OpenAPI schema as defaults). */
export const OFFICE_VILLA_DEFAULTS = {
  propertyTypeName: 'Villa' as PropertyTypeName,
  counts: {
    additionalBathrooms: 0,
    king: 0,
    queen: 0,
    double_full: 0,
    single: 0,
    ensuite: 0,
    floors: 1,
  },
  descriptions: {
    short: '',
    intro: '',
    living: '',
    bedroom: '',
    entertainment: '',
    outdoor: '',
    disabledMods: '',
    poolSafety: '',
  },
  highlight: null,
  lat: null,
  lon: null,
  privatePool: false,
  /** The portal's standard terms (api/src/property/README.md, Pricing). */
  commissionRate: 10,
  depositPercent: 25,
  balanceDueDays: 70,
  poolHeatingPerNight: null,
} as const;

type Entries = v.ObjectEntries;
const withDefaults = <E extends Entries, D extends Partial<Record<keyof E, unknown>>>(
  entries: E,
  defaults: D,
) =>
  Object.fromEntries(
    Object.entries(entries).map(([key, schema]) => [
      key,
      key in defaults ? v.optional(schema, defaults[key as keyof D] as never) : schema,
    ]),
  ) as { [K in keyof E]: K extends keyof D ? v.OptionalSchema<E[K], D[K]> : E[K] };

/** Rules between fields, reported at the field a person would change. */
type Whole = {
  bedrooms: number;
  counts: { ensuite: number };
  privatePool: boolean;
  poolHeatingPerNight: number | null;
  lat: number | null;
  lon: number | null;
};
/** The path of a nested field, as valibot reports it (so the 422 names `counts.ensuite`). */
function pathTo(value: Record<string, unknown>, keys: readonly string[]) {
  const path: v.ObjectPathItem[] = [];
  let input = value;
  for (const key of keys) {
    const next = input[key];
    path.push({ type: 'object', origin: 'value', input, key, value: next });
    input = next as Record<string, unknown>;
  }
  return path as [v.ObjectPathItem, ...v.ObjectPathItem[]];
}

/** The rules between fields, for a schema whose output has them (typed to that output). */
function crossChecks<T extends Whole>() {
  const rules: { holds: (villa: T) => boolean; message: string; at: string[] }[] = [
    {
      holds: (villa) => villa.counts.ensuite <= villa.bedrooms,
      message: officeVillaMessages.ensuiteOverBedrooms,
      at: ['counts', 'ensuite'],
    },
    {
      holds: (villa) => villa.poolHeatingPerNight === null || villa.privatePool,
      message: officeVillaMessages.poolHeatingNeedsPool,
      at: ['poolHeatingPerNight'],
    },
    {
      holds: (villa) => (villa.lat === null) === (villa.lon === null),
      message: officeVillaMessages.latLonTogether,
      at: ['lon'],
    },
  ];
  return v.rawCheck<T>(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    for (const rule of rules) {
      if (!rule.holds(dataset.value)) {
        addIssue({
          message: rule.message,
          path: pathTo(dataset.value as unknown as Record<string, unknown>, rule.at),
        });
      }
    }
  });
}

/**
 * A villa as the office writes it (POST /office/villas, and the whole form): the required
 * fields are the code, name, bedrooms, community, maximum occupancy, bathrooms and square
 * footage; every other field has its default (OFFICE_VILLA_DEFAULTS). `status` may only be
 * DRAFT on a new villa: publishing is a change of the villa written.
 */
const officeVillaInputObject = v.object({
  ...withDefaults(fieldEntries, {
    propertyTypeName: OFFICE_VILLA_DEFAULTS.propertyTypeName,
    features: [],
    testimonials: [],
    highlight: OFFICE_VILLA_DEFAULTS.highlight,
    lat: OFFICE_VILLA_DEFAULTS.lat,
    lon: OFFICE_VILLA_DEFAULTS.lon,
    privatePool: OFFICE_VILLA_DEFAULTS.privatePool,
    commissionRate: OFFICE_VILLA_DEFAULTS.commissionRate,
    depositPercent: OFFICE_VILLA_DEFAULTS.depositPercent,
    balanceDueDays: OFFICE_VILLA_DEFAULTS.balanceDueDays,
    poolHeatingPerNight: OFFICE_VILLA_DEFAULTS.poolHeatingPerNight,
  }),
  counts: v.object(
    withDefaults(countEntries, OFFICE_VILLA_DEFAULTS.counts),
    messages.required('Counts'),
  ),
  bedBath: v.optional(fieldEntries.bedBath, { bedrooms: [], bathrooms: [] }),
  descriptions: v.optional(
    v.object(withDefaults(descriptionEntries, OFFICE_VILLA_DEFAULTS.descriptions)),
    OFFICE_VILLA_DEFAULTS.descriptions,
  ),
  status: v.optional(
    v.pipe(
      villaStatusSchema,
      v.check((s) => s === 'DRAFT', officeVillaMessages.newIsDraft),
    ),
    'DRAFT',
  ),
});
export const officeVillaInputSchema = v.pipe(
  officeVillaInputObject,
  crossChecks<v.InferOutput<typeof officeVillaInputObject>>(),
);
export type OfficeVillaInput = v.InferInput<typeof officeVillaInputSchema>;
export type OfficeVillaFields = v.InferOutput<typeof officeVillaInputSchema>;

/**
 * A whole villa as the server reads it (trimmed, the code in capitals), or null when it does
 * not pass: what the office form compares with the villa as saved to send only what changed.
 */
export function officeVillaFieldsFrom(input: unknown): OfficeVillaFields | null {
  const result = v.safeParse(officeVillaInputSchema, input);
  return result.success ? result.output : null;
}

/**
 * A change of a villa (PATCH /office/villas/{id}): only the fields that change, each checked
 * as above; `counts` and `descriptions` may carry some of their fields, a list (rooms,
 * facilities, testimonials) is replaced whole. The server checks the villa as it would then be
 * with officeVillaInputSchema's rules between fields, and `status` by villaStatusChange.
 */
export const officeVillaPatchSchema = v.pipe(
  v.object({
    ...v.partial(v.object(fieldEntries)).entries,
    counts: v.optional(v.partial(v.object(countEntries))),
    descriptions: v.optional(v.partial(v.object(descriptionEntries))),
    status: v.optional(villaStatusSchema),
  }),
  v.check(
    (patch) => Object.values(patch).some((value) => value !== undefined),
    officeVillaMessages.nothingToChange,
  ),
);
export type OfficeVillaPatch = v.InferInput<typeof officeVillaPatchSchema>;
export type OfficeVillaPatchFields = v.InferOutput<typeof officeVillaPatchSchema>;

/** The same rules between fields, for a villa put together from its row and a change. */
const wholeObject = v.object({
  bedrooms: v.number(),
  counts: v.object({ ensuite: v.number() }),
  privatePool: v.boolean(),
  poolHeatingPerNight: v.nullable(v.number()),
  lat: v.nullable(v.number()),
  lon: v.nullable(v.number()),
});
export const officeVillaWholeSchema = v.pipe(
  wholeObject,
  crossChecks<v.InferOutput<typeof wholeObject>>(),
);

/* ---------------------------------------------------------------- status ---- */

export const villaStatusMessages = {
  publishNeedsRates:
    'This villa has no nightly rate in the booking window yet: set its rates in the calendar, then publish it',
  draftNotWithdrawn: 'A draft villa has never been on sale: publish it or delete it',
  notBackToDraft: 'A villa that has been on sale cannot go back to draft: withdraw it instead',
  deleteRefused: (bookings: number) =>
    `This villa has ${bookings} ${bookings === 1 ? 'booking' : 'bookings'} (holds and quotations included), so it cannot be deleted: withdraw it instead`,
} as const;

/**
 * Whether a villa may go from one status to another, and why not: a draft is published (or
 * deleted), a villa on sale is withdrawn, a withdrawn villa is published again. Publishing also
 * needs rates, which only the server can see (api/src/office/villas).
 */
export function villaStatusChange(from: VillaStatus, to: VillaStatus): string | null {
  if (from === to) return null;
  if (to === 'DRAFT') return villaStatusMessages.notBackToDraft;
  if (from === 'DRAFT' && to === 'WITHDRAWN') return villaStatusMessages.draftNotWithdrawn;
  return null;
}

/* --------------------------------------------------------------- answers ---- */

export const officeVillaCommunitySchema = v.object({ comId: v.number(), comName: v.string() });

/** One villa as the office reads it: the agents' shape and the office's own fields. */
export const officeVillaSchema = v.object({
  id: v.number(),
  villaCode: v.string(),
  villaName: v.string(),
  propertyTypeName: v.string(),
  bedrooms: v.number(),
  community: officeVillaCommunitySchema,
  counts: villaCountsSchema,
  bedBath: v.object({ bedrooms: v.array(villaRoomSchema), bathrooms: v.array(villaRoomSchema) }),
  features: v.array(villaFeatureSchema),
  descriptions: villaDescriptionsSchema,
  testimonials: v.array(testimonialSchema),
  highlight: v.nullable(
    v.object({ code: v.string(), name: v.string(), nameDisplay: v.string(), logoUrl: v.string() }),
  ),
  lat: v.nullable(v.number()),
  lon: v.nullable(v.number()),
  privatePool: v.boolean(),
  status: villaStatusSchema,
  /** Percent of the commissionable price, e.g. 10 or 12.5. */
  commissionRate: v.number(),
  depositPercent: v.number(),
  balanceDueDays: v.number(),
  /** Pounds per night; null when the villa offers no pool heating. */
  poolHeatingPerNight: v.nullable(v.number()),
  /** How many photos it has (the photos are written in their own section). */
  photos: v.number(),
  /** The first arrival, today or later, of a stay that takes nights; null when none. */
  nextArrival: v.nullable(v.string()),
  /** Bookings of every status (holds and quotations included): any one keeps it from deletion. */
  bookings: v.number(),
  /** Whether it has a nightly rate in the booking window (publishing needs one). */
  hasRates: v.boolean(),
  createdAt: v.string(),
});
export type OfficeVilla = v.InferOutput<typeof officeVillaSchema>;

export const officeVillaResponseSchema = v.object({ villa: officeVillaSchema });
export type OfficeVillaResponse = v.InferOutput<typeof officeVillaResponseSchema>;

export const officeVillaListItemSchema = v.object({
  id: v.number(),
  villaCode: v.string(),
  villaName: v.string(),
  status: villaStatusSchema,
  community: officeVillaCommunitySchema,
  bedrooms: v.number(),
  /** Maximum occupancy. */
  sleeps: v.number(),
  photos: v.number(),
  nextArrival: v.nullable(v.string()),
});
export type OfficeVillaListItem = v.InferOutput<typeof officeVillaListItemSchema>;

export const officeVillaListResponseSchema = v.object({
  villas: v.array(officeVillaListItemSchema),
  /** Villas matching the query, on every page. */
  total: v.number(),
  page: v.number(),
  rpp: v.number(),
});
export type OfficeVillaListResponse = v.InferOutput<typeof officeVillaListResponseSchema>;

const once = (label: string) => `${label} must be given once`;
const rppMessage = `Villas per page must be a whole number from 1 to ${LIM.listPageSizeMax}`;

/** The list's query: code or name contains `q`; a status; a community; a page. */
export const officeVillaListQuerySchema = v.object({
  q: v.optional(
    v.pipe(
      v.string(once('Search')),
      v.trim(),
      v.maxLength(LIM.queryMax, messages.maxLength('Search', LIM.queryMax)),
    ),
  ),
  status: v.optional(villaStatusSchema),
  community: v.optional(
    v.pipe(
      v.string(once('Community')),
      v.regex(/^\d{1,9}$/, 'Community must be a community id'),
      v.transform(Number),
    ),
  ),
  page: v.optional(
    v.pipe(
      v.string(once('Page')),
      v.regex(/^[1-9]\d{0,5}$/, 'Page must be a whole number from 1'),
      v.transform(Number),
    ),
  ),
  rpp: v.optional(
    v.pipe(
      v.string(once('Villas per page')),
      v.regex(/^\d{1,3}$/, rppMessage),
      v.transform(Number),
      v.minValue(1, rppMessage),
      v.maxValue(LIM.listPageSizeMax, rppMessage),
    ),
  ),
});

/** What the office form chooses from. */
export const officeVillaOptionsResponseSchema = v.object({
  communities: v.array(officeVillaCommunitySchema),
  propertyTypes: v.array(v.picklist(PROPERTY_TYPE_NAMES)),
  features: v.array(
    v.object({
      section: v.picklist(['accommodation', 'outdoorliving']),
      code: v.string(),
      name: v.string(),
    }),
  ),
  highlights: v.array(v.object({ code: v.string(), name: v.string() })),
});
export type OfficeVillaOptionsResponse = v.InferOutput<typeof officeVillaOptionsResponseSchema>;

/* --------------------------------------------------------------- changes ---- */

/** A villa's fields as read, in the shape they are written (the office form's values). */
export function officeVillaFieldsOf(villa: OfficeVilla): OfficeVillaFields {
  return {
    villaCode: villa.villaCode,
    villaName: villa.villaName,
    propertyTypeName: villa.propertyTypeName as PropertyTypeName,
    bedrooms: villa.bedrooms,
    community: { comId: villa.community.comId },
    counts: { ...villa.counts },
    bedBath: {
      bedrooms: villa.bedBath.bedrooms.map((r) => ({ ...r })),
      bathrooms: villa.bedBath.bathrooms.map((r) => ({ ...r })),
    },
    features: villa.features.map((f) => ({ code: f.code })),
    descriptions: { ...villa.descriptions },
    testimonials: villa.testimonials.map((t) => ({
      headline: t.headline,
      testimonial: t.testimonial,
      displayName: t.displayName,
      stayed: t.stayed,
      rating: t.rating,
      response: t.response,
    })),
    highlight: villa.highlight ? { code: villa.highlight.code } : null,
    lat: villa.lat,
    lon: villa.lon,
    privatePool: villa.privatePool,
    status: villa.status,
    commissionRate: villa.commissionRate,
    depositPercent: villa.depositPercent,
    balanceDueDays: villa.balanceDueDays,
    poolHeatingPerNight: villa.poolHeatingPerNight,
  };
}

/** The fields whose parts are changed one by one; every other field changes whole. */
const PARTED_FIELDS = ['counts', 'descriptions'] as const;

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * What differs between two states of a villa's fields, as the values before and after: the
 * office form sends `after` as its PATCH (only what changes), and the audit log keeps both.
 * Counts and descriptions differ by their own fields; facilities are compared as a set.
 */
export function villaFieldChanges(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): { before: Record<string, unknown>; after: Record<string, unknown> } {
  const was: Record<string, unknown> = {};
  const now: Record<string, unknown> = {};
  for (const key of Object.keys(after)) {
    if (after[key] === undefined) continue;
    if ((PARTED_FIELDS as readonly string[]).includes(key)) {
      const from = (before[key] ?? {}) as Record<string, unknown>;
      const to = after[key] as Record<string, unknown>;
      const changed = Object.keys(to).filter((k) => to[k] !== undefined && !same(from[k], to[k]));
      if (changed.length > 0) {
        was[key] = Object.fromEntries(changed.map((k) => [k, from[k]]));
        now[key] = Object.fromEntries(changed.map((k) => [k, to[k]]));
      }
      continue;
    }
    const sortedCodes = (value: unknown) =>
      Array.isArray(value) ? value.map((f: { code?: unknown }) => String(f?.code)).sort() : value;
    const differs =
      key === 'features'
        ? !same(sortedCodes(before[key]), sortedCodes(after[key]))
        : !same(before[key], after[key]);
    if (differs) {
      was[key] = before[key];
      now[key] = after[key];
    }
  }
  return { before: was, after: now };
}
