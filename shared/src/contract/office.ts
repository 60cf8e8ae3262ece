import * as v from 'valibot';
import { STAFF_ROLES } from './roles';

/*
 * The provider's office (issue 44): the calls under /api/office, for STAFF and ADMIN only.
 * Staff sign in with a password and a code of an authenticator app (RFC 6238 TOTP); every
 * change made in the office is kept in an append-only audit log.
 */

/** Who is signed in to the office: GET /office/me. */
export const officeMeResponseSchema = v.object({
  staff: v.object({
    id: v.number(),
    email: v.string(),
    role: v.picklist(STAFF_ROLES),
    name: v.string(),
  }),
});
export type OfficeMeResponse = v.InferOutput<typeof officeMeResponseSchema>;
