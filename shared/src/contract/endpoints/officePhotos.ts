import * as v from 'valibot';
import {
  officePhotoResponseSchema,
  officePhotosResponseSchema,
  photoOrderSchema,
  photoPatchSchema,
} from '../officePhotos';
import { STAFF_ROLES } from '../roles';
import { endpoint, pathText } from './endpoint';

/** A villa's photos in the office: upload, caption, order, delete. */
export const officePhotoEndpoints = {
  villaPhotos: endpoint({
    method: 'GET',
    path: '/office/villas/:id/photos',
    summary: "A villa's photos, main image first",
    access: STAFF_ROLES,
    params: v.object({ id: pathText }),
    answer: officePhotosResponseSchema,
    errors: [404],
  }),
  uploadVillaPhoto: endpoint({
    method: 'POST',
    path: '/office/villas/:id/photos',
    summary: 'Upload a photo (JPEG, PNG or WebP, up to 20 MB) as the villa’s last',
    description:
      'multipart/form-data: the photo in the field `file`, an optional caption in `title`. The ' +
      'server makes the large and small sizes as JPEG and WebP without metadata; a file that ' +
      'is not a photo, is damaged or too large is a 422 on `file` and nothing is stored.',
    access: STAFF_ROLES,
    params: v.object({ id: pathText }),
    status: 201,
    answer: officePhotoResponseSchema,
    errors: [404, 415, 422],
  }),
  retitleVillaPhoto: endpoint({
    method: 'PATCH',
    path: '/office/villas/:id/photos/:photoId',
    summary: "Change a photo's caption",
    access: STAFF_ROLES,
    params: v.object({ id: pathText, photoId: pathText }),
    body: photoPatchSchema,
    answer: officePhotoResponseSchema,
    errors: [404, 422],
  }),
  deleteVillaPhoto: endpoint({
    method: 'DELETE',
    path: '/office/villas/:id/photos/:photoId',
    summary: 'Delete a photo',
    access: STAFF_ROLES,
    params: v.object({ id: pathText, photoId: pathText }),
    status: 204,
    answer: null,
    errors: [404],
  }),
  orderVillaPhotos: endpoint({
    method: 'PUT',
    path: '/office/villas/:id/photos/order',
    summary: "Put the villa's photos in a new order, main image first",
    access: STAFF_ROLES,
    params: v.object({ id: pathText }),
    body: photoOrderSchema,
    answer: officePhotosResponseSchema,
    errors: [404, 422],
  }),
};
