import { Link } from '@villa/shared/router';
import { texts } from '@villa/shared/texts';
import { activeTab, type AdminTab } from './adminTabs';

export interface AdminTabsProps {
  tabs: AdminTab[];
  pathname: string;
}

/** The admin area's tabs, as a labelled navigation with the current tab marked. */
export function AdminTabs({ tabs, pathname }: AdminTabsProps) {
  const active = activeTab(tabs, pathname);
  return (
    <nav className="tabs" aria-label={texts.adminTabs.label}>
      <ul>
        {tabs.map((tab) => (
          <li key={tab.to}>
            <Link to={tab.to} aria-current={tab === active ? 'page' : undefined}>
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
