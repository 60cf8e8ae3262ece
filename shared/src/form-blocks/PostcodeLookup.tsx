import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useForm, fieldName } from '@villa/shared/forms';
import {
  DEFAULT_LOOKUP_COUNTRY_ID,
  postcodeLookupTexts,
  type PostcodeFullAddress,
  type PostcodeLookupResponse,
} from '@villa/shared/contract';
import { ApiError, sendRequest } from '@villa/shared/api';
import { formTexts } from '@villa/shared/texts';
import { Spinner } from '@villa/shared/ui';

export interface PostcodeLookupProps {
  /** Prefix of the address block's fields. */
  prefix?: string;
}

type LookupState =
  | { kind: 'idle' }
  | { kind: 'searching' }
  | { kind: 'error'; message: string }
  | { kind: 'found'; address: PostcodeFullAddress; chosen: string };

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
  const [state, setState] = useState<LookupState>({ kind: 'idle' });
  const current = useRef<AbortController | null>(null);

  const lookup = async () => {
    const q = query.trim();
    if (!q) return;
    current.current?.abort();
    const controller = new AbortController();
    current.current = controller;
    setState({ kind: 'searching' });
    try {
      const { data } = await sendRequest<PostcodeLookupResponse>('/postcode-lookup', {
        params: { q },
        showErrorDialog: false,
        signal: controller.signal,
      });
      if ('error' in data) setState({ kind: 'error', message: data.error });
      else setState({ kind: 'found', address: data.FullAddress, chosen: '' });
    } catch (error) {
      if (error instanceof ApiError && error.aborted) return;
      setState({ kind: 'error', message: postcodeLookupTexts.unavailable });
    }
  };

  const choose = (premise: string) => {
    if (state.kind !== 'found') return;
    setState({ ...state, chosen: premise });
    if (!premise) return;
    const { address } = state;
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
    void lookup();
  };

  const error = state.kind === 'error' ? state.message : undefined;
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
          <button
            type="button"
            className="button"
            onClick={() => void lookup()}
            disabled={state.kind === 'searching'}
          >
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
      {state.kind === 'searching' ? <Spinner size="small" label={t.searching} /> : null}
      {state.kind === 'found' ? (
        <div className="field">
          <label htmlFor={`${id}-choose`}>{t.choose}</label>
          <select
            id={`${id}-choose`}
            value={state.chosen}
            onChange={(event) => choose(event.target.value)}
            autoFocus
          >
            <option value="">{t.choosePlaceholder(state.address.Premises.length)}</option>
            {state.address.Premises.map((premise) => (
              <option key={premise} value={premise}>
                {[premise, state.address.Address2, state.address.Town].filter(Boolean).join(', ')}
              </option>
            ))}
          </select>
          {state.chosen ? (
            <p className="field__hint" role="status">
              {t.filled}
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
