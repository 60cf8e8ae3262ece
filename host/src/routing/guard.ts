import type { Role } from '@villa/shared/contract';
import { isOfficePath, paths, startPathOf } from '@villa/shared/routes';
import { screenById } from './routeTable';

export interface GuardInput {
  /** The path being visited (no query). */
  pathname: string;
  /** Roles the route allows, or 'public' for pages that need no token. */
  roles: readonly Role[] | 'public';
  /** A token is in browser storage. */
  hasToken: boolean;
  /** The client state says the session is established. */
  isAuthenticated: boolean;
  userRole: Role | null;
  /** The account must still complete its signup. */
  accountSignupIncomplete: boolean;
}

export type GuardDecision =
  | { action: 'render' }
  | { action: 'redirect'; to: string }
  /** A token is stored but the state is logged out: re-establish the login, then decide. */
  | { action: 'restore' };

const render: GuardDecision = { action: 'render' };
const redirect = (to: string): GuardDecision => ({ action: 'redirect', to });

/** Who may complete a signup: the roles of the admin remote's complete-signup screen. */
function mayCompleteSignup(role: Role) {
  const roles = screenById('completeSignup')?.roles;
  return roles !== undefined && roles !== 'public' && roles.includes(role);
}

/**
 * The route guard (docs/session-and-shell.md), in the order the rules apply:
 * 1. the impersonation page always runs (it replaces whatever session there is);
 * 2. without a token only public routes (signup, password reset, impersonate, login) pass,
 *    everything else goes to /login, or the office's routes to /office/login;
 * 3. a token while the state says logged out re-establishes the login first;
 * 4. an account with incomplete signup goes to complete-signup from everywhere else;
 * 5. /login and /office/login while logged in go to where the role starts: / for the agents'
 *    roles, /office for the office's;
 * 6. public routes pass;
 * 7. a role not listed goes to /?rolestatus=invalid (home itself shows that alert instead
 *    of redirecting to itself): staff on an agents' route, agents on an office route alike.
 */
export function decideGuard(input: GuardInput): GuardDecision {
  const { pathname, roles, hasToken, isAuthenticated, userRole } = input;
  if (pathname === paths.impersonate()) return render;
  if (!hasToken) {
    if (roles === 'public') return render;
    return redirect(isOfficePath(pathname) ? paths.officeLogin() : paths.login());
  }
  if (!isAuthenticated) return { action: 'restore' };
  if (
    input.accountSignupIncomplete &&
    pathname !== paths.completeSignup() &&
    // Only a role that may complete a signup is sent there (no redirect loop otherwise).
    userRole !== null &&
    mayCompleteSignup(userRole)
  ) {
    return redirect(paths.completeSignup());
  }
  if (pathname === paths.login() || pathname === paths.officeLogin()) {
    return redirect(startPathOf(userRole));
  }
  if (roles === 'public') return render;
  if (userRole === null || !roles.includes(userRole)) {
    return pathname === paths.home() ? render : redirect(paths.accessDenied());
  }
  return render;
}
