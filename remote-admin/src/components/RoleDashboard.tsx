import type { ReactNode } from 'react';
import { useSessionConfig } from '@villa/shared/store';
import { PageHeading } from './PageHeading';
import { ProviderContacts } from './ProviderContacts';
import '../admin.css';

export interface RoleDashboardProps {
  texts: {
    heading: string;
    welcome: (companyDisplayName: string | undefined) => string;
    intro: string;
    canDoHeading: string;
    canDo: readonly string[];
    contactHeading: string;
  };
  /** The role's figures, between the introduction and the contacts. */
  children?: ReactNode;
}

/** The dashboard of a role that has only a dashboard (ORGANISATION, ACCOUNTS). */
export function RoleDashboard({ texts, children }: RoleDashboardProps) {
  const config = useSessionConfig();
  return (
    <>
      <PageHeading heading={texts.heading} intro={texts.welcome(config?.companyDisplayName)} />
      <p>{texts.intro}</p>
      {children}
      <div className="admin-grid role-dashboard__more">
        <section className="card" aria-labelledby="role-can-do">
          <h2 id="role-can-do">{texts.canDoHeading}</h2>
          <ul className="ticks">
            {texts.canDo.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </section>
        <section className="card" aria-labelledby="role-contact">
          <h2 id="role-contact">{texts.contactHeading}</h2>
          <ProviderContacts socialGroups="none" />
        </section>
      </div>
    </>
  );
}
