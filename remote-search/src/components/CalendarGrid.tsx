import moment from 'moment';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { API_DATE_FORMAT as ISO } from '@villa/shared/format';
import { searchTexts } from '../texts';

const t = searchTexts.dates;

export interface CalendarGridProps {
  /** YYYY-MM-DD, or null. */
  selected: string | null;
  /** First and last selectable days, YYYY-MM-DD. */
  min: string;
  max: string;
  onSelect: (date: string) => void;
  onClose: () => void;
  /** Move focus to the chosen (or first) day when the calendar opens. */
  autoFocus?: boolean;
}

/** The 6 x 7 days of the month of `month`, weeks starting on Monday. */
export function monthGrid(month: string): string[] {
  const first = moment.utc(month, ISO).startOf('month');
  // isoWeekday: Monday 1 ... Sunday 7.
  const start = first.clone().subtract(first.isoWeekday() - 1, 'days');
  return Array.from({ length: 42 }, (_, i) => start.clone().add(i, 'days').format(ISO));
}

const clamp = (date: string, min: string, max: string) =>
  date < min ? min : date > max ? max : date;

/**
 * A month calendar for choosing the arrival date: weeks start on Monday, days outside the
 * search window cannot be chosen. Keyboard: arrows move a day or a week, Page Up/Down a month,
 * Home/End the week, Enter chooses, Escape closes.
 */
export function CalendarGrid({
  selected,
  min,
  max,
  onSelect,
  onClose,
  autoFocus = false,
}: CalendarGridProps) {
  const [focused, setFocused] = useState(clamp(selected ?? min, min, max));
  const month = moment.utc(focused, ISO).format('YYYY-MM');
  const days = monthGrid(`${month}-01`);
  const grid = useRef<HTMLTableElement>(null);
  const moved = useRef(autoFocus);

  useEffect(() => {
    // Focus follows the keyboard, not the first render (the caller decides where focus starts).
    if (!moved.current) return;
    grid.current?.querySelector<HTMLButtonElement>(`[data-date="${focused}"]`)?.focus();
  }, [focused]);

  const move = (to: moment.Moment) => {
    moved.current = true;
    setFocused(clamp(to.format(ISO), min, max));
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const at = moment.utc(focused, ISO);
    const steps: Record<string, () => moment.Moment> = {
      ArrowLeft: () => at.subtract(1, 'day'),
      ArrowRight: () => at.add(1, 'day'),
      ArrowUp: () => at.subtract(1, 'week'),
      ArrowDown: () => at.add(1, 'week'),
      PageUp: () => at.subtract(1, 'month'),
      PageDown: () => at.add(1, 'month'),
      Home: () => at.subtract(at.isoWeekday() - 1, 'days'),
      End: () => at.add(7 - at.isoWeekday(), 'days'),
    };
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
      return;
    }
    const step = steps[event.key];
    if (step) {
      event.preventDefault();
      move(step());
    }
  };

  const firstMonth = moment.utc(min, ISO).format('YYYY-MM');
  const lastMonth = moment.utc(max, ISO).format('YYYY-MM');
  const weeks = Array.from({ length: 6 }, (_, w) => days.slice(w * 7, w * 7 + 7));
  const title = moment.utc(focused, ISO).format('MMMM YYYY');

  return (
    <div className="calendar" role="group" aria-label={t.calendarLabel}>
      <div className="calendar__header">
        <button
          type="button"
          className="calendar__nav"
          aria-label={t.previousMonth}
          disabled={month <= firstMonth}
          onClick={() => move(moment.utc(focused, ISO).subtract(1, 'month'))}
        >
          ‹
        </button>
        <h3 className="calendar__title" aria-live="polite">
          {title}
        </h3>
        <button
          type="button"
          className="calendar__nav"
          aria-label={t.nextMonth}
          disabled={month >= lastMonth}
          onClick={() => move(moment.utc(focused, ISO).add(1, 'month'))}
        >
          ›
        </button>
      </div>
      <table
        className="calendar__grid"
        ref={grid}
        onKeyDown={onKeyDown}
        role="grid"
        aria-label={title}
      >
        <thead>
          <tr>
            {t.weekdays.map((day, i) => (
              <th key={day} scope="col" abbr={t.weekdayNames[i]}>
                {day}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week[0]}>
              {week.map((date) => {
                const inMonth = date.slice(0, 7) === month;
                const disabled = date < min || date > max;
                const isSelected = date === selected;
                return (
                  <td key={date} className={inMonth ? undefined : 'calendar__other-month'}>
                    <button
                      type="button"
                      data-date={date}
                      className={`calendar__day${isSelected ? ' calendar__day--selected' : ''}`}
                      tabIndex={date === focused ? 0 : -1}
                      disabled={disabled}
                      aria-pressed={isSelected}
                      aria-label={moment.utc(date, ISO).format('dddd D MMMM YYYY')}
                      onClick={() => onSelect(date)}
                      onFocus={() => setFocused(date)}
                    >
                      {Number(date.slice(8))}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
