import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import {
  endpoints,
  officePhotoMessages,
  PHOTO_MAX_BYTES,
  photoTitleSchema,
  type OfficePhoto,
  type PhotoProblem,
} from '@villa/shared/contract';
import { transactionRetrying } from '../../db/engine';
import type { Db } from '../../db/schema';
import { HttpError, MESSAGES, errorsOf, idParam } from '../../errors';
import { blobStoreOf } from '../../storage/blobStores';
import { recordAudit } from '../audit';
import { officeRoute, staffCaller, type StaffCaller } from '../officeRoute';
import { findOfficeVilla } from '../calendar/calendarRead';
import { makePhotoFiles } from './photoSizes';
import {
  findPhoto,
  forgetUnusedFiles,
  insertPhoto,
  listPhotos,
  removePhoto,
  reorderPhotos,
  retitlePhoto,
  storePhotoFiles,
} from './villaPhotos';

const invalid = (field: string, error: string) =>
  new HttpError(422, { validationErrors: [{ field, error }] });
const refused = (problem: PhotoProblem) => invalid('file', officePhotoMessages.problems[problem]);
const notFound = () => errorsOf(404, MESSAGES.notFound);

/** What an upload carried: the photo's bytes (null: no file) and its caption. */
async function readUpload(request: FastifyRequest) {
  if (!request.isMultipart()) throw invalid('file', officePhotoMessages.fileRequired);
  let bytes: Buffer | null = null;
  let title = '';
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname === 'file' && bytes === null) bytes = await part.toBuffer();
        else part.file.resume();
      } else if (part.fieldname === 'title') {
        title = typeof part.value === 'string' ? part.value : '';
      }
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw refused('TOO_LARGE');
    // A form cut short or malformed: nothing was stored.
    throw invalid('file', officePhotoMessages.problems.CORRUPT);
  }
  return { bytes, title };
}

/** A photo change in the villa's history (its audit entry, in the change's transaction). */
const audit = (
  trx: Db,
  staff: StaffCaller,
  villaId: number,
  action: string,
  before: unknown,
  after: unknown,
  now: number,
) =>
  recordAudit(trx, { staff, action, entity: { type: 'villa', id: villaId }, before, after, now });

/** The office's photo calls (upload, caption, order, delete). */
export async function officePhotoRoutes(app: FastifyInstance) {
  const { db, clock } = app.services;
  const store = blobStoreOf(app.services);
  const calls = endpoints.office;
  await app.register(multipart, {
    // One photo per request, a caption beside it; a bigger file stops being read at the limit.
    limits: { fileSize: PHOTO_MAX_BYTES, files: 1, fields: 4, fieldSize: 2_000, parts: 6 },
  });

  const villaOf = async (id: string) => {
    const villaId = idParam(id);
    const villa = villaId === null ? undefined : await findOfficeVilla(db, villaId);
    if (!villa) throw notFound();
    return villa;
  };

  officeRoute(app, calls.villaPhotos, async ({ params }) => {
    const villa = await villaOf(params.id);
    return { photos: await listPhotos(db, villa.id) };
  });

  officeRoute(app, calls.uploadVillaPhoto, async ({ params, request }) => {
    const villa = await villaOf(params.id);
    const upload = await readUpload(request);
    const title = v.safeParse(photoTitleSchema, upload.title);
    if (!title.success) throw invalid('title', officePhotoMessages.title);
    if (upload.bytes === null) throw invalid('file', officePhotoMessages.fileRequired);
    const made = await makePhotoFiles(upload.bytes);
    if (!made.ok) throw refused(made.problem);
    // Files first: a row never names a file that is not there (a failure leaves only files).
    const stored = await storePhotoFiles(store, made.files);
    const staff = staffCaller(request);
    const photo: OfficePhoto = await transactionRetrying(db, async (trx) => {
      const added = await insertPhoto(trx, villa.id, stored, title.output, clock());
      await audit(trx, staff, villa.id, 'villa.photo_added', null, added, clock());
      return added;
    });
    return { photo };
  });

  officeRoute(app, calls.retitleVillaPhoto, async (call) => {
    const villa = await villaOf(call.params.id);
    const photoId = idParam(call.params.photoId);
    if (photoId === null || !(await findPhoto(db, villa.id, photoId))) throw notFound();
    const { title } = call.body;
    const staff = staffCaller(call.request);
    const changed = await transactionRetrying(db, async (trx) => {
      const done = await retitlePhoto(trx, villa.id, photoId, title);
      if (done)
        await audit(trx, staff, villa.id, 'villa.photo_retitled', done.before, done.after, clock());
      return done;
    });
    if (!changed) throw notFound();
    return { photo: changed.after };
  });

  officeRoute(app, calls.deleteVillaPhoto, async ({ params, request }) => {
    const villa = await villaOf(params.id);
    const photoId = idParam(params.photoId);
    if (photoId === null) throw notFound();
    const staff = staffCaller(request);
    const removed = await transactionRetrying(db, async (trx) => {
      const gone = await removePhoto(trx, villa.id, photoId);
      if (gone) await audit(trx, staff, villa.id, 'villa.photo_deleted', gone, null, clock());
      return gone;
    });
    if (!removed) throw notFound();
    await forgetUnusedFiles(db, store, removed);
  });

  officeRoute(app, calls.orderVillaPhotos, async (call) => {
    const villa = await villaOf(call.params.id);
    const { ids } = call.body;
    const staff = staffCaller(call.request);
    const ordered = await transactionRetrying(db, async (trx) => {
      const done = await reorderPhotos(trx, villa.id, ids);
      if (done)
        await audit(trx, staff, villa.id, 'villa.photos_ordered', done.before, done.after, clock());
      return done;
    });
    if (!ordered) throw invalid('ids', officePhotoMessages.orderIds);
    return { photos: await listPhotos(db, villa.id) };
  });
}
