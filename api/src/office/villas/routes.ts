import type { FastifyInstance } from 'fastify';
import { endpoints, type OfficeVillaPatchFields } from '@villa/shared/contract';
import { transactionRetrying } from '../../db/engine';
import type { Db } from '../../db/schema';
import { MESSAGES, errorsOf, idParam } from '../../errors';
import { recordAudit } from '../audit';
import { officeRoute, staffCaller, type StaffCaller } from '../officeRoute';
import { listOfficeVillas, officeVillaOptions, readOfficeVilla } from './villaReads';
import {
  auditValuesOf,
  changeVilla,
  createVilla,
  deleteVilla,
  type VillaWrite,
} from './villaWrites';

const notFound = () => errorsOf(404, MESSAGES.notFound);

/** What the villa's history calls a change: a status change by its name, anything else an update. */
function changeAction(patch: OfficeVillaPatchFields, write: VillaWrite): string {
  const from = write.before?.status;
  const to = write.after?.status;
  if (patch.status !== undefined && from !== to) {
    return to === 'AVAILABLE' ? 'villa.published' : 'villa.withdrawn';
  }
  return 'villa.updated';
}

/**
 * The office's villa calls (README.md beside this file): STAFF and ADMIN only (officeRoute).
 * Each write and its audit entry are one transaction (office/audit.ts): a change the log does
 * not hold never happened.
 */
export async function officeVillaRoutes(app: FastifyInstance) {
  const { db, clock } = app.services;
  const calls = endpoints.office;

  /** Writes the entry of a villa write in the write's own transaction. */
  const audit = (trx: Db, staff: StaffCaller, action: string, write: VillaWrite, id: number) =>
    recordAudit(trx, {
      staff,
      action,
      entity: { type: 'villa', id },
      ...auditValuesOf(write),
      now: clock(),
    });

  officeRoute(app, calls.villas, async ({ query }) => listOfficeVillas(db, query, clock()));

  officeRoute(app, calls.villaOptions, async () => officeVillaOptions(db));

  officeRoute(app, calls.villa, async ({ params }) => {
    const id = idParam(params.id);
    const villa = id === null ? null : await readOfficeVilla(db, id, clock());
    if (!villa) throw notFound();
    return { villa };
  });

  officeRoute(app, calls.createVilla, async ({ request, body }) => {
    const staff = staffCaller(request);
    const fields = body;
    const write = await transactionRetrying(db, async (trx) => {
      const done = await createVilla(trx, fields, clock());
      await audit(trx, staff, 'villa.created', done, done.after.id);
      return done;
    });
    return { villa: write.after };
  });

  officeRoute(app, calls.changeVilla, async (call) => {
    const staff = staffCaller(call.request);
    const id = idParam(call.params.id);
    // The villa first: an unknown one is a 404 whatever the body.
    if (id === null || !(await readOfficeVilla(db, id, clock()))) throw notFound();
    const patch = call.body;
    const write = await transactionRetrying(db, async (trx) => {
      const done = await changeVilla(trx, id, patch, clock());
      if (done) await audit(trx, staff, changeAction(patch, done), done, id);
      return done;
    });
    if (!write?.after) throw notFound();
    return { villa: write.after };
  });

  officeRoute(app, calls.deleteVilla, async ({ request, params }) => {
    const staff = staffCaller(request);
    const id = idParam(params.id);
    const write =
      id === null
        ? null
        : await transactionRetrying(db, async (trx) => {
            const done = await deleteVilla(trx, id, clock());
            if (done) await audit(trx, staff, 'villa.deleted', done, id);
            return done;
          });
    if (!write) throw notFound();
  });
}
