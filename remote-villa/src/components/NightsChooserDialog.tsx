import { useEffect, useId, useState, type FormEvent } from 'react';
import type { NightsOptionsResponse } from '@villa/shared/contract';
import { formatDate, formatMoney } from '@villa/shared/format';
import { Alert, Modal, Spinner } from '@villa/shared/ui';
import { villaTexts } from '../texts';

const t = villaTexts.nights;

export interface NightsChooserDialogProps {
  /** The arrival day chosen in the calendar (YYYY-MM-DD). */
  arrival: string;
  /** Loads the nights a stay from that day may last (GET /property-nights-options/...). */
  load: (arrival: string, signal: AbortSignal) => Promise<NightsOptionsResponse>;
  /** Nights to preselect when that option is open (the stay being looked at). */
  preferredNights?: number | null;
  onSubmit: (nights: number) => void;
  onClose: () => void;
}

type State =
  { phase: 'loading' } | { phase: 'failed' } | { phase: 'ready'; answer: NightsOptionsResponse };

/**
 * The nights chooser (docs/villa.md, Choosing a stay): after an arrival day is chosen, the agent picks how
 * many nights from the options the server allows (the others are listed, disabled) and
 * presses Submit. A day where no length fits shows the server's reason, for the minimum
 * nights "Minimum number of nights will not fit in here. Please choose a different date."
 */
export function NightsChooserDialog({
  arrival,
  load,
  preferredNights,
  onSubmit,
  onClose,
}: NightsChooserDialogProps) {
  const [state, setState] = useState<State>({ phase: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [nights, setNights] = useState<string>('');
  const selectId = useId();

  useEffect(() => {
    const controller = new AbortController();
    setState({ phase: 'loading' });
    load(arrival, controller.signal).then(
      (answer) => {
        setState({ phase: 'ready', answer });
        if ('nightOptions' in answer) {
          const open = answer.nightOptions.filter((o) => !o.disabled);
          const preferred = open.find((o) => o.nights === preferredNights) ?? open[0];
          setNights(preferred ? String(preferred.nights) : '');
        }
      },
      () => {
        if (!controller.signal.aborted) setState({ phase: 'failed' });
      },
    );
    return () => controller.abort();
  }, [arrival, load, preferredNights, attempt]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (nights) onSubmit(Number(nights));
  };

  const options = state.phase === 'ready' && 'nightOptions' in state.answer ? state.answer : null;
  const refused =
    state.phase === 'ready' && 'cannotBeBookedFromThisNight' in state.answer ? state.answer : null;

  return (
    <Modal title={t.title} onDismiss={onClose} size="medium">
      <p>{t.arrival(formatDate(arrival, 'dddd D MMMM YYYY'))}</p>
      {state.phase === 'loading' ? <Spinner label={t.loading} size="small" /> : null}
      {state.phase === 'failed' ? (
        <>
          <Alert variant="danger" live>
            {t.failed}
          </Alert>
          <div className="form-actions">
            <button type="button" className="button" onClick={() => setAttempt((n) => n + 1)}>
              {t.retry}
            </button>
            <button type="button" className="button" onClick={onClose}>
              {t.cancel}
            </button>
          </div>
        </>
      ) : null}
      {refused ? (
        <>
          <Alert variant="warning" live>
            {refused.message}
          </Alert>
          <div className="form-actions">
            <button
              type="button"
              className="button button--primary"
              onClick={onClose}
              data-autofocus
            >
              {t.cancel}
            </button>
          </div>
        </>
      ) : null}
      {options ? (
        <form onSubmit={submit} noValidate>
          <div className="field">
            <label htmlFor={selectId}>{t.label}</label>
            <select
              id={selectId}
              value={nights}
              onChange={(event) => setNights(event.target.value)}
              aria-describedby={`${selectId}-hint`}
              data-autofocus
            >
              {options.nightOptions.map((o) => (
                <option key={o.nights} value={o.nights} disabled={o.disabled}>
                  {o.totalPrice !== null ? `${o.name} - ${formatMoney(o.totalPrice)}` : o.name}
                </option>
              ))}
            </select>
            <p className="field__hint" id={`${selectId}-hint`}>
              {t.unavailableHint}
            </p>
          </div>
          <div className="form-actions">
            <button type="submit" className="button button--primary" disabled={!nights}>
              {t.submit}
            </button>
            <button type="button" className="button" onClick={onClose}>
              {t.cancel}
            </button>
          </div>
        </form>
      ) : null}
    </Modal>
  );
}
