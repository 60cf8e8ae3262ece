import { ApiError, sendEndpoint, unwrapResponse } from '@villa/shared/api';
import {
  HEADERS,
  officeEndpoints,
  type OfficeEnrolmentAnswer,
  type OfficeSessionAnswer,
} from '@villa/shared/contract';

/** What a sign-in attempt came to, as the page shows it. */
export type SignInResult =
  | {
      kind: 'session';
      answer: OfficeSessionAnswer;
      userId: number | null;
      expirySeconds: number | null;
    }
  | { kind: 'enrol'; enrolment: OfficeEnrolmentAnswer['enrolment'] }
  /** Refused: the server's own words (wrong password, wrong code, locked). */
  | { kind: 'refused'; message: string | null; status: number | null };

function numberHeader(headers: Headers, name: string): number | null {
  const value = headers.get(name);
  if (value === null || value.trim() === '') return null;
  const parsed = Number(value);
  return Number.isFinite(parsed) ? parsed : null;
}

function errorsText(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  const body = unwrapResponse(error.body) as {
    errors?: unknown;
    validationErrors?: { error?: unknown }[];
  } | null;
  const texts = [
    ...(Array.isArray(body?.errors) ? body.errors : []),
    ...(Array.isArray(body?.validationErrors) ? body.validationErrors.map((v) => v?.error) : []),
  ].filter((item): item is string => typeof item === 'string');
  return texts.length ? texts.join(' ') : null;
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
    const answer = unwrapResponse(data) as OfficeSessionAnswer | OfficeEnrolmentAnswer;
    if ('enrolment' in answer) return { kind: 'enrol', enrolment: answer.enrolment };
    if (!answer?.token || !answer.config) {
      return { kind: 'refused', message: null, status: null };
    }
    return {
      kind: 'session',
      answer,
      userId: numberHeader(headers, HEADERS.userId),
      expirySeconds: numberHeader(headers, HEADERS.tokenExpiry),
    };
  } catch (error) {
    return {
      kind: 'refused',
      message: errorsText(error),
      status: error instanceof ApiError ? error.status : null,
    };
  }
}
