import { ROLES } from '../roles';
import {
  extendSessionResponseSchema,
  impersonationExchangeSchema,
  impersonationPayloadSchema,
  loginResponseSchema,
  resetPasswordResponseSchema,
} from '../session';
import { loginSchema, resetPasswordRequestSchema } from '../validation';
import { endpoint } from './endpoint';

/** Log-in, log-out and the session's life. */
export const sessionEndpoints = {
  login: endpoint({
    method: 'POST',
    path: '/login',
    summary: 'Log in: a session token, the role and the portal settings',
    access: 'public',
    body: loginSchema,
    answer: loginResponseSchema,
    // 429: a lock (Retry-After says for how long); every 429 of a log-in means logging in now
    // needs the one-time code mailed to the account, with the password. 422 at `code`: that
    // code is not the account's live one.
    errors: [401, 422, 429],
  }),
  requestPasswordReset: endpoint({
    method: 'POST',
    path: '/reset-password',
    summary: 'E-mail a password reset link (the same answer whether or not the address is known)',
    access: 'public',
    body: resetPasswordRequestSchema,
    answer: resetPasswordResponseSchema,
    errors: [422],
  }),
  impersonate: endpoint({
    method: 'POST',
    path: '/impersonation',
    summary:
      "Exchange an impersonation link's code, once and before it expires, for the session it opens",
    access: 'public',
    body: impersonationExchangeSchema,
    answer: impersonationPayloadSchema,
    // 401: the code was used, has expired or was never issued.
    errors: [401, 422],
  }),
  logout: endpoint({
    method: 'POST',
    path: '/logout',
    summary: 'End the session, so its token is worth nothing',
    access: ROLES,
    openDuringSignup: true,
    status: 204,
    answer: null,
    errors: [],
  }),
  extend: endpoint({
    method: 'GET',
    path: '/extend-session',
    summary: 'Renew the session (the new expiry is in the x-token-expiry header)',
    access: ROLES,
    openDuringSignup: true,
    answer: extendSessionResponseSchema,
    errors: [],
  }),
};
