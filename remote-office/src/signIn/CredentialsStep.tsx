import { officeLoginSchema } from '@villa/shared/contract';
import { Form, TextField, validateWith } from '@villa/shared/forms';
import { Link } from '@villa/shared/router';
import { paths } from '@villa/shared/routes';
import { useSessionStore } from '@villa/shared/store';
import { texts } from '@villa/shared/texts';
import { Alert } from '@villa/shared/ui';
import { officeTexts } from '../texts';
import { CodeField } from './CodeField';
import type { FieldErrors } from './signInCall';
import { StepHeading } from './StepHeading';

const t = officeTexts.signIn;
const validate = validateWith(officeLoginSchema);

export interface Credentials {
  email: string;
  password: string;
  code?: string;
}

export interface CredentialsStepProps {
  initial: Credentials;
  /** The server's refusal of the last attempt (password, lock), shown above the form. */
  failure: string | null;
  /** Counts the refusals shown above the form: each one moves the focus to the heading. */
  failureKey: number;
  /** Counts the refusals of a code: each one moves the focus to the code field. */
  codeFocusKey: number;
  /** Resolves with the messages to show at the fields, if any (a wrong code, a 422). */
  onSubmit: (values: Credentials) => Promise<FieldErrors | void>;
}

/** The first step: e-mail, password and code (empty on the first sign-in). */
export function CredentialsStep({
  initial,
  failure,
  failureKey,
  codeFocusKey,
  onSubmit,
}: CredentialsStepProps) {
  const sessionTimedOut = useSessionStore((s) => s.sessionTimedOut);
  const wasAuthenticated = useSessionStore((s) => s.wasAuthenticated);

  let notice = <p>{t.intro}</p>;
  if (failure) {
    notice = (
      <Alert variant="danger" live>
        <p>{failure}</p>
      </Alert>
    );
  } else if (sessionTimedOut) {
    notice = (
      <Alert variant="warning" title={t.timedOutTitle} live>
        <p>{texts.login.timedOut}</p>
      </Alert>
    );
  } else if (wasAuthenticated) {
    notice = (
      <Alert variant="success" title={t.loggedOutTitle} live>
        <p>{t.loggedOut}</p>
      </Alert>
    );
  }

  return (
    <>
      <StepHeading focusKey={failureKey}>{t.heading}</StepHeading>
      {notice}
      <Form<Credentials> onSubmit={onSubmit} validate={validate} initialValues={initial}>
        {({ handleSubmit, submitting }) => (
          <form
            onSubmit={handleSubmit}
            noValidate
            aria-label={t.heading}
            aria-busy={submitting || undefined}
          >
            <TextField name="email" label={t.email} type="email" autoComplete="username" required />
            <TextField
              name="password"
              label={t.password}
              type="password"
              autoComplete="current-password"
              required
            />
            <CodeField label={t.code} hint={t.codeHint} focusKey={codeFocusKey} />
            <div className="form-actions">
              <button
                type="submit"
                className="button button--primary button--block"
                disabled={submitting}
              >
                {submitting ? t.submitting : t.submit}
              </button>
            </div>
          </form>
        )}
      </Form>
      <p className="office-sign-in__links">
        <Link to={paths.login()}>{t.agentsLink}</Link>
      </p>
    </>
  );
}
