import { dayOf, isoOf } from '@villa/shared/contract';
import { CELLS_PER_MONTH, dayAfterKey, monthGrids, monthIndexOf } from './monthGrid';
import { rangeBounds, rangeHas, rangeLength, rangeTo } from './rangeSelection';

describe('monthGrids', () => {
  it('lays every month out as six weeks starting on Sunday', () => {
    const months = monthGrids('2026-11-01', '2027-10-31', (day) => isoOf(day));
    expect(months).toHaveLength(12);
    expect(months[0]).toMatchObject({ label: 'November 2026', key: '2026-11' });
    expect(months[0].cells).toHaveLength(CELLS_PER_MONTH);
    // 1 November 2026 is a Sunday.
    expect(months[0].cells[0]).toBe('2026-11-01');
    // 1 December 2026 is a Tuesday: two blanks first.
    expect(months[1].cells.slice(0, 3)).toEqual([null, null, '2026-12-01']);
    expect(monthIndexOf(months, '2027-03-15')).toBe(4);
  });
});

describe('dayAfterKey', () => {
  const wed = dayOf('2026-12-09');
  it.each([
    ['ArrowLeft', '2026-12-08'],
    ['ArrowRight', '2026-12-10'],
    ['ArrowUp', '2026-12-02'],
    ['ArrowDown', '2026-12-16'],
    ['Home', '2026-12-06'],
    ['End', '2026-12-12'],
    ['PageUp', '2026-11-09'],
    ['PageDown', '2027-01-09'],
  ])('%s moves to %s', (key, iso) => {
    expect(isoOf(dayAfterKey(key, wed)!)).toBe(iso);
  });
  it('ignores other keys', () => expect(dayAfterKey('a', wed)).toBeNull());
});

describe('range selection', () => {
  it('starts at a day and stretches either way', () => {
    let range = rangeTo(null, 10, true);
    expect(range).toEqual({ anchor: 10, focus: 10 });
    range = rangeTo(range, 14, true);
    expect(rangeBounds(range)).toEqual({ from: 10, to: 14 });
    range = rangeTo(range, 7, true);
    expect(rangeBounds(range)).toEqual({ from: 7, to: 10 });
    expect(rangeLength(range)).toBe(4);
    expect([6, 7, 10, 11].map((d) => rangeHas(range, d))).toEqual([false, true, true, false]);
    expect(rangeTo(range, 20, false)).toEqual({ anchor: 20, focus: 20 });
  });
});
