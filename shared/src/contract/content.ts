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
export type FacilityIcon = (typeof FACILITY_ICONS)[number];

export interface Facility {
  title: string;
  icon: FacilityIcon;
}

/** Estimated drive minutes in free-flowing traffic; a key is absent when not known. */
export interface CommunityDistances {
  magicKingdom?: number;
  epcot?: number;
  universal?: number;
  mco?: number;
}

/** An image: a URL on this API (a generated illustration) or anywhere else. */
export interface ContentImage {
  imgUrl: string;
  /** Alternative text. */
  alt: string;
}

/* ---- Communities ---- */

export const COMMUNITY_LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('');

export interface CommunitySummary {
  comId: number;
  /** Short name, e.g. "Windsor Hills"; the list sorts and groups by it. */
  name: string;
  /** e.g. "Windsor Hills Resort". */
  fullName: string;
  town: string;
  shortDesc: string;
  image: ContentImage;
  facilities: Facility[];
}

/** GET /communities-list and /communities-list/{letter}. */
export interface CommunitiesListResponse {
  /** The letter asked for; null for the whole list. */
  letter: string | null;
  /** A to Z, each with how many communities start with it. */
  letters: { letter: string; count: number }[];
  /** Sorted by name. */
  communities: CommunitySummary[];
}

export interface CommunityDetail extends CommunitySummary {
  slug: string;
  county: string | null;
  /** true gated, false not gated, null unknown. */
  gated: boolean | null;
  /** Markdown: paragraphs separated by blank lines. */
  description: string;
  /** Decimal degrees; null when the position is not recorded. */
  lat: number | null;
  lon: number | null;
  /** A link to the community on a public map. */
  mapUrl: string;
  distances: CommunityDistances;
}

/** GET /community/{id}. */
export interface CommunityResponse {
  community: CommunityDetail;
}

/* ---- About Florida ---- */

/** How an About Florida section is shown: 'page' is the generic section page. */
export type AboutSectionKind =
  'page' | 'weather' | 'wildlife' | 'map' | 'theme-parks' | 'communities';

export interface AboutSectionLink {
  sectionName: string;
  kind: AboutSectionKind;
  title: string;
  summary: string;
  image: ContentImage;
}

/** GET /about-florida: the index of every section. */
export interface AboutFloridaIndexResponse {
  sections: AboutSectionLink[];
}

/** GET /about-florida/{sectionName} for a generic section. */
export interface AboutSectionResponse {
  section: {
    sectionName: string;
    title: string;
    heading: string;
    intro: string;
    /** Markdown. */
    body: string;
    image: ContentImage;
  };
  /** The other generic sections, for "more about Florida" links. */
  related: AboutSectionLink[];
}

/* ---- Weather (docs/florida-content.md, About Florida) ---- */

export type WeatherChartKind = 'temperature' | 'rainfall' | 'daylight';

export interface WeatherMonth {
  /** 1..12. */
  month: number;
  /** Month name, e.g. "March"; the jump list reads "Weather in {name}". */
  name: string;
  heading: string;
  /** Local times "HH:mm" on the first and the last day of the month. */
  sunrise: { startOfMonth: string; endOfMonth: string };
  sunset: { startOfMonth: string; endOfMonth: string };
  /** Time zone (EST or EDT) on the first and last day, as the times above are in it. */
  timeZone: { startOfMonth: string; endOfMonth: string };
  /** The daylight-saving note with this year's and next year's dates, or null. */
  timeChange: string | null;
  descriptions: string[];
  /** Long-term average daily high and low. */
  avgHigh: { c: number; f: number };
  avgLow: { c: number; f: number };
  /** Average rainfall; null when not verified for this month. */
  rain: { mm: number; in: number } | null;
}

/** GET /about-florida/weather. */
export interface WeatherPageResponse {
  mainImage: ContentImage;
  mainHeading: string;
  openingHeading: string;
  openingParagraph: string;
  charts: { name: string; paragraph: string; img: ContentImage }[];
  textSections: { name: string; paragraphs: string[] }[];
  weatherMonths: WeatherMonth[];
  bulletPoints: { title: string; points: string[] };
}

/* ---- Wildlife ---- */

export interface WildlifeItem {
  wildlifeId: number;
  name: string;
  scientificName: string;
  group: string;
  whereSeen: string;
  safety: string;
  /** Legal or conservation status, if any. */
  status: string | null;
  description: string;
  image: ContentImage;
}

/** GET /about-florida/wildlife. */
export interface WildlifePageResponse {
  heading: string;
  intro: string;
  mainImage: ContentImage;
  wildlife: WildlifeItem[];
}

/* ---- Theme parks and rides ---- */

export const THRILL_LEVELS = ['gentle', 'moderate', 'high'] as const;
export type ThrillLevel = (typeof THRILL_LEVELS)[number];

export interface RideSummary {
  rideId: number;
  parkId: number;
  name: string;
  type: string;
  /** Minimum height in inches and centimetres; null when there is none (or it is not known). */
  minHeight: { in: number; cm: number } | null;
  thrill: ThrillLevel;
  opened: number | null;
}

export interface RideDetail extends RideSummary {
  description: string;
  notes: string | null;
  image: ContentImage;
}

export interface ThemeParkSummary {
  parkId: number;
  name: string;
  /** The resort or group it belongs to, e.g. "Walt Disney World Resort". */
  resort: string;
  kind: string;
  opened: number;
  shortDesc: string;
  image: ContentImage;
  rideCount: number;
}

export interface ThemeParkDetail extends ThemeParkSummary {
  operator: string;
  openedNote: string | null;
  description: string;
  lat: number;
  lon: number;
  /** The position is only approximate (within a few hundred metres). */
  coordApproximate: boolean;
  rides: RideSummary[];
}

/** GET /about-florida/theme-parks. */
export interface ThemeParksListResponse {
  heading: string;
  intro: string;
  parks: ThemeParkSummary[];
}

/** GET /about-florida/theme-parks/{parkId}. */
export interface ThemeParkResponse {
  park: ThemeParkDetail;
}

/** GET /about-florida/theme-parks/{parkId}/{rideId}. */
export interface RideResponse {
  ride: RideDetail;
  park: { parkId: number; name: string };
  /** The park's other rides, for "more rides" links. */
  otherRides: RideSummary[];
}

/* ---- Map (docs/florida-content.md, The map) ---- */

export interface MapCommunity {
  comId: number;
  name: string;
  lat: number;
  lon: number;
  image: ContentImage;
  facilities: Facility[];
  /** Short description for the info window. */
  description: string;
}

export interface MapAttraction {
  /** The theme park id: "Read more" goes to its page. */
  aboutId: number;
  name: string;
  lat: number;
  lon: number;
  description: string;
  image: ContentImage;
}

export interface MapAirport {
  name: string;
  iata: string;
  lat: number;
  lon: number;
}

export interface MapSettings {
  /** The Google Maps JavaScript API key; null: the page draws its offline plot. */
  googleMapsApiKey: string | null;
  center: { lat: number; lng: number };
  zoom: number;
  region: string;
}

/** GET /about-florida/map. */
export interface MapResponse {
  heading: string;
  intro: string;
  communities: MapCommunity[];
  attractions: MapAttraction[];
  airports: MapAirport[];
  /** Communities left off the map because their position is not recorded. */
  communitiesWithoutPosition: { comId: number; name: string }[];
  settings: MapSettings;
}

/* ---- Terms ---- */

export const TERMS_TYPES = ['vc-booking', 'vc-agent-signup'] as const;
export type TermsType = (typeof TERMS_TYPES)[number];

/** GET /terms-conditions/{type}. */
export interface TermsResponse {
  /** In order; the page numbers them. Bodies are markdown. */
  terms: { heading: string; body: string }[];
}
