import type { FastifyInstance } from 'fastify';
import { endpoints } from '@villa/shared/contract';
import { toPounds } from '@villa/shared/format';
import {
  addCustomExtra,
  CustomExtraRefused,
  removeCustomExtra,
  type CustomExtraHook,
} from '../../booking/customExtras';
import { errorsOf, idParam, MESSAGES } from '../../errors';
import { recordAudit } from '../audit';
import { officeRoute, staffCaller, type StaffCaller } from '../officeRoute';
import { paymentProviderOf } from '../../booking/payments/providerOf';
import { recordBankPayment } from './bankPayments';
import { refundPayment } from './refunds';
import { findAgentBooking, officeBookingResponse } from './bookingDetail';
import { listOfficeBookings, officeBookingsCsv } from './bookingList';

/** The office's booking calls (README.md beside this file): STAFF and ADMIN only. */
export async function officeBookingRoutes(app: FastifyInstance) {
  const { db, clock, config } = app.services;
  const calls = endpoints.office;

  officeRoute(app, calls.bookings, async ({ query }) => listOfficeBookings(db, query, clock()));

  officeRoute(app, calls.bookingsCsv, async ({ query, reply }) => {
    const csv = await officeBookingsCsv(db, query, clock());
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="bookings.csv"')
      .header('cache-control', 'private, no-store')
      .send(csv);
  });

  officeRoute(app, calls.booking, async ({ params }) => {
    const now = clock();
    return officeBookingResponse(db, await findAgentBooking(db, params.ref, now), now);
  });

  officeRoute(app, calls.recordPayment, async ({ request, params }) => {
    const now = clock();
    const booking = await findAgentBooking(db, params.ref, now);
    return recordBankPayment(db, {
      booking,
      body: request.body,
      staff: staffCaller(request),
      nowMs: now,
      publicUrl: config.publicUrl,
    });
  });

  /** The custom extra's audit entry, in the change's own transaction. */
  const extraAudit =
    (staff: StaffCaller, action: 'customExtraAdded' | 'customExtraRemoved'): CustomExtraHook =>
    (trx, { booking, extra }) =>
      recordAudit(trx, {
        staff,
        action: `booking.${action}`,
        entity: { type: 'booking', id: booking.ref },
        before: action === 'customExtraAdded' ? null : { customExtra: extra },
        after: action === 'customExtraAdded' ? { customExtra: extra } : null,
        now: clock(),
      });
  const refusedAs409 = (error: unknown): never => {
    if (error instanceof CustomExtraRefused) throw errorsOf(409, error.message);
    throw error;
  };
  const moneyAnswer = (done: Awaited<ReturnType<typeof addCustomExtra>>) => ({
    customExtra: done.extra,
    total: toPounds(done.money.totalPence),
    outstanding: toPounds(done.money.outstandingPence),
  });

  officeRoute(app, calls.addCustomExtra, async (call) => {
    const now = clock();
    const booking = await findAgentBooking(db, call.params.ref, now);
    const input = call.body;
    const done = await addCustomExtra(
      db,
      booking,
      input,
      now,
      extraAudit(staffCaller(call.request), 'customExtraAdded'),
    ).catch(refusedAs409);
    return moneyAnswer(done);
  });

  officeRoute(app, calls.removeCustomExtra, async ({ request, params }) => {
    const now = clock();
    const booking = await findAgentBooking(db, params.ref, now);
    const id = idParam(params.id);
    const done =
      id === null
        ? null
        : await removeCustomExtra(
            db,
            booking,
            id,
            now,
            extraAudit(staffCaller(request), 'customExtraRemoved'),
          ).catch(refusedAs409);
    if (!done) throw errorsOf(404, MESSAGES.notFound);
    return moneyAnswer(done);
  });

  officeRoute(app, calls.refund, async ({ request, params }) => {
    const now = clock();
    const booking = await findAgentBooking(db, params.ref, now);
    const { provider } = await paymentProviderOf(app);
    return refundPayment(db, provider, {
      booking,
      body: request.body,
      staff: staffCaller(request),
      nowMs: now,
    });
  });
}
