import {
  addSeconds,
  addToDate,
  formatLocalDate,
  formatLocalDateTime,
  parseLocalDateTime,
} from './localTime';

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

describe('addToDate', () => {
  const day = (text: string) => {
    const [y, m, d] = text.split('-').map(Number);
    return new Date(y, m - 1, d);
  };
  const add = (from: string, amount: number, unit: Parameters<typeof addToDate>[2]) =>
    formatLocalDate(addToDate(day(from), amount, unit));

  it('adds days and weeks across month and year ends', () => {
    expect(add('2027-12-30', 3, 'days')).toBe('2028-01-02');
    expect(add('2027-02-26', 1, 'weeks')).toBe('2027-03-05');
    expect(add('2027-03-01', -1, 'days')).toBe('2027-02-28');
  });

  it('ends on the last day of a shorter month', () => {
    expect(add('2027-01-31', 1, 'months')).toBe('2027-02-28');
    expect(add('2028-01-31', 1, 'months')).toBe('2028-02-29');
    expect(add('2027-08-31', 18, 'months')).toBe('2029-02-28');
    expect(add('2028-02-29', 1, 'years')).toBe('2029-02-28');
    expect(add('2027-05-15', 2, 'years')).toBe('2029-05-15');
  });
});
