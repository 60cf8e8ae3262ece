import { useState } from 'react';
import { useNavigate } from '@villa/shared/router';
import type { OfficeEnrolmentAnswer } from '@villa/shared/contract';
import { paths } from '@villa/shared/routes';
import { openOfficeSession, useSessionStore } from '@villa/shared/store';
import { CredentialsStep, type Credentials } from '../signIn/CredentialsStep';
import { EnrolmentStep } from '../signIn/EnrolmentStep';
import { RecoveryCodesStep } from '../signIn/RecoveryCodesStep';
import { signInToOffice, type SignInResult } from '../signIn/signInCall';
import { officeTexts } from '../texts';
import '../office.css';

type Step =
  | { kind: 'credentials'; failure: string | null }
  | { kind: 'enrol'; enrolment: OfficeEnrolmentAnswer['enrolment']; failure: string | null }
  | { kind: 'recovery'; session: Extract<SignInResult, { kind: 'session' }> };

/**
 * /office/login: e-mail, password and code; on a first sign-in the enrolment of an authenticator
 * app (QR code, the key as text, the first code), then the recovery codes, shown once. The
 * session opens when the code is right, or after an enrolment once the codes are saved.
 */
export default function OfficeLoginPage() {
  const navigate = useNavigate();
  const removeToken = useSessionStore((s) => s.removeToken);
  const [step, setStep] = useState<Step>({ kind: 'credentials', failure: null });
  // Kept for the enrolment's second call, never stored: gone when the page is.
  const [credentials, setCredentials] = useState<Credentials>({ email: '', password: '' });

  const open = (session: Extract<SignInResult, { kind: 'session' }>, email: string) => {
    openOfficeSession(session.answer, session.userId, email, session.expirySeconds);
    navigate(paths.officeHome(), { replace: true });
  };

  const failureOf = (result: Extract<SignInResult, { kind: 'refused' }>) =>
    result.message ?? officeTexts.signIn.failed;

  const signIn = async (values: Credentials) => {
    const email = values.email.trim();
    setCredentials({ email, password: values.password });
    const result = await signInToOffice({
      email,
      password: values.password,
      code: values.code ?? '',
    });
    if (result.kind === 'session') return open(result, email);
    if (result.kind === 'enrol')
      return setStep({ kind: 'enrol', enrolment: result.enrolment, failure: null });
    removeToken();
    setStep({ kind: 'credentials', failure: failureOf(result) });
  };

  const confirm = async (code: string) => {
    if (step.kind !== 'enrol') return;
    const result = await signInToOffice({ ...credentials, code });
    if (result.kind === 'session') {
      if (result.answer.recoveryCodes?.length)
        return setStep({ kind: 'recovery', session: result });
      return open(result, credentials.email);
    }
    if (result.kind === 'enrol') return setStep({ ...step, failure: officeTexts.signIn.failed });
    // A lock or a changed password ends the enrolment: back to the first step, with why.
    if (result.status === 429 || result.status === null) {
      return setStep({ kind: 'credentials', failure: failureOf(result) });
    }
    setStep({ ...step, failure: failureOf(result) });
  };

  return (
    <div className="office-sign-in">
      <section className="card">
        {step.kind === 'credentials' ? (
          <CredentialsStep
            initial={{ email: credentials.email, password: '' }}
            failure={step.failure}
            onSubmit={signIn}
          />
        ) : null}
        {step.kind === 'enrol' ? (
          <EnrolmentStep
            enrolment={step.enrolment}
            failure={step.failure}
            onConfirm={confirm}
            onStartAgain={() => setStep({ kind: 'credentials', failure: null })}
          />
        ) : null}
        {step.kind === 'recovery' ? (
          <RecoveryCodesStep
            codes={step.session.answer.recoveryCodes ?? []}
            onContinue={() => open(step.session, credentials.email)}
          />
        ) : null}
      </section>
    </div>
  );
}
