import { ledgerQuerySchema, ledgerResponseSchema } from '../officeLedger';
import { STAFF_ROLES } from '../roles';
import { endpoint } from './endpoint';

/**
 * The office's ledger of money in and out (api/src/office/ledger/README.md). STAFF and ADMIN
 * only; part of the `office` area of the table (OpenAPI tag `office`).
 */
export const officeLedgerEndpoints = {
  ledger: endpoint({
    method: 'GET',
    path: '/office/ledger',
    summary: 'Card payments, declines, bank payments and refunds by UK day, with totals',
    access: STAFF_ROLES,
    query: ledgerQuerySchema,
    answer: ledgerResponseSchema,
    errors: [422],
  }),
  ledgerCsv: endpoint({
    method: 'GET',
    path: '/office/ledger.csv',
    summary: 'The same lines as CSV, for the accounts',
    access: STAFF_ROLES,
    query: ledgerQuerySchema,
    answer: null,
    contentType: 'text/csv',
    errors: [422],
  }),
};
