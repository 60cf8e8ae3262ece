import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from '@villa/shared/router';
import { SESSION_CHECK_INTERVAL_MS, sessionEndpoints } from '@villa/shared/contract';
import { callEndpoint } from '@villa/shared/api';
import { signInPathOf } from '@villa/shared/routes';
import { getSession, sessionPhase, useSessionStore, type SessionPhase } from '@villa/shared/store';
import { endSession } from './endSession';
import { InactivityDialog } from './InactivityDialog';

export interface SessionWatcherProps {
  /** False on the routes that skip the session check (signup, password reset, impersonate). */
  enabled: boolean;
}

const active: SessionPhase = { phase: 'active' };

/**
 * The session clock: once a second it compares now with the warning and expiry times. At the
 * warning time the inactivity dialog opens; when the expiry passes the session is ended (on
 * the server too) with the timed-out flag and the user sent to their sign-in page.
 */
export function SessionWatcher({ enabled }: SessionWatcherProps) {
  const isAuthenticated = useSessionStore((s) => s.isAuthenticated);
  const sessionExpires = useSessionStore((s) => s.sessionExpires);
  const logoutWarningOpens = useSessionStore((s) => s.logoutWarningOpens);
  const navigate = useNavigate();
  const [phase, setPhase] = useState<SessionPhase>(active);
  const [renewing, setRenewing] = useState(false);

  useEffect(() => {
    if (!enabled || !isAuthenticated) {
      setPhase(active);
      return;
    }
    const check = () => {
      const next = sessionPhase({ sessionExpires, logoutWarningOpens });
      if (next.phase === 'expired') {
        const signIn = signInPathOf(getSession().userRole);
        endSession({ timedOut: true });
        navigate(signIn);
        return;
      }
      setPhase(next);
    };
    check();
    const timer = setInterval(check, SESSION_CHECK_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [enabled, isAuthenticated, sessionExpires, logoutWarningOpens, navigate]);

  const keep = useCallback(() => {
    if (renewing) return;
    setRenewing(true);
    // The answer's x-token-expiry header moves the times; the dialog then closes by itself.
    callEndpoint(sessionEndpoints.extend)
      .catch(() => undefined) // a 401 has logged out; other failures have shown their dialog
      .finally(() => setRenewing(false));
  }, [renewing]);

  const logOut = useCallback(() => {
    const signIn = signInPathOf(getSession().userRole);
    endSession({ timedOut: false });
    navigate(signIn);
  }, [navigate]);

  if (phase.phase !== 'warning') return null;
  return (
    <InactivityDialog
      secondsLeft={phase.secondsLeft}
      onKeep={keep}
      onLogOut={logOut}
      renewing={renewing}
    />
  );
}
