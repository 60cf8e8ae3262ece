import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { merchantAnswerSchema } from '@villa/shared/contract';
import type { Services } from '../../services';
import { withProviderSpans, type PaymentProvider } from './provider';
import {
  createSandboxProvider,
  SANDBOX_CALLBACK_PATH,
  SANDBOX_SIGNATURE_HEADER,
  type SandboxProvider,
} from './sandbox';
import { sandboxSecretOf } from './sandboxSecret';

/*
 * The portal's one payment provider per server: the agents' card payments (booking/routes.ts)
 * and the office's refunds (office/bookings) ask the same one. Made on the first ask.
 */

const made = new WeakMap<
  Services,
  Promise<{ sandbox: SandboxProvider; provider: PaymentProvider }>
>();

export function paymentProviderOf(app: FastifyInstance) {
  const key = app.services;
  let found = made.get(key);
  if (!found) {
    found = (async () => {
      const { db, clock, config } = app.services;
      const sandbox = createSandboxProvider({
        db,
        clock,
        log: app.log.child({ component: 'booking' }),
        secret: await sandboxSecretOf(db, config.paymentSandboxSecret),
        async deliver(payload, signature) {
          const res = await app.inject({
            method: 'POST',
            url: SANDBOX_CALLBACK_PATH,
            headers: {
              'content-type': 'application/json',
              [SANDBOX_SIGNATURE_HEADER]: signature,
            },
            payload,
          });
          if (res.statusCode !== 200) throw new Error(`callback answered ${res.statusCode}`);
          // The answer as the contract has it (`received` left out): checked, not assumed.
          return v.parse(merchantAnswerSchema, res.json());
        },
      });
      return { sandbox, provider: withProviderSpans(sandbox) };
    })();
    made.set(key, found);
  }
  return found;
}
