import type { FastifyInstance } from 'fastify';
import { endpoints } from '@villa/shared/contract';
import { officeRoute, staffCaller } from '../officeRoute';
import { recordBankPayment } from './bankPayments';
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
}
