import type { Migration } from 'kysely';
import * as platform from './001-platform';

/**
 * Every migration, applied in key order. A later issue adds its own file here
 * (002-villas, 003-bookings, ...) and never edits an applied one.
 */
export const migrations: Record<string, Migration> = {
  '001-platform': platform,
};
