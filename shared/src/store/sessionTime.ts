import { LOGOUT_WARNING_LEAD_SECONDS, SESSION_EXPIRY_MARGIN_SECONDS } from '@villa/shared/contract';
import { addSeconds, formatLocalDateTime, parseLocalDateTime } from './localTime';

export interface SessionTimes {
  /** When the client considers the session over: YYYY-MM-DD HH:mm:ss. */
  sessionExpires: string;
  /** When the inactivity dialog opens: YYYY-MM-DD HH:mm:ss. */
  logoutWarningOpens: string;
}

/**
 * From the x-token-expiry header (seconds the token has left): expiry is now plus those
 * seconds minus the 10-second margin; the warning opens the lead time (60 s) before that.
 */
export function computeSessionTimes(tokenExpirySeconds: number, now = new Date()): SessionTimes {
  const expires = addSeconds(now, tokenExpirySeconds - SESSION_EXPIRY_MARGIN_SECONDS);
  const warning = addSeconds(expires, -LOGOUT_WARNING_LEAD_SECONDS);
  return {
    sessionExpires: formatLocalDateTime(expires),
    logoutWarningOpens: formatLocalDateTime(warning),
  };
}

/** Reads a stored session time; null when missing or unreadable. */
export function parseSessionTime(value: string | null | undefined): Date | null {
  return value ? parseLocalDateTime(value) : null;
}

export type SessionPhase =
  { phase: 'active' } | { phase: 'warning'; secondsLeft: number } | { phase: 'expired' };

/**
 * Where the session stands at `now`: active until the warning time, then warning (with the
 * seconds left until expiry), then expired. Unknown times mean active: the server still
 * answers 401 when the token is really gone.
 */
export function sessionPhase(
  times: { sessionExpires: string | null; logoutWarningOpens: string | null },
  now = new Date(),
): SessionPhase {
  const expires = parseSessionTime(times.sessionExpires);
  if (!expires) return { phase: 'active' };
  if (now >= expires) return { phase: 'expired' };
  const warning = parseSessionTime(times.logoutWarningOpens);
  if (warning && now >= warning) {
    return { phase: 'warning', secondsLeft: (expires.getTime() - now.getTime()) / 1000 };
  }
  return { phase: 'active' };
}
