import { useId, useState, type KeyboardEvent } from 'react';
import { useForm, fieldName } from '@villa/shared/forms';
import {
  agentOfficeEndpoints,
  DEFAULT_LOOKUP_COUNTRY_ID,
  postcodeLookupTexts,
} from '@villa/shared/contract';
import { callEndpoint } from '@villa/shared/api';
import { useMutation } from '@villa/shared/query';
import { formTexts } from '@villa/shared/texts';
import { Spinner } from '@villa/shared/ui';

export interface PostcodeLookupProps {
  /** Prefix of the address block's fields. */
  prefix?: string;
}

const t = formTexts.lookup;

/**
 * UK postcode lookup: type a postcode, press the button or Enter (an empty box does nothing),
 * then choose from the addresses found; the choice fills address1, address2, town, county and
 * postcode and sets the country to 82. The server's error string shows as the field's
 * invalid feedback.
 */
export function PostcodeLookup({ prefix }: PostcodeLookupProps) {
  const id = useId();
  const form = useForm();
  const [query, setQuery] = useState('');
  const [chosen, setChosen] = useState('');
  // What the page shows is the latest lookup's: an earlier answer arriving late is not shown.
  const search = useMutation({
    mutationFn: (q: string) =>
      callEndpoint(agentOfficeEndpoints.postcodeLookup, {
        query: { q },
        showErrorDialog: false,
      }),
    onMutate: () => setChosen(''),
  });
  const answer = search.data;
  const address = answer && !('error' in answer) ? answer.FullAddress : undefined;

  const lookup = () => {
    const q = query.trim();
    if (q) search.mutate(q);
  };

  const choose = (premise: string) => {
    if (!address) return;
    setChosen(premise);
    if (!premise) return;
    const set = (field: string, value: unknown) => {
      form.change(fieldName(prefix, field), value);
      form.blur(fieldName(prefix, field));
    };
    form.batch(() => {
      set('address1', premise);
      set('address2', address.Address2);
      set('addTown', address.Town);
      set('addCounty', address.County);
      set('addPostcode', address.Postcode);
      set('addCountryId', DEFAULT_LOOKUP_COUNTRY_ID);
    });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    // Enter looks up; it must not submit the surrounding form.
    event.preventDefault();
    lookup();
  };

  const error = search.isError
    ? postcodeLookupTexts.unavailable
    : answer && 'error' in answer
      ? answer.error
      : undefined;
  return (
    <div className="lookup">
      <div className={`field${error ? ' field--invalid' : ''}`}>
        <label htmlFor={`${id}-q`}>{t.label}</label>
        <div className="lookup__row">
          <input
            id={`${id}-q`}
            type="text"
            autoComplete="postal-code"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            onKeyDown={onKeyDown}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          />
          <button type="button" className="button" onClick={lookup} disabled={search.isPending}>
            {t.button}
          </button>
        </div>
        <p className="field__hint" id={`${id}-hint`}>
          {t.hint}
        </p>
        {error ? (
          <p className="field__error" id={`${id}-error`} role="alert">
            {error}
          </p>
        ) : null}
      </div>
      {search.isPending ? <Spinner size="small" label={t.searching} /> : null}
      {address ? (
        <div className="field">
          <label htmlFor={`${id}-choose`}>{t.choose}</label>
          <select
            id={`${id}-choose`}
            value={chosen}
            onChange={(event) => choose(event.target.value)}
            autoFocus
          >
            <option value="">{t.choosePlaceholder(address.Premises.length)}</option>
            {address.Premises.map((premise) => (
              <option key={premise} value={premise}>
                {[premise, address.Address2, address.Town].filter(Boolean).join(', ')}
              </option>
            ))}
          </select>
          {chosen ? (
            <p className="field__hint" role="status">
              {t.filled}
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
