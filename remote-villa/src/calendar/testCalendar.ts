import type { CalendarData } from '@villa/shared/contract';

/**
 * A calendar as GET /property/{id} answers it, for tests: today 2026-11-21, arrivals from
 * 2026-11-23 to 2028-05-21, a booking, an unbookable start day, a month without rates.
 */
export function testCalendar(overrides: Partial<CalendarData> = {}): CalendarData {
  return {
    from: '2026-11-01',
    to: '2028-10-31',
    today: '2026-11-21',
    firstArrival: '2026-11-23',
    lastArrival: '2028-05-21',
    bookings: [{ dateFrom: '2026-12-05', dateTo: '2026-12-11' }],
    unbookableDates: ['2026-12-15'],
    ratesNotAvailable: [{ dateFrom: '2027-04-01', dateTo: '2027-04-30' }],
    seasons: [
      {
        seasons_id: 1,
        season: 'LOW',
        name: 'Late autumn',
        dateFrom: '2026-11-01',
        dateTo: '2026-12-18',
        minNights: 3,
        pricePerNight: 160,
      },
      {
        seasons_id: 2,
        season: 'PEAK',
        name: 'Christmas and New Year',
        dateFrom: '2026-12-19',
        dateTo: '2027-01-02',
        minNights: 7,
        pricePerNight: 304,
      },
      {
        seasons_id: 3,
        season: 'LOW',
        name: 'Winter',
        dateFrom: '2027-01-03',
        dateTo: '2027-03-31',
        minNights: 3,
        pricePerNight: 160,
      },
      {
        seasons_id: 4,
        season: 'MID',
        name: 'Spring onwards',
        dateFrom: '2027-05-01',
        dateTo: '2028-10-31',
        minNights: 5,
        pricePerNight: 190,
      },
    ],
    ...overrides,
  };
}
