import type { Db } from '../../db/schema';
import { portalSecretOf } from '../../portalSecret';

/** The settings row that keeps a portal's own sandbox secret when configuration gives none. */
export const SANDBOX_SECRET_SETTING = 'payment_sandbox_secret';

/**
 * The secret the sandbox signs its callbacks with: PAYMENT_SANDBOX_SECRET when configured,
 * else the portal's own (portalSecret.ts), so every instance on one PostgreSQL verifies a
 * callback that another one's sandbox signed.
 */
export async function sandboxSecretOf(db: Db, configured: string | null): Promise<string> {
  return configured ?? portalSecretOf(db, SANDBOX_SECRET_SETTING, 16);
}
