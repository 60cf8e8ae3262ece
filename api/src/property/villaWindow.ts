import type { Selectable } from 'kysely';
import { STATUSES_TAKING_NIGHTS, dayOf } from '@villa/shared/contract';
import type { Db } from '../db/schema';
import type { StayFact } from './availability';
import type { DiscountRule } from './pricing';
import type { BookingsTable, DiscountsTable } from './tables';

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

/**
 * Everything that decides one villa's availability and price between two days (from
 * inclusive, to exclusive): seasons, discounts, unbookable dates and the stays that block.
 * One read for the villa page and the checkout, so both judge a stay from the same rows.
 */
export async function readVillaWindow(db: Db, villaId: number, fromIso: string, toIso: string) {
  const [seasons, discounts, unbookable, stays] = await Promise.all([
    db
      .selectFrom('seasons')
      .select(['id', 'season', 'name', 'date_from', 'date_to', 'nightly_rate_pence', 'min_nights'])
      .where('villa_id', '=', villaId)
      .where('date_to', '>=', fromIso)
      .where('date_from', '<', toIso)
      .orderBy('date_from')
      .execute(),
    db.selectFrom('discounts').selectAll().where('villa_id', '=', villaId).execute(),
    db
      .selectFrom('villa_unbookable_dates')
      .select('date')
      .where('villa_id', '=', villaId)
      .where('date', '>=', fromIso)
      .where('date', '<', toIso)
      .execute(),
    db
      .selectFrom('bookings')
      .select(['id', 'status', 'arrival', 'departure', 'expires_at'])
      .where('villa_id', '=', villaId)
      .where('status', 'in', [...STATUSES_TAKING_NIGHTS])
      .where('departure', '>', fromIso)
      .where('arrival', '<', toIso)
      .orderBy('arrival')
      .execute(),
  ]);
  return {
    seasons,
    discounts: discounts.map(discountRuleOf),
    unbookableDays: unbookable.map((u) => dayOf(u.date)),
    stays,
  };
}
