import * as v from 'valibot';
import { dayOf } from './days';

/*
 * The provider's cancellation policy: set once in the provider settings file
 * (`cancellationPolicy`), and the one rule of what a cancelled booking keeps. The office's
 * cancel, the booking terms, checkout and the agent's booking page all ask keptOnCancel, so
 * what the agent is told is what the office keeps.
 */

/** The policy when the settings file names none. */
export const DEFAULT_CANCELLATION_POLICY = {
  /** Up to this many days before arrival the deposit is kept; after that the full price. */
  depositKeptUntilDays: 56,
} as const;

export const cancellationPolicySchema = v.object({
  depositKeptUntilDays: v.pipe(
    v.number('cancellationPolicy.depositKeptUntilDays must be a number'),
    v.integer('cancellationPolicy.depositKeptUntilDays must be a whole number'),
    v.minValue(0, 'cancellationPolicy.depositKeptUntilDays must be at least 0'),
    v.maxValue(730, 'cancellationPolicy.depositKeptUntilDays must be at most 730'),
  ),
});
export type CancellationPolicy = v.InferOutput<typeof cancellationPolicySchema>;

export interface CancelMoney {
  /** What the provider keeps of the booking's total. */
  keptPence: number;
  /** What is owed back: net paid less what is kept, never below zero. */
  refundDuePence: number;
  /** Whether the full price is kept (cancelled inside the policy's last days). */
  fullPriceKept: boolean;
}

/**
 * What would be kept if the booking were cancelled on UK day `cancelDay` (YYYY-MM-DD).
 * `dueNowPence` is the deposit (or the whole total when no deposit applies); `paidPence` is
 * net of refunds. Kept is never more than the total; the refund due never below zero.
 */
export function keptOnCancel(
  policy: CancellationPolicy,
  booking: { arrival: string; totalPence: number; dueNowPence: number; paidPence: number },
  cancelDay: string,
): CancelMoney {
  const daysBefore = dayOf(booking.arrival) - dayOf(cancelDay);
  const fullPriceKept = daysBefore < policy.depositKeptUntilDays;
  const keptPence = Math.max(
    0,
    Math.min(booking.totalPence, fullPriceKept ? booking.totalPence : booking.dueNowPence),
  );
  return {
    keptPence,
    refundDuePence: Math.max(0, booking.paidPence - keptPence),
    fullPriceKept,
  };
}

/** The policy as the booking terms and checkout say it. */
export const cancellationPolicyText = (policy: CancellationPolicy): string =>
  `If the booking is cancelled ${policy.depositKeptUntilDays} days or more before arrival, ` +
  `the deposit is kept; after that, the full price is kept.`;
