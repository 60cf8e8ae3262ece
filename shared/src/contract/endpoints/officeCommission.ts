import {
  commissionMonthQuerySchema,
  commissionStatementQuerySchema,
  commissionStatementResponseSchema,
  commissionStatementsResponseSchema,
  organisationCommissionResponseSchema,
} from '../officeCommission';
import { STAFF_ROLES } from '../roles';
import { endpoint } from './endpoint';

/**
 * Commission statements (api/src/office/commission/README.md). STAFF and ADMIN only; part of
 * the `office` area of the table (OpenAPI tag `office`).
 */
export const officeCommissionEndpoints = {
  commissionStatements: endpoint({
    method: 'GET',
    path: '/office/commission-statements',
    summary: "Each organisation's commission statement of one month (bookings arriving then)",
    access: STAFF_ROLES,
    query: commissionMonthQuerySchema,
    answer: commissionStatementsResponseSchema,
    errors: [422],
  }),
  commissionStatementCsv: endpoint({
    method: 'GET',
    path: '/office/commission-statement.csv',
    summary: "One organisation's statement of one month as CSV",
    access: STAFF_ROLES,
    query: commissionStatementQuerySchema,
    answer: null,
    contentType: 'text/csv',
    errors: [404, 422],
  }),
  commissionStatementPdf: endpoint({
    method: 'GET',
    path: '/office/commission-statement.pdf',
    summary: "One organisation's statement of one month as PDF",
    access: STAFF_ROLES,
    query: commissionStatementQuerySchema,
    answer: null,
    contentType: 'application/pdf',
    errors: [404, 422, 503],
  }),
  markCommissionPaid: endpoint({
    method: 'POST',
    path: '/office/commission-statement/paid',
    summary: 'Mark a statement paid (once; 409 when it already is)',
    access: STAFF_ROLES,
    query: commissionStatementQuerySchema,
    answer: commissionStatementResponseSchema,
    errors: [404, 409, 422],
  }),
};

/** The organisation's own statements, on the ORGANISATION and ACCOUNTS dashboards. */
export const organisationCommissionEndpoints = {
  commissionStatements: endpoint({
    method: 'GET',
    path: '/organisation/commission-statements',
    summary: "The caller's organisation's commission statements, from 11 months back to 12 ahead",
    access: ['ORGANISATION', 'ACCOUNTS'],
    answer: organisationCommissionResponseSchema,
    errors: [],
  }),
};
