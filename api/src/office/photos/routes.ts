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
import { HttpError, MESSAGES, errorsOf, idParam } from '../../errors';
import { blobStoreOf } from '../../storage/blobStores';
import { officeRoute } from '../officeRoute';
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

/** The office's photo calls and the public file route agents' pages load photos from. */
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
    const photo: OfficePhoto = await transactionRetrying(db, (trx) =>
      insertPhoto(trx, villa.id, stored, title.output, clock()),
    );
    return { photo };
  });

  officeRoute(app, calls.retitleVillaPhoto, async (call) => {
    const villa = await villaOf(call.params.id);
    const photoId = idParam(call.params.photoId);
    if (photoId === null || !(await findPhoto(db, villa.id, photoId))) throw notFound();
    const { title } = call.body;
    const changed = await transactionRetrying(db, (trx) =>
      retitlePhoto(trx, villa.id, photoId, title),
    );
    if (!changed) throw notFound();
    return { photo: changed.after };
  });

  officeRoute(app, calls.deleteVillaPhoto, async ({ params }) => {
    const villa = await villaOf(params.id);
    const photoId = idParam(params.photoId);
    if (photoId === null) throw notFound();
    const removed = await transactionRetrying(db, (trx) => removePhoto(trx, villa.id, photoId));
    if (!removed) throw notFound();
    await forgetUnusedFiles(db, store, removed);
  });

  officeRoute(app, calls.orderVillaPhotos, async (call) => {
    const villa = await villaOf(call.params.id);
    const { ids } = call.body;
    const ordered = await transactionRetrying(db, (trx) => reorderPhotos(trx, villa.id, ids));
    if (!ordered) throw invalid('ids', officePhotoMessages.orderIds);
    return { photos: await listPhotos(db, villa.id) };
  });
}
