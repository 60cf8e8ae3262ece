import { BLOCK_REASON_NAMES, datePartsOf, type OfficeCalendarDay } from '@villa/shared/contract';
import { formatMoney } from '@villa/shared/format';
import { officeTexts } from '../texts';

const t = officeTexts.calendar;

/**
 * What a day's cell shows (its accessible name says the same in words, calendarDays.ts): the
 * date, the nightly rate, the minimum nights, no arrivals, the block's reason, the stay's
 * reference. Hidden from screen readers, which read the cell's label instead.
 */
export function CalendarDayCell({ cell, day }: { cell: OfficeCalendarDay; day: number }) {
  return (
    <span className="office-day__content" aria-hidden="true">
      <span className="office-day__date">{datePartsOf(day).date}</span>
      <span className="office-day__rate">
        {cell.nightlyRate === null ? t.noRate : formatMoney(cell.nightlyRate).replace(/\.00$/, '')}
      </span>
      <span className="office-day__facts">
        {cell.minNights !== null ? <span>{t.minShort(cell.minNights)}</span> : null}
        {cell.arrivalAllowed ? null : (
          <span className="office-day__no-arrival">{t.noArrivalShort}</span>
        )}
      </span>
      {cell.block ? (
        <span className="office-day__block">{BLOCK_REASON_NAMES[cell.block.reason]}</span>
      ) : null}
      {cell.booking ? <span className="office-day__booking">{cell.booking.ref}</span> : null}
    </span>
  );
}
