import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { formatPence } from '@villa/shared/format';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/schema';
import { toTimestamp, type Clock } from '../../time';
import { bookingDb, type SandboxChargesTable } from '../tables';
import { isUniqueViolation } from '../../db/engine';
import { route } from '../../web/endpointRoute';
import { endpoints, type MerchantAnswer } from '@villa/shared/contract';
import type { PaymentNotification, PaymentPageRequest, PaymentProvider } from './provider';

/*
 * The sandbox card provider: a hosted payment page served by the API under
 * /api/payment-sandbox/{pageId}, embedded in the booking page. It plays the provider's part:
 * it takes the card details on its own page, decides the outcome by test card, keeps its own
 * record (sandbox_charges: amount, outcome, "Visa ending 4242" - never the number) and
 * notifies the merchant through a signed callback. Like real providers it delivers each
 * notification at least once; it sends every one twice, so the merchant's idempotency is
 * exercised by every payment. It authorises, then captures only what the merchant accepts: a
 * paid page the merchant refuses (its answer says why) is voided and the page shows the reason.
 *
 * Test cards (any future expiry, any 3-digit security code, any name):
 *   4242 4242 4242 4242  payment succeeds
 *   4000 0000 0000 0002  declined: "Your card was declined."
 *   4000 0000 0000 9995  declined: "Insufficient funds."
 */

export const SANDBOX_CARDS = {
  success: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
} as const;

const DECLINES: Record<string, string> = {
  [SANDBOX_CARDS.declined]: 'Your card was declined.',
  [SANDBOX_CARDS.insufficientFunds]: 'Insufficient funds.',
};

export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';
export const SANDBOX_BASE = '/api/payment-sandbox';
export const SANDBOX_CALLBACK_PATH = '/api/payments/callback/sandbox';

export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return digits.length >= 12 && sum % 10 === 0;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

interface CardForm {
  cardNumber: string;
  expiry: string;
  cvc: string;
  name: string;
}

type CardErrors = Partial<Record<keyof CardForm | 'card', string>>;

/** Checks what was typed; the card number is only ever held in this request's memory. */
export function checkCard(form: CardForm, nowMs: number): { errors: CardErrors; digits: string } {
  const errors: CardErrors = {};
  const digits = form.cardNumber.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits) || !luhnValid(digits))
    errors.cardNumber = 'Enter a valid card number.';
  const expiry = /^(\d{2})\s*\/\s*(\d{2})$/.exec(form.expiry.trim());
  if (!expiry || Number(expiry[1]) < 1 || Number(expiry[1]) > 12) {
    errors.expiry = 'Enter the expiry date as MM/YY.';
  } else {
    const now = new Date(nowMs);
    const year = 2000 + Number(expiry[2]);
    const month = Number(expiry[1]);
    if (
      year < now.getUTCFullYear() ||
      (year === now.getUTCFullYear() && month < now.getUTCMonth() + 1)
    ) {
      errors.expiry = 'This card has expired.';
    }
  }
  if (!/^\d{3,4}$/.test(form.cvc.trim())) errors.cvc = 'Enter the 3 or 4 digit security code.';
  if (form.name.trim().length < 2) errors.name = 'Enter the name on the card.';
  return { errors, digits };
}

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} - Sandbox Pay</title>
<style>
  body { margin: 0; font: 16px/1.5 system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif; color: #1f2a30; background: #f7f9fb; }
  main { max-width: 460px; margin: 0 auto; padding: 16px; }
  .brand { font-weight: 700; color: #3b2f8f; letter-spacing: 0.02em; margin: 0 0 4px; }
  .amount { font-size: 1.5rem; font-weight: 700; margin: 0 0 12px; }
  label { display: block; font-weight: 600; margin: 12px 0 4px; }
  input { width: 100%; box-sizing: border-box; font: inherit; padding: 10px; border: 1px solid #9aa7b0; border-radius: 6px; background: #fff; }
  input:focus-visible, button:focus-visible, a:focus-visible { outline: 3px solid #f0b429; outline-offset: 2px; }
  .row { display: flex; gap: 12px; } .row > div { flex: 1; }
  .error { color: #b42318; margin: 4px 0 0; font-size: 0.9rem; }
  input[aria-invalid="true"] { border-color: #b42318; }
  button { margin-top: 16px; width: 100%; font: inherit; font-weight: 700; padding: 12px; border: 0; border-radius: 6px; background: #3b2f8f; color: #fff; cursor: pointer; }
  .note { margin-top: 16px; padding: 10px 12px; background: #eef0fb; border-radius: 6px; font-size: 0.9rem; }
  .note ul { margin: 4px 0 0; padding-left: 18px; }
  .alert { padding: 12px; border-radius: 6px; margin: 12px 0; }
  .alert--danger { background: #fdecea; color: #7a1a12; } .alert--success { background: #e7f5ec; color: #14532d; }
  a { color: #3b2f8f; font-weight: 600; }
</style>
</head>
<body><main>
<p class="brand">Sandbox Pay <span aria-hidden="true">·</span> test mode</p>
${body}
</main></body></html>`;
}

function field(
  name: keyof CardForm,
  label: string,
  value: string,
  error: string | undefined,
  attrs: string,
): string {
  const id = `f-${name}`;
  return `<label for="${id}">${label}</label>
<input id="${id}" name="${name}" value="${escapeHtml(value)}" ${attrs}${
    error ? ` aria-invalid="true" aria-describedby="${id}-error"` : ''
  }>${error ? `<p class="error" id="${id}-error">${escapeHtml(error)}</p>` : ''}`;
}

function formPage(
  charge: { id: string; amount_pence: number; description: string },
  values: Partial<CardForm>,
  errors: CardErrors,
): string {
  return page(
    'Card payment',
    `<h1 class="amount">Pay ${formatPence(charge.amount_pence)}</h1>
<p>${escapeHtml(charge.description)}</p>
${errors.card ? `<div class="alert alert--danger" role="alert">${escapeHtml(errors.card)}</div>` : ''}
<form method="post" action="${SANDBOX_BASE}/${charge.id}" novalidate>
${field('cardNumber', 'Card number', '', errors.cardNumber, 'inputmode="numeric" autocomplete="cc-number" required autofocus')}
<div class="row"><div>
${field('expiry', 'Expiry date (MM/YY)', values.expiry ?? '', errors.expiry, 'autocomplete="cc-exp" placeholder="MM/YY" required')}
</div><div>
${field('cvc', 'Security code', '', errors.cvc, 'inputmode="numeric" autocomplete="cc-csc" required')}
</div></div>
${field('name', 'Name on card', values.name ?? '', errors.name, 'autocomplete="cc-name" required')}
<button type="submit">Pay ${formatPence(charge.amount_pence)}</button>
</form>
<div class="note"><strong>Test cards</strong> (any future expiry, any security code):
<ul><li>4242 4242 4242 4242: payment succeeds</li><li>4000 0000 0000 0002: declined</li><li>4000 0000 0000 9995: insufficient funds</li></ul></div>`,
  );
}

/** When the merchant gives no answer, nothing is captured. */
const UNCONFIRMED = 'The payment could not be confirmed, so no money was taken. Please try again.';

function resultPage(
  state: 'PAID' | 'DECLINED' | 'EXPIRED' | 'REFUSED',
  amountPence: number,
  returnUrl: string,
  reason?: string | null,
) {
  const back =
    state === 'DECLINED'
      ? `${returnUrl}${returnUrl.includes('?') ? '&' : '?'}payment-declined=1`
      : returnUrl;
  const text =
    state === 'PAID'
      ? `<div class="alert alert--success" role="status">Payment of ${formatPence(amountPence)} received. Thank you.</div>`
      : state === 'DECLINED'
        ? `<div class="alert alert--danger" role="alert">Payment declined. ${escapeHtml(reason ?? '')}</div>`
        : `<div class="alert alert--danger" role="alert">Payment not taken. ${escapeHtml(
            reason ?? 'This payment page has expired. Please start the payment again.',
          )}</div>`;
  return page(
    state === 'PAID' ? 'Payment received' : 'Payment not taken',
    `${text}<p><a href="${escapeHtml(back)}" target="_top">Return to the booking</a></p>`,
  );
}

/** The page of a charge that takes no card any more (paid, declined, refused, closed); else null. */
function closedPage(charge: Selectable<SandboxChargesTable>, nowMs: number): string | null {
  const { amount_pence: amount, return_url: back, closed_reason: reason } = charge;
  if (charge.state === 'DECLINED' && reason) return resultPage('REFUSED', amount, back, reason);
  if (charge.state !== 'OPEN') return resultPage(charge.state, amount, back);
  if (Date.parse(charge.expires_at) <= nowMs) return resultPage('EXPIRED', amount, back, reason);
  return null;
}

/** The sandbox's own record of a refund it made (migration 028). */
interface SandboxRefundsTable {
  id: string;
  transaction_id: string;
  amount_pence: number;
  idempotency_key: string;
  created_at: string;
}

/**
 * A refund whose reason holds these words is refused by the sandbox, as a test card is declined:
 * how a test, or a staff member trying the office, makes one fail.
 */
export const SANDBOX_REFUND_FAILURE = 'sandbox: fail';

export const sandboxRefundTexts = {
  declined: 'The card issuer declined the refund.',
  unknown: 'The payment provider has no captured payment with this reference.',
  moreThanLeft: 'The payment provider has less than this left to refund on the payment.',
} as const;

export interface SandboxProvider extends PaymentProvider {
  /** Registers the provider's own pages (call inside the /api prefix). */
  registerPages(app: FastifyInstance): void;
  /** Signs a notification body the way the sandbox does (tests forge and replay with it). */
  sign(body: string): string;
}

export function createSandboxProvider(deps: {
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  /** Secret shared by the sandbox and our callback; random per server when not given. */
  secret?: string;
  /** Delivers a notification to the merchant (POST to the callback path); its answer. */
  deliver: (payload: string, signature: string) => Promise<MerchantAnswer>;
}): SandboxProvider {
  const secret = deps.secret ?? randomBytes(32).toString('hex');
  const sign = (body: string) => createHmac('sha256', secret).update(body).digest('hex');
  const db = () => bookingDb(deps.db);

  /** The merchant's first answer, or null when no delivery got one. */
  async function notify(notification: PaymentNotification): Promise<MerchantAnswer | null> {
    const payload = JSON.stringify(notification);
    const signature = sign(payload);
    let answer: MerchantAnswer | null = null;
    // At least once, like real providers: twice, every time.
    for (let i = 0; i < 2; i += 1) {
      try {
        const given = await deps.deliver(payload, signature);
        answer ??= given;
      } catch (err) {
        deps.log.warn({ err, reference: notification.reference }, 'sandbox notification failed');
      }
    }
    return answer;
  }

  const pageOf = async (reference: string) => {
    const row = await db()
      .selectFrom('sandbox_charges')
      .select('id')
      .where('merchant_reference', '=', reference)
      .executeTakeFirst();
    return row ? { url: `${SANDBOX_BASE}/${row.id}` } : null;
  };

  return {
    name: 'sandbox',
    sign,

    async createPaymentPage(request: PaymentPageRequest) {
      const existing = await pageOf(request.reference);
      if (existing) return existing;
      const id = randomBytes(24).toString('base64url');
      try {
        await db()
          .insertInto('sandbox_charges')
          .values({
            id,
            merchant_reference: request.reference,
            amount_pence: request.amountPence,
            description: request.description,
            return_url: request.returnUrl,
            state: 'OPEN',
            transaction_id: null,
            card_summary: null,
            created_at: toTimestamp(deps.clock()),
            expires_at: request.expiresAt,
            completed_at: null,
            closed_reason: null,
          })
          .execute();
      } catch (error) {
        // The same attempt asked twice at once: one page, the first one written.
        const page = isUniqueViolation(error) ? await pageOf(request.reference) : null;
        if (page) return page;
        throw error;
      }
      return { url: `${SANDBOX_BASE}/${id}` };
    },

    async closePaymentPages(references, reason) {
      if (references.length === 0) return;
      await db()
        .updateTable('sandbox_charges')
        .set({ expires_at: toTimestamp(deps.clock()), closed_reason: reason })
        .where('state', '=', 'OPEN')
        .where('merchant_reference', 'in', references)
        .execute();
    },

    async refund(request) {
      const rdb = (deps.db as Db).withTables<{ sandbox_refunds: SandboxRefundsTable }>();
      const done = await rdb
        .selectFrom('sandbox_refunds')
        .select('id')
        .where('idempotency_key', '=', request.idempotencyKey)
        .executeTakeFirst();
      if (done) return { ok: true, refundId: done.id };
      if (request.reason.toLowerCase().includes(SANDBOX_REFUND_FAILURE)) {
        return { ok: false, reason: sandboxRefundTexts.declined };
      }
      const charge = await db()
        .selectFrom('sandbox_charges')
        .select(['amount_pence', 'state'])
        .where('transaction_id', '=', request.transactionId)
        .executeTakeFirst();
      if (!charge || charge.state !== 'PAID')
        return { ok: false, reason: sandboxRefundTexts.unknown };
      const { given } = await rdb
        .selectFrom('sandbox_refunds')
        .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount_pence'), eb.lit(0)).as('given'))
        .where('transaction_id', '=', request.transactionId)
        .executeTakeFirstOrThrow();
      if (Number(given) + request.amountPence > charge.amount_pence) {
        return { ok: false, reason: sandboxRefundTexts.moreThanLeft };
      }
      const id = `rf_${randomBytes(12).toString('base64url')}`;
      try {
        await rdb
          .insertInto('sandbox_refunds')
          .values({
            id,
            transaction_id: request.transactionId,
            amount_pence: request.amountPence,
            idempotency_key: request.idempotencyKey,
            created_at: toTimestamp(deps.clock()),
          })
          .execute();
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        // The same refund asked twice at once: the first one stands.
        const first = await rdb
          .selectFrom('sandbox_refunds')
          .select('id')
          .where('idempotency_key', '=', request.idempotencyKey)
          .executeTakeFirstOrThrow();
        return { ok: true, refundId: first.id };
      }
      return { ok: true, refundId: id };
    },

    readNotification(body, headers) {
      const raw = typeof body === 'string' ? body : JSON.stringify(body);
      const given = headers[SANDBOX_SIGNATURE_HEADER];
      if (typeof given !== 'string' || !/^[0-9a-f]{64}$/.test(given)) return null;
      const expected = Buffer.from(sign(raw), 'hex');
      if (!timingSafeEqual(expected, Buffer.from(given, 'hex'))) return null;
      const n = (
        typeof body === 'string' ? JSON.parse(body) : body
      ) as Partial<PaymentNotification>;
      if (
        typeof n.reference !== 'string' ||
        typeof n.transactionId !== 'string' ||
        (n.outcome !== 'PAID' && n.outcome !== 'DECLINED') ||
        typeof n.amountPence !== 'number'
      ) {
        return null;
      }
      return {
        reference: n.reference,
        transactionId: n.transactionId,
        outcome: n.outcome,
        amountPence: n.amountPence,
        reason: typeof n.reason === 'string' ? n.reason : null,
        cardSummary: typeof n.cardSummary === 'string' ? n.cardSummary : null,
        cardLastFour:
          typeof n.cardLastFour === 'string' && /^\d{4}$/.test(n.cardLastFour)
            ? n.cardLastFour
            : null,
      };
    },

    registerPages(app) {
      // The provider's form posts urlencoded; only these routes read that type.
      app.addContentTypeParser(
        'application/x-www-form-urlencoded',
        { parseAs: 'string', bodyLimit: 8 * 1024 },
        (_request, body, done) => {
          done(null, Object.fromEntries(new URLSearchParams(String(body))));
        },
      );
      app.addHook('onSend', async (_request, reply, payload) => {
        reply.header('cache-control', 'no-store');
        return payload;
      });

      const load = (id: string) =>
        /^[A-Za-z0-9_-]{20,64}$/.test(id)
          ? db().selectFrom('sandbox_charges').selectAll().where('id', '=', id).executeTakeFirst()
          : Promise.resolve(undefined);

      route(app, endpoints.booking.sandboxPage, async ({ params, reply }) => {
        const charge = await load(params.pageId);
        if (!charge)
          return reply
            .code(404)
            .type('text/html')
            .send(page('Not found', '<p>This payment page does not exist.</p>'));
        reply.type('text/html; charset=utf-8');
        return closedPage(charge, deps.clock()) ?? formPage(charge, {}, {});
      });

      route(app, endpoints.booking.sandboxPay, async ({ request, params, reply }) => {
        const charge = await load(params.pageId);
        reply.type('text/html; charset=utf-8');
        if (!charge)
          return reply
            .code(404)
            .send(page('Not found', '<p>This payment page does not exist.</p>'));
        const nowMs = deps.clock();
        const closed = closedPage(charge, nowMs);
        if (closed) return closed;
        const body = (
          request.body && typeof request.body === 'object' ? request.body : {}
        ) as Record<string, unknown>;
        const form: CardForm = {
          cardNumber: String(body.cardNumber ?? ''),
          expiry: String(body.expiry ?? ''),
          cvc: String(body.cvc ?? ''),
          name: String(body.name ?? ''),
        };
        const { errors, digits } = checkCard(form, nowMs);
        if (
          Object.keys(errors).length === 0 &&
          !(digits === SANDBOX_CARDS.success || digits in DECLINES)
        ) {
          errors.card = 'This is a test payment page: use one of the test cards listed below.';
        }
        if (Object.keys(errors).length > 0) {
          return reply
            .code(422)
            .send(formPage(charge, { expiry: form.expiry, name: form.name }, errors));
        }
        const declined = DECLINES[digits];
        const outcome = declined ? 'DECLINED' : 'PAID';
        const transactionId = `sbx_${randomBytes(12).toString('hex')}`;
        const cardSummary = `Visa ending ${digits.slice(-4)}`;
        // Only one submission of a page can take the money.
        const updated = await db()
          .updateTable('sandbox_charges')
          .set({
            state: outcome,
            transaction_id: transactionId,
            card_summary: cardSummary,
            completed_at: toTimestamp(nowMs),
          })
          .where('id', '=', charge.id)
          .where('state', '=', 'OPEN')
          .executeTakeFirst();
        if (Number(updated.numUpdatedRows) !== 1) {
          const now = await load(charge.id);
          return (
            (now && closedPage(now, nowMs)) ??
            resultPage('PAID', charge.amount_pence, charge.return_url)
          );
        }
        const answer = await notify({
          reference: charge.merchant_reference,
          transactionId,
          outcome,
          amountPence: charge.amount_pence,
          reason: declined ?? null,
          cardSummary,
          cardLastFour: digits.slice(-4),
        });
        if (outcome === 'PAID' && answer?.result !== 'recorded' && answer?.result !== 'duplicate') {
          // Not captured: voided, with the merchant's reason on the page.
          const reason = answer?.message ?? UNCONFIRMED;
          await db()
            .updateTable('sandbox_charges')
            .set({ state: 'DECLINED', closed_reason: reason })
            .where('id', '=', charge.id)
            .execute();
          return resultPage('REFUSED', charge.amount_pence, charge.return_url, reason);
        }
        return resultPage(outcome, charge.amount_pence, charge.return_url, declined);
      });
    },
  };
}
