import type { PropertyIcon, PropertySearchResult } from '@villa/shared/contract';
import type { CatalogVilla } from './villaEntries';

/*
 * The part of a search result card that does not depend on the stay: made once per villa as
 * read (a villa read again is a new object, so its card is made again) and shared, frozen, by
 * every answer.
 */

export type ResultCard = Omit<
  PropertySearchResult,
  'price' | 'deposit' | 'agentCommission' | 'poolHeatingCost'
>;

const FEATURE_ICONS: readonly { code: string; icon: string; name: string }[] = [
  { code: 'spa', icon: 'spa', name: 'Spa / hot tub' },
  { code: 'games-room', icon: 'games', name: 'Games room' },
  { code: 'cinema-room', icon: 'cinema', name: 'Home cinema' },
  { code: 'wifi', icon: 'wifi', name: 'Free Wi-Fi' },
];

function iconsOf(villa: CatalogVilla): PropertyIcon[] {
  const icons = [
    { icon: 'bed', name: `${villa.bedrooms} bedrooms` },
    { icon: 'bath', name: `${villa.bathrooms} bathrooms` },
    { icon: 'sleeps', name: `Sleeps ${villa.sleeps}` },
  ];
  if (villa.privatePool) icons.push({ icon: 'pool', name: 'Private pool' });
  // The icon and its name only: the feature's code is the search's, not the card's.
  for (const f of FEATURE_ICONS) {
    if (villa.features.includes(f.code)) icons.push({ icon: f.icon, name: f.name });
  }
  return icons;
}

function pointsOf(villa: CatalogVilla): string[] {
  const points = [`${villa.ensuite} en-suite bedroom${villa.ensuite === 1 ? '' : 's'}`];
  const has = (code: string) => villa.features.includes(code);
  if (villa.privatePool) {
    const extras = [has('south-facing-pool') && 'south-facing', has('spa') && 'with spa']
      .filter(Boolean)
      .join(', ');
    points.push(`Private pool${extras ? ` (${extras})` : ''}`);
  } else points.push('Community pool');
  if (has('games-room')) points.push('Games room');
  if (has('cinema-room')) points.push('Home cinema room');
  if (has('lake-view')) points.push('Lake view');
  else if (has('golf-view')) points.push('Golf course view');
  return points.slice(0, 4);
}

const cards = new WeakMap<CatalogVilla, ResultCard>();

export function cardOf(villa: CatalogVilla): ResultCard {
  let card = cards.get(villa);
  if (card === undefined) {
    const main = villa.images[0];
    card = deepFreeze({
      propertyId: villa.id,
      propertyCode: villa.code,
      villaName: villa.name,
      fullCommunityName: villa.fullCommunityName,
      communityId: villa.communityId,
      propertyTypeName: villa.propertyTypeName,
      bedrooms: villa.bedrooms,
      bathrooms: villa.bathrooms,
      ensuite: villa.ensuite,
      sleeps: villa.sleeps,
      image: main
        ? { imgUrl: main.large, title: `${villa.name} (${villa.code}): ${main.title}` }
        : { imgUrl: '', title: villa.name },
      carouselImages: {
        l: villa.images.map((i) => ({ imgUrl: i.large, title: i.title })),
        s: villa.images.map((i) => ({ imgUrl: i.small, title: i.title })),
      },
      description: villa.shortDescription,
      descriptionPoints: pointsOf(villa),
      icons: iconsOf(villa),
      highlight: villa.highlight,
    });
    cards.set(villa, card);
  }
  return card;
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}
