import {
  ApiError,
  request,
  unwrapResponse,
  errorDialogFor,
  type RequestOptions,
} from '@villa/shared/api';
import { showErrorDialog } from '@villa/shared/store';

/** POST /booking-modify/{call}/{bookRef}. */
export function modifyBooking<T>(
  call: string,
  bookRef: string,
  data: unknown,
  options: Omit<RequestOptions, 'method' | 'data'> = {},
): Promise<T> {
  return request<T>(`/booking-modify/${call}/${encodeURIComponent(bookRef)}`, {
    method: 'POST',
    data,
    ...options,
  });
}

/**
 * A 422 body's entries as final-form submit errors, keyed by form field (`rename` maps the
 * request's field names to the form's); undefined for any other failure.
 */
export function submitErrorsOf(
  error: unknown,
  rename: (field: string) => string = (field) => field,
): Record<string, string> | undefined {
  if (!(error instanceof ApiError) || error.status !== 422) return undefined;
  const body = unwrapResponse(error.body) as {
    validationErrors?: { field: string; error: string }[];
  } | null;
  if (!Array.isArray(body?.validationErrors)) return undefined;
  const errors: Record<string, string> = {};
  for (const { field, error: message } of body.validationErrors) {
    errors[rename(field)] ??= message;
  }
  return errors;
}

/** The `errors` strings of a failed call's body. */
export function errorsOf(error: unknown): string[] {
  if (!(error instanceof ApiError)) return [];
  const body = unwrapResponse(error.body) as { errors?: unknown } | null;
  return Array.isArray(body?.errors)
    ? body.errors.filter((e): e is string => typeof e === 'string')
    : [];
}

/** Opens the global error dialog for a call made with showErrorDialog: false. */
export function showFailure(error: unknown) {
  if (error instanceof ApiError && error.aborted) return;
  const dialog =
    error instanceof ApiError
      ? errorDialogFor(error.status, error.body)
      : errorDialogFor(null, null);
  if (dialog) showErrorDialog(dialog);
}
