import { ComingSoon } from '@villa/shared/ui';

export default function OrganisationDashboardPage() {
  return <ComingSoon heading="Organisation Dashboard" />;
}
