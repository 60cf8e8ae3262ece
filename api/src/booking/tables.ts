import type { Generated, Kysely } from 'kysely';
import type { ReminderKind } from '@villa/shared/contract';
import type { Database, Db } from '../db/schema';

/*
 * Tables of the booking domain (migration 006-booking), beside the property domain's
 * `bookings` table they hang off. Typed in through Kysely's withTables, so this folder owns its
 * schema. Same conventions: booleans 0/1, money integer pence, dates 'YYYY-MM-DD', timestamps
 * ISO-8601 UTC text. README.md beside this file has the rules in words.
 */

export type ExtraBasis = 'PER_STAY' | 'PER_NIGHT' | 'POOL_HEATING';

/** What a villa must have for an extra to fit it (migration 016-extras-fit). */
export type ExtraRequirement = 'PRIVATE_POOL';

/** The optional extras catalogue. Ids are fixed (12 is pool heating) and never reused. */
export interface ExtrasTable {
  id: number;
  category: string;
  name: string;
  description: string;
  /** PER_STAY: price once; PER_NIGHT: price times nights; POOL_HEATING: the villa's rate times nights. */
  basis: ExtraBasis;
  /** Null for POOL_HEATING (the villa sets it). */
  price_pence: number | null;
  max_quantity: number;
  /** What a villa must have for the extra to fit it (extraFits in extras.ts); null: any villa. */
  requires: ExtraRequirement | null;
  /** 0/1: chosen only while quoting (checkout), never added to a booking afterwards. */
  quote_only: number;
  position: number;
  /** 0/1 */
  active: number;
}

/** One unit of an extra on a booking or quotation: villaBookExtraId in the contract. */
export interface BookingExtrasTable {
  id: Generated<number>;
  booking_id: number;
  extra_id: number;
  book_from: string;
  book_nights: number;
  /** Frozen when added: later catalogue price changes do not touch it. */
  charge_pence: number;
  created_at: string;
}

/** Extras the provider's staff agreed with the customer outside the catalogue. */
export interface BookingCustomExtrasTable {
  id: Generated<number>;
  booking_id: number;
  name: string;
  description: string;
  charge_pence: number;
  created_at: string;
}

/** The lead passenger of a booking. */
export interface BookingClientsTable {
  booking_id: number;
  title: string;
  forename: string;
  surname: string;
  telephone: string;
  mobile: string;
  email: string;
  address1: string;
  address2: string;
  town: string;
  county: string;
  postcode: string;
  country_id: number | null;
  dob: string | null;
  /** '1' yes, '0' no, '' not answered. */
  is_driving: string;
  updated_at: string;
}

/** Additional passengers, in the agent's order (position 1, 2, ...; the lead is position 0). */
export interface BookingPassengersTable {
  id: Generated<number>;
  booking_id: number;
  position: number;
  title: string;
  forename: string;
  surname: string;
  dob: string;
  /** '1' or '0' */
  is_driving: string;
  updated_at: string;
}

export type CheckoutProductCode = 'reserve' | 'all';

/** What the agent added to a booking: own reference and notes, terms, payment token. */
export interface BookingDetailsTable {
  booking_id: number;
  agent_ref: string;
  agent_notes: string;
  /** How it was made at checkout; null for quotations not yet checked out. */
  product: CheckoutProductCode | null;
  terms_accepted_at: string | null;
  /** Random; identifies the booking to the payment pages (never a secret of its own). */
  payment_token: string;
  /** When a reserve hold was upgraded to a full booking. */
  upgraded_at: string | null;
}

export type PaymentAttemptState = 'OPEN' | 'SUCCEEDED' | 'DECLINED' | 'EXPIRED';

/** One card payment attempt: created before the provider's page opens, settled by its callback. */
export interface PaymentAttemptsTable {
  /** Random, url-safe: the merchant reference the provider gets. */
  id: string;
  booking_id: number;
  user_id: number;
  amount_pence: number;
  registered_details: 'AGENT' | 'ORGANISATION' | 'NONE';
  state: PaymentAttemptState;
  provider: string;
  /** The provider's transaction id, once it called back. */
  provider_ref: string | null;
  decline_reason: string | null;
  /** The card the provider reports, e.g. "Visa ending 0002" (007); never the number. */
  card_summary: string | null;
  card_last_four: string | null;
  /** Why the merchant refused a paid page (a newer attempt replaced it, more than owed). */
  refusal: string | null;
  created_at: string;
  expires_at: string;
  settled_at: string | null;
}

/** Money received. provider_ref is unique: a second callback for one charge records nothing. */
export interface PaymentsTable {
  id: Generated<number>;
  booking_id: number;
  attempt_id: string | null;
  amount_pence: number;
  pay_type_desc: string;
  provider_ref: string;
  created_at: string;
}

/** The sandbox provider's own records (in a real deployment they live at the provider). */
export interface SandboxChargesTable {
  /** The page token in the provider's URL. */
  id: string;
  merchant_reference: string;
  amount_pence: number;
  description: string;
  return_url: string;
  state: 'OPEN' | 'PAID' | 'DECLINED';
  /** The provider's transaction id. */
  transaction_id: string | null;
  /** Card brand and last four digits as providers report them; never the number. */
  card_summary: string | null;
  created_at: string;
  expires_at: string;
  completed_at: string | null;
  /** Why the merchant closed this page or refused its payment (007); shown on the page. */
  closed_reason: string | null;
}

/** An e-mail a booking sent its agent by itself; (booking_id, kind) is unique (011). */
export interface BookingRemindersTable {
  id: Generated<number>;
  booking_id: number;
  /** The contract's ReminderKind. */
  kind: ReminderKind;
  sent_at: string;
  outbox_id: number | null;
  /** A lapse warning: the deadline it warned of (migration 020); null otherwise or before. */
  deadline_at: string | null;
}

/** All or part of a payment given back (migration 028). */
export interface PaymentRefundsTable {
  id: Generated<number>;
  booking_id: number;
  /** The payment refunded. */
  payment_id: number;
  amount_pence: number;
  reason: string;
  /** PENDING while the provider is asked; DONE once given. A refused one is deleted. */
  state: 'PENDING' | 'DONE';
  /** 1: a card payment, refunded through the provider; 0: recorded by hand. */
  by_provider: number;
  provider_refund_ref: string | null;
  staff_user_id: number;
  staff_email: string;
  created_at: string;
  completed_at: string | null;
}

export type BookingTables = {
  extras: ExtrasTable;
  booking_extras: BookingExtrasTable;
  booking_custom_extras: BookingCustomExtrasTable;
  booking_clients: BookingClientsTable;
  booking_passengers: BookingPassengersTable;
  booking_details: BookingDetailsTable;
  payment_attempts: PaymentAttemptsTable;
  payments: PaymentsTable;
  sandbox_charges: SandboxChargesTable;
  booking_reminders: BookingRemindersTable;
  payment_refunds: PaymentRefundsTable;
};

export type BookingDb = Kysely<Database & BookingTables>;

/** The database with this folder's tables typed in as well. */
export const bookingDb = (db: Db | BookingDb): BookingDb =>
  (db as Db).withTables<BookingTables>() as BookingDb;
