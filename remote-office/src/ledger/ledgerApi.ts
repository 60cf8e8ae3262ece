import { downloadFile } from '@villa/shared/api';
import { officeLedgerEndpoints, type LedgerQuery } from '@villa/shared/contract';
import { endpointQuery, keepPreviousData, queryOptions } from '@villa/shared/query';

/* The ledger's calls (api/src/office/ledger/README.md). */

const queryOf = (q: LedgerQuery) => {
  const query = new URLSearchParams({ from: q.from, to: q.to });
  if (q.method) query.set('method', q.method);
  return query;
};

export const ledgerQuery = (q: LedgerQuery) =>
  queryOptions({
    ...endpointQuery(officeLedgerEndpoints.ledger, { query: queryOf(q), showErrorDialog: false }),
    placeholderData: keepPreviousData,
  });

/** The same lines as CSV, downloaded with the session's token. */
export const downloadLedgerCsv = (q: LedgerQuery) =>
  downloadFile(
    `${officeLedgerEndpoints.ledgerCsv.path}?${queryOf(q).toString()}`,
    `ledger-${q.from}-to-${q.to}${q.method ? `-${q.method}` : ''}.csv`,
  );
