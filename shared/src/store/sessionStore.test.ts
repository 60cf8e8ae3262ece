import moment from 'moment';
import { testProviderDetails } from '../testing/provider';
import type { ImpersonationPayload, LoginResponse } from '@villa/shared/contract';
import {
  getSession,
  listenToOtherTabs,
  readSessionFromStorage,
  useSessionStore,
} from './sessionStore';
import { SESSION_ENDED_KEY, STORAGE_KEYS } from './storageKeys';

const config = {
  companyDisplayName: 'Sunshine Travel',
  searchDates: {
    earliest: { amount: 1, unit: 'days' as const },
    latest: { amount: 2, unit: 'years' as const },
  },
  nights_bookable: { min: 3, max: 28 },
  bookingWindow: { today: '2026-11-23', firstArrival: '2026-11-24', lastArrival: '2028-11-23' },
  provider: testProviderDetails,
};

const loginResponse: LoginResponse = {
  token: 'tok-123',
  userRole: 'AGENT',
  config,
  accountSignupIncomplete: false,
};

const impersonation: ImpersonationPayload = {
  token: 'imp-456',
  userRole: 'ORGANISATION',
  config,
  accountSignupIncomplete: true,
  tokenExpirySeconds: 1800,
  userId: 42,
  email: 'org@demo.test',
  userAdminId: 7,
};

const allKeys = Object.values(STORAGE_KEYS);

function storedSession() {
  return Object.fromEntries(allKeys.map((key) => [key, localStorage.getItem(key)]));
}

/** What another tab does: it changes storage, and this tab gets a storage event. */
function otherTabSets(key: string, newValue: string | null) {
  const oldValue = localStorage.getItem(key);
  if (newValue === null) localStorage.removeItem(key);
  else localStorage.setItem(key, newValue);
  window.dispatchEvent(
    new StorageEvent('storage', { key, oldValue, newValue, storageArea: localStorage }),
  );
}

beforeEach(() => {
  localStorage.clear();
  useSessionStore.setState(readSessionFromStorage());
});

describe('login', () => {
  it('writes every session key in the formats the specification names', () => {
    getSession().login(loginResponse, 99, 'agent@demo.test', 3600);
    const stored = storedSession();
    expect(stored).toMatchObject({
      'user-token': 'tok-123',
      userRole: 'AGENT',
      userId: '99',
      accountSignupIncomplete: 'false',
      isImpersonating: 'false',
      'agent-view': 'false',
      email: 'agent@demo.test',
    });
    expect(stored.userAdminId).toBeNull();
    expect(stored['session-expires']).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(stored['logout-warning-opens']).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(JSON.parse(stored.config!)).toMatchObject({
      companyDisplayName: 'Sunshine Travel',
      nightsMin: 3,
      nightsMax: 28,
      earliestSearchDate: '2026-11-24',
    });
  });

  it('makes the state authenticated and remembers it was', () => {
    getSession().login(loginResponse, 99, 'agent@demo.test', 3600);
    expect(getSession()).toMatchObject({
      isAuthenticated: true,
      wasAuthenticated: true,
      userRole: 'AGENT',
      userId: 99,
      sessionTimedOut: false,
      agentView: false,
    });
  });

  it('treats an answer without a role as an agent', () => {
    getSession().login({ ...loginResponse, userRole: undefined }, 1, 'a@b.test', 60);
    expect(getSession().userRole).toBe('AGENT');
  });

  it('is what a reload starts from', () => {
    getSession().login(loginResponse, 99, 'agent@demo.test', 3600);
    const { login: _l, logout: _o, ...state } = getSession();
    expect(readSessionFromStorage()).toMatchObject({
      token: state.token,
      userRole: state.userRole,
      userId: state.userId,
      config: state.config,
      sessionExpires: state.sessionExpires,
    });
  });
});

describe('loginFromImpersonation', () => {
  it('stores the impersonation flag and the admin user id', () => {
    getSession().loginFromImpersonation(impersonation);
    expect(storedSession()).toMatchObject({
      'user-token': 'imp-456',
      isImpersonating: 'true',
      userAdminId: '7',
      userId: '42',
      userRole: 'ORGANISATION',
      accountSignupIncomplete: 'true',
    });
    expect(getSession()).toMatchObject({ isImpersonating: true, userAdminId: 7 });
  });
});

describe('logout', () => {
  it('clears every stored key and resets agent view and impersonation', () => {
    getSession().loginFromImpersonation(impersonation);
    getSession().setAgentView(true);
    getSession().logout();
    expect(Object.values(storedSession()).every((value) => value === null)).toBe(true);
    expect(localStorage.length).toBe(0);
    expect(getSession()).toMatchObject({
      token: null,
      isAuthenticated: false,
      isImpersonating: false,
      userAdminId: null,
      agentView: false,
      sessionTimedOut: false,
      wasAuthenticated: true,
    });
  });

  it('sets the timed-out flag as given', () => {
    getSession().login(loginResponse, 99, 'agent@demo.test', 3600);
    getSession().logout({ timedOut: true });
    expect(getSession().sessionTimedOut).toBe(true);
  });
});

describe('applyTokenExpiry', () => {
  it('moves the stored expiry and warning times', () => {
    getSession().login(loginResponse, 99, 'agent@demo.test', 60);
    getSession().applyTokenExpiry(7200);
    const expected = moment().add(7200 - 10, 'seconds');
    const stored = moment(localStorage.getItem('session-expires'), 'YYYY-MM-DD HH:mm:ss');
    expect(Math.abs(stored.diff(expected, 'seconds'))).toBeLessThanOrEqual(1);
    expect(getSession().sessionExpires).toBe(localStorage.getItem('session-expires'));
    expect(getSession().logoutWarningOpens).toBe(localStorage.getItem('logout-warning-opens'));
  });
});

describe('agent view', () => {
  it("is stored as 'true' or 'false'", () => {
    getSession().login(loginResponse, 99, 'agent@demo.test', 3600);
    getSession().setAgentView(true);
    expect(localStorage.getItem('agent-view')).toBe('true');
    getSession().setAgentView(false);
    expect(localStorage.getItem('agent-view')).toBe('false');
  });
});

describe('other tabs', () => {
  let stop: () => void;
  beforeEach(() => {
    stop = listenToOtherTabs(window);
  });
  afterEach(() => stop());

  it('logs this tab out when another tab removes the token', () => {
    getSession().login(loginResponse, 99, 'agent@demo.test', 3600);
    otherTabSets(SESSION_ENDED_KEY, 'logout');
    otherTabSets('user-token', null);
    expect(getSession()).toMatchObject({
      isAuthenticated: false,
      token: null,
      sessionTimedOut: false,
    });
  });

  it('keeps the time-out flag of the tab that timed out', () => {
    getSession().login(loginResponse, 99, 'agent@demo.test', 3600);
    otherTabSets(SESSION_ENDED_KEY, 'timeout');
    otherTabSets('user-token', null);
    otherTabSets(SESSION_ENDED_KEY, null);
    expect(getSession()).toMatchObject({ isAuthenticated: false, sessionTimedOut: true });
  });

  it('picks up an expiry renewed in another tab', () => {
    getSession().login(loginResponse, 99, 'agent@demo.test', 60);
    otherTabSets('session-expires', '2099-01-01 10:00:00');
    otherTabSets('logout-warning-opens', '2099-01-01 09:59:00');
    expect(getSession()).toMatchObject({
      sessionExpires: '2099-01-01 10:00:00',
      logoutWarningOpens: '2099-01-01 09:59:00',
    });
  });

  it('picks up a login made in another tab', () => {
    localStorage.setItem('userRole', 'ACCOUNTS');
    localStorage.setItem('userId', '5');
    otherTabSets('user-token', 'other-tab-token');
    expect(getSession()).toMatchObject({
      isAuthenticated: true,
      token: 'other-tab-token',
      userRole: 'ACCOUNTS',
      userId: 5,
    });
  });

  it('stops listening when unsubscribed', () => {
    getSession().login(loginResponse, 99, 'agent@demo.test', 3600);
    stop();
    otherTabSets('user-token', null);
    expect(getSession().isAuthenticated).toBe(true);
  });
});
