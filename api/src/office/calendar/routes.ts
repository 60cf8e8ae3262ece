import type { FastifyInstance } from 'fastify';
import {
  calendarRangeProblem,
  endpoints,
  officeCalendarMessages,
  type OfficeCalendarResponse,
} from '@villa/shared/contract';
import { transactionRetrying } from '../../db/engine';
import type { Db } from '../../db/schema';
import { HttpError, MESSAGES, errorsOf, idParam } from '../../errors';
import { recordAudit } from '../audit';
import { officeRoute, staffCaller } from '../officeRoute';
import { findOfficeVilla, officeWindowAt, readOfficeCalendar } from './calendarRead';
import { applyCalendarEdit, BlockOverStaysError, GapNeedsMinNightsError } from './calendarWrite';

const invalid = (field: string, error: string) =>
  new HttpError(422, { validationErrors: [{ field, error }] });

/** The office calendar's calls (docs/office-calendar.md). */
export async function officeCalendarRoutes(app: FastifyInstance) {
  const { db, clock } = app.services;
  const calls = endpoints.office;

  const villaOf = async (id: string) => {
    const villaId = idParam(id);
    const villa = villaId === null ? undefined : await findOfficeVilla(db, villaId);
    if (!villa) throw errorsOf(404, MESSAGES.notFound);
    return villa;
  };

  async function answer(
    reader: Db,
    villaId: number,
    range: { from: string; to: string },
    nowMs: number,
  ): Promise<OfficeCalendarResponse> {
    const villa = (await findOfficeVilla(reader, villaId))!;
    const { calendar, window } = await officeWindowAt(reader, nowMs);
    return {
      villa: { id: villa.id, villaCode: villa.code, villaName: villa.name },
      window,
      days: await readOfficeCalendar(reader, villa, calendar, range, nowMs),
    };
  }

  officeRoute(app, calls.villaCalendar, async ({ params, query }) => {
    const villa = await villaOf(params.id);
    const nowMs = clock();
    const { window } = await officeWindowAt(db, nowMs);
    const range = { from: query.from ?? window.from, to: query.to ?? window.to };
    const problem = calendarRangeProblem(range, window, false);
    if (problem) throw invalid(problem.field, problem.error);
    return answer(db, villa.id, range, nowMs);
  });

  officeRoute(app, calls.editVillaCalendar, async (call) => {
    const villa = await villaOf(call.params.id);
    const edit = call.body;
    const nowMs = clock();
    const { window } = await officeWindowAt(db, nowMs);
    const problem = calendarRangeProblem(edit, window, true);
    if (problem) throw invalid(problem.field, problem.error);
    try {
      const staff = staffCaller(call.request);
      await transactionRetrying(db, async (trx) => {
        const { before, after } = await applyCalendarEdit(trx, villa.id, edit, nowMs);
        await recordAudit(trx, {
          staff,
          action: 'villa.calendar_changed',
          entity: { type: 'villa', id: villa.id },
          before,
          after,
          now: nowMs,
        });
      });
    } catch (error) {
      if (error instanceof BlockOverStaysError) {
        throw new HttpError(409, {
          errors: [officeCalendarMessages.blockOverStays(error.refs)],
          bookings: error.refs,
        });
      }
      if (error instanceof GapNeedsMinNightsError) {
        throw invalid('minNights', officeCalendarMessages.gapNeedsMinNights);
      }
      throw error;
    }
    return answer(db, villa.id, { from: edit.from, to: edit.to }, nowMs);
  });
}
