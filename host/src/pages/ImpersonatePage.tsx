import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from '@villa/shared/router';
import { paths } from '@villa/shared/routes';
import { useSessionStore } from '@villa/shared/store';
import { texts } from '@villa/shared/texts';
import { Alert, Spinner } from '@villa/shared/ui';
import { decodeImpersonationPayload } from './impersonation';

/**
 * /admin/impersonate?data=...: logs in as the user an administrator impersonates, then goes
 * home. Any failure shows "Impersonation failed" and logs out.
 */
export function ImpersonatePage() {
  const [searchParams] = useSearchParams();
  const data = searchParams.get('data');
  const loginFromImpersonation = useSessionStore((s) => s.loginFromImpersonation);
  const logout = useSessionStore((s) => s.logout);
  const navigate = useNavigate();
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const payload = decodeImpersonationPayload(data);
    if (!payload) {
      logout({ timedOut: false });
      setFailed(true);
      return;
    }
    try {
      loginFromImpersonation(payload);
      navigate(paths.home(), { replace: true });
    } catch {
      logout({ timedOut: false });
      setFailed(true);
    }
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
