import type { FastifyInstance } from 'fastify';
import { endpoints } from '@villa/shared/contract';
import { transactionRetrying } from '../../db/engine';
import { MESSAGES, errorsOf } from '../../errors';
import { recordAudit } from '../audit';
import { toCsv } from '../ledger/csv';
import { officeRoute, staffCaller } from '../officeRoute';
import { statementPdf } from './statementPdf';
import { commissionStatements, markStatementPaid } from './statements';

const CSV_HEADER = ['Booking', 'Status', 'Agent', 'Arrival', 'Nights', 'Villa price', 'Commission'];

/** The office's commission statement calls (README.md beside this file). */
export async function officeCommissionRoutes(app: FastifyInstance) {
  const { db, clock } = app.services;

  const statementOf = async (month: string, organisationId: string, on = db) => {
    const [statement] = await commissionStatements(on, month, Number(organisationId));
    if (!statement) throw errorsOf(404, MESSAGES.notFound);
    return statement;
  };

  officeRoute(app, endpoints.office.commissionStatements, async ({ query }) => ({
    month: query.month,
    statements: await commissionStatements(db, query.month),
  }));

  officeRoute(app, endpoints.office.commissionStatementCsv, async ({ query, reply }) => {
    const statement = await statementOf(query.month, query.organisationId);
    const csv = toCsv(CSV_HEADER, [
      ...statement.lines.map((l) => [
        l.bookRef,
        l.status,
        l.agentEmail,
        l.arrival,
        l.nights,
        l.villaPrice,
        l.commission,
      ]),
      ['Total', '', '', '', '', '', statement.commission],
    ]);
    return reply
      .type('text/csv; charset=utf-8')
      .header(
        'content-disposition',
        `attachment; filename="commission-${statement.organisationId}-${statement.month}.csv"`,
      )
      .header('cache-control', 'private, no-store')
      .send(csv);
  });

  officeRoute(app, endpoints.office.commissionStatementPdf, async ({ query, reply }) => {
    const statement = await statementOf(query.month, query.organisationId);
    const pdf = await statementPdf(statement, app.services.config.provider.company);
    return reply
      .type('application/pdf')
      .header(
        'content-disposition',
        `attachment; filename="commission-${statement.organisationId}-${statement.month}.pdf"`,
      )
      .header('cache-control', 'private, no-store')
      .send(pdf);
  });

  officeRoute(app, endpoints.office.markCommissionPaid, async ({ request, query }) => {
    const staff = staffCaller(request);
    await statementOf(query.month, query.organisationId);
    const statement = await transactionRetrying(db, async (trx) => {
      const now = clock();
      const current = await statementOf(query.month, query.organisationId, trx);
      if (current.paidAt !== null) return null;
      if (!(await markStatementPaid(trx, { statement: current, staff, nowMs: now }))) return null;
      const after = await statementOf(query.month, query.organisationId, trx);
      await recordAudit(trx, {
        staff,
        action: 'commissionStatement.paid',
        entity: { type: 'commissionStatement', id: `${query.organisationId}:${query.month}` },
        before: { paidAt: null },
        after: { paidAt: after.paidAt, paidAmount: after.paidAmount },
        now,
      });
      return after;
    });
    if (!statement) throw errorsOf(409, 'This statement is already paid.');
    return { statement };
  });
}
