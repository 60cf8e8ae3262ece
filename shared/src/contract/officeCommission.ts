import * as v from 'valibot';
import { bookingStatusCodeSchema, moneySchema } from './booking';

/*
 * Commission statements (issue 45): per organisation per month, the bookings arriving that
 * month, the commission each earned (the booking domain's one rule, moneyOf), paid or not.
 * api/src/office/commission has the rules in words.
 */

export const commissionTexts = {
  month: 'Month must be a month (YYYY-MM)',
  organisation: 'Organisation must be an organisation id',
} as const;

const monthSchema = v.pipe(
  v.string(commissionTexts.month),
  v.trim(),
  v.regex(/^\d{4}-(0[1-9]|1[0-2])$/, commissionTexts.month),
);

export const commissionMonthQuerySchema = v.object({ month: monthSchema });

export const commissionStatementQuerySchema = v.object({
  month: monthSchema,
  organisationId: v.pipe(
    v.string(commissionTexts.organisation),
    v.trim(),
    v.regex(/^[1-9]\d{0,9}$/, commissionTexts.organisation),
  ),
});

export const commissionLineSchema = v.object({
  bookRef: v.string(),
  status: bookingStatusCodeSchema,
  agentEmail: v.string(),
  arrival: v.string(),
  nights: v.number(),
  /** The villa price commission is a share of. */
  villaPrice: moneySchema,
  commission: moneySchema,
});
export type CommissionLine = v.InferOutput<typeof commissionLineSchema>;

export const commissionStatementSchema = v.object({
  organisationId: v.number(),
  organisation: v.string(),
  month: v.string(),
  lines: v.array(commissionLineSchema),
  commission: moneySchema,
  /** When the office paid it; null while unpaid. */
  paidAt: v.nullable(v.string()),
  /** What it came to when paid (a later change of a booking shows in `commission`). */
  paidAmount: v.nullable(moneySchema),
});
export type CommissionStatement = v.InferOutput<typeof commissionStatementSchema>;

export const commissionStatementsResponseSchema = v.object({
  month: v.string(),
  statements: v.array(commissionStatementSchema),
});
export type CommissionStatementsResponse = v.InferOutput<typeof commissionStatementsResponseSchema>;

export const commissionStatementResponseSchema = v.object({
  statement: commissionStatementSchema,
});

/**
 * GET /organisation/commission-statements: the months from 11 back to 12 ahead (arrivals to
 * come are statements to come), newest first, months with a booking only.
 */
export const organisationCommissionResponseSchema = v.object({
  statements: v.array(commissionStatementSchema),
});
export type OrganisationCommissionResponse = v.InferOutput<
  typeof organisationCommissionResponseSchema
>;

/** The organisation's dashboards list the statements of this many months back and ahead. */
export const COMMISSION_MONTHS_LISTED = 12;
