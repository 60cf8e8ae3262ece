import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/schema';

/** The settings row that keeps a portal's own sandbox secret when configuration gives none. */
export const SANDBOX_SECRET_SETTING = 'payment_sandbox_secret';

/**
 * The secret the sandbox signs its callbacks with: PAYMENT_SANDBOX_SECRET when configured,
 * else the portal's own, made at its first start and kept in the settings table. Kept with the
 * data rather than in the source, so no two portals share one and nobody can read it in the
 * repository; in the database rather than in the process, so every instance on one PostgreSQL
 * verifies a callback that another one's sandbox signed. The first writer wins a race of
 * instances starting together (insert ... on conflict do nothing, then read).
 */
export async function sandboxSecretOf(db: Db, configured: string | null): Promise<string> {
  if (configured !== null) return configured;
  await db
    .insertInto('settings')
    .values({
      key: SANDBOX_SECRET_SETTING,
      value: JSON.stringify(randomBytes(32).toString('base64url')),
    })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const row = await db
    .selectFrom('settings')
    .select('value')
    .where('key', '=', SANDBOX_SECRET_SETTING)
    .executeTakeFirstOrThrow();
  const secret: unknown = JSON.parse(row.value);
  if (typeof secret !== 'string' || secret.length < 16) {
    throw new Error(`the settings row ${SANDBOX_SECRET_SETTING} does not hold a usable secret`);
  }
  return secret;
}
