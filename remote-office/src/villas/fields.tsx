import { useId } from 'react';
import { controlAria, Field, FieldFrame, shownError, useField, useForm } from '@villa/shared/forms';
import type { OfficeVillaOptionsResponse } from '@villa/shared/contract';
import { officeTexts } from '../texts';

const t = officeTexts.villaForm;

export interface NumberFieldProps {
  name: string;
  label: string;
  required?: boolean;
  hint?: string;
  /** Pounds, percentages, degrees: a decimal keyboard on phones. */
  decimal?: boolean;
}

/**
 * A number typed as text: the form keeps the text until it is a number (villaFormValues.ts),
 * so "12." or "1.05" type naturally and "abc" gets the field's own message.
 */
export function NumberField({ name, label, required, hint, decimal }: NumberFieldProps) {
  const id = useId();
  return (
    <Field
      name={name}
      format={(value: unknown) => (value === undefined || value === null ? '' : String(value))}
      parse={(value: string) => value}
    >
      {({ input, meta }) => {
        const error = shownError(meta);
        return (
          <FieldFrame id={id} label={label} required={required} hint={hint} error={error}>
            <input
              {...input}
              id={id}
              type="text"
              inputMode={decimal ? 'decimal' : 'numeric'}
              className="office-number"
              {...controlAria(id, { hint, error, required })}
            />
          </FieldFrame>
        );
      }}
    </Field>
  );
}

/** A list's items, and adding and removing them, with no library for arrays. */
export function useListField<T>(name: string) {
  const form = useForm();
  const { input } = useField<T[]>(name, { subscription: { value: true } });
  const items = (Array.isArray(input.value) ? input.value : []) as T[];
  return {
    items,
    add: (item: T) => form.change(name, [...items, item]),
    remove: (index: number) =>
      form.change(
        name,
        items.filter((_, i) => i !== index),
      ),
  };
}

/** The facilities, ticked by code, in the two sections agents see them in. */
export function FacilitiesField({
  features,
}: {
  features: OfficeVillaOptionsResponse['features'];
}) {
  const form = useForm();
  const { input } = useField<{ code: string }[]>('features', { subscription: { value: true } });
  const chosen = new Set((Array.isArray(input.value) ? input.value : []).map((f) => f.code));
  const toggle = (code: string) => {
    const next = chosen.has(code) ? [...chosen].filter((c) => c !== code) : [...chosen, code];
    form.change(
      'features',
      next.map((c) => ({ code: c })),
    );
  };
  return (
    <>
      {(['accommodation', 'outdoorliving'] as const).map((section) => (
        <fieldset key={section} className="choice-group">
          <legend>{t.facilitySections[section]}</legend>
          <div className="office-choices">
            {features
              .filter((f) => f.section === section)
              .map((f) => (
                <label key={f.code} className="choice">
                  <input
                    type="checkbox"
                    checked={chosen.has(f.code)}
                    onChange={() => toggle(f.code)}
                  />
                  {f.name}
                </label>
              ))}
          </div>
        </fieldset>
      ))}
    </>
  );
}
