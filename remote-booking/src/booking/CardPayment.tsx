import { useCallback, useEffect, useState } from 'react';
import {
  cardPaymentLabels,
  cardPaymentSchema,
  REGISTERED_DETAILS,
  suggestedCardAmount,
  type BookingResponse,
  type CardPaymentRequest,
  type CardPaymentStartResponse,
  bookingEndpoints,
} from '@villa/shared/contract';
import {
  Form,
  FormSubmit,
  RadioGroupField,
  TextField,
  validateWith,
  submitErrorsOf,
} from '@villa/shared/forms';
import { formatMoney, poundsDecimal } from '@villa/shared/format';
import { useMutation, useQuery } from '@villa/shared/query';
import { Alert, Modal } from '@villa/shared/ui';
import { cardPaymentStatusQuery, modifyBooking, useRefreshBooking } from '../api';
import { texts } from '../texts';

const t = texts.detail;
const POLL_MS = 1500;

export interface CardPaymentProps {
  booking: BookingResponse;
  /** The provider declined the card (the booking is fetched again meanwhile). */
  onDeclined: () => void;
}

/**
 * Card payment: amount within the bounds of docs/booking-and-payments.md (the contract's schema, as the
 * server checks it) and the registered-details choice; then the provider's hosted page,
 * embedded, while the page asks our API how the attempt ended. Card details are typed into the
 * provider's page only.
 */
export function CardPayment({ booking, onDeclined }: CardPaymentProps) {
  const [attempt, setAttempt] = useState<CardPaymentStartResponse | null>(null);
  const [notice, setNotice] = useState<{ variant: 'success' | 'warning'; text: string } | null>(
    null,
  );
  const bounds = booking.cardPayment;
  const ref = booking.bookingInfo.bookRef;
  const refresh = useRefreshBooking();
  // Starting an attempt changes nothing on the booking until the attempt ends.
  const start = useMutation({
    mutationFn: (request: CardPaymentRequest & { paymentToken: string | null }) =>
      modifyBooking(bookingEndpoints.startCardPayment, ref, request),
  });
  /** The payment went through (or may have): the booking is fetched again. */
  const refreshBooking = useCallback(() => void refresh(ref), [refresh, ref]);

  // While the provider's page is open, ask every POLL_MS how the attempt stands: never a second
  // check while one is running (a slow answer delays the next), also from a background tab; a
  // failed check is simply asked again at the next tick.
  const status = useQuery({
    ...cardPaymentStatusQuery(ref, attempt?.paymentId ?? 0),
    enabled: attempt !== null,
    refetchInterval: (query) =>
      !query.state.data || query.state.data.state === 'OPEN' ? POLL_MS : false,
    refetchIntervalInBackground: true,
    gcTime: 0,
  });
  const outcome = attempt ? status.data : undefined;

  useEffect(() => {
    if (!attempt || !outcome || outcome.state === 'OPEN') return;
    setAttempt(null);
    if (outcome.state === 'SUCCEEDED') {
      setNotice({ variant: 'success', text: t.paymentReceived(formatMoney(attempt.amount)) });
      refreshBooking();
    } else if (outcome.state === 'DECLINED') {
      refreshBooking();
      onDeclined();
    } else if (outcome.state === 'REFUSED') {
      // The card was accepted but the booking refused the money (replaced, or more than owed).
      setNotice({ variant: 'warning', text: outcome.message ?? t.paymentRefused });
      refreshBooking();
    } else {
      setNotice({ variant: 'warning', text: t.paymentExpired });
    }
  }, [attempt, outcome, refreshBooking, onDeclined]);

  if (!bounds) return null;
  const noticeAlert = notice ? (
    <Alert variant={notice.variant} live>
      {notice.text}
    </Alert>
  ) : null;
  // A payment of the whole balance ends here: its thank-you stays above "paid in full".
  if (!bounds.allowed) {
    return (
      <div className="stack">
        {noticeAlert}
        <p>{t.paidInFull}</p>
      </div>
    );
  }

  const onSubmit = async (values: CardPaymentRequest) => {
    setNotice(null);
    try {
      const started = await start.mutateAsync({
        ...values,
        paymentToken: booking.paymentToken,
      });
      setAttempt(started);
    } catch (error) {
      return submitErrorsOf(error);
    }
    return undefined;
  };

  return (
    <div className="stack">
      <h3>{t.cardPayment}</h3>
      {noticeAlert}
      <p>{t.cardIntro(formatMoney(bounds.minimum), formatMoney(bounds.maximum))}</p>
      <Form<CardPaymentRequest>
        onSubmit={onSubmit}
        validate={validateWith(cardPaymentSchema(bounds))}
        initialValues={{
          amount: poundsDecimal(suggestedCardAmount(bounds, booking.agentSummary.paymentsReceived)),
          registeredDetails: 'AGENT',
        }}
        subscription={{}}
        render={({ handleSubmit }) => (
          <form onSubmit={handleSubmit} noValidate>
            <div className="form-grid">
              <TextField name="amount" label={`${cardPaymentLabels.amount} (£)`} required />
            </div>
            <RadioGroupField
              name="registeredDetails"
              label={cardPaymentLabels.registeredDetails}
              options={REGISTERED_DETAILS.map((value) => ({ value, text: t.registered[value] }))}
              required
            />
            <FormSubmit label={t.payButton} submittingLabel={t.starting} />
          </form>
        )}
      />
      {attempt ? (
        <Modal
          title={`${t.paymentTitle}: ${formatMoney(attempt.amount)}`}
          size="large"
          dismissOnBackdrop={false}
          onDismiss={() => {
            setAttempt(null);
            refreshBooking();
          }}
          // The waiting line shares the footer's row, so the provider's page gets the height.
          footer={
            <>
              <p className="muted payment-waiting">{t.paymentWaiting}</p>
              <button
                type="button"
                className="button"
                onClick={() => {
                  setAttempt(null);
                  refreshBooking();
                }}
              >
                {t.paymentClose}
              </button>
            </>
          }
        >
          {/* Focusable, so the dialog's Tab cycle reaches the provider's form inside it. */}
          <iframe
            className="payment-frame"
            src={attempt.paymentUrl}
            title={t.paymentFrame}
            tabIndex={0}
            data-autofocus
          />
        </Modal>
      ) : null}
    </div>
  );
}
