import * as v from 'valibot';
import {
  EMAIL_MAX_LENGTH,
  LOGIN_USER_TYPE,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from './constants';
import { LOGIN_CODE_LENGTH, isLoginCodeForm, normalizeLoginCode } from './loginCode';

/** Field messages (docs/forms-and-errors.md, Field rules); they use the field's friendly name. */
export const messages = {
  required: (label: string) => `${label} is required`,
  minLength: (label: string, n: number) => `${label} must be at least ${n} characters`,
  maxLength: (label: string, n: number) => `${label} must be at most ${n} characters`,
  between: (label: string, min: number, max: number) =>
    `${label} must be between ${min} and ${max} characters`,
  email: (label: string) => `${label} must be a valid email address`,
  passwordStrength:
    'The password must be at least 8 characters long, and contain at least: 1 uppercase letter, 1 lowercase letter, 1 number, and one special character (E.g. , . _ & ? etc)',
  passwordsMatch: 'The passwords do not match',
  fixForm: 'Please fix the form errors above before submitting this form',
  loginCode: `Log-in code must be the ${LOGIN_CODE_LENGTH} letters and digits of the e-mail we sent`,
} as const;

/** More than a code typed with every space and dash it might have is not a code. */
const LOGIN_CODE_MAX_TYPED = 32;

/**
 * What a password needs besides its length, each with the words the hint uses: the one list
 * that both the check and the hint read. A symbol is any character that is neither a letter
 * nor a digit, so every example the specification's message gives (, . _ & ?) counts, not
 * only !@#$%^&*.
 */
const PASSWORD_NEEDS: readonly { test: RegExp; says: string }[] = [
  { test: /[A-Z]/, says: 'an uppercase letter' },
  { test: /[a-z]/, says: 'a lowercase letter' },
  { test: /\d/, says: 'a number' },
  {
    test: /[^\p{L}\p{N}]/u,
    says: 'a symbol (any character that is not a letter or a number, such as ! . _ & ?)',
  },
];

/**
 * The password-strength rule (docs/forms-and-errors.md), the one copy the forms and the server
 * apply: at least 8 characters and every one of PASSWORD_NEEDS.
 */
export function isStrongPassword(password: string): boolean {
  return (
    password.length >= PASSWORD_MIN_LENGTH &&
    PASSWORD_NEEDS.every((need) => need.test.test(password))
  );
}

/** The rule in words, for the hint under every new-password field. */
export const passwordRuleHint = (() => {
  const says = PASSWORD_NEEDS.map((need) => need.says);
  return `${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters, with ${says.slice(0, -1).join(', ')} and ${says[says.length - 1]}`;
})();

export const requiredText = (label: string) =>
  v.pipe(v.string(messages.required(label)), v.trim(), v.nonEmpty(messages.required(label)));

const emailLength = (label: string) =>
  v.maxLength<string, typeof EMAIL_MAX_LENGTH, string>(
    EMAIL_MAX_LENGTH,
    messages.maxLength(label, EMAIL_MAX_LENGTH),
  );

export const emailField = (label = 'Email') =>
  v.pipe(requiredText(label), emailLength(label), v.email(messages.email(label)));

/** New password rule: required, at most 30, and the strength rule. */
export const newPasswordField = (label = 'New password') =>
  v.pipe(
    v.string(messages.required(label)),
    v.nonEmpty(messages.required(label)),
    v.maxLength(PASSWORD_MAX_LENGTH, messages.maxLength(label, PASSWORD_MAX_LENGTH)),
    v.minLength(PASSWORD_MIN_LENGTH, messages.passwordStrength),
    v.check(isStrongPassword, messages.passwordStrength),
  );

/**
 * Log-in: no format check on the address (the failure message is the same whatever was typed),
 * but nothing longer than an address or a password can be, so such a guess is refused before
 * it reaches the password check or the attempt throttle.
 */
export const loginSchema = v.object({
  email: v.pipe(requiredText('Email'), emailLength('Email')),
  password: v.pipe(
    v.string(messages.required('Password')),
    v.nonEmpty(messages.required('Password')),
    v.maxLength(PASSWORD_MAX_LENGTH, messages.maxLength('Password', PASSWORD_MAX_LENGTH)),
  ),
  user_type: v.literal(LOGIN_USER_TYPE, 'user_type must be 10'),
  /**
   * The one-time code mailed when logging in meets a lock (loginCode.ts); optional, sent only
   * once the server asked for it. Read as typed (normalizeLoginCode); empty means none.
   */
  code: v.optional(
    v.pipe(
      v.string(messages.loginCode),
      v.maxLength(LOGIN_CODE_MAX_TYPED, messages.loginCode),
      v.transform(normalizeLoginCode),
      v.check((code) => code === '' || isLoginCodeForm(code), messages.loginCode),
    ),
  ),
});

export const resetPasswordRequestSchema = v.object({
  email: emailField('Email'),
});

/** Change request as sent: the current password and the new one. */
export const changePasswordSchema = v.object({
  password: v.pipe(
    v.string(messages.required('Current password')),
    v.nonEmpty(messages.required('Current password')),
  ),
  newPassword: newPasswordField('New password'),
});

/** Turns valibot issues into the 422 body's entries, one per field (first issue wins). */
export function toValidationErrors(issues: readonly v.BaseIssue<unknown>[]) {
  const seen = new Set<string>();
  const errors: { field: string; error: string }[] = [];
  for (const issue of issues) {
    const field = issue.path?.map((p) => String(p.key)).join('.') || 'body';
    if (seen.has(field)) continue;
    seen.add(field);
    errors.push({ field, error: issue.message });
  }
  return errors;
}

type SchemaShape = { type?: string; entries?: Record<string, SchemaShape> };

/**
 * valibot reports a key that is absent as 'Invalid key: Expected "email" ...', skipping the
 * field's own message. Giving every key of an object schema (nested ones too) a value of
 * undefined first lets each field answer for itself ("Email is required"). Keys already
 * present are left as they are.
 */
export function fillMissingKeys(schema: SchemaShape, input: unknown): unknown {
  if (!schema.entries || input === null || typeof input !== 'object' || Array.isArray(input)) {
    return input;
  }
  const source = input as Record<string, unknown>;
  const filled: Record<string, unknown> = { ...source };
  for (const [key, entry] of Object.entries(schema.entries)) {
    filled[key] = key in source ? fillMissingKeys(entry, source[key]) : undefined;
  }
  return filled;
}
