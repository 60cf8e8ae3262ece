import type { CommissionStatement } from '@villa/shared/contract';
import { toPence, toPounds } from '@villa/shared/format';
import type { Generated, Kysely } from 'kysely';
import { moneyOfBookings } from '../../booking/record';
import { bookingDb } from '../../booking/tables';
import type { Database, Db } from '../../db/schema';
import { toTimestamp } from '../../time';

/*
 * Commission statements (README.md beside this file): an organisation's bookings arriving in
 * one month, each with the commission the booking domain says it earned. The amount is never
 * worked out here: it is moneyOf's commissionPence (booking/record.ts), the one rule, over
 * the commission frozen on the booking at checkout (property/rules/pricing.ts commissionFor).
 *
 * Cancellation seam: a cancelled booking's commission is what moneyOf answers for it (today
 * none). When the cancellation policy decides what a cancelled booking keeps, moneyOf is where
 * it goes, and these statements follow without a change here.
 */

interface CommissionPaymentsTable {
  id: Generated<number>;
  organisation_id: number;
  month: string;
  amount_pence: number;
  paid_at: string;
  paid_by_user_id: number;
  paid_by_email: string;
}
type CommissionDb = Kysely<Database & { commission_statement_payments: CommissionPaymentsTable }>;
const commissionDb = (db: Db) =>
  db.withTables<{ commission_statement_payments: CommissionPaymentsTable }>() as CommissionDb;

/** The first day of the month and of the next, as the bookings' arrival days compare. */
function monthRange(month: string): [string, string] {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const next = m === 12 ? `${year + 1}-01` : `${year}-${String(m + 1).padStart(2, '0')}`;
  return [`${month}-01`, `${next}-01`];
}

/**
 * The statements of one month, one per organisation with a booking in it (or only
 * `organisationId`'s). A statement lists confirmed bookings, and cancelled ones that had been
 * paid for (a hold that lapsed never was a sale); pending ones are not earned yet.
 */
export async function commissionStatements(
  db: Db,
  month: string,
  organisationId?: number,
): Promise<CommissionStatement[]> {
  const [from, to] = monthRange(month);
  let query = bookingDb(db)
    .selectFrom('bookings as b')
    .innerJoin('users as u', 'u.id', 'b.agent_user_id')
    .innerJoin('organisations as o', 'o.id', 'u.organisation_id')
    .selectAll('b')
    .select(['u.email as agent_email', 'o.id as organisation_id', 'o.name as organisation_name'])
    .where('b.arrival', '>=', from)
    .where('b.arrival', '<', to)
    .where('b.status', 'in', ['BOOKING', 'CANCELLED']);
  if (organisationId !== undefined) query = query.where('o.id', '=', organisationId);
  const rows = await query.orderBy('o.name').orderBy('b.arrival').orderBy('b.ref').execute();
  const money = await moneyOfBookings(db, rows);
  const paidRows = await commissionDb(db)
    .selectFrom('commission_statement_payments')
    .selectAll()
    .where('month', '=', month)
    .execute();
  const paid = new Map(paidRows.map((p) => [p.organisation_id, p]));

  const byOrganisation = new Map<number, CommissionStatement & { pence: number }>();
  for (const row of rows) {
    const m = money.get(row.id)!;
    if (row.status === 'CANCELLED' && m.paidPence <= 0) continue;
    const orgId = row.organisation_id;
    const statement = byOrganisation.get(orgId) ?? {
      organisationId: orgId,
      organisation: row.organisation_name,
      month,
      lines: [],
      commission: 0,
      pence: 0,
      paidAt: paid.get(orgId)?.paid_at ?? null,
      paidAmount: paid.has(orgId) ? toPounds(paid.get(orgId)!.amount_pence) : null,
    };
    statement.lines.push({
      bookRef: row.ref,
      status: row.status as 'BOOKING' | 'CANCELLED',
      agentEmail: row.agent_email,
      arrival: row.arrival,
      nights: row.nights,
      villaPrice: toPounds(m.villaPence),
      commission: toPounds(m.commissionPence),
    });
    statement.pence += m.commissionPence;
    byOrganisation.set(orgId, statement);
  }
  return [...byOrganisation.values()].map(({ pence, ...statement }) => ({
    ...statement,
    commission: toPounds(pence),
  }));
}

/** Records the statement paid at what it comes to now; false when it already was. */
export async function markStatementPaid(
  trx: Db,
  args: {
    statement: CommissionStatement;
    staff: { userId: number; email: string };
    nowMs: number;
  },
): Promise<boolean> {
  const row = await commissionDb(trx)
    .insertInto('commission_statement_payments')
    .values({
      organisation_id: args.statement.organisationId,
      month: args.statement.month,
      amount_pence: toPence(args.statement.commission),
      paid_at: toTimestamp(args.nowMs),
      paid_by_user_id: args.staff.userId,
      paid_by_email: args.staff.email,
    })
    .onConflict((oc) => oc.columns(['organisation_id', 'month']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** The months of the last `count`, newest first, as YYYY-MM (UTC, as the dashboards' year). */
export function recentMonths(nowMs: number, count: number): string[] {
  const now = new Date(nowMs);
  const months: string[] = [];
  for (let back = 0; back < count; back += 1) {
    const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));
    months.push(`${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`);
  }
  return months;
}

/**
 * One organisation's statements from `count - 1` months back to `count` ahead (its coming
 * arrivals are statements to come), months with a booking only, newest first.
 */
export async function organisationStatements(
  db: Db,
  organisationId: number,
  nowMs: number,
  count: number,
): Promise<CommissionStatement[]> {
  const found: CommissionStatement[] = [];
  const ahead = new Date(nowMs);
  ahead.setUTCDate(1);
  ahead.setUTCMonth(ahead.getUTCMonth() + count);
  for (const month of recentMonths(ahead.getTime(), count * 2)) {
    found.push(...(await commissionStatements(db, month, organisationId)));
  }
  return found;
}
