import ky, { HTTPError, TimeoutError, type KyInstance } from 'ky';
import { fillPath, HEADERS, sessionEndpoints } from '@villa/shared/contract';
import { getSession, showErrorDialog as openErrorDialog } from '@villa/shared/store';
import { callerHeaders } from './callerHeaders';
import { errorDialogFor } from './errorDialog';
import { takeOpeningCall } from './openingCalls';
import { traceHeaders } from './traceHeaders';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type QueryParams =
  URLSearchParams | Record<string, string | number | boolean | null | undefined>;

export interface RequestOptions {
  /** GET unless given. */
  method?: HttpMethod;
  /** Request body: sent as JSON, or as-is when it is FormData. */
  data?: unknown;
  /** Query parameters; null and undefined values are left out. */
  params?: QueryParams;
  /** How to read the answer: json (default; an empty body gives null), text or blob. */
  responseType?: 'json' | 'text' | 'blob';
  /**
   * Open the global error dialog on failure (default true); or a test of the failure, for a
   * caller that answers some failures itself (`(failure) => failure.status !== 404`).
   */
  showErrorDialog?: boolean | ((failure: ApiError) => boolean);
  /** Aborting it cancels the call; an aborted call never opens a dialog. */
  signal?: AbortSignal;
}

export interface ApiResponse<T> {
  data: T;
  status: number;
  headers: Headers;
}

/** A failed call: the HTTP status (null when no answer arrived) and the parsed body. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
    readonly body: unknown,
    readonly aborted = false,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

const REQUEST_TIMEOUT_MS = 30_000;

let baseUrl: string | undefined;
let instance: KyInstance | undefined;

/**
 * Where the API lives. Default: /api on the page's own origin. Tests point it at a loopback
 * server.
 */
export function configureApi(options: { baseUrl: string }) {
  baseUrl = options.baseUrl;
  instance = undefined;
}

function apiBase(): string {
  const base = baseUrl ?? new URL('/api', window.location.href).href;
  return base.endsWith('/') ? base : `${base}/`;
}

/** The absolute URL of a route of the API ('content-images/park/1.svg'). */
export const apiUrl = (route: string): string => `${apiBase()}${route.replace(/^\/+/, '')}`;

/** Who is calling, as the API reads it: the bearer token, and the admin's id while impersonating. */
const sessionHeaders = () => callerHeaders(getSession());

function client(): KyInstance {
  instance ??= ky.create({
    prefixUrl: apiBase(),
    retry: 0,
    timeout: REQUEST_TIMEOUT_MS,
    hooks: {
      beforeRequest: [
        (request) => {
          for (const [name, value] of Object.entries({ ...sessionHeaders(), ...traceHeaders() })) {
            request.headers.set(name, value);
          }
        },
      ],
      afterResponse: [
        (_request, _options, response) => {
          const session = getSession();
          if (response.status === 401) {
            // The token is gone on the server: end the session (not a time-out); the host's
            // route guard then sends the user to /login.
            if (session.isAuthenticated) session.logout({ timedOut: false });
            return;
          }
          const expiry = response.headers.get(HEADERS.tokenExpiry);
          if (expiry !== null && expiry.trim() !== '' && session.token) {
            session.applyTokenExpiry(Number(expiry));
          }
        },
      ],
    },
  });
  return instance;
}

/**
 * Ends the session on the server (POST /logout) with the token and admin id held right now, so
 * the caller may clear the session at once without waiting. Fire and forget: keepalive lets the
 * call outlive the page, and a failure changes nothing the user could act on (an expired or
 * already ended token is dead anyway).
 */
export function endServerSession(): void {
  const headers = sessionHeaders();
  if (!headers.Authorization) return;
  const { method, path } = sessionEndpoints.logout;
  fetch(apiUrl(fillPath(path)), {
    method,
    headers: { ...headers, ...traceHeaders() },
    keepalive: true,
  }).catch(() => undefined);
}

function searchParams(params: QueryParams | undefined): URLSearchParams | undefined {
  if (!params) return undefined;
  if (params instanceof URLSearchParams) return params;
  const result = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== null && value !== undefined) result.append(key, String(value));
  }
  return result;
}

async function readBody(response: Response, responseType: RequestOptions['responseType']) {
  if (responseType === 'blob') return response.blob();
  const text = await response.text();
  if (responseType === 'text') return text;
  if (!text.trim()) return null;
  return JSON.parse(text) as unknown;
}

async function errorBody(response: Response): Promise<unknown> {
  try {
    const text = await response.text();
    return text ? (JSON.parse(text) as unknown) : null;
  } catch {
    return null;
  }
}

function isAbort(error: unknown, signal: AbortSignal | undefined) {
  return Boolean(signal?.aborted) || (error instanceof Error && error.name === 'AbortError');
}

/**
 * One call to the API with its status and headers. Sends the bearer token (and the admin
 * user id while impersonating), reads x-token-expiry into the session after every answer,
 * ends the session on a 401, and opens the global error dialog (docs/forms-and-errors.md) unless
 * `showErrorDialog` is false. Throws ApiError on failure.
 */
export function sendRequest<T>(
  route: string,
  options: RequestOptions = {},
): Promise<ApiResponse<T>> {
  return send<T>(route, options, null);
}

/** A GET's options: what sendRequestNow takes. */
export type GetOptions = Omit<RequestOptions, 'method' | 'data'>;

/**
 * sendRequest for a GET that has left before this function returns. ky sends on a later turn
 * of the event loop, which for a call made while a script is still being evaluated (the
 * opening screen's, made as the host's first script runs) means after the whole script. The
 * answer still goes through every step of sendRequest. The opening screen's own calls the page
 * has usually sent already, before this script arrived (openingCalls.ts): their answer is taken.
 */
export function sendRequestNow<T>(
  route: string,
  options: GetOptions = {},
): Promise<ApiResponse<T>> {
  const query = searchParams(options.params);
  const search = query?.toString();
  const url = `${apiUrl(route)}${search ? `?${search}` : ''}`;
  const headers = sessionHeaders();
  const sent =
    takeOpeningCall(url, headers) ??
    fetch(url, { headers: { ...headers, ...traceHeaders() }, signal: options.signal });
  return send<T>(route, { ...options, params: query }, sent);
}

/** sendRequest's steps; `sent`: the answer of a fetch already made, which ky then takes for its own. */
async function send<T>(
  route: string,
  options: RequestOptions,
  sent: Promise<Response> | null,
): Promise<ApiResponse<T>> {
  const {
    method = 'GET',
    data,
    params,
    responseType = 'json',
    showErrorDialog = true,
    signal,
  } = options;
  const isFormData = typeof FormData !== 'undefined' && data instanceof FormData;
  let failure: ApiError;
  try {
    const response = await client()(route.replace(/^\/+/, ''), {
      method,
      signal,
      searchParams: searchParams(params),
      ...(data === undefined ? {} : isFormData ? { body: data as FormData } : { json: data }),
      ...(sent ? { fetch: () => sent } : {}),
    });
    return {
      data: (await readBody(response, responseType)) as T,
      status: response.status,
      headers: response.headers,
    };
  } catch (error) {
    if (isAbort(error, signal)) throw new ApiError('The request was cancelled', null, null, true);
    if (error instanceof HTTPError) {
      failure = new ApiError(
        `${method} ${route} answered ${error.response.status}`,
        error.response.status,
        await errorBody(error.response),
      );
    } else {
      const reason = error instanceof TimeoutError ? 'timed out' : 'failed';
      failure = new ApiError(`${method} ${route} ${reason}`, null, null);
    }
  }
  if (typeof showErrorDialog === 'function' ? showErrorDialog(failure) : showErrorDialog) {
    showFailureDialog(failure);
  }
  throw failure;
}

/** Opens the global error dialog (docs/forms-and-errors.md) for a failed call; a cancelled one says nothing. */
function showFailureDialog(error: unknown): void {
  if (error instanceof ApiError && error.aborted) return;
  const dialog =
    error instanceof ApiError
      ? errorDialogFor(error.status, error.body)
      : errorDialogFor(null, null);
  if (dialog) openErrorDialog(dialog);
}

/** One call to the API; resolves to the answer's body. See sendRequest. */
export async function request<T>(route: string, options: RequestOptions = {}): Promise<T> {
  return (await sendRequest<T>(route, options)).data;
}
