import type { FastifyInstance } from 'fastify';
import { LEDGER_KIND_LABELS, LEDGER_METHOD_LABELS, endpoints } from '@villa/shared/contract';
import { toPounds } from '@villa/shared/format';
import { officeRoute } from '../officeRoute';
import { toCsv } from './csv';
import { ledgerLines, readLedger } from './ledgerLines';

const CSV_HEADER = [
  'Day',
  'Time (UTC)',
  'Kind',
  'Method',
  'Booking',
  'Amount',
  'Reference',
  'Detail',
];

/** The office's ledger calls (README.md beside this file): read-only, STAFF and ADMIN. */
export async function officeLedgerRoutes(app: FastifyInstance) {
  const { db } = app.services;

  officeRoute(app, endpoints.office.ledger, async ({ query }) => readLedger(db, query));

  officeRoute(app, endpoints.office.ledgerCsv, async ({ query, reply }) => {
    const lines = await ledgerLines(db, query);
    const csv = toCsv(
      CSV_HEADER,
      lines.map((line) => [
        line.day,
        line.at,
        LEDGER_KIND_LABELS[line.kind],
        LEDGER_METHOD_LABELS[line.method],
        line.bookRef,
        toPounds(line.amountPence),
        line.reference,
        line.detail,
      ]),
    );
    const name = `ledger-${query.from}-to-${query.to}${query.method ? `-${query.method}` : ''}.csv`;
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${name}"`)
      .header('cache-control', 'private, no-store')
      .send(csv);
  });
}
