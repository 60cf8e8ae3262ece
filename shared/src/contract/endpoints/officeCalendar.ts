import * as v from 'valibot';
import {
  calendarEditSchema,
  officeCalendarQuerySchema,
  officeCalendarResponseSchema,
} from '../officeCalendar';
import { STAFF_ROLES } from '../roles';
import { endpoint, pathText } from './endpoint';

/** A villa's office calendar: its days as staff see them, and the one range edit. */
export const officeCalendarEndpoints = {
  villaCalendar: endpoint({
    method: 'GET',
    path: '/office/villas/:id/calendar',
    summary: "A villa's calendar day by day: rate, minimum nights, arrivals, block, stay",
    description:
      'from and to (YYYY-MM-DD, both included) default to the whole 24-month calendar; a range ' +
      'outside it is a 422.',
    access: STAFF_ROLES,
    params: v.object({ id: pathText }),
    query: officeCalendarQuerySchema,
    answer: officeCalendarResponseSchema,
    errors: [404, 422],
  }),
  editVillaCalendar: endpoint({
    method: 'POST',
    path: '/office/villas/:id/calendar',
    summary: 'Set the nightly rate, minimum nights, arrivals or a block for a range of days',
    description:
      'Answers the days of the range as they now are. 409 with the references of the stays in ' +
      'the way when a block would cover a night a booking or a live hold takes.',
    access: STAFF_ROLES,
    params: v.object({ id: pathText }),
    body: calendarEditSchema,
    answer: officeCalendarResponseSchema,
    errors: [404, 409, 422],
  }),
};
