import { ApiError, unwrapResponse } from '@villa/shared/api';

/**
 * A 422 body's entries as final-form submit errors, keyed by form field; `rename` maps the
 * request's field names to the form's (password -> existingPassword).
 */
export function submitErrorsOf(
  error: unknown,
  rename: Record<string, string> = {},
): Record<string, string> | undefined {
  if (!(error instanceof ApiError) || error.status !== 422) return undefined;
  const body = unwrapResponse(error.body) as {
    validationErrors?: { field: string; error: string }[];
  } | null;
  if (!Array.isArray(body?.validationErrors)) return undefined;
  const errors: Record<string, string> = {};
  for (const { field, error: message } of body.validationErrors) {
    const name = rename[field] ?? field;
    errors[name] ??= message;
  }
  return errors;
}
