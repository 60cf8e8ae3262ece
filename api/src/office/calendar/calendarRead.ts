import {
  dayOf,
  isoOf,
  takesNightsAt,
  todayOf,
  weekdayOf,
  type OfficeCalendarDay,
  type OfficeCalendarWindow,
} from '@villa/shared/contract';
import { toPounds } from '@villa/shared/format';
import type { Db } from '../../db/schema';
import { bookingSettingsAt } from '../../portalSettings';
import { stayFactOf } from '../../property/rules/villaWindow';
import { calendarWindow, loadCalendarFacts, type CalendarWindow } from '../../villa/facts';

/*
 * The office calendar of one villa, day by day. Rates, minimum nights, arrivals and taken
 * nights are read from the very grid the agent's villa page builds (villa/facts.ts), so staff
 * see what agents are answered; the office adds who takes a night (the stay's reference) and
 * why a night is blocked.
 */

export interface OfficeVilla {
  id: number;
  code: string;
  name: string;
  commission_bp: number;
  deposit_percent: number;
  balance_due_days: number;
  pool_heating_pence: number | null;
  rates_until: string;
  unbookable_weekdays: number;
}

/** The villa the office calendar is about, any status; undefined when there is none. */
export function findOfficeVilla(db: Db, villaId: number): Promise<OfficeVilla | undefined> {
  return db
    .selectFrom('villas')
    .select([
      'id',
      'code',
      'name',
      'commission_bp',
      'deposit_percent',
      'balance_due_days',
      'pool_heating_pence',
      'rates_until',
      'unbookable_weekdays',
    ])
    .where('id', '=', villaId)
    .executeTakeFirst();
}

/** The calendar's days (the agent's 24 months) as of `nowMs`. */
export async function officeWindowAt(
  db: Db,
  nowMs: number,
): Promise<{ calendar: CalendarWindow; window: OfficeCalendarWindow }> {
  const today = todayOf(nowMs);
  const calendar = calendarWindow(today, await bookingSettingsAt(db));
  return {
    calendar,
    window: { from: isoOf(calendar.from), to: isoOf(calendar.to), today: isoOf(today) },
  };
}

/** Every day from `range.from` to `range.to` (inside the window) as staff see it. */
export async function readOfficeCalendar(
  db: Db,
  villa: OfficeVilla,
  calendar: CalendarWindow,
  range: { from: string; to: string },
  nowMs: number,
): Promise<OfficeCalendarDay[]> {
  const departure = isoOf(dayOf(range.to) + 1);
  const [facts, blocks, stays] = await Promise.all([
    loadCalendarFacts(db, villa, calendar, nowMs),
    db
      .selectFrom('villa_blocks')
      .select(['date_from', 'date_to', 'reason', 'note'])
      .where('villa_id', '=', villa.id)
      .where('date_to', '>=', range.from)
      .where('date_from', '<=', range.to)
      .orderBy('date_from')
      .execute(),
    db
      .selectFrom('bookings')
      .select(['id', 'ref', 'status', 'arrival', 'departure', 'expires_at'])
      .where('villa_id', '=', villa.id)
      .where('arrival', '<', departure)
      .where('departure', '>', range.from)
      .orderBy('arrival')
      .execute(),
  ]);
  const taking = stays.filter((s) => takesNightsAt(stayFactOf(s), nowMs));
  const { grid } = facts;
  const days: OfficeCalendarDay[] = [];
  let b = 0;
  let s = 0;
  for (let day = dayOf(range.from); day <= dayOf(range.to); day += 1) {
    const date = isoOf(day);
    while (b < blocks.length && blocks[b].date_to < date) b += 1;
    while (s < taking.length && taking[s].departure <= date) s += 1;
    const block = blocks[b] && blocks[b].date_from <= date ? blocks[b] : null;
    const stay = taking[s] && taking[s].arrival <= date ? taking[s] : null;
    const rate = grid.rateOn(0, day);
    days.push({
      date,
      nightlyRate: rate > 0 ? toPounds(rate) : null,
      minNights: rate > 0 ? grid.minNightsOn(0, day) : null,
      arrivalAllowed: !grid.startRefused(0, day),
      weeklyNoArrival: ((villa.unbookable_weekdays >> weekdayOf(day)) & 1) === 1,
      block: block
        ? { reason: block.reason, note: block.note, from: block.date_from, to: block.date_to }
        : null,
      booking: stay
        ? { ref: stay.ref, status: stay.status, arrival: stay.arrival, departure: stay.departure }
        : null,
    });
  }
  return days;
}
