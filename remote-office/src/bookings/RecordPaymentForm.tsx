import { useId, useState, type FormEvent } from 'react';
import * as v from 'valibot';
import { ApiError, unwrapResponse } from '@villa/shared/api';
import {
  OFFICE_PAYMENT_METHODS,
  officePaymentSchema,
  ukWallClockOf,
  type OfficePaymentMethod,
} from '@villa/shared/contract';
import { formatMoney } from '@villa/shared/format';
import { controlAria, FieldFrame } from '@villa/shared/forms';
import { useQueryClient } from '@villa/shared/query';
import { Alert } from '@villa/shared/ui';
import { bookingKeys, recordPayment } from './bookingsApi';
import { bookingTexts } from './texts';

const t = bookingTexts.payment;

type FieldName = 'amount' | 'receivedOn' | 'reference' | 'method';
type Errors = Partial<Record<FieldName, string>>;

/** The schema's messages by field (the server's 422 says the same). */
function errorsOf(issues: v.BaseIssue<unknown>[]): Errors {
  const errors: Errors = {};
  for (const issue of issues) {
    const key = issue.path?.[0]?.key as FieldName | undefined;
    if (key && !errors[key]) errors[key] = issue.message;
  }
  return errors;
}

/**
 * Records a bank transfer or cheque the provider received: checked with the contract's schema
 * before it is sent, then by the server (its 422 at the fields, its 409 with the outstanding
 * amount); the booking's page and the list are read again afterwards.
 */
export function RecordPaymentForm({
  bookRef,
  outstanding,
  onRecorded,
}: {
  bookRef: string;
  outstanding: number;
  /** Said by the page, not the form: a payment of the whole balance closes the form. */
  onRecorded: (text: string) => void;
}) {
  const id = useId();
  const queryClient = useQueryClient();
  const today = ukWallClockOf(Date.now()).day;
  const [amount, setAmount] = useState('');
  const [receivedOn, setReceivedOn] = useState(today);
  const [reference, setReference] = useState('');
  const [method, setMethod] = useState<OfficePaymentMethod>('BANK_TRANSFER');
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ kind: 'danger'; text: string } | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setOutcome(null);
    const input = {
      amount: amount.trim() === '' ? undefined : Number(amount.replace(/[£,\s]/g, '')),
      receivedOn,
      reference,
      method,
    };
    const parsed = v.safeParse(officePaymentSchema(today), input);
    if (!parsed.success) {
      setErrors(errorsOf(parsed.issues));
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const answer = await recordPayment(bookRef, parsed.output);
      onRecorded(answer.recorded ? t.recorded(formatMoney(parsed.output.amount)) : t.already);
      if (answer.recorded) {
        setAmount('');
        setReference('');
      }
      await Promise.all(
        bookingKeys(bookRef).map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
    } catch (error) {
      const body =
        error instanceof ApiError
          ? (unwrapResponse(error.body) as {
              errors?: string[];
              validationErrors?: { field: string; error: string }[];
            } | null)
          : null;
      if (body?.validationErrors) {
        setErrors(
          Object.fromEntries(body.validationErrors.map((e) => [e.field, e.error])) as Errors,
        );
      } else if (body?.errors?.length) {
        // Over what is outstanding: said at the amount, where it is put right.
        if (error instanceof ApiError && error.status === 409 && amount)
          setErrors({ amount: body.errors.join(' ') });
        else setOutcome({ kind: 'danger', text: body.errors.join(' ') });
      } else setOutcome({ kind: 'danger', text: t.failed });
    } finally {
      setBusy(false);
    }
  };

  const ids = {
    amount: `${id}-amount`,
    receivedOn: `${id}-received`,
    reference: `${id}-reference`,
    method: `${id}-method`,
  };
  return (
    <section className="card" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t.heading}</h2>
      <p className="muted">
        {t.intro} {bookingTexts.detail.outstanding}: {formatMoney(outstanding)}
      </p>
      {outcome ? (
        <Alert variant={outcome.kind} live>
          <p>{outcome.text}</p>
        </Alert>
      ) : null}
      <form noValidate onSubmit={(e) => void submit(e)} aria-busy={busy || undefined}>
        <FieldFrame id={ids.amount} label={t.amount} required error={errors.amount}>
          <input
            id={ids.amount}
            name="amount"
            type="text"
            inputMode="decimal"
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            {...controlAria(ids.amount, { error: errors.amount, required: true })}
          />
        </FieldFrame>
        <FieldFrame id={ids.receivedOn} label={t.receivedOn} required error={errors.receivedOn}>
          <input
            id={ids.receivedOn}
            name="receivedOn"
            type="date"
            max={today}
            value={receivedOn}
            onChange={(e) => setReceivedOn(e.target.value)}
            {...controlAria(ids.receivedOn, { error: errors.receivedOn, required: true })}
          />
        </FieldFrame>
        <FieldFrame id={ids.reference} label={t.reference} required error={errors.reference}>
          <input
            id={ids.reference}
            name="reference"
            type="text"
            value={reference}
            onChange={(e) => setReference(e.target.value)}
            {...controlAria(ids.reference, { error: errors.reference, required: true })}
          />
        </FieldFrame>
        <FieldFrame id={ids.method} label={t.method} required error={errors.method}>
          <select
            id={ids.method}
            name="method"
            value={method}
            onChange={(e) => setMethod(e.target.value as OfficePaymentMethod)}
            {...controlAria(ids.method, { error: errors.method, required: true })}
          >
            {OFFICE_PAYMENT_METHODS.map((m) => (
              <option key={m} value={m}>
                {t.methods[m]}
              </option>
            ))}
          </select>
        </FieldFrame>
        <div className="form-actions">
          <button type="submit" className="button button--primary" disabled={busy}>
            {busy ? t.saving : t.submit}
          </button>
        </div>
      </form>
    </section>
  );
}
