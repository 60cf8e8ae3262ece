import * as v from 'valibot';
import { bookingStatusCodeSchema, moneySchema } from './booking';
import { PAYMENT_DUE_KINDS } from './paymentsDue';

/*
 * The dashboards of the ORGANISATION and ACCOUNTS roles (spec-1: those roles have only a
 * dashboard). Figures are for the caller's own organisation; money in pounds (Money), worked out
 * by the booking domain (api/src/booking/record.ts) and the contract's paymentsDueOf.
 */

const organisationNameSchema = v.object({ name: v.string(), displayName: v.string() });

/** One agent of the organisation and their year so far. */
export const organisationAgentSummarySchema = v.object({
  userId: v.number(),
  name: v.string(),
  email: v.string(),
  /** false while the agent has not finished signing up. */
  signupComplete: v.boolean(),
  /** Bookings checked out this year (reserve holds still live, pending payment, booked). */
  bookings: v.number(),
  /** Of those, confirmed (BOOKING). */
  confirmed: v.number(),
  /** Their totals (villa, extras and custom extras). */
  bookedValue: moneySchema,
  /** Commission on the villa price; none on a cancelled booking. */
  commission: moneySchema,
});
export type OrganisationAgentSummary = v.InferOutput<typeof organisationAgentSummarySchema>;

/** GET /organisation/dashboard. */
export const organisationDashboardResponseSchema = v.object({
  organisation: organisationNameSchema,
  /** The calendar year counted (the server's UTC year). */
  year: v.number(),
  agents: v.array(organisationAgentSummarySchema),
  totals: v.object({
    bookings: v.number(),
    confirmed: v.number(),
    bookedValue: moneySchema,
    commission: moneySchema,
  }),
});
export type OrganisationDashboardResponse = v.InferOutput<
  typeof organisationDashboardResponseSchema
>;

/** One instalment of a booking still owed. */
export const accountsBalanceDueSchema = v.object({
  bookRef: v.string(),
  bookStatusCode: bookingStatusCodeSchema,
  agentName: v.string(),
  /** Lead passenger, e.g. "Mr Evans". */
  client: v.string(),
  propertyCode: v.string(),
  arrival: v.string(),
  kind: v.picklist(PAYMENT_DUE_KINDS),
  amount: moneySchema,
  /** ISO timestamp. */
  dueBy: v.string(),
  overdue: v.boolean(),
});
export type AccountsBalanceDue = v.InferOutput<typeof accountsBalanceDueSchema>;

export const accountsPaymentReceivedSchema = v.object({
  bookRef: v.string(),
  agentName: v.string(),
  client: v.string(),
  /** ISO timestamp. */
  payDate: v.string(),
  payAmount: moneySchema,
  payTypeDesc: v.string(),
  payReference: v.string(),
});
export type AccountsPaymentReceived = v.InferOutput<typeof accountsPaymentReceivedSchema>;

/** GET /accounts/dashboard. */
export const accountsDashboardResponseSchema = v.object({
  organisation: organisationNameSchema,
  /** Everything still owed, earliest due first. */
  balancesDue: v.array(accountsBalanceDueSchema),
  /** Payments received, newest first (at most ACCOUNTS_PAYMENTS_SHOWN). */
  paymentsReceived: v.array(accountsPaymentReceivedSchema),
  totals: v.object({
    due: moneySchema,
    overdue: moneySchema,
    overdueCount: v.number(),
    /** Every payment received this calendar year. */
    receivedThisYear: moneySchema,
  }),
  year: v.number(),
});
export type AccountsDashboardResponse = v.InferOutput<typeof accountsDashboardResponseSchema>;

export const ACCOUNTS_PAYMENTS_SHOWN = 20;
