import {
  bookingTexts,
  BOOKING_GROUPS,
  type BookingResponse,
  type StayProblem,
  CHECK_IN_TIME,
  CHECK_OUT_TIME,
  type BookingsResponse,
  type BookingListItem,
  type SentQuote,
  villaVisibleToAgents,
  type QuoteBookedAs,
} from '@villa/shared/contract';
import {
  DISPLAY_DATE_FORMAT,
  formatDate,
  formatMoney,
  toPence,
  toPounds,
} from '@villa/shared/format';
import { takesNightsSql } from '../property/seam';
import type { Db } from '../db/schema';
import {
  bookingResponse,
  moneyOfBookings,
  quoteBookingsOf,
  quoteExpiryOfRow,
  quoteStatesOf,
  type BookingRow,
} from '../booking/record';
import { loadVillaSummaries } from '../booking/stay';
import { bookingDb } from '../booking/tables';
import { toTimestamp } from '../time';
import { agentProfile } from './agents';
import { renderPdf } from '../pdf/document';
import { generatedPictureSvg } from '../property/images';
import { paths } from '@villa/shared/routes';
import { officeDb } from './tables';

/** A quote ready to send: its PDF and how the e-mail names it. */
export interface QuoteForPdf {
  bookRef: string;
  pdf: Buffer;
  filename: string;
  subject: string;
  what: string;
  /** The price rows the PDF prints (label, amount), the total last; the e-mail lists them too. */
  prices: [string, string][];
  /** The deposit and balance terms, as a sentence; '' for a quotation that was booked. */
  paymentTerms: string;
  /** The booking the quotation became; then the PDF says so instead of offering it. */
  bookedAs: QuoteBookedAs | null;
}

/** A quotation that cannot be booked now cannot be sent or printed: the reason, in words. */
export class QuoteNotBookableError extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'QuoteNotBookableError';
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
  /**
   * The agent's own quotation by reference as a PDF, priced as the booking is now; null when
   * not theirs or none; QuoteNotBookableError when it can no longer be booked, except when it
   * became the agent's booking: then the PDF says so and names the booking (bookedAs).
   */
  quoteForPdf(db: Db, userId: number, bookRef: string, now: number): Promise<QuoteForPdf | null>;
  /** Records that the agent downloaded the quotation's PDF (Sent Quotes lists it). */
  recordDownload(db: Db, download: { bookRef: string; userId: number; now: number }): Promise<void>;
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

/**
 * A day as the quotation (and the booking confirmation) prints it: "Thu, 01 Oct 2026", with the
 * portal's own month names (moment's "Sep", where Node's en-GB would print "Sept").
 */
export const day = (iso: string) => formatDate(iso, `ddd, ${DISPLAY_DATE_FORMAT}`);

/**
 * The quotation's price rows: the booking's customer breakdown (villa price, each discount,
 * pool heating, each extra) and its total, exactly as GET /bookings/{ref} and checkout count them.
 */
export function quotePriceRows(view: BookingResponse): [string, string][] {
  return [
    ...view.customerBreakdown.map((line): [string, string] => [
      line.name,
      formatMoney(line.amount),
    ]),
    ['Total price', formatMoney(view.total)],
  ];
}

/** What is paid when: the deposit and the balance's due date, or the whole price on booking. */
function paymentTermsOf(view: BookingResponse): string {
  const { available, amount, balanceDue } = view.depositInfo;
  if (!available || !balanceDue) {
    return `The full price of ${formatMoney(view.total)} is payable when you book.`;
  }
  const balance = toPounds(toPence(view.total) - toPence(amount));
  const basis =
    view.agentSummary.agentTotalNonCommissionable > 0
      ? bookingTexts.depositBasisWithExtras
      : bookingTexts.depositBasis;
  return `A deposit of ${formatMoney(amount)} secures the villa; the balance of ${formatMoney(balance)} is due by ${day(balanceDue)}. ${basis}`;
}

/** Whether a quotation can still be booked, and why not (quoteBookabilities). */
export interface QuoteBookability {
  problem: StayProblem | null;
  reason: string | null;
  /** The agent's booking it became (booking/record.ts quoteBookingsOf); null when none. */
  bookedAs: QuoteBookedAs | null;
}

/**
 * Whether each quotation can still be booked, and why not, by the booking domain's one rule
 * (booking/record.ts quoteStatesOf: the contract's quote expiry, then the stay's assessment):
 * a quotation already booked, past its last day, on a villa withdrawn, or whose nights cannot
 * be booked (taken, unbookable, outside the window) cannot. The same few queries whatever the
 * number of quotations; by booking id.
 */
export async function quoteBookabilities(
  db: Db,
  bookings: readonly BookingRow[],
  now: number,
): Promise<Map<number, QuoteBookability>> {
  const quotations = bookings.filter((b) => b.status === 'QUOTATION');
  const others = bookings.filter((b) => b.status !== 'QUOTATION');
  const villas = await loadVillaSummaries(
    db,
    quotations.map((b) => b.villa_id),
  );
  const onVillas = quotations.filter((b) => villas.has(b.villa_id));
  const [states, checkedOut] = await Promise.all([
    quoteStatesOf(db, onVillas, now, villas),
    quoteBookingsOf(db, others, now),
  ]);
  return new Map(
    bookings.map((booking): [number, QuoteBookability] => {
      if (booking.status !== 'QUOTATION') {
        // Checked out itself: booked while that booking lives, otherwise no longer bookable.
        const bookedAs = checkedOut.get(booking.id) ?? null;
        const reason =
          bookedAs || booking.status !== 'CANCELLED'
            ? bookingTexts.quoteBooked
            : bookingTexts.quoteNotBookable;
        return [booking.id, { problem: null, reason, bookedAs }];
      }
      const state = states.get(booking.id);
      if (!state) {
        return [booking.id, { problem: null, reason: bookingTexts.notAvailable, bookedAs: null }];
      }
      return [
        booking.id,
        { problem: state.problem, reason: state.refusal, bookedAs: state.bookedAs },
      ];
    }),
  );
}

/** "This quotation was booked: booking VB4K7Q2M. Booked on ...": the PDF's notice line. */
function bookedNotice(bookedAs: QuoteBookedAs): string {
  return `${bookingTexts.quoteBookedAs(bookedAs.bookRef)} Booked on ${day(bookedAs.bookDate.slice(0, 10))}.`;
}

export interface QuoteSourceOptions {
  /** The portal's own address (config publicUrl): a booked quotation's PDF links its booking. */
  publicUrl?: string;
}

export function createQuoteSource(options: QuoteSourceOptions = {}): QuoteSource {
  const bookingUrl = (ref: string) =>
    options.publicUrl ? `${options.publicUrl}${paths.bookingDetail(ref)}` : null;
  return {
    async sentQuotes(db, userId, now) {
      const odb = officeDb(db);
      // Of each quote of this agent's: the latest send or download (the list's order and
      // date), the latest e-mail (its recipient) and the latest download.
      const latest = odb
        .selectFrom('sent_quotes')
        .select((eb) => [
          'book_ref',
          eb.fn.max('id').as('last_id'),
          eb.fn
            .max(eb.case().when('kind', '=', 'EMAIL').then(eb.ref('id')).end())
            .as('last_email_id'),
          eb.fn
            .max(eb.case().when('kind', '=', 'DOWNLOAD').then(eb.ref('sent_at')).end())
            .as('downloaded_at'),
        ])
        .where('user_id', '=', userId)
        .groupBy('book_ref')
        .as('latest');
      const rows = await odb
        .selectFrom(latest)
        .innerJoin('sent_quotes as s', 's.id', 'latest.last_id')
        .leftJoin('sent_quotes as e', 'e.id', 'latest.last_email_id')
        .innerJoin('bookings as b', 'b.ref', 's.book_ref')
        .innerJoin('villas as v', 'v.id', 'b.villa_id')
        .selectAll('b')
        .select([
          'v.code',
          'v.status as villa_status',
          'e.recipient_email',
          's.sent_at',
          'latest.downloaded_at',
        ])
        .where('b.agent_user_id', '=', userId)
        .orderBy('s.sent_at', 'desc')
        .orderBy('s.id', 'desc')
        .execute();
      const bookings = rows.map(
        ({
          code: _code,
          villa_status: _villaStatus,
          recipient_email: _to,
          sent_at: _at,
          downloaded_at: _downloaded,
          ...booking
        }) => booking,
      );
      const [money, bookable] = await Promise.all([
        moneyOfBookings(db, bookings),
        quoteBookabilities(db, bookings, now),
      ]);
      return rows.map(
        ({ code, villa_status, recipient_email, sent_at, downloaded_at }, i): SentQuote => {
          const booking = bookings[i];
          const { problem, reason, bookedAs } = bookable.get(booking.id)!;
          return {
            bookRef: booking.ref,
            property: {
              propertyCode: code,
              propertyId: booking.villa_id,
              arrival: booking.arrival,
              nights: booking.nights,
              propertyStatus: villaVisibleToAgents(villa_status) ? 'AVAILABLE' : 'UNAVAILABLE',
            },
            recipientEmail: recipient_email ?? '',
            downloadedAt: downloaded_at === null ? null : String(downloaded_at),
            bookedAs,
            total: toPounds(money.get(booking.id)!.totalPence),
            // A quotation turned into a booking (or cancelled), or whose nights another stay
            // took, no longer holds its own offer.
            bookedStatus:
              booking.status === 'QUOTATION' && problem !== 'TAKEN' ? 'AVAILABLE' : 'BOOKED',
            quoteExpiry: quoteExpiryOfRow(booking, now),
            notBookableReason: reason,
            sentAt: sent_at,
          };
        },
      );
    },

    async bookingsByStatus(db, userId, now) {
      const rows = await db
        .selectFrom('bookings as b')
        .innerJoin('villas as v', 'v.id', 'b.villa_id')
        .select(['b.id', 'b.ref', 'b.status', 'b.arrival', 'b.nights', 'b.created_at', 'v.code'])
        .where('b.agent_user_id', '=', userId)
        .where(takesNightsSql('b', now))
        .orderBy('b.arrival')
        .orderBy('b.ref')
        .execute();
      const extra = new Map<number, { agentRef: string; title: string; surname: string }>();
      if (rows.length > 0) {
        const ids = rows.map((r) => r.id);
        const bdb = bookingDb(db);
        const [details, clients] = await Promise.all([
          bdb
            .selectFrom('booking_details')
            .select(['booking_id', 'agent_ref'])
            .where('booking_id', 'in', ids)
            .execute(),
          bdb
            .selectFrom('booking_clients')
            .select(['booking_id', 'title', 'surname'])
            .where('booking_id', 'in', ids)
            .execute(),
        ]);
        for (const id of ids) extra.set(id, { agentRef: '', title: '', surname: '' });
        for (const d of details) extra.get(d.booking_id)!.agentRef = d.agent_ref ?? '';
        for (const c of clients) {
          const entry = extra.get(c.booking_id)!;
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
      const booking = await db
        .selectFrom('bookings')
        .selectAll()
        .where('ref', '=', bookRef.toUpperCase())
        .where('agent_user_id', '=', userId)
        .executeTakeFirst();
      if (!booking) return null;
      const { reason, bookedAs } = (await quoteBookabilities(db, [booking], now)).get(booking.id)!;
      // A quotation that became the agent's booking still prints: it says so, names the
      // booking and offers nothing (no deposit terms, no last day, no balance).
      if (reason && !bookedAs) throw new QuoteNotBookableError(reason);
      const villa = await db
        .selectFrom('villas as v')
        .innerJoin('communities as c', 'c.id', 'v.community_id')
        .select(['v.code', 'v.name', 'v.bedrooms', 'v.bathrooms', 'v.max_occupancy'])
        .select('c.full_name as community')
        .where('v.id', '=', booking.villa_id)
        .executeTakeFirstOrThrow();
      // The price as the booking reads it now: the lines and total checkout will charge.
      const view = await bookingResponse(db, booking, now);
      const prices = quotePriceRows(view);
      // The villa's first photo and its short description, as the search and villa page show them.
      const [photo, description] = await Promise.all([
        db
          .selectFrom('villa_images')
          .select(['title', 'large_url'])
          .where('villa_id', '=', booking.villa_id)
          .orderBy('position')
          .limit(1)
          .executeTakeFirst(),
        db
          .selectFrom('villa_descriptions')
          .select('short')
          .where('villa_id', '=', booking.villa_id)
          .executeTakeFirst(),
      ]);
      const picture = photo ? generatedPictureSvg(photo.large_url, photo.title) : null;
      const expiry = quoteExpiryOfRow(booking, now);
      const agent = await agentProfile(db, userId);
      const brand = agent.company || agent.name;
      const quote = { ...booking, ...villa };
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
          // The villa's first photo beside its short description.
          w.pictureWithText(picture, description?.short ?? '');
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
          const contact = `${agent.name}${agent.company ? ` at ${agent.company}` : ''}: ${[agent.email, agent.telephone].filter(Boolean).join(', ')}`;
          if (bookedAs) {
            w.heading('Booked');
            w.notice(bookedNotice(bookedAs), bookingUrl(bookedAs.bookRef));
            w.paragraph(
              `The booking's own page and confirmation say what is paid and when. For any question, contact ${contact}.`,
            );
          } else {
            w.paragraph(paymentTermsOf(view));
            w.heading('Valid until');
            w.paragraph(
              `This quotation can be booked until ${day(expiry.expires)}, subject to availability. ${bookingTexts.quotePriceHeld} To book, or for any question, contact ${contact}.`,
            );
          }
        },
      );
      return {
        bookRef: quote.ref,
        pdf,
        filename: `quotation-${quote.ref}.pdf`,
        subject: `Your villa holiday quotation ${quote.ref}${agent.company ? ` from ${agent.company}` : ''}`,
        what: `quotation ${quote.ref} for ${quote.name}, ${quote.nights} nights from ${day(quote.arrival)}`,
        prices,
        paymentTerms: bookedAs ? '' : paymentTermsOf(view),
        bookedAs,
      };
    },

    async recordDownload(db, download) {
      await officeDb(db)
        .insertInto('sent_quotes')
        .values({
          book_ref: download.bookRef,
          user_id: download.userId,
          kind: 'DOWNLOAD',
          recipient_email: '',
          recipient_message: '',
          outbox_id: null,
          sent_at: toTimestamp(download.now),
        })
        .execute();
    },

    async recordSent(db, sent) {
      await officeDb(db)
        .insertInto('sent_quotes')
        .values({
          book_ref: sent.bookRef,
          user_id: sent.userId,
          kind: 'EMAIL',
          recipient_email: sent.recipientEmail,
          recipient_message: sent.recipientMessage,
          outbox_id: sent.outboxId,
          sent_at: toTimestamp(sent.now),
        })
        .execute();
    },
  };
}
