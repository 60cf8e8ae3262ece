import type { Kysely } from 'kysely';
import type { Database, Db } from '../db/schema';

/** A booking of the demo history (migration 012): a refresh replaces exactly these. */
export interface DemoBookingsTable {
  booking_id: number;
}

export type DemoTables = { demo_bookings: DemoBookingsTable };
export type DemoDb = Kysely<Database & DemoTables>;

/** The database with this folder's table typed in as well. */
export const demoDb = (db: Db | DemoDb): DemoDb => (db as Db).withTables<DemoTables>() as DemoDb;
