import * as v from 'valibot';
import { officeGuideResponseSchema, officeGuidesResponseSchema } from '../officeContent';
import { STAFF_ROLES } from '../roles';
import { endpoint, pathText } from './endpoint';

const multipartGuide =
  'multipart/form-data: the PDF in the field `file`, with `name`, `nameExtra` and ' +
  '`sendToCustomer` ("true" or "false"). A file that is not a PDF or is larger than 25 MB is ' +
  'a 422 on `file` and nothing is stored.';

/** The content agents read, in the office: guides. */
export const officeContentEndpoints = {
  officeGuides: endpoint({
    method: 'GET',
    path: '/office/guides',
    summary: 'Every guide, in the order agents see them',
    access: STAFF_ROLES,
    answer: officeGuidesResponseSchema,
    errors: [],
  }),
  uploadGuide: endpoint({
    method: 'POST',
    path: '/office/guides',
    summary: 'Upload a new guide (a PDF up to 25 MB) as the last one agents see',
    description: multipartGuide,
    access: STAFF_ROLES,
    status: 201,
    answer: officeGuideResponseSchema,
    errors: [409, 422],
  }),
  replaceGuide: endpoint({
    method: 'PUT',
    path: '/office/guides/:id',
    summary: "Replace a guide's file and texts; its updated date becomes today",
    description: `${multipartGuide} The download path follows the new date and name.`,
    access: STAFF_ROLES,
    params: v.object({ id: pathText }),
    answer: officeGuideResponseSchema,
    errors: [404, 409, 422],
  }),
  deleteGuide: endpoint({
    method: 'DELETE',
    path: '/office/guides/:id',
    summary: 'Remove a guide: agents no longer list or download it',
    access: STAFF_ROLES,
    params: v.object({ id: pathText }),
    status: 204,
    answer: null,
    errors: [404],
  }),
};
