import { useId, useState, type FormEvent } from 'react';
import * as v from 'valibot';
import { ApiError, unwrapResponse } from '@villa/shared/api';
import { officeRefundSchema, type OfficeBookingResponse } from '@villa/shared/contract';
import { formatMoney, formatUkDateTime } from '@villa/shared/format';
import { controlAria, FieldFrame } from '@villa/shared/forms';
import { useQueryClient } from '@villa/shared/query';
import { Alert } from '@villa/shared/ui';
import { bookingKeys, refund } from './bookingsApi';
import { bookingTexts } from './texts';

const t = bookingTexts.refund;

type FieldName = 'paymentId' | 'amount' | 'reason';
type Errors = Partial<Record<FieldName, string>>;

/**
 * Refunds all or part of one payment: a card through the payment provider, a bank transfer or
 * cheque by hand. Checked with the contract's schema first; the server's 409 (more than is left,
 * or the provider's refusal) is said at the amount, its 422 at each field.
 */
export function RefundForm({
  bookRef,
  payments,
}: {
  bookRef: string;
  payments: OfficeBookingResponse['paymentsReceived'];
}) {
  const id = useId();
  const queryClient = useQueryClient();
  const refundable = payments.filter((p) => p.refundable > 0);
  const [paymentId, setPaymentId] = useState(String(refundable[0]?.paymentId ?? ''));
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  if (refundable.length === 0) return null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setDone(null);
    const parsed = v.safeParse(officeRefundSchema, {
      paymentId: Number(paymentId),
      amount: amount.trim() === '' ? undefined : Number(amount.replace(/[£,\s]/g, '')),
      reason,
    });
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.issues) {
        const key = issue.path?.[0]?.key as FieldName | undefined;
        if (key && !found[key]) found[key] = issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const answer = await refund(bookRef, parsed.output);
      setDone(
        answer.byProvider
          ? t.doneCard(formatMoney(answer.amount))
          : t.doneByHand(formatMoney(answer.amount)),
      );
      setAmount('');
      setReason('');
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
        setErrors(Object.fromEntries(body.validationErrors.map((e) => [e.field, e.error])));
      } else setErrors({ amount: body?.errors?.join(' ') || t.failed });
    } finally {
      setBusy(false);
    }
  };

  const ids = { paymentId: `${id}-payment`, amount: `${id}-amount`, reason: `${id}-reason` };
  return (
    <section className="card" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t.heading}</h2>
      <p className="muted">{t.intro}</p>
      {done ? (
        <Alert variant="success" live>
          <p>{done}</p>
        </Alert>
      ) : null}
      <form noValidate onSubmit={(e) => void submit(e)} aria-busy={busy || undefined}>
        <FieldFrame id={ids.paymentId} label={t.payment} required error={errors.paymentId}>
          <select
            id={ids.paymentId}
            value={paymentId}
            onChange={(e) => setPaymentId(e.target.value)}
            {...controlAria(ids.paymentId, { error: errors.paymentId, required: true })}
          >
            {refundable.map((p) => (
              <option key={p.paymentId} value={String(p.paymentId)}>
                {t.paymentOption(
                  p.payTypeDesc,
                  formatUkDateTime(p.payDate),
                  formatMoney(p.refundable),
                )}
              </option>
            ))}
          </select>
        </FieldFrame>
        <FieldFrame id={ids.amount} label={t.amount} required error={errors.amount}>
          <input
            id={ids.amount}
            type="text"
            inputMode="decimal"
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            {...controlAria(ids.amount, { error: errors.amount, required: true })}
          />
        </FieldFrame>
        <FieldFrame id={ids.reason} label={t.reason} required error={errors.reason}>
          <input
            id={ids.reason}
            type="text"
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            {...controlAria(ids.reason, { error: errors.reason, required: true })}
          />
        </FieldFrame>
        <div className="form-actions">
          <button type="submit" className="button" disabled={busy}>
            {busy ? t.saving : t.submit}
          </button>
        </div>
      </form>
    </section>
  );
}
