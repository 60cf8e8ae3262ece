import { useEffect, useId, useState } from 'react';
import { Field, type FieldMetaState } from 'react-final-form';
import { formatDate, parseDateInput, toApiDate } from '@villa/shared/format';
import { formTexts } from '@villa/shared/texts';

/** The message to show for a field: once touched, or after a submit attempt. */
export function shownError(meta: FieldMetaState<unknown>): string | undefined {
  return (meta.touched || meta.submitFailed) && (meta.error || meta.submitError)
    ? String(meta.error || meta.submitError)
    : undefined;
}

function describedBy(id: string, hint: unknown, error: unknown, extra?: string) {
  return (
    [hint ? `${id}-hint` : '', error ? `${id}-error` : '', extra ?? ''].filter(Boolean).join(' ') ||
    undefined
  );
}

function Label({ id, label, required }: { id: string; label: string; required?: boolean }) {
  return (
    <label htmlFor={id}>
      {label}
      {required ? (
        <span className="field__required" aria-hidden="true">
          {' '}
          *
        </span>
      ) : null}
    </label>
  );
}

function HintAndError({ id, hint, error }: { id: string; hint?: string; error?: string }) {
  return (
    <>
      {hint ? (
        <p className="field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className="field__error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </>
  );
}

export interface SelectFieldProps {
  name: string;
  label: string;
  options: readonly { value: string | number; text: string }[];
  placeholder: string;
  required?: boolean;
  hint?: string;
  autoComplete?: string;
  /** Numeric values are stored as numbers (a country id), '' as undefined. */
  numeric?: boolean;
}

/** A labelled select bound to react-final-form. */
export function SelectField({
  name,
  label,
  options,
  placeholder,
  required,
  hint,
  autoComplete,
  numeric,
}: SelectFieldProps) {
  const id = useId();
  return (
    <Field
      name={name}
      parse={(value: string) => (value === '' ? undefined : numeric ? Number(value) : value)}
      format={(value: unknown) => (value === undefined || value === null ? '' : String(value))}
    >
      {({ input, meta }) => {
        const error = shownError(meta);
        return (
          <div className={`field${error ? ' field--invalid' : ''}`}>
            <Label id={id} label={label} required={required} />
            <select
              {...input}
              id={id}
              autoComplete={autoComplete}
              aria-invalid={error ? true : undefined}
              aria-required={required || undefined}
              aria-describedby={describedBy(id, hint, error)}
            >
              <option value="">{placeholder}</option>
              {options.map((option) => (
                <option key={option.value} value={String(option.value)}>
                  {option.text}
                </option>
              ))}
            </select>
            <HintAndError id={id} hint={hint} error={error} />
          </div>
        );
      }}
    </Field>
  );
}

export interface TextAreaFieldProps {
  name: string;
  label: string;
  maxLength: number;
  hint?: string;
  rows?: number;
}

/** A labelled textarea with a live character count against its limit. */
export function TextAreaField({ name, label, maxLength, hint, rows = 5 }: TextAreaFieldProps) {
  const id = useId();
  return (
    <Field name={name}>
      {({ input, meta }) => {
        const error = shownError(meta);
        const used = String(input.value ?? '').length;
        return (
          <div className={`field${error ? ' field--invalid' : ''}`}>
            <Label id={id} label={label} />
            <textarea
              {...input}
              id={id}
              rows={rows}
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy(id, hint, error, `${id}-count`)}
            />
            <p
              className={`field__count${used > maxLength ? ' field__count--over' : ''}`}
              id={`${id}-count`}
            >
              {formTexts.sendPdf.messageCount(used, maxLength)}
            </p>
            <HintAndError id={id} hint={hint} error={error} />
          </div>
        );
      }}
    </Field>
  );
}

export interface CheckboxFieldProps {
  name: string;
  label: string;
}

/** A checkbox bound to a boolean value. */
export function CheckboxField({ name, label }: CheckboxFieldProps) {
  const id = useId();
  return (
    <Field name={name} type="checkbox">
      {({ input }) => (
        <div className="field">
          <label className="choice" htmlFor={id}>
            <input {...input} id={id} type="checkbox" />
            {label}
          </label>
        </div>
      )}
    </Field>
  );
}

export interface RadioGroupFieldProps {
  name: string;
  label: string;
  options: readonly { value: string; text: string }[];
  required?: boolean;
}

/** A set of radio buttons in a fieldset whose legend is the question. */
export function RadioGroupField({ name, label, options, required }: RadioGroupFieldProps) {
  const id = useId();
  return (
    <Field
      name={name}
      subscription={{ touched: true, error: true, submitFailed: true, submitError: true }}
    >
      {({ meta }) => {
        const error = shownError(meta);
        return (
          <fieldset
            className={`choice-group${error ? ' field--invalid' : ''}`}
            aria-describedby={error ? `${id}-error` : undefined}
            aria-invalid={error ? true : undefined}
          >
            <legend>
              {label}
              {required ? (
                <span className="field__required" aria-hidden="true">
                  {' '}
                  *
                </span>
              ) : null}
            </legend>
            <div className="choice-group__options">
              {options.map((option) => (
                <Field key={option.value} name={name} type="radio" value={option.value}>
                  {({ input }) => (
                    <label className="choice">
                      <input {...input} type="radio" />
                      {option.text}
                    </label>
                  )}
                </Field>
              ))}
            </div>
            <HintAndError id={id} error={error} />
          </fieldset>
        );
      }}
    </Field>
  );
}

export interface DateFieldProps {
  name: string;
  label: string;
  required?: boolean;
  hint?: string;
}

/**
 * A typed date. Accepts DD/MMM/YYYY, DD/MM/YYYY (en-GB short date), YYYY-MM-DD and
 * YYYY/MM/DD; the form holds YYYY-MM-DD once the text is a date, and the text itself while it
 * is not (so validation can say so).
 */
export function DateField({ name, label, required, hint = formTexts.dobHint }: DateFieldProps) {
  const id = useId();
  return (
    <Field name={name}>
      {({ input, meta }) => (
        <DateInput
          id={id}
          label={label}
          required={required}
          hint={hint}
          value={String(input.value ?? '')}
          onChange={input.onChange}
          onBlur={input.onBlur}
          onFocus={input.onFocus}
          error={shownError(meta)}
        />
      )}
    </Field>
  );
}

/** YYYY-MM-DD shown as DD/MM/YYYY; anything else as it is. */
const asText = (value: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) ? formatDate(value, 'DD/MM/YYYY') || value : value;

function DateInput(props: {
  id: string;
  label: string;
  required?: boolean;
  hint?: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  onFocus: () => void;
}) {
  const { id, value, error } = props;
  const [text, setText] = useState(() => asText(value));
  // A value set from outside (a reset, a loaded record) replaces what is shown.
  useEffect(() => {
    setText((current) => {
      const parsed = parseDateInput(current);
      const currentValue = parsed ? toApiDate(parsed) : current;
      return currentValue === value ? current : asText(value);
    });
  }, [value]);
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <Label id={id} label={props.label} required={props.required} />
      <input
        id={id}
        type="text"
        inputMode="numeric"
        autoComplete="bday"
        value={text}
        aria-invalid={error ? true : undefined}
        aria-required={props.required || undefined}
        aria-describedby={describedBy(id, props.hint, error)}
        onFocus={props.onFocus}
        onChange={(event) => {
          setText(event.target.value);
          const parsed = parseDateInput(event.target.value);
          props.onChange(parsed ? toApiDate(parsed) : event.target.value.trim());
        }}
        onBlur={() => {
          const parsed = parseDateInput(text);
          if (parsed) setText(parsed.format('DD/MM/YYYY'));
          props.onBlur();
        }}
      />
      <HintAndError id={id} hint={props.hint} error={error} />
    </div>
  );
}
