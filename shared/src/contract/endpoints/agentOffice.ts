import * as v from 'valibot';
import {
  agentInviteResponseSchema,
  agentSignupResponseSchema,
  agentSignupSchema,
  bookingsResponseSchema,
  changePasswordResponseSchema,
  guidesResponseSchema,
  passwordResetLinkResponseSchema,
  passwordResetResponseSchema,
  passwordResetSchema,
  postcodeLookupResponseSchema,
  quotesSentResponseSchema,
  sendPdfResponseSchema,
  sendPdfSchema,
  signupCompleteInfoResponseSchema,
  signupCompleteResponseSchema,
  signupCompleteSchema,
} from '../agentOffice';
import { changePasswordSchema } from '../validation';
import { endpoint, fillPath, pathText, queryValue } from './endpoint';

const AGENT = ['AGENT'] as const;

const inviteParams = v.object({ agentInviteId: pathText, token: pathText });
const resetLinkParams = v.object({
  apiUserId: pathText,
  token: pathText,
  apiUserPasswordResetId: pathText,
});

/** The agent's office: guides, quotes and bookings, send-PDF, password, signup. */
export const agentOfficeEndpoints = {
  guides: endpoint({
    method: 'GET',
    path: '/guides',
    summary: 'The guides an agent may read or send',
    access: AGENT,
    answer: guidesResponseSchema,
    errors: [],
  }),
  guideFile: endpoint({
    method: 'GET',
    path: '/guide/:updated/:filename',
    summary: "A guide's file, as a download",
    access: AGENT,
    params: v.object({ updated: pathText, filename: pathText }),
    answer: null,
    contentType: 'application/pdf',
    errors: [404],
  }),
  quotesSent: endpoint({
    method: 'GET',
    path: '/quotes-sent',
    summary: "The agent's quotations, with whom each was sent to",
    access: AGENT,
    answer: quotesSentResponseSchema,
    errors: [],
  }),
  bookings: endpoint({
    method: 'GET',
    path: '/bookings',
    summary: "The agent's bookings, grouped by status",
    access: AGENT,
    answer: bookingsResponseSchema,
    errors: [],
  }),
  sendPdf: endpoint({
    method: 'POST',
    path: '/send-pdf/:type/:typeId',
    summary: 'E-mail a quotation or a guide as a PDF (type quote or guide)',
    access: AGENT,
    params: v.object({ type: pathText, typeId: pathText }),
    body: sendPdfSchema,
    status: 202,
    answer: sendPdfResponseSchema,
    // 429: the account's or the address's mail limit (provider settings); 503: the PDF could
    // not be made just now (api/src/pdf/renderPool.ts).
    errors: [403, 404, 409, 422, 429, 503],
  }),
  changePassword: endpoint({
    method: 'POST',
    path: '/agent/change-password',
    summary: "Change the agent's password (every other session ends)",
    access: AGENT,
    body: changePasswordSchema,
    answer: changePasswordResponseSchema,
    // 429: too many wrong current passwords (the log-in throttle's counters).
    errors: [422, 429],
  }),
  invite: endpoint({
    method: 'GET',
    path: '/agent/signup/:agentInviteId/:token',
    summary: 'An open invitation to sign up',
    access: 'public',
    params: inviteParams,
    answer: agentInviteResponseSchema,
    errors: [404],
  }),
  signup: endpoint({
    method: 'POST',
    path: '/agent/signup/:agentInviteId/:token',
    summary: 'Sign up by invitation',
    access: 'public',
    params: inviteParams,
    body: agentSignupSchema,
    status: 201,
    answer: agentSignupResponseSchema,
    errors: [404, 409, 422],
  }),
  signupCompleteInfo: endpoint({
    method: 'GET',
    path: '/agent/signup-complete',
    summary: 'What the signup completion form starts from',
    access: AGENT,
    openDuringSignup: true,
    answer: signupCompleteInfoResponseSchema,
    errors: [404],
  }),
  signupComplete: endpoint({
    method: 'POST',
    path: '/agent/signup-complete',
    summary: "Complete the agent's signup with an address",
    access: AGENT,
    openDuringSignup: true,
    body: signupCompleteSchema,
    answer: signupCompleteResponseSchema,
    errors: [404, 422],
  }),
  postcodeLookup: endpoint({
    method: 'GET',
    path: '/postcode-lookup',
    summary: 'The address of a UK postcode (or why there is none)',
    access: AGENT,
    openDuringSignup: true,
    query: v.object({ q: queryValue }),
    answer: postcodeLookupResponseSchema,
    errors: [422],
  }),
  resetLink: endpoint({
    method: 'GET',
    path: '/reset-password/:apiUserId/:token/:apiUserPasswordResetId',
    summary: 'An open password reset link',
    access: 'public',
    params: resetLinkParams,
    answer: passwordResetLinkResponseSchema,
    errors: [404],
  }),
  resetPassword: endpoint({
    method: 'POST',
    path: '/reset-password/:apiUserId/:token/:apiUserPasswordResetId',
    summary: 'Set a new password with a reset link',
    access: 'public',
    params: resetLinkParams,
    body: passwordResetSchema,
    answer: passwordResetResponseSchema,
    errors: [404, 422],
  }),
};

/** The download path of a guide (/guide/{updatedYYYYMMDD}/{filename}), as GET /guides names it. */
export const guidePath = (updated: string, filename: string) =>
  fillPath(agentOfficeEndpoints.guideFile.path, { updated: updated.replace(/-/g, ''), filename });
