import { useCallback } from 'react';
import { ApiError, callEndpoint, unwrapResponse, type CallOptions } from '@villa/shared/api';
import { type CheckoutRequest, type RequestOf, bookingEndpoints } from '@villa/shared/contract';
import {
  endpointKey,
  endpointQuery,
  type QueryKey,
  queryOptions,
  useMutation,
  useQueryClient,
} from '@villa/shared/query';

const calls = bookingEndpoints;

/**
 * The queries about one booking (the booking, its thank-you page, its card payment checks):
 * after a change all of them are asked again, so the page shows the booking as the server
 * now has it. Without a reference, every booking's.
 */
export function bookingQueryKeys(bookRef?: string): QueryKey[] {
  return [
    endpointKey(calls.get, bookRef === undefined ? {} : { params: { ref: bookRef } }),
    endpointKey(calls.checkoutCompleted, bookRef === undefined ? {} : { params: { ref: bookRef } }),
    endpointKey(calls.cardPayment, bookRef === undefined ? {} : { params: { bookRef } }),
  ];
}

/** Asks again every query of one booking (see bookingQueryKeys). */
export function useRefreshBooking() {
  const queryClient = useQueryClient();
  return useCallback(
    (bookRef?: string) =>
      Promise.all(
        bookingQueryKeys(bookRef).map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
    [queryClient],
  );
}

export const bookingQuery = (ref: string) =>
  queryOptions(endpointQuery(calls.get, { params: { ref } }));

/** The booking as it is now, for the thank-you page. */
export const checkoutCompletedQuery = (ref: string) =>
  queryOptions(endpointQuery(calls.checkoutCompleted, { params: { ref } }));

/** The stay an optional-extras or checkout page is about: from the query, or a quotation. */
export type ExtrasFor =
  { bookRef: string } | { propertyId: number; arrival: string; nights: number };

/** The optional extras for a stay or a quotation; for null, the bare catalogue. */
export const optionalExtrasQuery = (stay: ExtrasFor | null) =>
  queryOptions(
    endpointQuery(calls.optionalExtras, {
      query: Object.fromEntries(
        Object.entries(stay ?? {}).map(([key, value]) => [key, String(value)]),
      ),
    }),
  );

/** How a card payment attempt stands. */
export const cardPaymentStatusQuery = (bookRef: string, paymentId: number | string) =>
  queryOptions(
    endpointQuery(calls.cardPayment, {
      params: { bookRef, paymentId: String(paymentId) },
      // The dialog says nothing of a failed check: the next one is asked at the next tick.
      showErrorDialog: false,
    }),
  );

/** Books or reserves the stay; the answer names the booking. */
export const checkout = (product: string, body: CheckoutRequest) =>
  callEndpoint(calls.checkout, {
    params: { product },
    body,
    // "Already booked" (409) is answered in the form; anything else also gets the dialog,
    // which lists the server's messages while the fields show them too.
    showErrorDialog: (failure) => failure.status !== 409,
  });

/** The changes to a booking (POST /booking-modify/{call}/{bookRef}). */
type ModifyEndpoint =
  | typeof calls.modifyReserve
  | typeof calls.leadPassenger
  | typeof calls.passengerList
  | typeof calls.agentDetails
  | typeof calls.addExtra
  | typeof calls.removeExtra
  | typeof calls.startCardPayment;

export type ModifyBody<E extends ModifyEndpoint> = RequestOf<E>['body'];

/** One change to a booking. */
export function modifyBooking<E extends ModifyEndpoint>(
  endpoint: E,
  bookRef: string,
  body: ModifyBody<E>,
  options: CallOptions = {},
) {
  return callEndpoint<ModifyEndpoint>(endpoint, {
    params: { bookRef },
    body,
    ...options,
  } as RequestOf<ModifyEndpoint> & CallOptions) as ReturnType<typeof callEndpoint<E>>;
}

/**
 * A change to a booking. When it has been answered, failed or not (a refused change may still
 * mean the booking moved on, e.g. a hold that lapsed), every query of that booking is asked
 * again: the page shows the booking as the server now has it.
 */
export function useModifyBooking<E extends ModifyEndpoint>(endpoint: E, bookRef: string) {
  const refresh = useRefreshBooking();
  return useMutation({
    mutationFn: (body: ModifyBody<E>) => modifyBooking(endpoint, bookRef, body),
    onSettled: () => refresh(bookRef),
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
