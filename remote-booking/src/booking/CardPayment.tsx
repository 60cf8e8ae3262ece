import { useEffect, useState } from 'react';
import {
  cardPaymentLabels,
  cardPaymentSchema,
  REGISTERED_DETAILS,
  type BookingResponse,
  type CardPaymentRequest,
  type CardPaymentStartResponse,
  type CardPaymentStatusResponse,
} from '@villa/shared/contract';
import { sendRequest } from '@villa/shared/api';
import {
  Form,
  FormSubmit,
  RadioGroupField,
  TextField,
  validateWith,
  submitErrorsOf,
} from '@villa/shared/forms';
import { formatMoney, poundsDecimal } from '@villa/shared/format';
import { Alert, Modal } from '@villa/shared/ui';
import { modifyBooking } from '../api';
import { texts } from '../texts';

const t = texts.detail;
const POLL_MS = 1500;

export interface CardPaymentProps {
  booking: BookingResponse;
  /** The payment went through (or may have): reload the booking. */
  onPaid: () => void;
  /** The provider declined the card. */
  onDeclined: () => void;
}

/**
 * Card payment: amount within the bounds of docs/booking-and-payments.md (the contract's schema, as the
 * server checks it) and the registered-details choice; then the provider's hosted page,
 * embedded, while the page asks our API how the attempt ended. Card details are typed into the
 * provider's page only.
 */
export function CardPayment({ booking, onPaid, onDeclined }: CardPaymentProps) {
  const [attempt, setAttempt] = useState<CardPaymentStartResponse | null>(null);
  const [notice, setNotice] = useState<{ variant: 'success' | 'warning'; text: string } | null>(
    null,
  );
  const bounds = booking.cardPayment;
  const ref = booking.bookingInfo.bookRef;

  useEffect(() => {
    if (!attempt) return;
    let stopped = false;
    const timer = setInterval(async () => {
      try {
        const { data } = await sendRequest<CardPaymentStatusResponse>(
          `/booking-modify/card-payment/${encodeURIComponent(ref)}/${attempt.paymentId}`,
          { showErrorDialog: false },
        );
        if (stopped || data.state === 'OPEN') return;
        setAttempt(null);
        if (data.state === 'SUCCEEDED') {
          setNotice({ variant: 'success', text: t.paymentReceived(formatMoney(attempt.amount)) });
          onPaid();
        } else if (data.state === 'DECLINED') {
          onDeclined();
        } else if (data.state === 'REFUSED') {
          // The card was accepted but the booking refused the money (replaced, or more than owed).
          setNotice({ variant: 'warning', text: data.message ?? t.paymentRefused });
          onPaid();
        } else {
          setNotice({ variant: 'warning', text: t.paymentExpired });
        }
      } catch {
        // A failed check is tried again at the next tick.
      }
    }, POLL_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [attempt, ref, onPaid, onDeclined]);

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
      const started = await modifyBooking<CardPaymentStartResponse>('card-payment', ref, {
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
        initialValues={{ amount: poundsDecimal(bounds.minimum), registeredDetails: 'AGENT' }}
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
            onPaid();
          }}
          footer={
            <button
              type="button"
              className="button"
              onClick={() => {
                setAttempt(null);
                onPaid();
              }}
            >
              {t.paymentClose}
            </button>
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
          <p className="muted">{t.paymentWaiting}</p>
        </Modal>
      ) : null}
    </div>
  );
}
