import { randomBytes } from 'node:crypto';
import type { Db } from './db/schema';

/**
 * A secret of the portal's own, for when configuration gives none: made at the portal's first
 * start and kept in the settings table under `settingKey`. Kept with the data rather than in the
 * source, so no two portals share one and nobody can read it in the repository; in the database
 * rather than in the process, so every instance on one PostgreSQL uses the same one. The first
 * writer wins a race of instances starting together (insert ... on conflict do nothing, then read).
 */
export async function portalSecretOf(
  db: Db,
  settingKey: string,
  minLength: number,
): Promise<string> {
  await db
    .insertInto('settings')
    .values({ key: settingKey, value: JSON.stringify(randomBytes(32).toString('base64url')) })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const row = await db
    .selectFrom('settings')
    .select('value')
    .where('key', '=', settingKey)
    .executeTakeFirstOrThrow();
  const secret: unknown = JSON.parse(row.value);
  if (typeof secret !== 'string' || secret.length < minLength) {
    throw new Error(`the settings row ${settingKey} does not hold a usable secret`);
  }
  return secret;
}
