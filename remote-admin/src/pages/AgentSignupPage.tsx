import { ComingSoon } from '@villa/shared/ui';

export default function AgentSignupPage() {
  return <ComingSoon heading="Agent signup" />;
}
