import { adminTexts } from '@villa/shared/texts';
import { RoleDashboard } from '../components/RoleDashboard';

/** The ORGANISATION role's only page. */
export default function OrganisationDashboardPage() {
  return <RoleDashboard texts={adminTexts.organisation} />;
}
