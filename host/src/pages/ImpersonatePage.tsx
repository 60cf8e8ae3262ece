import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from '@villa/shared/router';
import { paths } from '@villa/shared/routes';
import { useSessionStore } from '@villa/shared/store';
import { texts } from '@villa/shared/texts';
import { Alert, Spinner } from '@villa/shared/ui';
import { exchangeImpersonationCode } from './impersonation';

/**
 * /admin/impersonate?data=<code>: exchanges the administrator's single-use code for the
 * session and its config on the server, logs in as that user, then goes home. Any failure (no
 * code, or one the server refuses: used, expired or made by hand) shows "Impersonation failed"
 * and logs out.
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
    void exchangeImpersonationCode(data).then((payload) => {
      if (cancelled) return;
      try {
        if (!payload) throw new Error('no impersonation session');
        loginFromImpersonation(payload);
        navigate(paths.home(), { replace: true });
      } catch {
        logout({ timedOut: false });
        setFailed(true);
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
