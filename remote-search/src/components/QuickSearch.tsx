import { useId, useState, type FormEvent } from 'react';
import { QUICK_SEARCH_MAX_LENGTH, QUICK_SEARCH_MIN_LENGTH } from '@villa/shared/contract';
import { searchTexts } from '../texts';

const t = searchTexts.quick;

export interface QuickSearchProps {
  q: string;
  onSearch: (q: string) => void;
}

/** Quick search by property code: at least 2 characters, matched anywhere in the code. */
export function QuickSearch({ q, onSearch }: QuickSearchProps) {
  const [text, setText] = useState(q);
  const [shown, setShown] = useState(q);
  const [error, setError] = useState<string | null>(null);
  const id = useId();

  if (shown !== q) {
    setShown(q);
    setText(q);
    setError(null);
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = text.trim();
    if (value.length > 0 && value.length < QUICK_SEARCH_MIN_LENGTH) {
      setError(t.tooShort);
      return;
    }
    setError(null);
    onSearch(value);
  };

  return (
    <form className="quick-search" role="search" onSubmit={submit} noValidate aria-label={t.form}>
      <div className={`field${error ? ' field--invalid' : ''}`}>
        <label htmlFor={`${id}-q`}>{t.label}</label>
        <div className="quick-search__row">
          <input
            id={`${id}-q`}
            name="q"
            type="search"
            autoComplete="off"
            spellCheck={false}
            maxLength={QUICK_SEARCH_MAX_LENGTH}
            placeholder={t.placeholder}
            value={text}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(event) => setText(event.target.value)}
          />
          <button type="submit" className="button">
            {t.submit}
          </button>
        </div>
        {error ? (
          <p className="field__error" id={`${id}-error`} role="alert">
            {error}
          </p>
        ) : null}
      </div>
      {q ? (
        <p className="quick-search__active">
          {t.active(q)}{' '}
          <button type="button" className="link-button" onClick={() => onSearch('')}>
            {t.clear}
          </button>
        </p>
      ) : null}
    </form>
  );
}
