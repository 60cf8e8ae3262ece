import { request } from '@villa/shared/api';
import type {
  AgentAccountInfoResponse,
  AgentInviteResponse,
  AgentSignupRequest,
  AgentSignupResponse,
  BookingsResponse,
  ChangePasswordResponse,
  GuidesResponse,
  PasswordResetLinkResponse,
  PasswordResetRequest,
  PasswordResetResponse,
  QuotesSentResponse,
  SignupCompleteInfoResponse,
  SignupCompleteRequest,
  SignupCompleteResponse,
} from '@villa/shared/contract';
import { queryOptions } from '@villa/shared/query';

const part = encodeURIComponent;

/** Every query about the logged-in agent's own account starts with this key. */
export const agentKey = ['agent'] as const;

/** GET /bookings: the agent's bookings. */
export function bookingsQuery() {
  return queryOptions({
    queryKey: ['bookings'] as const,
    queryFn: ({ signal }) => request<BookingsResponse>('/bookings', { signal }),
  });
}

/** GET /quotes-sent. */
export function sentQuotesQuery() {
  return queryOptions({
    queryKey: ['quotes-sent'] as const,
    queryFn: ({ signal }) => request<QuotesSentResponse>('/quotes-sent', { signal }),
  });
}

/** GET /guides. */
export function guidesQuery() {
  return queryOptions({
    queryKey: ['guides'] as const,
    queryFn: ({ signal }) => request<GuidesResponse>('/guides', { signal }),
  });
}

/** GET /agent/account-info. */
export function accountInfoQuery() {
  return queryOptions({
    queryKey: [...agentKey, 'account-info'] as const,
    queryFn: ({ signal }) => request<AgentAccountInfoResponse>('/agent/account-info', { signal }),
  });
}

/** GET /agent/signup-complete: what the signup still needs (404: nothing, the page says so). */
export function signupCompleteQuery() {
  return queryOptions({
    queryKey: [...agentKey, 'signup-complete'] as const,
    queryFn: ({ signal }) =>
      request<SignupCompleteInfoResponse>('/agent/signup-complete', {
        signal,
        showErrorDialog: false,
      }),
  });
}

/** POST /agent/signup-complete. */
export function completeSignup(values: SignupCompleteRequest) {
  return request<SignupCompleteResponse>('/agent/signup-complete', {
    method: 'POST',
    data: values,
  });
}

/** POST /agent/change-password. */
export function changePassword(password: string, newPassword: string) {
  return request<ChangePasswordResponse>('/agent/change-password', {
    method: 'POST',
    data: { password, newPassword },
  });
}

/** The invitation link's path: /agent/signup/{agentInviteId}/{token}. */
const invitePath = (agentInviteId: string, token: string) =>
  `/agent/signup/${part(agentInviteId)}/${part(token)}`;

/** GET /agent/signup/{agentInviteId}/{token}: the invitation (the page says when it is gone). */
export function agentInviteQuery(agentInviteId: string, token: string) {
  return queryOptions({
    queryKey: ['agent-invite', agentInviteId, token] as const,
    queryFn: ({ signal }) =>
      request<AgentInviteResponse>(invitePath(agentInviteId, token), {
        signal,
        showErrorDialog: false,
      }),
  });
}

/** POST /agent/signup/{agentInviteId}/{token}. */
export function signUp(agentInviteId: string, token: string, values: AgentSignupRequest) {
  return request<AgentSignupResponse>(invitePath(agentInviteId, token), {
    method: 'POST',
    data: values,
  });
}

/** The reset link's parts, as the e-mail gives them. */
export interface ResetLink {
  apiUserId: string;
  token: string;
  apiUserPasswordResetId: string;
}

const resetPath = (link: ResetLink) =>
  `/reset-password/${part(link.apiUserId)}/${part(link.token)}/${part(link.apiUserPasswordResetId)}`;

/** GET /reset-password/{apiUserId}/{token}/{apiUserPasswordResetId}: is the link still good. */
export function resetLinkQuery(link: ResetLink) {
  return queryOptions({
    queryKey: ['reset-password', link] as const,
    queryFn: ({ signal }) =>
      request<PasswordResetLinkResponse>(resetPath(link), { signal, showErrorDialog: false }),
  });
}

/** POST /reset-password/{...}: a link that is gone (404) is answered on the page. */
export function resetPassword(link: ResetLink, values: PasswordResetRequest) {
  return request<PasswordResetResponse>(resetPath(link), {
    method: 'POST',
    data: values,
    showErrorDialog: (failure) => failure.status !== 404,
  });
}
