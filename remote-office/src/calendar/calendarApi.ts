import { callEndpoint } from '@villa/shared/api';
import {
  officeEndpoints,
  type CalendarEditRequest,
  type OfficeCalendarResponse,
} from '@villa/shared/contract';
import { endpointKey, endpointQuery, queryOptions } from '@villa/shared/query';

/** The villa's whole 24-month office calendar (the window the server answers). */
export const villaCalendarQuery = (villaId: string) =>
  queryOptions(
    endpointQuery(officeEndpoints.villaCalendar, {
      params: { id: villaId },
      showErrorDialog: false,
    }),
  );

export const villaCalendarKey = (villaId: string) =>
  endpointKey(officeEndpoints.villaCalendar, { params: { id: villaId } });

/** One range edit; the answer is the range's days as the server now has them. */
export const editVillaCalendar = (villaId: string, edit: CalendarEditRequest) =>
  callEndpoint(officeEndpoints.editVillaCalendar, {
    params: { id: villaId },
    body: edit,
    showErrorDialog: false,
  });

/** The calendar with the days of an answer put in place of the ones it had. */
export function withDays(
  calendar: OfficeCalendarResponse,
  changed: OfficeCalendarResponse['days'],
): OfficeCalendarResponse {
  const byDate = new Map(changed.map((day) => [day.date, day]));
  return { ...calendar, days: calendar.days.map((day) => byDate.get(day.date) ?? day) };
}
