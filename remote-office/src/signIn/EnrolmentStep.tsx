import { Form } from '@villa/shared/forms';
import type { OfficeEnrolmentAnswer } from '@villa/shared/contract';
import { Alert } from '@villa/shared/ui';
import { officeTexts } from '../texts';
import { CodeField } from './CodeField';
import type { FieldErrors } from './signInCall';
import { StepHeading } from './StepHeading';

const t = officeTexts.enrolment;

export interface EnrolmentStepProps {
  enrolment: OfficeEnrolmentAnswer['enrolment'];
  /** A refusal that is not about the code (no answer), shown above the form. */
  failure: string | null;
  /** Counts the refusals of a code: each one moves the focus to the code field. */
  codeFocusKey: number;
  /** Resolves with the message to show at the code field, if any. */
  onConfirm: (code: string) => Promise<FieldErrors | void>;
  onStartAgain: () => void;
}

/** The key in groups of four, as authenticator apps show and people read a long key. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

const validate = ({ code }: { code?: string }) =>
  /^\d{6}$/.test((code ?? '').replace(/\s/g, '')) ? {} : { code: t.codeRequired };

/** Enrolment: the QR code and the key as text, then the first code of the app. */
export function EnrolmentStep({
  enrolment,
  failure,
  codeFocusKey,
  onConfirm,
  onStartAgain,
}: EnrolmentStepProps) {
  return (
    <>
      <StepHeading focusKey={1}>{t.heading}</StepHeading>
      <p>{t.intro}</p>
      {failure ? (
        <Alert variant="danger" live>
          <p>{failure}</p>
        </Alert>
      ) : null}
      <section aria-labelledby="enrol-scan">
        <h2 id="enrol-scan">{t.scanHeading}</h2>
        <p>{t.scan}</p>
        <img
          className="office-enrolment__qr"
          src={enrolment.qrCode}
          alt={t.qrAlt(enrolment.account)}
          width={200}
          height={200}
        />
        <p>{t.typeInstead}</p>
        <dl className="facts office-enrolment__key">
          <div>
            <dt>{t.keyLabel}</dt>
            <dd>
              <code>{grouped(enrolment.secret)}</code>
            </dd>
          </div>
          <div>
            <dt>{t.accountLabel}</dt>
            <dd>{enrolment.account}</dd>
          </div>
          <div>
            <dt>{t.issuerLabel}</dt>
            <dd>{enrolment.issuer}</dd>
          </div>
        </dl>
      </section>
      <section aria-labelledby="enrol-confirm">
        <h2 id="enrol-confirm">{t.confirmHeading}</h2>
        <Form<{ code?: string }>
          onSubmit={({ code }) => onConfirm((code ?? '').replace(/\s/g, ''))}
          validate={validate}
        >
          {({ handleSubmit, submitting }) => (
            <form
              onSubmit={handleSubmit}
              noValidate
              aria-label={t.confirmHeading}
              aria-busy={submitting || undefined}
            >
              <CodeField
                label={t.code}
                hint={t.codeHint}
                required
                digitsOnly
                focusKey={codeFocusKey}
              />
              <div className="form-actions">
                <button type="submit" className="button button--primary" disabled={submitting}>
                  {submitting ? t.submitting : t.submit}
                </button>
                <button type="button" className="button" onClick={onStartAgain}>
                  {t.startAgain}
                </button>
              </div>
            </form>
          )}
        </Form>
      </section>
    </>
  );
}
