import type { Db } from '../db/schema';

const KEY_PATTERN = /^[A-Za-z0-9_-]{10,100}$/;

/**
 * The Google Maps JavaScript API key: the settings row `google_maps_api_key` (a JSON string,
 * so an operator can change it without a restart) or else the GOOGLE_MAPS_API_KEY variable
 * (config.googleMapsApiKey).
 * None (or a malformed one): the map page draws its offline plot.
 */
export async function googleMapsApiKey(db: Db, configured: string | null): Promise<string | null> {
  const row = await db
    .selectFrom('settings')
    .select('value')
    .where('key', '=', 'google_maps_api_key')
    .executeTakeFirst();
  let stored: unknown = null;
  try {
    stored = row ? JSON.parse(row.value) : null;
  } catch {
    stored = null;
  }
  const candidate =
    typeof stored === 'string' && stored.trim() ? stored.trim() : configured?.trim();
  return candidate && KEY_PATTERN.test(candidate) ? candidate : null;
}
