import { useCallback } from 'react';
import { useNavigate } from '@villa/shared/router';
import { paths } from '@villa/shared/routes';
import { endSession } from '../session/endSession';

/** Logs out (not a time-out), ending the session on the server, and goes to /login. */
export function useLogout() {
  const navigate = useNavigate();
  return useCallback(
    (event?: { preventDefault(): void }) => {
      event?.preventDefault();
      endSession({ timedOut: false });
      navigate(paths.login());
    },
    [navigate],
  );
}
