import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { ApiError, unwrapResponse } from '@villa/shared/api';
import {
  BLOCK_REASONS,
  BLOCK_REASON_NAMES,
  daysInRange,
  type OfficeCalendarResponse,
  type OfficeCalendarWindow,
} from '@villa/shared/contract';
import { formatDate } from '@villa/shared/format';
import { Alert } from '@villa/shared/ui';
import { officeTexts } from '../texts';
import { editVillaCalendar } from './calendarApi';
import {
  EMPTY_CALENDAR_FORM,
  calendarEditOf,
  calendarEditProblems,
  formFieldOf,
  type CalendarFormErrors,
  type CalendarFormValues,
} from './calendarEdit';

const t = officeTexts.calendarForm;

export interface CalendarEditFormProps {
  villaId: string;
  window: OfficeCalendarWindow;
  /** The chosen days (YYYY-MM-DD, both included); null for none. */
  range: { from: string; to: string } | null;
  /** The stays that take a night of the range, by reference. */
  taken: readonly string[];
  /** The days of the range as the server answered them after a change. */
  onSaved: (days: OfficeCalendarResponse['days']) => void;
  onClear: () => void;
}

const shortDate = (iso: string) => formatDate(iso, 'ddd D MMM YYYY');

/** The server's messages of a failed change, each at its field. */
function errorsOfFailure(error: unknown): CalendarFormErrors {
  if (!(error instanceof ApiError)) return { form: t.failed };
  const body = unwrapResponse(error.body) as {
    errors?: unknown;
    validationErrors?: { field: string; error: string }[];
  } | null;
  if (error.status === 422 && Array.isArray(body?.validationErrors)) {
    const errors: CalendarFormErrors = {};
    for (const { field, error: message } of body.validationErrors) {
      errors[formFieldOf(field)] ??= message;
    }
    return errors;
  }
  if (Array.isArray(body?.errors) && typeof body.errors[0] === 'string') {
    return { form: body.errors.join(' ') };
  }
  return { form: t.failed };
}

/**
 * The staff's tools for the chosen days: the nightly rate, minimum nights, whether stays may
 * start, a block with its reason or lifting the blocks. Checked with the contract's rules before
 * it is sent; the server's refusals (a block over a booking, a value out of range) are shown at
 * their fields.
 */
export function CalendarEditForm({
  villaId,
  window,
  range,
  taken,
  onSaved,
  onClear,
}: CalendarEditFormProps) {
  const id = useId();
  const [values, setValues] = useState<CalendarFormValues>(EMPTY_CALENDAR_FORM);
  const [errors, setErrors] = useState<CalendarFormErrors>({});
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const rangeKey = range ? `${range.from}/${range.to}` : '';

  useEffect(() => {
    setErrors({});
    setSaved(null);
  }, [rangeKey]);

  const set = <K extends keyof CalendarFormValues>(key: K, value: CalendarFormValues[K]) => {
    setValues((old) => ({ ...old, [key]: value }));
    setSaved(null);
  };

  if (!range) {
    return (
      <section className="card office-calendar__form" aria-labelledby={`${id}-heading`}>
        <h2 id={`${id}-heading`}>{t.heading}</h2>
        <p className="muted">{t.none}</p>
      </section>
    );
  }

  const rangeText = t.range(shortDate(range.from), shortDate(range.to), daysInRange(range));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const edit = calendarEditOf(range, values);
    const problems = calendarEditProblems(edit, window);
    setErrors(problems);
    setSaved(null);
    if (Object.keys(problems).length > 0) return;
    setSaving(true);
    try {
      const answer = await editVillaCalendar(villaId, edit);
      onSaved(answer.days);
      setValues(EMPTY_CALENDAR_FORM);
      setSaved(t.saved(rangeText));
    } catch (error) {
      setErrors(errorsOfFailure(error));
    } finally {
      setSaving(false);
    }
  };

  const field = (name: keyof CalendarFormErrors) => ({
    id: `${id}-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': [`${id}-${name}-hint`, errors[name] ? `${id}-${name}-error` : '']
      .filter(Boolean)
      .join(' '),
  });
  const errorOf = (name: keyof CalendarFormErrors) =>
    errors[name] ? (
      <p className="field__error" id={`${id}-${name}-error`}>
        {errors[name]}
      </p>
    ) : null;

  return (
    <section className="card office-calendar__form" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} ref={headingRef} tabIndex={-1}>
        {t.heading}
      </h2>
      <p className="office-calendar__range" id={`${id}-range`}>
        <strong>{rangeText}</strong>
      </p>
      {errorOf('range')}
      {taken.length > 0 ? <p className="muted">{t.bookedIn(taken.join(', '))}</p> : null}
      <form noValidate onSubmit={(event) => void submit(event)} aria-describedby={`${id}-range`}>
        <div className={`field${errors.nightlyRate ? ' field--invalid' : ''}`}>
          <label htmlFor={`${id}-nightlyRate`}>{t.nightlyRate}</label>
          <input
            {...field('nightlyRate')}
            inputMode="decimal"
            autoComplete="off"
            value={values.nightlyRate}
            onChange={(e) => set('nightlyRate', e.target.value)}
          />
          <p className="field__hint" id={`${id}-nightlyRate-hint`}>
            {t.nightlyRateHint}
          </p>
          {errorOf('nightlyRate')}
        </div>
        <div className={`field${errors.minNights ? ' field--invalid' : ''}`}>
          <label htmlFor={`${id}-minNights`}>{t.minNights}</label>
          <input
            {...field('minNights')}
            inputMode="numeric"
            autoComplete="off"
            value={values.minNights}
            onChange={(e) => set('minNights', e.target.value)}
          />
          <p className="field__hint" id={`${id}-minNights-hint`}>
            {t.minNightsHint}
          </p>
          {errorOf('minNights')}
        </div>
        <div className={`field${errors.arrival ? ' field--invalid' : ''}`}>
          <label htmlFor={`${id}-arrival`}>{t.arrival}</label>
          <select
            {...field('arrival')}
            value={values.arrival}
            onChange={(e) => set('arrival', e.target.value as CalendarFormValues['arrival'])}
          >
            <option value="keep">{t.arrivalKeep}</option>
            <option value="yes">{t.arrivalYes}</option>
            <option value="no">{t.arrivalNo}</option>
          </select>
          {errorOf('arrival')}
        </div>
        <fieldset className="office-calendar__block">
          <legend>{t.blockLegend}</legend>
          {(
            [
              ['keep', t.blockKeep],
              ['set', t.blockSet],
              ['clear', t.blockClear],
            ] as const
          ).map(([mode, label]) => (
            <label key={mode} className="office-calendar__choice">
              <input
                type="radio"
                name={`${id}-block`}
                value={mode}
                checked={values.block === mode}
                onChange={() => set('block', mode)}
              />
              {label}
            </label>
          ))}
          {values.block === 'set' ? (
            <>
              <div className={`field${errors.reason ? ' field--invalid' : ''}`}>
                <label htmlFor={`${id}-reason`}>{t.reason}</label>
                <select
                  {...field('reason')}
                  aria-required
                  value={values.reason}
                  onChange={(e) => set('reason', e.target.value as CalendarFormValues['reason'])}
                >
                  <option value="">{t.reasonChoose}</option>
                  {BLOCK_REASONS.map((reason) => (
                    <option key={reason} value={reason}>
                      {BLOCK_REASON_NAMES[reason]}
                    </option>
                  ))}
                </select>
                {errorOf('reason')}
              </div>
              <div className={`field${errors.note ? ' field--invalid' : ''}`}>
                <label htmlFor={`${id}-note`}>{t.note}</label>
                <textarea
                  {...field('note')}
                  rows={2}
                  value={values.note}
                  onChange={(e) => set('note', e.target.value)}
                />
                {errorOf('note')}
              </div>
            </>
          ) : null}
        </fieldset>
        {errors.form ? (
          <Alert variant="danger" title={t.refused} live>
            <p>{errors.form}</p>
          </Alert>
        ) : null}
        {saved ? (
          <Alert variant="success" live>
            <p>{saved}</p>
          </Alert>
        ) : null}
        <div className="office-calendar__actions">
          <button type="submit" className="button button--primary" disabled={saving}>
            {saving ? t.submitting : t.submit}
          </button>
          <button type="button" className="button" onClick={onClear}>
            {t.clear}
          </button>
        </div>
      </form>
    </section>
  );
}
