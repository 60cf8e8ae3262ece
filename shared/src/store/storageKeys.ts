/**
 * Browser storage (localStorage) keys of the session, exactly as the specification names them (docs/session-and-shell.md),
 * plus the user's email and the computed config. Every one is removed on logout.
 */
export const STORAGE_KEYS = {
  /** Bearer token. */
  token: 'user-token',
  /** AGENT, ORGANISATION or ACCOUNTS. */
  userRole: 'userRole',
  /** Numeric user id, from the x-user-id header of the login answer. */
  userId: 'userId',
  /** 'true' while the account must complete its signup. */
  accountSignupIncomplete: 'accountSignupIncomplete',
  /** 'true' while an administrator is impersonating the user. */
  isImpersonating: 'isImpersonating',
  /** Numeric id of the impersonating administrator. */
  userAdminId: 'userAdminId',
  /** 'true' or 'false': commission figures shown. */
  agentView: 'agent-view',
  /** YYYY-MM-DD HH:mm:ss, local time. */
  sessionExpires: 'session-expires',
  /** YYYY-MM-DD HH:mm:ss, local time. */
  logoutWarningOpens: 'logout-warning-opens',
  /** The email the user logged in with. */
  email: 'email',
  /** JSON of the computed ClientConfig. */
  config: 'config',
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

/**
 * Written by the tab that logs out just before it removes the token, then removed again, so
 * other tabs learn whether it was a time-out ('timeout') or a manual logout ('logout').
 */
export const SESSION_ENDED_KEY = 'session-ended';

/**
 * Prefix of the sessionStorage keys that keep a form's unsent values across a reload of the
 * tab (@villa/shared/forms FormDraft). They hold customers' details, so logout removes them.
 */
export const FORM_DRAFT_PREFIX = 'form-draft:';
