import type { ColumnType, Generated } from 'kysely';
import type { BookingStatusCode, VillaStatus } from '@villa/shared/contract';

/*
 * Tables of the property domain; merged into the one Database type in db/schema.ts.
 * Booleans are 0/1 integers, money is integer pence, dates are 'YYYY-MM-DD' (DATE on
 * PostgreSQL, returned as text), timestamps ISO-8601 UTC text. README.md beside this file has
 * the rules.
 */

export type PropertyTypeCode = 'townhouse' | 'villa' | 'executive-home' | 'estate-home';

export interface VillasTable {
  id: Generated<number>;
  /** Property code agents quote and quick-search, e.g. "WH1042"; unique. */
  code: string;
  name: string;
  community_id: number;
  property_type: PropertyTypeCode;
  bedrooms: number;
  /** Full bathrooms. */
  bathrooms: number;
  /** "Additional bathrooms": half baths / powder rooms. */
  half_bathrooms: number;
  /** Bedrooms with their own bathroom. */
  ensuite: number;
  /** Maximum occupancy, excluding infants in cots. */
  max_occupancy: number;
  king: number;
  queen: number;
  double_full: number;
  single: number;
  sqft: number;
  floors: number;
  /** 0/1. */
  private_pool: number;
  /** Pool heating per night in pence; null when the villa offers none. Not commissionable. */
  pool_heating_pence: number | null;
  /** Agent commission in basis points of the commissionable price (1000 = 10%). */
  commission_bp: number;
  /** Deposit as a percentage of the total price. */
  deposit_percent: number;
  /** Balance due this many days before arrival; closer arrivals pay in full. */
  balance_due_days: number;
  /** Arrival weekdays refused, bit (1 << day) with Sunday = 0 ... Saturday = 6. */
  unbookable_weekdays: number;
  /** Last night with rates loaded: the villa's rates horizon. */
  rates_until: string;
  highlight_code: string | null;
  lat: number | null;
  lon: number | null;
  /** DRAFT, AVAILABLE or WITHDRAWN (migration 022): agents see only villaVisibleToAgents. */
  status: ColumnType<VillaStatus, VillaStatus | undefined, VillaStatus>;
  created_at: string;
  /** Stamped on every write of the villa or its own tables (migration 016, seam.ts). */
  change_seq: Generated<number>;
}

export interface VillaDescriptionsTable {
  villa_id: number;
  short: string;
  intro: string;
  living: string;
  bedroom: string;
  entertainment: string;
  outdoor: string;
  disabled_mods: string;
  pool_safety: string;
}

export type RoomKind = 'BEDROOM' | 'BATHROOM';

export interface VillaRoomsTable {
  id: Generated<number>;
  villa_id: number;
  position: number;
  kind: RoomKind;
  name: string;
  /** Beds of a bedroom ("King bed", "Two single beds") or fittings of a bathroom. */
  description: string;
  /** 0/1: a bedroom with its own bathroom. */
  ensuite: number;
  floor: number;
}

export interface VillaImagesTable {
  id: Generated<number>;
  villa_id: number;
  /** 0 is the main image. */
  position: number;
  title: string;
  /** Generated images live under /api/property-images; a deployment stores real URLs. */
  large_url: string;
  small_url: string;
  /** WebP of the large and small image; null for the seed's generated pictures. */
  large_webp_url: string | null;
  small_webp_url: string | null;
  /** When staff uploaded the photo (office/photos); null for the seed's pictures. */
  uploaded_at: string | null;
}

export interface HighlightsTable {
  code: string;
  name: string;
  name_display: string;
  logo_url: string;
}

/** Villa features of the sections accommodation and outdoorliving. */
export interface FeaturesTable {
  id: Generated<number>;
  section: 'accommodation' | 'outdoorliving';
  /** Filter value in URLs, e.g. "games-room". */
  code: string;
  name: string;
  icon: string;
  position: number;
}

export interface VillaFeaturesTable {
  villa_id: number;
  feature_id: number;
}

export type SeasonCode = 'LOW' | 'MID' | 'HIGH' | 'PEAK';

/** A run of nights with one nightly rate and one minimum stay. */
export interface SeasonsTable {
  id: Generated<number>;
  villa_id: number;
  season: SeasonCode;
  name: string;
  /** First night of the season. */
  date_from: string;
  /** Last night of the season (inclusive). */
  date_to: string;
  /** All-inclusive: taxes, breakage insurance and charges. */
  nightly_rate_pence: number;
  /** Fewest nights of a stay that arrives in this season. */
  min_nights: number;
}

export type DiscountType = 'LONG_STAY' | 'EARLY_BOOKING' | 'LATE_DEAL' | 'SPECIAL_OFFER';

export interface DiscountsTable {
  id: Generated<number>;
  villa_id: number;
  discount_type: DiscountType;
  name: string;
  /** Basis points of the original price (1000 = 10%). */
  percent_bp: number;
  min_nights: number | null;
  /** Applies to arrivals from / to these dates (inclusive); null = open. */
  arrival_from: string | null;
  arrival_to: string | null;
  /** Applies when the arrival is at least / at most this many days after the booking day. */
  lead_days_min: number | null;
  lead_days_max: number | null;
}

/** Single dates a villa refuses as an arrival day (besides its weekday rule). */
export interface VillaUnbookableDatesTable {
  villa_id: number;
  date: string;
}

/** Why staff blocked nights (the office calendar). */
export type BlockReasonCode = 'OWNER_STAY' | 'MAINTENANCE' | 'OTHER';

/**
 * Nights a villa is closed to every stay (an owner stay, maintenance, other): the availability
 * rule reads them as taken (migration 025). Blocks of one villa never overlap (the office
 * calendar's writer cuts the old ones where a new one lands).
 */
export interface VillaBlocksTable {
  id: Generated<number>;
  villa_id: number;
  /** First blocked night. */
  date_from: string;
  /** Last blocked night (inclusive). */
  date_to: string;
  reason: BlockReasonCode;
  note: string | null;
  created_at: string;
}

export type BookingStatus = BookingStatusCode;

export interface BookingsTable {
  id: Generated<number>;
  /** The provider's booking reference, e.g. "VB4K7Q2M"; unique. */
  ref: string;
  status: BookingStatus;
  villa_id: number;
  /** The agent who made it; null for stays booked through other channels (seeded occupancy). */
  agent_user_id: number | null;
  arrival: string;
  /** Check-out day: arrival + nights. The night before it is the last night of the stay. */
  departure: string;
  nights: number;
  /** RESERVE: when the hold lapses (24 hours). QUOTATION: when the quote expires. */
  expires_at: string | null;
  /** Totals of the quote, pence (0 until priced). */
  original_pence: Generated<number>;
  discount_pence: Generated<number>;
  total_pence: Generated<number>;
  commission_pence: Generated<number>;
  deposit_pence: Generated<number>;
  balance_due: string | null;
  pool_heating_pence: Generated<number>;
  created_at: string;
  updated_at: string;
  cancelled_at: string | null;
  /** Why it was cancelled, e.g. HOLD_LAPSED; null otherwise. */
  cancel_reason: string | null;
  /**
   * Change cursor for the search cache, maintained by the database (see seam.ts); never
   * written by code.
   */
  change_seq: Generated<number>;
}

/** Counters the search cache compares to know what changed (seam.ts keeps them). */
export interface PropertyRevisionsTable {
  name: 'catalog' | 'bookings' | 'bookings_reset';
  value: number;
}

export interface PropertyTables {
  villas: VillasTable;
  villa_descriptions: VillaDescriptionsTable;
  villa_rooms: VillaRoomsTable;
  villa_images: VillaImagesTable;
  highlights: HighlightsTable;
  features: FeaturesTable;
  villa_features: VillaFeaturesTable;
  seasons: SeasonsTable;
  discounts: DiscountsTable;
  villa_unbookable_dates: VillaUnbookableDatesTable;
  villa_blocks: VillaBlocksTable;
  bookings: BookingsTable;
  property_revisions: PropertyRevisionsTable;
}
