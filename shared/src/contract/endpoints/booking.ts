import * as v from 'valibot';
import {
  agentsAdditionalDetailsResponseSchema,
  agentsAdditionalDetailsSchema,
  bookingResponseSchema,
  cardPaymentSchema,
  cardPaymentStartResponseSchema,
  cardPaymentStatusResponseSchema,
  changeRequestSchema,
  checkoutCompletedResponseSchema,
  checkoutRequestSchema,
  checkoutResponseSchema,
  leadPassengerResponseSchema,
  leadPassengerSchema,
  modifyReserveResponseSchema,
  modifyReserveSchema,
  optionalExtrasAddResponseSchema,
  optionalExtrasAddSchema,
  optionalExtrasRemoveResponseSchema,
  optionalExtrasRemoveSchema,
  optionalExtrasResponseSchema,
  passengerListResponseSchema,
  passengerListSchema,
  sendEnquiryResponseSchema,
} from '../booking';
import { endpoint, pathText } from './endpoint';
import { parsedParam, parsedQuery } from './parsedQuery';

const AGENT = ['AGENT'] as const;
const refParams = v.object({ bookRef: pathText });

/**
 * What the merchant answers a payment provider's notification. A paid page the merchant
 * refuses (its attempt was replaced by a newer one, or it comes to more than the booking still
 * owes) is not captured: the provider voids it and shows `message` on its page.
 */
export const merchantAnswerSchema = v.object({
  result: v.picklist(['recorded', 'duplicate', 'declined', 'refused']),
  /** Why a payment was refused, in plain words for the agent. */
  message: v.optional(v.string()),
});
export type MerchantAnswer = v.InferOutput<typeof merchantAnswerSchema>;

/** What the payment provider's notification is answered with: received, and the answer. */
export const paymentCallbackAnswerSchema = v.object({
  received: v.literal(true),
  ...merchantAnswerSchema.entries,
});

/** Checkout, the booking and its changes, card payments and enquiries. */
export const bookingEndpoints = {
  optionalExtras: endpoint({
    method: 'GET',
    path: '/optional-extras',
    summary: 'The optional extras, priced for a quotation or a stay when one is given',
    description:
      'The query names a quotation (bookRef), or a stay (propertyId, arrival and nights ' +
      'together, and extras[<extraId>]=<quantity> for the extras chosen), or nothing for the ' +
      'bare catalogue.',
    access: AGENT,
    query: parsedQuery({
      bookRef: parsedParam({ type: 'string', description: "A quotation's booking reference" }),
      propertyId: parsedParam({ type: 'integer', description: 'The villa of the stay' }),
      arrival: parsedParam({
        type: 'string',
        format: 'date',
        description: 'Arrival day of the stay (YYYY-MM-DD)',
      }),
      nights: parsedParam({ type: 'integer', description: 'Nights of the stay' }),
    }),
    answer: optionalExtrasResponseSchema,
    errors: [404, 422],
  }),
  checkout: endpoint({
    method: 'POST',
    path: '/checkout/:product',
    summary: 'Book a stay: reserve (a hold) or all (pay pending)',
    access: AGENT,
    params: v.object({ product: pathText }),
    body: checkoutRequestSchema,
    status: 201,
    answer: checkoutResponseSchema,
    errors: [404, 409, 422],
  }),
  checkoutCompleted: endpoint({
    method: 'GET',
    path: '/checkout-completed/:ref',
    summary: 'The summary shown after a checkout',
    access: AGENT,
    params: v.object({ ref: pathText }),
    answer: checkoutCompletedResponseSchema,
    errors: [404],
  }),
  get: endpoint({
    method: 'GET',
    path: '/bookings/:ref',
    summary: 'A booking with what can be done with it now',
    access: AGENT,
    params: v.object({ ref: pathText }),
    answer: bookingResponseSchema,
    errors: [404],
  }),
  confirmationPdf: endpoint({
    method: 'GET',
    path: '/bookings/:ref/confirmation-pdf',
    summary: "A confirmed booking's confirmation as a PDF (agent-branded)",
    access: AGENT,
    params: v.object({ ref: pathText }),
    answer: null,
    contentType: 'application/pdf',
    // 429: too many of the account's PDFs waiting at once (api/src/web/pdfQueue.ts); 503: the
    // PDF could not be made just now (api/src/pdf/renderPool.ts).
    errors: [404, 409, 429, 503],
  }),
  modifyReserve: endpoint({
    method: 'POST',
    path: '/booking-modify/modify-reserve/:bookRef',
    summary: 'Upgrade a hold to a booking, or cancel it',
    access: AGENT,
    params: refParams,
    body: modifyReserveSchema,
    answer: modifyReserveResponseSchema,
    errors: [404, 409, 422],
  }),
  leadPassenger: endpoint({
    method: 'POST',
    path: '/booking-modify/lead-passenger/:bookRef',
    summary: 'Change the lead passenger',
    access: AGENT,
    params: refParams,
    body: leadPassengerSchema,
    answer: leadPassengerResponseSchema,
    errors: [404, 409, 422],
  }),
  passengerList: endpoint({
    method: 'POST',
    path: '/booking-modify/passenger-list/:bookRef',
    summary: 'Replace the other passengers',
    access: AGENT,
    params: refParams,
    body: passengerListSchema,
    answer: passengerListResponseSchema,
    errors: [404, 409, 422],
  }),
  agentDetails: endpoint({
    method: 'POST',
    path: '/booking-modify/agents-additional-details/:bookRef',
    summary: "Change the agent's own reference and notes",
    access: AGENT,
    params: refParams,
    body: agentsAdditionalDetailsSchema,
    answer: agentsAdditionalDetailsResponseSchema,
    errors: [404, 409, 422],
  }),
  addExtra: endpoint({
    method: 'POST',
    path: '/booking-modify/optional-extras-add/:bookRef',
    summary: 'Add an optional extra',
    access: AGENT,
    params: refParams,
    body: optionalExtrasAddSchema,
    answer: optionalExtrasAddResponseSchema,
    errors: [404, 409, 422],
  }),
  removeExtra: endpoint({
    method: 'POST',
    path: '/booking-modify/optional-extras-remove/:bookRef',
    summary: 'Remove an optional extra',
    access: AGENT,
    params: refParams,
    body: optionalExtrasRemoveSchema,
    answer: optionalExtrasRemoveResponseSchema,
    errors: [404, 409, 422],
  }),
  startCardPayment: endpoint({
    method: 'POST',
    path: '/booking-modify/card-payment/:bookRef',
    summary: "Start a card payment: the provider's page to show",
    access: AGENT,
    params: refParams,
    // The amount's bounds are the booking's (cardPaymentBounds); the server checks them.
    body: cardPaymentSchema({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER }),
    status: 201,
    answer: cardPaymentStartResponseSchema,
    errors: [404, 409, 422],
  }),
  cardPayment: endpoint({
    method: 'GET',
    path: '/booking-modify/card-payment/:bookRef/:paymentId',
    summary: 'Where a card payment stands (poll it while the page is open)',
    access: AGENT,
    params: v.object({ bookRef: pathText, paymentId: pathText }),
    answer: cardPaymentStatusResponseSchema,
    errors: [404],
  }),
  sendEnquiry: endpoint({
    method: 'POST',
    path: '/send-enquiry',
    summary: 'E-mail a change request or question, about a booking or not',
    access: AGENT,
    body: changeRequestSchema,
    status: 202,
    answer: sendEnquiryResponseSchema,
    // 429: the account's mail limit (provider settings).
    errors: [404, 422, 429],
  }),
  paymentCallback: endpoint({
    method: 'POST',
    path: '/payments/callback/sandbox',
    summary: "The sandbox provider's signed notification of a payment",
    access: 'public',
    body: v.looseObject({}),
    answer: paymentCallbackAnswerSchema,
    errors: [401, 422],
  }),
  sandboxPage: endpoint({
    method: 'GET',
    path: '/payment-sandbox/:pageId',
    summary: "The sandbox provider's card page (HTML, shown in an iframe)",
    access: 'public',
    params: v.object({ pageId: pathText }),
    answer: null,
    contentType: 'text/html',
    errors: [404],
  }),
  sandboxPay: endpoint({
    method: 'POST',
    path: '/payment-sandbox/:pageId',
    // The provider's form posts application/x-www-form-urlencoded.
    summary: "The sandbox provider's card form, posted (HTML)",
    access: 'public',
    params: v.object({ pageId: pathText }),
    answer: null,
    contentType: 'text/html',
    // 422: the page again, with what is wrong with the card.
    errors: [404, 422],
  }),
};
