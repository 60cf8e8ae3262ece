import { bookingTexts, type BookingStatusCode } from '@villa/shared/contract';

/*
 * Status transitions of a booking, as plain rules (README.md says them in words):
 *
 *   QUOTATION --checkout reserve--> RESERVE     (a 24-hour hold)
 *   QUOTATION --checkout all------> PAYPENDING
 *   (new stay) --checkout reserve-> RESERVE
 *   (new stay) --checkout all-----> PAYPENDING
 *   RESERVE ----upgrade-----------> PAYPENDING  (only while the hold is live)
 *   RESERVE ----cancel------------> CANCELLED   (AGENT_CANCELLED)
 *   RESERVE ----24 hours pass-----> CANCELLED   (HOLD_LAPSED, by the hold lapse job)
 *   PAYPENDING --payment----------> BOOKING     once the payments reach the amount due now
 *                                               (the deposit, or the total without one)
 *   PAYPENDING / BOOKING --payment-> unchanged otherwise
 *
 * Anything else is refused with a reason the agent can read.
 */

export type BookingEvent =
  | { type: 'CHECKOUT'; product: 'reserve' | 'all' }
  | { type: 'UPGRADE'; holdLive: boolean }
  | { type: 'CANCEL'; holdLive: boolean }
  | { type: 'LAPSE'; holdLive: boolean }
  | { type: 'PAYMENT'; paidPence: number; dueNowPence: number };

export type Transition =
  { ok: true; status: BookingStatusCode; cancelReason?: string } | { ok: false; reason: string };

export const CANCEL_REASONS = {
  holdLapsed: 'HOLD_LAPSED',
  agentCancelled: 'AGENT_CANCELLED',
} as const;

const refuse = (reason: string): Transition => ({ ok: false, reason });

/** The status after an event, or why the event is refused. `current` null: a new stay. */
export function nextStatus(current: BookingStatusCode | null, event: BookingEvent): Transition {
  switch (event.type) {
    case 'CHECKOUT':
      if (current !== null && current !== 'QUOTATION') return refuse(bookingTexts.quoteNotBookable);
      return { ok: true, status: event.product === 'reserve' ? 'RESERVE' : 'PAYPENDING' };
    case 'UPGRADE':
      if (current !== 'RESERVE') return refuse(bookingTexts.notReserve);
      if (!event.holdLive) return refuse(bookingTexts.holdLapsedNoUpgrade);
      return { ok: true, status: 'PAYPENDING' };
    case 'CANCEL':
      if (current !== 'RESERVE') return refuse(bookingTexts.notReserve);
      if (!event.holdLive) return refuse(bookingTexts.holdLapsed);
      return { ok: true, status: 'CANCELLED', cancelReason: CANCEL_REASONS.agentCancelled };
    case 'LAPSE':
      if (current !== 'RESERVE' || event.holdLive) return refuse(bookingTexts.notReserve);
      return { ok: true, status: 'CANCELLED', cancelReason: CANCEL_REASONS.holdLapsed };
    case 'PAYMENT':
      if (current !== 'PAYPENDING' && current !== 'BOOKING') {
        return refuse(bookingTexts.paymentsNotOpen);
      }
      if (current === 'PAYPENDING' && event.paidPence >= event.dueNowPence) {
        return { ok: true, status: 'BOOKING' };
      }
      return { ok: true, status: current };
  }
}

/** Payments are taken for PAYPENDING and BOOKING only. */
export const takesPayments = (status: BookingStatusCode) =>
  status === 'PAYPENDING' || status === 'BOOKING';

/** Extras are locked on a cancelled booking and on a quotation that cannot be booked. */
export const extrasLocked = (status: BookingStatusCode, quoteBookable: boolean) =>
  status === 'CANCELLED' || (status === 'QUOTATION' && !quoteBookable);

/** Lead passenger, passengers: anything but a cancelled booking. */
export const passengersEditable = (status: BookingStatusCode) => status !== 'CANCELLED';
