import type { BookingsResponse, SentQuote } from '@villa/shared/contract';
import type { Db } from '../db/schema';

/** A quote ready to send: its PDF and how the e-mail names it. */
export interface QuoteForPdf {
  bookRef: string;
  pdf: Buffer;
  filename: string;
  subject: string;
  what: string;
}

/**
 * Where quotes and bookings come from: the property domain's bookings table. Kept behind an
 * interface so the office's routes do not depend on how that table grows.
 */
export interface QuoteSource {
  sentQuotes(db: Db, userId: number, now: number): Promise<SentQuote[]>;
  bookingsByStatus(db: Db, userId: number): Promise<BookingsResponse['bookings']>;
  /** The agent's own quotation by reference, rendered to PDF; null when not theirs or none. */
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

export function createQuoteSource(): QuoteSource {
  return {
    async sentQuotes() {
      return [];
    },
    async bookingsByStatus() {
      return {};
    },
    async quoteForPdf() {
      return null;
    },
    async recordSent() {},
  };
}
