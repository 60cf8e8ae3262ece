import { formatUkDateTime } from '../format/ukTime';
import { ukInstantOf, ukWallClockOf } from './ukClock';

describe('UK time', () => {
  test('winter is GMT, summer is BST, and both are said as UK time', () => {
    expect(formatUkDateTime('2027-01-15T09:05:00.000Z')).toBe('15 Jan 2027 at 09:05 UK time');
    expect(formatUkDateTime('2027-07-15T09:05:00.000Z')).toBe('15 Jul 2027 at 10:05 UK time');
    // Late evening UTC in summer is already the next day in the UK.
    expect(formatUkDateTime('2027-06-30T23:30:00.000Z')).toBe('01 Jul 2027 at 00:30 UK time');
    expect(formatUkDateTime(null)).toBe('');
    expect(formatUkDateTime('not a date')).toBe('');
  });

  test('a UK wall time is the right instant on both sides of the clock changes', () => {
    expect(new Date(ukInstantOf('2027-01-15', 9)).toISOString()).toBe('2027-01-15T09:00:00.000Z');
    expect(new Date(ukInstantOf('2027-07-15', 9)).toISOString()).toBe('2027-07-15T08:00:00.000Z');
    // 2027 clocks go forward on 28 March and back on 31 October.
    expect(new Date(ukInstantOf('2027-03-28', 9)).toISOString()).toBe('2027-03-28T08:00:00.000Z');
    expect(new Date(ukInstantOf('2027-10-31', 9)).toISOString()).toBe('2027-10-31T09:00:00.000Z');
    expect(ukWallClockOf(ukInstantOf('2027-03-27', 9))).toEqual({
      day: '2027-03-27',
      hour: 9,
      minute: 0,
    });
  });

  test('asked again, a UK wall time is the same instant', () => {
    // Every day of two years at three hours (none in the hour the clocks skip or repeat), asked
    // twice: the second answers are the kept ones.
    const asked = Array.from({ length: 731 * 3 }, (_, i) => {
      const day = new Date(Date.UTC(2027, 0, 1 + Math.floor(i / 3))).toISOString().slice(0, 10);
      return { day, hour: [0, 9, 23][i % 3] };
    });
    const first = asked.map(({ day, hour }) => ukInstantOf(day, hour));
    expect(asked.map(({ day, hour }) => ukInstantOf(day, hour))).toEqual(first);
    // Each is the instant whose UK wall clock is that day and hour.
    asked.forEach(({ day, hour }, i) => {
      expect(ukWallClockOf(first[i])).toEqual({ day, hour, minute: 0 });
    });
  });
});
