import { useCallback } from 'react';
import { useNavigate } from '@villa/shared/router';
import { signInPathOf } from '@villa/shared/routes';
import { getSession } from '@villa/shared/store';
import { endSession } from '../session/endSession';

/**
 * Logs out (not a time-out), ending the session on the server, and goes to the role's sign-in
 * page: /login for the agents, /office/login for the office's staff.
 */
export function useLogout() {
  const navigate = useNavigate();
  return useCallback(
    (event?: { preventDefault(): void }) => {
      event?.preventDefault();
      const signIn = signInPathOf(getSession().userRole);
      endSession({ timedOut: false });
      navigate(signIn);
    },
    [navigate],
  );
}
