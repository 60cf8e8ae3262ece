import {
  checkStay,
  DayGrid,
  nightOptions,
  type SeasonFact,
  type StayFact,
  type VillaCalendarFacts,
} from './availability';
import { dayOf, weekdayOf } from '@villa/shared/contract';

const d = dayOf;
const NOW = Date.parse('2026-06-01T09:00:00Z');
const HOUR = 3_600_000;

/** A one-villa grid over 2027: low season in March (min 3), peak from 15 March (min 7). */
function grid(facts: Partial<VillaCalendarFacts> = {}, stays: StayFact[] = [], now = NOW) {
  const g = new DayGrid(d('2027-02-20'), 90, 1);
  g.setCalendar(0, calendarOf(facts));
  g.setStays(0, stays, now);
  return g;
}

function calendarOf(facts: Partial<VillaCalendarFacts> = {}): VillaCalendarFacts {
  const seasons: SeasonFact[] = [
    { from: d('2027-03-01'), to: d('2027-03-14'), ratePence: 15_000, minNights: 3 },
    { from: d('2027-03-15'), to: d('2027-04-30'), ratePence: 22_500, minNights: 7 },
  ];
  return {
    seasons,
    ratesUntil: d('2027-04-30'),
    unbookableWeekdays: 0,
    unbookableDates: [],
    blockedNights: [],
    ...facts,
  };
}

const stay = (
  id: number,
  status: StayFact['status'],
  arrival: string,
  departure: string,
  expiresAtMs: number | null = null,
): StayFact => ({ id, status, arrival: d(arrival), departure: d(departure), expiresAtMs });

describe('checkStay', () => {
  it('books a stay across a season boundary and prices each night in its own season', () => {
    const g = grid();
    expect(checkStay(g, 0, d('2027-03-12'), 5)).toBe('BOOKABLE');
    // 12, 13, 14 March low; 15, 16 March peak.
    expect(g.ratesPence(0, d('2027-03-12'), 5)).toBe(3 * 15_000 + 2 * 22_500);
  });

  it("applies the minimum nights of the arrival night's season", () => {
    const g = grid();
    expect(checkStay(g, 0, d('2027-03-15'), 6)).toBe('MIN_NIGHTS');
    expect(checkStay(g, 0, d('2027-03-15'), 7)).toBe('BOOKABLE');
    // Arriving in low season, three nights are enough even though two fall in peak.
    expect(checkStay(g, 0, d('2027-03-13'), 3)).toBe('BOOKABLE');
  });

  it('needs a rate for every night: not past the rates horizon, not in a gap', () => {
    const g = grid({ ratesUntil: d('2027-04-20') });
    expect(checkStay(g, 0, d('2027-04-14'), 7)).toBe('BOOKABLE'); // last night 20 April
    expect(checkStay(g, 0, d('2027-04-15'), 7)).toBe('NO_RATES');
    expect(checkStay(g, 0, d('2027-02-26'), 4)).toBe('NO_RATES'); // February has no season
  });

  it('refuses an unbookable start day but lets a stay run through it', () => {
    const sunday = d('2027-03-07');
    expect(weekdayOf(sunday)).toBe(0);
    const g = grid({ unbookableWeekdays: 1, unbookableDates: [d('2027-03-10')] });
    expect(checkStay(g, 0, sunday, 3)).toBe('UNBOOKABLE_START');
    expect(checkStay(g, 0, d('2027-03-10'), 3)).toBe('UNBOOKABLE_START');
    expect(checkStay(g, 0, d('2027-03-06'), 5)).toBe('BOOKABLE');
  });

  it('allows back-to-back stays: a departure day is the next arrival day', () => {
    const g = grid({}, [stay(1, 'BOOKING', '2027-03-05', '2027-03-09')]);
    expect(checkStay(g, 0, d('2027-03-09'), 3)).toBe('BOOKABLE'); // arrives as they leave
    expect(checkStay(g, 0, d('2027-03-02'), 3)).toBe('BOOKABLE'); // leaves as they arrive
    expect(checkStay(g, 0, d('2027-03-08'), 3)).toBe('TAKEN'); // their last night
    expect(checkStay(g, 0, d('2027-03-03'), 3)).toBe('TAKEN'); // their first night
    expect(checkStay(g, 0, d('2027-03-01'), 10)).toBe('TAKEN'); // wraps around them
  });

  it('lets a RESERVE hold take nights only until it lapses', () => {
    const expires = NOW + 2 * HOUR;
    const hold = [stay(1, 'RESERVE', '2027-03-05', '2027-03-09', expires)];
    const at = (now: number) => checkStay(grid({}, hold, now), 0, d('2027-03-06'), 3);
    expect(at(NOW)).toBe('TAKEN');
    expect(at(expires - 1)).toBe('TAKEN');
    expect(at(expires)).toBe('BOOKABLE');
    expect(at(expires + HOUR)).toBe('BOOKABLE');
    expect(grid({}, hold, NOW).expiresAtMs[0]).toBe(expires);
    expect(grid({}, hold, expires).expiresAtMs[0]).toBe(Infinity);
  });

  it('counts PAYPENDING as taken, QUOTATION and CANCELLED as free', () => {
    const g = grid({}, [
      stay(1, 'PAYPENDING', '2027-03-02', '2027-03-05'),
      stay(2, 'QUOTATION', '2027-03-06', '2027-03-10'),
      stay(3, 'CANCELLED', '2027-03-10', '2027-03-14'),
    ]);
    expect(checkStay(g, 0, d('2027-03-03'), 3)).toBe('TAKEN');
    expect(checkStay(g, 0, d('2027-03-06'), 8)).toBe('BOOKABLE');
  });

  it('forgets stays that were replaced', () => {
    const g = grid({}, [stay(1, 'BOOKING', '2027-03-05', '2027-03-09')]);
    g.setStays(0, [stay(1, 'CANCELLED', '2027-03-05', '2027-03-09')], NOW);
    expect(checkStay(g, 0, d('2027-03-05'), 4)).toBe('BOOKABLE');
  });

  it('reads blocked nights as taken, and keeps them when the stays change', () => {
    const block = { from: d('2027-03-05'), to: d('2027-03-08') };
    const g = grid({ blockedNights: [block] });
    expect(checkStay(g, 0, d('2027-03-02'), 3)).toBe('BOOKABLE'); // departs on the first night
    expect(checkStay(g, 0, d('2027-03-09'), 3)).toBe('BOOKABLE'); // arrives after the last
    expect(checkStay(g, 0, d('2027-03-08'), 3)).toBe('TAKEN');
    expect(checkStay(g, 0, d('2027-03-01'), 10)).toBe('TAKEN');
    expect(g.nightTaken(0, d('2027-03-05'))).toBe(true);
    expect(g.rateOn(0, d('2027-03-05'))).toBe(15_000); // a block keeps its nights' rates
    g.setStays(0, [stay(1, 'BOOKING', '2027-03-10', '2027-03-13')], NOW);
    g.setStays(0, [], NOW);
    expect(checkStay(g, 0, d('2027-03-06'), 3)).toBe('TAKEN');
    expect(checkStay(g, 0, d('2027-03-10'), 3)).toBe('BOOKABLE');
    g.setCalendar(0, calendarOf()); // the block lifted
    expect(checkStay(g, 0, d('2027-03-06'), 3)).toBe('BOOKABLE');
    expect(g.minNightsOn(0, d('2027-03-16'))).toBe(7);
    expect(g.minNightsOn(0, d('2027-02-25'))).toBe(0);
  });

  it('says when a stay reaches outside the calendar it knows', () => {
    const g = grid();
    expect(checkStay(g, 0, d('2027-02-19'), 3)).toBe('OUTSIDE_CALENDAR');
    expect(checkStay(g, 0, d('2027-05-19'), 3)).toBe('OUTSIDE_CALENDAR');
  });
});

describe('nightOptions', () => {
  it('lists the bookable lengths of a stay from a day', () => {
    const g = grid({}, [stay(1, 'BOOKING', '2027-03-08', '2027-03-12')]);
    const options = nightOptions(g, 0, d('2027-03-03'), { min: 3, max: 7 });
    expect(options?.map((o) => [o.nights, o.disabled])).toEqual([
      [3, false],
      [4, false],
      [5, false],
      [6, true],
      [7, true],
    ]);
  });

  it('gives null when the minimum nights do not fit before the next stay', () => {
    const g = grid({}, [stay(1, 'BOOKING', '2027-03-20', '2027-03-27')]);
    expect(nightOptions(g, 0, d('2027-03-15'), { min: 3, max: 30 })).toBeNull();
  });
});
