import { useCallback, useEffect, useRef, useState } from 'react';
import type { BookingResponse } from '@villa/shared/contract';
import { ApiError, sendRequest } from '@villa/shared/api';

export interface BookingState {
  booking: BookingResponse | undefined;
  error: ApiError | undefined;
  /** Fetches again; the booking on screen stays until the new one arrives. */
  reload: () => void;
}

/** GET /bookings/{ref}, reloadable without blanking the page (sections keep their state). */
export function useBooking(ref: string): BookingState {
  const [booking, setBooking] = useState<BookingResponse | undefined>(undefined);
  const [error, setError] = useState<ApiError | undefined>(undefined);
  const [version, setVersion] = useState(0);
  const latest = useRef(0);

  useEffect(() => {
    const controller = new AbortController();
    const call = ++latest.current;
    sendRequest<BookingResponse>(`/bookings/${encodeURIComponent(ref)}`, {
      signal: controller.signal,
    }).then(
      ({ data }) => {
        if (call !== latest.current) return;
        setBooking(data);
        setError(undefined);
      },
      (failure: unknown) => {
        if (controller.signal.aborted || call !== latest.current) return;
        setError(failure instanceof ApiError ? failure : new ApiError(String(failure), null, null));
      },
    );
    return () => controller.abort();
  }, [ref, version]);

  useEffect(() => {
    setBooking(undefined);
  }, [ref]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return { booking, error, reload };
}
