import { adminTexts } from '@villa/shared/texts';
import { RoleDashboard } from '../components/RoleDashboard';

/** The ACCOUNTS role's only page. */
export default function AccountsDashboardPage() {
  return <RoleDashboard texts={adminTexts.accounts} />;
}
