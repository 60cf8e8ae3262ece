import * as v from 'valibot';
import { moneySchema } from './booking';
import { isIsoDate } from './days';

/*
 * The office's ledger (/office/payments): every line of money, by UK day, with totals: card
 * payments, declined card payments, and (as the money area adds them) bank payments and refunds.
 * The query is api/src/office/ledger; each kind of line is one SELECT of its union.
 */

export const LEDGER_KINDS = ['CARD_PAYMENT', 'CARD_DECLINED', 'BANK_PAYMENT', 'REFUND'] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

export const LEDGER_METHODS = ['CARD', 'BANK_TRANSFER', 'CHEQUE'] as const;
export type LedgerMethod = (typeof LEDGER_METHODS)[number];

export const LEDGER_KIND_LABELS: Record<LedgerKind, string> = {
  CARD_PAYMENT: 'Card payment',
  CARD_DECLINED: 'Card declined',
  BANK_PAYMENT: 'Bank payment',
  REFUND: 'Refund',
};
export const LEDGER_METHOD_LABELS: Record<LedgerMethod, string> = {
  CARD: 'Card',
  BANK_TRANSFER: 'Bank transfer',
  CHEQUE: 'Cheque',
};

/** The longest range one answer covers. */
export const LEDGER_MAX_DAYS = 366;

export const ledgerTexts = {
  from: 'From must be a date (YYYY-MM-DD)',
  to: 'To must be a date (YYYY-MM-DD)',
  method: `Method must be one of ${LEDGER_METHODS.join(', ')}`,
  order: 'To must be on or after From',
  range: `The ledger shows at most ${LEDGER_MAX_DAYS} days at a time`,
} as const;

const day = (message: string) => v.pipe(v.string(message), v.trim(), v.check(isIsoDate, message));

/** GET /office/ledger and /office/ledger.csv: UK days, both included. */
export const ledgerQuerySchema = v.pipe(
  v.object({
    from: day(ledgerTexts.from),
    to: day(ledgerTexts.to),
    method: v.optional(
      v.union([v.literal(''), v.picklist(LEDGER_METHODS, ledgerTexts.method)]),
      '',
    ),
  }),
  v.forward(
    v.check((q) => q.from <= q.to, ledgerTexts.order),
    ['to'],
  ),
  v.forward(
    v.check(
      (q) => Date.parse(q.to) - Date.parse(q.from) < LEDGER_MAX_DAYS * 86_400_000,
      ledgerTexts.range,
    ),
    ['to'],
  ),
);
export type LedgerQuery = v.InferOutput<typeof ledgerQuerySchema>;

export const ledgerLineSchema = v.object({
  /** ISO-8601 UTC. */
  at: v.string(),
  kind: v.picklist(LEDGER_KINDS),
  method: v.picklist(LEDGER_METHODS),
  bookRef: v.string(),
  /** Pounds: money in is positive, a refund negative; a decline its attempted amount. */
  amount: moneySchema,
  /** The provider's transaction id, the payer's reference, or the attempt's. */
  reference: v.string(),
  /** The card, the decline's reason, the refund's reason. */
  detail: v.string(),
});
export type LedgerLine = v.InferOutput<typeof ledgerLineSchema>;

export const ledgerTotalsSchema = v.object({
  /** Card and bank payments received. */
  received: moneySchema,
  /** Refunded (a positive figure). */
  refunded: moneySchema,
  /** Received less refunded. */
  net: moneySchema,
  /** Declined card payments: attempted, never received. */
  declined: moneySchema,
  declines: v.number(),
});
export type LedgerTotals = v.InferOutput<typeof ledgerTotalsSchema>;

export const ledgerResponseSchema = v.object({
  from: v.string(),
  to: v.string(),
  method: v.string(),
  /** UK days with at least one line, oldest first. */
  days: v.array(
    v.object({ day: v.string(), lines: v.array(ledgerLineSchema), totals: ledgerTotalsSchema }),
  ),
  totals: ledgerTotalsSchema,
});
export type LedgerResponse = v.InferOutput<typeof ledgerResponseSchema>;
