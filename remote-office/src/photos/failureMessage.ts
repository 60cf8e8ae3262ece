import { ApiError, unwrapResponse } from '@villa/shared/api';

/** The server's own message of a failed call (a 422's field message, or its errors), or null. */
export function serverMessage(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  const body = unwrapResponse(error.body) as {
    errors?: unknown;
    validationErrors?: { field: string; error: string }[];
  } | null;
  const field = body?.validationErrors?.find((entry) => typeof entry?.error === 'string');
  if (field) return field.error;
  if (Array.isArray(body?.errors) && typeof body.errors[0] === 'string') {
    return body.errors.join(' ');
  }
  return null;
}
