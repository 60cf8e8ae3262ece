import { stayProblemMessage, dayOf } from '@villa/shared/contract';
import { DayGrid } from './availability';
import { arrivalProblem, assessStayOn, bookingWindowOf } from './stayAssessment';

const d = dayOf;
const NOW = Date.parse('2026-06-01T09:00:00Z');
const config = {
  companyDisplayName: 'Villa Portal',
  searchDates: {
    earliest: { amount: 2, unit: 'days' as const },
    latest: { amount: 18, unit: 'months' as const },
  },
  nights_bookable: { min: 3, max: 30 },
};
const window = bookingWindowOf(config, d('2026-06-01'));

/** March 2027: rates from the 1st (min 3 nights), peak from the 15th (min 7); Sundays refused. */
function grid() {
  const g = new DayGrid(d('2026-06-01'), 400, 1);
  g.setCalendar(0, {
    seasons: [
      { from: d('2027-03-01'), to: d('2027-03-14'), ratePence: 15_000, minNights: 3 },
      { from: d('2027-03-15'), to: d('2027-04-30'), ratePence: 22_500, minNights: 7 },
    ],
    ratesUntil: d('2027-04-30'),
    unbookableWeekdays: 1, // Sunday
    unbookableDates: [],
    blockedNights: [],
  });
  g.setStays(
    0,
    [
      {
        id: 1,
        status: 'BOOKING',
        arrival: d('2027-03-20'),
        departure: d('2027-03-27'),
        expiresAtMs: null,
      },
    ],
    NOW,
  );
  return g;
}

describe('assessStay: the one reason a stay cannot be booked', () => {
  test('the booking window is the settings from the server day', () => {
    expect(window).toEqual({
      today: d('2026-06-01'),
      firstArrival: d('2026-06-03'),
      lastArrival: d('2027-12-01'),
      nights: { min: 3, max: 30 },
    });
  });

  test('rules in the contract order: window, nights range, start day, rates, minimum, taken', () => {
    const g = grid();
    expect(assessStayOn(g, 0, window, d('2026-06-02'), 7)).toBe('PAST');
    expect(assessStayOn(g, 0, window, d('2027-12-02'), 7)).toBe('OUTSIDE_CALENDAR');
    expect(assessStayOn(g, 0, window, d('2027-03-02'), 31)).toBe('NIGHTS_RANGE');
    expect(assessStayOn(g, 0, window, d('2027-03-07'), 3)).toBe('UNBOOKABLE_START'); // a Sunday
    expect(assessStayOn(g, 0, window, d('2027-04-28'), 7)).toBe('NO_RATES');
    // The arrival night is taken and the stay is under the season's minimum: the minimum first.
    expect(assessStayOn(g, 0, window, d('2027-03-22'), 3)).toBe('MIN_NIGHTS');
    expect(assessStayOn(g, 0, window, d('2027-03-16'), 7)).toBe('TAKEN');
    expect(assessStayOn(g, 0, window, d('2027-03-02'), 5)).toBeNull();
  });

  test('an arrival day alone: window, start day, its night rated and free', () => {
    const g = grid();
    expect(arrivalProblem(g, 0, window, d('2026-06-02'))).toBe('PAST');
    expect(arrivalProblem(g, 0, window, d('2027-03-07'))).toBe('UNBOOKABLE_START');
    expect(arrivalProblem(g, 0, window, d('2027-02-20'))).toBe('NO_RATES');
    expect(arrivalProblem(g, 0, window, d('2027-03-22'))).toBe('TAKEN');
    expect(arrivalProblem(g, 0, window, d('2027-03-02'))).toBeNull();
  });

  test("an arrival day's reasons come in the contract's order (arrivalDayProblem)", () => {
    const g = grid();
    // A Sunday without rates, and a Sunday whose night is taken: both refused as a start day.
    expect(arrivalProblem(g, 0, window, d('2027-02-21'))).toBe('UNBOOKABLE_START');
    expect(arrivalProblem(g, 0, window, d('2027-03-21'))).toBe('UNBOOKABLE_START');
    // Beyond the last arrival, and beyond the grid's days.
    expect(arrivalProblem(g, 0, window, d('2027-12-02'))).toBe('OUTSIDE_CALENDAR');
    const short = new DayGrid(d('2026-06-01'), 30, 1);
    expect(arrivalProblem(short, 0, window, d('2026-08-01'))).toBe('OUTSIDE_CALENDAR');
  });

  test("one message per reason, the specification's words where it gives them", () => {
    const nights = { min: 3, max: 30 };
    expect(stayProblemMessage('TAKEN', nights)).toBe(
      'This property is no longer available to be booked',
    );
    expect(stayProblemMessage('MIN_NIGHTS', nights)).toBe(
      'Minimum number of nights will not fit in here. Please choose a different date.',
    );
    expect(stayProblemMessage('NIGHTS_RANGE', nights)).toBe(
      'Nights must be a whole number from 3 to 30',
    );
  });
});
