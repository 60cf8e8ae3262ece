import { sql } from 'kysely';
import {
  OFFICE_BOOKING_CSV_COLUMNS,
  OFFICE_BOOKING_LIMITS,
  dayOf,
  isoOf,
  ukInstantOf,
  ukWallClockOf,
  type OfficeBookingListItem,
  type OfficeBookingListQuery,
  type OfficeBookingListResponse,
} from '@villa/shared/contract';
import { toPounds } from '@villa/shared/format';
import type { Db } from '../../db/schema';
import { toTimestamp } from '../../time';
import { moneyOfBookings } from '../../booking/record';
import { bookingDb } from '../../booking/tables';

/*
 * The office's list of bookings: every agent's bookings and holds (quotations only when asked
 * for by status), newest first. Money is the agent's booking page's (moneyOfBookings), read for
 * the rows shown only, except for "balance overdue": its outstanding balance is money, so its
 * candidates (confirmed, balance date passed) are read whole and filtered on it.
 */

/** A LIKE pattern finding `text` anywhere (or at the start), its own % and _ taken literally. */
function likePattern(text: string, anywhere = true) {
  const escaped = text.replace(/[\\%_]/g, (c) => `\\${c}`);
  return sql<string>`${(anywhere ? '%' : '') + escaped + '%'} escape '\\'`;
}

type Row = {
  id: number;
  ref: string;
  status: OfficeBookingListItem['status'];
  arrival: string;
  nights: number;
  total_pence: number;
  deposit_pence: number;
  balance_due: string | null;
  commission_pence: number;
  pool_heating_pence: number;
  expires_at: string | null;
  villa_code: string;
  agent_email: string | null;
  organisation: string | null;
  lead_surname: string | null;
  agent_ref: string | null;
};

function filtered(db: Db, query: OfficeBookingListQuery, nowMs: number) {
  const today = ukWallClockOf(nowMs).day;
  const dayStart = ukInstantOf(today, 0);
  const nextDayStart = ukInstantOf(isoOf(dayOf(today) + 1), 0);
  const needle = query.q?.toLowerCase() ?? '';
  const agent = query.agent?.toLowerCase() ?? '';
  return bookingDb(db)
    .selectFrom('bookings as b')
    .innerJoin('villas as v', 'v.id', 'b.villa_id')
    .innerJoin('users as u', 'u.id', 'b.agent_user_id')
    .leftJoin('organisations as o', 'o.id', 'u.organisation_id')
    .leftJoin('booking_clients as c', 'c.booking_id', 'b.id')
    .leftJoin('booking_details as d', 'd.booking_id', 'b.id')
    .$if(query.status === undefined, (q) => q.where('b.status', '<>', 'QUOTATION'))
    .$if(query.status !== undefined, (q) => q.where('b.status', '=', query.status!))
    .$if(query.arrivalFrom !== undefined, (q) => q.where('b.arrival', '>=', query.arrivalFrom!))
    .$if(query.arrivalTo !== undefined, (q) => q.where('b.arrival', '<=', query.arrivalTo!))
    .$if(agent !== '', (q) =>
      q.where(sql`lower(${sql.ref('u.email')})`, 'like', likePattern(agent)),
    )
    .$if(query.organisation !== undefined, (q) =>
      q.where('u.organisation_id', '=', query.organisation!),
    )
    .$if(needle !== '', (q) =>
      q.where((eb) =>
        eb.or([
          eb(sql`lower(${sql.ref('b.ref')})`, '=', needle),
          eb(sql`lower(${sql.ref('c.surname')})`, 'like', likePattern(needle, false)),
          eb(sql`lower(${sql.ref('d.agent_ref')})`, 'like', likePattern(needle)),
        ]),
      ),
    )
    .$if(query.overdue === true, (q) =>
      q.where('b.status', '=', 'BOOKING').where('b.balance_due', '<', today),
    )
    .$if(query.endsToday === true, (q) =>
      q
        .where('b.status', 'in', ['RESERVE', 'PAYPENDING'])
        .where('b.expires_at', '>=', toTimestamp(dayStart))
        .where('b.expires_at', '<', toTimestamp(nextDayStart)),
    );
}

const columns = [
  'b.id',
  'b.ref',
  'b.status',
  'b.arrival',
  'b.nights',
  'b.total_pence',
  'b.deposit_pence',
  'b.balance_due',
  'b.commission_pence',
  'b.pool_heating_pence',
  'b.expires_at',
  'v.code as villa_code',
  'u.email as agent_email',
  'o.name as organisation',
  'c.surname as lead_surname',
  'd.agent_ref',
] as const;

async function itemsOf(db: Db, rows: Row[]): Promise<OfficeBookingListItem[]> {
  const money = await moneyOfBookings(db, rows);
  return rows.map((row) => {
    const m = money.get(row.id)!;
    return {
      ref: row.ref,
      status: row.status,
      agentEmail: row.agent_email,
      organisation: row.organisation,
      villaCode: row.villa_code,
      leadSurname: row.lead_surname ?? '',
      agentRef: row.agent_ref ?? '',
      arrival: row.arrival,
      nights: row.nights,
      total: toPounds(m.totalPence),
      paid: toPounds(m.paidPence),
      outstanding: toPounds(m.outstandingPence),
      balanceDue: row.balance_due,
      deadline: row.status === 'RESERVE' || row.status === 'PAYPENDING' ? row.expires_at : null,
    };
  });
}

/** Every booking the query matches (at most `max`), newest first. */
async function allMatching(
  db: Db,
  query: OfficeBookingListQuery,
  nowMs: number,
  max: number,
): Promise<OfficeBookingListItem[]> {
  const rows = (await filtered(db, query, nowMs)
    .select([...columns])
    .orderBy('b.created_at', 'desc')
    .orderBy('b.id', 'desc')
    .limit(max)
    .execute()) as Row[];
  const items = await itemsOf(db, rows);
  return query.overdue ? items.filter((item) => item.outstanding > 0) : items;
}

/** GET /office/bookings: one page of the bookings the query matches. */
export async function listOfficeBookings(
  db: Db,
  query: OfficeBookingListQuery,
  nowMs: number,
): Promise<OfficeBookingListResponse> {
  const rpp = query.rpp ?? OFFICE_BOOKING_LIMITS.listPageSize;
  const pageOf = (count: number) =>
    Math.min(Math.max(query.page ?? 1, 1), Math.max(1, Math.ceil(count / rpp)));
  if (query.overdue) {
    const all = await allMatching(db, query, nowMs, OFFICE_BOOKING_LIMITS.exportMax);
    const page = pageOf(all.length);
    return {
      bookings: all.slice((page - 1) * rpp, page * rpp),
      total: all.length,
      page,
      rpp,
    };
  }
  const base = filtered(db, query, nowMs);
  const { total } = await base
    .select((eb) => eb.fn.countAll<string | number>().as('total'))
    .executeTakeFirstOrThrow();
  const count = Number(total);
  const page = pageOf(count);
  const rows = (await base
    .select([...columns])
    .orderBy('b.created_at', 'desc')
    .orderBy('b.id', 'desc')
    .limit(rpp)
    .offset((page - 1) * rpp)
    .execute()) as Row[];
  return { bookings: await itemsOf(db, rows), total: count, page, rpp };
}

/** A CSV field: quoted when it holds a comma, quote or line break; formulas neutralised. */
function csvField(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  // A spreadsheet would run a field starting with = + - @ as a formula (a surname, a reference).
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** GET /office/bookings-export: the whole filtered list (at most exportMax rows) as CSV. */
export async function officeBookingsCsv(
  db: Db,
  query: OfficeBookingListQuery,
  nowMs: number,
): Promise<string> {
  const items = await allMatching(db, query, nowMs, OFFICE_BOOKING_LIMITS.exportMax);
  const lines = [
    OFFICE_BOOKING_CSV_COLUMNS.join(','),
    ...items.map((item) => OFFICE_BOOKING_CSV_COLUMNS.map((k) => csvField(item[k])).join(',')),
  ];
  return `${lines.join('\r\n')}\r\n`;
}
