import { readStoredCaller } from '@villa/shared/store';
import { callerHeaders } from './callerHeaders';

/*
 * The opening screen's data calls, sent by the page itself: the server writes a small script
 * into the page with the calls of the screen it opens on (api/src/web/openingCalls.ts), which
 * sends them as soon as the browser has read the page, while the host's first script is still
 * arriving. The host's call of the same URL then takes the answer already in flight
 * (sendRequestNow), so nothing is fetched twice.
 */

/** Where the page's script leaves what it sent, for the host's first script to take. */
const SENT_GLOBAL = '__villaOpeningCalls';

interface SentCall {
  /** Who it was sent as: taken only by a call of the same caller. */
  authorization: string;
  answer: Promise<Response>;
}

type OpeningWindow = Window & { [SENT_GLOBAL]?: Record<string, SentCall> };

/**
 * Sends each call (a path under the page's origin, '/api/property/1?from=…') as whoever storage
 * says is logged in; nothing when nobody is (the route guard will send the visitor to log in).
 */
export function sendOpeningCalls(paths: readonly string[]): void {
  const headers = callerHeaders(readStoredCaller());
  if (!headers.Authorization) return;
  const sent: Record<string, SentCall> = {};
  for (const path of paths) {
    const url = new URL(path, window.location.href).href;
    const answer = fetch(url, { headers });
    // Whoever takes it sees the failure; one never taken is not an unhandled rejection.
    answer.catch(() => undefined);
    sent[url] = { authorization: headers.Authorization, answer };
  }
  (window as OpeningWindow)[SENT_GLOBAL] = sent;
}

/** The answer of the call to `url` the page already sent with these headers, once only. */
export function takeOpeningCall(
  url: string,
  headers: Record<string, string>,
): Promise<Response> | undefined {
  const sent = (window as OpeningWindow)[SENT_GLOBAL];
  const call = sent?.[url];
  if (!sent || !call) return undefined;
  delete sent[url];
  return call.authorization === headers.Authorization ? call.answer : undefined;
}

/**
 * Forgets the calls nobody took (the route guard sent the visitor elsewhere): a later
 * navigation to the same screen asks afresh rather than reading an answer from page load.
 */
export function endOpeningCalls(): void {
  delete (window as OpeningWindow)[SENT_GLOBAL];
}
