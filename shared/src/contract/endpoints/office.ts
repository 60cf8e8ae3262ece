import {
  auditQuerySchema,
  auditResponseSchema,
  officeLoginResponseSchema,
  officeLoginSchema,
  officeMeResponseSchema,
} from '../office';
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
  login: endpoint({
    method: 'POST',
    path: '/office/login',
    summary:
      'Sign in to the office: password and authenticator code (or a recovery code); enrolment on the first sign-in',
    description:
      "Answers like POST /login (token, userRole, config) once the password and a code are right. A staff account without an authenticator, signing in with its right password and no code, is answered `enrolment` (the secret, its otpauth URI and QR code); signing in again with a code of that secret finishes enrolment and answers the session with ten one-time `recoveryCodes`, shown this once. Each code counts once; attempts are throttled as the agents' log-in is (429 with Retry-After).",
    access: 'public',
    body: officeLoginSchema,
    answer: officeLoginResponseSchema,
    errors: [401, 422, 429],
  }),
  me: endpoint({
    method: 'GET',
    path: '/office/me',
    summary: 'The staff member signed in to the office: e-mail, role and name',
    access: STAFF_ROLES,
    answer: officeMeResponseSchema,
    errors: [],
  }),
  audit: endpoint({
    method: 'GET',
    path: '/office/audit',
    summary: "One record's history in the office's audit log, newest first",
    description:
      'Every change made in the office, append-only: who, when, the action, and the value before and after. `entity` names the kind of record, `id` its id or reference.',
    access: STAFF_ROLES,
    query: auditQuerySchema,
    answer: auditResponseSchema,
    errors: [422],
  }),
};
