import { useId, useState } from 'react';
import { PERSON_TITLE_OTHER, PERSON_TITLES, fieldLabels } from '@villa/shared/contract';
import { FieldFrame, controlAria, shownError, useField } from '@villa/shared/forms';
import { formTexts } from '@villa/shared/texts';

const t = formTexts.title;

/**
 * The one title list (Mr, Mrs, Ms, Miss, Dr, and "Other" opening a box for any other title):
 * the lead's TitleField and every additional passenger's row. Not part of the blocks' public
 * surface; TitleField is. The form holds the title itself, whichever way it was given, so the
 * contract's rule (titleField, optionalTitleField) checks it on the page and on the server; a
 * stored title that is not in the list comes back as "Other" with its text.
 */
export function TitleSelect({ name, required }: { name: string; required: boolean }) {
  const id = useId();
  const otherId = useId();
  const { input, meta } = useField<string>(name, { format: (value) => value ?? '' });
  const value = input.value ?? '';
  const listed = (PERSON_TITLES as readonly string[]).includes(value);
  // "Other" picked with nothing typed yet has no value to tell it by: remember the choice.
  const [otherPicked, setOtherPicked] = useState(false);
  const other = otherPicked || (value !== '' && !listed);
  const error = shownError(meta);
  const hint = required ? undefined : formTexts.optional;
  const aria = controlAria(id, { hint, error, required });

  return (
    <FieldFrame id={id} label={fieldLabels.title} required={required} hint={hint} error={error}>
      <select
        id={id}
        name={input.name}
        value={other ? PERSON_TITLE_OTHER : value}
        autoComplete={required ? 'honorific-prefix' : 'off'}
        {...(other ? { 'aria-required': required || undefined } : aria)}
        onChange={(event) => {
          const choice = event.target.value;
          const picksOther = choice === PERSON_TITLE_OTHER;
          setOtherPicked(picksOther);
          input.onChange(picksOther ? '' : choice);
        }}
        onFocus={input.onFocus}
        // With "Other" the box below is the field: its leaving counts, not the list's.
        onBlur={other ? undefined : input.onBlur}
      >
        <option value="">{required ? t.placeholder : t.none}</option>
        {PERSON_TITLES.map((title) => (
          <option key={title} value={title}>
            {title}
          </option>
        ))}
        <option value={PERSON_TITLE_OTHER}>{t.other}</option>
      </select>
      {other ? (
        <div className="field__other">
          <label htmlFor={otherId}>{t.otherLabel}</label>
          <input
            id={otherId}
            type="text"
            value={value}
            maxLength={20}
            onChange={(event) => input.onChange(event.target.value)}
            onFocus={input.onFocus}
            onBlur={input.onBlur}
            {...controlAria(id, { hint, error, required })}
          />
        </div>
      ) : null}
    </FieldFrame>
  );
}
