import * as v from 'valibot';
import { callEndpoint } from '@villa/shared/api';
import {
  impersonationPayloadSchema,
  sessionEndpoints,
  type ImpersonationPayload,
} from '@villa/shared/contract';

/*
 * The `data` query parameter of /admin/impersonate is an opaque code that an administrator's
 * action made. It is exchanged once, on the server, for the session and the config the pages
 * show: nothing of what they show comes from the URL. The code works once, so each page load
 * exchanges it once: React's development double effect and a re-render share one answer.
 */
const exchanges = new Map<string, Promise<ImpersonationPayload | null>>();

/** The session the link's code opens; null when it is missing, used, expired or made up. */
export function exchangeImpersonationCode(
  data: string | null | undefined,
): Promise<ImpersonationPayload | null> {
  if (!data) return Promise.resolve(null);
  let exchange = exchanges.get(data);
  if (!exchange) {
    exchange = callEndpoint(sessionEndpoints.impersonate, {
      body: { data },
      showErrorDialog: false,
    })
      .then((answer) => {
        const parsed = v.safeParse(impersonationPayloadSchema, answer);
        return parsed.success ? parsed.output : null;
      })
      .catch(() => null);
    exchanges.set(data, exchange);
  }
  return exchange;
}

/** Forgets the exchanges made (tests). */
export function forgetImpersonationExchanges() {
  exchanges.clear();
}
