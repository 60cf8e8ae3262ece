import * as v from 'valibot';
import {
  officeRefundResponseSchema,
  officeRefundSchema,
  customExtraSchema,
  officeCustomExtraResponseSchema,
  officeBookingListQuerySchema,
  officeBookingListResponseSchema,
  officeBookingResponseSchema,
  officePaymentResponseSchema,
  officePaymentSchema,
} from '../officeBookings';
import { STAFF_ROLES } from '../roles';
import { endpoint, pathText } from './endpoint';

/**
 * The office's bookings (api/src/office/bookings/README.md): every agent's bookings and holds,
 * one booking as its agent reads it, and the money the office records. STAFF and ADMIN only;
 * part of the `office` area of the table (OpenAPI tag `office`).
 */
export const officeBookingEndpoints = {
  bookings: endpoint({
    method: 'GET',
    path: '/office/bookings',
    summary: 'Every agent’s bookings and holds, filtered and searched, a page at a time',
    access: STAFF_ROLES,
    query: officeBookingListQuerySchema,
    answer: officeBookingListResponseSchema,
    errors: [422],
  }),
  bookingsCsv: endpoint({
    method: 'GET',
    path: '/office/bookings-export',
    summary: 'The filtered list of bookings as CSV (the same filters as GET /office/bookings)',
    access: STAFF_ROLES,
    query: officeBookingListQuerySchema,
    answer: null,
    contentType: 'text/csv',
    errors: [422],
  }),
  booking: endpoint({
    method: 'GET',
    path: '/office/bookings/:ref',
    summary: 'One booking as its agent reads it, with its agent, organisation and history',
    access: STAFF_ROLES,
    params: v.object({ ref: pathText }),
    answer: officeBookingResponseSchema,
    errors: [404],
  }),
  recordPayment: endpoint({
    method: 'POST',
    path: '/office/bookings/:ref/payments',
    summary: 'Record a payment received by bank transfer or cheque',
    description:
      'Never more than is outstanding (409 with the outstanding amount, nothing recorded); the same reference on one booking records once (a second call answers 201 with the first payment and `recorded: false`). The booking moves as a card payment of the same amount would move it.',
    access: STAFF_ROLES,
    params: v.object({ ref: pathText }),
    body: officePaymentSchema('9999-12-31'),
    status: 201,
    answer: officePaymentResponseSchema,
    errors: [404, 409, 422],
  }),
  addCustomExtra: endpoint({
    method: 'POST',
    path: '/office/bookings/:ref/custom-extras',
    summary: 'Add a custom extra agreed with the customer (counts in the total, not in commission)',
    access: STAFF_ROLES,
    params: v.object({ ref: pathText }),
    body: customExtraSchema,
    status: 201,
    answer: officeCustomExtraResponseSchema,
    errors: [404, 409, 422],
  }),
  removeCustomExtra: endpoint({
    method: 'DELETE',
    path: '/office/bookings/:ref/custom-extras/:id',
    summary: 'Remove a custom extra (409 when the payments received would exceed the total)',
    access: STAFF_ROLES,
    params: v.object({ ref: pathText, id: pathText }),
    answer: officeCustomExtraResponseSchema,
    errors: [404, 409],
  }),
  refund: endpoint({
    method: 'POST',
    path: '/office/bookings/:ref/refunds',
    summary: 'Refund all or part of a payment: a card through the provider, a bank payment by hand',
    description:
      'Never more than is left to refund on that payment (409, nothing refunded). A refund the payment provider refuses records nothing and answers 409 with its reason. The refund is its own line of the agent’s Payments.',
    access: STAFF_ROLES,
    params: v.object({ ref: pathText }),
    body: officeRefundSchema,
    status: 201,
    answer: officeRefundResponseSchema,
    errors: [404, 409, 422],
  }),
};
