import type { Db } from '../db/schema';
import { quoteExpiresAt, STATUSES_TAKING_NIGHTS } from '@villa/shared/contract';
import { insertStay } from '../property/bookings';
import { toTimestamp } from '../time';
import { officeDb } from './tables';

/*
 * Demo sent quotes for agent@demo.test, so Sent Quotes has enough rows to page, sort and
 * filter: quotations on real villas priced from their own seasons, each sent to a customer.
 * Some have expired and some overlap a confirmed stay, so every state of the availability rule
 * shows. Deterministic: the same villas, dates and recipients on every fresh database.
 */

export const DEMO_QUOTES_AGENT = 'agent@demo.test';
const DEMO_QUOTE_COUNT = 24;
const DAY = 86_400_000;

const CUSTOMERS = [
  'Emma Clarke',
  'David Patel',
  'Sophie Turner',
  'James Walker',
  'Olivia Brown',
  'Liam Evans',
  'Amelia Hughes',
  'Noah Roberts',
  'Isla Wright',
  'Harry Green',
  'Grace Hall',
  'Jack Wood',
];

const isoDay = (ms: number) => toTimestamp(ms).slice(0, 10);

/** Price of a stay from the villa's seasons; null when a night has no rate. */
function priceFromSeasons(
  seasons: { date_from: string; date_to: string; nightly_rate_pence: number }[],
  arrivalMs: number,
  nights: number,
): number | null {
  let total = 0;
  for (let n = 0; n < nights; n += 1) {
    const night = isoDay(arrivalMs + n * DAY);
    const season = seasons.find((s) => s.date_from <= night && night <= s.date_to);
    if (!season) return null;
    total += season.nightly_rate_pence;
  }
  return total;
}

/** The first arrival from `fromMs`, week by week, when the villa's nights are all free. */
async function freeArrival(db: Db, villaId: number, fromMs: number, nights: number) {
  for (let week = 0; week < 26; week += 1) {
    const arrivalMs = fromMs + week * 7 * DAY;
    const clash = await db
      .selectFrom('bookings')
      .select('id')
      .where('villa_id', '=', villaId)
      .where('status', 'in', [...STATUSES_TAKING_NIGHTS])
      .where('arrival', '<', isoDay(arrivalMs + nights * DAY))
      .where('departure', '>', isoDay(arrivalMs))
      .executeTakeFirst();
    if (!clash) return arrivalMs;
  }
  return null;
}

export async function seedDemoQuotes(db: Db, now: number): Promise<number> {
  const agent = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', DEMO_QUOTES_AGENT)
    .executeTakeFirst();
  if (!agent) return 0;
  const villas = await db
    .selectFrom('villas')
    .select(['id'])
    .where('active', '=', 1)
    .orderBy('id')
    .limit(60)
    .execute();
  if (villas.length === 0) return 0;
  // Confirmed stays of other channels: quoting their nights shows a quote that is no longer available.
  const taken = await db
    .selectFrom('bookings')
    .select(['villa_id', 'arrival', 'nights'])
    .where('status', '=', 'BOOKING')
    .where('arrival', '>', isoDay(now + 20 * DAY))
    .orderBy('arrival')
    .orderBy('id')
    .limit(3)
    .execute();

  const today = Date.parse(`${isoDay(now)}T00:00:00.000Z`);
  let made = 0;
  for (let i = 0; i < DEMO_QUOTE_COUNT * 2 && made < DEMO_QUOTE_COUNT; i += 1) {
    const clash = i < taken.length ? taken[i] : null;
    const villaId = clash ? clash.villa_id : villas[(i * 7) % villas.length].id;
    const nights = clash ? clash.nights : [7, 10, 14][i % 3];
    const arrivalMs = clash
      ? Date.parse(`${clash.arrival}T00:00:00.000Z`)
      : await freeArrival(db, villaId, today + (30 + ((i * 11) % 150)) * DAY, nights);
    if (arrivalMs === null) continue;
    const seasons = await db
      .selectFrom('seasons')
      .select(['date_from', 'date_to', 'nightly_rate_pence'])
      .where('villa_id', '=', villaId)
      .execute();
    const total = priceFromSeasons(seasons, arrivalMs, nights);
    if (total === null) continue;
    // Sent over the last four weeks; those made more than QUOTE_VALID_DAYS ago have expired.
    const sentMs = now - ((made * 29) % 28) * DAY - (made % 5) * 3_600_000;
    const deposit = arrivalMs - now > 60 * DAY ? Math.max(20_000, Math.round(total / 4)) : total;
    const booking = await insertStay(
      db,
      {
        status: 'QUOTATION',
        villa_id: villaId,
        agent_user_id: agent.id,
        arrival: isoDay(arrivalMs),
        departure: isoDay(arrivalMs + nights * DAY),
        nights,
        expires_at: quoteExpiresAt(sentMs),
        original_pence: total,
        discount_pence: 0,
        total_pence: total,
        commission_pence: Math.round(total / 10),
        deposit_pence: deposit,
        balance_due: deposit < total ? isoDay(arrivalMs - 60 * DAY) : null,
        pool_heating_pence: 0,
      },
      sentMs,
    );
    const ref = booking.ref;
    const customer = CUSTOMERS[made % CUSTOMERS.length];
    await officeDb(db)
      .insertInto('sent_quotes')
      .values({
        book_ref: ref,
        user_id: agent.id,
        recipient_email: `${customer.toLowerCase().replace(' ', '.')}@example.com`,
        recipient_message: '',
        outbox_id: null,
        sent_at: toTimestamp(sentMs),
      })
      .execute();
    if (booking.id) made += 1;
  }
  return made;
}
