import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes } from 'node:crypto';
import type { Db } from '../../db/schema';
import { portalSecretOf } from '../../portalSecret';

/*
 * The key that seals the office's authenticator secrets (AES-256-GCM) and keys the hashes of
 * its recovery codes (HMAC-SHA256), so that what the database holds is of no use without it.
 *
 * Decision (issue 44): STAFF_SECRET_KEY when configured, the way a deployment keeps its other
 * secrets (docs/deploy.md): then a copy of the database alone (a backup, a leaked dump) gives
 * neither the secrets nor a way to test recovery codes against their hashes. Without it the
 * portal makes its own key at its first start and keeps it in the settings table, as the
 * payment sandbox keeps its secret (portalSecret.ts): every instance on one
 * PostgreSQL then shares it, and a read of one table (staff_second_factors) is still not
 * enough, but a read of the whole database is. The embedded demo runs like that.
 */

export const STAFF_SECRET_KEY_SETTING = 'staff_secret_key';

export interface StaffKey {
  /** 32 bytes for AES-256-GCM. */
  seal: Buffer;
  /** 32 bytes for the recovery codes' HMAC. */
  codes: Buffer;
}

const derive = (secret: string, purpose: string) =>
  createHash('sha256').update(`villa-office:${purpose}:`).update(secret).digest();

/** The office's key: STAFF_SECRET_KEY, or the portal's own (made once, shared by instances). */
export async function staffKeyOf(db: Db, configured: string | null | undefined): Promise<StaffKey> {
  const secret = configured ?? (await portalSecretOf(db, STAFF_SECRET_KEY_SETTING, 32));
  return { seal: derive(secret, 'seal'), codes: derive(secret, 'codes') };
}

/**
 * Seals a secret for one user: `v1.<iv>.<tag>.<ciphertext>` (base64url). The user id is the
 * authenticated data, so a sealed secret copied onto another user's row does not open.
 */
export function sealSecret(key: StaffKey, userId: number, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key.seal, iv);
  cipher.setAAD(Buffer.from(`user:${userId}`));
  const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return ['v1', ...[iv, cipher.getAuthTag(), body].map((p) => p.toString('base64url'))].join('.');
}

/** The secret sealSecret sealed, or null when the key or the user is not the one it was sealed with. */
export function openSecret(key: StaffKey, userId: number, sealed: string): string | null {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== 'v1' || !iv || !tag || !body) {
    return null;
  }
  try {
    const decipher = createDecipheriv('aes-256-gcm', key.seal, Buffer.from(iv, 'base64url'));
    decipher.setAAD(Buffer.from(`user:${userId}`));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    const text = Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]);
    return text.toString('utf8');
  } catch {
    return null;
  }
}

/** The stored form of a recovery code (already normalised: recoveryCodes.ts). */
export const recoveryCodeHash = (key: StaffKey, userId: number, code: string) =>
  createHmac('sha256', key.codes).update(`${userId}:${code}`).digest('hex');
