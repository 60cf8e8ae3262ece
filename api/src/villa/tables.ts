import type { Generated, Kysely } from 'kysely';
import type { Database, Db } from '../db/schema';

/*
 * Tables of the villa detail (migration 005-villa), typed in through Kysely's withTables so
 * this folder owns its schema. Money is integer pence.
 */

export type VillaTestimonialsTable = {
  id: Generated<number>;
  villa_id: number;
  /** 0 is shown first (newest). */
  position: number;
  headline: string;
  testimonial: string;
  /** As the guests want to be named, e.g. "The Taylor family, Leeds". */
  display_name: string;
  /** YYYY-MM of the stay. */
  stayed: string;
  /** 1 to 5. */
  rating: number;
  /** The owner's response; null when none. */
  response: string | null;
};

export type QuoteLineKind = 'DISCOUNT' | 'EXTRA';

/**
 * What a quotation was made of, frozen when it was made: each discount (code = discount type)
 * and each optional extra (code = extra id, e.g. "12" for pool heating). The totals are on the
 * booking row itself.
 */
export type QuoteLinesTable = {
  id: Generated<number>;
  booking_id: number;
  position: number;
  kind: QuoteLineKind;
  code: string;
  name: string;
  quantity: number;
  /** Positive; a discount is taken off. */
  amount_pence: number;
};

export type VillaTables = {
  villa_testimonials: VillaTestimonialsTable;
  quote_lines: QuoteLinesTable;
};

export type VillaDb = Kysely<Database & VillaTables>;

/** The database with this folder's tables typed in as well. */
export const villaDb = (db: Db | VillaDb): VillaDb =>
  (db as Db).withTables<VillaTables>() as VillaDb;
