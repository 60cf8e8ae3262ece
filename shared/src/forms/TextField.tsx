import { useId } from 'react';
import { Field } from 'react-final-form';

export interface TextFieldProps {
  name: string;
  label: string;
  type?: 'text' | 'email' | 'password' | 'tel' | 'number' | 'date';
  autoComplete?: string;
  hint?: string;
  required?: boolean;
  autoFocus?: boolean;
}

/**
 * A labelled input bound to react-final-form. Its message shows once the field has been
 * touched (or a submit was tried), linked to the input with aria-describedby.
 */
export function TextField({
  name,
  label,
  type = 'text',
  autoComplete,
  hint,
  required,
  autoFocus,
}: TextFieldProps) {
  const id = useId();
  return (
    <Field name={name} type={type}>
      {({ input, meta }) => {
        const error =
          (meta.touched || meta.submitFailed) && (meta.error || meta.submitError)
            ? String(meta.error || meta.submitError)
            : undefined;
        const describedBy = [hint && `${id}-hint`, error && `${id}-error`]
          .filter(Boolean)
          .join(' ');
        return (
          <div className={`field${error ? ' field--invalid' : ''}`}>
            <label htmlFor={id}>
              {label}
              {required ? (
                <span className="field__required" aria-hidden="true">
                  {' '}
                  *
                </span>
              ) : null}
            </label>
            <input
              {...input}
              id={id}
              autoComplete={autoComplete}
              aria-invalid={error ? true : undefined}
              aria-required={required || undefined}
              aria-describedby={describedBy || undefined}
              autoFocus={autoFocus}
            />
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
          </div>
        );
      }}
    </Field>
  );
}
