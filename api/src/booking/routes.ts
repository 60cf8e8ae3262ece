import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  CHECKOUT_PRODUCTS,
  endpoints,
  parseStayQuery,
  POOL_HEATING_EXTRA_ID,
  type CheckoutProduct,
  type MerchantAnswer,
} from '@villa/shared/contract';
import { requireAuth } from '../auth/plugin';
import { transactionRetrying } from '../db/engine';
import { errorsOf, HttpError, MESSAGES } from '../errors';
import { checkout } from './checkout';
import { checkoutCompletedResponse } from './completed';
import { enquirySubject, queueEnquiry } from './enquiry';
import { recordAgentMessage } from '../office/messages/conversations';
import { activeExtras, groupExtras } from './extras';
import { createHoldLapseJob } from './holdLapse';
import { signals } from '../ops/signals';
import { deadlinePassedOf, lapseHolds } from '../property/bookings';
import { confirmationForPdf, NoConfirmationError } from './confirmationPdf';
import {
  addExtra,
  modifyReserve,
  removeExtra,
  replacePassengers,
  updateAgentDetails,
  updateLeadPassenger,
} from './modify';
import { cardPaymentState, settlePayment, startCardPayment } from './payments/cardPayments';
import { mailPolicyOf } from '../mail/allowance';
import { recordRefusedCallback } from './payments/refusals';
import { paymentProviderOf } from './payments/providerOf';
import {
  bookingResponse,
  findOwnBooking,
  quotedPoolHeatingPence,
  quoteRefusalOf,
  type BookingRow,
} from './record';
import { assessStay, stayQuoteOf } from './stay';
import { bookingDb } from './tables';
import { route } from '../web/endpointRoute';

/**
 * Calls of the booking domain, registered under /api: optional extras, checkout, checkout
 * completed, the booking and its modifications, card payments (with the sandbox provider's
 * pages and callback), send-enquiry; and the hold lapse job.
 */
export async function bookingRoutes(app: FastifyInstance) {
  const { db, clock } = app.services;
  const log = app.log.child({ component: 'booking' });
  const calls = endpoints.booking;

  const lapseJob = createHoldLapseJob({
    db,
    clock,
    log,
    publicUrl: app.services.config.publicUrl,
    intervalMs: app.services.config.holdLapseIntervalMs,
  });
  app.addHook('onReady', async () => lapseJob.start());
  app.addHook('onClose', async () => lapseJob.stop());

  const { sandbox, provider } = await paymentProviderOf(app);
  await app.register(async (scope) => sandbox.registerPages(scope));

  /** The agent's booking, with a hold that has run out lapsed first, so it reads as it is. */
  async function ownBooking(ref: string, userId: number): Promise<BookingRow> {
    const booking = await findOwnBooking(db, ref, userId);
    const now = clock();
    // A hold or an unpaid deposit whose time has run out is lapsed first, so it reads as it is.
    if (deadlinePassedOf(booking, now)) {
      await lapseHolds(db, now, { bookingId: booking.id });
      return findOwnBooking(db, ref, userId);
    }
    return booking;
  }

  route(app, calls.optionalExtras, async ({ request, query }) => {
    const { user } = requireAuth(request);
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
      quoteRefusal = quoteRefusalOf(quote, clock());
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
      privatePool: assessment.villa.privatePool,
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

  route(app, calls.checkout, async (call) => {
    const { user } = requireAuth(call.request);
    const product = call.params.product;
    if (!(CHECKOUT_PRODUCTS as readonly string[]).includes(product)) {
      throw errorsOf(404, MESSAGES.notFound);
    }
    return checkout(db, {
      product: product as CheckoutProduct,
      input: call.body,
      userId: user.id,
      nowMs: clock(),
    });
  });

  route(app, calls.checkoutCompleted, async ({ request, params }) => {
    const { user } = requireAuth(request);
    const booking = await ownBooking(params.ref, user.id);
    if (booking.status === 'QUOTATION') throw errorsOf(404, MESSAGES.notFound);
    return checkoutCompletedResponse(db, booking);
  });

  route(app, calls.get, async ({ request, params }) => {
    const { user } = requireAuth(request);
    const booking = await ownBooking(params.ref, user.id);
    return bookingResponse(db, booking, clock());
  });

  route(app, calls.confirmationPdf, async ({ request, params, reply }) => {
    const { user } = requireAuth(request);
    const booking = await ownBooking(params.ref, user.id);
    const confirmation = await app.services.pdfs
      .run(user.id, () => confirmationForPdf(db, booking, user.id, clock()))
      .catch((error: unknown) => {
        if (error instanceof NoConfirmationError) throw errorsOf(409, error.message);
        throw error;
      });
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="${confirmation.filename}"`)
      .header('cache-control', 'private, no-store')
      .send(confirmation.pdf);
  });

  /** The caller's own booking named by the path (404 for anyone else's), as it is now. */
  const bookingOf = (call: { request: FastifyRequest; params: { bookRef: string } }) =>
    ownBooking(call.params.bookRef, requireAuth(call.request).user.id);

  route(app, calls.modifyReserve, async (call) => {
    const booking = await bookingOf(call);
    return { bookStatusCode: await modifyReserve(db, booking, call.body.way, clock()) };
  });

  route(app, calls.leadPassenger, async (call) => {
    const booking = await bookingOf(call);
    return { client: await updateLeadPassenger(db, booking, call.body, clock()) };
  });

  route(app, calls.passengerList, async (call) => {
    const booking = await bookingOf(call);
    return { additionalPassengers: await replacePassengers(db, booking, call.body, clock()) };
  });

  route(app, calls.agentDetails, async (call) => {
    const booking = await bookingOf(call);
    return { agentsAdditionalDetails: await updateAgentDetails(db, booking, call.body) };
  });

  route(app, calls.addExtra, async (call) => {
    const booking = await bookingOf(call);
    const { extraId } = call.body;
    return { updated: true, villaBookExtraId: await addExtra(db, booking, extraId, clock()) };
  });

  route(app, calls.removeExtra, async (call) => {
    const booking = await bookingOf(call);
    await removeExtra(db, booking, call.body.villaBookExtraId, clock());
    return { removed: true };
  });

  // The body is read by startCardPayment: the amount's bounds are this booking's.
  route(app, calls.startCardPayment, async ({ request, params }) => {
    const { user } = requireAuth(request);
    const booking = await ownBooking(params.bookRef, user.id);
    if (request.body === null || typeof request.body !== 'object' || Array.isArray(request.body)) {
      throw errorsOf(400, MESSAGES.notJsonObject);
    }
    const started = await startCardPayment(db, provider, {
      booking,
      userId: user.id,
      body: request.body,
      nowMs: clock(),
    });
    signals.payment('started');
    return started;
  });

  route(app, calls.cardPayment, async ({ request, params }) => {
    const { user } = requireAuth(request);
    const booking = await findOwnBooking(db, params.bookRef, user.id);
    const state = await cardPaymentState(db, booking, params.paymentId, clock());
    if (!state) throw errorsOf(404, MESSAGES.notFound);
    return state;
  });

  route(app, calls.paymentCallback, async ({ request }) => {
    const notification = provider.readNotification(request.body, request.headers);
    if (!notification) {
      await recordRefusedCallback(db, {
        provider: provider.name,
        ip: request.ip,
        body: request.body,
        now: clock(),
      });
      log.warn({ ip: request.ip }, 'payment callback refused: its signature does not verify');
      throw errorsOf(401, 'The notification signature is not valid.');
    }
    const answer = await settlePayment(db, notification, clock(), log);
    countPaymentOutcome(answer.result);
    if (answer.result === 'unknown' || answer.result === 'mismatch') {
      throw errorsOf(422, `The notification was not accepted (${answer.result}).`);
    }
    // What is left is the merchant's answer (recorded, duplicate, declined, refused).
    return { received: true as const, ...(answer as MerchantAnswer) };
  });

  route(app, calls.sendEnquiry, async ({ request, body: input }) => {
    const { user } = requireAuth(request);
    const booking = input.bookRef ? await findOwnBooking(db, input.bookRef, user.id) : null;
    const bookRef = booking?.ref ?? null;
    // The desk's mail and the portal's conversation together, or neither.
    await transactionRetrying(db, async (trx) => {
      const nowMs = clock();
      await queueEnquiry(trx, {
        user,
        subject: input.subject,
        body: input.body,
        bookRef,
        nowMs,
        deskEmail: app.services.config.provider.company.email,
        policy: mailPolicyOf(app.services.config.provider),
      });
      await recordAgentMessage(trx, {
        user,
        bookingId: booking?.id ?? null,
        subject: enquirySubject(user, input.subject, bookRef),
        body: input.body,
        nowMs,
      });
    });
    return { queued: true };
  });
}

/** A notification's outcome in the payment metrics; a duplicate changed nothing and counts nothing. */
function countPaymentOutcome(result: string) {
  if (result === 'recorded') signals.payment('paid');
  else if (result === 'declined' || result === 'refused') signals.payment(result);
}
