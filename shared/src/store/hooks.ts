import { useSessionStore } from './sessionStore';
import type { Role } from '@villa/shared/contract';
import type { ClientConfig } from './config';

/** The logged-in user's role, or null. */
export const useUserRole = (): Role | null => useSessionStore((s) => s.userRole);

/** True while a session is established. */
export const useIsAuthenticated = (): boolean => useSessionStore((s) => s.isAuthenticated);

/** True while an administrator is impersonating the user. */
export const useIsImpersonating = (): boolean => useSessionStore((s) => s.isImpersonating);

/** Company name, search window (YYYY-MM-DD) and nights range; null when logged out. */
export const useSessionConfig = (): ClientConfig | null => useSessionStore((s) => s.config);

/** Agent view on/off and its setter: commission figures are shown only when on. */
export function useAgentView(): [boolean, (on: boolean) => void] {
  const agentView = useSessionStore((s) => s.agentView);
  const setAgentView = useSessionStore((s) => s.setAgentView);
  return [agentView, setAgentView];
}
