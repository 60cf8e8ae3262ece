import * as v from 'valibot';
/*
 * Florida content: the answers of the content calls (api/src/content/README.md describes them).
 */

/** The fixed set of facility icon keys; the client draws one icon per key. */
export const FACILITY_ICONS = [
  'pool',
  'clubhouse',
  'fitness',
  'gate',
  'golf',
  'water-park',
  'tennis',
  'spa',
  'restaurant',
  'games',
  'cinema',
  'playground',
  'bar',
  'lazy-river',
  'splash',
  'sports',
  'lake',
  'bbq',
  'hotel',
] as const;
export const facilityIconSchema = v.picklist(FACILITY_ICONS);
export type FacilityIcon = v.InferOutput<typeof facilityIconSchema>;

export const facilitySchema = v.object({
  title: v.string(),
  icon: facilityIconSchema,
});
export type Facility = v.InferOutput<typeof facilitySchema>;

/** Estimated drive minutes in free-flowing traffic; a key is absent when not known. */
export const communityDistancesSchema = v.object({
  magicKingdom: v.optional(v.number()),
  epcot: v.optional(v.number()),
  universal: v.optional(v.number()),
  mco: v.optional(v.number()),
});
export type CommunityDistances = v.InferOutput<typeof communityDistancesSchema>;

/** An image: a URL on this API (a generated illustration) or anywhere else. */
export const contentImageSchema = v.object({
  imgUrl: v.string(),
  /** Alternative text. */
  alt: v.string(),
});
export type ContentImage = v.InferOutput<typeof contentImageSchema>;

/* ---- Communities ---- */

export const COMMUNITY_LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('');

export const communitySummarySchema = v.object({
  comId: v.number(),
  /** Short name, e.g. "Windsor Hills"; the list sorts and groups by it. */
  name: v.string(),
  /** e.g. "Windsor Hills Resort". */
  fullName: v.string(),
  town: v.string(),
  shortDesc: v.string(),
  image: contentImageSchema,
  facilities: v.array(facilitySchema),
});
export type CommunitySummary = v.InferOutput<typeof communitySummarySchema>;

/** GET /communities-list and /communities-list/{letter}. */
export const communitiesListResponseSchema = v.object({
  /** The letter asked for; null for the whole list. */
  letter: v.nullable(v.string()),
  /** A to Z, each with how many communities start with it. */
  letters: v.array(
    v.object({
      letter: v.string(),
      count: v.number(),
    }),
  ),
  /** Sorted by name. */
  communities: v.array(communitySummarySchema),
});
export type CommunitiesListResponse = v.InferOutput<typeof communitiesListResponseSchema>;

export const communityDetailSchema = v.object({
  ...communitySummarySchema.entries,
  slug: v.string(),
  county: v.nullable(v.string()),
  /** true gated, false not gated, null unknown. */
  gated: v.nullable(v.boolean()),
  /** Markdown: paragraphs separated by blank lines. */
  description: v.string(),
  /** Decimal degrees; null when the position is not recorded. */
  lat: v.nullable(v.number()),
  lon: v.nullable(v.number()),
  /** A link to the community on a public map. */
  mapUrl: v.string(),
  distances: communityDistancesSchema,
  /**
   * The position is estimated from addresses (about 0.5-2.5 km), so the drive minutes are rough
   * estimates too: the pages say "about" and why.
   */
  coordApproximate: v.boolean(),
});
export type CommunityDetail = v.InferOutput<typeof communityDetailSchema>;

/** GET /community/{id}. */
export const communityResponseSchema = v.object({
  community: communityDetailSchema,
});
export type CommunityResponse = v.InferOutput<typeof communityResponseSchema>;

/* ---- About Florida ---- */

/** How an About Florida section is shown: 'page' is the generic section page. */
export const aboutSectionKindSchema = v.picklist([
  'page',
  'weather',
  'wildlife',
  'map',
  'theme-parks',
  'communities',
]);
export type AboutSectionKind = v.InferOutput<typeof aboutSectionKindSchema>;

export const aboutSectionLinkSchema = v.object({
  sectionName: v.string(),
  kind: aboutSectionKindSchema,
  title: v.string(),
  summary: v.string(),
  image: contentImageSchema,
});
export type AboutSectionLink = v.InferOutput<typeof aboutSectionLinkSchema>;

/** GET /about-florida: the index of every section. */
export const aboutFloridaIndexResponseSchema = v.object({
  sections: v.array(aboutSectionLinkSchema),
});
export type AboutFloridaIndexResponse = v.InferOutput<typeof aboutFloridaIndexResponseSchema>;

/** GET /about-florida/{sectionName} for a generic section. */
export const aboutSectionResponseSchema = v.object({
  section: v.object({
    sectionName: v.string(),
    title: v.string(),
    heading: v.string(),
    intro: v.string(),
    /** Markdown. */
    body: v.string(),
    image: contentImageSchema,
  }),
  /** The other generic sections, for "more about Florida" links. */
  related: v.array(aboutSectionLinkSchema),
});
export type AboutSectionResponse = v.InferOutput<typeof aboutSectionResponseSchema>;

/* ---- Weather (docs/florida-content.md, About Florida) ---- */

export type WeatherChartKind = 'temperature' | 'rainfall' | 'daylight';

export const weatherMonthSchema = v.object({
  /** 1..12. */
  month: v.number(),
  /** Month name, e.g. "March"; the jump list reads "Weather in {name}". */
  name: v.string(),
  heading: v.string(),
  /** Local times "HH:mm" on the first and the last day of the month. */
  sunrise: v.object({
    startOfMonth: v.string(),
    endOfMonth: v.string(),
  }),
  sunset: v.object({
    startOfMonth: v.string(),
    endOfMonth: v.string(),
  }),
  /** Time zone (EST or EDT) on the first and last day, as the times above are in it. */
  timeZone: v.object({
    startOfMonth: v.string(),
    endOfMonth: v.string(),
  }),
  /** The daylight-saving note with this year's and next year's dates, or null. */
  timeChange: v.nullable(v.string()),
  descriptions: v.array(v.string()),
  /** Long-term average daily high and low. */
  avgHigh: v.object({
    c: v.number(),
    f: v.number(),
  }),
  avgLow: v.object({
    c: v.number(),
    f: v.number(),
  }),
  /** Average rainfall; null when not verified for this month. */
  rain: v.nullable(
    v.object({
      mm: v.number(),
      in: v.number(),
    }),
  ),
});
export type WeatherMonth = v.InferOutput<typeof weatherMonthSchema>;

/** GET /about-florida/weather. */
export const weatherPageResponseSchema = v.object({
  mainImage: contentImageSchema,
  mainHeading: v.string(),
  openingHeading: v.string(),
  openingParagraph: v.string(),
  charts: v.array(
    v.object({
      name: v.string(),
      paragraph: v.string(),
      img: contentImageSchema,
    }),
  ),
  textSections: v.array(
    v.object({
      name: v.string(),
      paragraphs: v.array(v.string()),
    }),
  ),
  weatherMonths: v.array(weatherMonthSchema),
  bulletPoints: v.object({
    title: v.string(),
    points: v.array(v.string()),
  }),
});
export type WeatherPageResponse = v.InferOutput<typeof weatherPageResponseSchema>;

/* ---- Wildlife ---- */

export const wildlifeItemSchema = v.object({
  wildlifeId: v.number(),
  name: v.string(),
  scientificName: v.string(),
  group: v.string(),
  whereSeen: v.string(),
  safety: v.string(),
  /** Legal or conservation status, if any. */
  status: v.nullable(v.string()),
  description: v.string(),
  image: contentImageSchema,
});
export type WildlifeItem = v.InferOutput<typeof wildlifeItemSchema>;

/** GET /about-florida/wildlife. */
export const wildlifePageResponseSchema = v.object({
  heading: v.string(),
  intro: v.string(),
  mainImage: contentImageSchema,
  wildlife: v.array(wildlifeItemSchema),
});
export type WildlifePageResponse = v.InferOutput<typeof wildlifePageResponseSchema>;

/* ---- Theme parks and rides ---- */

export const THRILL_LEVELS = ['gentle', 'moderate', 'high'] as const;
export const thrillLevelSchema = v.picklist(THRILL_LEVELS);
export type ThrillLevel = v.InferOutput<typeof thrillLevelSchema>;

export const rideSummarySchema = v.object({
  rideId: v.number(),
  parkId: v.number(),
  name: v.string(),
  type: v.string(),
  /** Minimum height in inches and centimetres; null when there is none (or it is not known). */
  minHeight: v.nullable(
    v.object({
      in: v.number(),
      cm: v.number(),
    }),
  ),
  thrill: thrillLevelSchema,
  opened: v.nullable(v.number()),
});
export type RideSummary = v.InferOutput<typeof rideSummarySchema>;

export const rideDetailSchema = v.object({
  ...rideSummarySchema.entries,
  description: v.string(),
  notes: v.nullable(v.string()),
  image: contentImageSchema,
});
export type RideDetail = v.InferOutput<typeof rideDetailSchema>;

export const themeParkSummarySchema = v.object({
  parkId: v.number(),
  name: v.string(),
  /** The resort or group it belongs to, e.g. "Walt Disney World Resort". */
  resort: v.string(),
  kind: v.string(),
  opened: v.number(),
  shortDesc: v.string(),
  image: contentImageSchema,
  rideCount: v.number(),
});
export type ThemeParkSummary = v.InferOutput<typeof themeParkSummarySchema>;

export const themeParkDetailSchema = v.object({
  ...themeParkSummarySchema.entries,
  operator: v.string(),
  openedNote: v.nullable(v.string()),
  description: v.string(),
  lat: v.number(),
  lon: v.number(),
  /** The position is only approximate (within a few hundred metres). */
  coordApproximate: v.boolean(),
  rides: v.array(rideSummarySchema),
});
export type ThemeParkDetail = v.InferOutput<typeof themeParkDetailSchema>;

/** GET /about-florida/theme-parks. */
export const themeParksListResponseSchema = v.object({
  heading: v.string(),
  intro: v.string(),
  parks: v.array(themeParkSummarySchema),
});
export type ThemeParksListResponse = v.InferOutput<typeof themeParksListResponseSchema>;

/** GET /about-florida/theme-parks/{parkId}. */
export const themeParkResponseSchema = v.object({
  park: themeParkDetailSchema,
});
export type ThemeParkResponse = v.InferOutput<typeof themeParkResponseSchema>;

/** GET /about-florida/theme-parks/{parkId}/{rideId}. */
export const rideResponseSchema = v.object({
  ride: rideDetailSchema,
  park: v.object({
    parkId: v.number(),
    name: v.string(),
  }),
  /** The park's other rides, for "more rides" links. */
  otherRides: v.array(rideSummarySchema),
});
export type RideResponse = v.InferOutput<typeof rideResponseSchema>;

/* ---- Map (docs/florida-content.md, The map) ---- */

export const mapCommunitySchema = v.object({
  comId: v.number(),
  name: v.string(),
  lat: v.number(),
  lon: v.number(),
  /** The position is an estimate (see CommunityDetail.coordApproximate). */
  coordApproximate: v.boolean(),
  image: contentImageSchema,
  facilities: v.array(facilitySchema),
  /** Short description for the info window. */
  description: v.string(),
});
export type MapCommunity = v.InferOutput<typeof mapCommunitySchema>;

export const mapAttractionSchema = v.object({
  /** The theme park id: "Read more" goes to its page. */
  aboutId: v.number(),
  name: v.string(),
  lat: v.number(),
  lon: v.number(),
  description: v.string(),
  image: contentImageSchema,
});
export type MapAttraction = v.InferOutput<typeof mapAttractionSchema>;

export const mapAirportSchema = v.object({
  name: v.string(),
  iata: v.string(),
  lat: v.number(),
  lon: v.number(),
});
export type MapAirport = v.InferOutput<typeof mapAirportSchema>;

export const mapSettingsSchema = v.object({
  /** The Google Maps JavaScript API key; null: the page draws its offline plot. */
  googleMapsApiKey: v.nullable(v.string()),
  center: v.object({
    lat: v.number(),
    lng: v.number(),
  }),
  zoom: v.number(),
  region: v.string(),
});
export type MapSettings = v.InferOutput<typeof mapSettingsSchema>;

/** GET /about-florida/map. */
export const mapResponseSchema = v.object({
  heading: v.string(),
  intro: v.string(),
  communities: v.array(mapCommunitySchema),
  attractions: v.array(mapAttractionSchema),
  airports: v.array(mapAirportSchema),
  /** Communities left off the map because their position is not recorded. */
  communitiesWithoutPosition: v.array(
    v.object({
      comId: v.number(),
      name: v.string(),
    }),
  ),
  settings: mapSettingsSchema,
});
export type MapResponse = v.InferOutput<typeof mapResponseSchema>;

/* ---- Terms ---- */

export const TERMS_TYPES = ['vc-booking', 'vc-agent-signup'] as const;
export type TermsType = (typeof TERMS_TYPES)[number];

/** GET /terms-conditions/{type}. */
export const termsResponseSchema = v.object({
  /** In order; the page numbers them. Bodies are markdown. */
  terms: v.array(
    v.object({
      heading: v.string(),
      body: v.string(),
    }),
  ),
});
export type TermsResponse = v.InferOutput<typeof termsResponseSchema>;
