import { useEffect, useId, useState } from 'react';
import { controlAria, Field, FieldFrame, shownError } from '@villa/shared/forms';
import { formatDate, parseDateInput, toApiDate } from '@villa/shared/format';
import { formTexts } from '@villa/shared/texts';

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
    <FieldFrame
      id={id}
      label={props.label}
      required={props.required}
      hint={props.hint}
      error={error}
    >
      <input
        id={id}
        type="text"
        inputMode="numeric"
        autoComplete="bday"
        value={text}
        {...controlAria(id, { hint: props.hint, error, required: props.required })}
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
    </FieldFrame>
  );
}
