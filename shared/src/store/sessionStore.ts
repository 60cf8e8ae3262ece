import { create } from 'zustand';
import {
  ROLES,
  type ImpersonationPayload,
  type LoginResponse,
  type OfficeSessionAnswer,
  type Role,
} from '@villa/shared/contract';
import { toClientConfig, parseStoredConfig, type ClientConfig } from './config';
import { computeSessionTimes } from './sessionTime';
import { FORM_DRAFT_PREFIX, SESSION_ENDED_KEY, STORAGE_KEYS } from './storageKeys';
import { readNumber, readStoredCaller, storage } from './storedSession';

export interface SessionState {
  /** Bearer token sent with every request; null when logged out. Stored as user-token. */
  token: string | null;
  /** The logged-in user's role; null when logged out. */
  userRole: Role | null;
  /** True while a token is held and the session is established in this tab. */
  isAuthenticated: boolean;
  /** True while an administrator is logged in as this user. */
  isImpersonating: boolean;
  /** True after the last logout was a time-out (drives the login page message). */
  sessionTimedOut: boolean;
  /** True once this tab has been authenticated; stays true after logout. */
  wasAuthenticated: boolean;
  /** Agent view: commission figures and non-commissionable warnings shown. Default off. */
  agentView: boolean;
  /** Company name, search date window and nights range; null when logged out. */
  config: ClientConfig | null;
  /** The email the user logged in with. */
  email: string | null;
  /** The user's id (x-user-id header of the login answer). */
  userId: number | null;
  /** The impersonating administrator's id, sent as x-admin-user-id while impersonating. */
  userAdminId: number | null;
  /** True while the account still has to complete its signup. */
  accountSignupIncomplete: boolean;
  /** When the session ends on this client: YYYY-MM-DD HH:mm:ss local time, or null. */
  sessionExpires: string | null;
  /** When the inactivity dialog opens: YYYY-MM-DD HH:mm:ss local time, or null. */
  logoutWarningOpens: string | null;
}

export interface SessionActions {
  /** Establishes a session from the login answer; expiry from its x-token-expiry header. */
  login(
    response: LoginResponse,
    userId: number | null,
    email: string,
    tokenExpirySeconds?: number | null,
  ): void;
  /** Establishes an impersonated session from the /admin/impersonate payload. */
  loginFromImpersonation(payload: ImpersonationPayload): void;
  /** Ends the session: clears every stored key and the state; other tabs follow. */
  logout(options?: { timedOut?: boolean }): void;
  /** Turns agent view on or off (stored as 'true' / 'false'). */
  setAgentView(on: boolean): void;
  /** Moves expiry and warning times from an x-token-expiry header value (seconds). */
  applyTokenExpiry(tokenExpirySeconds: number): void;
  /** Clears the incomplete-signup marker once the signup has been completed. */
  completeSignup(): void;
  /** Removes the token only (a failed login). */
  removeToken(): void;
  /** Re-reads the session from storage (token present but state not authenticated). */
  restoreFromStorage(): void;
}

export type SessionStore = SessionState & SessionActions;

function readRole(value: string | null): Role | null {
  return (ROLES as readonly string[]).includes(value ?? '') ? (value as Role) : null;
}

const loggedOut: SessionState = {
  token: null,
  userRole: null,
  isAuthenticated: false,
  isImpersonating: false,
  sessionTimedOut: false,
  wasAuthenticated: false,
  agentView: false,
  config: null,
  email: null,
  userId: null,
  userAdminId: null,
  accountSignupIncomplete: false,
  sessionExpires: null,
  logoutWarningOpens: null,
};

/** The session as storage holds it (what a new tab or a reload starts from). */
export function readSessionFromStorage(): SessionState {
  const store = storage();
  const { token, isImpersonating, userAdminId } = readStoredCaller(store);
  if (!store || !token) return { ...loggedOut };
  return {
    token,
    userRole: readRole(store.getItem(STORAGE_KEYS.userRole)),
    isAuthenticated: true,
    isImpersonating,
    sessionTimedOut: false,
    wasAuthenticated: true,
    agentView: store.getItem(STORAGE_KEYS.agentView) === 'true',
    config: parseStoredConfig(store.getItem(STORAGE_KEYS.config)),
    email: store.getItem(STORAGE_KEYS.email),
    userId: readNumber(store.getItem(STORAGE_KEYS.userId)),
    userAdminId,
    accountSignupIncomplete: store.getItem(STORAGE_KEYS.accountSignupIncomplete) === 'true',
    sessionExpires: store.getItem(STORAGE_KEYS.sessionExpires),
    logoutWarningOpens: store.getItem(STORAGE_KEYS.logoutWarningOpens),
  };
}

function writeOptional(store: Storage, key: string, value: string | null) {
  if (value === null) store.removeItem(key);
  else store.setItem(key, value);
}

/** Writes a whole session; the token goes last so other tabs read a complete session. */
function writeSession(state: SessionState) {
  const store = storage();
  if (!store) return;
  writeOptional(store, STORAGE_KEYS.userRole, state.userRole);
  writeOptional(store, STORAGE_KEYS.userId, state.userId === null ? null : String(state.userId));
  store.setItem(STORAGE_KEYS.accountSignupIncomplete, String(state.accountSignupIncomplete));
  store.setItem(STORAGE_KEYS.isImpersonating, String(state.isImpersonating));
  writeOptional(
    store,
    STORAGE_KEYS.userAdminId,
    state.userAdminId === null ? null : String(state.userAdminId),
  );
  store.setItem(STORAGE_KEYS.agentView, String(state.agentView));
  writeOptional(store, STORAGE_KEYS.sessionExpires, state.sessionExpires);
  writeOptional(store, STORAGE_KEYS.logoutWarningOpens, state.logoutWarningOpens);
  writeOptional(store, STORAGE_KEYS.email, state.email);
  writeOptional(store, STORAGE_KEYS.config, state.config && JSON.stringify(state.config));
  writeOptional(store, STORAGE_KEYS.token, state.token);
}

/** Removes this tab's form drafts (customers' details typed but not yet sent). */
function clearFormDrafts() {
  try {
    if (typeof sessionStorage === 'undefined') return;
    for (const key of Object.keys(sessionStorage)) {
      if (key.startsWith(FORM_DRAFT_PREFIX)) sessionStorage.removeItem(key);
    }
  } catch {
    // storage disabled by the browser: nothing was kept
  }
}

function clearStoredSession(timedOut: boolean) {
  clearFormDrafts();
  const store = storage();
  if (!store) return;
  store.setItem(SESSION_ENDED_KEY, timedOut ? 'timeout' : 'logout');
  // Token first: other tabs log out on its removal, knowing the reason from the marker.
  store.removeItem(STORAGE_KEYS.token);
  for (const key of Object.values(STORAGE_KEYS)) store.removeItem(key);
  store.removeItem(SESSION_ENDED_KEY);
}

function establish(
  base: Omit<
    SessionState,
    'isAuthenticated' | 'wasAuthenticated' | 'sessionTimedOut' | 'agentView'
  >,
): SessionState {
  return {
    ...base,
    isAuthenticated: true,
    wasAuthenticated: true,
    sessionTimedOut: false,
    agentView: false,
  };
}

/** A session a log-in answer opens (the agents' or the office's), with its role. */
function openedSession(
  response: Pick<LoginResponse, 'token' | 'config' | 'accountSignupIncomplete'>,
  userRole: Role,
  userId: number | null,
  email: string,
  tokenExpirySeconds: number | null | undefined,
): SessionState {
  const times =
    typeof tokenExpirySeconds === 'number' && Number.isFinite(tokenExpirySeconds)
      ? computeSessionTimes(tokenExpirySeconds)
      : { sessionExpires: null, logoutWarningOpens: null };
  return establish({
    token: response.token,
    userRole,
    isImpersonating: false,
    config: toClientConfig(response.config),
    email,
    userId,
    userAdminId: null,
    accountSignupIncomplete: Boolean(response.accountSignupIncomplete),
    ...times,
  });
}

/**
 * The one session store of the page. Module Federation shares `@villa/shared/store` as a
 * singleton, so host and remotes see the same instance.
 */
export const useSessionStore = create<SessionStore>()((set, get) => ({
  ...readSessionFromStorage(),

  login(response, userId, email, tokenExpirySeconds) {
    // The login page is the agents' log in: an answer without a role is an agent's.
    const next = openedSession(
      response,
      response.userRole ?? 'AGENT',
      userId,
      email,
      tokenExpirySeconds,
    );
    writeSession(next);
    set(next);
  },

  loginFromImpersonation(payload) {
    const next = establish({
      token: payload.token,
      userRole: payload.userRole,
      isImpersonating: true,
      config: toClientConfig(payload.config),
      email: payload.email,
      userId: payload.userId,
      userAdminId: payload.userAdminId,
      accountSignupIncomplete: Boolean(payload.accountSignupIncomplete),
      ...computeSessionTimes(payload.tokenExpirySeconds),
    });
    writeSession(next);
    set(next);
  },

  logout({ timedOut = false } = {}) {
    clearStoredSession(timedOut);
    set({ ...loggedOut, sessionTimedOut: timedOut, wasAuthenticated: get().wasAuthenticated });
  },

  setAgentView(on) {
    storage()?.setItem(STORAGE_KEYS.agentView, String(on));
    set({ agentView: on });
  },

  applyTokenExpiry(tokenExpirySeconds) {
    if (!Number.isFinite(tokenExpirySeconds)) return;
    const times = computeSessionTimes(tokenExpirySeconds);
    const store = storage();
    store?.setItem(STORAGE_KEYS.sessionExpires, times.sessionExpires);
    store?.setItem(STORAGE_KEYS.logoutWarningOpens, times.logoutWarningOpens);
    set(times);
  },

  completeSignup() {
    storage()?.setItem(STORAGE_KEYS.accountSignupIncomplete, 'false');
    set({ accountSignupIncomplete: false });
  },

  removeToken() {
    storage()?.removeItem(STORAGE_KEYS.token);
    set({ token: null, isAuthenticated: false });
  },

  restoreFromStorage() {
    const restored = readSessionFromStorage();
    set({ ...restored, wasAuthenticated: restored.wasAuthenticated || get().wasAuthenticated });
  },
}));

/** The store's current state and actions, outside React (API client, event handlers). */
export const getSession = () => useSessionStore.getState();

/**
 * This tab follows what other tabs do to the session: logout (same time-out flag), login,
 * renewed expiry and agent view. Returns the unsubscribe function; the host calls it once.
 */
export function listenToOtherTabs(target: Window = window): () => void {
  let lastEndReason: string | null = null;
  const onStorage = (event: StorageEvent) => {
    if (event.storageArea && event.storageArea !== storage()) return;
    const state = getSession();
    switch (event.key) {
      case SESSION_ENDED_KEY:
        if (event.newValue) lastEndReason = event.newValue;
        break;
      case null: // storage.clear() in another tab
      case STORAGE_KEYS.token:
        if (!event.newValue) {
          if (state.token) {
            clearFormDrafts();
            useSessionStore.setState({
              ...loggedOut,
              sessionTimedOut: lastEndReason === 'timeout',
              wasAuthenticated: state.wasAuthenticated,
            });
          }
          lastEndReason = null;
        } else if (event.newValue !== state.token) {
          state.restoreFromStorage();
        }
        break;
      case STORAGE_KEYS.sessionExpires:
      case STORAGE_KEYS.logoutWarningOpens:
        if (state.token && event.newValue) {
          useSessionStore.setState(
            event.key === STORAGE_KEYS.sessionExpires
              ? { sessionExpires: event.newValue }
              : { logoutWarningOpens: event.newValue },
          );
        }
        break;
      case STORAGE_KEYS.agentView:
        if (state.token && event.newValue) {
          useSessionStore.setState({ agentView: event.newValue === 'true' });
        }
        break;
      case STORAGE_KEYS.accountSignupIncomplete:
        if (state.token && event.newValue) {
          useSessionStore.setState({ accountSignupIncomplete: event.newValue === 'true' });
        }
        break;
    }
  };
  target.addEventListener('storage', onStorage);
  return () => target.removeEventListener('storage', onStorage);
}

/**
 * Establishes an office session from POST /office/login's answer (a STAFF or ADMIN role), as
 * `login` does an agent's; expiry from its x-token-expiry header. A function beside the store
 * rather than an action of it, so the store's type stays as remotes built before it know it.
 */
export function openOfficeSession(
  response: OfficeSessionAnswer,
  userId: number | null,
  email: string,
  tokenExpirySeconds?: number | null,
): void {
  const next = openedSession(response, response.userRole, userId, email, tokenExpirySeconds);
  writeSession(next);
  useSessionStore.setState(next);
}
