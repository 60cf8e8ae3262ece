import * as v from 'valibot';
import {
  agentInviteCreatedSchema,
  agentInviteInputSchema,
  agentPatchSchema,
  impersonationLinkSchema,
  officeAgentResponseSchema,
  officeAgentsQuerySchema,
  officeAgentsResponseSchema,
  officeStaffResponseSchema,
  organisationInputSchema,
  organisationPatchSchema,
  organisationResponseSchema,
  organisationsResponseSchema,
  passwordResetSentSchema,
  staffInviteCreatedSchema,
  staffInviteInputSchema,
  staffMemberResponseSchema,
  staffPatchSchema,
  staffSignupDoneSchema,
  staffSignupInfoSchema,
  staffSignupSchema,
} from '../officePeople';
import { STAFF_ROLES } from '../roles';
import { endpoint, pathText } from './endpoint';

const ADMIN = ['ADMIN'] as const;
const id = v.object({ id: pathText });
const inviteLink = v.object({ inviteId: pathText, token: pathText });

/**
 * The office's people (api/src/office/people/README.md): organisations and their agents (STAFF
 * and ADMIN; impersonating is ADMIN's), and the office's own staff (ADMIN only). Part of the
 * `office` area of the table (OpenAPI tag `office`).
 */
export const officePeopleEndpoints = {
  organisations: endpoint({
    method: 'GET',
    path: '/office/organisations',
    summary: 'Every organisation with its registered address, commission rate and agents',
    access: STAFF_ROLES,
    answer: organisationsResponseSchema,
    errors: [],
  }),
  createOrganisation: endpoint({
    method: 'POST',
    path: '/office/organisations',
    summary: 'Add an organisation',
    access: STAFF_ROLES,
    body: organisationInputSchema,
    status: 201,
    answer: organisationResponseSchema,
    errors: [409, 422],
  }),
  changeOrganisation: endpoint({
    method: 'PATCH',
    path: '/office/organisations/:id',
    summary: 'Change what the body carries; { active: false } stops its agents logging in',
    description:
      'Deactivating ends every session of its users at once (their next call is a 401) and refuses their log-ins until it is reactivated; their bookings stay.',
    access: STAFF_ROLES,
    params: id,
    body: organisationPatchSchema,
    answer: organisationResponseSchema,
    errors: [404, 409, 422],
  }),
  agents: endpoint({
    method: 'GET',
    path: '/office/agents',
    summary: 'Every agent with organisation, signup state, last log-in and bookings this year',
    description:
      '`q` finds e-mail, name or company; `organisation` an organisation id; `state` active, inactive or incomplete. Open invitations come beside them.',
    access: STAFF_ROLES,
    query: officeAgentsQuerySchema,
    answer: officeAgentsResponseSchema,
    errors: [422],
  }),
  inviteAgent: endpoint({
    method: 'POST',
    path: '/office/agents/invites',
    summary:
      'Invite an address to sign up as an agent of an organisation (the mail carries the link)',
    access: STAFF_ROLES,
    body: agentInviteInputSchema,
    status: 201,
    answer: agentInviteCreatedSchema,
    errors: [409, 422],
  }),
  resendAgentInvite: endpoint({
    method: 'POST',
    path: '/office/agents/invites/:id/resend',
    summary: 'Mail an invitation again, valid for seven days more; earlier links stop working',
    access: STAFF_ROLES,
    params: id,
    answer: agentInviteCreatedSchema,
    errors: [404],
  }),
  revokeAgentInvite: endpoint({
    method: 'DELETE',
    path: '/office/agents/invites/:id',
    summary: 'Revoke an invitation: its link shows the invite failure message',
    access: STAFF_ROLES,
    params: id,
    status: 204,
    answer: null,
    errors: [404],
  }),
  changeAgent: endpoint({
    method: 'PATCH',
    path: '/office/agents/:id',
    summary:
      '{ active } deactivates (sessions end at once) or reactivates; { unlock: true } lifts the log-in throttle',
    access: STAFF_ROLES,
    params: id,
    body: agentPatchSchema,
    answer: officeAgentResponseSchema,
    errors: [404, 422],
  }),
  agentPasswordReset: endpoint({
    method: 'POST',
    path: '/office/agents/:id/password-reset',
    summary: "Mail the agent a password reset link (the same as the log-in page's)",
    access: STAFF_ROLES,
    params: id,
    status: 202,
    answer: passwordResetSentSchema,
    errors: [404, 409],
  }),
  impersonateAgent: endpoint({
    method: 'POST',
    path: '/office/agents/:id/impersonation',
    summary: 'The link that opens the agent portal as the agent (once, within five minutes)',
    access: ADMIN,
    params: id,
    answer: impersonationLinkSchema,
    errors: [404, 409],
  }),
  staff: endpoint({
    method: 'GET',
    path: '/office/staff',
    summary: "The office's staff and their open invitations",
    access: ADMIN,
    answer: officeStaffResponseSchema,
    errors: [],
  }),
  inviteStaff: endpoint({
    method: 'POST',
    path: '/office/staff/invites',
    summary: 'Invite a staff member with a role; they set a password, then enrol an authenticator',
    access: ADMIN,
    body: staffInviteInputSchema,
    status: 201,
    answer: staffInviteCreatedSchema,
    errors: [409, 422],
  }),
  revokeStaffInvite: endpoint({
    method: 'DELETE',
    path: '/office/staff/invites/:id',
    summary: 'Revoke a staff invitation',
    access: ADMIN,
    params: id,
    status: 204,
    answer: null,
    errors: [404],
  }),
  changeStaff: endpoint({
    method: 'PATCH',
    path: '/office/staff/:id',
    summary: 'Change a role, deactivate or reactivate, or reset the authenticator',
    description:
      'The last active ADMIN can be neither demoted nor deactivated (409). A reset authenticator ends the sessions; the staff member enrols again at the next sign-in.',
    access: ADMIN,
    params: id,
    body: staffPatchSchema,
    answer: staffMemberResponseSchema,
    errors: [404, 409, 422],
  }),
  staffSignup: endpoint({
    method: 'GET',
    path: '/office/staff-signup/:inviteId/:token',
    summary: 'The staff invitation a link opens',
    access: 'public',
    params: inviteLink,
    answer: staffSignupInfoSchema,
    errors: [404],
  }),
  completeStaffSignup: endpoint({
    method: 'POST',
    path: '/office/staff-signup/:inviteId/:token',
    summary:
      'Set the invited staff member’s password; the authenticator is enrolled at the first sign-in',
    access: 'public',
    params: inviteLink,
    body: staffSignupSchema,
    status: 201,
    answer: staffSignupDoneSchema,
    errors: [404, 409, 422],
  }),
};
