import { useId, type ReactNode } from 'react';
import { Field, type FieldMetaState } from 'react-final-form';
import { formTexts } from '@villa/shared/texts';

/** The message to show for a field: once touched, or after a submit attempt. */
export function shownError(meta: FieldMetaState<unknown>): string | undefined {
  return (meta.touched || meta.submitFailed) && (meta.error || meta.submitError)
    ? String(meta.error || meta.submitError)
    : undefined;
}

/** The aria-describedby of a field: its hint, its error and anything extra. */
function describedBy(id: string, hint: unknown, error: unknown, extra?: string) {
  return (
    [hint ? `${id}-hint` : '', error ? `${id}-error` : '', extra ?? ''].filter(Boolean).join(' ') ||
    undefined
  );
}

/** The accessibility attributes of a field's control, matching what FieldFrame renders. */
export function controlAria(
  id: string,
  {
    hint,
    error,
    required,
    extra,
  }: { hint?: string; error?: string; required?: boolean; extra?: string },
) {
  return {
    'aria-invalid': error ? true : undefined,
    'aria-required': required || undefined,
    'aria-describedby': describedBy(id, hint, error, extra),
  } as const;
}

export interface FieldFrameProps {
  /** The control's id (the label points at it). */
  id: string;
  label: string;
  required?: boolean;
  hint?: string;
  error?: string;
  /** The control, and anything shown between it and the hint. */
  children: ReactNode;
}

/**
 * Every labelled field's frame: the label with its required marker, the control, then the
 * hint and the error (ids as controlAria describes them), red once invalid.
 */
export function FieldFrame({ id, label, required, hint, error, children }: FieldFrameProps) {
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <label htmlFor={id}>
        {label}
        {required ? <RequiredMark /> : null}
      </label>
      {children}
      <HintAndError id={id} hint={hint} error={error} />
    </div>
  );
}

function RequiredMark() {
  return (
    <span className="field__required" aria-hidden="true">
      {' '}
      *
    </span>
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
          <FieldFrame id={id} label={label} required={required} hint={hint} error={error}>
            <select
              {...input}
              id={id}
              autoComplete={autoComplete}
              {...controlAria(id, { hint, error, required })}
            >
              <option value="">{placeholder}</option>
              {options.map((option) => (
                <option key={option.value} value={String(option.value)}>
                  {option.text}
                </option>
              ))}
            </select>
          </FieldFrame>
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
          <FieldFrame id={id} label={label} hint={hint} error={error}>
            <textarea
              {...input}
              id={id}
              rows={rows}
              {...controlAria(id, { hint, error, extra: `${id}-count` })}
            />
            <p
              className={`field__count${used > maxLength ? ' field__count--over' : ''}`}
              id={`${id}-count`}
            >
              {formTexts.sendPdf.messageCount(used, maxLength)}
            </p>
          </FieldFrame>
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
              {required ? <RequiredMark /> : null}
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
