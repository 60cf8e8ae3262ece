import { messages } from '@villa/shared/contract';
import { validateWith, withMatch } from '@villa/shared/forms';

/**
 * A form's validator for a form that sets a password: the contract's schema, plus "the
 * passwords do not match" on the confirmation as soon as it is typed. The signup, the password
 * reset and the change of password all check a new password this one way.
 */
export function validatePasswords(
  schema: Parameters<typeof validateWith>[0],
  confirmField = 'passwordConfirm',
  passwordField = 'password',
) {
  return withMatch(validateWith(schema), confirmField, passwordField, messages.passwordsMatch);
}
