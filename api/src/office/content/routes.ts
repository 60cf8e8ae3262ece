import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import {
  endpoints,
  GUIDE_MAX_BYTES,
  guideBytesProblem,
  guideFilename,
  guideNameExtraSchema,
  guideNameSchema,
  guideSendToCustomerSchema,
  officeGuideMessages,
  type GuideFileProblem,
} from '@villa/shared/contract';
import { listGuides } from '../../agent-office/guides';
import { transactionRetrying } from '../../db/engine';
import type { Db } from '../../db/schema';
import { HttpError, MESSAGES, errorsOf, idParam } from '../../errors';
import { recordAudit } from '../audit';
import { officeRoute, staffCaller, type StaffCaller } from '../officeRoute';
import {
  insertGuide,
  pathTaken,
  removeGuide,
  replaceGuide,
  updatedOn,
  type GuideInput,
} from './guideRecords';

const invalid = (field: string, error: string) =>
  new HttpError(422, { validationErrors: [{ field, error }] });
const refused = (problem: GuideFileProblem) =>
  invalid('file', officeGuideMessages.problems[problem]);
const notFound = () => errorsOf(404, MESSAGES.notFound);

/** The form's file and fields, judged: a bad field is a 422 at it, nothing stored. */
async function readGuideForm(request: FastifyRequest): Promise<GuideInput> {
  if (!request.isMultipart()) throw invalid('file', officeGuideMessages.fileRequired);
  let bytes: Buffer | null = null;
  const fields: Record<string, string> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname === 'file' && bytes === null) bytes = await part.toBuffer();
        else part.file.resume();
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw refused('TOO_LARGE');
    throw invalid('file', officeGuideMessages.fileRequired);
  }
  const name = v.safeParse(guideNameSchema, fields.name ?? '');
  if (!name.success) throw invalid('name', officeGuideMessages.name);
  const nameExtra = v.safeParse(guideNameExtraSchema, fields.nameExtra ?? '');
  if (!nameExtra.success) throw invalid('nameExtra', officeGuideMessages.nameExtra);
  const send = v.safeParse(guideSendToCustomerSchema, fields.sendToCustomer ?? 'false');
  if (!send.success) throw invalid('sendToCustomer', officeGuideMessages.sendToCustomer);
  if (bytes === null) throw invalid('file', officeGuideMessages.fileRequired);
  const problem = guideBytesProblem(bytes);
  if (problem) throw refused(problem);
  return {
    bytes,
    name: name.output,
    nameExtra: nameExtra.output,
    sendToCustomer: send.output === 'true',
    filename: guideFilename(name.output),
  };
}

/** A guide's change in its history (entity `content`, id `guide-{id}`), in its transaction. */
const audit = (
  trx: Db,
  staff: StaffCaller,
  guideId: number,
  action: string,
  before: unknown,
  after: unknown,
  now: number,
) =>
  recordAudit(trx, {
    staff,
    action,
    entity: { type: 'content', id: `guide-${guideId}` },
    before,
    after,
    now,
  });

/**
 * The office's content calls. Guides live in the database (bytes included), so a change is
 * what every instance's next GET /api/guides and download reads: there is no cache to clear.
 */
export async function officeContentRoutes(app: FastifyInstance) {
  const { db, clock } = app.services;
  const calls = endpoints.office;
  await app.register(multipart, {
    // One PDF per request; a bigger file stops being read at the limit.
    limits: { fileSize: GUIDE_MAX_BYTES, files: 1, fields: 6, fieldSize: 2_000, parts: 8 },
  });

  const idOf = (text: string) => {
    const id = idParam(text);
    if (id === null) throw notFound();
    return id;
  };
  const conflict = () =>
    new HttpError(409, {
      validationErrors: [{ field: 'name', error: officeGuideMessages.nameTaken }],
    });

  officeRoute(app, calls.officeGuides, async () => ({ guides: await listGuides(db) }));

  officeRoute(app, calls.uploadGuide, async ({ request }) => {
    const input = await readGuideForm(request);
    const staff = staffCaller(request);
    const now = clock();
    const guide = await transactionRetrying(db, async (trx) => {
      if (await pathTaken(trx, updatedOn(now), input.filename)) throw conflict();
      const added = await insertGuide(trx, input, now);
      await audit(trx, staff, added.guideId, 'guide.uploaded', null, added, now);
      return added;
    });
    return { guide };
  });

  officeRoute(app, calls.replaceGuide, async ({ params, request }) => {
    const id = idOf(params.id);
    const input = await readGuideForm(request);
    const staff = staffCaller(request);
    const now = clock();
    const done = await transactionRetrying(db, async (trx) => {
      if (await pathTaken(trx, updatedOn(now), input.filename, id)) throw conflict();
      const changed = await replaceGuide(trx, id, input, now);
      if (changed)
        await audit(trx, staff, id, 'guide.replaced', changed.before, changed.after, now);
      return changed;
    });
    if (!done) throw notFound();
    return { guide: done.after };
  });

  officeRoute(app, calls.deleteGuide, async ({ params, request }) => {
    const id = idOf(params.id);
    const staff = staffCaller(request);
    const gone = await transactionRetrying(db, async (trx) => {
      const removed = await removeGuide(trx, id);
      if (removed) await audit(trx, staff, id, 'guide.removed', removed, null, clock());
      return removed;
    });
    if (!gone) throw notFound();
  });
}
