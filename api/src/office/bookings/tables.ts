import type { Generated, Kysely } from 'kysely';
import type { OfficePaymentMethod } from '@villa/shared/contract';
import type { Database, Db } from '../../db/schema';
import type { BookingTables } from '../../booking/tables';

/** A payment the office recorded by hand (migration 027); its money is the `payments` row. */
export interface OfficePaymentsTable {
  id: Generated<number>;
  payment_id: number;
  booking_id: number;
  method: OfficePaymentMethod;
  /** The payer's reference as typed. */
  reference: string;
  /** referenceKeyOf(reference): unique per booking. */
  reference_key: string;
  /** YYYY-MM-DD, the day the money arrived. */
  received_on: string;
  staff_user_id: number;
  staff_email: string;
  created_at: string;
}

export type OfficeMoneyTables = BookingTables & { office_payments: OfficePaymentsTable };
export type OfficeMoneyDb = Kysely<Database & OfficeMoneyTables>;

export const officeMoneyDb = (db: Db): OfficeMoneyDb =>
  (db as Db).withTables<OfficeMoneyTables>() as OfficeMoneyDb;

/** One transfer whatever its spacing or case: "ab 123" and "AB123" are the same reference. */
export const referenceKeyOf = (reference: string): string =>
  reference.replace(/\s+/g, '').toUpperCase();
