import type { BookingStatusCode } from './booking';
import { DEPOSIT_WAIT_MS, statusTakesPayments } from './stayLifecycle';

/*
 * When a booking's money is due: the one rule behind the accounts dashboard (and anything else
 * that dates a payment). The first payment (the deposit, or the full balance when no deposit
 * applies) is "required within 24hrs" of checkout, or of a reserve hold's upgrade (docs/booking-and-payments.md, the
 * checkout completed page); the rest after a deposit is due on the booking's balance-due day.
 * Only bookings that take payments (PAYPENDING, BOOKING) owe anything; amounts are the booking
 * domain's (record.ts moneyOf), never worked out here.
 */

export const PAYMENT_DUE_KINDS = ['DEPOSIT', 'FULL_BALANCE', 'BALANCE'] as const;
export type PaymentDueKind = (typeof PAYMENT_DUE_KINDS)[number];

export interface PaymentDue {
  kind: PaymentDueKind;
  /** What is still owed of this instalment, pence. */
  amountPence: number;
  /** ISO timestamp: the first payment's deadline, or the end (UTC) of the balance-due day. */
  dueBy: string;
}

export interface PaymentsDueInput {
  status: BookingStatusCode;
  /** When the booking was checked out, or its hold upgraded (ISO timestamp). */
  confirmedAt: string;
  /**
   * The booking's own deadline for the first payment where it keeps one (a PAYPENDING row's
   * expires_at, ISO); null: the stay lifecycle's deposit wait
   * (DEPOSIT_WAIT_MS) after confirmedAt.
   */
  firstPaymentDueBy: string | null;
  /** YYYY-MM-DD the balance is due; null when no deposit applies. */
  balanceDue: string | null;
  /** The booking's money (record.ts moneyOf): due now, paid, outstanding, pence. */
  dueNowPence: number;
  paidPence: number;
  outstandingPence: number;
  depositAvailable: boolean;
}

/** The instalments still owed, earliest first; none when nothing is owed. */
export function paymentsDueOf(b: PaymentsDueInput): PaymentDue[] {
  if (!statusTakesPayments(b.status) || b.outstandingPence <= 0) return [];
  const due: PaymentDue[] = [];
  const firstLeft = Math.max(0, b.dueNowPence - b.paidPence);
  if (firstLeft > 0) {
    const dueBy =
      b.firstPaymentDueBy ?? new Date(Date.parse(b.confirmedAt) + DEPOSIT_WAIT_MS).toISOString();
    due.push({
      kind: b.depositAvailable ? 'DEPOSIT' : 'FULL_BALANCE',
      amountPence: Math.min(firstLeft, b.outstandingPence),
      dueBy,
    });
  }
  const rest = b.outstandingPence - (due[0]?.amountPence ?? 0);
  if (rest > 0) {
    due.push({
      kind: 'BALANCE',
      amountPence: rest,
      // Without a balance day (no deposit), whatever is left follows the first payment's deadline.
      dueBy: b.balanceDue ? `${b.balanceDue}T23:59:59.999Z` : (due[0]?.dueBy ?? b.confirmedAt),
    });
  }
  return due;
}

/** A payment is overdue once its deadline has passed. */
export const isOverdue = (due: Pick<PaymentDue, 'dueBy'>, nowMs: number): boolean =>
  Date.parse(due.dueBy) < nowMs;
