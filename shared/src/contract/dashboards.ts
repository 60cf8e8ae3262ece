import type { BookingStatusCode, Money } from './booking';
import type { PaymentDueKind } from './paymentsDue';

/*
 * The dashboards of the ORGANISATION and ACCOUNTS roles (spec-1: those roles have only a
 * dashboard). Figures are for the caller's own organisation; money in pounds (Money), worked out
 * by the booking domain (api/src/booking/record.ts) and the contract's paymentsDueOf.
 */

/** One agent of the organisation and their year so far. */
export interface OrganisationAgentSummary {
  userId: number;
  name: string;
  email: string;
  /** false while the agent has not finished signing up. */
  signupComplete: boolean;
  /** Bookings checked out this year (reserve holds still live, pending payment, booked). */
  bookings: number;
  /** Of those, confirmed (BOOKING). */
  confirmed: number;
  /** Their totals (villa, extras and custom extras). */
  bookedValue: Money;
  /** Commission on the villa price; none on a cancelled booking. */
  commission: Money;
}

/** GET /organisation/dashboard. */
export interface OrganisationDashboardResponse {
  organisation: { name: string; displayName: string };
  /** The calendar year counted (the server's UTC year). */
  year: number;
  agents: OrganisationAgentSummary[];
  totals: { bookings: number; confirmed: number; bookedValue: Money; commission: Money };
}

/** One instalment of a booking still owed. */
export interface AccountsBalanceDue {
  bookRef: string;
  bookStatusCode: BookingStatusCode;
  agentName: string;
  /** Lead passenger, e.g. "Mr Evans". */
  client: string;
  propertyCode: string;
  arrival: string;
  kind: PaymentDueKind;
  amount: Money;
  /** ISO timestamp. */
  dueBy: string;
  overdue: boolean;
}

export interface AccountsPaymentReceived {
  bookRef: string;
  agentName: string;
  client: string;
  /** ISO timestamp. */
  payDate: string;
  payAmount: Money;
  payTypeDesc: string;
  payReference: string;
}

/** GET /accounts/dashboard. */
export interface AccountsDashboardResponse {
  organisation: { name: string; displayName: string };
  /** Everything still owed, earliest due first. */
  balancesDue: AccountsBalanceDue[];
  /** Payments received, newest first (at most ACCOUNTS_PAYMENTS_SHOWN). */
  paymentsReceived: AccountsPaymentReceived[];
  totals: {
    due: Money;
    overdue: Money;
    overdueCount: number;
    /** Every payment received this calendar year. */
    receivedThisYear: Money;
  };
  year: number;
}

export const ACCOUNTS_PAYMENTS_SHOWN = 20;
