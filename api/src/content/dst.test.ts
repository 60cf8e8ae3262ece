import { dstDates, longDate, nthSunday, timeChangeNote } from './dst';

describe('daylight-saving dates', () => {
  test.each([
    [2026, '2026-03-08', '2026-11-01'],
    [2027, '2027-03-14', '2027-11-07'],
    [2028, '2028-03-12', '2028-11-05'],
  ])(
    'in %i the clocks change on the 2nd Sunday of March and 1st of November',
    (year, start, end) => {
      expect(dstDates(year)).toEqual({ start, end });
    },
  );

  test('the first Sunday of a month that starts on a Sunday is the 1st', () => {
    expect(nthSunday(2026, 11, 1)).toBe(1);
    expect(nthSunday(2026, 3, 2)).toBe(8);
  });

  test('writes a date the way the page reads it', () => {
    expect(longDate('2027-03-14')).toBe('Sunday 14 March 2027');
  });

  test('adds this and next year’s dates to a month’s note, and leaves other months alone', () => {
    const today = new Date('2026-12-31T12:00:00Z');
    expect(timeChangeNote(3, 'Clocks go forward.', today)).toBe(
      'Clocks go forward. In 2026 the change is on Sunday 8 March 2026; in 2027 on Sunday 14 March 2027.',
    );
    expect(timeChangeNote(11, 'Clocks go back.', today)).toContain('Sunday 7 November 2027');
    expect(timeChangeNote(6, null, today)).toBeNull();
    expect(timeChangeNote(6, 'A note in June.', today)).toBe('A note in June.');
  });
});
