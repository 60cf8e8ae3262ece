import type { FastifyInstance } from 'fastify';
import {
  agentsAdditionalDetailsSchema,
  bookingTexts,
  changeRequestSchema,
  checkoutRequestSchema,
  CHECKOUT_PRODUCTS,
  leadPassengerSchema,
  modifyReserveSchema,
  optionalExtrasAddSchema,
  optionalExtrasRemoveSchema,
  parseStayQuery,
  passengerListSchema,
  POOL_HEATING_EXTRA_ID,
  quoteExpiryOf,
  type AgentsAdditionalDetailsResponse,
  type BookingResponse,
  type CardPaymentStartResponse,
  type CardPaymentStatusResponse,
  type CheckoutCompletedResponse,
  type CheckoutProduct,
  type CheckoutResponse,
  type LeadPassengerResponse,
  type ModifyReserveResponse,
  type OptionalExtrasAddResponse,
  type OptionalExtrasRemoveResponse,
  type OptionalExtrasResponse,
  type PassengerListResponse,
  type SendEnquiryResponse,
} from '@villa/shared/contract';
import { requireAuth } from '../auth/plugin';
import { errorsOf, HttpError, MESSAGES, parseBody } from '../errors';
import { checkout } from './checkout';
import { checkoutCompletedResponse } from './completed';
import { queueEnquiry } from './enquiry';
import { activeExtras, groupExtras } from './extras';
import { createHoldLapseJob } from './holdLapse';
import { holdLapsedOf, lapseHolds } from '../property/bookings';
import {
  addExtra,
  modifyReserve,
  removeExtra,
  replacePassengers,
  updateAgentDetails,
  updateLeadPassenger,
} from './modify';
import { cardPaymentState, settlePayment, startCardPayment } from './payments/cardPayments';
import type { MerchantAnswer } from './payments/provider';
import {
  createSandboxProvider,
  SANDBOX_CALLBACK_PATH,
  SANDBOX_SIGNATURE_HEADER,
} from './payments/sandbox';
import { bookingResponse, findOwnBooking, quotedPoolHeatingPence, type BookingRow } from './record';
import { assessStay, stayQuoteOf } from './stay';
import { bookingDb } from './tables';

const AGENT = { access: ['AGENT'] as const };

type RefParams = { Params: { bookRef: string } };

/**
 * Calls of the booking domain, registered under /api: optional extras, checkout, checkout
 * completed, the booking and its modifications, card payments (with the sandbox provider's
 * pages and callback), send-enquiry; and the hold lapse job.
 */
export async function bookingRoutes(app: FastifyInstance) {
  const { db, clock } = app.services;
  const log = app.log.child({ component: 'booking' });

  const lapseJob = createHoldLapseJob({
    db,
    clock,
    log,
    intervalMs: app.services.config.holdLapseIntervalMs,
  });
  app.addHook('onReady', async () => lapseJob.start());
  app.addHook('onClose', async () => lapseJob.stop());

  const provider = createSandboxProvider({
    db,
    clock,
    log,
    secret: app.services.config.paymentSandboxSecret,
    async deliver(payload, signature) {
      const res = await app.inject({
        method: 'POST',
        url: SANDBOX_CALLBACK_PATH,
        headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signature },
        payload,
      });
      if (res.statusCode !== 200) throw new Error(`callback answered ${res.statusCode}`);
      return res.json() as MerchantAnswer;
    },
  });
  await app.register(async (scope) => provider.registerPages(scope));

  /** The agent's booking, with a hold that has run out lapsed first, so it reads as it is. */
  async function ownBooking(ref: string, userId: number): Promise<BookingRow> {
    const booking = await findOwnBooking(db, ref, userId);
    const now = clock();
    if (booking.status === 'RESERVE' && holdLapsedOf(booking, now)) {
      await lapseHolds(db, now, { bookingId: booking.id });
      return findOwnBooking(db, ref, userId);
    }
    return booking;
  }

  app.get<{
    Querystring: Record<string, string | string[] | undefined>;
    Reply: OptionalExtrasResponse;
  }>('/optional-extras', { config: AGENT }, async (request) => {
    const { user } = requireAuth(request);
    const query = request.query ?? {};
    const catalogue = await activeExtras(db);
    const bookRef = typeof query.bookRef === 'string' ? query.bookRef : '';
    let stayArgs: { propertyId: number; arrival: string; nights: number } | null = null;
    let chosen: { extraId: number; quantity: number }[] = [];
    let quoteRef: string | null = null;
    /** Why a quotation cannot be checked out, whatever its dates. */
    let quoteRefusal: string | null = null;
    if (bookRef) {
      const quote = await ownBooking(bookRef, user.id);
      stayArgs = { propertyId: quote.villa_id, arrival: quote.arrival, nights: quote.nights };
      quoteRef = quote.ref;
      if (quote.status !== 'QUOTATION') quoteRefusal = bookingTexts.quoteNotBookable;
      else if (
        quoteExpiryOf({ expiresAt: quote.expires_at, arrival: quote.arrival }, clock()).expired
      ) {
        quoteRefusal = bookingTexts.quoteExpired;
      }
      const rows = await bookingDb(db)
        .selectFrom('booking_extras')
        .select('extra_id')
        .where('booking_id', '=', quote.id)
        .execute();
      const counts = new Map<number, number>();
      for (const r of rows) counts.set(r.extra_id, (counts.get(r.extra_id) ?? 0) + 1);
      if ((await quotedPoolHeatingPence(db, quote)) > 0) counts.set(POOL_HEATING_EXTRA_ID, 1);
      chosen = [...counts].map(([extraId, quantity]) => ({ extraId, quantity }));
    } else if (
      query.propertyId !== undefined ||
      query.arrival !== undefined ||
      query.nights !== undefined
    ) {
      const stay = parseStayQuery(query);
      if (!stay) {
        throw new HttpError(422, {
          validationErrors: [
            {
              field: 'propertyId',
              error: 'propertyId, arrival (YYYY-MM-DD) and nights must be given together',
            },
          ],
        });
      }
      stayArgs = stay;
      chosen = [...(stay.extras ?? [])];
    }
    if (!stayArgs) return { categories: groupExtras(catalogue, null), stay: null, chosen: [] };
    const assessment = await assessStay(db, stayArgs, clock());
    if (!assessment) throw errorsOf(404, MESSAGES.notFound);
    const categories = groupExtras(catalogue, {
      nights: assessment.nights,
      poolHeatingPence: assessment.villa.poolHeatingPence,
    });
    const offered = new Map(categories.flatMap((c) => c.extras).map((e) => [e.extraId, e]));
    const stay = quoteRefusal
      ? { ...stayQuoteOf(assessment, quoteRef), available: false, unavailableReason: quoteRefusal }
      : stayQuoteOf(assessment, quoteRef);
    return {
      categories,
      stay,
      // No extras are chosen for a stay that cannot be booked: the page shows the one reason.
      chosen: (stay.available ? chosen : [])
        .filter((c) => offered.has(c.extraId))
        .map((c) => ({
          ...c,
          quantity: Math.min(c.quantity, offered.get(c.extraId)!.maxQuantity),
        })),
    };
  });

  app.post<{ Params: { product: string }; Reply: CheckoutResponse }>(
    '/checkout/:product',
    { config: AGENT },
    async (request, reply) => {
      const { user } = requireAuth(request);
      const product = request.params.product;
      if (!(CHECKOUT_PRODUCTS as readonly string[]).includes(product)) {
        throw errorsOf(404, MESSAGES.notFound);
      }
      const input = parseBody(checkoutRequestSchema, request.body);
      const result = await checkout(db, {
        product: product as CheckoutProduct,
        input,
        userId: user.id,
        nowMs: clock(),
      });
      return reply.code(201).send(result);
    },
  );

  app.get<{ Params: { ref: string }; Reply: CheckoutCompletedResponse }>(
    '/checkout-completed/:ref',
    { config: AGENT },
    async (request) => {
      const { user } = requireAuth(request);
      const booking = await ownBooking(request.params.ref, user.id);
      if (booking.status === 'QUOTATION') throw errorsOf(404, MESSAGES.notFound);
      return checkoutCompletedResponse(db, booking);
    },
  );

  app.get<{ Params: { ref: string }; Reply: BookingResponse }>(
    '/bookings/:ref',
    { config: AGENT },
    async (request) => {
      const { user } = requireAuth(request);
      const booking = await ownBooking(request.params.ref, user.id);
      return bookingResponse(db, booking, clock());
    },
  );

  app.post<RefParams & { Reply: ModifyReserveResponse }>(
    '/booking-modify/modify-reserve/:bookRef',
    { config: AGENT },
    async (request) => {
      const { user } = requireAuth(request);
      const booking = await ownBooking(request.params.bookRef, user.id);
      const { way } = parseBody(modifyReserveSchema, request.body);
      return { bookStatusCode: await modifyReserve(db, booking, way, clock()) };
    },
  );

  app.post<RefParams & { Reply: LeadPassengerResponse }>(
    '/booking-modify/lead-passenger/:bookRef',
    { config: AGENT },
    async (request) => {
      const { user } = requireAuth(request);
      const booking = await ownBooking(request.params.bookRef, user.id);
      const lead = parseBody(leadPassengerSchema, request.body);
      return { client: await updateLeadPassenger(db, booking, lead, clock()) };
    },
  );

  app.post<RefParams & { Reply: PassengerListResponse }>(
    '/booking-modify/passenger-list/:bookRef',
    { config: AGENT },
    async (request) => {
      const { user } = requireAuth(request);
      const booking = await ownBooking(request.params.bookRef, user.id);
      const input = parseBody(passengerListSchema, request.body);
      return { additionalPassengers: await replacePassengers(db, booking, input, clock()) };
    },
  );

  app.post<RefParams & { Reply: AgentsAdditionalDetailsResponse }>(
    '/booking-modify/agents-additional-details/:bookRef',
    { config: AGENT },
    async (request) => {
      const { user } = requireAuth(request);
      const booking = await ownBooking(request.params.bookRef, user.id);
      const input = parseBody(agentsAdditionalDetailsSchema, request.body);
      return { agentsAdditionalDetails: await updateAgentDetails(db, booking, input) };
    },
  );

  app.post<RefParams & { Reply: OptionalExtrasAddResponse }>(
    '/booking-modify/optional-extras-add/:bookRef',
    { config: AGENT },
    async (request) => {
      const { user } = requireAuth(request);
      const booking = await ownBooking(request.params.bookRef, user.id);
      const { extraId } = parseBody(optionalExtrasAddSchema, request.body);
      return { updated: true, villaBookExtraId: await addExtra(db, booking, extraId, clock()) };
    },
  );

  app.post<RefParams & { Reply: OptionalExtrasRemoveResponse }>(
    '/booking-modify/optional-extras-remove/:bookRef',
    { config: AGENT },
    async (request) => {
      const { user } = requireAuth(request);
      const booking = await ownBooking(request.params.bookRef, user.id);
      const { villaBookExtraId } = parseBody(optionalExtrasRemoveSchema, request.body);
      await removeExtra(db, booking, villaBookExtraId, clock());
      return { removed: true };
    },
  );

  app.post<RefParams & { Reply: CardPaymentStartResponse }>(
    '/booking-modify/card-payment/:bookRef',
    { config: AGENT },
    async (request, reply) => {
      const { user } = requireAuth(request);
      const booking = await ownBooking(request.params.bookRef, user.id);
      if (
        request.body === null ||
        typeof request.body !== 'object' ||
        Array.isArray(request.body)
      ) {
        throw errorsOf(400, MESSAGES.notJsonObject);
      }
      const started = await startCardPayment(db, provider, {
        booking,
        userId: user.id,
        body: request.body,
        nowMs: clock(),
      });
      return reply.code(201).send(started);
    },
  );

  app.get<{ Params: { bookRef: string; paymentId: string }; Reply: CardPaymentStatusResponse }>(
    '/booking-modify/card-payment/:bookRef/:paymentId',
    { config: AGENT },
    async (request) => {
      const { user } = requireAuth(request);
      const booking = await findOwnBooking(db, request.params.bookRef, user.id);
      const state = await cardPaymentState(db, booking, request.params.paymentId, clock());
      if (!state) throw errorsOf(404, MESSAGES.notFound);
      return state;
    },
  );

  app.post(
    '/payments/callback/sandbox',
    { config: { access: 'public' } },
    async (request, reply) => {
      const notification = provider.readNotification(request.body, request.headers);
      if (!notification)
        return reply.code(401).send({ errors: ['The notification signature is not valid.'] });
      const answer = await settlePayment(db, notification, clock(), log);
      if (answer.result === 'unknown' || answer.result === 'mismatch') {
        return reply
          .code(422)
          .send({ errors: [`The notification was not accepted (${answer.result}).`] });
      }
      return { received: true, ...answer };
    },
  );

  app.post<{ Reply: SendEnquiryResponse }>(
    '/send-enquiry',
    { config: AGENT },
    async (request, reply) => {
      const { user } = requireAuth(request);
      const input = parseBody(changeRequestSchema, request.body);
      const bookRef = input.bookRef ? (await findOwnBooking(db, input.bookRef, user.id)).ref : null;
      await queueEnquiry(db, {
        user,
        subject: input.subject,
        body: input.body,
        bookRef,
        nowMs: clock(),
      });
      return reply.code(202).send({ queued: true });
    },
  );
}
