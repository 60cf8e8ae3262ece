import { useId } from 'react';
import { Field } from '@villa/shared/forms';

export interface AcceptTermsFieldProps {
  name: string;
  label: string;
}

/** A required checkbox with its message (the shared CheckboxField shows none). */
export function AcceptTermsField({ name, label }: AcceptTermsFieldProps) {
  const id = useId();
  return (
    <Field name={name} type="checkbox">
      {({ input, meta }) => {
        const error =
          (meta.touched || meta.submitFailed) && (meta.error || meta.submitError)
            ? String(meta.error || meta.submitError)
            : undefined;
        return (
          <div className={`field${error ? ' field--invalid' : ''}`}>
            <label className="choice" htmlFor={id}>
              <input
                {...input}
                id={id}
                type="checkbox"
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-error` : undefined}
                aria-required
              />
              {label}
            </label>
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
