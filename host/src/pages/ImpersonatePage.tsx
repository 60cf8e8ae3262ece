import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from '@villa/shared/router';
import { paths } from '@villa/shared/routes';
import { sessionTokenIsLive } from '@villa/shared/api';
import { useSessionStore } from '@villa/shared/store';
import { texts } from '@villa/shared/texts';
import { Alert, Spinner } from '@villa/shared/ui';
import { decodeImpersonationPayload } from './impersonation';

/**
 * /admin/impersonate?data=...: logs in as the user an administrator impersonates, then goes
 * home. Any failure (bad data, or a token the server no longer honours: expired, or ended by
 * a log-out) shows "Impersonation failed" and logs out.
 */
export function ImpersonatePage() {
  const [searchParams] = useSearchParams();
  const data = searchParams.get('data');
  const loginFromImpersonation = useSessionStore((s) => s.loginFromImpersonation);
  const logout = useSessionStore((s) => s.logout);
  const navigate = useNavigate();
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let cancelled = false;
    const fail = () => {
      if (cancelled) return;
      logout({ timedOut: false });
      setFailed(true);
    };
    const payload = decodeImpersonationPayload(data);
    if (!payload) {
      fail();
      return undefined;
    }
    // An expired or used link decodes fine: ask the server before taking the session, so it
    // fails here and not a moment later as a "Logged out" on the home page.
    void sessionTokenIsLive(payload.token, payload.userAdminId).then((live) => {
      if (cancelled) return;
      if (!live) {
        fail();
        return;
      }
      try {
        loginFromImpersonation(payload);
        navigate(paths.home(), { replace: true });
      } catch {
        fail();
      }
    });
    return () => {
      cancelled = true;
    };
  }, [data, loginFromImpersonation, logout, navigate]);

  if (failed) {
    return (
      <section className="centered-panel">
        <Alert variant="danger" title={texts.impersonation.failedTitle} live>
          <p>{texts.impersonation.failed}</p>
        </Alert>
        <Link to={paths.login()}>{texts.impersonation.backToLogin}</Link>
      </section>
    );
  }
  return (
    <section className="card centered-panel" aria-labelledby="impersonating-heading">
      <h1 id="impersonating-heading">{texts.impersonation.workingTitle}</h1>
      <p>{texts.impersonation.working}</p>
      <Spinner />
    </section>
  );
}
