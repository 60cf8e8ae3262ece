import { useRef, useState } from 'react';
import {
  bookingFieldLabels,
  CHANGE_REQUEST_BODY_MAX,
  changeRequestSchema,
  type ChangeRequest,
  bookingEndpoints,
} from '@villa/shared/contract';
import { ApiError, callEndpoint, unwrapResponse } from '@villa/shared/api';
import { useMutation, useQueryClient } from '@villa/shared/query';
import {
  Form,
  FormSpy,
  FormSubmit,
  TextAreaField,
  TextField,
  validateWith,
} from '@villa/shared/forms';
import { Alert, Modal } from '@villa/shared/ui';
import { texts } from '../texts';
import { messagesKey } from './messagesApi';

const t = texts.enquiry;
const validate = validateWith(changeRequestSchema);

/**
 * The dialog's states (docs/booking-and-payments.md, Change request): sent and failed are the
 * sending's outcome, the warning is asked when closing with text typed.
 */

/** At the account's mail limit (429) the server says for how long: shown as it says it. */
function limitMessageOf(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || error.status !== 429) return undefined;
  const body = unwrapResponse(error.body) as { errors?: unknown[] } | null;
  const first = body?.errors?.[0];
  return typeof first === 'string' ? first : undefined;
}

export type ChangeRequestState =
  'normal' | 'hasContentAboutToDeleteWarning' | 'hasBeenSent' | 'hasFailedToSend';

interface Values {
  subject?: string;
  body?: string;
}

/**
 * Make enquiry / change request: a message to the provider about this booking (at least 10
 * characters), sent with POST /send-enquiry (error dialog suppressed). Closing with text typed
 * asks first; then sent, or failed with a way to try again.
 *
 * Each state is its own Modal (a key apiece): a new one takes the focus in (the warning's
 * "Keep writing", the form's first field), where one Modal with swapped contents would leave
 * focus on a removed button, outside the dialog, so that Tab escaped and Esc did nothing.
 */
export function ChangeRequestDialog({
  bookRef,
  onClose,
}: {
  bookRef: string;
  onClose: () => void;
}) {
  const [warning, setWarning] = useState(false);
  const values = useRef<Values>({});
  const queryClient = useQueryClient();
  const send = useMutation({
    mutationFn: (body: ChangeRequest) =>
      callEndpoint(bookingEndpoints.sendEnquiry, { body, showErrorDialog: false }),
    onSuccess: () => {
      values.current = {};
      // The message is now in the booking's conversation (BookingMessages).
      void queryClient.invalidateQueries({ queryKey: messagesKey() });
    },
  });
  const state: ChangeRequestState = send.isSuccess
    ? 'hasBeenSent'
    : send.isError
      ? 'hasFailedToSend'
      : warning
        ? 'hasContentAboutToDeleteWarning'
        : 'normal';

  const close = () => {
    if (state === 'normal' && (values.current.body ?? '').trim() !== '') {
      setWarning(true);
      return;
    }
    onClose();
  };

  const onSubmit = async (input: Values) => {
    await send
      .mutateAsync({ subject: input.subject ?? '', body: input.body ?? '', bookRef })
      .catch(() => undefined); // the dialog says it failed, with a way to try again
  };

  if (state === 'hasBeenSent' || state === 'hasFailedToSend') {
    const sent = state === 'hasBeenSent';
    return (
      <Modal
        key="outcome"
        title={sent ? t.sentTitle : t.failedTitle}
        onDismiss={onClose}
        footer={
          <>
            {sent ? null : (
              <button type="button" className="button" onClick={() => send.reset()}>
                {t.tryAgain}
              </button>
            )}
            <button
              type="button"
              className="button button--primary"
              onClick={onClose}
              data-autofocus
            >
              {t.close}
            </button>
          </>
        }
      >
        <Alert variant={sent ? 'success' : 'danger'} live>
          {sent
            ? texts.changeRequestSent
            : (limitMessageOf(send.error) ?? texts.changeRequestFailed)}
        </Alert>
      </Modal>
    );
  }

  if (state === 'hasContentAboutToDeleteWarning') {
    return (
      <Modal
        key="warning"
        title={t.title}
        role="alertdialog"
        onDismiss={() => setWarning(false)}
        footer={
          <>
            <button
              type="button"
              className="button"
              onClick={() => setWarning(false)}
              data-autofocus
            >
              {t.keepWriting}
            </button>
            <button type="button" className="button button--danger" onClick={onClose}>
              {t.discard}
            </button>
          </>
        }
      >
        <Alert variant="warning">{texts.changeRequestDeleteWarning}</Alert>
      </Modal>
    );
  }

  return (
    <Modal key="writing" title={t.title} onDismiss={close} dismissOnBackdrop={false}>
      <Form<Values>
        onSubmit={onSubmit}
        validate={validate}
        initialValues={values.current}
        subscription={{}}
        render={({ handleSubmit }) => (
          <form onSubmit={handleSubmit} noValidate>
            <FormSpy<Values>
              subscription={{ values: true }}
              onChange={({ values: v }) => {
                values.current = v;
              }}
            />
            <p>{t.intro}</p>
            <TextField name="subject" label={bookingFieldLabels.subject} hint={t.subjectHint} />
            <TextAreaField
              name="body"
              label={bookingFieldLabels.body}
              maxLength={CHANGE_REQUEST_BODY_MAX}
              rows={6}
            />
            <FormSubmit label={t.send} submittingLabel={t.sending}>
              <button type="button" className="button" onClick={close}>
                {texts.detail.cancel}
              </button>
            </FormSubmit>
          </form>
        )}
      />
    </Modal>
  );
}
