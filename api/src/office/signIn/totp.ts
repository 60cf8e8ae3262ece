import { Secret, TOTP } from 'otpauth';

/*
 * The office's second factor: TOTP as RFC 6238 defines it and every authenticator app reads
 * it (SHA-1, 30-second steps, 6 digits), checked with one step of clock skew either way. The
 * arithmetic is otpauth's; what is ours is that a code counts once (the step it belongs to is
 * kept per account: secondFactor.ts) and that the secret never leaves the server but sealed,
 * except to its owner during enrolment.
 */

export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_DIGITS = 6;
/** Steps of clock skew accepted either way. */
export const TOTP_SKEW_STEPS = 1;
/** The name authenticator apps show above the account. */
export const TOTP_ISSUER = 'Villa Portal office';

const totpOf = (secretBase32: string, label = '') =>
  new TOTP({
    issuer: TOTP_ISSUER,
    label,
    algorithm: 'SHA1',
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secretBase32),
  });

/** A new secret: 160 random bits (RFC 4226's recommended length), in base32. */
export const newTotpSecret = () => new Secret({ size: 20 }).base32;

/** The step a moment falls in. */
export const stepOf = (nowMs: number) => Math.floor(nowMs / 1000 / TOTP_PERIOD_SECONDS);

/** The otpauth:// URI an authenticator app reads from the QR code. */
export const otpauthUri = (secretBase32: string, email: string) =>
  totpOf(secretBase32, email).toString();

/** The code of the step `nowMs` falls in (the demo's `cli totp`, the tests). */
export const totpCodeAt = (secretBase32: string, nowMs: number) =>
  totpOf(secretBase32).generate({ timestamp: nowMs });

/**
 * The step a code belongs to, if it is the code of the current step or of one step either
 * side; null otherwise. Whether that step was used already is the caller's to check.
 */
export function matchingStep(secretBase32: string, code: string, nowMs: number): number | null {
  const delta = totpOf(secretBase32).validate({
    token: code,
    timestamp: nowMs,
    window: TOTP_SKEW_STEPS,
  });
  return delta === null ? null : stepOf(nowMs) + delta;
}
