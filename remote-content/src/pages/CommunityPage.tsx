import { ComingSoon } from '@villa/shared/ui';

export default function CommunityPage() {
  return <ComingSoon heading="Community" />;
}
