import { addMonths, dayOf, isoOf, weekdayOf } from '@villa/shared/contract';
import { CELLS_PER_MONTH } from '@villa/shared/villa-ui';
import { calendarMonths, cellPrice, dayFacts, dayLabel, selectable } from './calendarModel';
import { testCalendar } from './testCalendar';

describe('the calendar model', () => {
  const data = testCalendar();
  const months = calendarMonths(data);
  const facts = dayFacts(data);
  const status = (iso: string) => facts.get(dayOf(iso))?.status;

  test('has 24 months from the current month, each of 42 cells starting on a Sunday', () => {
    expect(months).toHaveLength(24);
    expect(months[0].label).toBe('November 2026');
    expect(months[23].label).toBe('October 2028');
    for (const month of months) {
      expect(month.cells).toHaveLength(CELLS_PER_MONTH);
      const first = month.cells.findIndex((c) => c !== null);
      const firstDay = month.cells[first]!;
      expect(firstDay.date).toBe(1);
      // The 1st sits in the column of its weekday (Sunday = column 0).
      expect(first).toBe(weekdayOf(firstDay.day));
    }
    // 1 November 2026 is a Sunday; 1 December 2026 a Tuesday.
    expect(months[0].cells[0]?.iso).toBe('2026-11-01');
    expect(months[1].cells.slice(0, 3)).toEqual([null, null, expect.objectContaining({ date: 1 })]);
    expect(months[1].cells.filter(Boolean)).toHaveLength(31);
  });

  test('days before the first bookable arrival are past', () => {
    expect(status('2026-11-01')).toBe('past');
    expect(status('2026-11-22')).toBe('past');
    expect(status('2026-11-23')).toBe('available');
  });

  test('booked, unbookable start, rates unavailable and not yet open days cannot be chosen', () => {
    expect(status('2026-12-04')).toBe('available');
    expect(status('2026-12-05')).toBe('booked');
    expect(status('2026-12-11')).toBe('booked');
    // The departure day of the booking is free to arrive on.
    expect(status('2026-12-12')).toBe('available');
    expect(status('2026-12-15')).toBe('unbookable');
    expect(status('2027-04-10')).toBe('noRates');
    expect(status('2028-05-21')).toBe('available');
    expect(status('2028-05-22')).toBe('notOpen');
    for (const iso of ['2026-11-22', '2026-12-05', '2026-12-15', '2027-04-10', '2028-06-01']) {
      expect(selectable(facts.get(dayOf(iso)))).toBe(false);
    }
    expect(selectable(facts.get(dayOf('2026-12-12')))).toBe(true);
  });

  test("a day with several reasons shows the one the server refuses a stay with (the contract's order)", () => {
    const both = dayFacts(
      testCalendar({ unbookableDates: ['2026-12-06', '2027-04-10', '2028-05-25'] }),
    );
    // Booked and an unbookable start day: the server refuses the start day first.
    expect(both.get(dayOf('2026-12-06'))?.status).toBe('unbookable');
    // No rates and an unbookable start day: the start day too, not "Rates not available".
    expect(both.get(dayOf('2027-04-10'))?.status).toBe('unbookable');
    // After the booking window: not open yet, whatever else the day is.
    expect(both.get(dayOf('2028-05-25'))?.status).toBe('notOpen');
    // Booked after the window: not open yet.
    const late = dayFacts(
      testCalendar({ bookings: [{ dateFrom: '2028-05-20', dateTo: '2028-05-27' }] }),
    );
    expect(late.get(dayOf('2028-05-21'))?.status).toBe('booked');
    expect(late.get(dayOf('2028-05-23'))?.status).toBe('notOpen');
  });

  test('each day knows its season and minimum nights, and says them', () => {
    const christmas = facts.get(dayOf('2026-12-20'))!;
    expect(christmas.season?.name).toBe('Christmas and New Year');
    expect(dayLabel(christmas)).toBe(
      'Sunday 20 December 2026, Available, Christmas and New Year season, £304.00 a night, minimum 7 nights',
    );
    expect(dayLabel(facts.get(dayOf('2026-12-15'))!)).toContain('Stays cannot start on this day');
    const stay = { arrival: dayOf('2026-12-20'), departure: dayOf('2026-12-27') };
    expect(dayLabel(christmas, stay)).toMatch(/your arrival$/);
    expect(dayLabel(facts.get(dayOf('2026-12-23'))!, stay)).toMatch(/in your stay$/);
  });

  test('Page Up/Down keeps the date, or takes the last day of a shorter month', () => {
    const away = (iso: string, by: number) => isoOf(addMonths(dayOf(iso), by));
    expect(away('2027-03-30', 1)).toBe('2027-04-30');
    expect(away('2027-03-31', 1)).toBe('2027-04-30');
    expect(away('2027-01-31', 1)).toBe('2027-02-28');
    expect(away('2028-01-30', 1)).toBe('2028-02-29');
    expect(away('2027-04-30', -1)).toBe('2027-03-30');
    expect(away('2026-12-31', 1)).toBe('2027-01-31');
    expect(away('2027-01-15', -1)).toBe('2026-12-15');
  });

  test('a day cell gives the price a night to the nearest pound, as the key says', () => {
    expect(cellPrice(141)).toBe('£141');
    expect(cellPrice(245.5)).toBe('£246');
    expect(cellPrice(245.49)).toBe('£245');
    expect(cellPrice(1250)).toBe('£1,250');
  });
});
