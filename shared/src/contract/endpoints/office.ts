import { officeMeResponseSchema } from '../office';
import { STAFF_ROLES } from '../roles';
import { endpoint } from './endpoint';
import { officeCalendarEndpoints } from './officeCalendar';
import { officePhotoEndpoints } from './officePhotos';

/**
 * The provider's office, under /api/office (OpenAPI tag `office`): STAFF and ADMIN only; every
 * agent role is refused (403), as an office session is refused every agent call.
 */
export const officeEndpoints = {
  ...officeCalendarEndpoints,
  ...officePhotoEndpoints,
  me: endpoint({
    method: 'GET',
    path: '/office/me',
    summary: 'The staff member signed in to the office: e-mail, role and name',
    access: STAFF_ROLES,
    answer: officeMeResponseSchema,
    errors: [],
  }),
};
