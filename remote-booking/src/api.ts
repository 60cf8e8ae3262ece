import {
  ApiError,
  request,
  sendRequest,
  unwrapResponse,
  type RequestOptions,
} from '@villa/shared/api';
import type {
  BookingResponse,
  CardPaymentStatusResponse,
  CheckoutCompletedResponse,
  CheckoutResponse,
  OptionalExtrasResponse,
} from '@villa/shared/contract';
import { queryOptions, useMutation, useQueryClient } from '@villa/shared/query';

/**
 * Query keys of the booking remote. Everything about one booking starts with
 * ['bookings', ref], so one invalidation after a change refreshes all of it.
 */
export const bookingKeys = {
  all: ['bookings'] as const,
  booking: (bookRef: string) => ['bookings', bookRef] as const,
};

/** GET /bookings/{ref}. */
export function bookingQuery(bookRef: string) {
  return queryOptions({
    queryKey: bookingKeys.booking(bookRef),
    queryFn: ({ signal }) =>
      request<BookingResponse>(`/bookings/${encodeURIComponent(bookRef)}`, { signal }),
  });
}

/** GET /checkout-completed/{ref}: the booking as it is now, for the thank-you page. */
export function checkoutCompletedQuery(bookRef: string) {
  return queryOptions({
    queryKey: [...bookingKeys.booking(bookRef), 'checkout-completed'] as const,
    queryFn: ({ signal }) =>
      request<CheckoutCompletedResponse>(`/checkout-completed/${encodeURIComponent(bookRef)}`, {
        signal,
      }),
  });
}

/** The stay an optional-extras or checkout page is about: from the query, or a quotation. */
export type ExtrasFor =
  { bookRef: string } | { propertyId: number; arrival: string; nights: number };

/** GET /optional-extras for a stay or a quotation. */
export function optionalExtrasQuery(stay: ExtrasFor) {
  return queryOptions({
    queryKey: ['optional-extras', stay] as const,
    queryFn: ({ signal }) =>
      request<OptionalExtrasResponse>('/optional-extras', { params: stay, signal }),
  });
}

/** GET /booking-modify/card-payment/{ref}/{paymentId}: how a card payment attempt stands. */
export function cardPaymentStatusQuery(bookRef: string, paymentId: number | string) {
  return queryOptions({
    queryKey: [...bookingKeys.booking(bookRef), 'card-payment', String(paymentId)] as const,
    queryFn: async ({ signal }) =>
      (
        await sendRequest<CardPaymentStatusResponse>(
          `/booking-modify/card-payment/${encodeURIComponent(bookRef)}/${paymentId}`,
          // The dialog says nothing of a failed check: the next one is asked at the next tick.
          { showErrorDialog: false, signal },
        )
      ).data,
  });
}

/** POST /checkout/{product}: books or reserves the stay; the answer names the booking. */
export function checkout(product: string, body: unknown) {
  return request<CheckoutResponse>(`/checkout/${product}`, {
    method: 'POST',
    data: body,
    // "Already booked" (409) is answered in the form; anything else also gets the dialog,
    // which lists the server's messages while the fields show them too.
    showErrorDialog: (failure) => failure.status !== 409,
  });
}

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
 * A change to a booking (POST /booking-modify/{call}/{ref}). When it has been answered, failed
 * or not (a refused change may still mean the booking moved on, e.g. a hold that lapsed), every
 * query of that booking is asked again: the page shows the booking as the server now has it.
 */
export function useModifyBooking<T>(call: string, bookRef: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (data: unknown) => modifyBooking<T>(call, bookRef, data),
    onSettled: () => queryClient.invalidateQueries({ queryKey: bookingKeys.booking(bookRef) }),
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
