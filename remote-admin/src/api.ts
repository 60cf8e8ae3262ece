import { callEndpoint } from '@villa/shared/api';
import {
  type AgentSignupRequest,
  type PasswordResetRequest,
  type SignupCompleteRequest,
  agentOfficeEndpoints,
  agentsEndpoints,
} from '@villa/shared/contract';
import { endpointKey, endpointQuery, queryOptions } from '@villa/shared/query';

const office = agentOfficeEndpoints;

/** The queries about the logged-in agent's own account, refreshed when the signup completes. */
export const agentAccountKeys = [
  endpointKey(agentsEndpoints.accountInfo),
  endpointKey(office.signupCompleteInfo),
];

/** The agent's bookings. */
export const bookingsQuery = () => queryOptions(endpointQuery(office.bookings));

export const sentQuotesQuery = () => queryOptions(endpointQuery(office.quotesSent));

export const guidesQuery = () => queryOptions(endpointQuery(office.guides));

export const accountInfoQuery = () => queryOptions(endpointQuery(agentsEndpoints.accountInfo));

/** What the signup still needs (404: nothing, the page says so). */
export const signupCompleteQuery = () =>
  queryOptions(endpointQuery(office.signupCompleteInfo, { showErrorDialog: false }));

export const completeSignup = (body: SignupCompleteRequest) =>
  callEndpoint(office.signupComplete, { body });

export const changePassword = (password: string, newPassword: string) =>
  callEndpoint(office.changePassword, { body: { password, newPassword } });

/** The invitation (the page says when it is gone). */
export const agentInviteQuery = (agentInviteId: string, token: string) =>
  queryOptions(
    endpointQuery(office.invite, { params: { agentInviteId, token }, showErrorDialog: false }),
  );

export const signUp = (agentInviteId: string, token: string, body: AgentSignupRequest) =>
  callEndpoint(office.signup, { params: { agentInviteId, token }, body });

/** The reset link's parts, as the e-mail gives them. */
export interface ResetLink {
  apiUserId: string;
  token: string;
  apiUserPasswordResetId: string;
}

/** Is the reset link still good (the page says when it is not). */
export const resetLinkQuery = (link: ResetLink) =>
  queryOptions(endpointQuery(office.resetLink, { params: link, showErrorDialog: false }));

/** A link that is gone (404) is answered on the page. */
export const resetPassword = (link: ResetLink, body: PasswordResetRequest) =>
  callEndpoint(office.resetPassword, {
    params: link,
    body,
    showErrorDialog: (failure) => failure.status !== 404,
  });
