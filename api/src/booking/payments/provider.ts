import { inSpan } from '../../ops/spans';
/*
 * The card payment provider, behind an interface so a real one (a hosted payment page of a
 * card acquirer) replaces the sandbox without touching the booking rules. The portal never
 * sees a card number: the agent types it into the provider's page, embedded in the booking
 * page, and the provider tells us the outcome through a signed notification.
 */

export interface PaymentPageRequest {
  /** Our payment attempt id: the merchant reference the notification carries back. */
  reference: string;
  amountPence: number;
  /** Shown on the provider's page, e.g. "Booking VB4K7Q2M". */
  description: string;
  /** Where the agent goes after paying (portal path); a decline adds ?payment-declined=1. */
  returnUrl: string;
  /** ISO timestamp after which the page refuses to take the payment. */
  expiresAt: string;
}

export interface PaymentNotification {
  reference: string;
  /** The provider's id of the charge: a payment is recorded once per transaction id. */
  transactionId: string;
  outcome: 'PAID' | 'DECLINED';
  amountPence: number;
  /** Why a payment was declined, in the provider's words. */
  reason: string | null;
  /** e.g. "Visa ending 4242": never the card number. */
  cardSummary: string | null;
  /** The card's last four digits, e.g. "4242". */
  cardLastFour: string | null;
}

/** All or part of a captured card payment, given back. */
export interface RefundRequest {
  /** The provider's id of the charge (payments.provider_ref of the card payment). */
  transactionId: string;
  amountPence: number;
  /** Our refund's id: asked again with the same key, the provider refunds once. */
  idempotencyKey: string;
  /** Why, in the staff member's words (kept by the provider beside the refund). */
  reason: string;
}

export type RefundOutcome =
  | { ok: true; refundId: string }
  /** Refused: nothing was given back; `reason` in the provider's words. */
  | { ok: false; reason: string };

export interface PaymentProvider {
  readonly name: string;
  /**
   * Opens a hosted payment page for one attempt; its URL is embedded in the booking page.
   * Idempotent per reference (as providers' idempotency keys are): asked again for the same
   * attempt, it answers the same page.
   */
  createPaymentPage(request: PaymentPageRequest): Promise<{ url: string }>;
  /** Closes the pages of attempts that may no longer take money; the page shows `reason`. */
  closePaymentPages(references: readonly string[], reason: string): Promise<void>;
  /**
   * Gives back all or part of a charge, never more than is left of it; refused with the
   * provider's reason otherwise. Idempotent per key.
   */
  refund(request: RefundRequest): Promise<RefundOutcome>;
  /** Verifies a notification sent to our callback; null when it is not genuine or malformed. */
  readNotification(
    body: unknown,
    headers: Record<string, string | string[] | undefined>,
  ): PaymentNotification | null;
}

/**
 * The provider with a span around each call that goes to it (ops/spans.ts: nothing when
 * tracing is off), so a slow payment page shows where its time went.
 */
export function withProviderSpans(provider: PaymentProvider): PaymentProvider {
  const attributes = { 'villa.payment_provider': provider.name };
  return {
    name: provider.name,
    createPaymentPage: (request) =>
      inSpan('payment provider createPaymentPage', attributes, () =>
        provider.createPaymentPage(request),
      ),
    closePaymentPages: (references, reason) =>
      inSpan('payment provider closePaymentPages', attributes, () =>
        provider.closePaymentPages(references, reason),
      ),
    refund: (request) =>
      inSpan('payment provider refund', attributes, () => provider.refund(request)),
    readNotification: (body, headers) => provider.readNotification(body, headers),
  };
}
