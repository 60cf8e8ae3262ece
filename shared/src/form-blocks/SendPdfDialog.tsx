import { useRef, useState } from 'react';
import {
  Form,
  FORM_ERROR,
  CheckboxField,
  TextAreaField,
  FormSubmit,
  TextField,
  validateWith,
  submitErrorsOf,
} from '@villa/shared/forms';
import {
  agentOfficeEndpoints,
  SEND_PDF_MESSAGE_MAX,
  sendPdfSchema,
  sendPdfTexts,
  type SendPdfRequest,
  type SendPdfType,
} from '@villa/shared/contract';
import { ApiError, callEndpoint, unwrapResponse } from '@villa/shared/api';
import { useMutation } from '@villa/shared/query';
import { formTexts } from '@villa/shared/texts';
import { Alert, Modal } from '@villa/shared/ui';

/** At a mail limit (429) the server says which one and for how long: shown as it says it. */
function limitMessageOf(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || error.status !== 429) return undefined;
  const body = unwrapResponse(error.body) as { errors?: unknown[] } | null;
  const first = body?.errors?.[0];
  return typeof first === 'string' ? first : undefined;
}

export interface SendPdfDialogProps {
  type: SendPdfType;
  /** The quote's booking reference or the guide's id. */
  typeId: string | number;
  /** For guides: the file's path, sent as pdfFilePath. */
  pdfFilePath?: string;
  /** What is sent, for the title: 'quote VB4K7Q2M', 'the Orlando Weather guide'. */
  documentName: string;
  onClose: () => void;
}

const t = formTexts.sendPdf;
const validate = validateWith(sendPdfSchema);
const initialValues: SendPdfRequest = { recipientEmail: '', recipientMessage: '', ccApiUser: true };

/**
 * The send-PDF dialog shared by quotes and guides: editing, submitting, submitted (with Send
 * Another) and failure. Closing while the form is sending is refused with "Please wait for the
 * form to finish sending". The copy to the agent is on by default.
 */
export function SendPdfDialog({
  type,
  typeId,
  pdfFilePath,
  documentName,
  onClose,
}: SendPdfDialogProps) {
  const [waitNotice, setWaitNotice] = useState(false);
  const [formKey, setFormKey] = useState(0);
  // Sent, the dialog says so (with Send Another); failed, the form stays with the message.
  const send = useMutation({
    mutationFn: (body: SendPdfRequest) =>
      callEndpoint(agentOfficeEndpoints.sendPdf, {
        params: { type, typeId: String(typeId) },
        body,
        showErrorDialog: false,
      }),
  });
  // The dismiss handler reads whether it is sending at the moment of the click, not at the
  // last render.
  const sending = useRef(false);

  const close = () => {
    if (sending.current) {
      setWaitNotice(true);
      return;
    }
    onClose();
  };

  const onSubmit = async (values: SendPdfRequest) => {
    sending.current = true;
    setWaitNotice(false);
    try {
      await send.mutateAsync({
        recipientEmail: values.recipientEmail.trim(),
        recipientMessage: values.recipientMessage ?? '',
        ccApiUser: values.ccApiUser ?? true,
        ...(pdfFilePath ? { pdfFilePath } : {}),
      });
      return undefined;
    } catch (error) {
      return {
        ...submitErrorsOf(error),
        [FORM_ERROR]: limitMessageOf(error) ?? sendPdfTexts.failed,
      };
    } finally {
      sending.current = false;
      setWaitNotice(false);
    }
  };

  return (
    <Modal title={t.title(documentName)} onDismiss={close} dismissOnBackdrop size="medium">
      {waitNotice ? (
        <Alert variant="warning" live>
          {sendPdfTexts.wait}
        </Alert>
      ) : null}
      {send.isSuccess ? (
        <>
          <Alert variant="success" title={t.sentTitle} live>
            <p>{sendPdfTexts.queued}</p>
            {type === 'quote' ? <p>{sendPdfTexts.quoteRetrievable}</p> : null}
          </Alert>
          <div className="form-actions form-actions--split">
            <button
              type="button"
              className="button"
              onClick={() => {
                setFormKey((key) => key + 1);
                send.reset();
              }}
            >
              {t.sendAnother}
            </button>
            <button
              type="button"
              className="button button--primary"
              onClick={onClose}
              data-autofocus
            >
              {t.close}
            </button>
          </div>
        </>
      ) : (
        <Form<SendPdfRequest>
          key={formKey}
          onSubmit={onSubmit}
          validate={validate}
          initialValues={initialValues}
          subscription={{ submitError: true, submitting: true }}
          render={({ handleSubmit, submitError }) => (
            <form onSubmit={handleSubmit} noValidate>
              <p>{t.intro}</p>
              {submitError ? (
                <Alert variant="danger" live>
                  {String(submitError)}
                </Alert>
              ) : null}
              <TextField
                name="recipientEmail"
                label={t.recipientEmail}
                type="email"
                autoComplete="off"
                required
                autoFocus
              />
              <TextAreaField
                name="recipientMessage"
                label={t.recipientMessage}
                maxLength={SEND_PDF_MESSAGE_MAX}
              />
              <CheckboxField name="ccApiUser" label={t.ccApiUser} />
              <FormSubmit label={t.submit} submittingLabel={t.submitting}>
                <button type="button" className="button" onClick={close}>
                  {t.cancel}
                </button>
              </FormSubmit>
            </form>
          )}
        />
      )}
    </Modal>
  );
}
