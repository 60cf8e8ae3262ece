import { callEndpoint } from '@villa/shared/api';
import {
  officePeopleEndpoints,
  type AgentInviteInput,
  type OrganisationInput,
  type OrganisationPatch,
  type StaffInviteInput,
  type StaffPatch,
  type StaffSignupRequest,
} from '@villa/shared/contract';
import { endpointKey, endpointQuery, keepPreviousData, queryOptions } from '@villa/shared/query';

/*
 * The people section's calls (api/src/office/people/README.md). Failures are shown on the page
 * (422s at their fields), so no call opens the global error dialog.
 */

const e = officePeopleEndpoints;
const quiet = { showErrorDialog: false } as const;

export const organisationsQuery = () => queryOptions(endpointQuery(e.organisations, { ...quiet }));

export const agentsQuery = (query: URLSearchParams) =>
  queryOptions({
    ...endpointQuery(e.agents, { query, ...quiet }),
    placeholderData: keepPreviousData,
  });

export const staffQuery = () => queryOptions(endpointQuery(e.staff, { ...quiet }));

export const staffSignupQuery = (inviteId: string, token: string) =>
  queryOptions({
    ...endpointQuery(e.staffSignup, { params: { inviteId, token }, ...quiet }),
    retry: false,
  });

/** Every answer a change of people makes stale. */
export const peopleKeys = () => [
  endpointKey(e.organisations),
  endpointKey(e.agents),
  endpointKey(e.staff),
];

export const createOrganisation = (body: OrganisationInput) =>
  callEndpoint(e.createOrganisation, { body, ...quiet });
export const changeOrganisation = (id: number, body: OrganisationPatch) =>
  callEndpoint(e.changeOrganisation, { params: { id: String(id) }, body, ...quiet });

export const inviteAgent = (body: AgentInviteInput) =>
  callEndpoint(e.inviteAgent, { body, ...quiet });
export const resendAgentInvite = (id: number) =>
  callEndpoint(e.resendAgentInvite, { params: { id: String(id) }, ...quiet });
export const revokeAgentInvite = (id: number) =>
  callEndpoint(e.revokeAgentInvite, { params: { id: String(id) }, ...quiet });
export const changeAgent = (id: number, body: { active?: boolean; unlock?: true }) =>
  callEndpoint(e.changeAgent, { params: { id: String(id) }, body, ...quiet });
export const sendAgentPasswordReset = (id: number) =>
  callEndpoint(e.agentPasswordReset, { params: { id: String(id) }, ...quiet });
export const impersonateAgent = (id: number) =>
  callEndpoint(e.impersonateAgent, { params: { id: String(id) }, ...quiet });

export const inviteStaff = (body: StaffInviteInput) =>
  callEndpoint(e.inviteStaff, { body, ...quiet });
export const revokeStaffInvite = (id: number) =>
  callEndpoint(e.revokeStaffInvite, { params: { id: String(id) }, ...quiet });
export const changeStaff = (id: number, body: StaffPatch) =>
  callEndpoint(e.changeStaff, { params: { id: String(id) }, body, ...quiet });
export const completeStaffSignup = (inviteId: string, token: string, body: StaffSignupRequest) =>
  callEndpoint(e.completeStaffSignup, { params: { inviteId, token }, body, ...quiet });
