import { addressMessages } from '@villa/shared/contract';
import type { Db } from './db/schema';
import { HttpError } from './errors';

/** The largest id an integer column holds (PostgreSQL's integer): a larger one names no row. */
const MAX_ROW_ID = 2_147_483_647;

/**
 * A 422 at `field` unless `countryId` is one of the countries the country select offers
 * (GET /country-values). Every body that stores a country id passes through here first, so an
 * id the select never offered is a clear field error that changes nothing, not a foreign-key
 * failure (500) at the write.
 */
export async function requireKnownCountry(db: Db, countryId: number, field: string) {
  const known =
    Number.isSafeInteger(countryId) &&
    countryId >= 1 &&
    countryId <= MAX_ROW_ID &&
    (await db.selectFrom('countries').select('id').where('id', '=', countryId).executeTakeFirst());
  if (!known) {
    throw new HttpError(422, {
      validationErrors: [{ field, error: addressMessages.unknownCountry }],
    });
  }
}
