import { Fragment, type ReactNode } from 'react';
import { WEEKDAYS, type MonthGrid } from './monthGrid';

export interface MonthTableProps<T> {
  month: MonthGrid<T>;
  /** A day's cell: a <td> with what the calendar shows of the day. */
  renderDay: (cell: T) => ReactNode;
  /**
   * 'grid' for a calendar whose days are chosen in ranges (the office's): the table is an ARIA
   * grid and each day a gridcell; by default a table of day buttons (the agent's).
   */
  role?: 'grid';
  /** More classes for the table (the calendar's own look of its days). */
  className?: string;
}

/** One month of the calendar: a caption, the weekdays from Sunday, six weeks of days. */
export function MonthTable<T>({ month, renderDay, role, className }: MonthTableProps<T>) {
  return (
    <table
      className={className ? `month-table ${className}` : 'month-table'}
      aria-label={month.label}
      data-month={month.key}
      role={role}
      aria-multiselectable={role === 'grid' ? true : undefined}
    >
      <caption>{month.label}</caption>
      <thead>
        <tr>
          {WEEKDAYS.map((w) => (
            <th key={w} scope="col" abbr={w}>
              {w.slice(0, 2)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {Array.from({ length: 6 }, (_, week) => (
          <tr key={week}>
            {month.cells
              .slice(week * 7, week * 7 + 7)
              .map((cell, i) =>
                cell ? (
                  <Fragment key={i}>{renderDay(cell)}</Fragment>
                ) : (
                  <td
                    key={i}
                    className="calendar__blank"
                    role={role === 'grid' ? 'presentation' : undefined}
                    aria-hidden="true"
                  />
                ),
              )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
