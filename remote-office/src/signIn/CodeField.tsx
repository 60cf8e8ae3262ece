import { useEffect, useId, useRef } from 'react';
import { controlAria, Field, FieldFrame, shownError } from '@villa/shared/forms';

export interface CodeFieldProps {
  name?: string;
  label: string;
  hint: string;
  required?: boolean;
  /** Only the app's 6 digits are asked for (enrolment): the phone shows its number pad. */
  digitsOnly?: boolean;
  /**
   * Focuses the field whenever it changes to a new value other than 0: the page counts the
   * server's refusals of a code up, so each wrong code puts the cursor back here.
   */
  focusKey?: number;
}

/**
 * The code of an authenticator app (or a recovery code): a text field the phone's keyboard and
 * the browser's one-time-code filling know, the code's message shown at it.
 */
export function CodeField({
  name = 'code',
  label,
  hint,
  required,
  digitsOnly,
  focusKey = 0,
}: CodeFieldProps) {
  const id = useId();
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (focusKey === 0) return;
    // Selected, so the next code typed replaces the refused one.
    ref.current?.focus();
    ref.current?.select();
  }, [focusKey]);
  return (
    <Field name={name}>
      {({ input, meta }) => {
        const error = shownError(meta);
        return (
          <FieldFrame id={id} label={label} required={required} hint={hint} error={error}>
            <input
              {...input}
              ref={ref}
              id={id}
              type="text"
              className="office-code"
              autoComplete="one-time-code"
              autoCapitalize="off"
              autoCorrect="off"
              spellCheck={false}
              inputMode={digitsOnly ? 'numeric' : undefined}
              maxLength={32}
              {...controlAria(id, { hint, error, required })}
            />
          </FieldFrame>
        );
      }}
    </Field>
  );
}
