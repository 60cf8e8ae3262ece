import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from '@villa/shared/router';
import type { Role } from '@villa/shared/contract';
import { readStoredToken, useSessionStore } from '@villa/shared/store';
import { Spinner } from '@villa/shared/ui';
import { decideGuard } from './guard';

export interface GuardedRouteProps {
  roles: readonly Role[] | 'public';
  children: ReactNode;
}

/** Applies the route guard to one route; re-decides whenever the session changes. */
export function GuardedRoute({ roles, children }: GuardedRouteProps) {
  const { pathname } = useLocation();
  // The token itself is read from storage (spec: "a token present while the client state
  // says not authenticated"); subscribing to it re-renders on login, logout and other tabs.
  useSessionStore((s) => s.token);
  const isAuthenticated = useSessionStore((s) => s.isAuthenticated);
  const userRole = useSessionStore((s) => s.userRole);
  const accountSignupIncomplete = useSessionStore((s) => s.accountSignupIncomplete);
  const restoreFromStorage = useSessionStore((s) => s.restoreFromStorage);

  const decision = decideGuard({
    pathname,
    roles,
    hasToken: readStoredToken() !== null,
    isAuthenticated,
    userRole,
    accountSignupIncomplete,
  });

  useEffect(() => {
    if (decision.action === 'restore') restoreFromStorage();
  }, [decision.action, restoreFromStorage]);

  if (decision.action === 'redirect') return <Navigate to={decision.to} replace />;
  if (decision.action === 'restore') return <Spinner />;
  return <>{children}</>;
}
