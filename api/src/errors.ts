import type { ErrorsBody, ValidationErrorBody } from '@villa/shared/contract';
import * as v from 'valibot';
import { errorTexts, fillMissingKeys, toValidationErrors } from '@villa/shared/contract';

/** The error words (docs/forms-and-errors.md), so the client's dialogs read the same as the server's bodies. */
export const MESSAGES = {
  notFound: errorTexts.notFound,
  unexpected: errorTexts.unexpected,
  loginFailed: 'We could not log you in. Ensure your username and password are correct.',
  notLoggedIn: 'You are not logged in - please log in.',
  sessionExpired: 'Your session has expired - please log in again.',
  impersonationRefused: 'This impersonation session cannot be used without its administrator.',
  impersonationLinkRefused:
    'This impersonation link cannot be used: it was used already, has expired or was not made by an administrator.',
  forbidden: 'You do not have access to the requested resource.',
  signupIncomplete:
    'Your signup is not complete yet - please complete your signup to use the portal.',
  invalidJson: 'The request body is not valid JSON.',
  emptyBody: 'The request body is empty.',
  notJsonObject: 'The request body must be a JSON object.',
  unsupportedMediaType: 'The request body must be sent as application/json.',
  tooLarge: 'The request body is too large.',
  tooDeep: 'The request body nests too deeply.',
  nulCharacter: 'The request contains a NUL character, which is not allowed.',
  loneSurrogate: 'Contains a broken character (half of a UTF-16 pair); please type it again.',
  badRequest: 'The request could not be understood.',
} as const;

/** An answer the client is meant to see; anything else thrown becomes a generic 500. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: ErrorsBody | ValidationErrorBody,
    readonly headers: Record<string, string> = {},
  ) {
    super('errors' in body ? body.errors.join(', ') : 'validation failed');
    this.name = 'HttpError';
  }
}

export const errorsOf = (status: number, ...errors: string[]) => new HttpError(status, { errors });

export const unauthorised = (message: string) => errorsOf(401, message);
export const forbidden = () => errorsOf(403, MESSAGES.forbidden);

/** A whole positive id (an integer column's range) from a path segment, or null. */
export const idParam = (text: string | undefined): number | null =>
  text && /^[1-9]\d{0,9}$/.test(text) && Number(text) <= 2_147_483_647 ? Number(text) : null;

/**
 * Checks a body with the contract's valibot schema, the one the forms use: 400 when it is not
 * a JSON object at all, 422 with one entry per invalid field otherwise.
 */
export function parseBody<S extends v.GenericSchema>(schema: S, body: unknown): v.InferOutput<S> {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw errorsOf(400, MESSAGES.notJsonObject);
  }
  const result = v.safeParse(schema, fillMissingKeys(schema, body));
  if (!result.success) {
    throw new HttpError(422, { validationErrors: toValidationErrors(result.issues) });
  }
  return result.output;
}
