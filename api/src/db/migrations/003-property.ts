import type { Kysely } from 'kysely';

/* Villas, features, images, seasons and rates, discounts, bookings and holds. */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(_db: Kysely<any>): Promise<void> {}
