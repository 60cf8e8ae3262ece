import { addSeconds, formatLocalDateTime, parseLocalDateTime } from './localTime';

describe('formatLocalDateTime and parseLocalDateTime', () => {
  it('writes YYYY-MM-DD HH:mm:ss with leading zeros and reads it back', () => {
    const date = new Date(2027, 0, 5, 7, 3, 9);
    expect(formatLocalDateTime(date)).toBe('2027-01-05 07:03:09');
    expect(parseLocalDateTime('2027-01-05 07:03:09')?.getTime()).toBe(date.getTime());
  });

  it('refuses text that is not exactly a real time', () => {
    for (const text of [
      '',
      '2027-01-05',
      '2027-01-05T07:03:09',
      '2027-1-5 7:03:09',
      '2027-02-31 10:00:00',
      '2027-01-05 24:00:00',
      '2027-01-05 07:03:09 ',
    ]) {
      expect(parseLocalDateTime(text)).toBeNull();
    }
  });
});

describe('addSeconds', () => {
  it('moves forward and back without changing the date given', () => {
    const date = new Date(2027, 11, 31, 23, 59, 30);
    expect(formatLocalDateTime(addSeconds(date, 45))).toBe('2028-01-01 00:00:15');
    expect(formatLocalDateTime(addSeconds(date, -30))).toBe('2027-12-31 23:59:00');
    expect(formatLocalDateTime(date)).toBe('2027-12-31 23:59:30');
  });
});
