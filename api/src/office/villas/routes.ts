import type { FastifyInstance } from 'fastify';
import { endpoints } from '@villa/shared/contract';
import { transactionRetrying } from '../../db/engine';
import { MESSAGES, errorsOf, idParam } from '../../errors';
import { officeRoute, staffCaller } from '../officeRoute';
import { listOfficeVillas, officeVillaOptions, readOfficeVilla } from './villaReads';
import { changeVilla, createVilla, deleteVilla } from './villaWrites';

const notFound = () => errorsOf(404, MESSAGES.notFound);

/**
 * The office's villa calls (README.md beside this file): STAFF and ADMIN only (officeRoute).
 * Each write runs in one transaction.
 */
export async function officeVillaRoutes(app: FastifyInstance) {
  const { db, clock } = app.services;
  const calls = endpoints.office;

  officeRoute(app, calls.villas, async ({ query }) => listOfficeVillas(db, query, clock()));

  officeRoute(app, calls.villaOptions, async () => officeVillaOptions(db));

  officeRoute(app, calls.villa, async ({ params }) => {
    const id = idParam(params.id);
    const villa = id === null ? null : await readOfficeVilla(db, id, clock());
    if (!villa) throw notFound();
    return { villa };
  });

  officeRoute(app, calls.createVilla, async ({ request, body }) => {
    staffCaller(request);
    const fields = body;
    const write = await transactionRetrying(db, (trx) => createVilla(trx, fields, clock()));
    return { villa: write.after };
  });

  officeRoute(app, calls.changeVilla, async (call) => {
    staffCaller(call.request);
    const id = idParam(call.params.id);
    // The villa first: an unknown one is a 404 whatever the body.
    if (id === null || !(await readOfficeVilla(db, id, clock()))) throw notFound();
    const patch = call.body;
    const write = await transactionRetrying(db, (trx) => changeVilla(trx, id, patch, clock()));
    if (!write) throw notFound();
    return { villa: write.after! };
  });

  officeRoute(app, calls.deleteVilla, async ({ request, params }) => {
    staffCaller(request);
    const id = idParam(params.id);
    const write =
      id === null ? null : await transactionRetrying(db, (trx) => deleteVilla(trx, id, clock()));
    if (!write) throw notFound();
  });
}
