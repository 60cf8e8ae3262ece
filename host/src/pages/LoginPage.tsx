import { useId, useState } from 'react';
import { Link, useNavigate, useSearchParams } from '@villa/shared/router';
import { ApiError, callEndpoint, sendEndpoint, unwrapResponse } from '@villa/shared/api';
import {
  HEADERS,
  LOGIN_USER_TYPE,
  loginSchema,
  resetPasswordRequestSchema,
  sessionEndpoints,
  type LoginResponse,
} from '@villa/shared/contract';
import { Form, TextField, validateWith } from '@villa/shared/forms';
import { paths } from '@villa/shared/routes';
import { useSessionStore } from '@villa/shared/store';
import { texts } from '@villa/shared/texts';
import { Alert } from '@villa/shared/ui';
import { useProviderContact } from '../shell/useProviderContact';

const t = texts.login;

/** The query that puts the page in forgot-password mode (a real link, so Back works). */
export const FORGOT_PASSWORD_SEARCH = '?mode=forgot-password';

interface LoginValues {
  email: string;
  password: string;
  user_type: number;
}

interface ForgotValues {
  email: string;
}

const validateLogin = validateWith(loginSchema);
const validateForgot = validateWith(resetPasswordRequestSchema);

function errorsText(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  const body = unwrapResponse(error.body) as { errors?: unknown } | null;
  const errors = Array.isArray(body?.errors)
    ? body.errors.filter((item): item is string => typeof item === 'string')
    : [];
  return errors.length ? errors.join(', ') : null;
}

function numberHeader(headers: Headers, name: string): number | null {
  const value = headers.get(name);
  if (value === null || value.trim() === '') return null;
  const parsed = Number(value);
  return Number.isFinite(parsed) ? parsed : null;
}

function Benefits() {
  const [open, setOpen] = useState(false);
  const provider = useProviderContact();
  const moreId = useId();
  return (
    <section className="login__benefits" aria-labelledby="benefits-heading">
      <h2 id="benefits-heading">{t.benefitsHeading}</h2>
      <ul>
        {t.benefits.map((benefit) => (
          <li key={benefit}>{benefit}</li>
        ))}
        <li>
          {t.supportBenefit}
          {provider ? <span className="login__benefit-note">{provider.supportHours}</span> : null}
        </li>
      </ul>
      <button
        type="button"
        className="link-button"
        aria-expanded={open}
        aria-controls={moreId}
        onClick={() => setOpen((value) => !value)}
      >
        {t.moreInfoToggle}
      </button>
      <div id={moreId} className="login__more" hidden={!open}>
        <p>
          {t.moreInfo} {provider ? <a href={`mailto:${provider.email}`}>{provider.email}</a> : null}
        </p>
      </div>
    </section>
  );
}

function ForgotPasswordForm() {
  const [result, setResult] = useState<'sent' | 'failed' | null>(null);

  const onSubmit = async (values: ForgotValues) => {
    setResult(null);
    try {
      await callEndpoint(sessionEndpoints.requestPasswordReset, {
        body: { email: values.email.trim() },
        showErrorDialog: false,
      });
      setResult('sent');
    } catch {
      setResult('failed');
    }
  };

  return (
    <>
      <h1>{t.forgotHeading}</h1>
      {result === 'sent' ? (
        <Alert variant="success" title={t.resetSuccessTitle} live>
          <p>{t.resetSuccess}</p>
        </Alert>
      ) : null}
      {result === 'failed' ? (
        <Alert variant="danger" live>
          <p>{t.resetFailed}</p>
        </Alert>
      ) : null}
      <p>{t.forgotIntro}</p>
      <Form<ForgotValues> onSubmit={onSubmit} validate={validateForgot}>
        {({ handleSubmit, submitting }) => (
          <form onSubmit={handleSubmit} noValidate>
            <TextField name="email" label={t.email} type="email" autoComplete="email" required />
            <div className="form-actions">
              <button
                type="submit"
                className="button button--primary button--block"
                disabled={submitting}
              >
                {submitting ? t.forgotSubmitting : t.forgotSubmit}
              </button>
            </div>
          </form>
        )}
      </Form>
      <p className="login__links">
        <Link to={paths.login()}>{t.goBack}</Link>
      </p>
    </>
  );
}

function LoginForm() {
  const navigate = useNavigate();
  const login = useSessionStore((s) => s.login);
  const removeToken = useSessionStore((s) => s.removeToken);
  const sessionTimedOut = useSessionStore((s) => s.sessionTimedOut);
  const wasAuthenticated = useSessionStore((s) => s.wasAuthenticated);
  const [failure, setFailure] = useState<string | null>(null);
  const [failedAttempts, setFailedAttempts] = useState(0);

  const onSubmit = async (values: LoginValues) => {
    const email = values.email.trim();
    try {
      const { data, headers } = await sendEndpoint(sessionEndpoints.login, {
        body: { email, password: values.password, user_type: LOGIN_USER_TYPE },
        showErrorDialog: false,
      });
      const answer = unwrapResponse(data) as LoginResponse;
      if (!answer?.token || !answer.config)
        throw new ApiError('Login answer without token', 200, data);
      login(
        answer,
        numberHeader(headers, HEADERS.userId),
        email,
        numberHeader(headers, HEADERS.tokenExpiry),
      );
      // The guard takes an account with an incomplete signup on to complete-signup.
      navigate(paths.home(), { replace: true });
    } catch (error) {
      removeToken();
      const status = error instanceof ApiError ? error.status : null;
      if (status === 401) setFailedAttempts((count) => count + 1);
      setFailure(status === 429 ? (errorsText(error) ?? t.failed) : t.failed);
    }
  };

  let notice = (
    <Alert variant="info" title={t.welcomeTitle}>
      <p>{t.welcome}</p>
    </Alert>
  );
  if (failure) {
    notice = (
      <Alert variant="danger" live>
        <p>{failure}</p>
        {failedAttempts > 0 ? <p>{t.failedAttempts(failedAttempts)}</p> : null}
      </Alert>
    );
  } else if (sessionTimedOut) {
    notice = (
      <Alert variant="warning" title={t.timedOutTitle} live>
        <p>{t.timedOut}</p>
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
      <h1>{t.heading}</h1>
      {notice}
      <Form<LoginValues>
        onSubmit={onSubmit}
        validate={validateLogin}
        initialValues={{ user_type: LOGIN_USER_TYPE }}
      >
        {({ handleSubmit, submitting }) => (
          <form onSubmit={handleSubmit} noValidate>
            <TextField name="email" label={t.email} type="email" autoComplete="username" required />
            <TextField
              name="password"
              label={t.password}
              type="password"
              autoComplete="current-password"
              required
            />
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
      <p className="login__links">
        <Link to={`${paths.login()}${FORGOT_PASSWORD_SEARCH}`}>{t.forgotPasswordLink}</Link>
      </p>
    </>
  );
}

/**
 * /login. Modes: welcome (welcome alert), authentication error, logged out (the time-out or
 * the "Logged out" message) and forgot-password (?mode=forgot-password).
 */
export function LoginPage() {
  const [searchParams] = useSearchParams();
  const forgot = searchParams.get('mode') === 'forgot-password';
  return (
    <div className="login">
      <section className="card" aria-label={forgot ? t.forgotHeading : t.heading}>
        {forgot ? <ForgotPasswordForm /> : <LoginForm />}
      </section>
      <Benefits />
    </div>
  );
}
