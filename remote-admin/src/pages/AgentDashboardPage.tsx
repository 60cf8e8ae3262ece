import { ComingSoon } from '@villa/shared/ui';

export default function AgentDashboardPage() {
  return <ComingSoon heading="Dashboard" />;
}
