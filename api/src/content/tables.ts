import type { Generated } from 'kysely';

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

export interface ContentTables {
  communities: CommunitiesTable;
}
