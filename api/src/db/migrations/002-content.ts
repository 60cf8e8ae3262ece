import type { Kysely } from 'kysely';

/* Communities, theme parks and rides, airports, weather, wildlife, About Florida pages, terms. */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(_db: Kysely<any>): Promise<void> {}
