import type { BookingResponse } from '@villa/shared/contract';
import { useApiQuery, type ApiError } from '@villa/shared/api';

export interface BookingState {
  booking: BookingResponse | undefined;
  error: ApiError | undefined;
  /** Fetches again; the booking on screen stays until the new one arrives. */
  reload: () => void;
}

/** GET /bookings/{ref}, reloadable without blanking the page (sections keep their state). */
export function useBooking(ref: string): BookingState {
  const { data, error, reload } = useApiQuery<BookingResponse>(
    `/bookings/${encodeURIComponent(ref)}`,
    { keepLastAnswer: true },
  );
  return { booking: data, error, reload };
}
