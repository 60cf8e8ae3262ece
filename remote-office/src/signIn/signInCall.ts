import { ApiError, sendEndpoint, unwrapResponse } from '@villa/shared/api';
import {
  HEADERS,
  officeCodeTexts,
  officeEndpoints,
  type OfficeEnrolmentAnswer,
  type OfficeSessionAnswer,
} from '@villa/shared/contract';
import { submitErrorsOf } from '@villa/shared/forms';

/** A 422's messages by field, as the form shows them. */
export type FieldErrors = ReturnType<typeof submitErrorsOf>;

/**
 * Why a sign-in was refused, as the page shows it: `credentials` (wrong password, or not an
 * office account: the specification's log-in failure message, above the form), `code` (the
 * password was right, the code was not or was used already: its message at the code field),
 * `locked` (too many failed attempts), `invalid` (a 422: each message at its field), `failed`
 * (no answer, or one the page cannot read).
 */
export type RefusalReason = 'credentials' | 'code' | 'locked' | 'invalid' | 'failed';

export type SignedIn = {
  kind: 'session';
  answer: OfficeSessionAnswer;
  userId: number | null;
  expirySeconds: number | null;
};

/** What a sign-in attempt came to. */
export type SignInResult =
  | SignedIn
  | { kind: 'enrol'; enrolment: OfficeEnrolmentAnswer['enrolment'] }
  | {
      kind: 'refused';
      reason: RefusalReason;
      /** The server's own words, when it gave any. */
      message: string | null;
      /** A 422's messages by field. */
      fieldErrors?: FieldErrors;
    };

function numberHeader(headers: Headers, name: string): number | null {
  const value = headers.get(name);
  if (value === null || value.trim() === '') return null;
  const parsed = Number(value);
  return Number.isFinite(parsed) ? parsed : null;
}

function errorsText(error: ApiError): string | null {
  const body = unwrapResponse(error.body) as { errors?: unknown } | null;
  const texts = (Array.isArray(body?.errors) ? body.errors : []).filter(
    (item): item is string => typeof item === 'string',
  );
  return texts.length ? texts.join(' ') : null;
}

function refusalOf(error: unknown): Extract<SignInResult, { kind: 'refused' }> {
  if (!(error instanceof ApiError)) return { kind: 'refused', reason: 'failed', message: null };
  const message = errorsText(error);
  if (error.status === 429) return { kind: 'refused', reason: 'locked', message };
  if (error.status === 422) {
    return { kind: 'refused', reason: 'invalid', message, fieldErrors: submitErrorsOf(error) };
  }
  if (error.status === 401) {
    // The API answers a wrong code with the contract's own message, a wrong password with the
    // log-in failure message: the one tells the two apart (api/src/office/routes.ts).
    const reason = message === officeCodeTexts.refused ? 'code' : 'credentials';
    return { kind: 'refused', reason, message };
  }
  return { kind: 'refused', reason: 'failed', message: null };
}

/** POST /office/login, with the global error dialog off: the page says what went wrong. */
export async function signInToOffice(body: {
  email: string;
  password: string;
  code: string;
}): Promise<SignInResult> {
  try {
    const { data, headers } = await sendEndpoint(officeEndpoints.login, {
      body,
      showErrorDialog: false,
    });
    const answer = unwrapResponse(data) as OfficeSessionAnswer | OfficeEnrolmentAnswer | null;
    if (answer && 'enrolment' in answer) return { kind: 'enrol', enrolment: answer.enrolment };
    if (!answer?.token || !answer.config) return refusalOf(null);
    return {
      kind: 'session',
      answer,
      userId: numberHeader(headers, HEADERS.userId),
      expirySeconds: numberHeader(headers, HEADERS.tokenExpiry),
    };
  } catch (error) {
    return refusalOf(error);
  }
}
