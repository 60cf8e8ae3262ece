import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { dayOf, isoOf, type CalendarData } from '@villa/shared/contract';
import { formatMoney } from '@villa/shared/format';
import {
  MonthPager,
  MonthTable,
  dayAfterKey,
  monthIndexOf,
  useMonthsPerView,
} from '@villa/shared/villa-ui';
import { villaTexts } from '../texts';
import {
  STATUS_TEXT,
  calendarMonths,
  dayFacts,
  dayLabel,
  seasonsOfMonth,
  selectable,
  cellPrice,
  showsRate,
  type CalendarDay,
  type DayStatus,
} from './calendarModel';

export interface AvailabilityCalendarProps {
  data: CalendarData;
  /** The stay being looked at, highlighted; null for none. */
  stay: { arrival: string; nights: number } | null;
  /** An available day was chosen as the arrival. */
  onSelectArrival: (iso: string) => void;
  /** Months shown side by side; by default 3, 2 or 1 by the screen's width. */
  monthsPerView?: number;
}

const LEGEND: DayStatus[] = ['available', 'booked', 'unbookable', 'noRates', 'notOpen', 'past'];

/**
 * The 24-month availability calendar (docs/villa.md). One tab stop for the whole
 * calendar: arrow keys move a day or a week, Home / End to the week's ends, Page Up / Page
 * Down a month; Enter or Space chooses the focused day. Days that cannot start a stay keep
 * their focus, so a keyboard or screen reader user hears why (status, season, minimum nights),
 * but choosing them does nothing.
 */
export function AvailabilityCalendar({
  data,
  stay,
  onSelectArrival,
  monthsPerView,
}: AvailabilityCalendarProps) {
  const facts = useMemo(() => dayFacts(data), [data]);
  const months = useMemo(() => calendarMonths(data, facts), [data, facts]);
  const perViewAuto = useMonthsPerView();
  const perView = Math.max(1, Math.min(monthsPerView ?? perViewAuto, months.length));
  const first = dayOf(data.from);
  const last = dayOf(data.to);

  const stayDays = stay
    ? { arrival: dayOf(stay.arrival), departure: dayOf(stay.arrival) + stay.nights }
    : undefined;
  const initialFocus = (): number => {
    if (stayDays && facts.has(stayDays.arrival)) return stayDays.arrival;
    for (const fact of facts.values()) if (fact.status === 'available') return fact.day;
    return dayOf(data.firstArrival) <= last ? Math.max(first, dayOf(data.firstArrival)) : first;
  };
  const [focusDay, setFocusDay] = useState(initialFocus);
  const [viewStart, setViewStart] = useState(() =>
    Math.max(0, Math.min(monthIndexOf(months, isoOf(initialFocus())), months.length - perView)),
  );
  const [hasFocus, setHasFocus] = useState(false);
  const gridRef = useRef<HTMLDivElement>(null);

  // Keep the view inside the calendar when the number of months per view changes.
  useEffect(() => {
    setViewStart((start) => Math.max(0, Math.min(start, months.length - perView)));
  }, [perView, months.length]);

  // Follow a stay chosen elsewhere (the URL), so its month is in view.
  const stayArrival = stay?.arrival;
  useEffect(() => {
    if (!stayArrival) return;
    const index = monthIndexOf(months, stayArrival);
    if (index < 0) return;
    setFocusDay(dayOf(stayArrival));
    setViewStart((start) =>
      index >= start && index < start + perView
        ? start
        : Math.max(0, Math.min(index, months.length - perView)),
    );
  }, [stayArrival, months, perView]);

  useEffect(() => {
    if (!hasFocus) return;
    gridRef.current
      ?.querySelector<HTMLButtonElement>(`button[data-day="${isoOf(focusDay)}"]`)
      ?.focus();
  }, [focusDay, viewStart, hasFocus]);

  const moveFocus = (day: number) => {
    const target = Math.max(first, Math.min(last, day));
    setFocusDay(target);
    const index = monthIndexOf(months, isoOf(target));
    setViewStart((start) => {
      if (index < start) return index;
      if (index >= start + perView) return Math.min(index - perView + 1, months.length - perView);
      return start;
    });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = dayAfterKey(event.key, focusDay);
    if (target === null) return;
    event.preventDefault();
    moveFocus(target);
  };

  const choose = (cell: CalendarDay) => {
    setFocusDay(cell.day);
    if (selectable(cell)) onSelectArrival(cell.iso);
  };

  const shown = months.slice(viewStart, viewStart + perView);
  const showFrom = (start: number) => {
    setViewStart(start);
    // Keep the roving focus inside the view.
    const firstShown = months[start].cells.find((c) => c !== null);
    const lastShown = months[start + perView - 1].cells.filter((c) => c !== null).pop();
    if (firstShown && lastShown && (focusDay < firstShown.day || focusDay > lastShown.day)) {
      setFocusDay(firstShown.day);
    }
  };

  return (
    <div className="availability">
      <MonthPager
        months={months}
        viewStart={viewStart}
        perView={perView}
        onShow={showFrom}
        texts={villaTexts.calendar}
      />

      <div
        className="availability__months"
        ref={gridRef}
        onKeyDown={onKeyDown}
        onFocus={() => setHasFocus(true)}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setHasFocus(false);
        }}
        style={{ gridTemplateColumns: `repeat(${perView}, minmax(0, 1fr))` }}
      >
        {shown.map((month) => (
          <div className="availability__month" key={month.key}>
            <MonthTable
              month={month}
              className="calendar"
              renderDay={(cell) => (
                <td className={cellClass(cell, stayDays)}>
                  <button
                    type="button"
                    data-day={cell.iso}
                    data-status={cell.status}
                    tabIndex={cell.day === focusDay ? 0 : -1}
                    aria-disabled={selectable(cell) ? undefined : true}
                    aria-pressed={stayDays?.arrival === cell.day ? true : undefined}
                    aria-label={dayLabel(cell, stayDays)}
                    title={dayLabel(cell)}
                    onClick={() => choose(cell)}
                  >
                    <span className="calendar__date">{cell.date}</span>
                    {cell.status === 'unbookable' ? (
                      <span className="calendar__star" aria-hidden="true">
                        *
                      </span>
                    ) : null}
                  </button>
                  {/* Beside the button, drawn over it: the button's visible text is then
                  the date its name starts with (WCAG 2.5.3, label in name), and the name
                  says the price and minimum in words. */}
                  {showsRate(cell) ? (
                    <span className="calendar__rate" aria-hidden="true">
                      <span className="calendar__price">
                        {cellPrice(cell.season.pricePerNight)}
                      </span>
                      <span className="calendar__min">
                        {villaTexts.calendar.minShort(cell.season.minNights)}
                      </span>
                    </span>
                  ) : null}
                </td>
              )}
            />
            <ul className="availability__seasons" aria-label={`Seasons in ${month.label}`}>
              {seasonsOfMonth(month).map((s) => (
                <li key={s.seasons_id}>
                  <strong>{s.name}</strong>: {villaTexts.calendar.minNights(s.minNights)},{' '}
                  {villaTexts.calendar.perNight(formatMoney(s.pricePerNight))}
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>

      <ul className="availability__legend" aria-label={villaTexts.calendar.legend}>
        {LEGEND.map((status) => (
          <li key={status}>
            <span className={`legend-swatch legend-swatch--${status}`} aria-hidden="true">
              {status === 'unbookable' ? '*' : ''}
            </span>
            {STATUS_TEXT[status]}
          </li>
        ))}
        <li>
          <span className="legend-swatch legend-swatch--stay" aria-hidden="true" />
          {villaTexts.calendar.yourStay}
        </li>
        <li>
          <span className="legend-rate" aria-hidden="true">
            <span className="calendar__price">£</span>
            <span className="calendar__min">{villaTexts.calendar.minShort(7)}</span>
          </span>
          {villaTexts.calendar.rateKey}
        </li>
      </ul>
      <p className="availability__help">{villaTexts.calendar.help}</p>
    </div>
  );
}

function cellClass(cell: CalendarDay, stay?: { arrival: number; departure: number }) {
  const classes = ['calendar__day', `calendar__day--${cell.status}`];
  if (stay && cell.day >= stay.arrival && cell.day <= stay.departure) {
    classes.push('calendar__day--stay');
    if (cell.day === stay.arrival) classes.push('calendar__day--arrival');
    if (cell.day === stay.departure) classes.push('calendar__day--departure');
  }
  return classes.join(' ');
}
