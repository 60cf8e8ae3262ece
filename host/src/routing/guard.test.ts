import type { Role } from '@villa/shared/contract';
import { decideGuard, type GuardInput } from './guard';
import { installPortalRoutes } from '../testing/portalRoutes';

// The screens of every remote, as the page's boot data gives them.
installPortalRoutes();

const AGENT_ONLY: readonly Role[] = ['AGENT'];
const ALL: readonly Role[] = ['AGENT', 'ORGANISATION', 'ACCOUNTS'];

const agent: Omit<GuardInput, 'pathname' | 'roles'> = {
  hasToken: true,
  isAuthenticated: true,
  userRole: 'AGENT',
  accountSignupIncomplete: false,
};
const loggedOut: Omit<GuardInput, 'pathname' | 'roles'> = {
  hasToken: false,
  isAuthenticated: false,
  userRole: null,
  accountSignupIncomplete: false,
};

describe('without a token', () => {
  it.each([
    '/login',
    '/admin/impersonate',
    '/admin/agent/signup/12/abc',
    '/admin/agent/password-reset/3/tok/9',
  ])('lets the public route %s through', (pathname) => {
    expect(decideGuard({ ...loggedOut, pathname, roles: 'public' })).toEqual({ action: 'render' });
  });

  it.each([
    ['/', ALL],
    ['/villas', AGENT_ONLY],
    ['/admin/agent/dashboard', AGENT_ONLY],
    ['/admin/agent/complete-signup', AGENT_ONLY],
    ['/admin/accounts/dashboard', ['ACCOUNTS'] as const],
  ])('sends %s to /login', (pathname, roles) => {
    expect(decideGuard({ ...loggedOut, pathname, roles })).toEqual({
      action: 'redirect',
      to: '/login',
    });
  });
});

describe('with a token but a logged-out state', () => {
  it('re-establishes the login before anything else', () => {
    expect(
      decideGuard({ ...agent, isAuthenticated: false, pathname: '/villas', roles: AGENT_ONLY }),
    ).toEqual({ action: 'restore' });
    expect(
      decideGuard({ ...agent, isAuthenticated: false, pathname: '/login', roles: 'public' }),
    ).toEqual({ action: 'restore' });
  });
});

describe('with an incomplete signup', () => {
  const incomplete = { ...agent, accountSignupIncomplete: true };

  it.each([
    ['/', ALL],
    ['/villas', AGENT_ONLY],
    ['/admin/agent/dashboard', AGENT_ONLY],
    ['/login', 'public' as const],
    ['/admin/agent/signup/1/x', 'public' as const],
  ])('sends %s to complete-signup', (pathname, roles) => {
    expect(decideGuard({ ...incomplete, pathname, roles })).toEqual({
      action: 'redirect',
      to: '/admin/agent/complete-signup',
    });
  });

  it('lets complete-signup itself through', () => {
    expect(
      decideGuard({ ...incomplete, pathname: '/admin/agent/complete-signup', roles: AGENT_ONLY }),
    ).toEqual({ action: 'render' });
  });

  it('does not send a role that may not complete a signup there (no loop)', () => {
    expect(decideGuard({ ...incomplete, userRole: 'ACCOUNTS', pathname: '/', roles: ALL })).toEqual(
      { action: 'render' },
    );
  });
});

describe('logged in', () => {
  it('sends /login to /', () => {
    expect(decideGuard({ ...agent, pathname: '/login', roles: 'public' })).toEqual({
      action: 'redirect',
      to: '/',
    });
  });

  it('lets other public routes through', () => {
    expect(decideGuard({ ...agent, pathname: '/admin/agent/signup/1/x', roles: 'public' })).toEqual(
      { action: 'render' },
    );
  });

  it('lets a listed role through', () => {
    expect(decideGuard({ ...agent, pathname: '/villas', roles: AGENT_ONLY })).toEqual({
      action: 'render',
    });
    expect(decideGuard({ ...agent, userRole: 'ACCOUNTS', pathname: '/', roles: ALL })).toEqual({
      action: 'render',
    });
  });

  it.each([
    ['ORGANISATION', '/villas', AGENT_ONLY],
    ['ACCOUNTS', '/admin/agent/dashboard', AGENT_ONLY],
    ['AGENT', '/admin/organisation/dashboard', ['ORGANISATION'] as const],
    ['ORGANISATION', '/admin/accounts/dashboard', ['ACCOUNTS'] as const],
  ] as const)('sends %s away from %s to /?rolestatus=invalid', (userRole, pathname, roles) => {
    expect(decideGuard({ ...agent, userRole, pathname, roles })).toEqual({
      action: 'redirect',
      to: '/?rolestatus=invalid',
    });
  });

  it('renders home (with its alert) for a role it does not list, instead of looping', () => {
    expect(decideGuard({ ...agent, userRole: null, pathname: '/', roles: ALL })).toEqual({
      action: 'render',
    });
    expect(
      decideGuard({ ...agent, userRole: null, pathname: '/villas', roles: AGENT_ONLY }),
    ).toEqual({ action: 'redirect', to: '/?rolestatus=invalid' });
  });
});

describe("the office's roles and the agents' routes", () => {
  const OFFICE: readonly Role[] = ['STAFF', 'ADMIN'];

  it.each([
    ['STAFF', '/villas', AGENT_ONLY],
    ['ADMIN', '/villa/12', AGENT_ONLY],
    ['STAFF', '/admin/agent/dashboard', AGENT_ONLY],
    ['ADMIN', '/admin/organisation/dashboard', ['ORGANISATION'] as const],
    ['STAFF', '/admin/accounts/dashboard', ['ACCOUNTS'] as const],
  ] as const)(
    'sends %s away from the agent route %s to /?rolestatus=invalid',
    (userRole, pathname, roles) => {
      expect(decideGuard({ ...agent, userRole, pathname, roles })).toEqual({
        action: 'redirect',
        to: '/?rolestatus=invalid',
      });
    },
  );

  it.each(['AGENT', 'ORGANISATION', 'ACCOUNTS'] as const)(
    'sends %s away from an office route to /?rolestatus=invalid',
    (userRole) => {
      for (const pathname of ['/office', '/office/villas']) {
        expect(decideGuard({ ...agent, userRole, pathname, roles: OFFICE })).toEqual({
          action: 'redirect',
          to: '/?rolestatus=invalid',
        });
      }
    },
  );

  it.each(['STAFF', 'ADMIN'] as const)('lets %s through an office route', (userRole) => {
    expect(decideGuard({ ...agent, userRole, pathname: '/office', roles: OFFICE })).toEqual({
      action: 'render',
    });
  });

  it('sends an office route without a token to the office sign-in, which itself passes', () => {
    for (const pathname of ['/office', '/office/villas']) {
      expect(decideGuard({ ...loggedOut, pathname, roles: OFFICE })).toEqual({
        action: 'redirect',
        to: '/office/login',
      });
    }
    expect(decideGuard({ ...loggedOut, pathname: '/office/login', roles: 'public' })).toEqual({
      action: 'render',
    });
  });

  it.each(['STAFF', 'ADMIN'] as const)(
    'sends %s from either sign-in page to /office',
    (userRole) => {
      for (const pathname of ['/login', '/office/login']) {
        expect(decideGuard({ ...agent, userRole, pathname, roles: 'public' })).toEqual({
          action: 'redirect',
          to: '/office',
        });
      }
    },
  );

  it('sends an agent from the office sign-in to /', () => {
    expect(decideGuard({ ...agent, pathname: '/office/login', roles: 'public' })).toEqual({
      action: 'redirect',
      to: '/',
    });
  });

  it('renders home with its alert for staff, instead of looping', () => {
    expect(decideGuard({ ...agent, userRole: 'STAFF', pathname: '/', roles: ALL })).toEqual({
      action: 'render',
    });
  });
});

describe('the impersonation page', () => {
  it('always runs, whatever the session', () => {
    for (const session of [loggedOut, agent, { ...agent, accountSignupIncomplete: true }]) {
      expect(decideGuard({ ...session, pathname: '/admin/impersonate', roles: 'public' })).toEqual({
        action: 'render',
      });
    }
  });
});
