import * as v from 'valibot';
import { addressEntries, fieldLabels, lengthText } from './agentOffice';
import { STAFF_ROLES } from './roles';
import { emailField, messages, newPasswordField } from './validation';

/*
 * The office's people (issue 46): organisations, their agents and the office's own staff. The
 * schemas here check the office's forms and its calls alike (api/src/office/people/README.md
 * has the rules in words).
 */

/* ------------------------------------------------------------ organisations ---- */

export const ORGANISATION_LIMITS = {
  nameMin: 2,
  nameMax: 80,
  commissionRate: { min: 0, max: 30 },
} as const;

export const organisationLabels = {
  name: 'Company name',
  displayName: 'Name shown to its agents',
  commissionRate: 'Commission rate (%)',
  active: 'Active',
} as const;

export const organisationMessages = {
  commissionRate: `${organisationLabels.commissionRate} must be a number from ${ORGANISATION_LIMITS.commissionRate.min} to ${ORGANISATION_LIMITS.commissionRate.max}, with at most 2 decimal places`,
  active: `${organisationLabels.active} must be yes or no`,
  nameTaken: 'Another organisation already has this company name',
  nothingToChange: 'Send at least one field to change',
} as const;

const commissionRateField = v.pipe(
  v.number(organisationMessages.commissionRate),
  v.finite(organisationMessages.commissionRate),
  v.minValue(ORGANISATION_LIMITS.commissionRate.min, organisationMessages.commissionRate),
  v.maxValue(ORGANISATION_LIMITS.commissionRate.max, organisationMessages.commissionRate),
  v.check((n) => /^\d+(\.\d{1,2})?$/.test(String(n)), organisationMessages.commissionRate),
);

const organisationEntries = {
  name: lengthText(
    organisationLabels.name,
    ORGANISATION_LIMITS.nameMin,
    ORGANISATION_LIMITS.nameMax,
  ),
  /** Left empty: the company name. */
  displayName: v.optional(
    v.pipe(
      v.string(messages.maxLength(organisationLabels.displayName, ORGANISATION_LIMITS.nameMax)),
      v.trim(),
      v.maxLength(
        ORGANISATION_LIMITS.nameMax,
        messages.maxLength(organisationLabels.displayName, ORGANISATION_LIMITS.nameMax),
      ),
    ),
    '',
  ),
  /** The registered address: what a card payment with "organisation" registered details names. */
  address: v.object(addressEntries, messages.required('Registered address')),
  commissionRate: commissionRateField,
  active: v.optional(v.boolean(organisationMessages.active), true),
};

/** POST /office/organisations. */
export const organisationInputSchema = v.object(organisationEntries);
export type OrganisationInput = v.InferInput<typeof organisationInputSchema>;

/** PATCH /office/organisations/{id}: only what changes; `{ active: false }` deactivates. */
export const organisationPatchSchema = v.pipe(
  v.partial(v.object(organisationEntries)),
  v.check((patch) => Object.keys(patch).length > 0, organisationMessages.nothingToChange),
);
export type OrganisationPatch = v.InferInput<typeof organisationPatchSchema>;

export const officeOrganisationSchema = v.object({
  id: v.number(),
  name: v.string(),
  displayName: v.string(),
  address: v.object({
    address1: v.string(),
    address2: v.string(),
    addTown: v.string(),
    addCounty: v.string(),
    addCountryId: v.nullable(v.number()),
    addPostcode: v.string(),
  }),
  /** Percent, 2 decimals; null for an organisation the office has not given one yet. */
  commissionRate: v.nullable(v.number()),
  active: v.boolean(),
  agents: v.number(),
});
export type OfficeOrganisation = v.InferOutput<typeof officeOrganisationSchema>;

export const organisationsResponseSchema = v.object({
  organisations: v.array(officeOrganisationSchema),
});
export const organisationResponseSchema = v.object({ organisation: officeOrganisationSchema });

/* ------------------------------------------------------------------- agents ---- */

export const AGENT_SIGNUP_STATES = ['INVITED', 'ADDRESS_MISSING', 'COMPLETE'] as const;
export type AgentSignupState = (typeof AGENT_SIGNUP_STATES)[number];

export const agentListTexts = {
  q: 'Search at most 80 characters',
  organisation: 'Organisation must be the id of an organisation',
  state: 'State must be one of active, inactive, incomplete',
} as const;

/** GET /office/agents?q=&organisation=&state=: q finds e-mail, name or company. */
export const officeAgentsQuerySchema = v.object({
  q: v.optional(
    v.pipe(v.string(agentListTexts.q), v.trim(), v.maxLength(80, agentListTexts.q)),
    '',
  ),
  organisation: v.optional(
    v.pipe(
      v.string(agentListTexts.organisation),
      v.regex(/^(\d{1,9})?$/, agentListTexts.organisation),
    ),
    '',
  ),
  state: v.optional(v.picklist(['', 'active', 'inactive', 'incomplete'], agentListTexts.state), ''),
});

export const officeAgentSchema = v.object({
  id: v.number(),
  email: v.string(),
  name: v.string(),
  role: v.string(),
  organisation: v.nullable(v.object({ id: v.number(), name: v.string(), active: v.boolean() })),
  active: v.boolean(),
  signupComplete: v.boolean(),
  /** ISO-8601 UTC of the latest log-in (or impersonation), null when never. */
  lastLogIn: v.nullable(v.string()),
  /** Bookings made this calendar year (holds, quotations and cancellations left out). */
  bookingsThisYear: v.number(),
  /** Locked out of logging in by failed attempts right now (the office can unlock it). */
  locked: v.boolean(),
});
export type OfficeAgent = v.InferOutput<typeof officeAgentSchema>;

export const officeAgentInviteSchema = v.object({
  id: v.number(),
  email: v.string(),
  organisation: v.object({ id: v.number(), name: v.string() }),
  expiresAt: v.string(),
  expired: v.boolean(),
});
export type OfficeAgentInvite = v.InferOutput<typeof officeAgentInviteSchema>;

export const officeAgentsResponseSchema = v.object({
  agents: v.array(officeAgentSchema),
  /** Invitations not used or revoked yet, newest first (expired ones can be sent again). */
  invites: v.array(officeAgentInviteSchema),
});

export const agentInviteTexts = {
  organisation: 'Organisation is required',
  unknownOrganisation: 'There is no such organisation',
  inactiveOrganisation: 'This organisation is deactivated: reactivate it before inviting agents',
  emailTaken: 'This e-mail address already has an account',
} as const;

/** POST /office/agents/invites. */
export const agentInviteInputSchema = v.object({
  email: emailField('Email'),
  organisationId: v.pipe(
    v.number(agentInviteTexts.organisation),
    v.integer(agentInviteTexts.organisation),
    v.minValue(1, agentInviteTexts.organisation),
  ),
});
export type AgentInviteInput = v.InferInput<typeof agentInviteInputSchema>;
export const agentInviteCreatedSchema = v.object({ invite: officeAgentInviteSchema });

export const agentPatchTexts = {
  active: 'Active must be yes or no',
  nothing: 'Send active, or unlock: true',
} as const;

/** PATCH /office/agents/{id}: `{ active }` deactivates or reactivates; `{ unlock: true }` lifts the log-in throttle. */
export const agentPatchSchema = v.pipe(
  v.object({
    active: v.optional(v.boolean(agentPatchTexts.active)),
    unlock: v.optional(v.literal(true, agentPatchTexts.nothing)),
  }),
  v.check((p) => p.active !== undefined || p.unlock === true, agentPatchTexts.nothing),
);
export const officeAgentResponseSchema = v.object({ agent: officeAgentSchema });

export const agentActionTexts = {
  resetSent: 'A password reset link has been e-mailed to the agent',
  resetRefused:
    'Three password reset links were sent to this account within the hour: no more are sent for now',
  inactive: 'This account is deactivated: reactivate it first',
  inviteSent: 'The invitation has been e-mailed',
  revoked: 'The invitation was revoked: its link no longer works',
} as const;

export const passwordResetSentSchema = v.object({ sent: v.literal(true) });
export const impersonationLinkSchema = v.object({
  /** PUBLIC_URL/admin/impersonate?data=<code>: works once, within five minutes. */
  url: v.string(),
});

/* -------------------------------------------------------------------- staff ---- */

export const staffLabels = {
  email: 'Email',
  role: 'Role',
  forename: fieldLabels.forename,
  surname: fieldLabels.surname,
  password: 'Password',
  passwordConfirm: 'Confirm password',
} as const;

export const staffTexts = {
  role: 'Role must be STAFF or ADMIN',
  lastAdmin:
    'This is the last active administrator: make another staff member an administrator first',
  emailTaken: 'This e-mail address already has an account',
  notStaff: 'There is no staff member with this id',
  nothing: 'Send role, active or resetAuthenticator: true',
  inviteFailed:
    'Sorry we are unable to locate your invitation, it may have expired or been withdrawn: ask an administrator of the office to send a new one.',
} as const;

export const staffRoleField = v.picklist(STAFF_ROLES, staffTexts.role);

/** POST /office/staff/invites. */
export const staffInviteInputSchema = v.object({
  email: emailField(staffLabels.email),
  role: staffRoleField,
  forename: lengthText(staffLabels.forename, 2, 50),
  surname: lengthText(staffLabels.surname, 2, 50),
});
export type StaffInviteInput = v.InferInput<typeof staffInviteInputSchema>;

/** PATCH /office/staff/{id}. */
export const staffPatchSchema = v.pipe(
  v.object({
    role: v.optional(staffRoleField),
    active: v.optional(v.boolean('Active must be yes or no')),
    resetAuthenticator: v.optional(v.literal(true, staffTexts.nothing)),
  }),
  v.check(
    (p) => p.role !== undefined || p.active !== undefined || p.resetAuthenticator === true,
    staffTexts.nothing,
  ),
);
export type StaffPatch = v.InferInput<typeof staffPatchSchema>;

export const officeStaffMemberSchema = v.object({
  id: v.number(),
  email: v.string(),
  name: v.string(),
  role: v.picklist(STAFF_ROLES),
  active: v.boolean(),
  /** Has an authenticator (enrolment confirmed); false: enrols at the next sign-in. */
  enrolled: v.boolean(),
  lastLogIn: v.nullable(v.string()),
});
export type OfficeStaffMember = v.InferOutput<typeof officeStaffMemberSchema>;

export const staffInviteSchema = v.object({
  id: v.number(),
  email: v.string(),
  name: v.string(),
  role: v.picklist(STAFF_ROLES),
  expiresAt: v.string(),
  expired: v.boolean(),
});
export type StaffInvite = v.InferOutput<typeof staffInviteSchema>;

export const officeStaffResponseSchema = v.object({
  staff: v.array(officeStaffMemberSchema),
  invites: v.array(staffInviteSchema),
});
export const staffMemberResponseSchema = v.object({ staff: officeStaffMemberSchema });
export const staffInviteCreatedSchema = v.object({ invite: staffInviteSchema });

/** GET /office/staff-signup/{inviteId}/{token}: the invitation a link opens. */
export const staffSignupInfoSchema = v.object({
  staffInvite: v.object({ email: v.string(), name: v.string(), role: v.picklist(STAFF_ROLES) }),
});

/** POST /office/staff-signup/{inviteId}/{token}: the password the invited staff member sets. */
export const staffSignupSchema = v.pipe(
  v.object({
    password: newPasswordField(staffLabels.password),
    passwordConfirm: v.pipe(
      v.string(messages.required(staffLabels.passwordConfirm)),
      v.nonEmpty(messages.required(staffLabels.passwordConfirm)),
    ),
  }),
  v.forward(
    v.partialCheck(
      [['password'], ['passwordConfirm']],
      (input) => input.password === input.passwordConfirm,
      messages.passwordsMatch,
    ),
    ['passwordConfirm'],
  ),
);
export type StaffSignupRequest = v.InferInput<typeof staffSignupSchema>;
export const staffSignupDoneSchema = v.object({ signedUp: v.literal(true), email: v.string() });
