import {
  PROPERTY_TYPES as CONTRACT_PROPERTY_TYPES,
  type FacilityIcon,
} from '@villa/shared/contract';
import type { PropertyTypeCode } from './tables';

/*
 * The option lists of the filter sections. Villa features (accommodation, outdoorliving) are
 * rows of the features table, seeded from this list; community details come from the
 * community's facilities (content domain), so they always agree with the community pages.
 */

/** The contract's list: the office writes a type by its name. */
export const PROPERTY_TYPES: readonly { code: PropertyTypeCode; name: string }[] =
  CONTRACT_PROPERTY_TYPES;

export const propertyTypeName = (code: string) =>
  PROPERTY_TYPES.find((t) => t.code === code)?.name ?? code;

export interface FeatureSeed {
  section: 'accommodation' | 'outdoorliving';
  code: string;
  name: string;
  icon: string;
}

export const FEATURES: readonly FeatureSeed[] = [
  { section: 'accommodation', code: 'wifi', name: 'Free Wi-Fi', icon: 'wifi' },
  { section: 'accommodation', code: 'air-conditioning', name: 'Air conditioning', icon: 'snow' },
  { section: 'accommodation', code: 'washer-dryer', name: 'Washer and dryer', icon: 'laundry' },
  { section: 'accommodation', code: 'games-room', name: 'Games room', icon: 'games' },
  { section: 'accommodation', code: 'cinema-room', name: 'Home cinema room', icon: 'cinema' },
  {
    section: 'accommodation',
    code: 'themed-bedroom',
    name: "Themed children's bedroom",
    icon: 'star',
  },
  { section: 'accommodation', code: 'bunk-room', name: 'Bunk bed room', icon: 'bed' },
  {
    section: 'accommodation',
    code: 'ground-floor-master',
    name: 'Ground-floor master bedroom',
    icon: 'bed',
  },
  {
    section: 'accommodation',
    code: 'wheelchair-access',
    name: 'Wheelchair accessible',
    icon: 'wheelchair',
  },
  { section: 'accommodation', code: 'cot-high-chair', name: 'Cot and high chair', icon: 'baby' },
  { section: 'accommodation', code: 'smart-tvs', name: 'Smart TV in every bedroom', icon: 'tv' },
  { section: 'accommodation', code: 'work-desk', name: 'Desk for working from home', icon: 'desk' },
  { section: 'outdoorliving', code: 'private-pool', name: 'Private pool', icon: 'pool' },
  { section: 'outdoorliving', code: 'south-facing-pool', name: 'South-facing pool', icon: 'sun' },
  { section: 'outdoorliving', code: 'spa', name: 'Spa / hot tub', icon: 'spa' },
  { section: 'outdoorliving', code: 'pool-fence', name: 'Pool safety fence', icon: 'fence' },
  { section: 'outdoorliving', code: 'covered-lanai', name: 'Covered lanai', icon: 'umbrella' },
  { section: 'outdoorliving', code: 'bbq', name: 'Gas barbecue', icon: 'bbq' },
  { section: 'outdoorliving', code: 'summer-kitchen', name: 'Summer kitchen', icon: 'kitchen' },
  { section: 'outdoorliving', code: 'outdoor-tv', name: 'Outdoor TV', icon: 'tv' },
  { section: 'outdoorliving', code: 'water-slide', name: 'Pool water slide', icon: 'slide' },
  { section: 'outdoorliving', code: 'lake-view', name: 'Lake view', icon: 'lake' },
  { section: 'outdoorliving', code: 'golf-view', name: 'Golf course view', icon: 'golf' },
  { section: 'outdoorliving', code: 'conservation-view', name: 'Conservation view', icon: 'tree' },
];

/** Community details: a facility icon of the community stands for one option. */
export const COMMUNITY_DETAILS: readonly { code: FacilityIcon; name: string }[] = [
  { code: 'gate', name: 'Gated community' },
  { code: 'clubhouse', name: 'Clubhouse' },
  { code: 'pool', name: 'Community pool' },
  { code: 'water-park', name: 'Water park' },
  { code: 'lazy-river', name: 'Lazy river' },
  { code: 'splash', name: 'Splash park' },
  { code: 'golf', name: 'Golf course' },
  { code: 'fitness', name: 'Fitness centre' },
  { code: 'tennis', name: 'Tennis courts' },
  { code: 'sports', name: 'Sports courts' },
  { code: 'spa', name: 'Spa' },
  { code: 'restaurant', name: 'Restaurant' },
  { code: 'bar', name: 'Bar' },
  { code: 'games', name: 'Community games room' },
  { code: 'cinema', name: 'Community cinema' },
  { code: 'playground', name: 'Playground' },
  { code: 'lake', name: 'Lake access' },
  { code: 'bbq', name: 'Barbecue area' },
  { code: 'hotel', name: 'Resort hotel' },
];

export interface HighlightSeed {
  code: string;
  name: string;
  nameDisplay: string;
  colour: string;
}

export const HIGHLIGHTS: readonly HighlightSeed[] = [
  { code: 'platinum', name: 'Platinum Collection', nameDisplay: 'Platinum', colour: '#6b7280' },
  { code: 'new', name: 'New to the portal', nameDisplay: 'New', colour: '#0e6b74' },
  { code: 'favourite', name: "Agents' favourite", nameDisplay: 'Favourite', colour: '#b45309' },
];

export const highlightLogoUrl = (code: string) => `/api/property-images/highlights/${code}.svg`;
