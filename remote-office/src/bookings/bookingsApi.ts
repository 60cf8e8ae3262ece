import { callEndpoint, downloadFile, endpointRoute } from '@villa/shared/api';
import {
  officeBookingEndpoints,
  officeEndpoints,
  type OfficePaymentInput,
  type OfficeRefundInput,
} from '@villa/shared/contract';
import { endpointKey, endpointQuery, keepPreviousData, queryOptions } from '@villa/shared/query';

/*
 * The booking section's calls (api/src/office/bookings/README.md). Keys are the endpoint
 * table's, so the answers the host starts at navigation (routes.json) are the ones found here.
 */

/** The list's own query fields; anything else in the page's URL is left out of the call. */
export const BOOKING_LIST_KEYS = [
  'q',
  'status',
  'arrivalFrom',
  'arrivalTo',
  'agent',
  'organisation',
  'overdue',
  'endsToday',
  'page',
] as const;

export const bookingListQuery = (query: URLSearchParams) =>
  queryOptions({
    ...endpointQuery(officeBookingEndpoints.bookings, { query, showErrorDialog: false }),
    placeholderData: keepPreviousData,
  });

export const bookingQuery = (ref: string) =>
  queryOptions(
    endpointQuery(officeBookingEndpoints.booking, { params: { ref }, showErrorDialog: false }),
  );

/** Every cached answer a booking's change makes stale: its page, the list, the audit log. */
export const bookingKeys = (ref: string) => [
  endpointKey(officeBookingEndpoints.booking, { params: { ref } }),
  endpointKey(officeBookingEndpoints.bookings),
  endpointKey(officeEndpoints.audit),
];

export const recordPayment = (ref: string, body: OfficePaymentInput) =>
  callEndpoint(officeBookingEndpoints.recordPayment, {
    params: { ref },
    body,
    showErrorDialog: false,
  });

export const refund = (ref: string, body: OfficeRefundInput) =>
  callEndpoint(officeBookingEndpoints.refund, { params: { ref }, body, showErrorDialog: false });

/** The filtered list (without its page) as a CSV file. */
export function downloadBookingsCsv(query: URLSearchParams) {
  const filters = new URLSearchParams(query);
  filters.delete('page');
  return downloadFile(
    endpointRoute(officeBookingEndpoints.bookingsCsv, { query: filters }),
    'bookings.csv',
  );
}

/** The office's pages of a booking (their routes are this remote's manifest's). */
export const bookingPages = {
  list: (query = '') => `/office/bookings${query ? `?${query}` : ''}`,
  detail: (ref: string) => `/office/bookings/${encodeURIComponent(ref)}`,
};
