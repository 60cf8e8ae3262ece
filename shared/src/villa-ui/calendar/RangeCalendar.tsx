import { useEffect, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { dayOf, isoOf } from '@villa/shared/contract';
import { MonthPager } from './MonthPager';
import { MonthTable } from './MonthTable';
import { dayAfterKey, monthGrids, monthIndexOf } from './monthGrid';
import { rangeHas, rangeTo, type DayRange } from './rangeSelection';
import { useMonthsPerView } from './useMonthsPerView';

export interface RangeCalendarProps<T> {
  /** The calendar's first and last day (YYYY-MM-DD). */
  from: string;
  to: string;
  /** What the calendar knows of a day; null for a day it does not show. */
  cellOf: (day: number) => T | null;
  /** A day that may not be chosen (a past day): it keeps its focus, but a range skips it. */
  disabled?: (day: number) => boolean;
  /** The range chosen; null for none. */
  selection: DayRange | null;
  onSelect: (range: DayRange) => void;
  /** Enter on the chosen range: open what acts on it. */
  onActivate: (range: DayRange) => void;
  /** The content of a day's cell. */
  renderDay: (cell: T, day: number, selected: boolean) => ReactNode;
  /** The accessible name of a day's cell (its date and what it holds). */
  dayLabel: (cell: T, day: number) => string;
  /** A class of a day's cell, for its look. */
  dayClass?: (cell: T, day: number) => string;
  monthsPerView?: number;
  texts: { earlier: string; later: string; jumpTo: string; help: string };
}

/**
 * The calendar's months as a grid of days to choose in ranges, the way a spreadsheet chooses
 * cells (the office's calendar; the agent's chooses one arrival day). One tab stop: the arrow
 * keys move a day or a week, Home / End to the week's ends, Page Up / Page Down a month; with
 * Shift they stretch the range from where it started, and Enter acts on it. With the mouse: a
 * click starts a range, a drag or a Shift-click stretches it.
 */
export function RangeCalendar<T>({
  from,
  to,
  cellOf,
  disabled = () => false,
  selection,
  onSelect,
  onActivate,
  renderDay,
  dayLabel,
  dayClass,
  monthsPerView,
  texts,
}: RangeCalendarProps<T>) {
  const first = dayOf(from);
  const last = dayOf(to);
  const months = useMemo(() => monthGrids(from, to, (day) => day), [from, to]);
  const perViewAuto = useMonthsPerView();
  const perView = Math.max(1, Math.min(monthsPerView ?? perViewAuto, months.length));
  const [focusDay, setFocusDay] = useState(() => selection?.focus ?? firstEnabled());
  const [viewStart, setViewStart] = useState(() =>
    Math.max(0, Math.min(monthIndexOf(months, isoOf(focusDay)), months.length - perView)),
  );
  const [hasFocus, setHasFocus] = useState(false);
  const dragging = useRef(false);
  const gridRef = useRef<HTMLDivElement>(null);

  function firstEnabled(): number {
    for (let day = first; day <= last; day += 1) if (!disabled(day)) return day;
    return first;
  }

  useEffect(() => {
    setViewStart((start) => Math.max(0, Math.min(start, months.length - perView)));
  }, [perView, months.length]);

  useEffect(() => {
    if (!hasFocus) return;
    gridRef.current?.querySelector<HTMLElement>(`[data-day="${isoOf(focusDay)}"]`)?.focus();
  }, [focusDay, viewStart, hasFocus]);

  useEffect(() => {
    const stop = () => {
      dragging.current = false;
    };
    window.addEventListener('mouseup', stop);
    return () => window.removeEventListener('mouseup', stop);
  }, []);

  const moveTo = (target: number, extend: boolean) => {
    const day = Math.max(first, Math.min(last, target));
    setFocusDay(day);
    const index = monthIndexOf(months, isoOf(day));
    setViewStart((start) => {
      if (index < start) return index;
      if (index >= start + perView) return Math.min(index - perView + 1, months.length - perView);
      return start;
    });
    if (!disabled(day)) onSelect(rangeTo(selection, day, extend));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = dayAfterKey(event.key, focusDay);
    if (target !== null) {
      event.preventDefault();
      moveTo(target, event.shiftKey);
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      if (selection && rangeHas(selection, focusDay)) onActivate(selection);
      else if (!disabled(focusDay)) onSelect(rangeTo(null, focusDay, false));
    }
  };

  const showFrom = (start: number) => {
    setViewStart(start);
    const firstShown = months[start].cells.find((c) => c !== null);
    const lastShown = months[start + perView - 1].cells.filter((c) => c !== null).pop();
    if (
      firstShown != null &&
      lastShown != null &&
      (focusDay < firstShown || focusDay > lastShown)
    ) {
      setFocusDay(firstShown);
    }
  };

  return (
    <div className="range-calendar">
      <MonthPager
        months={months}
        viewStart={viewStart}
        perView={perView}
        onShow={showFrom}
        texts={texts}
      />
      <div
        className="range-calendar__months"
        ref={gridRef}
        onKeyDown={onKeyDown}
        onFocus={() => setHasFocus(true)}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setHasFocus(false);
        }}
        style={{ gridTemplateColumns: `repeat(${perView}, minmax(0, 1fr))` }}
      >
        {months.slice(viewStart, viewStart + perView).map((month) => (
          <MonthTable
            key={month.key}
            month={month}
            role="grid"
            className="range-calendar__month"
            renderDay={(day) => {
              const cell = cellOf(day);
              const selected = rangeHas(selection, day) && !disabled(day);
              return (
                <td
                  role="gridcell"
                  data-day={isoOf(day)}
                  tabIndex={day === focusDay ? 0 : -1}
                  aria-selected={selected}
                  aria-disabled={disabled(day) ? true : undefined}
                  className={[
                    'range-calendar__day',
                    selected ? 'range-calendar__day--selected' : '',
                    cell === null ? '' : (dayClass?.(cell, day) ?? ''),
                  ]
                    .filter(Boolean)
                    .join(' ')}
                  onMouseDown={(event) => {
                    event.preventDefault();
                    setFocusDay(day);
                    gridRef.current
                      ?.querySelector<HTMLElement>(`[data-day="${isoOf(day)}"]`)
                      ?.focus();
                    if (disabled(day)) return;
                    dragging.current = true;
                    onSelect(rangeTo(selection, day, event.shiftKey));
                  }}
                  onMouseEnter={() => {
                    if (!dragging.current || disabled(day)) return;
                    setFocusDay(day);
                    onSelect(rangeTo(selection, day, true));
                  }}
                >
                  {/* The name is the cell's text, read aloud in full; what it shows is hidden from
                      screen readers (a name unlike the visible text is an axe failure). */}
                  <span className="visually-hidden">
                    {cell === null ? isoOf(day) : dayLabel(cell, day)}
                  </span>
                  {cell === null ? null : (
                    <span aria-hidden="true">{renderDay(cell, day, selected)}</span>
                  )}
                </td>
              );
            }}
          />
        ))}
      </div>
      <p className="range-calendar__help">{texts.help}</p>
    </div>
  );
}
