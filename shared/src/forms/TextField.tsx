import { useId } from 'react';
import { Field } from 'react-final-form';
import { controlAria, FieldFrame, shownError } from './fields';

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
        const error = shownError(meta);
        return (
          <FieldFrame id={id} label={label} required={required} hint={hint} error={error}>
            <input
              {...input}
              id={id}
              autoComplete={autoComplete}
              {...controlAria(id, { hint, error, required })}
              autoFocus={autoFocus}
            />
          </FieldFrame>
        );
      }}
    </Field>
  );
}
