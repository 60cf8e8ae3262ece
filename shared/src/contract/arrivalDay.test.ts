import { arrivalDayProblem, type ArrivalDayFacts } from './arrivalDay';

const open: ArrivalDayFacts = {
  beforeWindow: false,
  afterWindow: false,
  unbookableStart: false,
  rated: true,
  taken: false,
};

describe('arrivalDayProblem', () => {
  test('a day inside the window, a start day, with a rate and free: a stay may arrive', () => {
    expect(arrivalDayProblem(open)).toBeNull();
  });

  test('each fact alone gives its reason', () => {
    expect(arrivalDayProblem({ ...open, beforeWindow: true })).toBe('PAST');
    expect(arrivalDayProblem({ ...open, afterWindow: true })).toBe('OUTSIDE_CALENDAR');
    expect(arrivalDayProblem({ ...open, unbookableStart: true })).toBe('UNBOOKABLE_START');
    expect(arrivalDayProblem({ ...open, rated: false })).toBe('NO_RATES');
    expect(arrivalDayProblem({ ...open, taken: true })).toBe('TAKEN');
  });

  test('with several, the first in the contract order wins', () => {
    const everything = {
      beforeWindow: true,
      afterWindow: true,
      unbookableStart: true,
      rated: false,
      taken: true,
    };
    expect(arrivalDayProblem(everything)).toBe('PAST');
    expect(arrivalDayProblem({ ...everything, beforeWindow: false })).toBe('OUTSIDE_CALENDAR');
    // A day with no rates where stays cannot start: the start-day rule comes first.
    expect(arrivalDayProblem({ ...open, unbookableStart: true, rated: false })).toBe(
      'UNBOOKABLE_START',
    );
    // A taken night with no rate: no rate first, as checkStay refuses it.
    expect(arrivalDayProblem({ ...open, rated: false, taken: true })).toBe('NO_RATES');
    expect(arrivalDayProblem({ ...open, unbookableStart: true, taken: true })).toBe(
      'UNBOOKABLE_START',
    );
  });
});
