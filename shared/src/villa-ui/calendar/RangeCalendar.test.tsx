import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { dayOf, isoOf } from '@villa/shared/contract';
import { RangeCalendar } from './RangeCalendar';
import { rangeBounds, type DayRange } from './rangeSelection';

const TEXTS = {
  earlier: 'Earlier months',
  later: 'Later months',
  jumpTo: 'Go to month',
  help: 'Choose days with the mouse or the arrow keys',
};

function Harness({ onActivate }: { onActivate: (range: DayRange) => void }) {
  const [selection, setSelection] = useState<DayRange | null>(null);
  const chosen = selection ? rangeBounds(selection) : null;
  return (
    <>
      <RangeCalendar
        from="2026-11-01"
        to="2027-10-31"
        cellOf={(day) => ({ rate: 100 + (day % 7) })}
        disabled={(day) => day < dayOf('2026-11-10')}
        selection={selection}
        onSelect={setSelection}
        onActivate={onActivate}
        renderDay={(cell, day) => `${isoOf(day).slice(8)} £${cell.rate}`}
        dayLabel={(cell, day) => `${isoOf(day)}, £${cell.rate} a night`}
        monthsPerView={2}
        texts={TEXTS}
      />
      <output aria-label="chosen">
        {chosen ? `${isoOf(chosen.from)}..${isoOf(chosen.to)}` : ''}
      </output>
    </>
  );
}

function setup() {
  const onActivate = jest.fn();
  render(<Harness onActivate={onActivate} />);
  const cell = (iso: string) => screen.getByRole('gridcell', { name: new RegExp(`^${iso}`) });
  const chosen = () => screen.getByRole('status', { name: 'chosen' }).textContent;
  return { onActivate, cell, chosen, user: userEvent.setup() };
}

describe('RangeCalendar', () => {
  test('a grid of labelled day cells, one month per table, one tab stop', () => {
    const { cell } = setup();
    const november = screen.getByRole('grid', { name: 'November 2026' });
    expect(within(november).getAllByRole('gridcell')).toHaveLength(30);
    expect(cell('2026-11-12')).toHaveAccessibleName('2026-11-12, £100 a night');
    const stops = within(november)
      .getAllByRole('gridcell')
      .filter((c) => c.tabIndex === 0);
    expect(stops).toHaveLength(1);
    expect(cell('2026-11-05')).toHaveAttribute('aria-disabled', 'true');
  });

  test('the keyboard: arrows move, Shift and arrows stretch the range, Enter acts on it', async () => {
    const { user, cell, chosen, onActivate } = setup();
    await user.click(cell('2026-11-12'));
    expect(chosen()).toBe('2026-11-12..2026-11-12');
    expect(cell('2026-11-12')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Shift>}{ArrowRight}{ArrowRight}{ArrowDown}{/Shift}');
    expect(chosen()).toBe('2026-11-12..2026-11-21');
    expect(cell('2026-11-21')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onActivate).toHaveBeenCalledWith({
      anchor: dayOf('2026-11-12'),
      focus: dayOf('2026-11-21'),
    });
    await user.keyboard('{ArrowRight}');
    expect(chosen()).toBe('2026-11-22..2026-11-22');
    // Page Down brings the next month into view and stretches across it with Shift.
    await user.keyboard('{Shift>}{PageDown}{PageDown}{/Shift}');
    expect(chosen()).toBe('2026-11-22..2027-01-22');
    expect(screen.getByRole('grid', { name: 'January 2027' })).toBeInTheDocument();
  });

  test('the mouse: a click starts a range, a Shift-click or a drag stretches it', async () => {
    const { user, cell, chosen } = setup();
    await user.click(cell('2026-11-15'));
    await user.keyboard('{Shift>}');
    await user.click(cell('2026-11-11'));
    await user.keyboard('{/Shift}');
    expect(chosen()).toBe('2026-11-11..2026-11-15');
    await user.pointer([
      { keys: '[MouseLeft>]', target: cell('2026-11-20') },
      { target: cell('2026-11-24') },
      { keys: '[/MouseLeft]' },
    ]);
    expect(chosen()).toBe('2026-11-20..2026-11-24');
    // A past day cannot start a range.
    await user.click(cell('2026-11-05'));
    expect(chosen()).toBe('2026-11-20..2026-11-24');
  });
});
