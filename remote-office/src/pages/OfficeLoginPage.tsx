import { useState } from 'react';
import { useNavigate } from '@villa/shared/router';
import type { OfficeEnrolmentAnswer } from '@villa/shared/contract';
import { paths } from '@villa/shared/routes';
import { openOfficeSession, useSessionStore } from '@villa/shared/store';
import { CredentialsStep, type Credentials } from '../signIn/CredentialsStep';
import { EnrolmentStep } from '../signIn/EnrolmentStep';
import { RecoveryCodesStep } from '../signIn/RecoveryCodesStep';
import { signInToOffice, type SignInResult, type SignedIn } from '../signIn/signInCall';
import { officeTexts } from '../texts';
import '../office.css';

type Refusal = Extract<SignInResult, { kind: 'refused' }>;

type Step =
  | { kind: 'credentials'; failure: string | null }
  | { kind: 'enrol'; enrolment: OfficeEnrolmentAnswer['enrolment']; failure: string | null }
  | { kind: 'recovery'; session: SignedIn };

const failureOf = (refusal: Refusal) => refusal.message ?? officeTexts.signIn.failed;

/**
 * /office/login: e-mail, password and code; on a first sign-in the enrolment of an authenticator
 * app (QR code, the key as text, the first code), then the recovery codes, shown once. The
 * session opens when the code is right, or after an enrolment once the codes are saved. A wrong
 * code's message is at the code field, which takes the focus back; a wrong password or a lock is
 * said above the form, whose heading takes it.
 */
export default function OfficeLoginPage() {
  const navigate = useNavigate();
  const removeToken = useSessionStore((s) => s.removeToken);
  const [step, setStep] = useState<Step>({ kind: 'credentials', failure: null });
  // Kept for the enrolment's second call, never stored: gone when the page is.
  const [credentials, setCredentials] = useState<Credentials>({ email: '', password: '' });
  // The first step's starting values: set only when the page goes back to it, since a change
  // resets the form (a wrong code keeps what was typed).
  const [initial, setInitial] = useState<Credentials>({ email: '', password: '' });
  const [failureKey, setFailureKey] = useState(0);
  const [codeFocusKey, setCodeFocusKey] = useState(0);

  const open = (session: SignedIn, email: string) => {
    openOfficeSession(session.answer, session.userId, email, session.expirySeconds);
    navigate(paths.officeHome(), { replace: true });
  };

  const backToCredentials = (failure: string | null) => {
    if (step.kind !== 'credentials') setInitial({ email: credentials.email, password: '' });
    setStep({ kind: 'credentials', failure });
    setFailureKey((key) => key + 1);
  };

  const refuseCode = (refusal: Refusal) => {
    setCodeFocusKey((key) => key + 1);
    return { code: failureOf(refusal) };
  };

  const signIn = async (values: Credentials) => {
    const email = values.email.trim();
    setCredentials({ email, password: values.password });
    const result = await signInToOffice({
      email,
      password: values.password,
      code: values.code ?? '',
    });
    if (result.kind === 'session') return open(result, email);
    if (result.kind === 'enrol') {
      setStep({ kind: 'enrol', enrolment: result.enrolment, failure: null });
      return;
    }
    removeToken();
    if (result.reason === 'code') {
      if (step.kind === 'credentials' && step.failure)
        setStep({ kind: 'credentials', failure: null });
      return refuseCode(result);
    }
    if (result.reason === 'invalid' && result.fieldErrors) return result.fieldErrors;
    backToCredentials(failureOf(result));
  };

  const confirm = async (code: string) => {
    if (step.kind !== 'enrol') return;
    const result = await signInToOffice({ ...credentials, code });
    if (result.kind === 'session') {
      if (result.answer.recoveryCodes?.length) {
        setStep({ kind: 'recovery', session: result });
        return;
      }
      return open(result, credentials.email);
    }
    if (result.kind === 'enrol') {
      setStep({ ...step, failure: officeTexts.signIn.failed });
      return;
    }
    if (result.reason === 'code') return refuseCode(result);
    if (result.reason === 'invalid' && result.fieldErrors) return result.fieldErrors;
    if (result.reason === 'failed') {
      setStep({ ...step, failure: failureOf(result) });
      return;
    }
    // A lock, or a password no longer right, ends the enrolment: back to the first step, with why.
    backToCredentials(failureOf(result));
  };

  return (
    <div className="office-sign-in">
      <section className="card">
        {step.kind === 'credentials' ? (
          <CredentialsStep
            initial={initial}
            failure={step.failure}
            failureKey={failureKey}
            codeFocusKey={codeFocusKey}
            onSubmit={signIn}
          />
        ) : null}
        {step.kind === 'enrol' ? (
          <EnrolmentStep
            enrolment={step.enrolment}
            failure={step.failure}
            codeFocusKey={codeFocusKey}
            onConfirm={confirm}
            onStartAgain={() => backToCredentials(null)}
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
