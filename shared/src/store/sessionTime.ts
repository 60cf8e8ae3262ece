import moment, { type Moment } from 'moment';
import {
  LOGOUT_WARNING_LEAD_SECONDS,
  SESSION_EXPIRY_MARGIN_SECONDS,
  SESSION_TIME_FORMAT,
} from '@villa/shared/contract';

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
export function computeSessionTimes(
  tokenExpirySeconds: number,
  now: Moment = moment(),
): SessionTimes {
  const expires = now
    .clone()
    .add(tokenExpirySeconds, 'seconds')
    .subtract(SESSION_EXPIRY_MARGIN_SECONDS, 'seconds');
  const warning = expires.clone().subtract(LOGOUT_WARNING_LEAD_SECONDS, 'seconds');
  return {
    sessionExpires: expires.format(SESSION_TIME_FORMAT),
    logoutWarningOpens: warning.format(SESSION_TIME_FORMAT),
  };
}

/** Reads a stored session time; null when missing or unreadable. */
export function parseSessionTime(value: string | null | undefined): Moment | null {
  if (!value) return null;
  const parsed = moment(value, SESSION_TIME_FORMAT, true);
  return parsed.isValid() ? parsed : null;
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
  now: Moment = moment(),
): SessionPhase {
  const expires = parseSessionTime(times.sessionExpires);
  if (!expires) return { phase: 'active' };
  if (!now.isBefore(expires)) return { phase: 'expired' };
  const warning = parseSessionTime(times.logoutWarningOpens);
  if (warning && !now.isBefore(warning)) {
    return { phase: 'warning', secondsLeft: expires.diff(now, 'seconds', true) };
  }
  return { phase: 'active' };
}
