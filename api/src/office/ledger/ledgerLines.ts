import { sql, type SelectQueryBuilder } from 'kysely';
import {
  addDaysIso,
  ukInstantOf,
  ukWallClockOf,
  type LedgerKind,
  type LedgerLine,
  type LedgerMethod,
  type LedgerQuery,
  type LedgerResponse,
  type LedgerTotals,
} from '@villa/shared/contract';
import { toPounds } from '@villa/shared/format';
import type { Db } from '../../db/schema';
import { officeMoneyDb, type OfficeMoneyDb } from '../bookings/tables';
import { toTimestamp } from '../../time';

/*
 * The ledger: every line of money, one SELECT per kind of line, all of the same columns, in
 * one UNION ALL the range and the method filter apply to. A new kind of line is one more
 * source in LINE_SOURCES; nothing else changes.
 *
 * Columns of every source: at (ISO UTC text), kind (LedgerKind), method (LedgerMethod),
 * book_ref, amount_pence (signed: money in positive, a refund negative, a decline the amount
 * it tried), reference, detail.
 */

/** The columns every source selects. */
interface LedgerRow {
  at: string;
  kind: LedgerKind;
  method: LedgerMethod;
  book_ref: string;
  amount_pence: number;
  reference: string;
  detail: string;
}

/** One kind of line: its own tables, the common columns (so the union holds any of them). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type LineSource = (db: OfficeMoneyDb) => SelectQueryBuilder<any, any, LedgerRow>;

/** Card payments received (the payments a card attempt settled). */
function cardPayments(db: OfficeMoneyDb) {
  return db
    .selectFrom('payments as p')
    .innerJoin('bookings as b', 'b.id', 'p.booking_id')
    .where('p.attempt_id', 'is not', null)
    .select([
      'p.created_at as at',
      sql<LedgerKind>`'CARD_PAYMENT'`.as('kind'),
      sql<LedgerMethod>`'CARD'`.as('method'),
      'b.ref as book_ref',
      'p.amount_pence as amount_pence',
      'p.provider_ref as reference',
      'p.pay_type_desc as detail',
    ]);
}

/** Card payments the provider declined: tried, never received. */
function cardDeclines(db: OfficeMoneyDb) {
  return db
    .selectFrom('payment_attempts as a')
    .innerJoin('bookings as b', 'b.id', 'a.booking_id')
    .where('a.state', '=', 'DECLINED')
    .select([
      sql<string>`coalesce(a.settled_at, a.created_at)`.as('at'),
      sql<LedgerKind>`'CARD_DECLINED'`.as('kind'),
      sql<LedgerMethod>`'CARD'`.as('method'),
      'b.ref as book_ref',
      'a.amount_pence as amount_pence',
      sql<string>`coalesce(a.provider_ref, a.id)`.as('reference'),
      sql<string>`coalesce(a.decline_reason, '')`.as('detail'),
    ]);
}

/** Bank transfers and cheques the office recorded (office/bookings/bankPayments.ts). */
function bankPayments(db: OfficeMoneyDb) {
  return db
    .selectFrom('office_payments as op')
    .innerJoin('payments as p', 'p.id', 'op.payment_id')
    .innerJoin('bookings as b', 'b.id', 'op.booking_id')
    .select([
      'p.created_at as at',
      sql<LedgerKind>`'BANK_PAYMENT'`.as('kind'),
      sql<LedgerMethod>`op.method`.as('method'),
      'b.ref as book_ref',
      'p.amount_pence as amount_pence',
      'op.reference as reference',
      'p.pay_type_desc as detail',
    ]);
}

/**
 * Refunds given back (office/bookings/refunds.ts): only those done, since a pending one is
 * still with the provider and may yet be refused. Negative, in the refunded payment's method.
 */
function refunds(db: OfficeMoneyDb) {
  return db
    .selectFrom('payment_refunds as r')
    .innerJoin('payments as p', 'p.id', 'r.payment_id')
    .innerJoin('bookings as b', 'b.id', 'r.booking_id')
    .leftJoin('office_payments as op', 'op.payment_id', 'r.payment_id')
    .where('r.state', '=', 'DONE')
    .select([
      sql<string>`coalesce(r.completed_at, r.created_at)`.as('at'),
      sql<LedgerKind>`'REFUND'`.as('kind'),
      sql<LedgerMethod>`coalesce(op.method, 'CARD')`.as('method'),
      'b.ref as book_ref',
      sql<number>`-r.amount_pence`.as('amount_pence'),
      sql<string>`coalesce(r.provider_refund_ref, op.reference, p.provider_ref)`.as('reference'),
      'r.reason as detail',
    ]);
}

/** The kinds of line, in the order a day lists lines of the same moment. */
const LINE_SOURCES: LineSource[] = [cardPayments, bankPayments, cardDeclines, refunds];

const emptyTotals = (): LedgerTotals => ({
  received: 0,
  refunded: 0,
  net: 0,
  declined: 0,
  declines: 0,
});

/** Sums in pence, then pounds once: no rounding builds up. */
function totalsOf(lines: { kind: LedgerKind; amountPence: number }[]): LedgerTotals {
  let received = 0;
  let refunded = 0;
  let declined = 0;
  let declines = 0;
  for (const line of lines) {
    if (line.kind === 'CARD_DECLINED') {
      declined += line.amountPence;
      declines += 1;
    } else if (line.kind === 'REFUND') refunded += -line.amountPence;
    else received += line.amountPence;
  }
  return {
    ...emptyTotals(),
    received: toPounds(received),
    refunded: toPounds(refunded),
    net: toPounds(received - refunded),
    declined: toPounds(declined),
    declines,
  };
}

/** The ledger's lines between two UK days (both included), oldest first. */
export async function ledgerLines(db: Db, query: LedgerQuery) {
  const bdb = officeMoneyDb(db);
  const start = toTimestamp(ukInstantOf(query.from, 0));
  const end = toTimestamp(ukInstantOf(addDaysIso(query.to, 1), 0));
  const [first, ...rest] = LINE_SOURCES.map((source) => source(bdb));
  const union = rest.reduce((all, next) => all.unionAll(next), first!);
  let lines = bdb
    .selectFrom(union.as('l'))
    .selectAll()
    .where('l.at', '>=', start)
    .where('l.at', '<', end);
  if (query.method) lines = lines.where('l.method', '=', query.method);
  const rows = await lines.orderBy('l.at').orderBy('l.reference').execute();
  return rows.map((row) => ({
    at: row.at,
    day: ukWallClockOf(Date.parse(row.at)).day,
    kind: row.kind,
    method: row.method,
    bookRef: row.book_ref,
    amountPence: Number(row.amount_pence),
    reference: row.reference,
    detail: row.detail,
  }));
}

/** GET /office/ledger: the lines by UK day, each day's totals and the range's. */
export async function readLedger(db: Db, query: LedgerQuery): Promise<LedgerResponse> {
  const lines = await ledgerLines(db, query);
  const byDay = new Map<string, typeof lines>();
  for (const line of lines) {
    const day = byDay.get(line.day) ?? [];
    day.push(line);
    byDay.set(line.day, day);
  }
  const answer = (line: (typeof lines)[number]): LedgerLine => ({
    at: line.at,
    kind: line.kind,
    method: line.method,
    bookRef: line.bookRef,
    amount: toPounds(line.amountPence),
    reference: line.reference,
    detail: line.detail,
  });
  return {
    from: query.from,
    to: query.to,
    method: query.method,
    days: [...byDay].map(([day, dayLines]) => ({
      day,
      lines: dayLines.map(answer),
      totals: totalsOf(dayLines),
    })),
    totals: totalsOf(lines),
  };
}
