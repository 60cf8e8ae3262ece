import { ComingSoon } from '@villa/shared/ui';

export default function CommunityListPage() {
  return <ComingSoon heading="Communities" />;
}
