import type { Generated } from 'kysely';
import type { AboutSectionKind, TermsType, ThrillLevel } from '@villa/shared/contract';

/*
 * Tables of the content domain; merged into the one Database type in db/schema.ts.
 * Booleans are 0/1 integers; JSON columns are text.
 */

export interface CommunitiesTable {
  id: Generated<number>;
  /** Short name, e.g. "Windsor Hills". */
  name: string;
  /** e.g. "Windsor Hills Resort". */
  full_name: string;
  slug: string;
  town: string;
  county: string | null;
  /** null when no verifiable position is known (the map then leaves it out). */
  lat: number | null;
  lon: number | null;
  /** 1 when the position (and so the drive minutes) is an estimate from addresses. */
  coord_approximate: Generated<number>;
  /** 1 gated, 0 not gated, null unknown. */
  gated: number | null;
  short_desc: string;
  /** Paragraphs separated by a blank line (plain text, rendered as markdown). */
  description: string;
  /** JSON: Facility[] ({ title, icon }) with icon from FACILITY_ICONS. */
  facilities: string;
  /** JSON: CommunityDistances (estimated drive minutes). */
  distances: string;
  image_url: string;
  /** A link to the community on a public map. */
  map_url: string;
}

/** About Florida pages: generic sections (kind 'page') and the texts of the special pages. */
export interface AboutSectionsTable {
  id: Generated<number>;
  /** The {sectionName} of /about-florida/{sectionName}. */
  slug: string;
  kind: AboutSectionKind;
  title: string;
  summary: string;
  heading: string;
  intro: string;
  /** Markdown. */
  body: string;
  image_url: string;
  sort_order: number;
  /** JSON object: the extra fields of a special page (the weather page's charts...). */
  data: string;
}

export interface ThemeParksTable {
  id: Generated<number>;
  name: string;
  slug: string;
  resort: string;
  operator: string;
  kind: string;
  opened: number;
  opened_note: string | null;
  lat: number;
  lon: number;
  /** 1 when the position is only approximate. */
  coord_approximate: number;
  short_desc: string;
  description: string;
  image_url: string;
  sort_order: number;
}

export interface RidesTable {
  id: Generated<number>;
  park_id: number;
  name: string;
  slug: string;
  ride_type: string;
  /** Inches; null when there is no minimum or it is not known. */
  min_height_in: number | null;
  thrill: ThrillLevel;
  opened: number | null;
  description: string;
  notes: string | null;
  image_url: string;
  sort_order: number;
}

export interface AirportsTable {
  id: Generated<number>;
  iata: string;
  name: string;
  lat: number;
  lon: number;
  /** JSON: { kissimmee: [from, to], championsGate: [from, to] } minutes. */
  drive_minutes: string;
  notes: string | null;
  sort_order: number;
}

export interface WeatherMonthsTable {
  /** 1..12. */
  month: number;
  name: string;
  heading: string;
  avg_high_f: number;
  avg_high_c: number;
  avg_low_f: number;
  avg_low_c: number;
  rain_in: number | null;
  rain_mm: number | null;
  /** "HH:mm" local time on the first and last day of the month. */
  sunrise_start: string;
  sunrise_end: string;
  sunset_start: string;
  sunset_end: string;
  /** EST or EDT on the first and last day. */
  zone_start: string;
  zone_end: string;
  /** The daylight-saving note of the month (the API adds this and next year's dates). */
  time_change: string | null;
  /** JSON: string[] of paragraphs. */
  descriptions: string;
}

export interface WildlifeTable {
  id: Generated<number>;
  name: string;
  slug: string;
  scientific_name: string;
  group_name: string;
  where_seen: string;
  safety: string;
  status: string | null;
  description: string;
  image_url: string;
  sort_order: number;
}

export interface TermsTable {
  id: Generated<number>;
  type: TermsType;
  /** 1, 2, 3...: the order and the number shown. */
  position: number;
  heading: string;
  /** Markdown. */
  body: string;
}

export interface ContentTables {
  communities: CommunitiesTable;
  about_sections: AboutSectionsTable;
  theme_parks: ThemeParksTable;
  rides: RidesTable;
  airports: AirportsTable;
  weather_months: WeatherMonthsTable;
  wildlife: WildlifeTable;
  terms: TermsTable;
}
