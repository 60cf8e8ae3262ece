import {
  datePartsOf,
  todayOf,
  ACCOUNTS_PAYMENTS_SHOWN,
  isOverdue,
  paymentsDueOf,
  type AccountsBalanceDue,
  type AccountsDashboardResponse,
  type OrganisationAgentSummary,
  type OrganisationDashboardResponse,
} from '@villa/shared/contract';
import { toPounds } from '@villa/shared/format';
import { sql } from 'kysely';
import type { Db } from '../db/schema';
import { errorsOf, MESSAGES } from '../errors';
import { moneyOfBookings, type BookingMoney } from '../booking/record';
import { bookingDb } from '../booking/tables';
import { takesNightsSql } from '../property/seam';

/*
 * The ORGANISATION and ACCOUNTS dashboards: figures for the caller's own organisation, read from
 * the bookings of its agents. Every amount comes from the booking domain's moneyOfBooking (the
 * booking's own totals and payments) and every due date from the contract's paymentsDueOf, so
 * these pages owe and date exactly what the booking page does.
 */

interface Organisation {
  id: number;
  name: string;
  displayName: string;
}

export async function organisationOf(db: Db, organisationId: number | null): Promise<Organisation> {
  const row =
    organisationId === null
      ? undefined
      : await db
          .selectFrom('organisations')
          .select(['id', 'name', 'display_name'])
          .where('id', '=', organisationId)
          .executeTakeFirst();
  if (!row) throw errorsOf(404, MESSAGES.notFound);
  return { id: row.id, name: row.name, displayName: row.display_name };
}

const yearOf = (nowMs: number) => datePartsOf(todayOf(nowMs)).year;
const yearRange = (year: number) => [
  `${year}-01-01T00:00:00.000Z`,
  `${year + 1}-01-01T00:00:00.000Z`,
];

const fullName = (u: { forename: string | null; surname: string | null; email: string }) =>
  [u.forename, u.surname].filter(Boolean).join(' ') || u.email;

/** The organisation's bookings (no quotations) with their agent and confirmation time. */
function organisationBookings(db: Db, organisationId: number) {
  return bookingDb(db)
    .selectFrom('bookings as b')
    .innerJoin('users as u', 'u.id', 'b.agent_user_id')
    .innerJoin('villas as v', 'v.id', 'b.villa_id')
    .leftJoin('booking_details as d', 'd.booking_id', 'b.id')
    .leftJoin('booking_clients as c', 'c.booking_id', 'b.id')
    .selectAll('b')
    .select([
      'u.forename as agent_forename',
      'u.surname as agent_surname',
      'u.email as agent_email',
      'v.code as property_code',
      'c.title as client_title',
      'c.surname as client_surname',
      // Checkout, or a hold's upgrade: when the first payment's 24 hours start.
      sql<string>`coalesce(d.upgraded_at, d.terms_accepted_at, b.created_at)`.as('confirmed_at'),
    ])
    .where('u.organisation_id', '=', organisationId)
    .where('b.status', '<>', 'QUOTATION');
}

export async function organisationDashboard(
  db: Db,
  organisationId: number | null,
  nowMs: number,
): Promise<OrganisationDashboardResponse> {
  const organisation = await organisationOf(db, organisationId);
  const year = yearOf(nowMs);
  const [from, to] = yearRange(year);
  const agents = await db
    .selectFrom('users')
    .select(['id', 'forename', 'surname', 'email', 'signup_incomplete'])
    .where('organisation_id', '=', organisation.id)
    .where('role', '=', 'AGENT')
    .orderBy('surname')
    .orderBy('forename')
    .orderBy('id')
    .execute();
  // Live stays booked this year, by their booking date as Customer Bookings shows it (created_at):
  // a lapsed or cancelled one earns nothing (moneyOf: no commission).
  const rows = await organisationBookings(db, organisation.id)
    .where(takesNightsSql('b', nowMs))
    .where('b.created_at', '>=', from)
    .where('b.created_at', '<', to)
    .execute();
  const perAgent = new Map<
    number,
    { bookings: number; confirmed: number; value: number; commission: number }
  >();
  const moneyById = await moneyOfBookings(db, rows);
  for (const row of rows) {
    const money = moneyById.get(row.id) as BookingMoney;
    const sums = perAgent.get(row.agent_user_id as number) ?? {
      bookings: 0,
      confirmed: 0,
      value: 0,
      commission: 0,
    };
    sums.bookings += 1;
    if (row.status === 'BOOKING') sums.confirmed += 1;
    sums.value += money.totalPence;
    sums.commission += money.commissionPence;
    perAgent.set(row.agent_user_id as number, sums);
  }
  const summaries: OrganisationAgentSummary[] = agents.map((a) => {
    const s = perAgent.get(a.id) ?? { bookings: 0, confirmed: 0, value: 0, commission: 0 };
    return {
      userId: a.id,
      name: fullName(a),
      email: a.email,
      signupComplete: a.signup_incomplete !== 1,
      bookings: s.bookings,
      confirmed: s.confirmed,
      bookedValue: toPounds(s.value),
      commission: toPounds(s.commission),
    };
  });
  const sum = (
    pick: (s: { bookings: number; confirmed: number; value: number; commission: number }) => number,
  ) => [...perAgent.values()].reduce((n, s) => n + pick(s), 0);
  return {
    organisation: { name: organisation.name, displayName: organisation.displayName },
    year,
    agents: summaries,
    totals: {
      bookings: sum((s) => s.bookings),
      confirmed: sum((s) => s.confirmed),
      bookedValue: toPounds(sum((s) => s.value)),
      commission: toPounds(sum((s) => s.commission)),
    },
  };
}

export async function accountsDashboard(
  db: Db,
  organisationId: number | null,
  nowMs: number,
): Promise<AccountsDashboardResponse> {
  const organisation = await organisationOf(db, organisationId);
  const year = yearOf(nowMs);
  const [from, to] = yearRange(year);
  const owing = await organisationBookings(db, organisation.id)
    .where('b.status', 'in', ['PAYPENDING', 'BOOKING'])
    // A booking whose deposit deadline has passed has lapsed (the stay lifecycle's rule), even
    // before the lapse job has written it: it owes nothing.
    .where(takesNightsSql('b', nowMs))
    .execute();
  const owed: { item: AccountsBalanceDue; pence: number }[] = [];
  const moneyById = await moneyOfBookings(db, owing);
  for (const row of owing) {
    const money = moneyById.get(row.id) as BookingMoney;
    for (const due of paymentsDueOf({
      status: row.status,
      confirmedAt: row.confirmed_at,
      firstPaymentDueBy: row.status === 'PAYPENDING' ? row.expires_at : null,
      balanceDue: row.balance_due,
      ...money,
    })) {
      owed.push({
        pence: due.amountPence,
        item: {
          bookRef: row.ref,
          bookStatusCode: row.status,
          agentName: fullName({
            forename: row.agent_forename,
            surname: row.agent_surname,
            email: row.agent_email,
          }),
          client: [row.client_title, row.client_surname].filter(Boolean).join(' '),
          propertyCode: row.property_code,
          arrival: row.arrival,
          kind: due.kind,
          amount: toPounds(due.amountPence),
          dueBy: due.dueBy,
          overdue: isOverdue(due, nowMs),
        },
      });
    }
  }
  owed.sort(
    (a, b) =>
      a.item.dueBy.localeCompare(b.item.dueBy) || a.item.bookRef.localeCompare(b.item.bookRef),
  );

  const payments = bookingDb(db)
    .selectFrom('payments as p')
    .innerJoin('bookings as b', 'b.id', 'p.booking_id')
    .innerJoin('users as u', 'u.id', 'b.agent_user_id')
    .leftJoin('booking_clients as c', 'c.booking_id', 'b.id')
    .where('u.organisation_id', '=', organisation.id);
  const [received, yearTotal] = await Promise.all([
    payments
      .select([
        'p.id',
        'p.amount_pence',
        'p.pay_type_desc',
        'p.provider_ref',
        'p.created_at',
        'b.ref',
        'u.forename',
        'u.surname',
        'u.email',
        'c.title as client_title',
        'c.surname as client_surname',
      ])
      .orderBy('p.created_at', 'desc')
      .orderBy('p.id', 'desc')
      .limit(ACCOUNTS_PAYMENTS_SHOWN)
      .execute(),
    payments
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('p.amount_pence'), sql<number>`0`).as('n'))
      .where('p.created_at', '>=', from)
      .where('p.created_at', '<', to)
      .executeTakeFirstOrThrow(),
  ]);
  const overdue = owed.filter((d) => d.item.overdue);
  const penceOf = (list: typeof owed) => list.reduce((n, d) => n + d.pence, 0);
  return {
    organisation: { name: organisation.name, displayName: organisation.displayName },
    year,
    balancesDue: owed.map((d) => d.item),
    paymentsReceived: received.map((p) => ({
      bookRef: p.ref,
      agentName: fullName(p),
      client: [p.client_title, p.client_surname].filter(Boolean).join(' '),
      payDate: p.created_at,
      payAmount: toPounds(p.amount_pence),
      payTypeDesc: p.pay_type_desc,
      payReference: p.provider_ref,
    })),
    totals: {
      due: toPounds(penceOf(owed)),
      overdue: toPounds(penceOf(overdue)),
      overdueCount: overdue.length,
      receivedThisYear: toPounds(Number(yearTotal.n)),
    },
  };
}
