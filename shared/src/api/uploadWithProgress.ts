import { HEADERS, fillPath, type AnswerOf, type EndpointSpec } from '@villa/shared/contract';
import { getSession } from '@villa/shared/store';
import { callerHeaders } from './callerHeaders';
import { ApiError, apiUrl } from './client';

/** How far an upload has gone: bytes sent of the whole request body. */
export interface UploadProgress {
  loaded: number;
  total: number;
}

export interface UploadRequest {
  params?: Record<string, string>;
  /** The multipart body (the file and its fields). */
  body: FormData;
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
}

function parsed(text: string): unknown {
  if (!text.trim()) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/**
 * Sends a multipart upload to an endpoint of the table with XMLHttpRequest, the one browser
 * call that reports upload progress (fetch does not). It does what the API client does of the
 * session: the caller's headers (token, admin id), the expiry header read after the answer, and
 * a 401 ends the session. It never opens the error dialog: an upload's failure is shown beside
 * its file. Resolves to the answer's JSON; throws ApiError as the client does.
 */
export function uploadWithProgress<E extends EndpointSpec>(
  endpoint: E,
  { params, body, onProgress, signal }: UploadRequest,
): Promise<AnswerOf<E>> {
  const route = fillPath(endpoint.path, params);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(endpoint.method, apiUrl(route));
    for (const [name, value] of Object.entries(callerHeaders(getSession()))) {
      xhr.setRequestHeader(name, value);
    }
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.({ loaded: event.loaded, total: event.total });
    };
    xhr.onload = () => {
      const session = getSession();
      const answer = parsed(xhr.responseText);
      if (xhr.status === 401) {
        if (session.isAuthenticated) session.logout({ timedOut: false });
      } else {
        const expiry = xhr.getResponseHeader(HEADERS.tokenExpiry);
        if (expiry !== null && expiry.trim() !== '' && session.token) {
          session.applyTokenExpiry(Number(expiry));
        }
      }
      if (xhr.status >= 200 && xhr.status < 300) resolve(answer as AnswerOf<E>);
      else {
        reject(
          new ApiError(`${endpoint.method} ${route} answered ${xhr.status}`, xhr.status, answer),
        );
      }
    };
    xhr.onerror = () => reject(new ApiError(`${endpoint.method} ${route} failed`, null, null));
    xhr.onabort = () => reject(new ApiError('The request was cancelled', null, null, true));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(body);
  });
}
