import { Link } from '@villa/shared/router';
import { paths } from '@villa/shared/routes';
import { useSessionConfig } from '@villa/shared/store';
import { adminTexts } from '@villa/shared/texts';
import { PageHeading } from '../components/PageHeading';
import { ProviderContacts } from '../components/ProviderContacts';
import { UnreadMessages } from '../components/UnreadMessages';
import '../admin.css';

const t = adminTexts.dashboard;

/** The agent's dashboard: a welcome, how to reach the provider, and where to go next. */
export default function AgentDashboardPage() {
  const config = useSessionConfig();
  return (
    <>
      <PageHeading heading={t.heading} intro={t.welcome(config?.companyDisplayName)} />
      <p>{t.intro}</p>
      <div className="admin-grid">
        <UnreadMessages />
        <section className="card" aria-labelledby="dashboard-contact">
          <h2 id="dashboard-contact">{t.contactHeading}</h2>
          <p>{t.contactIntro}</p>
          <ProviderContacts socialGroups="none" />
        </section>
        <section className="card" aria-labelledby="dashboard-social">
          <h2 id="dashboard-social">{t.socialHeading}</h2>
          <p>{t.socialIntro}</p>
          <ProviderContacts socialGroups="all" headingLevel={3} contacts={false} />
        </section>
        <section className="card" aria-labelledby="dashboard-visited">
          <h2 id="dashboard-visited">{t.visitedHeading}</h2>
          <p>{t.visited}</p>
        </section>
        <section className="card" aria-labelledby="dashboard-shortcuts">
          <h2 id="dashboard-shortcuts">{t.shortcutsHeading}</h2>
          <ul className="ticks">
            <li>
              <Link to={paths.agentBookings()}>{t.shortcuts.bookings}</Link>
            </li>
            <li>
              <Link to={paths.agentQuotes()}>{t.shortcuts.quotes}</Link>
            </li>
            <li>
              <Link to={paths.agentGuides()}>{t.shortcuts.guides}</Link>
            </li>
            <li>
              <Link to={paths.agentAccount()}>{t.shortcuts.account}</Link>
            </li>
          </ul>
        </section>
      </div>
    </>
  );
}
