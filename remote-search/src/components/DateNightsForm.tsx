import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { DATE_INPUT_FORMATS, formatDate, parseDateInput, toApiDate } from '@villa/shared/format';
import { searchTexts } from '../texts';
import { CalendarGrid } from './CalendarGrid';

const t = searchTexts.dates;
/** How a chosen date is written in the field: the first of the formats parseDateInput reads. */
const INPUT_FORMAT = DATE_INPUT_FORMATS[0];

export interface DateNightsFormProps {
  arrival: string | null;
  nights: number | null;
  /** The session's search window and nights range. */
  earliest: string;
  latest: string;
  nightsMin: number;
  nightsMax: number;
  onSearch: (arrival: string, nights: number) => void;
  onClear: () => void;
}

/**
 * Arrival date and nights. The date can be typed (DD/MMM/YYYY, DD/MM/YYYY, YYYY-MM-DD or
 * YYYY/MM/DD) or picked from a calendar whose weeks start on Monday; both stay inside the
 * search window of the session config.
 */
export function DateNightsForm(props: DateNightsFormProps) {
  const { earliest, latest, nightsMin, nightsMax } = props;
  const [text, setText] = useState(props.arrival ? formatDate(props.arrival, INPUT_FORMAT) : '');
  const [nights, setNights] = useState(props.nights ?? Math.max(nightsMin, Math.min(7, nightsMax)));
  const [error, setError] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [shown, setShown] = useState({ arrival: props.arrival, nights: props.nights });
  const toggle = useRef<HTMLButtonElement>(null);
  const field = useRef<HTMLDivElement>(null);
  const id = useId();

  // A click anywhere else closes the calendar, as a popover should.
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (field.current && !field.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  // A new search in the URL (back, forward, a flexible date) refills the fields.
  if (shown.arrival !== props.arrival || shown.nights !== props.nights) {
    setShown({ arrival: props.arrival, nights: props.nights });
    setText(props.arrival ? formatDate(props.arrival, INPUT_FORMAT) : '');
    if (props.nights) setNights(props.nights);
    setError(null);
  }

  const parsed = parseDateInput(text);
  const typedDate = parsed ? toApiDate(parsed) : null;

  const check = (): string | null => {
    if (!text.trim()) return t.required;
    if (!typedDate) return t.badDate;
    if (typedDate < earliest || typedDate > latest) {
      return t.outsideWindow(formatDate(earliest), formatDate(latest));
    }
    return null;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = check();
    setError(problem);
    if (!problem && typedDate) props.onSearch(typedDate, nights);
  };

  const nightOptions = Array.from({ length: nightsMax - nightsMin + 1 }, (_, i) => nightsMin + i);
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;

  return (
    <form className="search-dates" onSubmit={submit} noValidate aria-label={t.legend}>
      <div ref={field} className={`field search-dates__arrival${error ? ' field--invalid' : ''}`}>
        <label htmlFor={`${id}-arrival`}>{t.arrival}</label>
        <div className="search-dates__input">
          <input
            id={`${id}-arrival`}
            name="arrival"
            type="text"
            inputMode="text"
            autoComplete="off"
            placeholder={INPUT_FORMAT}
            value={text}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${hintId} ${errorId}` : hintId}
            onChange={(event) => setText(event.target.value)}
            onBlur={() => {
              if (text.trim()) setError(check());
              else setError(null);
            }}
          />
          <button
            ref={toggle}
            type="button"
            className="button search-dates__calendar-button"
            aria-expanded={open}
            aria-controls={`${id}-calendar`}
            aria-label={open ? t.closeCalendar : t.openCalendar}
            onClick={() => setOpen((o) => !o)}
          >
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              <path
                d="M4 6h16v14H4zM4 10h16M8 3v5M16 3v5"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.8"
              />
            </svg>
          </button>
        </div>
        <p className="field__hint" id={hintId}>
          {t.arrivalHint}
        </p>
        {error ? (
          <p className="field__error" id={errorId} role="alert">
            {error}
          </p>
        ) : null}
        {open ? (
          <div className="search-dates__popover" id={`${id}-calendar`}>
            <CalendarGrid
              selected={typedDate}
              min={earliest}
              max={latest}
              autoFocus
              onSelect={(date) => {
                setText(formatDate(date, INPUT_FORMAT));
                setError(null);
                setOpen(false);
                toggle.current?.focus();
              }}
              onClose={() => {
                setOpen(false);
                toggle.current?.focus();
              }}
            />
          </div>
        ) : null}
      </div>
      <div className="field search-dates__nights">
        <label htmlFor={`${id}-nights`}>{t.nights}</label>
        <select
          id={`${id}-nights`}
          name="nights"
          value={nights}
          onChange={(event) => setNights(Number(event.target.value))}
        >
          {nightOptions.map((n) => (
            <option key={n} value={n}>
              {t.nightsOption(n)}
            </option>
          ))}
        </select>
      </div>
      <div className="search-dates__actions">
        <button type="submit" className="button button--primary">
          {t.submit}
        </button>
        {props.arrival ? (
          <button type="button" className="link-button" onClick={props.onClear}>
            {t.clear}
          </button>
        ) : null}
      </div>
    </form>
  );
}
