import type { Role } from '@villa/shared/contract';
import { paths } from '@villa/shared/routes';
import { texts } from '@villa/shared/texts';

export interface AdminTab {
  label: string;
  to: string;
}

const agentTabs: AdminTab[] = [
  { label: texts.adminTabs.dashboard, to: paths.agentDashboard() },
  { label: texts.adminTabs.customerBookings, to: paths.agentBookings() },
  { label: texts.adminTabs.sentQuotes, to: paths.agentQuotes() },
  { label: texts.adminTabs.yourAccount, to: paths.agentAccount() },
  { label: texts.adminTabs.helpSupport, to: paths.agentSupport() },
  { label: texts.adminTabs.guides, to: paths.agentGuides() },
];

/**
 * The admin tabs for a role on a path, or null for none: agents get six tabs on
 * /admin/agent/* (none on the signup routes), ACCOUNTS and ORGANISATION users one dashboard
 * tab in their own area.
 */
export function adminTabsFor(
  role: Role | null,
  pathname: string,
  hideAdminTabs: boolean,
): AdminTab[] | null {
  if (hideAdminTabs) return null;
  if (role === 'AGENT' && pathname.startsWith('/admin/agent/')) return agentTabs;
  if (role === 'ACCOUNTS' && pathname.startsWith('/admin/accounts/')) {
    return [{ label: texts.adminTabs.accountsDashboard, to: paths.accountsDashboard() }];
  }
  if (role === 'ORGANISATION' && pathname.startsWith('/admin/organisation/')) {
    return [{ label: texts.adminTabs.organisationDashboard, to: paths.organisationDashboard() }];
  }
  return null;
}

/** The tab of a path: the longest tab path the path starts with (a booking under bookings). */
export function activeTab(tabs: AdminTab[], pathname: string): AdminTab | undefined {
  return tabs
    .filter((tab) => pathname === tab.to || pathname.startsWith(`${tab.to}/`))
    .sort((a, b) => b.to.length - a.to.length)[0];
}
