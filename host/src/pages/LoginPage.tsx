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
import { Form, TextField, submitErrorsOf, validateWith } from '@villa/shared/forms';
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
  /** The one-time code mailed when logging in meets a lock; asked for only then. */
  code?: string;
}

/**
 * Why the last log-in failed: the log-in failure (401, counted), a lock or limit (429, the
 * server's own words: logging in now needs the mailed code), or anything else.
 */
type Failure = { kind: 'wrong' } | { kind: 'locked'; messages: string[] } | { kind: 'other' };

interface ForgotValues {
  email: string;
}

const validateLogin = validateWith(loginSchema);
const validateForgot = validateWith(resetPasswordRequestSchema);

function errorsOf(error: unknown): string[] {
  if (!(error instanceof ApiError)) return [];
  const body = unwrapResponse(error.body) as { errors?: unknown } | null;
  return Array.isArray(body?.errors)
    ? body.errors.filter((item): item is string => typeof item === 'string')
    : [];
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
  const [failure, setFailure] = useState<Failure | null>(null);
  const [failedAttempts, setFailedAttempts] = useState(0);
  // Every 429 of a log-in means a lock the mailed code gets past (the endpoint table): from then
  // on the form asks for the code too.
  const [codeAsked, setCodeAsked] = useState(false);

  const validate = (values: LoginValues) => {
    const errors = validateLogin(values);
    if (codeAsked && !values.code?.trim()) return { ...errors, code: t.codeRequired };
    return errors;
  };

  const onSubmit = async (values: LoginValues) => {
    const email = values.email.trim();
    const code = codeAsked ? values.code?.trim() : undefined;
    try {
      const { data, headers } = await sendEndpoint(sessionEndpoints.login, {
        body: {
          email,
          password: values.password,
          user_type: LOGIN_USER_TYPE,
          ...(code ? { code } : {}),
        },
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
      if (status === 401) {
        setFailedAttempts((count) => count + 1);
        setFailure({ kind: 'wrong' });
        return undefined;
      }
      if (status === 429) {
        setCodeAsked(true);
        const messages = errorsOf(error);
        setFailure({ kind: 'locked', messages: messages.length ? messages : [t.failed] });
        return undefined;
      }
      // 422: each message at its field (a code that is not right or has expired).
      const fieldErrors = submitErrorsOf(error);
      if (fieldErrors) {
        setFailure(null);
        return fieldErrors;
      }
      setFailure({ kind: 'other' });
      return undefined;
    }
  };

  let notice = (
    <Alert variant="info" title={t.welcomeTitle}>
      <p>{t.welcome}</p>
    </Alert>
  );
  if (failure?.kind === 'locked') {
    // The lock's own words only: the attempt counter would contradict them.
    notice = (
      <Alert variant="danger" live>
        {failure.messages.map((message) => (
          <p key={message}>{message}</p>
        ))}
      </Alert>
    );
  } else if (failure) {
    notice = (
      <Alert variant="danger" live>
        <p>{t.failed}</p>
        {failure.kind === 'wrong' && failedAttempts > 0 ? (
          <p>{t.failedAttempts(failedAttempts)}</p>
        ) : null}
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
        validate={validate}
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
            {codeAsked ? (
              // Focused as it appears: the alert above says why it is asked for.
              <TextField
                name="code"
                label={t.code}
                hint={t.codeHint}
                autoComplete="one-time-code"
                required
                autoFocus
              />
            ) : null}
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
