import fc from 'fast-check';
import {
  addAmount,
  addDaysIso,
  addMonths,
  datePartsOf,
  dayOf,
  dayOfInstant,
  daysInMonth,
  instantOfDay,
  isIsoDate,
  isoDayOfInstant,
  isoOf,
  todayOf,
  weekdayOf,
} from './days';

/** Day numbers from 1900 to 2200: every date the portal can meet, and leap centuries. */
const anyDay = fc.integer({ min: -25_567, max: 84_000 });
const utc = (day: number) => new Date(day * 86_400_000);

describe('day numbers', () => {
  test('1970-01-01 is day 0, and a day reads back as the ISO date the Date object gives', () => {
    expect(dayOf('1970-01-01')).toBe(0);
    expect(isoOf(0)).toBe('1970-01-01');
    fc.assert(
      fc.property(anyDay, (day) => {
        const iso = utc(day).toISOString().slice(0, 10);
        expect(isoOf(day)).toBe(iso);
        expect(dayOf(iso)).toBe(day);
        expect(weekdayOf(day)).toBe(utc(day).getUTCDay());
        const { year, month, date } = datePartsOf(day);
        expect([year, month, date]).toEqual([
          utc(day).getUTCFullYear(),
          utc(day).getUTCMonth() + 1,
          utc(day).getUTCDate(),
        ]);
      }),
    );
  });

  test('a real date is written YYYY-MM-DD and exists', () => {
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2027-02-29')).toBe(false);
    expect(isIsoDate('2027-13-01')).toBe(false);
    expect(isIsoDate('2027-3-5')).toBe(false);
    expect(isIsoDate('2027-03-05T00:00:00Z')).toBe(false);
  });

  test('an instant belongs to its UTC day, whatever its hour', () => {
    const day = dayOf('2027-03-28');
    expect(dayOfInstant(Date.parse('2027-03-28T00:00:00Z'))).toBe(day);
    expect(dayOfInstant(Date.parse('2027-03-28T23:59:59.999Z'))).toBe(day);
    expect(todayOf(Date.parse('2027-03-28T23:30:00+01:00'))).toBe(day);
    expect(instantOfDay(day)).toBe(Date.parse('2027-03-28T00:00:00Z'));
    expect(isoDayOfInstant(Date.parse('2027-03-28T12:00:00Z'))).toBe('2027-03-28');
  });

  test('adding days crosses months, years and leap days', () => {
    expect(addDaysIso('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDaysIso('2027-02-28', 1)).toBe('2027-03-01');
    expect(addDaysIso('2027-01-01', -1)).toBe('2026-12-31');
  });

  test('months: their lengths, and adding them keeps the date or clamps to the last day', () => {
    expect(daysInMonth(2028, 2)).toBe(29);
    expect(daysInMonth(2100, 2)).toBe(28);
    expect(daysInMonth(2027, 12)).toBe(31);
    expect(isoOf(addMonths(dayOf('2027-01-31'), 1))).toBe('2027-02-28');
    expect(isoOf(addMonths(dayOf('2028-01-31'), 1))).toBe('2028-02-29');
    expect(isoOf(addMonths(dayOf('2027-03-30'), -1))).toBe('2027-02-28');
    expect(isoOf(addMonths(dayOf('2026-11-15'), 18))).toBe('2028-05-15');
    fc.assert(
      fc.property(anyDay, fc.integer({ min: -40, max: 40 }), (day, months) => {
        const d = utc(day);
        const lastOfTarget = new Date(
          Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + months + 1, 0),
        ).getUTCDate();
        const expected = new Date(
          Date.UTC(
            d.getUTCFullYear(),
            d.getUTCMonth() + months,
            Math.min(d.getUTCDate(), lastOfTarget),
          ),
        );
        expect(isoOf(addMonths(day, months))).toBe(expected.toISOString().slice(0, 10));
      }),
    );
  });

  test("the settings' window amounts: days, weeks, months and years", () => {
    const day = dayOf('2026-06-01');
    expect(isoOf(addAmount(day, 2, 'days'))).toBe('2026-06-03');
    expect(isoOf(addAmount(day, 2, 'weeks'))).toBe('2026-06-15');
    expect(isoOf(addAmount(day, 18, 'months'))).toBe('2027-12-01');
    expect(isoOf(addAmount(day, 1, 'years'))).toBe('2027-06-01');
  });
});
