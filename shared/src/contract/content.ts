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
