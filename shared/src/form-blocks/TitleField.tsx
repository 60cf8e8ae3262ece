import { useId, useState } from 'react';
import { PERSON_TITLE_OTHER, PERSON_TITLES, fieldLabels } from '@villa/shared/contract';
import { controlAria, shownError, useField } from '@villa/shared/forms';
import { formTexts } from '@villa/shared/texts';

const t = formTexts.title;

/**
 * Title as a list (Mr, Mrs, Ms, Miss, Dr) with "Other" opening a box for any other title
 * (issue 16). The form holds the title itself, whichever way it was given, so the contract's
 * one rule (titleField) checks it on the page and on the server; a stored title that is not
 * in the list comes back as "Other" with its text.
 */
export function TitleField({ name }: { name: string }) {
  const id = useId();
  const otherId = useId();
  const { input, meta } = useField<string>(name, { format: (value) => value ?? '' });
  const value = input.value ?? '';
  const listed = (PERSON_TITLES as readonly string[]).includes(value);
  // "Other" picked with nothing typed yet has no value to tell it by: remember the choice.
  const [otherPicked, setOtherPicked] = useState(false);
  const other = otherPicked || (value !== '' && !listed);
  const error = shownError(meta);
  const aria = controlAria(id, { error, required: true });

  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <label htmlFor={id}>
        {fieldLabels.title}
        <span className="field__required" aria-hidden="true">
          {' '}
          *
        </span>
      </label>
      <select
        id={id}
        name={input.name}
        value={other ? PERSON_TITLE_OTHER : value}
        autoComplete="honorific-prefix"
        {...(other ? { 'aria-required': true } : aria)}
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
        <option value="">{t.placeholder}</option>
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
            {...controlAria(id, { error, required: true })}
          />
        </div>
      ) : null}
      {error ? (
        <p className="field__error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
