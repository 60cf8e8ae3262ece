import { officeLoginSchema } from '@villa/shared/contract';
import { Form, TextField, validateWith } from '@villa/shared/forms';
import { Link } from '@villa/shared/router';
import { paths } from '@villa/shared/routes';
import { useSessionStore } from '@villa/shared/store';
import { texts } from '@villa/shared/texts';
import { Alert } from '@villa/shared/ui';
import { officeTexts } from '../texts';
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
  /** The server's refusal of the last attempt, shown above the form. */
  failure: string | null;
  onSubmit: (values: Credentials) => Promise<void>;
}

/** The first step: e-mail, password and code (empty on the first sign-in). */
export function CredentialsStep({ initial, failure, onSubmit }: CredentialsStepProps) {
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
      <StepHeading focus={failure !== null}>{t.heading}</StepHeading>
      {notice}
      <Form<Credentials> onSubmit={onSubmit} validate={validate} initialValues={initial}>
        {({ handleSubmit, submitting }) => (
          <form onSubmit={handleSubmit} noValidate aria-label={t.heading}>
            <TextField name="email" label={t.email} type="email" autoComplete="username" required />
            <TextField
              name="password"
              label={t.password}
              type="password"
              autoComplete="current-password"
              required
            />
            <TextField name="code" label={t.code} autoComplete="one-time-code" hint={t.codeHint} />
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
