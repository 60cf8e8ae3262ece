import type { Selectable } from 'kysely';
import { STATUSES_TAKING_NIGHTS, dayOf } from '@villa/shared/contract';
import type { Db } from '../../db/schema';
import type { StayFact } from './availability';
import type { DiscountRule } from './pricing';
import type { BookingsTable, DiscountsTable, SeasonsTable } from '../tables';

/** A discount row as the pricing module reads it. */
export function discountRuleOf(d: Selectable<DiscountsTable>): DiscountRule {
  return {
    type: d.discount_type,
    name: d.name,
    percentBp: d.percent_bp,
    minNights: d.min_nights,
    arrivalFrom: d.arrival_from ? dayOf(d.arrival_from) : null,
    arrivalTo: d.arrival_to ? dayOf(d.arrival_to) : null,
    leadDaysMin: d.lead_days_min,
    leadDaysMax: d.lead_days_max,
  };
}

/** A block row as the availability module reads it. */
export const blockedNightsOf = (b: { date_from: string; date_to: string }) => ({
  from: dayOf(b.date_from),
  to: dayOf(b.date_to),
});

type StayRow = Pick<
  Selectable<BookingsTable>,
  'id' | 'status' | 'arrival' | 'departure' | 'expires_at'
>;

/** A booking row as the availability module reads it. */
export function stayFactOf(s: StayRow): StayFact {
  return {
    id: s.id,
    status: s.status,
    arrival: dayOf(s.arrival),
    departure: dayOf(s.departure),
    expiresAtMs: s.expires_at ? Date.parse(s.expires_at) : null,
  };
}

/** Everything that decides one villa's availability and price between two days. */
export interface VillaWindow {
  seasons: Pick<
    Selectable<SeasonsTable>,
    'id' | 'season' | 'name' | 'date_from' | 'date_to' | 'nightly_rate_pence' | 'min_nights'
  >[];
  discounts: DiscountRule[];
  unbookableDays: number[];
  /** Nights the office blocked (first and last night, inclusive, day numbers). */
  blockedNights: { from: number; to: number }[];
  stays: StayRow[];
}

/**
 * Everything that decides one villa's availability and price between two days (from
 * inclusive, to exclusive): seasons, discounts, unbookable dates, the office's blocks and the
 * stays that take nights.
 * One read for the villa page and the checkout, so both judge a stay from the same rows.
 */
export async function readVillaWindow(
  db: Db,
  villaId: number,
  fromIso: string,
  toIso: string,
): Promise<VillaWindow> {
  return (await readVillaWindows(db, [villaId], fromIso, toIso)).get(villaId)!;
}

/** readVillaWindow for many villas over one span, in five queries whatever their number. */
export async function readVillaWindows(
  db: Db,
  villaIds: readonly number[],
  fromIso: string,
  toIso: string,
): Promise<Map<number, VillaWindow>> {
  const ids = [...new Set(villaIds)];
  const windows = new Map<number, VillaWindow>(
    ids.map((id) => [
      id,
      { seasons: [], discounts: [], unbookableDays: [], blockedNights: [], stays: [] },
    ]),
  );
  if (ids.length === 0) return windows;
  const [seasons, discounts, unbookable, blocks, stays] = await Promise.all([
    db
      .selectFrom('seasons')
      .select([
        'villa_id',
        'id',
        'season',
        'name',
        'date_from',
        'date_to',
        'nightly_rate_pence',
        'min_nights',
      ])
      .where('villa_id', 'in', ids)
      .where('date_to', '>=', fromIso)
      .where('date_from', '<', toIso)
      .orderBy('date_from')
      .execute(),
    db.selectFrom('discounts').selectAll().where('villa_id', 'in', ids).orderBy('id').execute(),
    db
      .selectFrom('villa_unbookable_dates')
      .select(['villa_id', 'date'])
      .where('villa_id', 'in', ids)
      .where('date', '>=', fromIso)
      .where('date', '<', toIso)
      .execute(),
    db
      .selectFrom('villa_blocks')
      .select(['villa_id', 'date_from', 'date_to'])
      .where('villa_id', 'in', ids)
      .where('date_to', '>=', fromIso)
      .where('date_from', '<', toIso)
      .execute(),
    db
      .selectFrom('bookings')
      .select(['villa_id', 'id', 'status', 'arrival', 'departure', 'expires_at'])
      .where('villa_id', 'in', ids)
      .where('status', 'in', [...STATUSES_TAKING_NIGHTS])
      .where('departure', '>', fromIso)
      .where('arrival', '<', toIso)
      .orderBy('arrival')
      .execute(),
  ]);
  for (const { villa_id, ...season } of seasons) windows.get(villa_id)!.seasons.push(season);
  for (const d of discounts) windows.get(d.villa_id)!.discounts.push(discountRuleOf(d));
  for (const u of unbookable) windows.get(u.villa_id)!.unbookableDays.push(dayOf(u.date));
  for (const b of blocks) {
    windows.get(b.villa_id)!.blockedNights.push(blockedNightsOf(b));
  }
  for (const { villa_id, ...stay } of stays) windows.get(villa_id)!.stays.push(stay);
  return windows;
}
