import { formatUkDateTime, ukInstantOf, ukWallClockOf } from './ukTime';

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
});
