import { useCallback } from 'react';
import { useNavigate } from '@villa/shared/router';
import { paths } from '@villa/shared/routes';
import { useSessionStore } from '@villa/shared/store';

/** Logs out (not a time-out) and goes to /login. */
export function useLogout() {
  const logout = useSessionStore((s) => s.logout);
  const navigate = useNavigate();
  return useCallback(
    (event?: { preventDefault(): void }) => {
      event?.preventDefault();
      logout({ timedOut: false });
      navigate(paths.login());
    },
    [logout, navigate],
  );
}
