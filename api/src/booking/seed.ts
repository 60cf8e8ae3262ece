import { quoteExpiresAt } from '@villa/shared/contract';
import type { SeedStep } from '../db/seed';
import { whenEmpty } from '../db/seed/whenEmpty';
import type { Db } from '../db/schema';
import { applyStayEvent, insertStay, lapseHolds, priceColumns } from '../property/bookings';
import { dayOfInstant, isoOf } from '../property/days';
import { toTimestamp, type Clock } from '../time';
import { checkout, newPaymentToken, type CheckoutInput } from './checkout';
import { EXTRAS_CATALOGUE } from './extras';
import { modifyReserve } from './modify';
import { findOwnBooking, moneyOfBooking } from './record';
import { assessStay, type StayAssessment } from './stay';
import { bookingDb } from './tables';

/*
 * The booking seed: the extras catalogue, and for agent@demo.test one booking in each state
 * (a live hold, a lapsed hold, a cancelled hold, pending payment, confirmed with a payment and
 * a custom extra, a quotation and an expired quotation), on free stays found with the same
 * availability rules as everything else. Runs after the property seed.
 */

export const DEMO_AGENT_EMAIL = 'agent@demo.test';

const LEADS = [
  {
    clientTitle: 'Mrs',
    clientForename: 'Sarah',
    clientSurname: 'Thompson',
    town: 'Leeds',
    postcode: 'LS1 4AP',
  },
  {
    clientTitle: 'Mr',
    clientForename: 'David',
    clientSurname: 'Patel',
    town: 'Leicester',
    postcode: 'LE1 5WW',
  },
  {
    clientTitle: 'Ms',
    clientForename: 'Emma',
    clientSurname: 'Clarke',
    town: 'Bristol',
    postcode: 'BS1 4DJ',
  },
  {
    clientTitle: 'Mr',
    clientForename: 'James',
    clientSurname: 'Walker',
    town: 'Manchester',
    postcode: 'M1 1AE',
  },
  {
    clientTitle: 'Dr',
    clientForename: 'Helen',
    clientSurname: 'Murray',
    town: 'Glasgow',
    postcode: 'G1 1XQ',
  },
];

function leadOf(i: number, arrival: string): CheckoutInput['leadPassenger'] {
  const l = LEADS[i % LEADS.length];
  const year = Number(arrival.slice(0, 4)) - 40 - i;
  return {
    clientTitle: l.clientTitle,
    clientForename: l.clientForename,
    clientSurname: l.clientSurname,
    address1: `${12 + i * 7} Station Road`,
    address2: '',
    addTown: l.town,
    addCounty: '',
    addCountryId: 82,
    addPostcode: l.postcode,
    clientTelephone: `0113 496 00${10 + i}`,
    clientMobile: `07700 900${100 + i}`,
    clientEmail: `${l.clientForename.toLowerCase()}.${l.clientSurname.toLowerCase()}@example.com`,
    dob: `${year}-0${1 + (i % 9)}-1${i % 9}`,
    isDriving: '1',
  };
}

function passengersOf(
  i: number,
  arrival: string,
  lead: CheckoutInput['leadPassenger'],
): CheckoutInput['passengers'] {
  const y = Number(arrival.slice(0, 4));
  return [
    {
      title: '',
      forename: i % 2 ? 'Priya' : 'Mark',
      surname: lead.clientSurname,
      dob: `${y - 41}-06-02`,
      isDriving: '1',
      passengerType: 'Adult',
    },
    {
      title: '',
      forename: 'Oliver',
      surname: lead.clientSurname,
      dob: `${y - 9}-03-14`,
      isDriving: '0',
      passengerType: 'Child',
    },
    ...(i % 2 === 0
      ? [
          {
            title: '',
            forename: 'Ava',
            surname: lead.clientSurname,
            dob: `${y - 1}-01-20`,
            isDriving: '0' as const,
            passengerType: 'Infant' as const,
          },
        ]
      : []),
  ];
}

/** A bookable 7-night stay, searching villas and arrival weeks in a fixed order. */
async function findFreeStay(
  db: Db,
  nowMs: number,
  villaIds: number[],
  start: number,
  used: Set<number>,
): Promise<StayAssessment | null> {
  const today = dayOfInstant(nowMs);
  for (const villaId of villaIds) {
    if (used.has(villaId)) continue;
    for (let week = 0; week < 12; week += 1) {
      const arrival = isoOf(today + start + week * 7);
      const a = await assessStay(db, { propertyId: villaId, arrival, nights: 7 }, nowMs);
      if (a && a.problem === null) {
        used.add(villaId);
        return a;
      }
    }
  }
  return null;
}

export async function seedDemoBookings(db: Db, clock: Clock): Promise<number> {
  const agent = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', DEMO_AGENT_EMAIL)
    .executeTakeFirst();
  if (!agent) return 0;
  const has = await db
    .selectFrom('bookings')
    .select('id')
    .where('agent_user_id', '=', agent.id)
    .limit(1)
    .executeTakeFirst();
  if (has) return 0;
  const villas = await db
    .selectFrom('villas')
    .select(['id', 'pool_heating_pence'])
    .where('active', '=', 1)
    .orderBy('id')
    .limit(40)
    .execute();
  if (villas.length === 0) return 0;
  // Villas with pool heating first, so the demo shows it.
  const villaIds = [...villas]
    .sort((a, b) => Number(b.pool_heating_pence !== null) - Number(a.pool_heating_pence !== null))
    .map((v) => v.id);
  const used = new Set<number>();
  const nowMs = clock();
  let made = 0;

  const book = async (
    i: number,
    product: 'reserve' | 'all',
    at: number,
    extras: { extraId: number; quantity: number }[],
    agentRef: string,
  ) => {
    const stay = await findFreeStay(db, at, villaIds, 40 + i * 9, used);
    if (!stay) return null;
    const lead = leadOf(i, stay.arrival);
    const offered = extras.filter((e) => e.extraId !== 12 || stay.villa.poolHeatingPence !== null);
    const result = await checkout(db, {
      product,
      userId: agent.id,
      nowMs: at,
      input: {
        bookRef: '',
        propertyId: stay.villa.id,
        arrival: stay.arrival,
        nights: stay.nights,
        extras: offered,
        leadPassenger: lead,
        passengers: passengersOf(i, stay.arrival, lead),
        agentRef,
        agentNotes: i % 2 ? 'Customer celebrating a 40th birthday during the stay.' : '',
        termsAccepted: true,
      },
    });
    made += 1;
    return result.bookRef;
  };

  await book(0, 'reserve', nowMs - 2 * 3_600_000, [{ extraId: 1, quantity: 1 }], 'THOMPSON-ORL');
  const lapsed = await book(1, 'reserve', nowMs - 30 * 3_600_000, [], 'PATEL-FEB');
  if (lapsed) await lapseHolds(db, nowMs, { all: true });
  const cancelled = await book(2, 'reserve', nowMs - 5 * 3_600_000, [], 'CLARKE-SUMMER');
  if (cancelled) {
    await modifyReserve(
      db,
      await findOwnBooking(db, cancelled, agent.id),
      'CANCEL',
      nowMs - 4 * 3_600_000,
    );
  }
  await book(
    3,
    'all',
    nowMs - 20 * 3_600_000,
    [
      { extraId: 12, quantity: 1 },
      { extraId: 7, quantity: 1 },
    ],
    'WALKER-0412',
  );
  const confirmed = await book(
    4,
    'all',
    nowMs - 10 * 86_400_000,
    [
      { extraId: 10, quantity: 1 },
      { extraId: 3, quantity: 2 },
    ],
    'MURRAY-FAM',
  );
  if (confirmed) {
    const booking = await findOwnBooking(db, confirmed, agent.id);
    const bdb = bookingDb(db);
    const paidAt = toTimestamp(nowMs - 10 * 86_400_000 + 3_600_000);
    await bdb
      .insertInto('booking_custom_extras')
      .values({
        booking_id: booking.id,
        name: 'Birthday cake and balloons',
        description: 'Delivered to the villa on the second evening, as agreed by phone.',
        charge_pence: 4500,
        created_at: paidAt,
      })
      .execute();
    const money = await moneyOfBooking(db, booking);
    await bdb
      .insertInto('payments')
      .values({
        booking_id: booking.id,
        attempt_id: null,
        amount_pence: money.dueNowPence,
        pay_type_desc: 'Card payment (Visa ending 4242)',
        provider_ref: `seed_${booking.ref}`,
        created_at: paidAt,
      })
      .execute();
    const paid = await moneyOfBooking(db, booking);
    await applyStayEvent(
      db,
      booking,
      { type: 'PAYMENT', paidPence: paid.paidPence, dueNowPence: paid.dueNowPence },
      Date.parse(paidAt),
    );
  }

  // Quotations: a live one (made yesterday) and one that expired (made 9 days ago).
  for (const [i, daysAgo] of [
    [5, 1],
    [6, 9],
  ] as const) {
    const createdMs = nowMs - daysAgo * 86_400_000;
    const stay = await findFreeStay(db, createdMs, villaIds, 40 + i * 9, used);
    if (!stay?.price) continue;
    const price = stay.price;
    const row = await insertStay(
      db,
      {
        status: 'QUOTATION',
        villa_id: stay.villa.id,
        agent_user_id: agent.id,
        arrival: stay.arrival,
        departure: stay.departure,
        nights: stay.nights,
        expires_at: quoteExpiresAt(createdMs),
        ...priceColumns(price),
        pool_heating_pence: 0,
      },
      createdMs,
    );
    await bookingDb(db)
      .insertInto('booking_details')
      .values({
        booking_id: row.id,
        agent_ref: `QUOTE-${i}`,
        agent_notes: '',
        product: null,
        terms_accepted_at: null,
        payment_token: newPaymentToken(),
        upgraded_at: null,
      })
      .execute();
    await bookingDb(db)
      .insertInto('booking_extras')
      .values({
        booking_id: row.id,
        extra_id: 2,
        book_from: stay.arrival,
        book_nights: stay.nights,
        charge_pence: 3000,
        created_at: toTimestamp(createdMs),
      })
      .execute();
    made += 1;
  }
  return made;
}

export const bookingSeed: SeedStep = {
  name: 'booking',
  isNeeded: whenEmpty('extras'),
  async run(db, clock) {
    await bookingDb(db)
      .insertInto('extras')
      .values([...EXTRAS_CATALOGUE])
      .execute();
    await seedDemoBookings(db, clock);
  },
};
