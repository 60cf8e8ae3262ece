import { ApiError, request, unwrapResponse, type RequestOptions } from '@villa/shared/api';

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
