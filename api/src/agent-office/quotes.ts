import {
  bookingTexts,
  BOOKING_GROUPS,
  CHECK_IN_TIME,
  CHECK_OUT_TIME,
  type BookingsResponse,
  type BookingListItem,
  type SentQuote,
} from '@villa/shared/contract';
import { formatPence, toPounds } from '@villa/shared/format';
import { sql } from 'kysely';
import type { Db } from '../db/schema';
import { BLOCKING_STATUSES } from '../property/seam';
import { toTimestamp } from '../time';
import { agentProfile } from './agents';
import { renderPdf } from './pdf/document';
import { officeDb } from './tables';

/** A quote ready to send: its PDF and how the e-mail names it. */
export interface QuoteForPdf {
  bookRef: string;
  pdf: Buffer;
  filename: string;
  subject: string;
  what: string;
}

export class QuoteExpiredError extends Error {
  constructor() {
    super('This quotation has expired');
    this.name = 'QuoteExpiredError';
  }
}

/**
 * Where quotes and bookings come from: the property domain's bookings table (and the booking
 * domain's lead passenger and agent reference, when that domain is installed). Behind an
 * interface so the office's routes do not depend on how those tables grow.
 */
export interface QuoteSource {
  sentQuotes(db: Db, userId: number, now: number): Promise<SentQuote[]>;
  /** Live stays only: a reserve hold whose 24 hours have passed is no longer listed. */
  bookingsByStatus(db: Db, userId: number, now: number): Promise<BookingsResponse['bookings']>;
  /** The agent's own live quotation by reference, as a PDF; null when not theirs or none. */
  quoteForPdf(db: Db, userId: number, bookRef: string, now: number): Promise<QuoteForPdf | null>;
  recordSent(
    db: Db,
    sent: {
      bookRef: string;
      userId: number;
      recipientEmail: string;
      recipientMessage: string;
      outboxId: number;
      now: number;
    },
  ): Promise<void>;
}

const isoDay = (ms: number) => toTimestamp(ms).slice(0, 10);

/**
 * A quotation has expired once its expiry time has passed, or once its arrival day has come
 * (a stay cannot start in the past). Its expiry date is the last day it can be booked.
 */
export function quoteExpiryOf(
  quote: { expires_at: string | null; arrival: string },
  now: number,
): SentQuote['quoteExpiry'] {
  const arrivalMs = Date.parse(`${quote.arrival}T00:00:00.000Z`);
  const expiresMs = quote.expires_at
    ? Math.min(Date.parse(quote.expires_at), arrivalMs)
    : arrivalMs;
  return { expires: isoDay(expiresMs - 1), expired: now >= expiresMs };
}

/** Ids of the bookings among `ids` whose villa has a blocking stay on one of their nights. */
async function overlappedIds(db: Db, ids: number[], now: number): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom('bookings as q')
    .innerJoin('bookings as b', (join) =>
      join
        .onRef('b.villa_id', '=', 'q.villa_id')
        .onRef('b.id', '!=', 'q.id')
        .onRef('b.arrival', '<', 'q.departure')
        .onRef('b.departure', '>', 'q.arrival'),
    )
    .select('q.id')
    .distinct()
    .where('q.id', 'in', ids)
    .where((eb) =>
      eb.or([
        eb('b.status', 'in', ['PAYPENDING', 'BOOKING']),
        eb.and([eb('b.status', '=', 'RESERVE'), eb('b.expires_at', '>', toTimestamp(now))]),
      ]),
    )
    .execute();
  return new Set(rows.map((row) => row.id));
}

/** Does the booking domain's table exist (it arrives with a later migration)? */
async function hasTable(db: Db, table: string): Promise<boolean> {
  try {
    await sql`select 1 from ${sql.table(table)} where 1 = 0`.execute(db);
    return true;
  } catch {
    return false;
  }
}

export function createQuoteSource(): QuoteSource {
  return {
    async sentQuotes(db, userId, now) {
      const odb = officeDb(db);
      // The latest send of each quote of this agent's.
      const latest = odb
        .selectFrom('sent_quotes')
        .select(['book_ref', (eb) => eb.fn.max('id').as('last_id')])
        .where('user_id', '=', userId)
        .groupBy('book_ref')
        .as('latest');
      const rows = await odb
        .selectFrom(latest)
        .innerJoin('sent_quotes as s', 's.id', 'latest.last_id')
        .innerJoin('bookings as b', 'b.ref', 's.book_ref')
        .innerJoin('villas as v', 'v.id', 'b.villa_id')
        .select([
          'b.id',
          'b.ref',
          'b.status',
          'b.arrival',
          'b.nights',
          'b.expires_at',
          'b.total_pence',
          'v.id as villa_id',
          'v.code',
          'v.active',
          's.recipient_email',
          's.sent_at',
        ])
        .where('b.agent_user_id', '=', userId)
        .orderBy('s.sent_at', 'desc')
        .orderBy('s.id', 'desc')
        .execute();
      const overlapped = await overlappedIds(
        db,
        rows.filter((r) => r.status === 'QUOTATION').map((r) => r.id),
        now,
      );
      return rows.map((row) => ({
        bookRef: row.ref,
        property: {
          propertyCode: row.code,
          propertyId: row.villa_id,
          arrival: row.arrival,
          nights: row.nights,
          propertyStatus: row.active === 1 ? 'AVAILABLE' : 'UNAVAILABLE',
        },
        recipientEmail: row.recipient_email,
        total: toPounds(row.total_pence),
        // A quotation turned into a booking (or cancelled) no longer holds its own offer.
        bookedStatus:
          row.status === 'QUOTATION' && !overlapped.has(row.id) ? 'AVAILABLE' : 'BOOKED',
        quoteExpiry: quoteExpiryOf(row, now),
        sentAt: row.sent_at,
      }));
    },

    async bookingsByStatus(db, userId, now) {
      const rows = await db
        .selectFrom('bookings as b')
        .innerJoin('villas as v', 'v.id', 'b.villa_id')
        .select(['b.id', 'b.ref', 'b.status', 'b.arrival', 'b.nights', 'b.created_at', 'v.code'])
        .where('b.agent_user_id', '=', userId)
        .where('b.status', 'in', [...BLOCKING_STATUSES])
        .where((eb) =>
          eb.or([eb('b.status', '!=', 'RESERVE'), eb('b.expires_at', '>', toTimestamp(now))]),
        )
        .orderBy('b.arrival')
        .orderBy('b.ref')
        .execute();
      const extra = new Map<number, { agentRef: string; title: string; surname: string }>();
      if (rows.length > 0 && (await hasTable(db, 'booking_details'))) {
        const ids = rows.map((r) => r.id);
        const details = await sql<{ booking_id: number; agent_ref: string }>`
          select booking_id, agent_ref from booking_details where booking_id in (${sql.join(ids)})
        `.execute(db);
        const clients = await sql<{ booking_id: number; title: string; surname: string }>`
          select booking_id, title, surname from booking_clients where booking_id in (${sql.join(ids)})
        `.execute(db);
        for (const id of ids) extra.set(id, { agentRef: '', title: '', surname: '' });
        for (const d of details.rows) extra.get(Number(d.booking_id))!.agentRef = d.agent_ref ?? '';
        for (const c of clients.rows) {
          const entry = extra.get(Number(c.booking_id))!;
          entry.title = c.title ?? '';
          entry.surname = c.surname ?? '';
        }
      }
      const groups: BookingsResponse['bookings'] = {};
      for (const status of BOOKING_GROUPS) {
        const items: BookingListItem[] = rows
          .filter((row) => row.status === status)
          .map((row) => {
            const more = extra.get(row.id);
            return {
              bookRef: row.ref,
              agentRef: more?.agentRef ?? '',
              property: { propertyCode: row.code, arrival: row.arrival, nights: row.nights },
              client: { clientTitle: more?.title ?? '', clientSurname: more?.surname ?? '' },
              bookDate: row.created_at.slice(0, 10),
            };
          });
        if (items.length > 0) groups[status] = items;
      }
      return groups;
    },

    async quoteForPdf(db, userId, bookRef, now) {
      if (!/^[A-Z0-9]{2,20}$/i.test(bookRef)) return null;
      const quote = await db
        .selectFrom('bookings as b')
        .innerJoin('villas as v', 'v.id', 'b.villa_id')
        .innerJoin('communities as c', 'c.id', 'v.community_id')
        .select([
          'b.ref',
          'b.arrival',
          'b.departure',
          'b.nights',
          'b.expires_at',
          'b.original_pence',
          'b.discount_pence',
          'b.total_pence',
          'b.deposit_pence',
          'b.balance_due',
          'v.code',
          'v.name',
          'v.bedrooms',
          'v.bathrooms',
          'v.max_occupancy',
          'c.full_name as community',
        ])
        .where('b.ref', '=', bookRef.toUpperCase())
        .where('b.agent_user_id', '=', userId)
        .where('b.status', '=', 'QUOTATION')
        .executeTakeFirst();
      if (!quote) return null;
      const expiry = quoteExpiryOf(quote, now);
      if (expiry.expired) throw new QuoteExpiredError();
      const agent = await agentProfile(db, userId);
      const brand = agent.company || agent.name;
      const day = (iso: string) =>
        new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-GB', {
          weekday: 'short',
          day: '2-digit',
          month: 'short',
          year: 'numeric',
          timeZone: 'UTC',
        });
      const prices: [string, string][] = [];
      if (quote.discount_pence > 0) {
        prices.push(['Price', formatPence(quote.original_pence)]);
        prices.push(['Discount', `-${formatPence(quote.discount_pence)}`]);
      }
      prices.push(['Total price', formatPence(quote.total_pence)]);
      const pdf = await renderPdf(
        {
          title: `Quotation ${quote.ref}`,
          subtitle: `${quote.name}, ${quote.community}`,
          brandLines: [brand, agent.name, agent.email, agent.telephone].filter(Boolean),
          footer: `Quotation ${quote.ref} prepared by ${brand}`,
        },
        { title: `Quotation ${quote.ref}`, author: brand, subject: quote.name },
        (w) => {
          w.paragraph(
            `Thank you for your interest in a villa holiday in Orlando. Here is your quotation for ${quote.name} (${quote.code}).`,
          );
          w.heading('Your villa');
          w.table([
            ['Property reference', quote.code],
            ['Community', quote.community],
            ['Bedrooms', String(quote.bedrooms)],
            ['Bathrooms', String(quote.bathrooms)],
            ['Maximum occupancy (excluding infants in cots)', String(quote.max_occupancy)],
          ]);
          w.heading('Your stay');
          w.table([
            ['Check in', `${day(quote.arrival)} from ${CHECK_IN_TIME}`],
            ['Check out', `${day(quote.departure)} by ${CHECK_OUT_TIME}`],
            ['Nights', String(quote.nights)],
          ]);
          w.heading('Price');
          w.table(prices, { boldLast: true });
          w.paragraph(`${bookingTexts.priceIncludes}.`);
          if (quote.deposit_pence > 0 && quote.balance_due) {
            w.paragraph(
              `A deposit of ${formatPence(quote.deposit_pence)} secures the villa; the balance is due by ${day(quote.balance_due)}.`,
            );
          } else {
            w.paragraph('The full price is payable when you book.');
          }
          w.heading('Valid until');
          w.paragraph(
            `This quotation can be booked until ${day(expiry.expires)}, subject to availability. To book, or for any question, contact ${agent.name}${agent.company ? ` at ${agent.company}` : ''}: ${[agent.email, agent.telephone].filter(Boolean).join(', ')}.`,
          );
        },
      );
      return {
        bookRef: quote.ref,
        pdf,
        filename: `quotation-${quote.ref}.pdf`,
        subject: `Your villa holiday quotation ${quote.ref}${agent.company ? ` from ${agent.company}` : ''}`,
        what: `quotation ${quote.ref} for ${quote.name}, ${quote.nights} nights from ${day(quote.arrival)}`,
      };
    },

    async recordSent(db, sent) {
      await officeDb(db)
        .insertInto('sent_quotes')
        .values({
          book_ref: sent.bookRef,
          user_id: sent.userId,
          recipient_email: sent.recipientEmail,
          recipient_message: sent.recipientMessage,
          outbox_id: sent.outboxId,
          sent_at: toTimestamp(sent.now),
        })
        .execute();
    },
  };
}
