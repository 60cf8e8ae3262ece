import { useQuery } from '@villa/shared/query';
import { adminTexts } from '@villa/shared/texts';
import { Spinner } from '@villa/shared/ui';
import { AccountDetails } from '../components/AccountDetails';
import { ChangePasswordForm } from '../components/ChangePasswordForm';
import { PageHeading } from '../components/PageHeading';
import '../admin.css';
import { accountInfoQuery } from '../api';

const t = adminTexts.account;

/**
 * Your Account: the agent's details (spinner until they arrive; a failed load leaves the
 * spinner, the global dialog having said what went wrong) and the change-password form.
 */
export default function YourAccountPage() {
  const { data } = useQuery(accountInfoQuery());
  return (
    <>
      <PageHeading heading={t.heading} />
      <div className="admin-stack">
        <section className="card" aria-labelledby="account-details">
          <h2 id="account-details">{t.detailsHeading}</h2>
          {data ? (
            <>
              <p className="muted">{t.detailsIntro}</p>
              <AccountDetails info={data.agentAccountInfo} />
            </>
          ) : (
            <Spinner label={t.loading} />
          )}
        </section>
        <section className="card" aria-labelledby="account-password">
          <h2 id="account-password">{t.passwordHeading}</h2>
          <ChangePasswordForm />
        </section>
      </div>
    </>
  );
}
