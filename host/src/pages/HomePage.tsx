import { Link, useSearchParams } from '@villa/shared/router';
import type { Role } from '@villa/shared/contract';
import { paths } from '@villa/shared/routes';
import { useSessionConfig, useUserRole } from '@villa/shared/store';
import { texts } from '@villa/shared/texts';
import { Alert } from '@villa/shared/ui';

interface HomeCard {
  title: string;
  text: string;
  to: string;
}

const cards = texts.home.cards;

const cardsByRole: Record<Role, HomeCard[]> = {
  AGENT: [
    { ...cards.search, to: paths.villas() },
    { ...cards.communities, to: paths.communitiesIndex() },
    { ...cards.aboutFlorida, to: paths.aboutFlorida() },
    { ...cards.bookings, to: paths.agentBookings() },
    { ...cards.quotes, to: paths.agentQuotes() },
    { ...cards.dashboard, to: paths.agentDashboard() },
  ],
  ORGANISATION: [{ ...cards.organisationDashboard, to: paths.organisationDashboard() }],
  ACCOUNTS: [{ ...cards.accountsDashboard, to: paths.accountsDashboard() }],
  STAFF: [{ ...cards.office, to: paths.officeHome() }],
  ADMIN: [{ ...cards.office, to: paths.officeHome() }],
};

const introByRole: Record<Role, string> = {
  AGENT: texts.home.agentIntro,
  ORGANISATION: texts.home.organisationIntro,
  ACCOUNTS: texts.home.accountsIntro,
  STAFF: texts.home.staffIntro,
  ADMIN: texts.home.staffIntro,
};

/** Home: what the role can do, and the access-denied alert after a role mismatch. */
export function HomePage() {
  const [searchParams] = useSearchParams();
  const role = useUserRole();
  const config = useSessionConfig();
  const denied = searchParams.get('rolestatus') === 'invalid';

  return (
    <>
      {denied ? (
        <Alert variant="danger" title={texts.home.accessDeniedTitle} live>
          <p>{texts.home.accessDenied}</p>
        </Alert>
      ) : null}
      <div className="page-heading">
        <h1>{texts.home.welcomeBack(config?.companyDisplayName)}</h1>
        <p>{role ? introByRole[role] : texts.home.noRole}</p>
      </div>
      {role ? (
        <ul className="card-grid" role="list">
          {cardsByRole[role].map((card) => (
            <li key={card.to}>
              <Link className="card link-card" to={card.to}>
                <h2>{card.title}</h2>
                <p>{card.text}</p>
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
