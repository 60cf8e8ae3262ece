import { ComingSoon } from '@villa/shared/ui';

export default function AccountsDashboardPage() {
  return <ComingSoon heading="Accounts Dashboard" />;
}
