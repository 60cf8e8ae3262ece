import stylesheet from './calendar.css';

/** Kept as an export so the side-effect-free package keeps the calendar's CSS in the bundle. */
export const calendarStyles = stylesheet;

export interface MonthPagerProps {
  months: readonly { key: string; label: string }[];
  /** Index of the first month shown. */
  viewStart: number;
  perView: number;
  /** Show from this month on (already kept inside the calendar). */
  onShow: (start: number) => void;
  texts: { earlier: string; later: string; jumpTo: string };
}

/**
 * The calendar's paging: earlier and later months (a view's worth), the months shown, and a
 * jump to any month. Both calendars (the agent's and the office's) page alike.
 */
export function MonthPager({ months, viewStart, perView, onShow, texts }: MonthPagerProps) {
  const shown = months.slice(viewStart, viewStart + perView);
  const clamp = (start: number) => Math.max(0, Math.min(start, months.length - perView));
  return (
    <>
      <div className="month-pager">
        <button
          type="button"
          className="button"
          onClick={() => onShow(clamp(viewStart - perView))}
          disabled={viewStart === 0}
        >
          <span aria-hidden="true">‹</span> {texts.earlier}
        </button>
        <p className="month-pager__range" aria-live="polite">
          {shown.length > 1
            ? `${shown[0].label} – ${shown[shown.length - 1].label}`
            : shown[0]?.label}
        </p>
        <button
          type="button"
          className="button"
          onClick={() => onShow(clamp(viewStart + perView))}
          disabled={viewStart + perView >= months.length}
        >
          {texts.later} <span aria-hidden="true">›</span>
        </button>
      </div>
      <label className="month-pager__jump">
        <span>{texts.jumpTo}</span>
        <select
          value={months[viewStart]?.key}
          onChange={(event) => {
            const index = months.findIndex((m) => m.key === event.target.value);
            if (index >= 0) onShow(clamp(index));
          }}
        >
          {months.map((m) => (
            <option key={m.key} value={m.key}>
              {m.label}
            </option>
          ))}
        </select>
      </label>
    </>
  );
}
