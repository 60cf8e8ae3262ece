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
