import { day } from './quotes';

describe('day, as quotations and confirmations print it', () => {
  it('writes the weekday, the day, the month as the portal shows it, and the year', () => {
    expect(day('2027-09-02')).toBe('Thu, 02 Sep 2027');
    expect(day('2026-10-01')).toBe('Thu, 01 Oct 2026');
  });
});
