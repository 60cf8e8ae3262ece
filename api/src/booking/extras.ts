import type { OptionalExtra, OptionalExtrasCategory } from '@villa/shared/contract';
import type { Db } from '../db/schema';
import { poolHeatingFor } from '../property/rules/pricing';
import { toPounds } from '@villa/shared/format';
import { bookingDb, type ExtraRequirement, type ExtrasTable } from './tables';

/*
 * Optional extras: the catalogue and the price of one unit for a stay. None of them is
 * commissionable. Pool heating (id 12) is the villa's own nightly cost (the pricing module's
 * poolHeatingFor); it is offered only by villas that have it, at most once, and only while
 * quoting (checkout), never added to an existing booking.
 */

export const EXTRAS_CATALOGUE: readonly ExtrasTable[] = [
  {
    id: 1,
    category: 'Baby and child',
    name: 'Travel cot',
    description: 'A full-size travel cot with mattress and linen, set up before you arrive.',
    basis: 'PER_STAY',
    price_pence: 4500,
    max_quantity: 4,
    requires: null,
    quote_only: 0,
    position: 1,
    active: 1,
  },
  {
    id: 2,
    category: 'Baby and child',
    name: 'High chair',
    description: 'A wipe-clean high chair for the kitchen or the lanai.',
    basis: 'PER_STAY',
    price_pence: 3000,
    max_quantity: 4,
    requires: null,
    quote_only: 0,
    position: 2,
    active: 1,
  },
  {
    id: 3,
    category: 'Baby and child',
    name: 'Pushchair hire',
    description: 'A lightweight folding pushchair, ideal for the theme parks.',
    basis: 'PER_NIGHT',
    price_pence: 600,
    max_quantity: 3,
    requires: null,
    quote_only: 0,
    position: 3,
    active: 1,
  },
  {
    id: 4,
    category: 'Baby and child',
    name: 'Stair gate',
    description: 'A pressure-fitted safety gate for the top or bottom of the stairs.',
    basis: 'PER_STAY',
    price_pence: 2500,
    max_quantity: 3,
    requires: null,
    quote_only: 0,
    position: 4,
    active: 1,
  },
  {
    id: 5,
    category: 'Pool and garden',
    name: 'BBQ gas refill',
    description: 'A full propane tank for the villa gas grill.',
    basis: 'PER_STAY',
    price_pence: 3500,
    max_quantity: 2,
    requires: null,
    quote_only: 0,
    position: 6,
    active: 1,
  },
  {
    id: 6,
    category: 'Pool and garden',
    name: 'Removable pool fence',
    description: 'A mesh safety fence around the pool, fitted before arrival.',
    basis: 'PER_STAY',
    price_pence: 7500,
    max_quantity: 1,
    requires: 'PRIVATE_POOL',
    quote_only: 0,
    position: 7,
    active: 1,
  },
  {
    id: 7,
    category: 'Arrival and departure',
    name: 'Welcome grocery pack',
    description: 'Breakfast essentials, drinks and snacks waiting in the kitchen.',
    basis: 'PER_STAY',
    price_pence: 9500,
    max_quantity: 2,
    requires: null,
    quote_only: 0,
    position: 8,
    active: 1,
  },
  {
    id: 8,
    category: 'Arrival and departure',
    name: 'Early check-in (from 12:00)',
    description: 'Arrive from midday instead of 16:00, subject to the previous guests.',
    basis: 'PER_STAY',
    price_pence: 6000,
    max_quantity: 1,
    requires: null,
    quote_only: 0,
    position: 9,
    active: 1,
  },
  {
    id: 9,
    category: 'Arrival and departure',
    name: 'Late check-out (until 14:00)',
    description: 'Leave at 14:00 instead of 10:00, for late flights.',
    basis: 'PER_STAY',
    price_pence: 6000,
    max_quantity: 1,
    requires: null,
    quote_only: 0,
    position: 10,
    active: 1,
  },
  {
    id: 10,
    category: 'Travel',
    name: 'Airport meet and greet',
    description: 'A driver meets the party at Orlando International arrivals with a name board.',
    basis: 'PER_STAY',
    price_pence: 5000,
    max_quantity: 1,
    requires: null,
    quote_only: 0,
    position: 11,
    active: 1,
  },
  {
    id: 11,
    category: 'Travel',
    name: 'Child car seat',
    description: 'A rear- or forward-facing car seat delivered to the villa.',
    basis: 'PER_NIGHT',
    price_pence: 500,
    max_quantity: 4,
    requires: null,
    quote_only: 0,
    position: 12,
    active: 1,
  },
  {
    id: 12,
    category: 'Pool and garden',
    name: 'Pool heating',
    description: 'The private pool heated to about 29°C for the whole stay.',
    basis: 'POOL_HEATING',
    price_pence: null,
    max_quantity: 1,
    requires: 'PRIVATE_POOL',
    quote_only: 1,
    position: 5,
    active: 1,
  },
  {
    id: 13,
    category: 'Leisure',
    name: 'Beach towel pack',
    description: 'Four large beach and pool towels.',
    basis: 'PER_STAY',
    price_pence: 2000,
    max_quantity: 4,
    requires: null,
    quote_only: 0,
    position: 13,
    active: 1,
  },
  {
    id: 14,
    category: 'Leisure',
    name: 'Games console hire',
    description: 'A games console with four controllers and a selection of family games.',
    basis: 'PER_NIGHT',
    price_pence: 800,
    max_quantity: 2,
    requires: null,
    quote_only: 0,
    position: 14,
    active: 1,
  },
  {
    id: 15,
    category: 'Leisure',
    name: 'Mid-stay clean',
    description: 'A full clean with fresh linen and towels halfway through the stay.',
    basis: 'PER_STAY',
    price_pence: 12000,
    max_quantity: 3,
    requires: null,
    quote_only: 0,
    position: 15,
    active: 1,
  },
];

export const CATEGORY_ORDER = [
  'Pool and garden',
  'Arrival and departure',
  'Baby and child',
  'Travel',
  'Leisure',
];

/** What of a villa decides which extras fit it. */
export interface ExtraFitFacts {
  privatePool: boolean;
  /** Per night; null when the villa offers no pool heating. */
  poolHeatingPence: number | null;
}

/** The words the catalogue shows beside an extra that fits only some villas. */
export const REQUIREMENT_TEXTS: Record<ExtraRequirement, string> = {
  PRIVATE_POOL: 'Villas with a private pool only',
};

/**
 * The one rule of which extra fits which villa: the catalogue of a stay, the checkout and the
 * booking page's purchasable extras all ask it (through extraUnitPence).
 */
export function extraFits(
  extra: Pick<ExtrasTable, 'basis' | 'requires'>,
  villa: ExtraFitFacts,
): boolean {
  if (extra.requires === 'PRIVATE_POOL' && !villa.privatePool) return false;
  if (extra.basis === 'POOL_HEATING') return poolHeatingFor(villa.poolHeatingPence, 1) !== null;
  return true;
}

/**
 * The price of one unit for a stay, pence. Null when the extra does not fit the villa
 * (extraFits) or, for pool heating, when no villa is known.
 */
export function extraUnitPence(
  extra: Pick<ExtrasTable, 'basis' | 'price_pence' | 'requires'>,
  stay: ({ nights: number } & ExtraFitFacts) | null,
): number | null {
  if (stay && !extraFits(extra, stay)) return null;
  switch (extra.basis) {
    case 'PER_STAY':
      return extra.price_pence;
    case 'PER_NIGHT':
      return stay && extra.price_pence !== null ? extra.price_pence * stay.nights : null;
    case 'POOL_HEATING':
      return stay ? (poolHeatingFor(stay.poolHeatingPence, stay.nights)?.totalPence ?? null) : null;
  }
}

/** Per stay or per night; for pool heating the villa's nightly cost (null without a villa). */
function unitPricePence(
  extra: Pick<ExtrasTable, 'basis' | 'price_pence'>,
  poolHeatingPence: number | null | undefined,
): number | null {
  if (extra.basis !== 'POOL_HEATING') return extra.price_pence;
  return poolHeatingPence && poolHeatingPence > 0 ? poolHeatingPence : null;
}

export async function activeExtras(db: Db): Promise<ExtrasTable[]> {
  return bookingDb(db)
    .selectFrom('extras')
    .selectAll()
    .where('active', '=', 1)
    .orderBy('position')
    .execute();
}

/**
 * The catalogue grouped by category, priced for a stay when one is given. Without a stay
 * every extra is listed; with one, extras the villa does not offer are left out.
 */
export function groupExtras(
  extras: readonly ExtrasTable[],
  stay: ({ nights: number } & ExtraFitFacts) | null,
): OptionalExtrasCategory[] {
  const groups = new Map<string, OptionalExtra[]>();
  for (const extra of extras) {
    const stayPence = stay ? extraUnitPence(extra, stay) : null;
    if (stay && stayPence === null) continue;
    const item: OptionalExtra = {
      extraId: extra.id,
      extraName: extra.name,
      description: extra.description,
      category: extra.category,
      basis:
        extra.basis === 'PER_NIGHT' || extra.basis === 'POOL_HEATING' ? 'PER_NIGHT' : 'PER_STAY',
      unitPrice: (() => {
        const unit = unitPricePence(extra, stay?.poolHeatingPence);
        return unit === null ? null : toPounds(unit);
      })(),
      stayPrice: stayPence === null ? null : toPounds(stayPence),
      maxQuantity: extra.max_quantity,
      fitsOnly: extra.requires ? REQUIREMENT_TEXTS[extra.requires] : null,
      quoteOnly: extra.quote_only === 1,
      commissionable: false,
    };
    const list = groups.get(extra.category);
    if (list) list.push(item);
    else groups.set(extra.category, [item]);
  }
  const rank = (c: string) => {
    const i = CATEGORY_ORDER.indexOf(c);
    return i === -1 ? CATEGORY_ORDER.length : i;
  };
  return [...groups.entries()]
    .sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b))
    .map(([category, list]) => ({ category, extras: list }));
}
