/*
 * The one-time log-in code mailed to an account whose log-in meets a lock (api/src/auth/
 * loginCodes.ts, docs/security.md). Eight characters of Crockford's base32: 40 random bits, so
 * guessing it is hopeless within the few tries an address is allowed, yet short enough to type
 * from an e-mail. The mail shows it as two groups of four ("7KQM-3XPD"); the form and the
 * server read it however it is typed: any case, spaces or dashes, and O, I and L for the
 * digits they look like.
 */

export const LOGIN_CODE_LENGTH = 8;

/** Crockford's base32 alphabet: the digits and the letters but I, L, O and U. */
export const LOGIN_CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

const CODE_PATTERN = new RegExp(`^[${LOGIN_CODE_ALPHABET}]{${LOGIN_CODE_LENGTH}}$`);

/** The code as typed, in the form it is checked in: upper case, no spaces or dashes. */
export function normalizeLoginCode(typed: string): string {
  return typed
    .toUpperCase()
    .replace(/[\s-]+/g, '')
    .replace(/O/g, '0')
    .replace(/[IL]/g, '1');
}

/** Whether a normalised code has the code's form (not whether it is right). */
export const isLoginCodeForm = (code: string) => CODE_PATTERN.test(code);

/** How the mail shows a code: two groups of four. */
export const displayLoginCode = (code: string) =>
  `${code.slice(0, LOGIN_CODE_LENGTH / 2)}-${code.slice(LOGIN_CODE_LENGTH / 2)}`;
